import EaselLayout
import Foundation

/// A view that adapts to the available space by providing the first child view that fits (LayoutRules §10).
///
/// Each child is measured at its ideal size along the constrained axes (and with the proposal along the
/// others); the first that fits the proposal is shown, the last when none does. Only the chosen child is
/// drawn and takes taps; the others are placed at zero size.
public struct ViewThatFits<Content: View>: View {
    public typealias Body = Never

    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("ViewThatFits")
        let children = view.content.makeNodes(inputs: inputs)
        let layout = ViewThatFitsLayout(axes: view.axes, choice: ViewThatFitsLayout.Choice())
        let node = inputs.makeNode(layout, children: children)
        let choice = layout.choice
        func shown(_ node: LayoutNode) -> [LayoutNode] {
            node.children.indices.contains(choice.index) ? [node.children[choice.index]] : []
        }
        node.drawing = NodeAppearance(touchableChildren: shown) { node, _, context in
            for child in shown(node) { context.draw(child) }
        }
        outputs.append(node)
    }
}
