import EaselGraphics
import EaselLayout
import Foundation

/// A control that toggles between on and off states.
///
/// Drawn in the toggle style around it (`.toggleStyle`); the automatic style is iOS's switch: the label at
/// the leading edge, the switch (51 × 31 points) at the trailing edge, the toggle as wide as it is offered.
/// Only the switch takes taps, as on iOS. The switch's metrics and colors are Easel's reading of iOS's
/// (docs/Decisions.md).
public struct Toggle<Label: View>: View {
    public typealias Body = Never

    let isOn: Binding<Bool>
    let label: Label

    /// Creates a toggle that displays a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// A toggle is made in the style around it; what a custom style makes draws its toggles as switches.
    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("Toggle")
        let configuration = ToggleStyleConfiguration(label: AnyView(view.label), isOn: view.isOn, isMixed: false)
        // In every style, the toggle is one accessibility element: its label, its state as "1" or "0".
        let start = outputs.nodes.count
        defer {
            outputs.describeForAccessibility(
                from: start, .toggle(isOn: view.isOn.wrappedValue, isEnabled: inputs.environment.isEnabled))
        }
        if inputs.environment.menuDismiss != nil {
            // In an open menu, a toggle is a row with a checkmark when on.
            let isOn = view.isOn
            MenuRow(label: AnyView(view.label), checked: isOn.wrappedValue, role: nil, isSubmenu: false) {
                isOn.wrappedValue.toggle()
            }
            .makeView(inputs: inputs, outputs: &outputs)
            return
        }
        switch inputs.environment.toggleStyle {
        case .switch:
            SwitchToggle(configuration: configuration).makeView(inputs: inputs, outputs: &outputs)
        case .button:
            BuiltInButton(toggling: configuration).makeView(inputs: inputs, outputs: &outputs)
        case .custom(let makeBody):
            makeBody(configuration).environment(\.toggleStyle, .switch).makeView(inputs: inputs, outputs: &outputs)
        }
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == EaselViews.Label<Text, Image> {
    /// Creates a toggle with a title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { EaselViews.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a toggle with a title and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { EaselViews.Label(title, systemImage: systemImage) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// Creates a toggle based on a toggle style configuration, drawn in the automatic style.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

// MARK: - Styles

/// The appearance and interaction of all toggles within a view hierarchy.
public protocol ToggleStyle {
    /// A view that represents the appearance and interaction of a toggle.
    associatedtype Body: View

    /// Creates a view that represents the body of a toggle.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The properties of a toggle instance.
    typealias Configuration = ToggleStyleConfiguration
}

/// The properties of a toggle instance, for a `ToggleStyle`.
public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    public typealias Label = AnyView

    /// A view that describes the effect of switching the toggle between states.
    public let label: Label
    /// A binding to a state property that indicates whether the toggle is on.
    @Binding public var isOn: Bool
    /// Whether the toggle is in a mixed state (never, for a toggle with one source).
    public var isMixed: Bool

    init(label: Label, isOn: Binding<Bool>, isMixed: Bool) {
        self.label = label
        _isOn = isOn
        self.isMixed = isMixed
    }
}

/// The toggle style in force.
enum ToggleStyleChoice: @unchecked Sendable {
    case `switch`, button
    case custom((ToggleStyleConfiguration) -> AnyView)
}

protocol BuiltInToggleStyle {
    var choice: ToggleStyleChoice { get }
}

/// The default toggle style: a switch on iOS.
public struct DefaultToggleStyle: ToggleStyle, BuiltInToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { SwitchToggle(configuration: configuration) }
    var choice: ToggleStyleChoice { .switch }
}

/// A toggle style that displays a leading label and a trailing switch.
public struct SwitchToggleStyle: ToggleStyle, BuiltInToggleStyle {
    let tint: Color?

    public init() { tint = nil }

    /// Creates a switch style with a tint color.
    @available(*, deprecated, message: "Use ``View/tint(_)`` instead.")
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggle(configuration: configuration).transformEnvironment(\.tint) { $0 = tint ?? $0 }
    }
    var choice: ToggleStyleChoice {
        guard tint != nil else { return .switch }
        return .custom { AnyView(self.makeBody(configuration: $0)) }
    }
}

/// A toggle style that displays as a button with its label as the title: borderless while off, bordered
/// while on.
public struct ButtonToggleStyle: ToggleStyle, BuiltInToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInButton(toggling: configuration) }
    var choice: ToggleStyleChoice { .button }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default toggle style.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A toggle style that displays a leading label and a trailing switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle style that displays as a button with its label as the title.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

private struct ToggleStyleKey: EnvironmentKey {
    static let defaultValue = ToggleStyleChoice.switch
}

extension EnvironmentValues {
    var toggleStyle: ToggleStyleChoice {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for toggles in a view hierarchy.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        let choice = (style as? BuiltInToggleStyle)?.choice ?? .custom { AnyView(style.makeBody(configuration: $0)) }
        return environment(\.toggleStyle, choice)
    }
}

// MARK: - Drawing

/// iOS's switch beside the toggle's label: the 51 × 31-point switch, its track in the tint when on, the white
/// knob at the end it is switched to. Only the switch takes taps.
struct SwitchToggle: View {
    typealias Body = Never

    let configuration: ToggleStyleConfiguration

    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let isOn = view.configuration.$isOn
        let on = isOn.wrappedValue
        let track: Color =
            on ? inputs.environment.tint ?? .green : Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.16)
        let labelShown = !inputs.environment.labelsHidden
        HStack {
            if labelShown {
                view.configuration.label
                Spacer()
            }
            ZStack(alignment: on ? .trailing : .leading) {
                Capsule().fill(track)
                Circle().fill(Color.white)
                    .shadow(color: Color(white: 0, opacity: 0.15), radius: 4, x: 0, y: 3)
                    .frame(width: 27, height: 27)
                    .padding(2)
            }
            .frame(width: 51, height: 31)
            .opacity(inputs.environment.isEnabled ? 1 : 0.5)
            .modifier(InteractionModifier(name: "Toggle") { interaction, inputs in
                interaction.taps = [Interaction.Tap(count: 1) { _, _ in isOn.wrappedValue.toggle() }]
                interaction.isEnabled = inputs.environment.isEnabled
            })
        }
        .makeView(inputs: inputs, outputs: &outputs)
    }
}

extension BuiltInButton {
    /// A toggle drawn as a button: borderless while off, bordered (the tint's light fill) while on.
    init(toggling configuration: ToggleStyleConfiguration) {
        let isOn = configuration.$isOn
        self.init(
            kind: isOn.wrappedValue ? .bordered : .automatic, action: { isOn.wrappedValue.toggle() },
            label: configuration.label, role: nil)
    }
}
