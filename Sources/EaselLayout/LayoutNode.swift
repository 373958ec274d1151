import Foundation

/// One view in the layout tree: its layout, its children, its cached answers and where it was placed.
///
/// The engine knows nothing of views: EaselViews builds these nodes, text plugs in as a leaf whose layout
/// measures itself, and renderers read the placed frames.
package final class LayoutNode {
    package let box: LayoutBox
    package private(set) var children: [LayoutNode]
    package private(set) unowned(unsafe) var parent: LayoutNode?
    /// The tree outlives its nodes (the host holds both), so no reference counting is spent on it.
    package unowned(unsafe) let tree: LayoutTree

    /// Values for the container: `layoutPriority` and `layoutValue`, carried outward through modifiers.
    package var traits = LayoutTraits()
    /// What the node draws, for the draw step: opaque to the engine, which never draws (EaselViews sets and
    /// reads it).
    package var drawing: AnyObject? {
        didSet { if !needsRedraw { markNeedsRedraw() } }
    }
    /// What the draw step kept of the drawing of the node's children for the next draw: opaque to the engine
    /// (EaselViews sets and reads it); a child's part is good while that child's `needsRedraw` is false.
    package var keptDrawing: AnyObject?
    /// Whether the node or anything below it was placed, got new children or a new drawing since the whole
    /// tree was last drawn. A node that needs redrawing has ancestors that all do, so a change marks its way
    /// up only as far as the first ancestor already marked, and a new tree is marked throughout.
    @exclusivity(unchecked) package private(set) var needsRedraw = true
    /// Set by `.accessibilityIdentifier(_:)`.
    package var identifier: String? {
        get { extras?.identifier }
        set { makeExtras().identifier = newValue }
    }
    /// Set by `.coordinateSpace(name:)`.
    package var coordinateSpaceName: AnyHashable? {
        get { extras?.coordinateSpaceName }
        set { makeExtras().coordinateSpaceName = newValue }
    }
    /// Where the node sits in the view tree, for diagnostics. Nearly every node has one, so it is stored
    /// inline (a class reference: 16 bytes with its witness table).
    package var path: (any CustomStringConvertible & AnyObject)?
    /// How the node takes part in hit testing (tap handlers, `allowsHitTesting`, `contentShape`): opaque to
    /// the engine, which never handles events (EaselViews sets and reads it).
    package var interaction: AnyObject? {
        get { extras?.interaction }
        set { makeExtras().interaction = newValue }
    }
    /// Children made during placement, from the node's own frame (GeometryReader's content).
    package var deferredContent: ((LayoutNode) -> [LayoutNode])? {
        get { extras?.deferredContent }
        set {
            makeExtras().deferredContent = newValue
            if newValue != nil { tree.hasDeferredContent = true }
        }
    }

    /// Children chosen when the node is placed, from its frame, by a lazy container (the rows in view).
    /// Unlike `deferredContent`, choosing them keeps every cached answer: a lazy container's size does not
    /// depend on which of its items are made.
    package var lazyChildren: ((LayoutNode) -> [LayoutNode])? {
        get { extras?.lazyChildren }
        set { makeExtras().lazyChildren = newValue }
    }

    /// How the node's drawing moves everything below it (a rotation or scale effect), made from its frame.
    /// The extent covers the moved drawing, and hit testing maps points back through it; layout ignores it.
    package var drawingTransform: ((CGRect) -> AffineMap)? {
        get { extras?.drawingTransform }
        set { makeExtras().drawingTransform = newValue }
    }

    /// What few nodes have, kept out of line so the nodes that layout walks stay small in memory.
    private final class Extras {
        var identifier: String?
        var coordinateSpaceName: AnyHashable?
        var deferredContent: ((LayoutNode) -> [LayoutNode])?
        var interaction: AnyObject?
        var lazyChildren: ((LayoutNode) -> [LayoutNode])?
        var drawingTransform: ((CGRect) -> AffineMap)?
    }

    private var extras: Extras?

    private func makeExtras() -> Extras {
        if let extras { return extras }
        let made = Extras()
        extras = made
        return made
    }

    /// False when neither this layout nor any descendant can have an explicit alignment guide, which lets
    /// containers skip asking (most trees have no explicit guides at all).
    package private(set) var hasExplicitGuides: Bool
    private let inherentPriority: Double?
    /// The answer to every proposal, for layouts whose size never depends on one.
    private let constantSize: CGSize?
    /// Levels of nodes from this one down to its deepest leaf (1 for a leaf), for choosing a stack size.
    package private(set) var height = 1

    // Results of the last placement, in the root's coordinate space.
    @exclusivity(unchecked) package private(set) var globalFrame: CGRect = .zero
    @exclusivity(unchecked) package private(set) var placedProposal: ProposedViewSize = .unspecified
    @exclusivity(unchecked) package private(set) var isPlaced = false

    // A tree is laid out by one thread at a time, so the hot caches skip the runtime's exclusivity checks.
    /// The node's recent answers, allocated on the first answer worth keeping: nodes of a constant size and
    /// leaves that merely echo the proposal (`answersWithoutCache`) never need one, which keeps them small.
    @exclusivity(unchecked) private var sizeCache: UnsafeMutablePointer<SizeCache>?

    /// What the engine asks of the node's layout beyond the `Layout` protocol, read once when the node is
    /// made: the layout box casts its layout to `BuiltinLayout` when asked, which is too slow for every
    /// question.
    private struct LayoutFacts: OptionSet {
        let rawValue: UInt8
        static let hasOwnExplicitGuides = LayoutFacts(rawValue: 1 << 0)
        static let carriesSingleChildGuides = LayoutFacts(rawValue: 1 << 1)
        static let requiresSpacingProjection = LayoutFacts(rawValue: 1 << 2)
        /// The layout's answer costs less to compute than to look up (a Color takes the proposal).
        static let answersWithoutCache = LayoutFacts(rawValue: 1 << 3)

        /// A user's layout may have explicit guides and combines its children's; it needs nothing else.
        init(_ builtin: (any BuiltinLayout)?) {
            guard let builtin else {
                self = [.hasOwnExplicitGuides]
                return
            }
            var facts: LayoutFacts = []
            if builtin.hasOwnExplicitGuides { facts.insert(.hasOwnExplicitGuides) }
            if builtin.carriesSingleChildGuides { facts.insert(.carriesSingleChildGuides) }
            if builtin.requiresSpacingProjection { facts.insert(.requiresSpacingProjection) }
            if builtin.answersWithoutCache { facts.insert(.answersWithoutCache) }
            self = facts
        }

        init(rawValue: UInt8) { self.rawValue = rawValue }
    }

    private let facts: LayoutFacts
    @exclusivity(unchecked) private var guideCache: [GuideCacheEntry] = []
    private var guideCacheOverflowed = false
    @exclusivity(unchecked) private var cachedSpacing: ViewSpacing?
    @exclusivity(unchecked) private var placements: [LayoutPlacement?] = []
    @exclusivity(unchecked) package private(set) var subviews: LayoutSubviews = LayoutSubviews(nodes: [], owner: nil)

    package init(box: LayoutBox, children: [LayoutNode], tree: LayoutTree) {
        self.box = box
        self.children = children
        self.tree = tree
        let builtin = box.builtin
        facts = LayoutFacts(builtin)
        hasExplicitGuides = facts.contains(.hasOwnExplicitGuides)
        inherentPriority = builtin?.inherentPriority(children: children)
        constantSize = builtin?.constantSize
        for child in children {
            child.parent = self
            if child.hasExplicitGuides { hasExplicitGuides = true }
            height = Swift.max(height, child.height + 1)
        }
        subviews = LayoutSubviews(nodes: children, owner: self)
        tree.nodeCount += 1
    }

    deinit {
        if let sizeCache {
            sizeCache.deinitialize(count: 1)
            sizeCache.deallocate()
        }
    }

    package convenience init<L: Layout>(_ layout: L, children: [LayoutNode] = [], tree: LayoutTree) {
        self.init(box: ConcreteLayoutBox(layout), children: children, tree: tree)
    }

    package var priority: Double { traits.priority ?? inherentPriority ?? 0 }

    package var name: String { box.name }

    package var requiresSpacingProjection: Bool { facts.contains(.requiresSpacingProjection) }

    /// Whether the node's explicit guides are its single child's, moved by the child's offset (see
    /// `BuiltinLayout.carriesSingleChildGuides`).
    package var carriesSingleChildGuides: Bool { facts.contains(.carriesSingleChildGuides) }

    /// Whether the tree is recording a trace. The tree is read unretained: it outlives its nodes (see `tree`).
    private var isTracing: Bool {
        Unmanaged.passUnretained(tree)._withUnsafeGuaranteedRef { $0.isTracing }
    }

    // MARK: Measuring

    /// The node's size for a proposal, answered from the cache when it was asked before.
    package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let tracing = isTracing
        if let constantSize {
            if _slowPath(tracing) { tree.trace?.record(self, proposal: proposal, size: constantSize, cached: false) }
            return constantSize
        }
        if let size = sizeCache?.pointee.lookup(proposal) {
            if _slowPath(tracing) { tree.trace?.record(self, proposal: proposal, size: size, cached: true) }
            return size
        }
        if _slowPath(tracing) { tree.trace?.begin(self, proposal: proposal) }
        var size = box.sizeThatFits(proposal, subviews)
        if !(size.width >= 0) || !(size.height >= 0) {
            tree.diagnose(
                "\(name) chose an invalid size \(LayoutFormat.size(size)) for \(proposal); using 0 instead",
                at: self, fix: "return finite, non-negative sizes from sizeThatFits")
            size = CGSize(width: size.width >= 0 ? size.width : 0, height: size.height >= 0 ? size.height : 0)
        }
        if !facts.contains(.answersWithoutCache) {
            if sizeCache == nil {
                sizeCache = .allocate(capacity: 1)
                sizeCache?.initialize(to: SizeCache())
            }
            sizeCache?.pointee.insert(proposal, size)
        }
        if _slowPath(tracing) { tree.trace?.end(size: size) }
        return size
    }

    /// The node's value for an explicit alignment guide, measured with `proposal` at `size`.
    package func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        guard hasExplicitGuides else { return nil }
        for entry in guideCache where entry.key == key && entry.proposal == proposal && entry.size == size {
            return entry.value
        }
        var value = box.explicitAlignment(key, in: CGRect(origin: .zero, size: size), proposal, subviews)
        if let given = value, !given.isFinite {
            tree.diagnose(
                "\(name) gave the \(key.name) alignment guide a non-finite value (\(given)); the default is used",
                at: self, fix: "return a finite value from the alignmentGuide closure")
            value = nil
        }
        if guideCache.count >= 16 {
            guideCache.removeFirst()
            guideCacheOverflowed = true
        }
        guideCache.append(GuideCacheEntry(key: key, proposal: proposal, size: size, value: value))
        return value
    }

    /// The node's value for a guide at a size: its explicit value if it has one, else the guide's default.
    /// The same answer as `ViewDimensions(size:node:proposal:)[key]`, without building the dimensions value
    /// for every child a stack aligns.
    package func guide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        guard hasExplicitGuides else {
            return key.defaultValue(in: ViewDimensions(size: size, node: nil, proposal: proposal))
        }
        return explicitAlignment(key, proposal: proposal, size: size)
            ?? key.defaultValue(in: ViewDimensions(size: size, node: self, proposal: proposal))
    }

    /// The node's spacing preferences (spec §4.2).
    package var spacing: ViewSpacing {
        if let cachedSpacing { return cachedSpacing }
        let value = box.spacing(subviews)
        cachedSpacing = value
        return value
    }

    // MARK: Placing

    /// Commits the node's frame and places its subtree (spec §1.1, step 3).
    package func place(at origin: CGPoint, proposal: ProposedViewSize) {
        place(at: origin, size: sizeThatFits(proposal), proposal: proposal)
    }

    /// Placing with the size the node chose for `proposal`, already known to the caller.
    private func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
        globalFrame = CGRect(origin: origin, size: size)
        if !needsRedraw { markNeedsRedraw() }
        if cachedExtent != nil { forgetExtent() }
        placedProposal = proposal
        isPlaced = true
        // Most nodes have no extras: one check on the hot path.
        if let extras {
            if let deferredContent = extras.deferredContent {
                setChildren(deferredContent(self))
            } else if let lazyChildren = extras.lazyChildren {
                adoptLazyChildren(lazyChildren(self))
            }
        }
        guard !children.isEmpty else { return }
        if _slowPath(isTracing) {
            tree.trace?.placing(self, frame: globalFrame)
        }
        let placements = recordPlacements(in: globalFrame, proposal: proposal) {
            box.placeSubviews(in: globalFrame, proposal, subviews)
        }
        let children = self.children
        children.withUnsafeBufferPointer { children in
            for index in children.indices {
                let placement = placements[index]
                // The array keeps the children alive; reading them unretained saves two atomics each.
                Unmanaged.passUnretained(children[index])._withUnsafeGuaranteedRef { child in
                    let childSize = child.sizeThatFits(placement.proposal)
                    child.place(at: placement.origin(for: childSize), size: childSize, proposal: placement.proposal)
                }
            }
        }
    }

    /// Runs a placement pass and returns where each subview went, without committing anything; subviews the
    /// layout did not place are centered with the container's proposal (spec §10).
    package func recordPlacements(
        in bounds: CGRect, proposal: ProposedViewSize, _ body: () -> Void
    ) -> PlacementRecord {
        var saved: [LayoutPlacement?] = []
        swap(&saved, &placements)
        placements = Array(repeating: nil, count: children.count)
        body()
        var record = PlacementRecord(
            placements: [],
            unplaced: LayoutPlacement(
                position: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal))
        swap(&record.placements, &placements)
        placements = saved
        return record
    }

    package func recordPlacement(_ placement: LayoutPlacement, at index: Int) {
        guard placements.indices.contains(index) else {
            tree.diagnose(
                "\(name) placed subview \(index) outside a placement pass; the call was ignored", at: self,
                fix: "call place(at:anchor:proposal:) only from placeSubviews(in:proposal:subviews:cache:)")
            return
        }
        placements[index] = placement
    }

    // MARK: Tree edits

    package func setChildren(_ newChildren: [LayoutNode]) {
        markNeedsRedraw()
        children = newChildren
        for child in newChildren {
            child.parent = self
        }
        subviews = LayoutSubviews(nodes: newChildren, owner: self)
        invalidate()
    }

    /// Takes `newChildren` as the children without dropping any cached answer (see `lazyChildren`); the
    /// tree's structure generation moves on, so indexes of the placed tree are rebuilt.
    private func adoptLazyChildren(_ newChildren: [LayoutNode]) {
        let same = newChildren.count == children.count && zip(newChildren, children).allSatisfy { $0 === $1 }
        guard !same else { return }
        markNeedsRedraw()
        children = newChildren
        for child in newChildren { child.parent = self }
        subviews = LayoutSubviews(nodes: newChildren, owner: self)
        tree.structureGeneration &+= 1
        updateDerivedFacts(from: self)
    }

    /// Recomputes the height and explicit-guide flag of `start` and its ancestors after its children
    /// changed, stopping at the first ancestor above `start` they leave unchanged.
    private func updateDerivedFacts(from start: LayoutNode) {
        var node: LayoutNode? = start
        while let current = node {
            var height = 1
            var guides = current.facts.contains(.hasOwnExplicitGuides)
            for child in current.children {
                height = Swift.max(height, child.height + 1)
                if child.hasExplicitGuides { guides = true }
            }
            if height == current.height, guides == current.hasExplicitGuides, current !== start { break }
            current.height = height
            current.hasExplicitGuides = guides
            node = current.parent
        }
    }

    // MARK: Incremental updates

    /// What a node told its parent: the sizes it chose, its spacing, and whether its alignment guides could
    /// be anything but their defaults. While a replacement answers the same, the parent's cached answers
    /// still hold.
    package struct Answers {
        fileprivate var sizes: [(ProposedViewSize, CGSize)]
        /// False when the size cache dropped an answer the parent may have used.
        fileprivate var complete: Bool
        fileprivate var spacing: ViewSpacing?
        fileprivate var hasExplicitGuides: Bool
        /// The explicit guide values the parent asked for; complete unless the guide cache dropped some.
        fileprivate var guides: [GuideCacheEntry]
        fileprivate var guidesComplete: Bool
        fileprivate var priority: Double
        fileprivate var hasLayoutValues: Bool
    }

    package var answers: Answers {
        Answers(
            // A node that keeps no answers cannot say what it answered, so a replacement is measured again.
            sizes: constantSize.map { [(.unspecified, $0)] } ?? sizeCache?.pointee.answers ?? [],
            complete: constantSize != nil || (!facts.contains(.answersWithoutCache) && sizeCache?.pointee.overflowed != true),
            spacing: cachedSpacing, hasExplicitGuides: hasExplicitGuides, guides: guideCache, guidesComplete: !guideCacheOverflowed, priority: priority,
            hasLayoutValues: traits.hasValues)
    }

    /// Whether the node, asked again, gives every answer `before` records: sizes, spacing and explicit
    /// guide values. Layout values are not compared, so a node that has them never answers "as before".
    package func answersAsBefore(_ before: Answers) -> Bool {
        // A node that gained explicit guides may move where defaults were used before.
        guard before.complete, before.guidesComplete, before.hasExplicitGuides || !hasExplicitGuides,
            !before.hasLayoutValues, !traits.hasValues, priority == before.priority
        else { return false }
        for (proposal, size) in before.sizes where sizeThatFits(proposal) != size { return false }
        if let spacing = before.spacing, self.spacing != spacing { return false }
        for entry in before.guides
        where explicitAlignment(entry.key, proposal: entry.proposal, size: entry.size) != entry.value {
            return false
        }
        return true
    }

    /// Puts `new` where `old` was among the children, leaving every cached answer alone: the caller decides
    /// what must be measured again. Returns false when `old` is not a child of this node.
    package func replaceChild(_ old: LayoutNode, with new: LayoutNode) -> Bool {
        guard let index = children.firstIndex(where: { $0 === old }) else { return false }
        markNeedsRedraw()
        // The subviews share the children's storage; let go of it first so the edit is made in place rather
        // than on a copy of every child.
        subviews = LayoutSubviews(nodes: [], owner: nil)
        children[index] = new
        new.parent = self
        subviews = LayoutSubviews(nodes: children, owner: self)
        box.invalidateCache(subviews)
        var ancestor: LayoutNode? = self
        while let current = ancestor {
            current.cachedExtent = nil
            ancestor = current.parent
        }
        // The derived facts of every ancestor follow the new child.
        updateDerivedFacts(from: self)
        return true
    }

    /// The union of the frames of the node and everything below it, for hit testing: a point outside it
    /// cannot land on the subtree (moved by rotation and scale effects; other drawing effects aside).
    /// Computed when asked, kept until a placement.
    package var extent: CGRect {
        if let cachedExtent { return cachedExtent }
        var union = globalFrame
        for child in children where child.isPlaced { union = union.union(child.extent) }
        if let transform = extras?.drawingTransform {
            // What the subtree draws, moved as the drawing moves it.
            union = transform(globalFrame).boundingBox(of: union)
        }
        cachedExtent = union
        return union
    }

    @exclusivity(unchecked) private var cachedExtent: CGRect?

    /// Marks the node and its ancestors up to the first one already marked.
    private func markNeedsRedraw() {
        needsRedraw = true
        var node = parent
        while let current = node, !current.needsRedraw {
            current.needsRedraw = true
            node = current.parent
        }
    }

    /// After the whole tree was drawn from this node: every node marked below it is drawn (or draws nothing),
    /// so the marks are cleared, visiting only marked nodes.
    package func markDrawn() {
        var pending: [LayoutNode] = needsRedraw ? [self] : []
        while let node = pending.popLast() {
            node.needsRedraw = false
            node.children.withUnsafeBufferPointer { children in
                for child in children where child.needsRedraw { pending.append(child) }
            }
        }
    }

    /// Forgets the extent of this node and of its ancestors (whose extents contain it).
    private func forgetExtent() {
        var node: LayoutNode? = self
        while let current = node, current.cachedExtent != nil {
            current.cachedExtent = nil
            node = current.parent
        }
    }

    /// Drops every cached answer of this node and its ancestors (a change below changes them all).
    package func invalidate() {
        var node: LayoutNode? = self
        while let current = node {
            current.dropOwnCaches()
            node = current.parent
        }
    }

    /// Drops every cached answer in the subtree, so the next pass measures afresh (used by tracing).
    package func clearCaches() {
        var stack: [LayoutNode] = [self]
        while let node = stack.popLast() {
            node.dropOwnCaches()
            stack.append(contentsOf: node.children)
        }
    }

    /// Forgets this node's own answers (sizes, guides, spacing and its layout's cache), not its ancestors':
    /// an update checks them afterwards.
    package func dropOwnCaches() {
        sizeCache?.pointee.removeAll()
        if !guideCache.isEmpty { guideCache.removeAll() }
        guideCacheOverflowed = false
        cachedSpacing = nil
        box.invalidateCache(subviews)
    }

    /// Unlinks the subtree so it is freed level by level rather than recursively (deep trees would overflow
    /// the stack of the thread that drops them).
    package func dismantle() {
        var pending: [LayoutNode] = [self]
        var all: [LayoutNode] = []
        while let node = pending.popLast() {
            all.append(node)
            pending.append(contentsOf: node.children)
        }
        for node in all {
            node.children = []
            node.subviews = LayoutSubviews(nodes: [], owner: nil)
            node.extras?.deferredContent = nil
            node.extras?.lazyChildren = nil
        }
    }

    /// The nearest node up the tree, this one included, named `name` by `.coordinateSpace(name:)`.
    package func ancestor(namedSpace name: AnyHashable) -> LayoutNode? {
        var node: LayoutNode? = self
        while let current = node {
            if current.coordinateSpaceName == name { return current }
            node = current.parent
        }
        return nil
    }
}

/// Where a container put each subview in one placement pass.
package struct PlacementRecord {
    fileprivate(set) var placements: [LayoutPlacement?]
    /// Where a subview the layout never placed goes.
    let unplaced: LayoutPlacement

    package subscript(index: Int) -> LayoutPlacement { placements[index] ?? unplaced }
}

private struct GuideCacheEntry {
    var key: AlignmentKey
    var proposal: ProposedViewSize
    var size: CGSize
    var value: CGFloat?
}

/// A few recent answers of one node, stored inline (no allocation, no reference counting). A stack probes
/// each child with a handful of proposals (minimum, maximum, its share, and again per minor proposal of its
/// own parent), so a small ring suffices.
private struct SizeCache {
    private struct Entry {
        // Dimensions are compared by bit pattern; a nil one is stored as a NaN with a payload of its own.
        var width: UInt64
        var height: UInt64
        var size: CGSize
    }

    private static let nilBits = Double(nan: 0x5A5A, signaling: false).bitPattern

    private static func bits(_ value: CGFloat?) -> UInt64 {
        value.map { Double($0).bitPattern } ?? nilBits
    }

    private static let capacity = 6
    private var entries: (Entry, Entry, Entry, Entry, Entry, Entry)
    private var count = 0
    private var next = 0

    init() {
        let empty = Entry(width: 0, height: 0, size: .zero)
        entries = (empty, empty, empty, empty, empty, empty)
    }

    /// Mutating only so that it reads the entries in place instead of copying them out of the node.
    mutating func lookup(_ proposal: ProposedViewSize) -> CGSize? {
        withUnsafeBytes(of: &entries) { raw in
            let stored = raw.bindMemory(to: Entry.self)
            let width = Self.bits(proposal.width), height = Self.bits(proposal.height)
            for index in 0..<count where stored[index].width == width && stored[index].height == height {
                return stored[index].size
            }
            return nil
        }
    }

    mutating func removeAll() {
        count = 0
        next = 0
        overflowed = false
    }

    /// Set when an answer was dropped to make room since the cache was last cleared.
    private(set) var overflowed = false

    /// The stored answers, as proposals and sizes.
    var answers: [(ProposedViewSize, CGSize)] {
        var entries = self
        return withUnsafeBytes(of: &entries.entries) { raw in
            let stored = raw.bindMemory(to: Entry.self)
            return (0..<count).map { index in
                let entry = stored[index]
                func value(_ bits: UInt64) -> CGFloat? { bits == Self.nilBits ? nil : CGFloat(Double(bitPattern: bits)) }
                return (ProposedViewSize(width: value(entry.width), height: value(entry.height)), entry.size)
            }
        }
    }

    mutating func insert(_ proposal: ProposedViewSize, _ size: CGSize) {
        let entry = Entry(width: Self.bits(proposal.width), height: Self.bits(proposal.height), size: size)
        let slot: Int
        if count < Self.capacity {
            slot = count
            count += 1
        } else {
            slot = next
            next = (next + 1) % Self.capacity
            overflowed = true
        }
        withUnsafeMutableBytes(of: &entries) { raw in
            raw.bindMemory(to: Entry.self)[slot] = entry
        }
    }
}
