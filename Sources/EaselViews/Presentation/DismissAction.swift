import Foundation

/// An action that dismisses a presentation: a page pushed onto a navigation stack, else the sheet or cover the
/// view is in.
public struct DismissAction {
    let action: () -> Void

    /// Dismisses the view if it is currently presented; otherwise does nothing.
    public func callAsFunction() { action() }
}

extension EnvironmentValues {
    /// An action that dismisses the current presentation: pops a pushed page, else ends the sheet or cover the view
    /// is presented in.
    public var dismiss: DismissAction {
        guard let placement = navigationPlacement, placement.page.index > 0 else {
            return DismissAction(action: presentationDismiss ?? {})
        }
        let model = placement.model
        let page = placement.page
        return DismissAction {
            // Only the top page pops; a page further down dismisses nothing.
            if model.stack.last == page { model.pop() }
        }
    }

    /// A Boolean value that indicates whether the view associated with this environment is currently presented
    /// (a page pushed onto a navigation stack, or in a sheet or cover).
    public var isPresented: Bool { (navigationPlacement?.page.index ?? 0) > 0 || presentationDismiss != nil }
}

/// An indication whether a view is currently presented by another view (the older form of `\.dismiss`).
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss")
public struct PresentationMode {
    /// Whether the view is presented (in a sheet or cover, or pushed on a navigation stack).
    public private(set) var isPresented: Bool
    let action: DismissAction

    /// Dismisses the view if it is currently presented.
    public mutating func dismiss() {
        guard isPresented else { return }
        action()
        isPresented = false
    }
}

extension EnvironmentValues {
    /// A binding to the current presentation mode of the view associated with this environment.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, action: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
}
