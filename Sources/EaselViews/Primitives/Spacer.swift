import EaselGraphics
import EaselLayout
import Foundation

/// A flexible space that expands along the major axis of its containing stack, or in both axes outside a
/// stack (LayoutRules §3.7).
public struct Spacer: View {
    public typealias Body = Never

    /// The minimum length; nil means the system spacing, 8 points.
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        if let problem = SpacerLayout.problem(minLength: view.minLength) {
            inputs.diagnose(problem, fix: "pass a finite, non-negative minLength", naming: "Spacer")
        }
        outputs.append(inputs.makeNamedNode(SpacerLayout(minLength: view.minLength, orientation: inputs.stackOrientation)))
    }
}

/// A visual element that separates content: a hairline across the enclosing stack's axis (LayoutRules §3.8).
public struct Divider: View {
    public typealias Body = Never

    public init() {}

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let layout = DividerLayout(
            stackOrientation: inputs.stackOrientation, thickness: inputs.environment.dividerThickness)
        let node = inputs.makeNamedNode(layout)
        // The separator color of LayoutRules §3.8.
        let color = inputs.isDark ? RGBA(84, 84, 88, 0.6) : RGBA(60, 60, 67, 0.29)
        node.drawing = NodeAppearance.fill(color)
        outputs.append(node)
    }
}
