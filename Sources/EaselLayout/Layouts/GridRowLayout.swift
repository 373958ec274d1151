import Foundation

/// The layout of a `GridRow` inside a grid: as wide as the grid, as tall as the row; each cell placed in
/// its columns by the geometry the grid just computed.
package struct GridRowLayout: Layout, BuiltinLayout {
    let geometry: GridGeometry
    let alignment: VerticalAlignment?

    package init(geometry: GridGeometry, alignment: VerticalAlignment?) {
        self.geometry = geometry
        self.alignment = alignment
    }

    package static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .horizontal) }

    package var name: String { "GridRow" }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        // Only the grid asks, with the row's size.
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
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
