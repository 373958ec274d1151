import Foundation

/// The algorithm behind `HStack` and `VStack`, written once for both axes (spec §4.1–§4.3).
///
/// Measuring, for a proposal with major length L and minor length m:
/// 1. The gaps between children come from an explicit `spacing`, else from the children's spacing
///    preferences (`ViewSpacing`, spec §4.2).
/// 2. If L is nil every child is proposed (nil, m) and takes its ideal length.
/// 3. Otherwise each child is probed with (0, m) and (∞, m) for its minimum and maximum length.
/// 4. Children are ordered by layout priority, highest first, and within a priority by flexibility
///    (maximum − minimum), least flexible first; between two infinitely flexible children the one with the
///    larger minimum goes first; ties keep source order.
/// 5. The space left after the gaps and the minimum lengths of all lower-priority children is offered to the
///    highest-priority group: each child in turn is offered an equal share of what remains and takes what it
///    chooses. The next group then gets what is left plus its own minimums, and so on. Space a child does
///    not use goes to later children only (spec §11 Q2, Q3).
/// 6. The stack's major length is the sum of its children's lengths and gaps; its minor length is the
///    extent of the children once their alignment guides are put on one line.
///
/// Placing repeats the computation, so the arithmetic exists once, then puts children side by side along the
/// major axis and aligns them on the minor axis. Children proposed a nil minor length while measuring are
/// proposed the stack's own minor length when placed (spec §4.1).
package struct StackLayout {
    package var axis: Axis
    package var alignment: AlignmentKey
    package var spacing: CGFloat?

    package init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The gap before each child (the first is 0).
    package func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        var gaps = [CGFloat](repeating: 0, count: subviews.count)
        var previous: LayoutSubview?
        for (offset, subview) in subviews.enumerated() {
            if let previous {
                gaps[offset] = spacing ?? previous.spacing.distance(to: subview.spacing, along: axis)
            }
            previous = subview
        }
        return gaps
    }

    /// Steps 2 to 5: the proposal each child gets along the major axis.
    package func majorProposals(
        _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, gaps: [CGFloat]
    ) -> [CGFloat?] {
        let minor = proposal[axis.other]
        guard let length = proposal[axis] else {
            return [CGFloat?](repeating: nil, count: subviews.count)
        }
        let count = subviews.count
        var minimums = [CGFloat](repeating: 0, count: count)
        var flexibilities = [CGFloat](repeating: 0, count: count)
        var priorities = [Double](repeating: 0, count: count)
        for (offset, subview) in subviews.enumerated() {
            let minimum = subview.sizeThatFits(ProposedViewSize(axis, major: 0, minor: minor))[axis]
            let maximum = subview.sizeThatFits(ProposedViewSize(axis, major: .infinity, minor: minor))[axis]
            minimums[offset] = minimum
            flexibilities[offset] = maximum - minimum
            priorities[offset] = subview.priority
        }
        let order = (0..<count).sorted { a, b in
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            let fa = flexibilities[a], fb = flexibilities[b]
            if fa == .infinity && fb == .infinity && minimums[a] != minimums[b] {
                return minimums[a] > minimums[b]
            }
            if fa != fb { return fa < fb }
            return a < b
        }

        var proposals = [CGFloat?](repeating: nil, count: count)
        let totalGaps = gaps.reduce(0, +)
        var available = length - totalGaps
        let topPriority = order.first.map { priorities[$0] }
        for index in order where priorities[index] != topPriority {
            available -= minimums[index]
        }
        var start = 0
        while start < order.count {
            let priority = priorities[order[start]]
            var end = start
            while end < order.count && priorities[order[end]] == priority { end += 1 }
            if start > 0 {
                for index in order[start..<end] { available += minimums[index] }
            }
            for (k, index) in order[start..<end].enumerated() {
                let remaining = CGFloat(end - start - k)
                let offer = available.isInfinite ? available : Swift.max(available / remaining, 0)
                proposals[index] = offer
                let taken = subviews[index].sizeThatFits(ProposedViewSize(axis, major: offer, minor: minor))[axis]
                if !available.isInfinite { available -= taken }
            }
            start = end
        }
        return proposals
    }

    /// Step 6 and the placing: children's proposals, sizes and positions inside a frame at `origin`.
    package func arrange(
        _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, minorForPlacing: CGFloat?
    ) -> Arrangement {
        let gaps = gaps(subviews)
        let majors = majorProposals(proposal, subviews, gaps: gaps)
        let minor = proposal[axis.other] ?? minorForPlacing
        var arrangement = Arrangement()
        arrangement.proposals.reserveCapacity(subviews.count)
        var position: CGFloat = 0
        // The minor extent starts as 0...0, so guides that lie outside their views can grow the stack.
        // [RE: OSU `StackLayout.placeChildren`]
        var lowest: CGFloat = 0
        var highest: CGFloat = 0
        for (offset, subview) in subviews.enumerated() {
            let childProposal = ProposedViewSize(axis, major: majors[offset], minor: minor)
            let dimensions = subview.dimensions(in: childProposal)
            let size = dimensions.size
            position += gaps[offset]
            let guide = dimensions[alignment]
            lowest = Swift.min(lowest, -guide)
            highest = Swift.max(highest, size[axis.other] - guide)
            arrangement.proposals.append(childProposal)
            arrangement.origins.append(CGPoint(axis, major: position, minor: -guide))
            position += size[axis]
        }
        for index in arrangement.origins.indices {
            arrangement.origins[index][axis.other] -= lowest
        }
        arrangement.size = CGSize(axis, major: position, minor: highest - lowest)
        return arrangement
    }

    package struct Arrangement {
        package var proposals: [ProposedViewSize] = []
        /// Children's origins relative to the stack's top-leading corner.
        package var origins: [CGPoint] = []
        package var size: CGSize = .zero
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        arrange(proposal, subviews, minorForPlacing: nil).size
    }

    package func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        let arrangement = arrange(proposal, subviews, minorForPlacing: bounds.size[axis.other])
        for (offset, subview) in subviews.enumerated() {
            let origin = arrangement.origins[offset]
            subview.place(
                at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), anchor: .topLeading,
                proposal: arrangement.proposals[offset])
        }
    }

    /// A stack's own spacing: its first child's on the leading major edge, its last child's on the trailing
    /// one, and every child's merged on the minor edges.
    package func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return ViewSpacing() }
        let leadingEdge: Edge = axis == .horizontal ? .leading : .top
        let trailingEdge: Edge = axis == .horizontal ? .trailing : .bottom
        let minorEdges: Edge.Set = axis == .horizontal ? .vertical : .horizontal
        var result = ViewSpacing()
        result[leadingEdge] = first.spacing[leadingEdge]
        result[trailingEdge] = last.spacing[trailingEdge]
        for subview in subviews {
            result.formUnion(subview.spacing, edges: minorEdges)
        }
        return result
    }

    /// A stack of one child takes that child's priority: SwiftUI leaves such a stack out of the tree.
    /// [RE: OSU `LayoutView.makeStaticView`, identity-unary layouts]
    package static func elidedPriority(_ children: [LayoutNode]) -> Double? {
        children.count == 1 ? children[0].priority : nil
    }
}
