// Trees that Easel and the flexbox engines (Taffy, Yoga) lay out from one description, so the comparison in
// `make bench` gives every engine the same input. Easel builds SwiftUI views from a `FlexNode`; the Python
// driver (`Benchmarks/peers/`) builds flexbox nodes from the same tree written as JSON.
import Easel
import Foundation

/// One node of a tree both Easel and a flexbox engine can lay out.
///
/// - A stack (`row`, `column`) is an `HStack`/`VStack` with explicit spacing and centred children, and in
///   flexbox a row/column with `align-items: center` and the spacing as a leading margin on every child but the
///   first. `padding` wraps the stack in `.padding(_:)` (flexbox: padding on the container).
/// - A `fixed` leaf is `Color.clear.frame(width:height:)` (flexbox: that size, never shrinking).
/// - A `flexible` leaf is `Color.clear.frame(minWidth:maxWidth:).frame(height:)` (flexbox: `flex: 1 1 0` with
///   those limits), a `spacer` is `Spacer(minLength: 0)` (flexbox: `flex: 1 1 0`).
/// - A stack with `fills` set holds flexible views, so in SwiftUI it takes the whole width its parent offers;
///   flexbox says that with `align-self: stretch`.
/// - The root is proposed the scenario's size; in flexbox the root has that size.
/// - `priority` becomes `.layoutPriority(_:)`. Flexbox has no priorities, so the peers' trees leave it out:
///   their arithmetic differs from SwiftUI's there, which the comparison accepts (it times, it does not check
///   the peers' frames).
public struct FlexNode: Sendable {
    public enum Kind: String, Sendable { case row, column, fixed, flexible, spacer }

    public var kind: Kind
    public var width: Double = 0
    public var height: Double = 0
    public var minWidth: Double = 0
    public var maxWidth: Double = 0
    public var spacing: Double = 0
    public var padding: Double = 0
    public var priority: Double = 0
    public var fills = false
    public var children: [FlexNode] = []

    public init(_ kind: Kind) { self.kind = kind }

    public static func fixed(_ width: Double, _ height: Double) -> FlexNode {
        var node = FlexNode(.fixed)
        node.width = width
        node.height = height
        return node
    }

    public static func stack(_ kind: Kind, spacing: Double, padding: Double = 0, _ children: [FlexNode]) -> FlexNode {
        var node = FlexNode(kind)
        node.spacing = spacing
        node.padding = padding
        node.children = children
        return node
    }

    /// Nodes in the tree, this one included.
    public var count: Int { 1 + children.reduce(0) { $0 + $1.count } }
}

/// A scenario of the comparison: a tree and the size it is proposed.
public struct FlexScenario: Sendable {
    public var name: String
    public var summary: String
    public var width: Double
    public var height: Double
    public var root: FlexNode

    public var proposal: ProposedViewSize { ProposedViewSize(width: width, height: height) }

    /// The scenarios `make bench` compares, by name.
    public static func named(_ name: String) -> FlexScenario? {
        switch name {
        case "grid": grid
        case "nested": nested(depth: 1_000)
        case "wide": wide(seed: 7)
        default:
            if name.hasPrefix("nested-"), let depth = Int(name.dropFirst(7)), depth > 0 {
                nested(depth: depth)
            } else {
                nil
            }
        }
    }

    public static let names = ["grid", "nested", "wide", "nested-N (N levels)"]

    /// The core issue's grid: a column of 100 rows of 99 fixed 10×20 leaves, spacing 2 (10,001 views).
    public static var grid: FlexScenario {
        let row = FlexNode.stack(.row, spacing: 2, Array(repeating: .fixed(10, 20), count: 99))
        return FlexScenario(
            name: "grid", summary: "a column of 100 rows of 99 fixed 10×20 views, spacing 2 (10,001 views)",
            width: 1200, height: 2200, root: .stack(.column, spacing: 2, Array(repeating: row, count: 100)))
    }

    /// `depth` levels, each a padded stack (rows and columns alternating) holding a fixed leaf of a seeded
    /// size and the next level.
    public static func nested(depth: Int, seed: UInt64 = 11) -> FlexScenario {
        var random = SplitMix64(seed: seed)
        var node = FlexNode.fixed(4, 4)
        for level in 0..<depth {
            let leaf = FlexNode.fixed(Double(random.next(in: 2...12)), Double(random.next(in: 2...12)))
            node = .stack(level % 2 == 0 ? .row : .column, spacing: 2, padding: 1, [leaf, node])
        }
        return FlexScenario(
            name: "nested", summary: "\(depth) levels of padded rows and columns, each with a fixed leaf of seeded size",
            width: 8000, height: 8000, root: node)
    }

    /// A column of 100 rows of 100 children each, drawn by a seeded generator: fixed views, flexible ones with
    /// a minimum and maximum width, spacers, and one in ten flexible views with layout priority 1. The rows
    /// are wider than their minimums and narrower than their maximums, so every row distributes space.
    public static func wide(seed: UInt64) -> FlexScenario {
        var random = SplitMix64(seed: seed)
        var rows: [FlexNode] = []
        for _ in 0..<100 {
            var children: [FlexNode] = []
            for _ in 0..<100 {
                let roll = random.next(in: 0...99)
                if roll < 45 {
                    children.append(.fixed(Double(random.next(in: 2...8)), Double(random.next(in: 8...20))))
                } else if roll < 90 {
                    var node = FlexNode(.flexible)
                    node.minWidth = Double(random.next(in: 0...6))
                    node.maxWidth = node.minWidth + Double(random.next(in: 4...40))
                    node.height = Double(random.next(in: 8...20))
                    if roll >= 80 { node.priority = 1 }
                    children.append(node)
                } else {
                    children.append(FlexNode(.spacer))
                }
            }
            var row = FlexNode.stack(.row, spacing: 1, children)
            row.fills = true
            rows.append(row)
        }
        return FlexScenario(
            name: "wide",
            summary: "a column of 100 rows of 100 seeded children: fixed, flexible (min/max width, some with priority 1) and spacers",
            width: 1200, height: 2400, root: .stack(.column, spacing: 2, rows))
    }
}

/// A small seeded generator (SplitMix64), so every run and every engine sees the same tree.
public struct SplitMix64 {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    public mutating func next(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}

/// The SwiftUI view of a flex tree (see `FlexNode` for the correspondence).
public struct FlexTreeView: View {
    let node: FlexNode

    public init(_ node: FlexNode) { self.node = node }

    public var body: some View { Self.view(node) }

    static func view(_ node: FlexNode) -> AnyView {
        switch node.kind {
        case .fixed:
            return prioritized(Color.clear.frame(width: node.width, height: node.height), node)
        case .flexible:
            return prioritized(
                Color.clear.frame(minWidth: node.minWidth, maxWidth: node.maxWidth).frame(height: node.height), node)
        case .spacer:
            return prioritized(Spacer(minLength: 0), node)
        case .row, .column:
            let children = node.children
            let content = ForEach(children.indices, id: \.self) { view(children[$0]) }
            let stack =
                node.kind == .row
                ? AnyView(HStack(spacing: node.spacing) { content })
                : AnyView(VStack(spacing: node.spacing) { content })
            return prioritized(node.padding > 0 ? AnyView(stack.padding(node.padding)) : stack, node)
        }
    }

    private static func prioritized(_ view: some View, _ node: FlexNode) -> AnyView {
        node.priority == 0 ? AnyView(view) : AnyView(view.layoutPriority(node.priority))
    }
}
