import EaselGraphics
import EaselLayout
import Foundation

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
