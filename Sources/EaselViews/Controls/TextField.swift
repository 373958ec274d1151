import EaselGraphics
import EaselLayout
import Foundation

/// A control that displays an editable text interface.
///
/// Drawn as iOS 17 draws a text field at rest: its text in the body font, or, while empty, its prompt (else its
/// title) in the placeholder gray; as wide as it is offered. `.textFieldStyle(.roundedBorder)` adds iOS's rounded
/// border. `ViewHost.type(_:into:)` types into it as a keyboard would: characters go into the binding and a
/// newline runs `onSubmit`; a field bound with `.focused` takes focus when tapped or typed into, and the focused
/// field draws its caret. The selection and the keyboard are not drawn (docs/Decisions.md, "Text fields").
///
/// A custom `TextFieldStyle` draws the field as its `_body(configuration:)` says: the field it is given is this one
/// (the same binding, prompt, focus and `onSubmit`), drawn in the plain style, and typing reaches it wherever the
/// style puts it.
public struct TextField<Label: View>: View {
    public typealias Body = Never

    let text: Binding<String>
    let prompt: Text?
    let label: Label
    let axis: Axis
    var secure = false
    /// The older forms' `onEditingChanged`: true when editing begins (a tap, or the first character typed), false
    /// when a return ends it.
    var editingChanged: ((Bool) -> Void)?
    /// The older forms' `onCommit`: a return, after `onSubmit`'s action.
    var commit: (() -> Void)?

    /// The title as text, when the label is a text (the placeholder, and what accessibility reads): through the
    /// label a style's field is given too.
    var titleText: Text? {
        (label as? Text) ?? (label as? _TextFieldStyleLabel)?.title
    }

    /// The field a custom style is given: this field, its label type-erased.
    var styleConfiguration: TextField<_TextFieldStyleLabel> {
        TextField<_TextFieldStyleLabel>(
            text: text, prompt: prompt, label: _TextFieldStyleLabel(content: AnyView(label), title: titleText),
            axis: axis, secure: secure, editingChanged: editingChanged, commit: commit)
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("TextField")
        if case .custom(let makeBody) = inputs.environment.textFieldStyle {
            // The style's body replaces the field; the field inside it draws plain, and describes itself for
            // accessibility.
            makeBody(view.styleConfiguration).environment(\.textFieldStyle, .plain).makeView(inputs: inputs, outputs: &outputs)
            return
        }
        let value = view.text.wrappedValue
        let shown: Text
        let placeholder = value.isEmpty
        if placeholder {
            shown = view.prompt ?? view.titleText ?? Text(verbatim: "")
        } else {
            shown = Text(verbatim: view.secure ? String(repeating: "•", count: value.count) : value)
        }
        let text = view.text
        let submit = inputs.environment.submitAction
        let commit = view.commit, editingChanged = view.editingChanged
        // Whether the older forms' editing has begun: kept with the field, so that it begins once.
        let editing = editingChanged == nil ? nil : inputs.persistent("editing") { EditingState() }
        let beginEditing = {
            guard let editing, !editing.isEditing else { return }
            editing.isEditing = true
            editingChanged?(true)
        }
        let enabled = inputs.environment.isEnabled
        let axis = view.axis
        let focus = inputs.environment.focusLink
        let focused = focus?.isFocused == true
        var field = AnyView(
            shown
                .foregroundStyle(placeholder ? Color.placeholderText : Color.primary)
                .lineLimit(axis == .horizontal ? 1 : inputs.environment.lineLimit)
                // The focused field's caret: after the text, or before the placeholder.
                .overlay(alignment: placeholder ? .leading : .trailing) {
                    if focused { TextCaret().offset(x: placeholder ? -1 : 2) }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .contentShape(Rectangle())
                .modifier(InteractionModifier(name: "TextField") { interaction, inputs in
                    interaction.taps = [Interaction.Tap(count: 1) { _, _ in
                        focus?.focus()
                        beginEditing()
                    }]
                    interaction.isEnabled = inputs.environment.isEnabled
                    interaction.typeText = { typed in
                        guard enabled else { return }
                        focus?.focus()
                        beginEditing()
                        // A one-line field's return submits; a multi-line field takes the newline.
                        Keyboard.type(typed, into: text, onReturn: axis != .horizontal ? nil : {
                            submit?()
                            commit?()
                            if let editing, editing.isEditing {
                                editing.isEditing = false
                                editingChanged?(false)
                            }
                        })
                    }
                }))
        if case .roundedBorder = inputs.environment.textFieldStyle {
            field = AnyView(
                field
                    .padding(.horizontal, 7)
                    .frame(minHeight: 34)
                    .background(Color.roundedFieldBackground, in: RoundedRectangle(cornerRadius: 5))
                    .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(Color.roundedFieldBorder, lineWidth: 0.5)))
        }
        let start = outputs.nodes.count
        field.opacity(enabled ? 1 : 0.5).makeView(inputs: inputs, outputs: &outputs)
        outputs.describeForAccessibility(from: start, .textField(
            title: view.titleText, prompt: view.prompt, text: value, isSecure: view.secure, isEnabled: enabled))
    }
}

extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil, label: Text(titleKey), axis: .horizontal)
    }

    /// Creates a text field with a text label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil, label: Text(title), axis: .horizontal)
    }

    /// Creates a text field with a prompt shown while it is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, label: Text(titleKey), axis: .horizontal)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, label: Text(title), axis: .horizontal)
    }

    /// Creates a text field that grows along `axis` (vertical: it wraps, up to its `lineLimit`).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, label: Text(titleKey), axis: axis)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, label: Text(title), axis: axis)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, label: Text(titleKey), axis: axis)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, label: Text(title), axis: axis)
    }
}

extension TextField where Label == Text {
    /// Creates a text field that reports when editing begins and ends, and a return (SwiftUI's first form,
    /// deprecated in favor of `onSubmit` and `@FocusState`).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use onSubmit and @FocusState instead")
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(text: text, prompt: nil, label: Text(titleKey), axis: .horizontal)
        editingChanged = onEditingChanged
        commit = onCommit
    }

    @_disfavoredOverload
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use onSubmit and @FocusState instead")
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(text: text, prompt: nil, label: Text(title), axis: .horizontal)
        editingChanged = onEditingChanged
        commit = onCommit
    }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use onSubmit instead")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text, onEditingChanged: { _ in }, onCommit: onCommit)
    }

    @_disfavoredOverload
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use onSubmit instead")
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text, onEditingChanged: { _ in }, onCommit: onCommit)
    }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use @FocusState instead")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(titleKey, text: text, onEditingChanged: onEditingChanged, onCommit: {})
    }

    @_disfavoredOverload
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use @FocusState instead")
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(title, text: text, onEditingChanged: onEditingChanged, onCommit: {})
    }
}

/// Whether an older-form text field's editing has begun.
final class EditingState {
    var isEditing = false
}

extension TextField {
    /// Creates a text field with a prompt and a custom label (iOS shows the prompt, not the label).
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label(), axis: axis)
    }
}

/// A control into which people securely enter private text: drawn as a text field showing a dot per character.
public struct SecureField<Label: View>: View {
    let field: TextField<Label>

    public var body: some View { field }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a prompt generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        var field = TextField<Text>(text: text, prompt: nil, label: Text(titleKey), axis: .horizontal)
        field.secure = true
        self.field = field
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        var field = TextField<Text>(text: text, prompt: nil, label: Text(title), axis: .horizontal)
        field.secure = true
        self.field = field
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        var field = TextField<Text>(text: text, prompt: prompt, label: Text(titleKey), axis: .horizontal)
        field.secure = true
        self.field = field
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        var field = TextField<Text>(text: text, prompt: prompt, label: Text(title), axis: .horizontal)
        field.secure = true
        self.field = field
    }
}

extension SecureField {
    /// Creates a secure field with a prompt and a custom label.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        var field = TextField(text: text, prompt: prompt, label: label(), axis: .horizontal)
        field.secure = true
        self.field = field
    }
}

// MARK: Styles and submission

/// A specification for the appearance and interaction of a text field.
///
/// A custom style implements `_body(configuration:)`: the field it is given behaves as the styled one (its binding,
/// prompt, focus and `onSubmit`) and draws in the plain style; what the style returns replaces the field.
public protocol TextFieldStyle {
    /// The view a style draws a text field as.
    associatedtype _Body: View

    /// The text field drawn in this style, from the field drawn plain.
    func _body(configuration: TextField<Self._Label>) -> Self._Body

    /// The label of the field a style is given.
    typealias _Label = _TextFieldStyleLabel
}

/// The label of the field a `TextFieldStyle` is given: the styled field's label, type-erased.
public struct _TextFieldStyleLabel: View {
    let content: AnyView
    /// The label, when it is a text (a field's title).
    let title: Text?

    public var body: some View { content }
}

/// The text field style in force.
enum TextFieldStyleChoice: @unchecked Sendable {
    case plain, roundedBorder
    case custom((TextField<_TextFieldStyleLabel>) -> AnyView)
}

/// A built-in text field style: Easel draws it without asking for a body.
protocol BuiltInTextFieldStyle {
    var choice: TextFieldStyleChoice { get }
}

/// The default text field style: plain on iOS.
public struct DefaultTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View {
        configuration.environment(\.textFieldStyle, .plain)
    }
    var choice: TextFieldStyleChoice { .plain }
}

/// A text field style with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View {
        configuration.environment(\.textFieldStyle, .plain)
    }
    var choice: TextFieldStyleChoice { .plain }
}

/// A text field style with a system-defined rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View {
        configuration.environment(\.textFieldStyle, .roundedBorder)
    }
    var choice: TextFieldStyleChoice { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// The triggers that run `onSubmit`.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A text field's return key.
    public static let text = SubmitTriggers(rawValue: 1)
    /// A search field's return key.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The label of the return key (accepted: no keyboard is drawn).
public struct SubmitLabel: Sendable {
    let name: String
    public static var done: SubmitLabel { SubmitLabel(name: "done") }
    public static var go: SubmitLabel { SubmitLabel(name: "go") }
    public static var send: SubmitLabel { SubmitLabel(name: "send") }
    public static var join: SubmitLabel { SubmitLabel(name: "join") }
    public static var route: SubmitLabel { SubmitLabel(name: "route") }
    public static var search: SubmitLabel { SubmitLabel(name: "search") }
    public static var `return`: SubmitLabel { SubmitLabel(name: "return") }
    public static var next: SubmitLabel { SubmitLabel(name: "next") }
    public static var `continue`: SubmitLabel { SubmitLabel(name: "continue") }
}

private struct TextFieldStyleKey: EnvironmentKey { static var defaultValue: TextFieldStyleChoice { .plain } }
private struct SubmitActionKey: EnvironmentKey { static var defaultValue: (() -> Void)? { nil } }
private struct SearchSubmitActionKey: EnvironmentKey { static var defaultValue: (() -> Void)? { nil } }

extension EnvironmentValues {
    var textFieldStyle: TextFieldStyleChoice {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }

    /// What a text field's return runs: every `onSubmit` around it, innermost first.
    var submitAction: (() -> Void)? {
        get { self[SubmitActionKey.self] }
        set { self[SubmitActionKey.self] = newValue }
    }

    /// What a search field's return runs: every `onSubmit(of: .search)` around the searchable view.
    var searchSubmitAction: (() -> Void)? {
        get { self[SearchSubmitActionKey.self] }
        set { self[SearchSubmitActionKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for text fields within this view. The innermost style wins; a custom style's body draws the
    /// field it is given plain unless it applies a style to it.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let choice = (style as? BuiltInTextFieldStyle)?.choice ?? .custom { AnyView(style._body(configuration: $0)) }
        return environment(\.textFieldStyle, choice)
    }

    /// Adds an action to perform when the user submits a value to this view: a text field's return (`.text`), a
    /// search field's (`.search`).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        transformEnvironment(\.self) { environment in
            if triggers.contains(.text) {
                let outer = environment.submitAction
                environment.submitAction = { action(); outer?() }
            }
            if triggers.contains(.search) {
                let outer = environment.searchSubmitAction
                environment.searchSubmitAction = { action(); outer?() }
            }
        }
    }

    /// Sets the submit label for this view (accepted: no keyboard is drawn).
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}

extension Color {
    /// UIKit's placeholder text color.
    static let placeholderText = Color.tertiaryLabel
    /// A rounded-border text field's fill and border.
    static let roundedFieldBackground = Color.systemBackground
    static let roundedFieldBorder = Color.systemGray4
}

/// Characters typed into a field, applied as a keyboard applies them.
enum Keyboard {
    /// Applies `typed` to `text`: a backspace (U+0008) removes the last character, a newline runs `onReturn` when
    /// there is one (a one-line field's return), and anything else is appended.
    static func type(_ typed: String, into text: Binding<String>, onReturn: (() -> Void)?) {
        for character in typed {
            if character == "\u{8}" {
                if !text.wrappedValue.isEmpty { text.wrappedValue.removeLast() }
            } else if character == "\n", let onReturn {
                onReturn()
            } else {
                text.wrappedValue.append(character)
            }
        }
    }
}

extension ViewHost {
    /// Why text could not be typed.
    public struct TypingError: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// Types `text` into the text field marked `identifier`, as a person at the keyboard would: each character
    /// goes into the field's binding, and a newline in a one-line field runs its `onSubmit` actions.
    public func type(_ text: String, into identifier: String) throws(TypingError) {
        update()
        guard let target = node(identifier) else { throw TypingError(description: "no view is marked \"\(identifier)\"") }
        guard let typist = target.interaction(inside: { $0.typeText != nil })?.interaction.typeText else { throw TypingError(description: "the view marked \"\(identifier)\" is not a text field") }
        withHostClock { typist(text) }
        update()
    }

    /// Types `text` into the text field or editor under `point` (in the root's coordinates), as keys pressed
    /// while it has focus do; a backspace (U+0008) deletes the last character. False when no field is there.
    /// How a live preview passes keys to the field last clicked.
    package func type(_ text: String, at point: CGPoint) -> Bool {
        update()
        guard let root, let hit = frontmost(at: point, in: root),
              let type = hit.interaction(around: { $0.typeText != nil })?.interaction.typeText
        else { return false }
        withHostClock { type(text) }
        update()
        return true
    }
}
