import EaselGraphics
import EaselLayout
import Foundation

/// One button of an alert or confirmation dialog, taken from the buttons its `actions` builder made.
struct AlertButton {
    var label: AnyView
    /// The label's text, when it is text (for identifiers and inspection).
    var title: String?
    var role: ButtonRole?
    var action: () -> Void
}

/// Views that hold buttons for an alert's actions: buttons themselves, and the builder's containers.
protocol AlertActionsSource {
    var alertButtons: [AlertButton] { get }
}

extension Button: AlertActionsSource {
    var alertButtons: [AlertButton] {
        [AlertButton(label: AnyView(label), title: (label as? Text)?.plainText, role: role, action: action)]
    }
}

extension TupleView: AlertActionsSource {
    var alertButtons: [AlertButton] { Mirror(reflecting: value).children.flatMap { AlertButton.buttons(in: $0.value) } }
}

extension Group: AlertActionsSource {
    var alertButtons: [AlertButton] { AlertButton.buttons(in: content) }
}

extension _ConditionalContent: AlertActionsSource {
    var alertButtons: [AlertButton] {
        switch storage {
        case .trueContent(let content): AlertButton.buttons(in: content)
        case .falseContent(let content): AlertButton.buttons(in: content)
        }
    }
}

extension Optional: AlertActionsSource {
    var alertButtons: [AlertButton] { map { AlertButton.buttons(in: $0) } ?? [] }
}

extension ForEach: AlertActionsSource {
    var alertButtons: [AlertButton] { data.flatMap { AlertButton.buttons(in: content($0)) } }
}

extension AnyView: AlertActionsSource {
    var alertButtons: [AlertButton] { AlertButton.buttons(in: view) }
}

extension ModifiedContent: AlertActionsSource {
    var alertButtons: [AlertButton] { AlertButton.buttons(in: content) }
}

extension AlertButton {
    /// The buttons in an actions view, in order; views that are not buttons are left out.
    static func buttons(in value: Any) -> [AlertButton] {
        (value as? AlertActionsSource)?.alertButtons ?? []
    }

    /// The buttons of an `Alert.Button`.
    init(_ button: Alert.Button) {
        self.init(label: AnyView(button.label), title: button.label.plainText, role: button.role, action: button.action ?? {})
    }
}

// MARK: The deprecated Alert and ActionSheet types

/// A representation of an alert presentation.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `View.alert(title:isPresented:presenting:actions:)` instead.")
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// Creates an alert with one button.
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    /// Creates an alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button representing an operation of an alert presentation.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// Creates an alert button with the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: nil, action: action)
        }

        /// Creates an alert button that indicates cancellation, with a custom label.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// Creates an alert button that indicates cancellation, with a system-provided label ("Cancel").
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// Creates an alert button with a style that indicates a destructive action.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: .destructive, action: action)
        }
    }
}

/// A representation of an action sheet presentation (a confirmation dialog).
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting:actions:)`instead.")
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// Creates an action sheet with the provided buttons.
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    public typealias Button = Alert.Button
}
