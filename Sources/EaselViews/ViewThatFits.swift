import EaselLayout
import Foundation

/// A view that adapts to the available space by providing the first child view that fits (spec §10).
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
        node.drawing = NodeDrawing(touchableChildren: shown) { node, _, context in
            for child in shown(node) { context.draw(child) }
        }
        outputs.append(node)
    }
}

struct ViewThatFitsLayout: Layout, BuiltinLayout {
    final class Choice {
        var index = 0
    }

    let axes: Axis.Set
    let choice: Choice

    static var layoutProperties: LayoutProperties { LayoutProperties() }

    var name: String { "ViewThatFits" }

    /// The first child whose ideal size along the constrained axes fits the proposal; the last if none.
    private func chosen(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        let probe = ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(probe)
            let fitsWidth = !horizontal || proposal.width.map { size.width <= $0 } ?? true
            let fitsHeight = !vertical || proposal.height.map { size.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return subviews.count - 1
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let index = chosen(proposal, subviews) else { return .zero }
        return subviews[index].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let index = chosen(proposal, subviews) else { return }
        choice.index = index
        for other in subviews.indices {
            let center = CGPoint(x: bounds.midX, y: bounds.midY)
            subviews[other].place(at: center, anchor: .center, proposal: other == index ? proposal : .zero)
        }
    }
}
