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
        _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout _StackLayoutCache,
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
        guard cache.count == subviews.count else {
            // A cache made for other subviews (a custom layout handing a stack part of its own): its gaps and kept
            // arrangements are not these children's, so this call works with a cache made for them, not kept.
            var fitting = makeCache(subviews)
            return arrange(proposal, subviews, &fitting, minorForPlacing: minorForPlacing)
        }
        if let cached = cache.arrangement(for: key, minor: minor) { return cached }
        let nodes = subviews.nodesInRange
        defer { withExtendedLifetime(nodes) {} }
        // The children's offers and origins go straight into the slot of the cache that will keep them.
        let target = cache.slotForArrangement()
        return withUnsafeTemporaryAllocation(of: CGFloat?.self, capacity: nodes.count) { offers in
        withUnsafeTemporaryAllocation(of: CGSize.self, capacity: nodes.count) { sizes in
        // Each child's size for its offer, when distributing asked for it: the loop below need not look it up.
        let sized = distribute(proposal, nodes, cache, into: offers, sizes: sizes)
        let children = target.children
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
                children[index] = StackArrangement.Child(offer: offers[index], origin: origin)
                position += size[axis]
            }
        }
        for index in children.indices {
            children[index].origin[axis.other] -= lowest
        }
        let size = CGSize(axis, major: position, minor: highest - lowest)
        cache.remember(target, size: size, for: key)
        return StackArrangement(target, size: size, minor: minor)
        }
        }
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout _StackLayoutCache) -> CGSize {
        arrange(proposal, subviews, &cache, minorForPlacing: nil).size
    }

    package func placeSubviews(
        in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout _StackLayoutCache
    ) {
        let arrangement = arrange(proposal, subviews, &cache, minorForPlacing: bounds.size[axis.other])
        guard let owner = subviews.owner else { return }
        for offset in 0..<arrangement.count {
            let child = arrangement[offset]
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

    /// A stack layout's spacing as `HStackLayout` and `VStackLayout` keep it: the size cache's bit pattern (nil as
    /// its NaN), so that the layout takes 32 bytes rather than 40 and its node's box the allocator's 64-byte size
    /// rather than 80. A NaN given as the spacing is kept as a plain NaN, never read back as nil.
    static func storedSpacing(_ spacing: CGFloat?) -> UInt64 {
        SizeCache.bits(spacing.map { Double($0).bitPattern == SizeCache.nilBits ? .nan : $0 })
    }

    /// A stack of one child takes that child's priority: SwiftUI leaves such a stack out of the tree.
    /// [RE: OSU `LayoutView.makeStaticView`, identity-unary layouts]
    package static func elidedPriority(_ children: [LayoutNode]) -> Double? {
        children.count == 1 ? children[0].priority : nil
    }
}

/// Where a stack put its children, for one proposal: a view of the slot of its cache that holds them. Good until
/// the stack is arranged again for another proposal, which may reuse the slot: it is read at once, never kept.
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

    /// Holds the slot's memory while the arrangement is read.
    private let storage: StackCacheStorage
    private let children: UnsafeMutableBufferPointer<Child>
    package let size: CGSize
    /// The minor length proposed to every child.
    package let minor: CGFloat?

    init(_ slot: StackCacheStorage.Slot, size: CGSize, minor: CGFloat?) {
        storage = slot.storage
        children = slot.children
        self.size = size
        self.minor = minor
    }

    package var count: Int { children.count }

    package subscript(index: Int) -> Child {
        withExtendedLifetime(storage) { children[index] }
    }

    /// The proposal `child` was given.
    package func proposal(of child: Child, along axis: Axis) -> ProposedViewSize {
        ProposedViewSize(axis, major: child.offer, minor: minor)
    }
}

/// The cache of `HStackLayout` and `VStackLayout`: the gaps between children and the last two arrangements (a
/// stack is asked the same proposal when measured and again when placed; two cover that, and each kept
/// arrangement costs memory for every stack of a tree). All of it is one object (`StackCacheStorage`).
public struct _StackLayoutCache {
    private var storage: StackCacheStorage

    init(gaps: [CGFloat]) {
        storage = StackCacheStorage.make(gaps: gaps)
    }

    var totalGap: CGFloat { storage.totalGap }

    /// The number of children the cache was made for.
    var count: Int { storage.count }

    /// The gap before the child at `index`.
    @inline(__always)
    func gap(before index: Int) -> CGFloat { storage.gap(before: index) }

    /// The arrangement kept for a proposal (its nil minor length already replaced when placing), with `minor` as
    /// the minor length of every child's proposal.
    func arrangement(for proposal: ProposedViewSize, minor: CGFloat?) -> StackArrangement? {
        storage.arrangement(for: proposal, minor: minor)
    }

    /// Where a new arrangement is written: a slot that holds nothing yet, or the slot of the older kept arrangement,
    /// emptied. The storage starts with one slot, and moves to storage with two when a second arrangement comes.
    mutating func slotForArrangement() -> StackCacheStorage.Slot {
        if let slot = storage.slotForArrangement() { return slot }
        storage = storage.withSecondSlot()
        return storage.slotForArrangement()!
    }

    /// Keeps the arrangement written into `slot` as the newer one, under `proposal`.
    func remember(_ slot: StackCacheStorage.Slot, size: CGSize, for proposal: ProposedViewSize) {
        storage.remember(slot, size: size, for: proposal)
    }
}

/// A stack's cache in one allocation: the gaps, then one or two slots of arrangements, each filed under its
/// proposal's bit patterns (as the size cache files answers: 16 bytes a key, and no optional's tag), with the
/// slots' children after the header. A stack whose one arrangement serves both measuring and placing keeps one
/// slot. A stack of two children that needs both keeps 208 bytes here (224 of the allocator's, and 32 for the
/// cache's one word in its box): a holder of the two arrangements, an array for each and the cache's fields took
/// 368 of the allocator's bytes in four allocations.
///
/// An arrangement keeps no minor length of its own: one found under a proposal that keeps its minor length was
/// made with that length, and one found under a proposal without it (the children ignore it) takes the minor
/// length of the proposal that found it.
final class StackCacheStorage: ManagedBuffer<StackCacheStorage.Header, StackArrangement.Child> {
    struct Entry {
        var width: UInt64
        var height: UInt64
        var size: CGSize

        /// A slot's key before it holds anything (`Header.filled` says whether it does).
        static let empty = Entry(width: 0, height: 0, size: .zero)

        func holds(width: UInt64, height: UInt64) -> Bool { self.width == width && self.height == height }
    }

    struct Header {
        /// The gap before each child (the first is 0); empty when every gap is `uniformGap`, as with an explicit
        /// spacing or children all alike, which spares most stacks an array.
        let gaps: [CGFloat]
        let uniformGap: CGFloat
        let totalGap: CGFloat
        /// Children in each arrangement.
        let count: Int32
        /// Which slot holds the newer arrangement.
        var newer: UInt8 = 0
        /// Slots of children after the header: 1 or 2.
        var slots: UInt8 = 1
        /// Whether `gaps` is empty (read without touching the array, which would retain it).
        var isUniform: Bool
        /// The slots that hold an arrangement, as bits (1 for the first, 2 for the second): an empty slot's key
        /// could be any proposal's, even a NaN's.
        var filled: UInt8 = 0
        var first = Entry.empty
        var second = Entry.empty
    }

    /// Where one arrangement's children are written or read.
    struct Slot {
        let storage: StackCacheStorage
        /// 0 or 1.
        let index: Int
        let children: UnsafeMutableBufferPointer<StackArrangement.Child>
    }

    static func make(gaps: [CGFloat]) -> StackCacheStorage {
        let uniform = gaps.dropFirst().first ?? 0
        let isUniform = gaps.dropFirst().allSatisfy { $0 == uniform }
        let header = Header(
            gaps: isUniform ? [] : gaps, uniformGap: isUniform ? uniform : 0,
            // Summed in order, as the children are placed.
            totalGap: gaps.reduce(0, +), count: Int32(gaps.count), isUniform: isUniform)
        return make(header)
    }

    private static func make(_ header: Header) -> StackCacheStorage {
        let made = create(minimumCapacity: Int(header.slots) * Int(header.count)) { _ in header }
        // Safety: `create` called on this subclass makes an instance of it.
        return unsafeDowncast(made, to: StackCacheStorage.self)
    }

    // The header is read and written through its pointer, which neither copies it nor checks exclusivity: a
    // stack's cache is used only by the one thread laying out its tree, and no access calls out of this class.
    var totalGap: CGFloat { withUnsafeMutablePointerToHeader { $0.pointee.totalGap } }

    var count: Int { withUnsafeMutablePointerToHeader { Int($0.pointee.count) } }

    @inline(__always)
    func gap(before index: Int) -> CGFloat {
        withUnsafeMutablePointerToHeader { header in
            header.pointee.isUniform ? (index == 0 ? 0 : header.pointee.uniformGap) : header.pointee.gaps[index]
        }
    }

    private func children(of slot: Int, count: Int) -> UnsafeMutableBufferPointer<StackArrangement.Child> {
        withUnsafeMutablePointerToElements { UnsafeMutableBufferPointer(start: $0 + slot * count, count: count) }
    }

    func arrangement(for proposal: ProposedViewSize, minor: CGFloat?) -> StackArrangement? {
        let width = SizeCache.bits(proposal.width), height = SizeCache.bits(proposal.height)
        return withUnsafeMutablePointerToHeader { header -> StackArrangement? in
            let count = Int(header.pointee.count)
            let slot: Int
            if header.pointee.filled & 1 != 0, header.pointee.first.holds(width: width, height: height) {
                slot = 0
            } else if header.pointee.filled & 2 != 0, header.pointee.second.holds(width: width, height: height) {
                slot = 1
            } else {
                return nil
            }
            let entry = slot == 0 ? header.pointee.first : header.pointee.second
            let found = Slot(storage: self, index: slot, children: children(of: slot, count: count))
            return StackArrangement(found, size: entry.size, minor: minor)
        }
    }

    /// nil when both of this storage's slots would be needed and it has one (`withSecondSlot`).
    func slotForArrangement() -> Slot? {
        let chosen: Int? = withUnsafeMutablePointerToHeader { header in
            if header.pointee.slots == 1 {
                return header.pointee.filled == 0 ? 0 : nil
            }
            let older = header.pointee.filled & 1 == 0 ? 0 : 1 - Int(header.pointee.newer)
            // Emptied first: its children are about to be written over.
            header.pointee.filled &= ~(1 << older)
            return older
        }
        guard let chosen else { return nil }
        return Slot(storage: self, index: chosen, children: children(of: chosen, count: count))
    }

    /// The same cache, with room for a second arrangement: the first is copied over, children and all.
    func withSecondSlot() -> StackCacheStorage {
        withUnsafeMutablePointerToHeader { header in
            var grown = header.pointee
            grown.slots = 2
            let made = Self.make(grown)
            let count = Int(grown.count)
            made.children(of: 0, count: count).baseAddress?.update(from: children(of: 0, count: count).baseAddress!, count: count)
            return made
        }
    }

    func remember(_ slot: Slot, size: CGSize, for proposal: ProposedViewSize) {
        guard slot.storage === self else { return }
        let entry = Entry(width: SizeCache.bits(proposal.width), height: SizeCache.bits(proposal.height), size: size)
        withUnsafeMutablePointerToHeader { header in
            if slot.index == 0 { header.pointee.first = entry } else { header.pointee.second = entry }
            header.pointee.newer = UInt8(slot.index)
            header.pointee.filled |= 1 << slot.index
        }
    }
}

/// What a stack learns about one child while distributing space.
struct StackChild {
    var minimum: CGFloat
    var flexibility: CGFloat
    var priority: Double
}
