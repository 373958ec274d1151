import EaselLayout
import Foundation

extension LazyLayoutState {
    // MARK: Sizing

    /// Along the axis: the measured and estimated length of every line. Across it: for a stack the
    /// proposal (a lazy stack takes the width it is offered; LayoutRules §9, an observed difference from VStack),
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

    func seed(_ measured: Measurements, with sample: (entries: [(lead: CGFloat, length: CGFloat)], largestMinor: CGFloat)) {
        for (line, entry) in sample.entries.enumerated() {
            measured.extents.set(line, lead: entry.lead, extent: entry.lead + entry.length, isTypical: measured.lines.isContent(line))
        }
        measured.largestMinor = sample.largestMinor
    }

    /// The first few lines measured with nodes made for the purpose and thrown away (no state, no
    /// lifecycle): enough to estimate the rest.
    func sample(_ measured: Measurements) -> (entries: [(lead: CGFloat, length: CGFloat)], largestMinor: CGFloat) {
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
    var isGrid: Bool {
        if case .grid = shape.arrangement { return true }
        return false
    }

    /// Whether a line is a row of a grid's cells.
    func isGridRow(_ line: Int, in measured: Measurements) -> Bool {
        isGrid && measured.lines.isContent(line)
    }

    /// The size of a grid across its axis: its columns and the spacing between them.
    func gridMinor(_ measured: Measurements) -> CGFloat {
        measured.columns.last.map { $0.start + $0.width } ?? 0
    }

    func proposal(forCell cell: Int, line: Int, in measured: Measurements) -> ProposedViewSize {
        if isGridRow(line, in: measured) {
            return ProposedViewSize(axis, major: nil, minor: measured.columns[cell % measured.columns.count].width)
        }
        // A stack's items, and a grid's headers and footers, are offered the whole size across.
        if isGrid { return ProposedViewSize(axis, major: nil, minor: gridMinor(measured)) }
        return ProposedViewSize(axis, major: nil, minor: measured.minor)
    }

    /// The length of a line (a stack's item: its views end to end; a grid's row: its tallest cell), the
    /// spacing before it (from `previous`, the last view of the line before), and its size across.
    func measure(_ nodes: [LayoutNode], line: Int, in measured: Measurements, after previous: LayoutNode?)
        -> (lead: CGFloat, length: CGFloat, minor: CGFloat, sizes: [CGSize])
    {
        guard let first = nodes.first else { return (0, 0, 0, []) }
        // The line was made just now, while placing: measured with room on the stack for however deep it is.
        let sizes = DeepStack.withRoom(levels: nodes.lazy.map(\.height).max() ?? 0) {
            nodes.indices.map { nodes[$0].sizeThatFits(proposal(forCell: $0, line: line, in: measured)) }
        }
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

    func gap(_ before: LayoutNode, _ after: LayoutNode) -> CGFloat {
        // Grids put the standard spacing between rows; stacks follow their views' preferences, as stacks do.
        if shape.spacing == nil, case .grid = shape.arrangement { return ViewSpacing.defaultValue }
        // Spacing is asked down each view's chain of modifiers: with room for lines made just now, however deep.
        return DeepStack.withRoom(levels: Swift.max(before.height, after.height)) {
            before.gap(to: after, along: axis, spacing: shape.spacing)
        }
    }

    /// The spacing expected before a line whose predecessor was not made.
    var estimatedLead: CGFloat {
        shape.spacing ?? (spacingCount > 0 ? spacingTotal / CGFloat(spacingCount) : ViewSpacing.defaultValue)
    }

    /// The spacing before a line: as measured, else estimated (none before the first).
    func lead(_ line: Int, in extents: ExtentIndex) -> CGFloat {
        extents.lead(line) ?? (line == 0 ? 0 : estimatedLead)
    }

    /// Where a line starts along the axis, from what is measured and estimated before it.
    func start(_ line: Int, in extents: ExtentIndex) -> CGFloat {
        extents.prefix(line) + lead(line, in: extents)
    }
}
