import Foundation

/// What became of a splice.
package enum SpliceOutcome: Equatable {
    /// The new subtree took the old one's place, and what the change affects is placed again.
    case placed
    /// The new subtree took the old one's place; the tree must be laid out again from its root.
    case needsLayoutFromRoot
    /// The old node is no child of its parent (or has no parent): nothing changed.
    case notAChild
}

// Incremental relayout: a subtree made again after a change of state replaces the old one in the placed tree,
// and only what the change can affect is measured and placed again (docs/Architecture.md, "The flow", step 2).
extension LayoutNode {
    /// Puts `new` where this node is among its parent's children and lays out again only what the change
    /// can affect:
    ///
    /// 1. When this node was never placed, or `layOut` is false (a layout from the root is due anyway), the
    ///    parent and its ancestors forget their answers and the root must lay out again.
    /// 2. When `new` answers every question the parent asked this node as this node did (sizes, spacing,
    ///    explicit guides), every cached answer above still holds: `new` alone is placed, at this node's
    ///    origin with this node's proposal.
    /// 3. Otherwise each ancestor in turn forgets its own answers and is asked the same questions again; the
    ///    first that answers as before is placed again, with its subtree. When even the root answers
    ///    differently, the root must lay out again.
    package func splice(with new: LayoutNode, layOut: Bool) -> SpliceOutcome {
        guard let parent else { return .notAChild }
        let before = answers
        let origin = globalFrame.origin, proposal = placedProposal, wasPlaced = isPlaced
        guard parent.replaceChild(self, with: new) else { return .notAChild }
        guard wasPlaced, layOut else {
            parent.invalidate()
            return .needsLayoutFromRoot
        }
        if new.answersAsBefore(before) {
            new.place(at: origin, proposal: proposal)
            return .placed
        }
        var node = parent
        while true {
            let before = node.answers
            node.dropOwnCaches()
            if node.isPlaced, node.answersAsBefore(before) {
                node.place(at: node.globalFrame.origin, proposal: node.placedProposal)
                return .placed
            }
            guard let up = node.parent else { return .needsLayoutFromRoot }
            node = up
        }
    }
}
