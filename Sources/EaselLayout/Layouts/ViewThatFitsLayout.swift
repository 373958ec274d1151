import Foundation

/// The layout of `ViewThatFits` (LayoutRules §10): it measures each child at its ideal size along the
/// constrained axes, shows the first that fits (the last when none does), and places the others at zero size.
package struct ViewThatFitsLayout: Layout, BuiltinLayout {
    /// Which child the last placement showed, read by the view's drawing and hit testing.
    package final class Choice {
        package var index = 0
        package init() {}
    }

    let axes: Axis.Set
    package let choice: Choice

    package init(axes: Axis.Set, choice: Choice) {
        self.axes = axes
        self.choice = choice
    }

    package static var layoutProperties: LayoutProperties { LayoutProperties() }

    package var name: String { "ViewThatFits" }

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

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let index = chosen(proposal, subviews) else { return .zero }
        return subviews[index].sizeThatFits(proposal)
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let index = chosen(proposal, subviews) else { return }
        choice.index = index
        for other in subviews.indices {
            let center = CGPoint(x: bounds.midX, y: bounds.midY)
            subviews[other].place(at: center, anchor: .center, proposal: other == index ? proposal : .zero)
        }
    }
}
