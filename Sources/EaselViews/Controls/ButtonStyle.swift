import EaselGraphics
import EaselLayout
import EaselText
import Foundation

// MARK: - The style protocols

/// A type that applies standard interaction behavior and a custom appearance to all buttons within a view
/// hierarchy. The button handles the tap; the style draws its label, pressed or not.
public protocol ButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View

    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button, for a `ButtonStyle`.
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    public typealias Label = AnyView

    /// An optional semantic role that describes the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of pressing the button.
    public let label: Label
    /// Whether the user is pressing the button.
    public let isPressed: Bool
}

/// A type that applies custom interaction behavior and a custom appearance to all buttons within a view
/// hierarchy: the style decides when the button triggers.
public protocol PrimitiveButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View

    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The properties of a button, for a `PrimitiveButtonStyle`.
public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    public typealias Label = AnyView

    /// An optional semantic role that describes the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of calling the button's action.
    public let label: Label
    let action: () -> Void

    /// Performs the button's action.
    public func trigger() { action() }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// Creates a button based on a configuration for a style with a custom appearance and custom interaction
    /// behavior. The button draws in the style around the one that made it (the automatic style unless a
    /// style is applied inside the custom one).
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
    }
}

// MARK: - Choosing a style

/// The button style in force: a primitive style draws and triggers; a button style only draws.
enum ButtonStyleChoice: @unchecked Sendable {
    case primitive((PrimitiveButtonStyleConfiguration) -> AnyView)
    case styled((ButtonStyleConfiguration) -> AnyView)
}

private struct ButtonStyleKey: EnvironmentKey {
    static let defaultValue: ButtonStyleChoice? = nil
}

extension EnvironmentValues {
    /// The button style `.buttonStyle` set; nil draws the automatic style.
    var buttonStyle: ButtonStyleChoice? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for buttons within this view to a button style with a custom appearance and standard
    /// interaction behavior.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, .styled { AnyView(style.makeBody(configuration: $0)) })
    }

    /// Sets the style for buttons within this view to a button style with a custom appearance and custom
    /// interaction behavior.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, .primitive { AnyView(style.makeBody(configuration: $0)) })
    }
}

/// A button in a custom `ButtonStyle`: the style draws it, pressed or not; the button takes the taps.
struct CustomStyledButton: View, ControlMachinery {
    let makeBody: (ButtonStyleConfiguration) -> AnyView
    let action: () -> Void
    let label: AnyView
    let role: ButtonRole?
    @State private var isPressed = false

    var body: some View {
        makeBody(ButtonStyleConfiguration(role: role, label: label, isPressed: isPressed))
            .environment(\.buttonStyle, nil)
            .modifier(InteractionModifier.button(action: action, isPressed: $isPressed))
    }
}

extension InteractionModifier {
    /// A button's taps and presses: a tap performs the action, and a finger held on the button shows it
    /// pressed until it lifts.
    static func button(action: @escaping () -> Void, isPressed: Binding<Bool>) -> InteractionModifier {
        InteractionModifier(name: "Button") { interaction, inputs in
            interaction.taps = [Interaction.Tap(count: 1) { _, _ in action() }]
            interaction.press = { isPressed.wrappedValue = $0 }
            interaction.isEnabled = inputs.environment.isEnabled
        }
    }
}

// MARK: - The built-in styles

/// The default button style, based on the button's context: borderless on iOS.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButton(kind: .automatic, configuration: configuration)
    }
}

/// A button style that doesn't apply a border: the label in the tint.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButton(kind: .automatic, configuration: configuration)
    }
}

/// A button style that doesn't style or decorate its content while idle, but may apply a visual effect to
/// indicate the pressed, focused, or enabled state of the button.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButton(kind: .plain, configuration: configuration)
    }
}

/// A button style that applies standard border artwork based on the button's context: a rounded fill of
/// the tint at low opacity behind the tinted label.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButton(kind: .bordered, configuration: configuration)
    }
}

/// A button style that applies standard border prominent artwork: a rounded fill of the tint behind a
/// white label.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButton(kind: .borderedProminent, configuration: configuration)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style, based on the button's context.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that doesn't apply a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't style or decorate its content while idle.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button style that applies standard border artwork based on the button's context.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button style that applies standard border prominent artwork based on the button's context.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// A button drawn in one of iOS's own styles. It handles its own taps and presses.
///
/// Metrics are iOS 17's as Easel reads them (docs/Decisions.md, "Button styles"): a bordered button pads its
/// label 7 points above and below and 12 at the sides at the regular size (3/8 mini, 5/10 small, 14/20
/// large), with corners of 6, 7, 8 and 12 points; small and mini labels use the subheadline and footnote
/// fonts. A pressed borderless label fades to 20 % opacity; a pressed bordered button to 70 %.
struct BuiltInButton: View, ControlMachinery {
    enum Kind { case automatic, plain, bordered, borderedProminent }

    let kind: Kind
    let action: () -> Void
    let label: AnyView
    let role: ButtonRole?
    @State private var isPressed = false
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var borderShape
    @Environment(\.tint) private var tint
    @Environment(\.tintStyle) private var tintStyle
    @Environment(\.foregroundStyle) private var foreground
    @Environment(\.font) private var font

    init(kind: Kind, action: @escaping () -> Void, label: AnyView, role: ButtonRole?) {
        self.kind = kind
        self.action = action
        self.label = label
        self.role = role
    }

    init(kind: Kind, configuration: PrimitiveButtonStyleConfiguration) {
        self.init(kind: kind, action: configuration.action, label: configuration.label, role: configuration.role)
    }

    /// The color of the button's accent: red for a destructive role, else the tint or the accent color.
    private var accent: Color { role == .destructive ? .red : tint ?? .accentColor }

    var body: some View {
        styled.modifier(InteractionModifier.button(action: action, isPressed: $isPressed))
    }

    @ViewBuilder private var styled: some View {
        switch kind {
        case .automatic:
            // iOS's borderless button: the label in the accent, faded gray when disabled. A color set with
            // `.foregroundColor` or `.foregroundStyle` on or around the button wins over the tint.
            label
                .environment(\.foregroundStyle, foreground ?? AnyShapeStyle(isEnabled ? accent : Color.tertiaryLabel))
                .opacity(isPressed ? 0.2 : 1)
        case .plain:
            label.opacity(isPressed ? 0.2 : 1)
        case .bordered, .borderedProminent:
            let prominent = kind == .borderedProminent
            let metrics = BorderedButtonMetrics(controlSize)
            // A prominent button fills with a tint that is a shape style (a gradient) as given.
            let fill: AnyShapeStyle =
                !isEnabled ? AnyShapeStyle(Color.tertiarySystemFill)
                : prominent ? (role != .destructive ? tintStyle : nil) ?? AnyShapeStyle(accent)
                : AnyShapeStyle(accent.opacity(0.15))
            let text: AnyShapeStyle =
                !isEnabled ? AnyShapeStyle(Color.tertiaryLabel)
                : foreground ?? AnyShapeStyle(prominent ? Color.white : accent)
            label
                .font(font ?? metrics.font)
                .environment(\.foregroundStyle, text)
                .padding(.vertical, metrics.vertical)
                .padding(.horizontal, metrics.horizontal)
                .background(fill, in: borderShape.resolved(cornerRadius: metrics.cornerRadius))
                .opacity(isPressed ? 0.7 : 1)
        }
    }
}

/// A bordered button's padding, corner radius and font at a control size.
struct BorderedButtonMetrics {
    let vertical: CGFloat
    let horizontal: CGFloat
    let cornerRadius: CGFloat
    let font: Font?

    init(_ size: ControlSize) {
        switch size {
        case .mini: (vertical, horizontal, cornerRadius, font) = (3, 8, 6, .footnote)
        case .small: (vertical, horizontal, cornerRadius, font) = (5, 10, 7, .subheadline)
        case .regular: (vertical, horizontal, cornerRadius, font) = (7, 12, 8, nil)
        case .large: (vertical, horizontal, cornerRadius, font) = (14, 20, 12, nil)
        case .extraLarge: (vertical, horizontal, cornerRadius, font) = (17, 24, 14, nil)
        }
    }
}

// MARK: - Border shapes and control sizes

/// A shape used to draw a button's border.
public struct ButtonBorderShape: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, capsule, circle, roundedRectangle(CGFloat?) }
    let kind: Kind

    /// A shape that defers to the system to determine an appropriate shape for the given context.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule shape.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circular shape.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle shape.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    /// A rounded rectangle shape with the given corner radius.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius))
    }
    /// The shape of a bordered button in its context.
    public static let buttonBorder = ButtonBorderShape(kind: .automatic)

    /// The shape to draw, given the control size's corner radius.
    func resolved(cornerRadius: CGFloat) -> AnyShape {
        switch kind {
        case .automatic, .roundedRectangle(nil):
            AnyShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
        case .roundedRectangle(let radius?):
            AnyShape(RoundedRectangle(cornerRadius: radius.isFinite ? max(radius, 0) : cornerRadius, style: .continuous))
        case .capsule:
            AnyShape(Capsule(style: .continuous))
        case .circle:
            AnyShape(Circle())
        }
    }
}

extension ButtonBorderShape: Shape {
    public func path(in rect: CGRect) -> Path {
        resolved(cornerRadius: 8).path(in: rect)
    }
}

/// The size classes, like regular or small, that you can apply to controls within a view.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

private struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

private struct ButtonBorderShapeKey: EnvironmentKey {
    static let defaultValue = ButtonBorderShape.automatic
}

extension EnvironmentValues {
    /// The size to apply to controls within a view.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// The shape bordered buttons draw.
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size for controls within this view.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }

    /// Sets the border shape for buttons in this view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
