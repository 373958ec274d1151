import Foundation

/// A container for content built once its frame is known (LayoutRules §5, §11 Q5): it takes the whole proposal
/// (nil dimensions become 0) and places every child at its top-leading corner, proposing its full size.
package struct GeometryReaderLayout: Layout, BuiltinLayout {
    package init() {}

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        }
    }

    package func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }

    package func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? { nil }

    package func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? { nil }

    package var name: String { "GeometryReader" }
}
