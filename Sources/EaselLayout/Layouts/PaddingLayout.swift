import Foundation

/// `.padding` (LayoutRules §3.1): the child is proposed the proposal minus the insets (nil stays nil, never below
/// zero), the padding is the child's size plus the insets, and the child sits at (leading, top).
package struct PaddingLayout: Layout, BuiltinLayout {
    package var insets: EdgeInsets

    package init(insets: EdgeInsets) {
        self.insets = insets
    }

    private func inset(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { Swift.max($0 - insets.horizontal, 0) },
            height: proposal.height.map { Swift.max($0 - insets.vertical, 0) })
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let size = subviews.firstSizeThatFits(inset(proposal)) else {
            return CGSize(width: insets.horizontal, height: insets.vertical)
        }
        return CGSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.placeFirst(
            at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), anchor: .topLeading,
            proposal: inset(proposal))
    }

    /// Padded edges forget the child's spacing preferences, so a padded view gets the default spacing.
    package func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        var spacing = subviews.first?.spacing ?? ViewSpacing()
        for edge in Edge.allCases where insets[edge] != 0 {
            spacing.reset(Edge.Set(edge))
        }
        return spacing
    }

    /// The child's size plus the insets.
    package var proposalUse: ProposalUse { .firstChild }

    package var name: String { "padding" }
    package var detail: String? {
        let values = [insets.top, insets.leading, insets.bottom, insets.trailing]
        if Set(values).count == 1 { return LayoutFormat.number(insets.top) }
        return "top: \(LayoutFormat.number(insets.top)), leading: \(LayoutFormat.number(insets.leading)), "
            + "bottom: \(LayoutFormat.number(insets.bottom)), trailing: \(LayoutFormat.number(insets.trailing))"
    }
}
