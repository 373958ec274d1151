import Foundation

/// The subviews of a layout container, as proxies (LayoutRules §10).
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int

    /// The container's children. The proxies hold them, never the container: a container keeps its own
    /// subviews, and a layout may keep them in its cache, so a reference to the container would be a cycle.
    package let nodes: [LayoutNode]
    public let startIndex: Int
    public let endIndex: Int

    package init(nodes: [LayoutNode]) {
        self.nodes = nodes
        startIndex = 0
        endIndex = nodes.count
    }

    private init(nodes: [LayoutNode], range: Range<Int>) {
        self.nodes = nodes
        startIndex = range.lowerBound
        endIndex = range.upperBound
    }

    /// The container, where placements made through the proxies are recorded: the subviews' parent (a
    /// container freed, or that let go of them, has cleared it; see `LayoutNode.parent`).
    package var owner: LayoutNode? { nodes.first?.parent }

    /// The nodes of these subviews (a layout may be handed a slice of its container's subviews).
    package var nodesInRange: [LayoutNode] {
        startIndex == 0 && endIndex == nodes.count ? nodes : Array(nodes[startIndex..<endIndex])
    }

    /// The layout direction inherited by the container view. A layout works left to right in either: in a
    /// right-to-left environment its container mirrors every placement within its bounds.
    public var layoutDirection: LayoutDirection { owner?.mirrorsChildren == true ? .rightToLeft : .leftToRight }

    /// The first subview's answer to a proposal, nil when there is none: what single-child layouts ask, without
    /// making a proxy (which would retain and release the child on every question).
    package func firstSizeThatFits(_ proposal: ProposedViewSize) -> CGSize? {
        withFirstNode { node in node.sizeThatFits(proposal) }
    }

    /// Places the first subview (if any) as `LayoutSubview.place(at:anchor:proposal:)` does, without a proxy.
    package func placeFirst(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        withFirstNode { node in
            LayoutSubview.place(node, index: startIndex, at: position, anchor: anchor, proposal: proposal)
        }
    }

    /// Places the first subview (if any) as `LayoutSubview.place(in:alignment:proposal:)` does, without a proxy.
    package func placeFirst(in bounds: CGRect, alignment: Alignment, proposal: ProposedViewSize) {
        withFirstNode { node in
            LayoutSubview.place(node, index: startIndex, in: bounds, alignment: alignment, proposal: proposal)
        }
    }

    /// `body` with the first subview's node, read without retaining it; nil when there is no subview.
    private func withFirstNode<Result>(_ body: (LayoutNode) -> Result) -> Result? {
        guard startIndex < endIndex else { return nil }
        return nodes.withUnsafeBufferPointer { nodes in
            // Safety: `self.nodes` holds every child for the whole call, so reading one unretained cannot outlive it.
            Unmanaged.passUnretained(nodes[startIndex])._withUnsafeGuaranteedRef(body)
        }
    }

    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[index], index: index)
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(nodes: nodes, range: bounds)
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
        Self.place(node, index: index, at: position, anchor: anchor, proposal: proposal)
    }

    /// Places subview `index`, whose node is `node`: what `place(at:anchor:proposal:)` does, for callers that
    /// hold the node without a proxy.
    package static func place(
        _ node: LayoutNode, index: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize
    ) {
        guard let container = node.parent else {
            // A proxy kept after its container was freed: nothing is left to place the subview in.
            node.context.diagnose(
                "\(node.name) was placed through a LayoutSubview kept after its container was freed; the call was ignored",
                at: node, fix: "use LayoutSubview values only while sizeThatFits or placeSubviews runs")
            return
        }
        var position = position
        if !(position.x.isFinite && position.y.isFinite) {
            node.context.diagnose(
                "\(container.name) placed subview \(index) at a non-finite position (\(position.x), \(position.y)); "
                    + "it is placed at the container's origin instead",
                at: container, fix: "place subviews at finite positions in placeSubviews(in:proposal:subviews:cache:)")
            position = CGPoint(
                x: position.x.isFinite ? position.x : container.globalFrame.minX,
                y: position.y.isFinite ? position.y : container.globalFrame.minY)
        }
        container.recordPlacement(LayoutPlacement(position: position, anchor: anchor, proposal: proposal), at: index)
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

    /// An empty slot of the placement stack (see `LayoutContext.placementSlots`).
    static let unplaced = LayoutPlacement(
        position: CGPoint(x: CGFloat.nan, y: .nan), anchor: .topLeading, proposal: .unspecified)

    package func origin(for size: CGSize) -> CGPoint {
        CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
    }
}
