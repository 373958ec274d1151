import EaselGraphics
import EaselLayout
import Foundation

/// A value that describes the purpose of a button.
public struct ButtonRole: Equatable, Sendable {
    private let name: String

    /// A role for a button that deletes user data or performs an irreversible operation.
    public static let destructive = ButtonRole(name: "destructive")
    /// A role for a button that cancels the current operation.
    public static let cancel = ButtonRole(name: "cancel")
}

/// A control that initiates an action.
///
/// Drawn in the button style around it (`.buttonStyle`); without one, as iOS draws a borderless button: the
/// label as it is, its text and template images in the tint (the accent color, blue, by default; red for a
/// destructive role), and in a faded gray when disabled. A color set with `.foregroundColor` or
/// `.foregroundStyle` on or around the button wins over the tint.
public struct Button<Label: View>: View {
    public typealias Body = Never

    let action: () -> Void
    let label: Label
    let role: ButtonRole?

    /// Creates a button that displays a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        role = nil
    }

    /// Creates a button with a specified role that displays a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    /// A button is made in the style around it: iOS's automatic style without one, else what the style's
    /// `makeBody` returns. What a style makes draws in the automatic style unless it applies one itself.
    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("Button")
        let label = AnyView(view.label)
        if inputs.environment.menuDismiss != nil {
            // In an open menu, a button is a row.
            MenuRow(label: label, checked: nil, role: view.role, isSubmenu: false, action: view.action)
                .makeView(inputs: inputs, outputs: &outputs)
            return
        }
        switch inputs.environment.buttonStyle {
        case nil:
            BuiltInButton(kind: .automatic, action: view.action, label: label, role: view.role)
                .makeView(inputs: inputs, outputs: &outputs)
        case .primitive(let makeBody):
            makeBody(PrimitiveButtonStyleConfiguration(role: view.role, label: label, action: view.action))
                .environment(\.buttonStyle, nil)
                .makeView(inputs: inputs, outputs: &outputs)
        case .styled(let makeBody):
            CustomStyledButton(makeBody: makeBody, action: view.action, label: label, role: view.role)
                .makeView(inputs: inputs, outputs: &outputs)
        }
    }
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// Creates a button that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// Creates a button with a specified role that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// Creates a button with a specified role that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == EaselViews.Label<Text, Image> {
    /// Creates a button with a title and an SF Symbol, drawn as a label.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { EaselViews.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a title and an SF Symbol, drawn as a label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { EaselViews.Label(title, systemImage: systemImage) }
    }

    /// Creates a button with a role, a title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { EaselViews.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a role, a title and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { EaselViews.Label(title, systemImage: systemImage) }
    }
}
