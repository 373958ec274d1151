import EaselGraphics
import EaselLayout
import Foundation

/// How one layout node takes part in hit testing: the taps it handles, whether it may receive them, and
/// the shape that receives them.
package final class Interaction {
    struct Tap {
        var count: Int
        /// Called with the tap's location in the node's frame and in the root's coordinates.
        var action: (_ local: CGPoint, _ global: CGPoint) -> Void
    }

    let name: String
    var taps: [Tap] = []
    var isEnabled = true
    var allowsHitTesting = true
    var contentShape: ((CGRect) -> Path)?
    var eoFill = false

    init(name: String) {
        self.name = name
    }
}

/// Wraps each of the modified views in a node that handles or filters taps; layout sees the views unchanged.
struct InteractionModifier: LayoutModifier {
    let name: String
    let configure: (Interaction, _ViewInputs) -> Void

    func layout(in inputs: _ViewInputs) -> DrawingLayout { DrawingLayout(name: name) }

    package func interaction(in inputs: _ViewInputs) -> Interaction? {
        let interaction = Interaction(name: name)
        configure(interaction, inputs)
        return interaction
    }
}

extension View {
    /// Adds an action to perform when this view recognizes a tap gesture (`count` taps in a row).
    ///
    /// As in SwiftUI, a tap lands only where the view draws something (text, a shape's filled area, an
    /// opaque color): the gaps of a stack, a `Spacer` and `Color.clear` take none unless the view is given
    /// a `contentShape`.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(InteractionModifier(name: "onTapGesture") { interaction, inputs in
            interaction.taps = [Interaction.Tap(count: count) { _, _ in action() }]
            interaction.isEnabled = inputs.environment.isEnabled
        })
    }

    /// Adds an action to perform when this view recognizes a tap, given the tap's location in
    /// `coordinateSpace`.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        let space = coordinateSpace.coordinateSpace
        return modifier(InteractionModifier(name: "onTapGesture") { interaction, inputs in
            interaction.taps = [Interaction.Tap(count: count) { local, global in action(space == .local ? local : global) }]
            interaction.isEnabled = inputs.environment.isEnabled
        })
    }

    /// Configures whether this view participates in hit test operations: when false, taps pass through it
    /// (and everything it contains) to the views behind.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(InteractionModifier(name: "allowsHitTesting") { interaction, _ in
            interaction.allowsHitTesting = enabled
        })
    }

    /// Defines the content shape for hit testing: taps anywhere inside the shape (in the view's frame) land
    /// on the view, and taps outside it do not.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(InteractionModifier(name: "contentShape") { interaction, _ in
            interaction.contentShape = { shape.path(in: $0) }
            interaction.eoFill = eoFill
        })
    }

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

// MARK: - Button

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
/// Drawn as iOS draws a borderless button: the label as it is, its text and template images in the tint
/// (the accent color, blue, by default; red for a destructive role), and in a faded gray when disabled. A
/// color set with `.foregroundColor` or `.foregroundStyle` on or around the button wins over the tint.
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

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("Button")
        let enabled = inputs.environment.isEnabled
        var labelInputs = inputs
        if labelInputs.environment.foregroundStyle == nil {
            // iOS's colors for a borderless button's label; the disabled gray is iOS's tertiary label color
            // (Easel's reading of how a disabled button looks).
            let color: Color =
                !enabled ? Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
                : view.role == .destructive ? .red : inputs.environment.tint ?? .accentColor
            labelInputs.environment.foregroundStyle = AnyShapeStyle(color)
        }
        let action = view.action
        let label = view.label.modifier(InteractionModifier(name: "Button") { interaction, _ in
            interaction.taps = [Interaction.Tap(count: 1) { _, _ in action() }]
            interaction.isEnabled = enabled
        })
        label.makeView(inputs: labelInputs, outputs: &outputs)
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

// MARK: - Toggle

/// A control that toggles between on and off states.
///
/// Drawn as iOS draws a switch: the label at the leading edge, the switch (51 × 31 points) at the trailing
/// edge, the toggle as wide as it is offered. Only the switch takes taps, as on iOS. The switch's metrics
/// and colors are Easel's reading of iOS's (docs/Decisions.md).
public struct Toggle<Label: View>: View {
    public typealias Body = Never

    let isOn: Binding<Bool>
    let label: Label

    /// Creates a toggle that displays a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let isOn = view.isOn
        let on = isOn.wrappedValue
        let enabled = inputs.environment.isEnabled
        let tint = inputs.environment.tint ?? .green
        let track: Color = on ? tint : Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.16)
        let control = HStack {
            view.label
            Spacer()
            ZStack(alignment: on ? .trailing : .leading) {
                Capsule().fill(track)
                Circle().fill(Color.white)
                    .shadow(color: Color(white: 0, opacity: 0.15), radius: 4, x: 0, y: 3)
                    .frame(width: 27, height: 27)
                    .padding(2)
            }
            .frame(width: 51, height: 31)
            .opacity(enabled ? 1 : 0.5)
            .modifier(InteractionModifier(name: "Toggle") { interaction, inputs in
                interaction.taps = [Interaction.Tap(count: 1) { _, _ in isOn.wrappedValue.toggle() }]
                interaction.isEnabled = inputs.environment.isEnabled
            })
        }
        control.makeView(inputs: inputs.pushing("Toggle"), outputs: &outputs)
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
