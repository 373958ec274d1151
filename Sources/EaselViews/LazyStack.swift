import EaselLayout
import Foundation

/// A set of view types that may be pinned to the bounds of a scroll view.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The header view of each `Section` will be pinned.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// The footer view of each `Section` will be pinned.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// A view that arranges its children in a line that grows vertically, creating items only as needed
/// (spec §9).
///
/// It lays out like a `VStack` whose children are proposed the stack's width and no height (their ideal
/// height), except that it takes the whole width it is proposed. Only the items in view inside the
/// enclosing scroll view are made, measured and drawn; the height of the rest is estimated from the
/// average of the items measured so far (exact when the items are alike). An item scrolled out of view
/// leaves the tree: its `onDisappear` runs and its state is dropped.
public struct LazyVStack<Content: View>: View {
    public typealias Body = Never

    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let shape = LazyStackState.Shape(
            name: "LazyVStack", axis: .vertical, alignment: view.alignment.key, spacing: view.spacing,
            pinned: view.pinnedViews)
        outputs.append(LazyStackState.makeContainer(shape, content: view.content, inputs: inputs))
    }
}

/// A view that arranges its children in a line that grows horizontally, creating items only as needed:
/// the horizontal counterpart of `LazyVStack`.
public struct LazyHStack<Content: View>: View {
    public typealias Body = Never

    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let shape = LazyStackState.Shape(
            name: "LazyHStack", axis: .horizontal, alignment: view.alignment.key, spacing: view.spacing,
            pinned: view.pinnedViews)
        outputs.append(LazyStackState.makeContainer(shape, content: view.content, inputs: inputs))
    }
}

/// The layout of a lazy stack: its size from the state's measurements and estimates, its made items where
/// the state's last pass put them.
struct LazyStackLayout: Layout, BuiltinLayout {
    let state: LazyStackState

    static var layoutProperties: LayoutProperties { LayoutProperties() }

    var name: String { state.shape.name }

    var detail: String? { "\(state.items.count) items" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        state.size(for: proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for index in subviews.indices where index < state.placements.count {
            let placement = state.placements[index]
            subviews[index].place(
                at: CGPoint(x: bounds.minX + placement.origin.x, y: bounds.minY + placement.origin.y),
                proposal: placement.proposal)
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

/// Marks the graph entry under which a lazy container keeps its items' state.
private enum LazyItemsScope {}
/// Marks the graph node of one made item.
private enum LazyItemScope {}

/// Everything a lazy stack knows between passes: its items, what it measured, what it made.
final class LazyStackState {
    struct Shape {
        var name: String
        var axis: Axis
        /// The alignment across the stack's axis.
        var alignment: AlignmentKey
        var spacing: CGFloat?
        var pinned: PinnedScrollableViews
    }

    let shape: Shape
    let items: LazyItems
    /// Where the items' state lives (nil outside a host).
    private weak var scope: BodyNode?
    private weak var graph: ViewGraph?
    private weak var node: LayoutNode?

    /// The measured lengths of items (with the spacing before each), for the proposal across the axis
    /// they were measured with.
    private var extents: ExtentIndex
    private var measuredMinor: CGFloat??
    /// The largest size across the axis of any item measured.
    private var largestMinor: CGFloat = 0
    private var spacingTotal: CGFloat = 0
    private var spacingCount = 0

    /// One made item: its children's positions among the container's children, and its graph node.
    private struct Made {
        var children: Range<Int>
        var scope: BodyNode?
    }

    private var made: [Int: Made] = [:]
    /// Where the last pass put each child, in the container's own coordinates.
    private(set) var placements: [(origin: CGPoint, proposal: ProposedViewSize)] = []
    /// How many items were made in all, for tests that check laziness.
    private(set) var itemsMade = 0

    /// The most items one pass makes; a lazy stack outside a scroll view on a huge canvas stops there.
    static let itemLimit = 2_000

    init(shape: Shape, items: LazyItems, scope: BodyNode?, graph: ViewGraph?) {
        self.shape = shape
        self.items = items
        self.scope = scope
        self.graph = graph
        extents = ExtentIndex(count: items.count)
    }

    static func makeContainer<Content: View>(_ shape: Shape, content: Content, inputs: _ViewInputs) -> LayoutNode {
        let inputs = inputs.pushing(shape.name)
        var itemInputs = shape.axis == .vertical
            ? inputs.children(of: VStackLayout.self) : inputs.children(of: HStackLayout.self)
        var scope: BodyNode?
        if let graph = inputs.graph, let owner = inputs.owner {
            let key = BodyKey(path: inputs.pushing("items").path, scope: owner.inputs.path)
            let entry = graph.entry(key, in: owner, type: LazyItemsScope.self, inputs: itemInputs)
            itemInputs.owner = entry
            scope = entry
        }
        let items = LazyItems.of(content, inputs: itemInputs)
        let state = LazyStackState(shape: shape, items: items, scope: scope, graph: inputs.graph)
        let node = inputs.makeNode(LazyStackLayout(state: state))
        node.lazyChildren = { node in state.makeItemsInView(of: node) }
        state.node = node
        return node
    }

    private var axis: Axis { shape.axis }

    /// What the container proposes each item: its own size across the axis, nothing along it.
    private func itemProposal(minor: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(axis, major: nil, minor: minor)
    }

    // MARK: Sizing

    /// Along the axis: the measured and estimated length of every item. Across it: the proposal (a lazy
    /// stack takes the width it is offered; spec §9, an observed difference from VStack), or the widest
    /// item measured when the proposal is nil or infinite.
    func size(for proposal: ProposedViewSize) -> CGSize {
        let minor = proposal[axis.other]
        let length: CGFloat
        var widest = largestMinor
        if measuredMinor == .some(minor), extents.measuredCount > 0 || items.count == 0 {
            length = extents.total
        } else {
            let sample = self.sample(minor: minor)
            widest = sample.largestMinor
            if measuredMinor == nil {
                // The first measurements seed the index that placement refines.
                extents = ExtentIndex(count: items.count)
                measuredMinor = minor
                for (index, entry) in sample.entries.enumerated() {
                    extents.set(index, lead: entry.lead, extent: entry.lead + entry.length)
                }
                largestMinor = sample.largestMinor
                length = extents.total
            } else {
                let measured = sample.entries.reduce(0) { $0 + $1.lead + $1.length }
                let average = sample.entries.isEmpty ? 0 : measured / CGFloat(sample.entries.count)
                length = measured + average * CGFloat(items.count - sample.entries.count)
            }
        }
        let across: CGFloat = if let minor, minor.isFinite { minor } else { widest }
        return CGSize(axis, major: length, minor: across)
    }

    /// The first few items measured with nodes made for the purpose and thrown away (no state, no
    /// lifecycle): enough to estimate the rest.
    private func sample(minor: CGFloat?) -> (entries: [(lead: CGFloat, length: CGFloat)], largestMinor: CGFloat) {
        var entries: [(lead: CGFloat, length: CGFloat)] = []
        var widest: CGFloat = 0
        var previous: LayoutNode?
        var covered: CGFloat = 0
        let proposal = itemProposal(minor: minor)
        var index = 0
        while index < items.count, index < 20 || (index < 200 && covered < 1000) {
            var inputs = items.item(index).inputs
            inputs.graph = nil
            inputs.owner = nil
            let nodes = items.item(index).make(inputs)
            let block = measure(nodes, proposal: proposal, after: previous)
            entries.append((block.lead, block.length))
            covered += block.lead + block.length
            widest = Swift.max(widest, block.minor)
            previous = nodes.last ?? previous
            index += 1
        }
        return (entries, widest)
    }

    /// The length of an item's views laid end to end, the spacing before them (from `previous`, the last
    /// view of the item before), and their largest size across the axis.
    private func measure(_ nodes: [LayoutNode], proposal: ProposedViewSize, after previous: LayoutNode?)
        -> (lead: CGFloat, length: CGFloat, minor: CGFloat, sizes: [CGSize])
    {
        guard let first = nodes.first else { return (0, 0, 0, []) }
        let sizes = nodes.map { $0.sizeThatFits(proposal) }
        var length: CGFloat = 0
        for index in nodes.indices {
            if index > 0 { length += gap(nodes[index - 1], nodes[index]) }
            length += sizes[index][axis]
        }
        let lead = previous.map { gap($0, first) } ?? 0
        return (lead, length, sizes.map { $0[axis.other] }.max() ?? 0, sizes)
    }

    private func gap(_ before: LayoutNode, _ after: LayoutNode) -> CGFloat {
        if let spacing = shape.spacing { return spacing }
        return before.spacing.distance(to: after.spacing, along: axis)
    }

    /// The spacing expected before an item whose predecessor was not made.
    private var estimatedLead: CGFloat {
        shape.spacing ?? (spacingCount > 0 ? spacingTotal / CGFloat(spacingCount) : ViewSpacing.defaultValue)
    }

    // MARK: Making the items in view

    /// One item made in this pass: its views, where it starts along the axis, and its measurements.
    private struct Block {
        var item: Int
        var nodes: [LayoutNode]
        var sizes: [CGSize]
        var start: CGFloat
        var length: CGFloat
        var scope: BodyNode?
        var pinned = false
    }

    /// Chooses, makes and measures the items that the enclosing scroll view shows (with the pinned
    /// headers and footers of their sections), and says where each goes; items made before and still in
    /// view keep their views. Called when the container is placed, with its frame known.
    func makeItemsInView(of node: LayoutNode) -> [LayoutNode] {
        self.node = node
        let frame = node.globalFrame
        let minor = node.placedProposal[axis.other]
        if measuredMinor != .some(minor) {
            extents = ExtentIndex(count: items.count)
            measuredMinor = minor
            largestMinor = 0
        }
        let reportedLength = frame.size[axis]
        let proposal = itemProposal(minor: minor)
        let viewport = Self.viewport(of: node)
        let visibleStart = Swift.max(0, viewport.origin[axis] - frame.origin[axis])
        let visibleEnd = viewport.origin[axis] + viewport.size[axis] - frame.origin[axis]
        let oldChildren = node.children
        var keys = Set<BodyKey>()
        var blocks: [Block] = []

        if items.count > 0, visibleEnd > visibleStart, viewport.size[axis.other] > 0 {
            var index = extents.firstItem(endingAfter: visibleStart)
            var cursor = extents.prefix(index) + (extents.lead(index) ?? (index == 0 ? 0 : estimatedLead))
            var previous: LayoutNode?
            while index < items.count {
                // The next item starts at least the stack's spacing further on (more with default spacing,
                // known only once it is made: at most one item just past the edge is made).
                if !blocks.isEmpty, cursor + (shape.spacing ?? 0) >= visibleEnd { break }
                if blocks.count >= Self.itemLimit {
                    graph?.diagnose(
                        "\(shape.name) made \(Self.itemLimit) items in one pass and stopped; the rest are not shown",
                        at: scope, fix: "put the lazy stack in a ScrollView, which shows only what fits in it")
                    break
                }
                var block = makeBlock(index, from: oldChildren, keys: &keys, proposal: proposal)
                let measured = measure(block.nodes, proposal: proposal, after: previous)
                if previous != nil, !block.nodes.isEmpty {
                    cursor += measured.lead
                    if shape.spacing == nil {
                        spacingTotal += measured.lead
                        spacingCount += 1
                    }
                }
                let lead = previous == nil ? (extents.lead(index) ?? (index == 0 ? 0 : estimatedLead)) : measured.lead
                block.start = cursor
                block.length = measured.length
                block.sizes = measured.sizes
                extents.set(index, lead: block.nodes.isEmpty ? 0 : lead, extent: (block.nodes.isEmpty ? 0 : lead) + measured.length)
                largestMinor = Swift.max(largestMinor, measured.minor)
                cursor += measured.length
                previous = block.nodes.last ?? previous
                blocks.append(block)
                index += 1
            }
            pinSections(&blocks, from: oldChildren, keys: &keys, proposal: proposal, visible: visibleStart..<visibleEnd)
        }

        // The new children: items in order, pinned headers and footers last, so they are drawn on top.
        var children: [LayoutNode] = []
        var newPlacements: [(origin: CGPoint, proposal: ProposedViewSize)] = []
        var newMade: [Int: Made] = [:]
        let containerMinor = frame.size[axis.other]
        for block in blocks.filter({ !$0.pinned }) + blocks.filter(\.pinned) {
            let start = children.count
            var position = block.start
            for (offset, child) in block.nodes.enumerated() {
                if offset > 0 { position += gap(block.nodes[offset - 1], child) }
                let size = block.sizes[offset]
                let containerGuide = shape.alignment.defaultValue(
                    in: ViewDimensions(size: CGSize(axis, major: 0, minor: containerMinor), node: nil, proposal: .unspecified))
                let childGuide = child.guide(shape.alignment, size: size, proposal: proposal)
                children.append(child)
                newPlacements.append((CGPoint(axis, major: position, minor: containerGuide - childGuide), proposal))
                position += size[axis]
            }
            newMade[block.item] = Made(children: start..<children.count, scope: block.scope)
        }
        // Items no longer in view leave the tree (and the graph, with their state and onDisappear).
        if let scope, let graph {
            let kept = Set(newMade.values.compactMap { $0.scope.map(ObjectIdentifier.init) })
            for child in scope.allChildren where !kept.contains(ObjectIdentifier(child)) {
                graph.discard(child, from: scope)
            }
        }
        made = newMade
        placements = newPlacements
        // Better estimates change the container's length: its answers are asked again next time.
        if abs(extents.total - reportedLength) > 0.001 { node.invalidate() }
        return children
    }

    /// Makes item `index`, or takes its views from the last pass.
    private func makeBlock(
        _ index: Int, from oldChildren: [LayoutNode], keys: inout Set<BodyKey>, proposal: ProposedViewSize
    ) -> Block {
        if let previous = made[index], previous.children.upperBound <= oldChildren.count {
            if let key = previous.scope.map({ BodyKey(path: $0.inputs.path, scope: scope?.inputs.path) }) {
                keys.insert(key)
            }
            return Block(
                item: index, nodes: Array(oldChildren[previous.children]), sizes: [], start: 0, length: 0,
                scope: previous.scope)
        }
        itemsMade += 1
        var item = items.item(index)
        guard let scope, let graph else {
            return Block(item: index, nodes: item.make(item.inputs), sizes: [], start: 0, length: 0, scope: nil)
        }
        var key = BodyKey(path: item.inputs.path, scope: scope.inputs.path)
        if !keys.insert(key).inserted {
            graph.diagnose(
                "the id \(item.id.map { "\($0)" } ?? "of item \(index)") occurs more than once in \(shape.name); the first keeps it, the others are shown with identities of their own",
                at: scope, fix: "give every element a unique id")
            item.inputs = item.inputs.pushing(id: DuplicateID(id: item.id ?? AnyHashable(index), occurrence: index))
            key = BodyKey(path: item.inputs.path, scope: scope.inputs.path)
            keys.insert(key)
        }
        let itemScope: BodyNode
        if let existing = scope.existingChild(key), existing.valueType == LazyItemScope.self {
            itemScope = existing
        } else {
            itemScope = BodyNode(graph: graph, parent: scope, valueType: LazyItemScope.self, inputs: item.inputs)
            scope.adopt(itemScope, key: key)
        }
        itemScope.inputs = item.inputs
        itemScope.reevaluate = { [weak self] itemScope in
            self?.itemChanged(itemScope)
            return []
        }
        var inputs = item.inputs
        inputs.owner = itemScope
        let make = item.make
        let nodes = graph.make(in: itemScope) { make(inputs) }
        return Block(item: index, nodes: nodes, sizes: [], start: 0, length: 0, scope: itemScope)
    }

    /// State an item's content read changed: it is made again, and the container placed again.
    private func itemChanged(_ itemScope: BodyNode) {
        made = made.filter { $0.value.scope !== itemScope }
        guard let node, node.isPlaced, let graph else { return }
        if graph.splice?(node, node) != true { node.invalidate() }
    }

    /// Moves the headers (and footers) of the sections in view to the edges of the visible range, each
    /// within its own section, making them when their natural place is out of view.
    private func pinSections(
        _ blocks: inout [Block], from oldChildren: [LayoutNode], keys: inout Set<BodyKey>,
        proposal: ProposedViewSize, visible: Range<CGFloat>
    ) {
        guard !shape.pinned.isEmpty, let firstItem = blocks.first?.item, let lastItem = blocks.last?.item else { return }
        func start(of item: Int) -> CGFloat {
            blocks.first { $0.item == item }?.start ?? (extents.prefix(item) + (extents.lead(item) ?? estimatedLead))
        }
        func end(of item: Int) -> CGFloat {
            if let block = blocks.first(where: { $0.item == item }) { return block.start + block.length }
            return extents.prefix(item + 1)
        }
        func block(for item: Int) -> Int {
            if let existing = blocks.firstIndex(where: { $0.item == item }) { return existing }
            var made = makeBlock(item, from: oldChildren, keys: &keys, proposal: proposal)
            let measured = measure(made.nodes, proposal: proposal, after: nil)
            made.sizes = measured.sizes
            made.length = measured.length
            made.start = start(of: item)
            let lead = made.nodes.isEmpty || item == 0 ? 0 : (extents.lead(item) ?? estimatedLead)
            extents.set(item, lead: lead, extent: lead + measured.length)
            blocks.append(made)
            return blocks.count - 1
        }
        for section in items.sections where section.items.overlaps(firstItem..<(lastItem + 1)) {
            let sectionStart = start(of: section.items.lowerBound)
            let sectionEnd = end(of: section.items.upperBound - 1)
            var headerEnd = sectionStart
            if shape.pinned.contains(.sectionHeaders), let header = section.header {
                let index = block(for: header)
                let length = blocks[index].length
                let pinnedStart = Swift.min(Swift.max(blocks[index].start, visible.lowerBound), sectionEnd - length)
                blocks[index].start = Swift.max(pinnedStart, sectionStart)
                blocks[index].pinned = true
                headerEnd = blocks[index].start + length
            }
            if shape.pinned.contains(.sectionFooters), let footer = section.footer {
                let index = block(for: footer)
                let length = blocks[index].length
                let pinnedStart = Swift.max(Swift.min(blocks[index].start, visible.upperBound - length), headerEnd)
                blocks[index].start = Swift.min(pinnedStart, sectionEnd - length)
                blocks[index].pinned = true
            }
        }
    }

    /// The part of the root's space in which the container can be seen: the nearest enclosing scroll
    /// view's frame, or the root's.
    private static func viewport(of node: LayoutNode) -> CGRect {
        var current = node.parent
        var top = node
        while let ancestor = current {
            if ancestor.box.builtin is ScrollViewLayout { return ancestor.globalFrame }
            top = ancestor
            current = ancestor.parent
        }
        return top.globalFrame
    }

    // MARK: Questions

    /// Where the item with `id` is (made or estimated), in the root's space; nil when no item has it.
    func estimatedFrame(of id: AnyHashable) -> CGRect? {
        guard let node, let index = items.index(of: id) else { return nil }
        let start = extents.prefix(index) + (extents.lead(index) ?? (index == 0 ? 0 : estimatedLead))
        let length = extents.prefix(index + 1) - start
        let frame = node.globalFrame
        return axis == .vertical
            ? CGRect(x: frame.minX, y: frame.minY + start, width: frame.width, height: length)
            : CGRect(x: frame.minX + start, y: frame.minY, width: length, height: frame.height)
    }
}

/// The lengths of a lazy container's items along its axis, measured or estimated, with prefix sums in
/// logarithmic time (a Fenwick tree), so a million items cost a few kilobytes until measured and finding
/// the item at an offset takes microseconds. Memory comes zeroed from the system, untouched until used.
final class ExtentIndex {
    let count: Int
    /// Fenwick trees over the extents of measured items and over how many are measured (1-based).
    private let sums: UnsafeMutablePointer<Double>
    private let counts: UnsafeMutablePointer<Int32>
    /// Each measured item's extent and the spacing before it; `flags` says which are measured.
    private let extents: UnsafeMutablePointer<Double>
    private let leads: UnsafeMutablePointer<Double>
    private let flags: UnsafeMutablePointer<UInt8>
    private(set) var measuredCount = 0
    private var measuredTotal: Double = 0

    init(count: Int) {
        self.count = count
        let slots = count + 1
        sums = calloc(slots, MemoryLayout<Double>.stride)!.bindMemory(to: Double.self, capacity: slots)
        counts = calloc(slots, MemoryLayout<Int32>.stride)!.bindMemory(to: Int32.self, capacity: slots)
        extents = calloc(slots, MemoryLayout<Double>.stride)!.bindMemory(to: Double.self, capacity: slots)
        leads = calloc(slots, MemoryLayout<Double>.stride)!.bindMemory(to: Double.self, capacity: slots)
        flags = calloc(slots, 1)!.bindMemory(to: UInt8.self, capacity: slots)
    }

    deinit {
        free(sums)
        free(counts)
        free(extents)
        free(leads)
        free(flags)
    }

    /// The extent assumed for an item not measured: the average of those measured.
    var estimate: Double { measuredCount == 0 ? 0 : measuredTotal / Double(measuredCount) }

    /// The spacing before a measured item; nil when it was not measured.
    func lead(_ index: Int) -> CGFloat? {
        guard index >= 0, index < count, flags[index] != 0 else { return nil }
        return CGFloat(leads[index])
    }

    func set(_ index: Int, lead: CGFloat, extent: CGFloat) {
        guard index >= 0, index < count else { return }
        let new = Double(extent)
        var deltaSum = new, deltaCount: Int32 = 1
        if flags[index] != 0 {
            deltaSum = new - extents[index]
            deltaCount = 0
            if deltaSum == 0 && leads[index] == Double(lead) { return }
        } else {
            flags[index] = 1
            measuredCount += 1
        }
        measuredTotal += deltaSum
        extents[index] = new
        leads[index] = Double(lead)
        var slot = index + 1
        while slot <= count {
            sums[slot] += deltaSum
            counts[slot] += deltaCount
            slot += slot & -slot
        }
    }

    /// The total extent of the items before `index`, estimates included.
    func prefix(_ index: Int) -> CGFloat {
        let end = Swift.min(Swift.max(index, 0), count)
        var sum = 0.0, measured: Int32 = 0
        var slot = end
        while slot > 0 {
            sum += sums[slot]
            measured += counts[slot]
            slot -= slot & -slot
        }
        return CGFloat(sum + Double(end - Int(measured)) * estimate)
    }

    var total: CGFloat { prefix(count) }

    /// The first item that ends after `offset` (the last item when none does).
    func firstItem(endingAfter offset: CGFloat) -> Int {
        guard count > 0 else { return 0 }
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high) / 2
            if prefix(middle + 1) > offset { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
