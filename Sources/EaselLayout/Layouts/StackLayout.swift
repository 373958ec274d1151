import Foundation

/// The algorithm behind `HStack` and `VStack`, written once for both axes (LayoutRules §4.1–§4.3).
///
/// Measuring, for a proposal with major length L and minor length m:
/// 1. The gaps between children come from an explicit `spacing`, else from the children's spacing
///    preferences (`ViewSpacing`, LayoutRules §4.2).
/// 2. If L is nil every child is proposed (nil, m) and takes its ideal length.
/// 3. Otherwise each child is probed with (0, m) and (∞, m) for its minimum and maximum length.
/// 4. Children are ordered by layout priority, highest first, and within a priority by flexibility
///    (maximum − minimum), least flexible first; between two infinitely flexible children the one with the
///    larger minimum goes first; ties keep source order.
/// 5. The space left after the gaps and the minimum lengths of all lower-priority children is offered to the
///    highest-priority group: each child in turn is offered an equal share of what remains and takes what it
///    chooses. The next group then gets what is left plus its own minimums, and so on. Space a child does
///    not use goes to later children only (LayoutRules §11 Q2, Q3).
/// 6. The stack's major length is the sum of its children's lengths and gaps; its minor length is the
///    extent of the children once their alignment guides are put on one line.
///
/// Placing repeats the computation, so the arithmetic exists once, then puts children side by side along the
/// major axis and aligns them on the minor axis. Children proposed a nil minor length while measuring are
/// proposed the stack's own minor length when placed (LayoutRules §4.1).
package struct StackLayout {
    package var axis: Axis
    package var alignment: AlignmentKey
    package var spacing: CGFloat?

    package init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Step 1: the gap before each child (the first is 0). Children's spacing preferences don't change while
    /// the tree stands, so this is computed once per cache.
    package func makeCache(_ subviews: LayoutSubviews) -> _StackLayoutCache {
        let nodes = subviews.nodesInRange
        // Not `Array(repeating:count:)`, whose unspecialized allocation looks the array's type up at run time.
        var gaps = Array(repeatElement(CGFloat(0), count: nodes.count))
        for index in nodes.indices.dropFirst() {
            gaps[index] = nodes[index - 1].gap(to: nodes[index], along: axis, spacing: spacing)
        }
        return _StackLayoutCache(gaps: gaps)
    }

    /// Steps 2 to 5: the proposal each child gets along the major axis, written into `offers` (nil when the
    /// stack's major length is unspecified), and the size each child chose for it into `sizes`. Returns
    /// whether it asked the children (it does not when the length is unspecified: every offer is nil).
    /// Scratch space comes from the stack for small stacks.
    private func distribute(
        _ proposal: ProposedViewSize, _ nodes: [LayoutNode], _ cache: _StackLayoutCache,
        into offers: UnsafeMutableBufferPointer<CGFloat?>, sizes: UnsafeMutableBufferPointer<CGSize>
    ) -> Bool {
        let count = nodes.count
        offers.initialize(repeating: nil)
        let minor = proposal[axis.other]
        guard let length = proposal[axis], count > 0 else { return false }
        let zero = ProposedViewSize(axis, major: 0, minor: minor)
        let infinite = ProposedViewSize(axis, major: .infinity, minor: minor)
        nodes.withUnsafeBufferPointer { nodes in
            withUnsafeTemporaryAllocation(of: StackChild.self, capacity: count) { children in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { order in
            var uniformPriority = true
            for index in 0..<count {
                // Safety: the array `nodes` (the caller's, kept to the end of `arrange`) holds every child for the
                // whole loop, so reading them unretained (two atomics saved per probe) cannot outlive them.
                let child = Unmanaged.passUnretained(nodes[index])._withUnsafeGuaranteedRef { node in
                    let minimum = node.sizeThatFits(zero)[axis]
                    let maximum = node.sizeThatFits(infinite)[axis]
                    return StackChild(minimum: minimum, flexibility: maximum - minimum, priority: node.priority)
                }
                if index > 0, child.priority != children[0].priority { uniformPriority = false }
                children.initializeElement(at: index, to: child)
                order.initializeElement(at: index, to: index)
            }
            let children = UnsafeBufferPointer(children)
            sortByFlexibility(order, children, uniformPriority: uniformPriority)

            var available = length - cache.totalGap
            let topPriority = children[order[0]].priority
            if !uniformPriority {
                for child in children where child.priority != topPriority { available -= child.minimum }
            }
            var start = 0
            while start < count {
                let priority = children[order[start]].priority
                var end = start
                while end < count && children[order[end]].priority == priority { end += 1 }
                if start > 0 {
                    for k in start..<end { available += children[order[k]].minimum }
                }
                for k in start..<end {
                    let index = order[k]
                    let offer = available == .infinity ? available : Swift.max(available / CGFloat(end - k), 0)
                    offers[index] = offer
                    // Safety: as above: the array `nodes` holds this child strongly until `distribute` returns.
                    let size = Unmanaged.passUnretained(nodes[index])._withUnsafeGuaranteedRef {
                        $0.sizeThatFits(ProposedViewSize(axis, major: offer, minor: minor))
                    }
                    sizes.initializeElement(at: index, to: size)
                    if available != .infinity { available -= size[axis] }
                }
                start = end
            }
            }
            }
        }
        return true
    }

    /// Step 4's order. Ties keep source order: the index breaks them, so the sort need not be stable. Already
    /// ordered children (fixed views all alike, the common case) are detected in one pass.
    private func sortByFlexibility(
        _ order: UnsafeMutableBufferPointer<Int>, _ children: UnsafeBufferPointer<StackChild>, uniformPriority: Bool
    ) {
        func precedes(_ a: StackChild, _ b: StackChild) -> Bool {
            if !uniformPriority, a.priority != b.priority { return a.priority > b.priority }
            if a.flexibility == .infinity && b.flexibility == .infinity { return a.minimum > b.minimum }
            return a.flexibility < b.flexibility
        }
        guard order.count > 1 else { return }
        var order = order
        if !(1..<order.count).contains(where: { precedes(children[order[$0]], children[order[$0 - 1]]) }) { return }
        order.sort { i, j in
            if precedes(children[i], children[j]) { return true }
            if precedes(children[j], children[i]) { return false }
            return i < j
        }
    }

    /// Step 6 and the placing: children's proposals, sizes and positions. `minorForPlacing` is the stack's
    /// own minor length when placing, which replaces a nil minor proposal (LayoutRules §4.1).
    package func arrange(
        _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: _StackLayoutCache,
        minorForPlacing: CGFloat?
    ) -> StackArrangement {
        // When placing, a nil minor proposal becomes the stack's own minor length, and the whole division is
        // done again with it. [RE: OSU `proposalWhenPlacing`]
        var proposal = proposal
        if proposal[axis.other] == nil { proposal[axis.other] = minorForPlacing }
        let minor = proposal[axis.other]
        // When no child's answer depends on the minor length, neither does the arrangement, but for the
        // minor length in each child's proposal: one arrangement serves every minor length.
        var key = proposal
        let ignoresMinor = subviews.owner?.ignoresProposal(along: axis.other) == true
        if ignoresMinor { key[axis.other] = nil }
        // An arrangement of as many children (a slot of the memo that holds nothing never has them).
        if let cached = cache.arrangement(for: key), cached.children.count == subviews.count {
            return ignoresMinor ? cached.proposingMinor(minor) : cached
        }
        let nodes = subviews.nodesInRange
        defer { withExtendedLifetime(nodes) {} }
        return withUnsafeTemporaryAllocation(of: CGFloat?.self, capacity: nodes.count) { offers in
        withUnsafeTemporaryAllocation(of: CGSize.self, capacity: nodes.count) { sizes in
        // Each child's size for its offer, when distributing asked for it: the loop below need not look it up.
        let sized = distribute(proposal, nodes, cache, into: offers, sizes: sizes)
        var arrangement = StackArrangement(minor: minor)
        arrangement.children.reserveCapacity(nodes.count)
        var position: CGFloat = 0
        // The minor extent starts as 0...0, so guides that lie outside their views can grow the stack.
        // [RE: OSU `StackLayout.placeChildren`]
        var lowest: CGFloat = 0
        var highest: CGFloat = 0
        nodes.withUnsafeBufferPointer { nodes in
            for index in nodes.indices {
                let childProposal = ProposedViewSize(axis, major: offers[index], minor: minor)
                // Safety: the array `nodes` holds every child until `arrange` returns (withExtendedLifetime
                // above), so reading one unretained cannot outlive it.
                let (size, guide) = Unmanaged.passUnretained(nodes[index])._withUnsafeGuaranteedRef { node in
                    let size = sized ? sizes[index] : node.sizeThatFits(childProposal)
                    return (size, node.guide(alignment, size: size, proposal: childProposal))
                }
                position += cache.gap(before: index)
                lowest = Swift.min(lowest, -guide)
                highest = Swift.max(highest, size[axis.other] - guide)
                let origin = CGPoint(axis, major: position, minor: -guide)
                arrangement.children.append(StackArrangement.Child(offer: offers[index], origin: origin))
                position += size[axis]
            }
        }
        for index in arrangement.children.indices {
            arrangement.children[index].origin[axis.other] -= lowest
        }
        arrangement.size = CGSize(axis, major: position, minor: highest - lowest)
        cache.remember(arrangement, for: key)
        return arrangement
        }
        }
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: _StackLayoutCache) -> CGSize {
        arrange(proposal, subviews, cache, minorForPlacing: nil).size
    }

    package func placeSubviews(
        in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: _StackLayoutCache
    ) {
        let arrangement = arrange(proposal, subviews, cache, minorForPlacing: bounds.size[axis.other])
        guard let owner = subviews.owner else { return }
        for offset in 0..<arrangement.children.count {
            let child = arrangement.children[offset]
            owner.recordPlacement(
                LayoutPlacement(
                    position: CGPoint(x: bounds.minX + child.origin.x, y: bounds.minY + child.origin.y),
                    anchor: .topLeading, proposal: arrangement.proposal(of: child, along: axis)),
                at: subviews.startIndex + offset)
        }
    }

    /// A stack's own spacing: its first child's on the leading major edge, its last child's on the trailing
    /// one, and every child's merged on the minor edges. [RE: OSU `StackLayout.spacing`]
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

/// Where a stack put its children, for one proposal.
package struct StackArrangement {
    /// A child's offer along the major axis (its proposal's other length is the arrangement's `minor`) and
    /// where it went: 24 bytes a child, as a stack keeps two arrangements of every child it has.
    package struct Child {
        /// The proposed major length; NaN for nil, which an offer never is otherwise.
        private var storedOffer: CGFloat
        /// Relative to the stack's top-leading corner.
        package var origin: CGPoint

        init(offer: CGFloat?, origin: CGPoint) {
            storedOffer = offer ?? .nan
            self.origin = origin
        }

        package var offer: CGFloat? { storedOffer.isNaN ? nil : storedOffer }
    }

    /// One array for both facts of each child: one allocation per arrangement.
    package var children: [Child] = []
    package var size: CGSize = .zero
    /// The minor length proposed to every child.
    package var minor: CGFloat? {
        get { SizeCache.value(minorBits) }
        set { minorBits = SizeCache.bits(newValue) }
    }
    // Its bit pattern, nil as the size cache's NaN: 8 bytes rather than an optional's 16 (a stack keeps two
    // arrangements).
    private var minorBits: UInt64

    init(minor: CGFloat?) {
        minorBits = SizeCache.bits(minor)
    }

    /// The proposal `child` was given.
    package func proposal(of child: Child, along axis: Axis) -> ProposedViewSize {
        ProposedViewSize(axis, major: child.offer, minor: minor)
    }

    /// The same arrangement with `minor` as the minor length of every child's proposal.
    func proposingMinor(_ minor: CGFloat?) -> StackArrangement {
        var arrangement = self
        arrangement.minor = minor
        return arrangement
    }
}

/// The cache of `HStackLayout` and `VStackLayout`: the gaps between children and the last two arrangements (a
/// stack is asked the same proposal when measured and again when placed; two cover that, and each kept
/// arrangement costs memory for every stack of a tree).
public struct _StackLayoutCache {
    /// The gap before each child (the first is 0); empty when every gap is `uniformGap`, as with an explicit
    /// spacing or children all alike, which spares most stacks an array.
    private let gaps: [CGFloat]
    private let uniformGap: CGFloat
    let totalGap: CGFloat
    private let arrangements = ArrangementMemo()

    init(gaps: [CGFloat]) {
        let uniform = gaps.dropFirst().first ?? 0
        if gaps.dropFirst().allSatisfy({ $0 == uniform }) {
            self.gaps = []
            uniformGap = uniform
        } else {
            self.gaps = gaps
            uniformGap = 0
        }
        // Summed in order, as the children are placed.
        totalGap = gaps.reduce(0, +)
    }

    /// The gap before the child at `index`.
    @inline(__always)
    func gap(before index: Int) -> CGFloat {
        gaps.isEmpty ? (index == 0 ? 0 : uniformGap) : gaps[index]
    }

    /// The arrangement for a proposal (its nil minor length already replaced when placing).
    func arrangement(for proposal: ProposedViewSize) -> StackArrangement? {
        arrangements.arrangement(for: proposal)
    }

    func remember(_ arrangement: StackArrangement, for proposal: ProposedViewSize) {
        arrangements.remember(arrangement, for: proposal)
    }
}

/// What a stack learns about one child while distributing space.
struct StackChild {
    var minimum: CGFloat
    var flexibility: CGFloat
    var priority: Double
}

/// A stack's two kept arrangements, held in place rather than in an array of their own, each under its proposal's
/// bit patterns (as the size cache files answers: 16 bytes a key rather than 32, and no optional's tag), so that
/// the two fit the allocator's 128-byte size.
final class ArrangementMemo {
    private struct Entry {
        var width: UInt64
        var height: UInt64
        var arrangement: StackArrangement

        /// A slot that holds nothing: a width of a NaN of its own, and no children (so that even a proposal of
        /// that very NaN finds nothing here for a stack with children; see `StackLayout.arrange`).
        static let empty = Entry(width: Double(nan: 0x4E4F, signaling: false).bitPattern, height: 0, arrangement: StackArrangement(minor: nil))

        func holds(width: UInt64, height: UInt64) -> Bool { self.width == width && self.height == height }
    }

    // Safety: a stack's cache is used only by the one thread laying out its tree, and every access is a short read or
    // edit that calls out to nothing, so no two accesses overlap.
    @exclusivity(unchecked) private var newer = Entry.empty
    @exclusivity(unchecked) private var older = Entry.empty

    func arrangement(for proposal: ProposedViewSize) -> StackArrangement? {
        let width = SizeCache.bits(proposal.width), height = SizeCache.bits(proposal.height)
        if newer.holds(width: width, height: height) { return newer.arrangement }
        if older.holds(width: width, height: height) { return older.arrangement }
        return nil
    }

    func remember(_ arrangement: StackArrangement, for proposal: ProposedViewSize) {
        older = newer
        newer = Entry(width: SizeCache.bits(proposal.width), height: SizeCache.bits(proposal.height), arrangement: arrangement)
    }
}
