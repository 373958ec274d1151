import Foundation

/// `.fixedSize(horizontal:vertical:)` (LayoutRules §2.3): the child is proposed nil in the fixed axes, so it takes
/// its ideal size there; the modifier reports the child's size and passes the child's priority through.
package struct FixedSizeLayout: PassThroughLayout {
    package var horizontal: Bool
    package var vertical: Bool

    package init(horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.firstSizeThatFits(childProposal(proposal)) ?? .zero
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.placeFirst(in: bounds, alignment: .center, proposal: childProposal(proposal))
    }

    /// The fixed axes are proposed nil whatever the proposal; the others reach the child (`proposalUse`).
    package var ignoredProposalAxes: Axis.Set {
        var axes: Axis.Set = []
        if horizontal { axes.insert(.horizontal) }
        if vertical { axes.insert(.vertical) }
        return axes
    }

    package var name: String { "fixedSize" }
    package var detail: String? {
        horizontal && vertical ? nil : "horizontal: \(horizontal), vertical: \(vertical)"
    }
}
