import Foundation

/// `.position(x:y:)` (LayoutRules §3.3, §11 Q10): greedy. The modifier takes the whole proposal (a nil dimension
/// takes the child's), proposes that size to the child and puts the child's center at (x, y) of its own
/// coordinate space.
package struct PositionLayout: Layout, BuiltinLayout {
    package var position: CGPoint

    package init(position: CGPoint) {
        self.position = position
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        return proposal.replacingUnspecifiedDimensions(by: subviews.first?.sizeThatFits(proposal) ?? .zero)
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.placeFirst(
            at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y), anchor: .center,
            proposal: ProposedViewSize(bounds.size))
    }

    package func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }

    package var name: String { "position" }
    package var detail: String? { "x: \(LayoutFormat.number(position.x)), y: \(LayoutFormat.number(position.y))" }
}
