import EaselLayout
import Foundation

/// A container view that arranges other views in a two-dimensional layout (LayoutRules §10).
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
