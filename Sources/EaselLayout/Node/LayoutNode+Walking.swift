import Foundation

/// What a subtree walk does after visiting a node.
package enum SubtreeWalkStep {
    /// Goes on into the node's children.
    case descend
    /// Passes over the node's children and goes on with the rest.
    case skipChildren
    /// Ends the walk.
    case stop
}

extension LayoutNode {
    /// Visits this node and everything below it, depth first, each node before its children and children in
    /// order, without recursion (a deep tree must not overflow the walking thread's stack). `visit` is given
    /// each node and how many levels below this one it is, and says how the walk goes on.
    ///
    /// Every walk down a subtree uses this one (indexes, dumps, overlays, cache clearing, redraw marks,
    /// dismantling); hit testing's front-to-back search, which tests a node after its children, is the one
    /// walk of another shape (`ViewHost+Taps.swift`).
    package func walkSubtree(_ visit: (_ node: LayoutNode, _ depth: Int) -> SubtreeWalkStep) {
        var pending: [(LayoutNode, Int)] = [(self, 0)]
        while let (node, depth) = pending.popLast() {
            switch visit(node, depth) {
            case .stop: return
            case .skipChildren: continue
            case .descend:
                node.children.withUnsafeBufferPointer { children in
                    for child in children.reversed() { pending.append((child, depth + 1)) }
                }
            }
        }
    }
}
