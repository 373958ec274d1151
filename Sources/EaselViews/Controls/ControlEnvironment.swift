import EaselGraphics
import EaselLayout
import Foundation

extension View {
    /// Adds a condition that controls whether users can interact with this view. `disabled(false)` does not
    /// enable a view that an ancestor disabled.
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { $0 = $0 && !disabled }
    }

    /// Sets the tint color within this view: the color of buttons' labels and of a toggle that is on.
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint)
    }
}

private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

private struct TintKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

extension EnvironmentValues {
    /// Whether users can interact with views here (false below `.disabled(true)`).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The tint `.tint(_:)` set; buttons use the accent color without one.
    var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}


// MARK: - Toggle
