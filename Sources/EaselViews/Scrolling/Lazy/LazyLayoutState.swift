import EaselLayout
import Foundation

/// Marks the graph entry under which a lazy container keeps its items' state.
enum LazyItemsScope {}
/// Marks the graph node of one made item.
enum LazyItemScope {}

/// Everything a lazy stack or grid knows between passes: its items, what it measured, what it made.
final class LazyLayoutState {
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
    weak var scope: BodyNode?
    weak var graph: ViewGraph?
    weak var node: LayoutNode?

    /// What was measured for one size offered across the axis: the columns, the lines, and their lengths
    /// (with the spacing before each).
    final class Measurements {
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

    var measurements: Measurements?
    var spacingTotal: CGFloat = 0
    var spacingCount = 0

    /// One made line: its children's positions among the container's children, and its items' graph nodes.
    struct Made {
        var children: Range<Int>
        var scopes: [BodyNode]
    }

    var made: [Int: Made] = [:]
    /// Where the last pass put each child, in the container's own coordinates.
    var placements: [LazyPlacement] = []

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
        let state = LazyLayoutState(shape: shape, items: items, scope: scope, graph: inputs.graph)
        let node = inputs.makeNode(LazyStackLayout(state: state))
        node.lazyChildren = { node in state.makeItemsInView(of: node) }
        state.node = node
        return node
    }

    var axis: Axis { shape.axis }

    /// The columns (of a vertical grid; rows of a horizontal one) for a size offered across the axis, and
    /// how many items a line holds.
    func columns(minor: CGFloat?) -> [(start: CGFloat, width: CGFloat)] {
        guard case .grid(let gridItems, _) = shape.arrangement else {
            return [(0, minor.flatMap { $0.isFinite ? $0 : nil } ?? 0)]
        }
        return GridItem.resolve(gridItems, in: minor)
    }

    func measurements(for minor: CGFloat?) -> Measurements {
        if let measurements, measurements.minor == minor { return measurements }
        let columns = columns(minor: minor)
        let perLine = if case .grid = shape.arrangement { columns.count } else { 1 }
        return Measurements(minor: minor, columns: columns, lines: LazyLines(items: items, perLine: perLine))
    }
}
