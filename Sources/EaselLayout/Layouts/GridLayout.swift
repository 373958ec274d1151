import Foundation

package struct GridCellColumnsKey: LayoutValueKey {
    package static let defaultValue = 1
}

package struct GridColumnAlignmentKey: LayoutValueKey {
    package static let defaultValue: HorizontalAlignment? = nil
}

package struct GridCellUnsizedAxesKey: LayoutValueKey {
    package static let defaultValue: Axis.Set = []
}

package struct GridCellAnchorKey: LayoutValueKey {
    package static let defaultValue: UnitPoint? = nil
}

/// Where a grid's columns and rows went for the proposal it was last placed with; its rows read it to
/// place their cells.
package final class GridGeometry {
    let alignment: Alignment
    let spacing: CGSize
    /// Column offsets and widths, from the grid's leading edge.
    var columns: [(start: CGFloat, width: CGFloat)] = []
    var columnAlignments: [HorizontalAlignment] = []

    package init(alignment: Alignment, spacing: CGSize) {
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

/// The layout of a `Grid` (LayoutRules §10): sizes columns and rows, and places each row across the grid.
///
/// 1. Each `GridRow` child is a row whose children are cells of consecutive columns (a cell spans
///    `gridCellColumns` of them); any other child is a row of one cell across every column. There are as many
///    columns as the longest row has cells.
/// 2. Columns are sized as an `HStack` sizes its children: the least flexible first, each offered an equal
///    share of the width left after the spacing, and as wide as its widest single-column cell.
/// 3. Cells spanning several columns (and views across the grid) widen their columns equally when they need
///    more than those columns give.
/// 4. Rows are sized as a `VStack` sizes its children: each as tall as its tallest cell at its columns' width.
/// 5. When placing, each row is proposed the grid's width and its own height; the columns' offsets and
///    alignments go to `GridGeometry`, which `GridRowLayout` reads to place the cells.
package struct GridLayout: Layout, BuiltinLayout {
    let geometry: GridGeometry

    package init(geometry: GridGeometry) {
        self.geometry = geometry
    }

    package static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .vertical) }

    package var name: String { "Grid" }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let solved = solve(proposal, subviews.nodesInRange)
        return solved.size
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
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
