import Foundation

// What a node answered, compared with what it answers now, and forgetting answers: the engine half of
// incremental relayout (see `LayoutNode+Splicing.swift`).
extension LayoutNode {
    /// What a node told its parent: the sizes it chose, its spacing, and whether its alignment guides could
    /// be anything but their defaults. While a replacement answers the same, the parent's cached answers
    /// still hold.
    package struct Answers {
        var sizes: [(ProposedViewSize, CGSize)]
        /// False when the size cache dropped an answer the parent may have used.
        var complete: Bool
        var spacing: ViewSpacing?
        var explicitGuideAxes: Axis.Set
        /// The explicit guide values the parent asked for; complete unless the guide cache dropped some.
        var guides: [GuideCacheEntry]
        var guidesComplete: Bool
        var priority: Double
        var hasLayoutValues: Bool
        /// The proposal's dimensions the node's answers ignore: `sizes` holds nil there.
        var ignoredDimensions: LayoutFacts
    }

    package var answers: Answers {
        Answers(
            // A node that keeps no answers cannot say what it answered, so a replacement is measured again.
            sizes: constantSize.map { [(.unspecified, $0)] } ?? sizeCache?.answers ?? [],
            complete: constantSize != nil || (!facts.contains(.answersWithoutCache) && sizeCache?.pointee.overflowed != true),
            spacing: keptAnswers?.spacing, explicitGuideAxes: explicitGuideAxes, guides: keptAnswers?.guides ?? [],
            guidesComplete: keptAnswers?.guidesOverflowed != true, priority: priority,
            hasLayoutValues: traits.hasValues, ignoredDimensions: ignoredDimensions)
    }

    /// The facts that say which dimensions of a proposal the node's answers ignore.
    var ignoredDimensions: LayoutFacts { facts.intersection([.ignoresProposedWidth, .ignoresProposedHeight]) }

    /// Whether the node, asked again, gives every answer `before` records: sizes, spacing and explicit
    /// guide values. Layout values are not compared, so a node that has them never answers "as before".
    package func answersAsBefore(_ before: Answers) -> Bool {
        // A node that gained explicit guides may move where defaults were used before.
        guard before.complete, before.guidesComplete, before.explicitGuideAxes.isSuperset(of: explicitGuideAxes),
            !before.hasLayoutValues, !traits.hasValues, priority == before.priority,
            // The sizes were kept for proposals without the dimensions the old node ignored; asked so, a node
            // that does not ignore them would answer for a proposal its parent never made.
            before.ignoredDimensions == ignoredDimensions
        else { return false }
        for (proposal, size) in before.sizes where sizeThatFits(proposal) != size { return false }
        if let spacing = before.spacing, self.spacing != spacing { return false }
        for entry in before.guides
        where explicitAlignment(entry.key, proposal: entry.proposal, size: entry.size) != entry.value {
            return false
        }
        return true
    }

    /// Drops every cached answer of this node and its ancestors (a change below changes them all).
    package func invalidate() {
        var node: LayoutNode? = self
        while let current = node {
            current.dropOwnCaches()
            node = current.parent
        }
    }

    /// Drops every cached answer in the subtree, so the next pass measures afresh (used by tracing).
    package func clearCaches() {
        walkSubtree { node, _ in
            node.dropOwnCaches()
            return .descend
        }
    }

    /// Forgets this node's own answers (sizes, guides, spacing and its layout's cache), not its ancestors':
    /// an update checks them afterwards.
    package func dropOwnCaches() {
        sizeCache?.removeAll()
        keptAnswers?.removeAll()
        box.invalidateCache(subviews)
    }
}
