import EaselLayout
import Foundation

/// A container view that arranges other views in a two-dimensional layout (spec §10).
///
/// Each `GridRow` is a row; its views are the cells of consecutive columns (a cell given
/// `gridCellColumns(_:)` spans several). A view placed directly in the grid, outside any row, is a row of
/// one cell spanning every column. There are as many columns as the longest row has cells; shorter rows
/// leave their trailing cells empty.
///
/// Columns are sized like the children of an `HStack` (the least flexible first, each offered an equal
/// share of what is left, as wide as its widest cell), then rows like the children of a `VStack` (as tall
/// as their tallest cell); so every column is as wide as its widest cell, every row as tall as its
/// tallest, and flexible cells take what is left. A cell spanning columns that needs more than they give
/// widens them equally. Cells are aligned within their column and row by the grid's alignment, a column's
/// `gridColumnAlignment(_:)`, a row's alignment, or the cell's `gridCellAnchor(_:)`.
public struct Grid<Content: View>: View {
    public typealias Body = Never

    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("Grid")
        // Easel's guess for the platform default: the standard 8 points between cells, both ways.
        let geometry = GridGeometry(
            alignment: view.alignment, spacing: CGSize(
                width: view.horizontalSpacing ?? ViewSpacing.defaultValue,
                height: view.verticalSpacing ?? ViewSpacing.defaultValue))
        var contentInputs = inputs.children(of: VStackLayout.self)
        contentInputs.grid = geometry
        let rows = view.content.makeNodes(inputs: contentInputs)
        outputs.append(inputs.makeNode(GridLayout(geometry: geometry), children: rows))
    }
}

/// A horizontal row in a two-dimensional grid container.
public struct GridRow<Content: View>: View {
    public typealias Body = Never

    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("GridRow")
        guard let geometry = inputs.grid else {
            // Outside a grid, a row is a horizontal stack (SwiftUI's documentation says it acts like one).
            _LayoutRoot._makeView(view: _LayoutRoot(layout: HStackLayout(), content: view.content, name: nil), inputs: inputs, outputs: &outputs)
            return
        }
        var cellInputs = inputs.children(of: HStackLayout.self)
        cellInputs.grid = nil
        let cells = view.content.makeNodes(inputs: cellInputs)
        outputs.append(inputs.makeNode(GridRowLayout(geometry: geometry, alignment: view.alignment), children: cells))
    }
}

extension View {
    /// Tells a view that acts as a cell in a grid to span the specified number of columns.
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(NodeMarkingModifier { $0.traits.setValue(count, for: GridCellColumnsKey.self) })
    }

    /// Overrides the default horizontal alignment of the grid column that the view appears in.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(NodeMarkingModifier { $0.traits.setValue(guide, for: GridColumnAlignmentKey.self) })
    }

    /// Asks grid layouts not to offer the view extra size in the specified axes: it takes the size the
    /// other cells of its row or column give, without asking for more.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(NodeMarkingModifier { $0.traits.setValue(axes, for: GridCellUnsizedAxesKey.self) })
    }

    /// Specifies a custom alignment anchor for a view that acts as a grid cell.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(NodeMarkingModifier { $0.traits.setValue(anchor, for: GridCellAnchorKey.self) })
    }
}

struct GridCellColumnsKey: LayoutValueKey {
    static let defaultValue = 1
}

struct GridColumnAlignmentKey: LayoutValueKey {
    static let defaultValue: HorizontalAlignment? = nil
}

struct GridCellUnsizedAxesKey: LayoutValueKey {
    static let defaultValue: Axis.Set = []
}

struct GridCellAnchorKey: LayoutValueKey {
    static let defaultValue: UnitPoint? = nil
}

/// Where a grid's columns and rows went for the proposal it was last placed with; its rows read it to
/// place their cells.
final class GridGeometry {
    let alignment: Alignment
    let spacing: CGSize
    /// Column offsets and widths, from the grid's leading edge.
    var columns: [(start: CGFloat, width: CGFloat)] = []
    var columnAlignments: [HorizontalAlignment] = []

    init(alignment: Alignment, spacing: CGSize) {
        self.alignment = alignment
        self.spacing = spacing
    }
}

/// One cell of the grid, and where it is.
private struct GridCell {
    let node: LayoutNode
    let row: Int
    let column: Int
    let span: Int
    let unsized: Axis.Set
}

/// The cells of a grid's rows, by column.
private struct GridCells {
    var cells: [GridCell] = []
    var columnCount = 0
    /// Rows that are not GridRows: one view across every column.
    var spanningRows: Set<Int> = []

    init(rows: [LayoutNode]) {
        for (rowIndex, row) in rows.enumerated() {
            guard row.box.layout(as: GridRowLayout.self) != nil else {
                spanningRows.insert(rowIndex)
                continue
            }
            var column = 0
            for cell in row.children {
                let span = Swift.max(1, cell.traits.value(for: GridCellColumnsKey.self))
                cells.append(GridCell(
                    node: cell, row: rowIndex, column: column, span: span,
                    unsized: cell.traits.value(for: GridCellUnsizedAxesKey.self)))
                column += span
            }
            columnCount = Swift.max(columnCount, column)
        }
        columnCount = Swift.max(columnCount, spanningRows.isEmpty ? 0 : 1)
    }
}

/// The layout of a `Grid`: sizes columns and rows, and places each row across the grid.
struct GridLayout: Layout, BuiltinLayout {
    let geometry: GridGeometry

    static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .vertical) }

    var name: String { "Grid" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let solved = solve(proposal, subviews.nodesInRange)
        return solved.size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let solved = solve(proposal, subviews.nodesInRange)
        var start: CGFloat = 0
        geometry.columns = solved.widths.map { width in
            defer { start += width + geometry.spacing.width }
            return (start, width)
        }
        geometry.columnAlignments = solved.columnAlignments
        var y = bounds.minY
        for (index, subview) in subviews.enumerated() {
            let height = solved.heights[index]
            let rowProposal = ProposedViewSize(width: bounds.width, height: height)
            if subview.node.box.layout(as: GridRowLayout.self) != nil {
                subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: rowProposal)
            } else {
                // A view across the whole grid, aligned in it as a cell is.
                let frame = CGRect(x: bounds.minX, y: y, width: bounds.width, height: height)
                GridRowLayout.place(subview, in: frame, alignment: geometry.alignment)
            }
            y += height + geometry.spacing.height
        }
    }

    /// Column widths and row heights for a proposal.
    private func solve(_ proposal: ProposedViewSize, _ rows: [LayoutNode])
        -> (size: CGSize, widths: [CGFloat], heights: [CGFloat], columnAlignments: [HorizontalAlignment])
    {
        let grid = GridCells(rows: rows)
        let columnCount = grid.columnCount
        let spacing = geometry.spacing
        var alignments = Array(repeating: geometry.alignment.horizontal, count: columnCount)
        for cell in grid.cells.reversed() {
            if let alignment = cell.node.traits.value(for: GridColumnAlignmentKey.self) { alignments[cell.column] = alignment }
        }

        // Columns, like an HStack's children: least flexible first, each offered an equal share of the rest.
        var widths = Array(repeating: CGFloat(0), count: columnCount)
        let totalSpacing = spacing.width * CGFloat(Swift.max(0, columnCount - 1))
        let singles = grid.cells.filter { $0.span == 1 && !$0.unsized.contains(.horizontal) }
        var byColumn = Array(repeating: [LayoutNode](), count: columnCount)
        for cell in singles { byColumn[cell.column].append(cell.node) }
        if let available = proposal.width {
            func width(_ column: Int, _ offer: CGFloat) -> CGFloat {
                byColumn[column].map { $0.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width }.max() ?? 0
            }
            let flexibility = (0..<columnCount).map { width($0, .infinity) - width($0, 0) }
            let order = (0..<columnCount).sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
            var remaining = Swift.max(0, available - totalSpacing)
            for (position, column) in order.enumerated() {
                let share = remaining / CGFloat(columnCount - position)
                widths[column] = width(column, share)
                remaining = Swift.max(0, remaining - widths[column])
            }
        } else {
            for column in 0..<columnCount {
                widths[column] = byColumn[column].map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
            }
        }
        // Cells spanning several columns (and views across the grid) widen their columns when they need to.
        var spanning: [(node: LayoutNode, columns: Range<Int>)] = grid.cells
            .filter { $0.span > 1 && !$0.unsized.contains(.horizontal) }
            .map { ($0.node, $0.column..<Swift.min(columnCount, $0.column + $0.span)) }
        for index in grid.spanningRows.sorted() where rows[index].traits.value(for: GridCellUnsizedAxesKey.self).contains(.horizontal) == false {
            spanning.append((rows[index], 0..<columnCount))
        }
        for (node, columns) in spanning where !columns.isEmpty {
            let current = columns.reduce(0) { $0 + widths[$1] } + spacing.width * CGFloat(columns.count - 1)
            let offer = proposal.width.map { Swift.max(current, $0 - (widths.reduce(0, +) + totalSpacing) + current) }
            let wanted = node.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
            if wanted > current {
                for column in columns { widths[column] += (wanted - current) / CGFloat(columns.count) }
            }
        }
        let gridWidth = widths.reduce(0, +) + totalSpacing

        // Rows, like a VStack's children, each as tall as its tallest cell at its columns' width.
        func cellsOfRow(_ row: Int) -> [(LayoutNode, CGFloat)] {
            if grid.spanningRows.contains(row) {
                if rows[row].traits.value(for: GridCellUnsizedAxesKey.self).contains(.vertical) { return [] }
                return [(rows[row], gridWidth)]
            }
            return grid.cells.filter { $0.row == row && !$0.unsized.contains(.vertical) }.map { cell in
                let columns = cell.column..<Swift.min(columnCount, cell.column + cell.span)
                return (cell.node, columns.reduce(0) { $0 + widths[$1] } + spacing.width * CGFloat(Swift.max(0, columns.count - 1)))
            }
        }
        func height(_ row: Int, _ offer: CGFloat?) -> CGFloat {
            cellsOfRow(row).map { $0.0.sizeThatFits(ProposedViewSize(width: $0.1, height: offer)).height }.max() ?? 0
        }
        let rowCount = rows.count
        var heights = Array(repeating: CGFloat(0), count: rowCount)
        let totalRowSpacing = spacing.height * CGFloat(Swift.max(0, rowCount - 1))
        if let available = proposal.height {
            let flexibility = (0..<rowCount).map { height($0, .infinity) - height($0, 0) }
            let order = (0..<rowCount).sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
            var remaining = Swift.max(0, available - totalRowSpacing)
            for (position, row) in order.enumerated() {
                heights[row] = height(row, remaining / CGFloat(rowCount - position))
                remaining = Swift.max(0, remaining - heights[row])
            }
        } else {
            for row in 0..<rowCount { heights[row] = height(row, nil) }
        }
        let size = CGSize(width: gridWidth, height: heights.reduce(0, +) + totalRowSpacing)
        return (size, widths, heights, alignments)
    }
}

/// The layout of a `GridRow` inside a grid: as wide as the grid, as tall as the row; each cell placed in
/// its columns by the geometry the grid just computed.
struct GridRowLayout: Layout, BuiltinLayout {
    let geometry: GridGeometry
    let alignment: VerticalAlignment?

    static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .horizontal) }

    var name: String { "GridRow" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        // Only the grid asks, with the row's size.
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let columns = geometry.columns
        var column = 0
        for subview in subviews {
            let span = Swift.max(1, subview[GridCellColumnsKey.self])
            guard column < columns.count else { break }
            let last = Swift.min(columns.count, column + span) - 1
            let start = columns[column].start
            let width = columns[last].start + columns[last].width - start
            let frame = CGRect(x: bounds.minX + start, y: bounds.minY, width: width, height: bounds.height)
            let alignment = Alignment(
                horizontal: geometry.columnAlignments.indices.contains(column) ? geometry.columnAlignments[column] : geometry.alignment.horizontal,
                vertical: self.alignment ?? geometry.alignment.vertical)
            Self.place(subview, in: frame, alignment: alignment)
            column += span
        }
    }

    /// Places a cell in `frame`, proposing the frame's size: at its anchor if it has one, else with its
    /// alignment guides on the frame's.
    static func place(_ subview: LayoutSubview, in frame: CGRect, alignment: Alignment) {
        let proposal = ProposedViewSize(frame.size)
        guard let anchor = subview[GridCellAnchorKey.self] else {
            subview.place(in: frame, alignment: alignment, proposal: proposal)
            return
        }
        let size = subview.sizeThatFits(proposal)
        subview.place(
            at: CGPoint(x: frame.minX + anchor.x * (frame.width - size.width), y: frame.minY + anchor.y * (frame.height - size.height)),
            proposal: proposal)
    }
}
