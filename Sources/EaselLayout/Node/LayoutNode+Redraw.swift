import Foundation

// Redraw marks: which nodes were placed or changed since the tree was last drawn.
extension LayoutNode {
    /// Marks the node and its ancestors up to the first one already marked.
    func markNeedsRedraw() {
        needsRedraw = true
        var node = parent
        while let current = node, !current.needsRedraw {
            current.needsRedraw = true
            node = current.parent
        }
    }

    /// After the whole tree was drawn from this node: every node marked below it is drawn (or draws nothing),
    /// so the marks are cleared, visiting only marked nodes.
    package func markDrawn() {
        walkSubtree { node, _ in
            guard node.needsRedraw else { return .skipChildren }
            node.needsRedraw = false
            return .descend
        }
    }
}
