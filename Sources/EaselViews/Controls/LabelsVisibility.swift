import Foundation

private struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether controls leave their labels out (`.labelsHidden()`): a toggle is then its switch alone, a stepper
    /// its buttons, a picker or date picker its value, each no wider than that.
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of any controls contained within this view.
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }

    /// Controls the visibility of labels of any controls contained within this view: `.hidden` hides them,
    /// `.visible` shows them again, `.automatic` keeps what is around.
    public func labelsVisibility(_ visibility: Visibility) -> some View {
        transformEnvironment(\.labelsHidden) { hidden in
            switch visibility {
            case .hidden: hidden = true
            case .visible: hidden = false
            case .automatic: break
            }
        }
    }
}
