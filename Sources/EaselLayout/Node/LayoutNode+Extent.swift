import Foundation

// The extent of a subtree, for hit testing: where a tap can land on it at all.
extension LayoutNode {
    /// The union of the frames of the node and everything below it, for hit testing: a point outside it
    /// cannot land on the subtree (moved by rotation and scale effects; other drawing effects aside).
    /// Computed when asked, kept until a placement.
    package var extent: CGRect {
        if let cachedExtent { return cachedExtent }
        var union = globalFrame
        for child in children where child.isPlaced { union = union.union(child.extent) }
        if let transform = extras?.drawingTransform {
            // What the subtree draws, moved as the drawing moves it.
            union = union.applying(transform(globalFrame))
        }
        if let projection = extras?.drawingProjection {
            // A corner at or behind the eye leaves the drawing unbounded: the whole plane may be touched.
            union = projection(globalFrame).boundingBox(of: union) ?? .infinite
        }
        cachedExtent = union
        return union
    }

    /// Forgets the extent of this node and of its ancestors (whose extents contain it).
    func forgetExtent() {
        var node: LayoutNode? = self
        while let current = node, current.cachedExtent != nil {
            current.cachedExtent = nil
            node = current.parent
        }
    }
}
