import EaselLayout
import Foundation

/// A description of a row or a column in a lazy grid (LayoutRules §9).
public struct GridItem: Sendable {
    /// The size in the minor axis of one or more rows or columns in a grid layout.
    public enum Size: Sendable {
        /// A single item with the specified fixed size.
        case fixed(CGFloat)
        /// A single item sized from an equal share of what the fixed items leave, within bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// Multiple items in the space of a single flexible item: as many as fit at `minimum`, sharing it.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The spacing to the next item; nil is the standard 8 points.
    public var spacing: CGFloat?
    /// The alignment of the views in this item's cells; nil uses the grid's.
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The columns (or rows) `items` make in `available` points: fixed items take their size first; the
    /// flexible and adaptive ones then share what is left in order, each taking an equal share of the
    /// rest clamped to its bounds; an adaptive item becomes as many columns of at least its minimum as fit
    /// in its share. Offsets start at 0. With no size available, flexible items take their minimum.
    static func resolve(_ items: [GridItem], in available: CGFloat?) -> [(start: CGFloat, width: CGFloat)] {
        guard !items.isEmpty else { return [] }
        let available = available.flatMap { $0.isFinite ? $0 : nil }
        func spacing(_ item: GridItem) -> CGFloat { item.spacing ?? ViewSpacing.defaultValue }
        let spacings = items.dropLast().reduce(0) { $0 + spacing($1) }
        var remaining = Swift.max(0, (available ?? 0) - spacings)
        var widths: [[CGFloat]] = Array(repeating: [], count: items.count)
        for (index, item) in items.enumerated() {
            if case .fixed(let width) = item.size {
                widths[index] = [Swift.max(0, width)]
                remaining -= Swift.max(0, width)
            }
        }
        remaining = Swift.max(0, remaining)
        var unsized = items.indices.filter { if case .fixed = items[$0].size { return false } else { return true } }.count
        for (index, item) in items.enumerated() {
            switch item.size {
            case .fixed:
                continue
            case .flexible(let minimum, let maximum):
                let low = Swift.max(0, minimum), high = Swift.max(low, maximum)
                let share = available == nil ? low : remaining / CGFloat(unsized)
                let width = Swift.min(Swift.max(share, low), high)
                widths[index] = [width]
                remaining = Swift.max(0, remaining - width)
            case .adaptive(let minimum, let maximum):
                let low = Swift.max(1, minimum), high = Swift.max(low, maximum)
                guard available != nil else {
                    widths[index] = [low]
                    break
                }
                let share = remaining / CGFloat(unsized)
                let gap = spacing(item)
                let count = Swift.max(1, Int(((share + gap) / (low + gap)).rounded(.down)))
                let width = Swift.min(Swift.max((share - gap * CGFloat(count - 1)) / CGFloat(count), low), high)
                widths[index] = Array(repeating: width, count: count)
                remaining = Swift.max(0, remaining - (width * CGFloat(count) + gap * CGFloat(count - 1)))
            }
            unsized -= 1
        }
        var columns: [(start: CGFloat, width: CGFloat)] = []
        var position: CGFloat = 0
        for (index, item) in items.enumerated() {
            for width in widths[index] {
                if !columns.isEmpty { position += spacing(item) }
                columns.append((position, width))
                position += width
            }
        }
        return columns
    }

    /// The node of a lazy grid; without items there is nowhere to put the content, which is left out.
    static func makeLazyGrid<Content: View>(
        _ shape: LazyLayoutState.Shape, items: [GridItem], content: Content, inputs: _ViewInputs
    ) -> LayoutNode {
        guard !items.isEmpty else {
            let what = shape.axis == .vertical ? "columns" : "rows"
            inputs.diagnose("\(shape.name) has no \(what); nothing is shown", fix: "pass at least one GridItem")
            return LazyLayoutState.makeContainer(shape, content: EmptyView(), inputs: inputs)
        }
        return LazyLayoutState.makeContainer(shape, content: content, inputs: inputs)
    }
}

/// A container view that arranges its child views in a grid that grows vertically, creating items only
/// as needed (LayoutRules §9): its columns come from `columns`; each row is as tall as its tallest cell.
public struct LazyVGrid<Content: View>: View {
    public typealias Body = Never

    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let shape = LazyLayoutState.Shape(
            name: "LazyVGrid", axis: .vertical, alignment: view.alignment.key, spacing: view.spacing,
            pinned: view.pinnedViews,
            arrangement: .grid(items: view.columns, cellAlignment: Alignment(horizontal: view.alignment, vertical: .center)))
        outputs.append(GridItem.makeLazyGrid(shape, items: view.columns, content: view.content, inputs: inputs))
    }
}

/// A container view that arranges its child views in a grid that grows horizontally, creating items only
/// as needed: the horizontal counterpart of `LazyVGrid`, its rows from `rows`.
public struct LazyHGrid<Content: View>: View {
    public typealias Body = Never

    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let shape = LazyLayoutState.Shape(
            name: "LazyHGrid", axis: .horizontal, alignment: view.alignment.key, spacing: view.spacing,
            pinned: view.pinnedViews,
            arrangement: .grid(items: view.rows, cellAlignment: Alignment(horizontal: .center, vertical: view.alignment)))
        outputs.append(GridItem.makeLazyGrid(shape, items: view.rows, content: view.content, inputs: inputs))
    }
}
