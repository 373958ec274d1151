import Foundation

/// `.offset(x:y:)` (spec §3.2): layout-neutral. The modifier keeps the child's size and its own frame; only
/// the child is moved, so anything applied after the offset (a border, say) stays where the view was.
package struct OffsetLayout: Layout, BuiltinLayout {
    package var offset: CGSize

    package init(offset: CGSize) {
        self.offset = offset
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(
            at: CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height), anchor: .topLeading,
            proposal: proposal)
    }

    /// An offset moves drawing, not alignment: the child's guides are reported where they were.
    package func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
    }

    package func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
    }

    package var name: String { "offset" }
    package var detail: String? { "x: \(LayoutFormat.number(offset.width)), y: \(LayoutFormat.number(offset.height))" }
    package func inherentPriority(children: [LayoutNode]) -> Double? { children.first?.priority }
}
