import EaselGraphics
import EaselLayout
import Foundation

/// A control used to select a color from the system color picker UI.
///
/// Drawn as iOS 17 draws it at rest: the label at the leading edge and, at the trailing edge, the color well
/// ("ColorPicker.swatch"), a 28-point circle: a 3-point ring of every hue around a 2-point gap and the selected
/// color filling the middle. Without `supportsOpacity` the color is drawn opaque, as SwiftUI strips the opacity of
/// such a picker's colors. A tap opens nothing (Easel has no system color picker). Only `Color` bindings exist:
/// Easel has no `CGColor`. Metrics in docs/Decisions.md ("Color pickers").
public struct ColorPicker<Label: View>: View {
    public typealias Body = Never

    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label

    /// Creates an instance that selects a color.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("ColorPicker")
        var shown = view.selection.wrappedValue
        if !view.supportsOpacity {
            let components = inputs.resolve(color: shown)
            shown = Color(red: components.red, green: components.green, blue: components.blue)
        }
        let labelShown = !inputs.environment.labelsHidden
        HStack {
            if labelShown {
                view.label
                Spacer(minLength: 8)
            }
            ColorWell(color: shown).accessibilityIdentifier("ColorPicker.swatch")
        }
        .makeView(inputs: inputs, outputs: &outputs)
    }
}

extension ColorPicker where Label == Text {
    /// Creates a color picker with a text label generated from a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// Creates a color picker with a text label generated from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// The compact color well: a 28-point circle, its 3-point rim an angular gradient through the hues (red at the
/// top, turning clockwise), 2 points of nothing inside it, and the color in the remaining 18-point circle.
struct ColorWell: View, ControlMachinery {
    let color: Color

    /// Red, yellow, green, cyan, blue, magenta and back to red, starting at the top.
    static var hues: AngularGradient {
        AngularGradient(
            gradient: Gradient(colors: (0...6).map { Color(hue: Double($0 % 6) / 6, saturation: 1, brightness: 1) }),
            center: .center, angle: .degrees(-90))
    }

    var body: some View {
        ZStack {
            Circle().strokeBorder(Self.hues, lineWidth: 3)
            Circle().fill(color).padding(5)
        }
        .frame(width: 28, height: 28)
    }
}
