import EaselGraphics
import EaselLayout
import Foundation

// MARK: - Focus

/// A property wrapper type that can read and write a value that SwiftUI updates as the placement of focus
/// within the scene changes. With `Bool`, whether the field marked `.focused($isFocused)` has focus; with an
/// optional value, which of the fields marked `.focused($field, equals:)` has it.
///
/// Easel has no keyboard: a field gets focus when the app sets the value, when it is tapped, or when
/// `ViewHost.type(_:into:)` types into it. The focused field draws its caret.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    @State private var value: Value

    /// A property wrapper type that can read and write a focus state, passed to `focused`.
    @propertyWrapper
    public struct Binding {
        let base: EaselViews.Binding<Value>

        /// The underlying value referenced by the bound property.
        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }

        /// A projection of the binding value that returns a binding.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    /// The current state value, taking into account whatever bindings might be in effect due to the current
    /// location of focus.
    public var wrappedValue: Value {
        get { value }
        nonmutating set { value = newValue }
    }

    /// A projection of the focus state value that returns a binding.
    public var projectedValue: FocusState<Value>.Binding { Binding(base: $value) }

    /// Creates a focus state that binds to a Boolean.
    public init() where Value == Bool {
        _value = State(initialValue: false)
    }

    /// Creates a focus state that binds to an optional type.
    public init<T: Hashable>() where Value == T? {
        _value = State(initialValue: nil)
    }
}

/// How a text field learns whether it has focus and takes it.
struct FocusLink: @unchecked Sendable {
    let isFocused: Bool
    let focus: () -> Void
}

private struct FocusLinkKey: EnvironmentKey {
    static let defaultValue: FocusLink? = nil
}

extension EnvironmentValues {
    /// The focus binding `.focused` set for the fields below.
    var focusLink: FocusLink? {
        get { self[FocusLinkKey.self] }
        set { self[FocusLinkKey.self] = newValue }
    }
}

extension View {
    /// Modifies this view by binding its focus state to the given Boolean state value.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        environment(\.focusLink, FocusLink(isFocused: condition.wrappedValue) { condition.wrappedValue = true })
    }

    /// Modifies this view by binding its focus state to the given state value: it has focus while the value
    /// equals `value`.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        environment(\.focusLink, FocusLink(isFocused: binding.wrappedValue == value) { binding.wrappedValue = value })
    }

    /// Specifies if the view is focusable (accepted: focus comes from `focused` and typing).
    public func focusable(_ isFocusable: Bool = true) -> some View { self }

    /// Configures the behavior in which scrollable content interacts with the software keyboard (accepted: no
    /// keyboard is drawn).
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
}

/// The ways that scrollable content can interact with the software keyboard.
public struct ScrollDismissesKeyboardMode: Sendable {
    let name: String
    public static var automatic: ScrollDismissesKeyboardMode { .init(name: "automatic") }
    public static var immediately: ScrollDismissesKeyboardMode { .init(name: "immediately") }
    public static var interactively: ScrollDismissesKeyboardMode { .init(name: "interactively") }
    public static var never: ScrollDismissesKeyboardMode { .init(name: "never") }
}

// MARK: - Keyboard traits (accepted: Easel draws no keyboard)

/// The type of keyboard to display for a given text-based view.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The semantic meaning for a text-entry area.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("namePrefix")
    public static let givenName = UITextContentType("givenName")
    public static let middleName = UITextContentType("middleName")
    public static let familyName = UITextContentType("familyName")
    public static let nameSuffix = UITextContentType("nameSuffix")
    public static let nickname = UITextContentType("nickname")
    public static let jobTitle = UITextContentType("jobTitle")
    public static let organizationName = UITextContentType("organizationName")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("fullStreetAddress")
    public static let streetAddressLine1 = UITextContentType("streetAddressLine1")
    public static let streetAddressLine2 = UITextContentType("streetAddressLine2")
    public static let addressCity = UITextContentType("addressCity")
    public static let addressState = UITextContentType("addressState")
    public static let addressCityAndState = UITextContentType("addressCityAndState")
    public static let sublocality = UITextContentType("sublocality")
    public static let countryName = UITextContentType("countryName")
    public static let postalCode = UITextContentType("postalCode")
    public static let telephoneNumber = UITextContentType("telephoneNumber")
    public static let emailAddress = UITextContentType("emailAddress")
    public static let URL = UITextContentType("URL")
    public static let creditCardNumber = UITextContentType("creditCardNumber")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("newPassword")
    public static let oneTimeCode = UITextContentType("oneTimeCode")
    public static let birthdate = UITextContentType("birthdate")
}

/// The autocapitalization behavior applied during text input.
public struct TextInputAutocapitalization: Sendable {
    let name: String
    public static var never: TextInputAutocapitalization { .init(name: "never") }
    public static var words: TextInputAutocapitalization { .init(name: "words") }
    public static var sentences: TextInputAutocapitalization { .init(name: "sentences") }
    public static var characters: TextInputAutocapitalization { .init(name: "characters") }
}

/// The auto-capitalization type for a text object.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

extension View {
    /// Sets the keyboard type for this view (accepted).
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// Sets the text content type for this view, which the system uses to offer suggestions (accepted).
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

    /// Sets how often the shift key in the keyboard is automatically enabled (accepted).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// Sets whether to apply auto-capitalization to this view (accepted).
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

    /// Sets whether to disable autocorrection for this view (accepted).
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// Sets whether to disable autocorrection for this view (accepted).
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }
}

// MARK: - Formatted values

extension TextField where Label == Text {
    /// Creates a text field that applies a format style to a bound value: the field shows the formatted
    /// value, and what is typed is parsed back into it (a string the format cannot parse leaves the value).
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: EaselViews.Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(text: Self.formatted(value, format), prompt: prompt, label: Text(titleKey), axis: .horizontal)
    }

    /// Creates a text field that applies a format style to a bound value.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: EaselViews.Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(text: Self.formatted(value, format), prompt: prompt, label: Text(title), axis: .horizontal)
    }

    /// Creates a text field that applies a formatter to a bound value.
    public init<V>(_ titleKey: LocalizedStringKey, value: EaselViews.Binding<V>, formatter: Formatter) {
        let text = EaselViews.Binding<String>(
            get: { formatter.string(for: value.wrappedValue) ?? "" },
            set: { string in
                // Foundation on Linux keeps `getObjectValue` internal: number and date formatters parse here.
                let parsed: Any? =
                    (formatter as? NumberFormatter)?.number(from: string) ?? (formatter as? DateFormatter)?.date(from: string)
                if let parsed = parsed as? V { value.wrappedValue = parsed }
            })
        self.init(text: text, prompt: nil, label: Text(titleKey), axis: .horizontal)
    }

    static func formatted<F: ParseableFormatStyle>(
        _ value: EaselViews.Binding<F.FormatInput>, _ format: F
    ) -> EaselViews.Binding<String> where F.FormatOutput == String {
        EaselViews.Binding(
            get: { format.format(value.wrappedValue) },
            set: { string in
                if let parsed = try? format.parseStrategy.parse(string) { value.wrappedValue = parsed }
            })
    }
}

// MARK: - TextEditor

/// A view that can display and edit long-form text.
///
/// Drawn as iOS draws a `UITextView`: as large as it is offered, its text in the body font from the top
/// leading corner inset 8 points from the top and 5 from the leading edge (UITextView's default text
/// container inset and line fragment padding), wrapping. Typing through the host inserts text, newlines
/// included.
public struct TextEditor: View {
    let text: EaselViews.Binding<String>
    @Environment(\.focusLink) private var focus

    /// Creates a plain text editor.
    public init(text: EaselViews.Binding<String>) {
        self.text = text
    }

    public var body: some View {
        let text = text
        let focus = focus
        Text(verbatim: text.wrappedValue)
            .overlay(alignment: .bottomTrailing) {
                if focus?.isFocused == true { TextCaret().offset(x: 2) }
            }
            .padding(.vertical, 8)
            .padding(.horizontal, 5)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .contentShape(Rectangle())
            .modifier(InteractionModifier(name: "TextEditor") { interaction, inputs in
                interaction.taps = [Interaction.Tap(count: 1) { _, _ in focus?.focus() }]
                interaction.isEnabled = inputs.environment.isEnabled
                let enabled = inputs.environment.isEnabled
                interaction.typeText = { typed in
                    guard enabled else { return }
                    focus?.focus()
                    // An editor takes a newline as text.
                    Keyboard.type(typed, into: text, onReturn: nil)
                }
            })
    }
}

/// The insertion point of a focused text field: a 2-point bar in the tint, as tall as a line.
struct TextCaret: View {
    var body: some View {
        Rectangle().fill(.tint).frame(width: 2).accessibilityIdentifier("TextField.caret")
    }
}
