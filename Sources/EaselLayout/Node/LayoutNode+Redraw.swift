import Foundation

// Redraw marks: which nodes were placed or changed since the tree was last drawn.
extension LayoutNode {
    /// Marks the node and its ancestors up to the first one already marked.
    func markNeedsRedraw() {
        needsRedraw = true
        // Safety: every ancestor is alive while a descendant is (a parent holds its children, see `parent`), so
        // the walk reads them unretained.
        var node = parent.map { Unmanaged.passUnretained($0) }
        while let current = node {
            node = current._withUnsafeGuaranteedRef { ancestor in
                guard !ancestor.needsRedraw else { return nil }
                ancestor.needsRedraw = true
                return ancestor.parent.map { Unmanaged.passUnretained($0) }
            }
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
