import EaselGraphics
import EaselLayout
import Foundation

/// Moving a scroll view's content.
enum ScrollMotion {
    /// Sets the offset of the scroll view laid out by `node` (clamped) and places its content again.
    static func setOffset(_ offset: CGPoint, of node: LayoutNode) {
        guard let layout = node.box.layout(as: ScrollViewLayout.self), node.isPlaced else { return }
        layout.state.offset = offset
        node.place(at: node.globalFrame.origin, proposal: node.placedProposal)
    }

    /// Scrolls so that the view with `id` inside `node`'s content is where `anchor` says; false when no
    /// view there has the id. Lazy content is located by its estimated position first, then by the frame
    /// of the item made there.
    static func scroll(_ node: LayoutNode, toItem id: AnyHashable, anchor: UnitPoint?) -> Bool {
        guard let layout = node.box.layout(as: ScrollViewLayout.self) else { return false }
        var found = false
        for _ in 0..<3 {
            guard let target = frame(of: id, in: node) else { break }
            found = true
            let viewport = node.globalFrame
            var offset = layout.state.offset
            for axis in [Axis.horizontal, .vertical] {
                let delta: CGFloat
                if let anchor {
                    let unit = axis == .horizontal ? anchor.x : anchor.y
                    delta = (target.origin[axis] + unit * target.size[axis]) - (viewport.origin[axis] + unit * viewport.size[axis])
                } else if target.origin[axis] < viewport.origin[axis] {
                    delta = target.origin[axis] - viewport.origin[axis]
                } else if target.origin[axis] + target.size[axis] > viewport.origin[axis] + viewport.size[axis] {
                    // Far enough to show its end, but never past its start (a view longer than the
                    // viewport shows its start).
                    delta = Swift.min(
                        target.origin[axis] + target.size[axis] - viewport.origin[axis] - viewport.size[axis],
                        target.origin[axis] - viewport.origin[axis])
                } else {
                    delta = 0
                }
                offset[axis] += delta
            }
            if offset == layout.state.offset { break }
            setOffset(offset, of: node)
        }
        return found
    }

    /// The frame (in the root's space) of the view with `id` in the content of the scroll view `node`: a
    /// made view whose identity carries the id, else an item of a lazy container not made yet.
    static func frame(of id: AnyHashable, in node: LayoutNode) -> CGRect? {
        guard let scrollPath = node.path as? ViewPath else { return nil }
        var lazyStates: [LazyLayoutState] = []
        var found: CGRect?
        node.walkSubtree { current, depth in
            guard depth > 0 else { return .descend }
            if let path = current.path as? ViewPath, path.explicitIDs(below: scrollPath).contains(id) {
                found = current.globalFrame
                return .stop
            }
            if let lazy = current.box.layout(as: LazyStackLayout.self) { lazyStates.append(lazy.state) }
            return .descend
        }
        if let found { return found }
        for state in lazyStates {
            if let frame = state.estimatedFrame(of: id) { return frame }
        }
        return nil
    }
}

extension ScrollMotion {
    /// Scrolls to a `ScrollPosition`: an edge's end, a content offset (clamped), or a view (at its own anchor, else
    /// `defaultAnchor`, else its top).
    static func scroll(_ node: LayoutNode, to position: ScrollPosition, defaultAnchor: UnitPoint? = nil) {
        guard let layout = node.box.layout(as: ScrollViewLayout.self) else { return }
        var offset = layout.state.offset
        switch position.target {
        case .none:
            return
        case .edge(let edge):
            // Placing clamps: a far end is as far as the content goes.
            switch edge {
            case .top: offset.y = 0
            case .bottom: offset.y = .greatestFiniteMagnitude
            case .leading: offset.x = 0
            case .trailing: offset.x = .greatestFiniteMagnitude
            }
        case .point(let x, let y):
            if let x, x.isFinite { offset.x = x }
            if let y, y.isFinite { offset.y = y }
        case .view(let id, let anchor):
            _ = scroll(node, toItem: id, anchor: anchor ?? defaultAnchor ?? .top)
            return
        }
        setOffset(offset, of: node)
    }

    /// After a user's scroll: writes the id of the first view in sight (the outermost identified view
    /// whose frame reaches past the leading edge) to the scroll view's `.scrollPosition` binding.
    static func reportPosition(of node: LayoutNode) {
        guard let layout = node.box.layout(as: ScrollViewLayout.self), let position = layout.state.position else { return }
        guard let id = firstInSight(of: node, layout: layout), id != position.get() else { return }
        layout.state.reportedID = id
        position.set(id)
    }

    /// The id of the first view in sight: the outermost identified view whose frame reaches past the leading edge.
    static func firstInSight(of node: LayoutNode, layout: ScrollViewLayout) -> AnyHashable? {
        guard let scrollPath = node.path as? ViewPath else { return nil }
        let axis: Axis = layout.axes == .horizontal ? .horizontal : .vertical
        let edge = node.globalFrame.origin[axis]
        var best: (start: CGFloat, id: AnyHashable)?
        node.walkSubtree { current, depth in
            guard depth > 0 else { return .descend }
            if current.isPlaced, let path = current.path as? ViewPath, let outermost = path.explicitIDs(below: scrollPath).last,
                current.globalFrame.origin[axis] + current.globalFrame.size[axis] > edge
            {
                // A duplicate's identity stands for the id it repeats.
                let id = (outermost.base as? DuplicateID)?.id ?? outermost
                let start = current.globalFrame.origin[axis]
                if best == nil || start < best!.start { best = (start, id) }
                return .skipChildren
            }
            return .descend
        }
        return best?.id
    }

    /// After a user's scroll: writes where the content came to rest to the scroll view's `ScrollPosition` binding
    /// (its offset and the first view in sight), positioned by the user.
    static func reportPositionValue(of node: LayoutNode) {
        guard let layout = node.box.layout(as: ScrollViewLayout.self), let binding = layout.state.positionValue?.binding else { return }
        let position = ScrollPosition.positionedByUser(offset: layout.state.offset, viewID: firstInSight(of: node, layout: layout))
        guard position != binding.wrappedValue else { return }
        layout.state.reportedPosition = position
        binding.wrappedValue = position
    }
}

extension ViewPath {
    /// The ids of the views on this path identified by a `ForEach` element or `.id(_:)`, innermost first,
    /// looking up to (not including) `ancestor`.
    func explicitIDs(below ancestor: ViewPath) -> [AnyHashable] {
        var ids: [AnyHashable] = []
        var current: ViewPath? = self
        while let path = current, path !== ancestor {
            if case .explicit(let value) = path.label { ids.append(value) }
            current = path.parent
        }
        return ids
    }
}
