import Foundation

/// The subviews of a layout container, as proxies (LayoutRules §10).
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int

    package let nodes: [LayoutNode]
    /// The container; placements made through the proxies are recorded on it.
    package unowned(unsafe) let owner: LayoutNode?
    public let startIndex: Int
    public let endIndex: Int

    package init(nodes: [LayoutNode], owner: LayoutNode?) {
        self.nodes = nodes
        self.owner = owner
        startIndex = 0
        endIndex = nodes.count
    }

    private init(nodes: [LayoutNode], owner: LayoutNode?, range: Range<Int>) {
        self.nodes = nodes
        self.owner = owner
        startIndex = range.lowerBound
        endIndex = range.upperBound
    }

    /// The nodes of these subviews (a layout may be handed a slice of its container's subviews).
    package var nodesInRange: [LayoutNode] {
        startIndex == 0 && endIndex == nodes.count ? nodes : Array(nodes[startIndex..<endIndex])
    }

    /// The layout direction inherited by the container view. Easel lays out left to right.
    public var layoutDirection: LayoutDirection { .leftToRight }

    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[index], index: index, owner: owner)
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(nodes: nodes, owner: owner, range: bounds)
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.startIndex == rhs.startIndex && lhs.endIndex == rhs.endIndex
            && lhs.indices.allSatisfy { lhs.nodes[$0] === rhs.nodes[$0] }
    }
}

/// A proxy that represents one subview of a layout (LayoutRules §10).
public struct LayoutSubview: Equatable {
    package let node: LayoutNode
    package let index: Int
    package unowned(unsafe) let owner: LayoutNode?

    /// The subview's spacing with the preferences on `edges` forgotten, as frames do on the edges they
    /// constrain, unless the subview must keep them (a Spacer's zero). [RE: OSU]
    package func spacing(forgetting edges: Edge.Set) -> ViewSpacing {
        var spacing = self.spacing
        if !node.requiresSpacingProjection { spacing.reset(edges) }
        return spacing
    }

    /// The subview's answer to a proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        node.sizeThatFits(proposal)
    }

    /// The subview's size and alignment guides for a proposal.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: node.sizeThatFits(proposal), node: node, proposal: proposal)
    }

    /// The subview's layout priority (`layoutPriority(_:)`, 0 by default).
    public var priority: Double { node.priority }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { node.spacing }

    /// Places the subview: `anchor` of the subview goes to `position`, in the container's coordinate space.
    /// The last call wins; a subview never placed is centered in the container with the container's
    /// proposal (LayoutRules §10).
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        owner?.recordPlacement(LayoutPlacement(position: position, anchor: anchor, proposal: proposal), at: index)
    }

    /// The value the subview carries for a layout value key.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.traits.value(for: key)
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}

/// Where a container put one subview.
package struct LayoutPlacement {
    package var position: CGPoint
    package var anchor: UnitPoint
    package var proposal: ProposedViewSize

    package func origin(for size: CGSize) -> CGPoint {
        CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
    }
}
