import Foundation

/// The safe area a subtree is laid out in, in the root's coordinate space: `inner` is the safe region (views are
/// placed in it), `outer` the region a view that ignores the safe area may extend to (the screen, for a device).
package struct SafeAreaRegion: Equatable, Sendable {
    package var outer: CGRect
    package var inner: CGRect

    package init(outer: CGRect, inner: CGRect) {
        self.outer = outer
        self.inner = inner
    }

    /// How near (in points) a view's edge must come to the safe region's edge to count as touching it.
    static let touching: CGFloat = 0.5

    /// Which of `frame`'s edges reach the safe region's edge (or lie beyond it, in the unsafe area).
    package func touchedEdges(of frame: CGRect) -> Edge.Set {
        var edges: Edge.Set = []
        if frame.minY <= inner.minY + Self.touching { edges.insert(.top) }
        if frame.maxY >= inner.maxY - Self.touching { edges.insert(.bottom) }
        if frame.minX <= inner.minX + Self.touching { edges.insert(.leading) }
        if frame.maxX >= inner.maxX - Self.touching { edges.insert(.trailing) }
        return edges
    }

    /// The insets of `frame`: on each edge it touches, the depth of the unsafe area there; 0 elsewhere.
    package func insets(of frame: CGRect) -> EdgeInsets {
        let touched = touchedEdges(of: frame)
        return EdgeInsets(
            top: touched.contains(.top) ? max(0, inner.minY - outer.minY) : 0,
            leading: touched.contains(.leading) ? max(0, inner.minX - outer.minX) : 0,
            bottom: touched.contains(.bottom) ? max(0, outer.maxY - inner.maxY) : 0,
            trailing: touched.contains(.trailing) ? max(0, outer.maxX - inner.maxX) : 0)
    }

    /// `frame` grown, on each of `edges` it touches, out to the unsafe area's far edge.
    package func expanded(_ frame: CGRect, edges: Edge.Set) -> CGRect {
        let touched = touchedEdges(of: frame).intersection(edges)
        guard !touched.isEmpty else { return frame }
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        if touched.contains(.top) { minY = min(minY, outer.minY) }
        if touched.contains(.bottom) { maxY = max(maxY, outer.maxY) }
        if touched.contains(.leading) { minX = min(minX, outer.minX) }
        if touched.contains(.trailing) { maxX = max(maxX, outer.maxX) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The region seen by a view at `frame` in this one: where it touches the safe edge, the unsafe area
    /// beyond; elsewhere its own edge (it is wholly safe there).
    package func region(for frame: CGRect) -> SafeAreaRegion {
        let touched = touchedEdges(of: frame)
        // On a touched edge the far edge is the unsafe area's (or the frame's, if farther) and the safe edge the
        // safe area's (or the frame's, if nearer); elsewhere the frame is wholly safe and both are its own edge.
        func pick(_ edge: Edge, _ outer: CGFloat, _ inner: CGFloat, _ own: CGFloat, grows: Bool) -> (CGFloat, CGFloat) {
            guard touched.contains(Edge.Set(edge)) else { return (own, own) }
            return grows ? (max(outer, own), min(inner, own)) : (min(outer, own), max(inner, own))
        }
        let top = pick(.top, outer.minY, inner.minY, frame.minY, grows: false)
        let leading = pick(.leading, outer.minX, inner.minX, frame.minX, grows: false)
        let bottom = pick(.bottom, outer.maxY, inner.maxY, frame.maxY, grows: true)
        let trailing = pick(.trailing, outer.maxX, inner.maxX, frame.maxX, grows: true)
        return SafeAreaRegion(
            outer: CGRect(x: leading.0, y: top.0, width: trailing.0 - leading.0, height: bottom.0 - top.0),
            inner: CGRect(x: leading.1, y: top.1, width: max(0, trailing.1 - leading.1), height: max(0, bottom.1 - top.1)))
    }
}

extension LayoutNode {
    /// The safe area this node sets for the views below it (a device's screen, `.safeAreaInset`,
    /// `.safeAreaPadding`), set when it is placed; nil for nearly every node.
    package internal(set) var definedSafeArea: SafeAreaRegion? {
        get { extras?.safeArea }
        set {
            if newValue == nil, extras == nil { return }
            if newValue != nil { context.hasSafeAreas = true }
            makeExtras().safeArea = newValue
        }
    }

    /// The safe area the node is laid out in: the nearest one an ancestor (or the node itself) defines; nil where
    /// none does (a canvas offered a plain size has no unsafe area).
    package var enclosingSafeArea: SafeAreaRegion? {
        guard context.hasSafeAreas else { return nil }
        var node: LayoutNode? = self
        while let current = node {
            if let region = current.extras?.safeArea { return region }
            node = current.parent
        }
        return nil
    }

    /// The node's safe area insets, as `GeometryProxy.safeAreaInsets` reports them: on each edge the node's
    /// frame touches the safe area's edge, the depth of the unsafe area beyond it.
    package var safeAreaInsets: EdgeInsets {
        guard let region = parent?.enclosingSafeArea else { return EdgeInsets() }
        return region.insets(of: globalFrame)
    }
}
