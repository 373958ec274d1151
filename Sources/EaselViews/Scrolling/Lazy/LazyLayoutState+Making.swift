import EaselLayout
import Foundation

extension LazyLayoutState {
    // MARK: Making the lines in view

    /// One line made in this pass: its views, where it starts along the axis, and its measurements.
    struct Block {
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
    func place(
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
    func makeBlock(_ line: Int, lines: LazyLines, from oldChildren: [LayoutNode], keys: inout Set<BodyKey>) -> Block {
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
    func itemChanged(_ itemScope: BodyNode) {
        made = made.filter { !$0.value.scopes.contains { $0 === itemScope } }
        guard let node, node.isPlaced, let graph else { return }
        // Splicing the container in its own place checks its answers and places it again, which makes
        // the forgotten line anew.
        if graph.splice?(node, node) != true { node.invalidate() }
    }

    /// Moves the headers (and footers) of the sections in view to the edges of the visible range, each
    /// within its own section, making them when their natural place is out of view.
    func pinSections(
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
    /// view's frame (grown into the unsafe area its content shows in), or the root's.
    static func viewport(of node: LayoutNode) -> CGRect {
        var current = node.parent
        var top = node
        while let ancestor = current {
            if let scroll = ancestor.box.layout(as: ScrollViewLayout.self) {
                return scroll.state.visibleFrame(ancestor.globalFrame)
            }
            top = ancestor
            current = ancestor.parent
        }
        return top.globalFrame
    }
}
