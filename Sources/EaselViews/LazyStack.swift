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
            switch state.placements[index] {
            case .at(let origin, let proposal):
                subviews[index].place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: proposal)
            case .aligned(let cell, let alignment, let proposal):
                subviews[index].place(in: cell.offsetBy(dx: bounds.minX, dy: bounds.minY), alignment: alignment, proposal: proposal)
            }
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

/// Marks the graph entry under which a lazy container keeps its items' state.
private enum LazyItemsScope {}
/// Marks the graph node of one made item.
private enum LazyItemScope {}

/// How a lazy container arranges the items of a line: one item per line (stacks), or one per column
/// (grids, whose columns come from their `GridItem`s and the size offered across the axis).
enum LazyArrangement {
    case stack
    case grid(items: [GridItem], cellAlignment: Alignment)
}

/// The lines of a lazy container: an item per line in a stack; in a grid, a section's content items in
/// rows of as many as there are columns, its header and footer a line each.
struct LazyLines {
    /// Consecutive lines made of consecutive items.
    private struct Run {
        var firstLine: Int
        var firstItem: Int
        var itemCount: Int
        var perLine: Int
        var isContent: Bool
    }

    struct SectionLines {
        var header: Int?
        var footer: Int?
        var lines: Range<Int>
    }

    private var runs: [Run] = []
    private(set) var count = 0
    private(set) var sections: [SectionLines] = []

    init(items: LazyItems, perLine: Int) {
        let perLine = Swift.max(1, perLine)
        // Consecutive content items of the same section fill rows together.
        var pendingStart = 0, pendingCount = 0
        func flush() {
            guard pendingCount > 0 else { return }
            let lines = (pendingCount + perLine - 1) / perLine
            runs.append(Run(firstLine: count, firstItem: pendingStart, itemCount: pendingCount, perLine: perLine, isContent: true))
            count += lines
            pendingCount = 0
        }
        var lastSection: Int?? = .none
        for run in items.runs {
            if run.role == .content, lastSection == .some(run.section), pendingCount > 0 {
                pendingCount += run.count
            } else {
                flush()
                if run.role == .content {
                    pendingStart = run.start
                    pendingCount = run.count
                } else {
                    runs.append(Run(firstLine: count, firstItem: run.start, itemCount: run.count, perLine: 1, isContent: false))
                    count += run.count
                }
            }
            lastSection = .some(run.section)
        }
        flush()
        sections = items.sections.map { section in
            let first = line(ofItem: section.items.lowerBound)
            let end = section.items.isEmpty ? first : line(ofItem: section.items.upperBound - 1) + 1
            return SectionLines(header: section.header.map(line(ofItem:)), footer: section.footer.map(line(ofItem:)), lines: first..<end)
        }
    }

    private func run(containingLine line: Int) -> Run {
        var low = 0, high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle].firstLine <= line { low = middle } else { high = middle - 1 }
        }
        return runs[low]
    }

    /// The items of a line.
    func items(ofLine line: Int) -> Range<Int> {
        let run = run(containingLine: line)
        let start = run.firstItem + (line - run.firstLine) * run.perLine
        return start..<Swift.min(start + run.perLine, run.firstItem + run.itemCount)
    }

    /// Whether a line holds content (as opposed to a section's header or footer).
    func isContent(_ line: Int) -> Bool { run(containingLine: line).isContent }

    func line(ofItem item: Int) -> Int {
        var low = 0, high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle].firstItem <= item { low = middle } else { high = middle - 1 }
        }
        let run = runs[low]
        return run.firstLine + (item - run.firstItem) / run.perLine
    }
}

/// Everything a lazy stack or grid knows between passes: its items, what it measured, what it made.
final class LazyStackState {
    struct Shape {
        var name: String
        var axis: Axis
        /// The alignment across the stack's axis.
        var alignment: AlignmentKey
        var spacing: CGFloat?
        var pinned: PinnedScrollableViews
        var arrangement: LazyArrangement = .stack
    }

    let shape: Shape
    let items: LazyItems
    /// Where the items' state lives (nil outside a host).
    private weak var scope: BodyNode?
    private weak var graph: ViewGraph?
    private weak var node: LayoutNode?

    /// What was measured for one size offered across the axis: the columns, the lines, and their lengths
    /// (with the spacing before each).
    private final class Measurements {
        let minor: CGFloat?
        let columns: [(start: CGFloat, width: CGFloat)]
        let lines: LazyLines
        let extents: ExtentIndex
        /// The largest size across the axis of any line measured.
        var largestMinor: CGFloat = 0

        init(minor: CGFloat?, columns: [(start: CGFloat, width: CGFloat)], lines: LazyLines) {
            self.minor = minor
            self.columns = columns
            self.lines = lines
            extents = ExtentIndex(count: lines.count)
        }
    }

    private var measurements: Measurements?
    private var spacingTotal: CGFloat = 0
    private var spacingCount = 0

    /// One made line: its children's positions among the container's children, and its items' graph nodes.
    private struct Made {
        var children: Range<Int>
        var scopes: [BodyNode]
    }

    private var made: [Int: Made] = [:]
    /// Where the last pass put each child, in the container's own coordinates.
    private(set) var placements: [LazyPlacement] = []

    /// Where a made view goes, in the container's own coordinates: a stack's views at an origin the pass
    /// computed, a grid's cells aligned in their cell.
    enum LazyPlacement {
        case at(CGPoint, ProposedViewSize)
        case aligned(CGRect, Alignment, ProposedViewSize)
    }

    /// The most lines one pass makes; a lazy stack outside a scroll view on a huge canvas stops there.
    static let lineLimit = 2_000

    init(shape: Shape, items: LazyItems, scope: BodyNode?, graph: ViewGraph?) {
        self.shape = shape
        self.items = items
        self.scope = scope
        self.graph = graph
    }

    static func makeContainer<Content: View>(
        _ shape: Shape, content: Content, inputs: _ViewInputs, decorate: ((LazyItems) -> Void)? = nil
    ) -> LayoutNode {
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
        decorate?(items)
        let state = LazyStackState(shape: shape, items: items, scope: scope, graph: inputs.graph)
        let node = inputs.makeNode(LazyStackLayout(state: state))
        node.lazyChildren = { node in state.makeItemsInView(of: node) }
        state.node = node
        return node
    }

    private var axis: Axis { shape.axis }

    /// The columns (of a vertical grid; rows of a horizontal one) for a size offered across the axis, and
    /// how many items a line holds.
    private func columns(minor: CGFloat?) -> [(start: CGFloat, width: CGFloat)] {
        guard case .grid(let gridItems, _) = shape.arrangement else {
            return [(0, minor.flatMap { $0.isFinite ? $0 : nil } ?? 0)]
        }
        return GridItem.resolve(gridItems, in: minor)
    }

    private func measurements(for minor: CGFloat?) -> Measurements {
        if let measurements, measurements.minor == minor { return measurements }
        let columns = columns(minor: minor)
        let perLine = if case .grid = shape.arrangement { columns.count } else { 1 }
        return Measurements(minor: minor, columns: columns, lines: LazyLines(items: items, perLine: perLine))
    }

    // MARK: Sizing

    /// Along the axis: the measured and estimated length of every line. Across it: for a stack the
    /// proposal (a lazy stack takes the width it is offered; spec §9, an observed difference from VStack),
    /// or the widest item measured when the proposal is nil or infinite; for a grid its columns.
    func size(for proposal: ProposedViewSize) -> CGSize {
        let minor = proposal[axis.other]
        let length: CGFloat
        let widest: CGFloat
        let measured = measurements(for: minor)
        if measured === measurements, measured.extents.measuredCount > 0 || measured.lines.count == 0 {
            length = measured.extents.total
            widest = measured.largestMinor
        } else {
            let sample = self.sample(measured)
            widest = sample.largestMinor
            if measurements == nil {
                // The first measurements seed the index that placement refines.
                measurements = measured
                seed(measured, with: sample)
                length = measured.extents.total
            } else {
                let total = sample.entries.reduce(0) { $0 + $1.lead + $1.length }
                let average = sample.entries.isEmpty ? 0 : total / CGFloat(sample.entries.count)
                length = total + average * CGFloat(measured.lines.count - sample.entries.count)
            }
        }
        if isGrid { return CGSize(axis, major: length, minor: gridMinor(measured)) }
        let across: CGFloat = if let minor, minor.isFinite { minor } else { widest }
        return CGSize(axis, major: length, minor: across)
    }

    private func seed(_ measured: Measurements, with sample: (entries: [(lead: CGFloat, length: CGFloat)], largestMinor: CGFloat)) {
        for (line, entry) in sample.entries.enumerated() {
            measured.extents.set(line, lead: entry.lead, extent: entry.lead + entry.length, isTypical: measured.lines.isContent(line))
        }
        measured.largestMinor = sample.largestMinor
    }

    /// The first few lines measured with nodes made for the purpose and thrown away (no state, no
    /// lifecycle): enough to estimate the rest.
    private func sample(_ measured: Measurements) -> (entries: [(lead: CGFloat, length: CGFloat)], largestMinor: CGFloat) {
        var entries: [(lead: CGFloat, length: CGFloat)] = []
        var widest: CGFloat = 0
        var previous: LayoutNode?
        var covered: CGFloat = 0
        var line = 0
        while line < measured.lines.count, line < 20 || (line < 200 && covered < 1000) {
            var nodes: [LayoutNode] = []
            for index in measured.lines.items(ofLine: line) {
                let item = items.item(index)
                var inputs = item.inputs
                inputs.graph = nil
                inputs.owner = nil
                nodes += item.make(inputs)
            }
            let block = measure(nodes, line: line, in: measured, after: previous)
            entries.append((block.lead, block.length))
            covered += block.lead + block.length
            widest = Swift.max(widest, block.minor)
            previous = nodes.last ?? previous
            line += 1
        }
        return (entries, widest)
    }

    /// What a cell (or a stack's item) of `line` is proposed: its column's size across the axis, nothing
    /// along it.
    private var isGrid: Bool {
        if case .grid = shape.arrangement { return true }
        return false
    }

    /// Whether a line is a row of a grid's cells.
    private func isGridRow(_ line: Int, in measured: Measurements) -> Bool {
        isGrid && measured.lines.isContent(line)
    }

    /// The size of a grid across its axis: its columns and the spacing between them.
    private func gridMinor(_ measured: Measurements) -> CGFloat {
        measured.columns.last.map { $0.start + $0.width } ?? 0
    }

    private func proposal(forCell cell: Int, line: Int, in measured: Measurements) -> ProposedViewSize {
        if isGridRow(line, in: measured) {
            return ProposedViewSize(axis, major: nil, minor: measured.columns[cell % measured.columns.count].width)
        }
        // A stack's items, and a grid's headers and footers, are offered the whole size across.
        if isGrid { return ProposedViewSize(axis, major: nil, minor: gridMinor(measured)) }
        return ProposedViewSize(axis, major: nil, minor: measured.minor)
    }

    /// The length of a line (a stack's item: its views end to end; a grid's row: its tallest cell), the
    /// spacing before it (from `previous`, the last view of the line before), and its size across.
    private func measure(_ nodes: [LayoutNode], line: Int, in measured: Measurements, after previous: LayoutNode?)
        -> (lead: CGFloat, length: CGFloat, minor: CGFloat, sizes: [CGSize])
    {
        guard let first = nodes.first else { return (0, 0, 0, []) }
        let sizes = nodes.indices.map { nodes[$0].sizeThatFits(proposal(forCell: $0, line: line, in: measured)) }
        let lead = previous.map { gap($0, first) } ?? 0
        if isGridRow(line, in: measured) {
            return (lead, sizes.map { $0[axis] }.max() ?? 0, gridMinor(measured), sizes)
        }
        var length: CGFloat = 0
        for index in nodes.indices {
            if index > 0 { length += gap(nodes[index - 1], nodes[index]) }
            length += sizes[index][axis]
        }
        return (lead, length, sizes.map { $0[axis.other] }.max() ?? 0, sizes)
    }

    private func gap(_ before: LayoutNode, _ after: LayoutNode) -> CGFloat {
        if let spacing = shape.spacing { return spacing }
        // Grids put the standard spacing between rows; stacks follow their views' preferences.
        if case .grid = shape.arrangement { return ViewSpacing.defaultValue }
        return before.spacing.distance(to: after.spacing, along: axis)
    }

    /// The spacing expected before a line whose predecessor was not made.
    private var estimatedLead: CGFloat {
        shape.spacing ?? (spacingCount > 0 ? spacingTotal / CGFloat(spacingCount) : ViewSpacing.defaultValue)
    }

    /// The spacing before a line: as measured, else estimated (none before the first).
    private func lead(_ line: Int, in extents: ExtentIndex) -> CGFloat {
        extents.lead(line) ?? (line == 0 ? 0 : estimatedLead)
    }

    /// Where a line starts along the axis, from what is measured and estimated before it.
    private func start(_ line: Int, in extents: ExtentIndex) -> CGFloat {
        extents.prefix(line) + lead(line, in: extents)
    }

    // MARK: Making the lines in view

    /// One line made in this pass: its views, where it starts along the axis, and its measurements.
    private struct Block {
        var line: Int
        var nodes: [LayoutNode]
        var sizes: [CGSize] = []
        var start: CGFloat = 0
        var length: CGFloat = 0
        var scopes: [BodyNode]
        var pinned = false
    }

    /// Chooses, makes and measures the lines that the enclosing scroll view shows (with the pinned
    /// headers and footers of their sections), and says where each view goes; lines made before and still
    /// in view keep their views. Called when the container is placed, with its frame known.
    func makeItemsInView(of node: LayoutNode) -> [LayoutNode] {
        self.node = node
        let frame = node.globalFrame
        let minor = node.placedProposal[axis.other]
        if measurements?.minor != .some(minor) || measurements == nil {
            let fresh = measurements(for: minor)
            // Nothing measured means nothing to find lines by: the first few are measured first.
            seed(fresh, with: sample(fresh))
            measurements = fresh
            made = [:]
        }
        guard let measured = measurements else { return [] }
        let lines = measured.lines, extents = measured.extents
        let reportedLength = frame.size[axis]
        let viewport = Self.viewport(of: node)
        let visibleStart = Swift.max(0, viewport.origin[axis] - frame.origin[axis])
        let visibleEnd = viewport.origin[axis] + viewport.size[axis] - frame.origin[axis]
        let oldChildren = node.children
        var keys = Set<BodyKey>()
        var blocks: [Block] = []

        if lines.count > 0, visibleEnd > visibleStart, viewport.size[axis.other] > 0 {
            var line = extents.firstItem(endingAfter: visibleStart)
            var cursor = start(line, in: extents)
            var previous: LayoutNode?
            while line < lines.count {
                // The next line starts at least the spacing further on (more with a stack's default
                // spacing, known only once it is made: at most one line just past the edge is made).
                if !blocks.isEmpty, cursor + (shape.spacing ?? 0) >= visibleEnd { break }
                if blocks.count >= Self.lineLimit {
                    graph?.diagnose(
                        "\(shape.name) made \(Self.lineLimit) lines in one pass and stopped; the rest are not shown",
                        at: scope, fix: "put the lazy container in a ScrollView, which shows only what fits in it")
                    break
                }
                var block = makeBlock(line, lines: lines, from: oldChildren, keys: &keys)
                let result = measure(block.nodes, line: line, in: measured, after: previous)
                if previous != nil, !block.nodes.isEmpty {
                    cursor += result.lead
                    if shape.spacing == nil {
                        spacingTotal += result.lead
                        spacingCount += 1
                    }
                }
                let lead = block.nodes.isEmpty ? 0 : previous == nil ? lead(line, in: extents) : result.lead
                block.start = cursor
                block.length = result.length
                block.sizes = result.sizes
                extents.set(line, lead: lead, extent: lead + result.length, isTypical: lines.isContent(line))
                measured.largestMinor = Swift.max(measured.largestMinor, result.minor)
                cursor += result.length
                previous = block.nodes.last ?? previous
                blocks.append(block)
                line += 1
            }
            pinSections(&blocks, in: measured, from: oldChildren, keys: &keys, visible: visibleStart..<visibleEnd)
        }

        // The new children: lines in order, pinned headers and footers last, so they are drawn on top.
        var children: [LayoutNode] = []
        var newPlacements: [LazyPlacement] = []
        var newMade: [Int: Made] = [:]
        for block in blocks.filter({ !$0.pinned }) + blocks.filter(\.pinned) {
            let start = children.count
            place(block, in: measured, containerMinor: frame.size[axis.other], children: &children, placements: &newPlacements)
            newMade[block.line] = Made(children: start..<children.count, scopes: block.scopes)
        }
        // Items no longer in view leave the tree (and the graph, with their state and onDisappear).
        if let scope, let graph {
            let kept = Set(newMade.values.flatMap { $0.scopes.map(ObjectIdentifier.init) })
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

    /// Where each view of a line goes: a stack's one after the other, aligned across the axis; a grid
    /// row's in their columns, aligned in their cells.
    private func place(
        _ block: Block, in measured: Measurements, containerMinor: CGFloat, children: inout [LayoutNode],
        placements: inout [LazyPlacement]
    ) {
        if isGridRow(block.line, in: measured), case .grid(let gridItems, let cellAlignment) = shape.arrangement {
            for (offset, child) in block.nodes.enumerated() {
                let column = measured.columns[offset % measured.columns.count]
                let proposal = proposal(forCell: offset, line: block.line, in: measured)
                let alignment = gridItems.indices.contains(offset % gridItems.count)
                    ? (gridItems[offset % gridItems.count].alignment ?? cellAlignment) : cellAlignment
                let cell = CGRect(
                    origin: CGPoint(axis, major: block.start, minor: column.start),
                    size: CGSize(axis, major: block.length, minor: column.width))
                children.append(child)
                placements.append(.aligned(cell, alignment, proposal))
            }
            return
        }
        var position = block.start
        let proposal = proposal(forCell: 0, line: block.line, in: measured)
        let across = isGrid ? gridMinor(measured) : containerMinor
        let containerGuide = shape.alignment.defaultValue(
            in: ViewDimensions(size: CGSize(axis, major: 0, minor: across), node: nil, proposal: .unspecified))
        for (offset, child) in block.nodes.enumerated() {
            if offset > 0 { position += gap(block.nodes[offset - 1], child) }
            let size = block.sizes[offset]
            let childGuide = child.guide(shape.alignment, size: size, proposal: proposal)
            children.append(child)
            placements.append(.at(CGPoint(axis, major: position, minor: containerGuide - childGuide), proposal))
            position += size[axis]
        }
    }

    /// Makes line `line` (each of its items under a graph node of its own), or takes its views from the
    /// last pass.
    private func makeBlock(_ line: Int, lines: LazyLines, from oldChildren: [LayoutNode], keys: inout Set<BodyKey>) -> Block {
        if let previous = made[line], previous.children.upperBound <= oldChildren.count {
            for itemScope in previous.scopes { keys.insert(BodyKey(path: itemScope.inputs.path, scope: scope?.inputs.path)) }
            return Block(line: line, nodes: Array(oldChildren[previous.children]), scopes: previous.scopes)
        }
        var nodes: [LayoutNode] = []
        var scopes: [BodyNode] = []
        for index in lines.items(ofLine: line) {
            var item = items.item(index)
            guard let scope, let graph else {
                nodes += item.make(item.inputs)
                continue
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
            let itemScope = graph.entry(key, in: scope, type: LazyItemScope.self, inputs: item.inputs)
            itemScope.reevaluate = { [weak self] itemScope in
                self?.itemChanged(itemScope)
                return []
            }
            var inputs = item.inputs
            inputs.owner = itemScope
            let make = item.make
            nodes += graph.make(in: itemScope) { make(inputs) }
            scopes.append(itemScope)
        }
        return Block(line: line, nodes: nodes, scopes: scopes)
    }

    /// State an item's content read changed: its line is made again, and the container placed again.
    private func itemChanged(_ itemScope: BodyNode) {
        made = made.filter { !$0.value.scopes.contains { $0 === itemScope } }
        guard let node, node.isPlaced, let graph else { return }
        // Splicing the container in its own place checks its answers and places it again, which makes
        // the forgotten line anew.
        if graph.splice?(node, node) != true { node.invalidate() }
    }

    /// Moves the headers (and footers) of the sections in view to the edges of the visible range, each
    /// within its own section, making them when their natural place is out of view.
    private func pinSections(
        _ blocks: inout [Block], in measured: Measurements, from oldChildren: [LayoutNode], keys: inout Set<BodyKey>,
        visible: Range<CGFloat>
    ) {
        guard !shape.pinned.isEmpty, let firstLine = blocks.first?.line, let lastLine = blocks.last?.line else { return }
        let extents = measured.extents
        func start(of line: Int) -> CGFloat {
            blocks.first { $0.line == line }?.start ?? self.start(line, in: extents)
        }
        func end(of line: Int) -> CGFloat {
            if let block = blocks.first(where: { $0.line == line }) { return block.start + block.length }
            return extents.prefix(line + 1)
        }
        func block(for line: Int) -> Int {
            if let existing = blocks.firstIndex(where: { $0.line == line }) { return existing }
            var made = makeBlock(line, lines: measured.lines, from: oldChildren, keys: &keys)
            let result = measure(made.nodes, line: line, in: measured, after: nil)
            made.sizes = result.sizes
            made.length = result.length
            made.start = start(of: line)
            let lead = made.nodes.isEmpty ? 0 : lead(line, in: extents)
            extents.set(line, lead: lead, extent: lead + result.length, isTypical: measured.lines.isContent(line))
            blocks.append(made)
            return blocks.count - 1
        }
        for section in measured.lines.sections where section.lines.overlaps(firstLine..<(lastLine + 1)) {
            let sectionStart = start(of: section.lines.lowerBound)
            let sectionEnd = end(of: section.lines.upperBound - 1)
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
            if ancestor.box.layout(as: ScrollViewLayout.self) != nil { return ancestor.globalFrame }
            top = ancestor
            current = ancestor.parent
        }
        return top.globalFrame
    }

    // MARK: Questions

    /// Where the line holding the item with `id` is (made or estimated), in the root's space; nil when no
    /// item has it.
    func estimatedFrame(of id: AnyHashable) -> CGRect? {
        guard let node, let measured = measurements, let index = items.index(of: id) else { return nil }
        let line = measured.lines.line(ofItem: index)
        let extents = measured.extents
        let start = start(line, in: extents)
        let length = extents.prefix(line + 1) - start
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
    /// The extents that make the estimate: content lines only, so a header does not skew the rows'.
    private var typicalTotal: Double = 0
    private var typicalCount = 0
    private let typical: UnsafeMutablePointer<UInt8>

    init(count: Int) {
        self.count = count
        let slots = count + 1
        var mapped: [(UnsafeMutableRawPointer, Int)] = []
        sums = Self.zeroed(slots, &mapped)
        counts = Self.zeroed(slots, &mapped)
        extents = Self.zeroed(slots, &mapped)
        leads = Self.zeroed(slots, &mapped)
        flags = Self.zeroed(slots, &mapped)
        typical = Self.zeroed(slots, &mapped)
        self.mapped = mapped
    }

    /// The arrays that were mapped (with their sizes); the others came from the allocator.
    private let mapped: [(UnsafeMutableRawPointer, Int)]

    deinit {
        for pointer in [UnsafeMutableRawPointer(sums), UnsafeMutableRawPointer(counts), UnsafeMutableRawPointer(extents),
            UnsafeMutableRawPointer(leads), UnsafeMutableRawPointer(flags), UnsafeMutableRawPointer(typical)]
        {
            if let mapping = mapped.first(where: { $0.0 == pointer }) {
                munmap(pointer, mapping.1)
            } else {
                free(pointer)
            }
        }
    }

    /// Large arrays are mapped straight from the system, whose pages are zero until written: a million
    /// lines cost nothing until measured (the allocator would clear its recycled memory instead).
    private static let mappingThreshold = 1 << 16

    private static func zeroed<T>(_ count: Int, _ mapped: inout [(UnsafeMutableRawPointer, Int)]) -> UnsafeMutablePointer<T> {
        let bytes = count * MemoryLayout<T>.stride
        if bytes >= mappingThreshold,
            let mapping = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
            mapping != MAP_FAILED
        {
            mapped.append((mapping, bytes))
            return mapping.bindMemory(to: T.self, capacity: count)
        }
        return calloc(count, MemoryLayout<T>.stride)!.bindMemory(to: T.self, capacity: count)
    }

    /// The extent assumed for a line not measured: the average of the content lines measured (of all
    /// lines measured when no content line is).
    var estimate: Double {
        if typicalCount > 0 { return typicalTotal / Double(typicalCount) }
        return measuredCount == 0 ? 0 : Double(measuredSum()) / Double(measuredCount)
    }

    /// The sum of the measured extents.
    private func measuredSum() -> CGFloat {
        var sum = 0.0
        var slot = count
        while slot > 0 {
            sum += sums[slot]
            slot -= slot & -slot
        }
        return CGFloat(sum)
    }

    /// The spacing before a measured item; nil when it was not measured.
    func lead(_ index: Int) -> CGFloat? {
        guard index >= 0, index < count, flags[index] != 0 else { return nil }
        return CGFloat(leads[index])
    }

    /// Records a line's extent; `isTypical` says whether it counts toward the estimate for the others.
    func set(_ index: Int, lead: CGFloat, extent: CGFloat, isTypical: Bool = true) {
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
            if isTypical {
                typical[index] = 1
                typicalCount += 1
            }
        }
        if typical[index] != 0 { typicalTotal += deltaSum }
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
