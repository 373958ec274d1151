import Foundation

/// An overlaying container as a `Layout` value, for `AnyLayout` and for `ZStack` (LayoutRules §4.4).
///
/// 1. Every child is proposed the ZStack's own proposal.
/// 2. Only the children with the highest layout priority size the stack: their frames, aligned so that
///    their `alignment` guides coincide, are united, and the union is the stack's size (LayoutRules §11 Q15).
/// 3. When placing, the top-priority children keep the stack's proposal; the others are proposed the
///    stack's chosen size. Every child is aligned to the same guide point. Later children draw on top.
public struct ZStackLayout: Layout, BuiltinLayout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(proposal, subviews, bounds: nil).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let arrangement = arrange(proposal, subviews, bounds: bounds)
        for (offset, subview) in subviews.enumerated() {
            subview.place(
                at: arrangement.origins[offset], anchor: .topLeading, proposal: arrangement.proposals[offset])
        }
    }

    private struct Arrangement {
        var size: CGSize = .zero
        var proposals: [ProposedViewSize] = []
        var origins: [CGPoint] = []
    }

    /// The size from the top-priority children; with `bounds`, every child's proposal and origin too.
    private func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews, bounds: CGRect?) -> Arrangement {
        let top = subviews.lazy.map(\.priority).max() ?? 0
        var lowest = CGPoint(x: CGFloat.infinity, y: CGFloat.infinity)
        var highest = CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)
        for subview in subviews where subview.priority == top {
            let dimensions = subview.dimensions(in: proposal)
            for axis in Axis.allCases {
                let guide = dimensions[alignment[axis]]
                lowest[axis] = Swift.min(lowest[axis], -guide)
                highest[axis] = Swift.max(highest[axis], dimensions.size[axis] - guide)
            }
        }
        var arrangement = Arrangement()
        if lowest.x.isInfinite {
            lowest = .zero
            highest = .zero
        }
        arrangement.size = CGSize(width: highest.x - lowest.x, height: highest.y - lowest.y)
        guard let bounds else { return arrangement }
        // The shared guide point, in the stack's coordinate space.
        let line = CGPoint(x: bounds.minX - lowest.x, y: bounds.minY - lowest.y)
        for subview in subviews {
            let childProposal = subview.priority == top ? proposal : ProposedViewSize(bounds.size)
            let dimensions = subview.dimensions(in: childProposal)
            arrangement.proposals.append(childProposal)
            arrangement.origins.append(
                CGPoint(
                    x: line.x - dimensions[alignment.horizontal], y: line.y - dimensions[alignment.vertical]))
        }
        return arrangement
    }

    package var name: String { "ZStack" }
    /// The union of the children's frames, aligned by their guides.
    package var proposalUse: ProposalUse { .children }
    package func inherentPriority(children: [LayoutNode]) -> Double? { StackLayout.elidedPriority(children) }
    package var detail: String? { alignment == .center ? nil : "alignment: \(AlignmentName.of(alignment))" }
}

package enum AlignmentName {
    package static func of(_ alignment: Alignment) -> String {
        let h = alignment.horizontal.key.name
        let v = alignment.vertical.key.name
        if h == "center" && v == "center" { return "center" }
        if h == "center" { return v }
        if v == "center" { return h }
        return v + h.prefix(1).uppercased() + h.dropFirst()
    }
}
