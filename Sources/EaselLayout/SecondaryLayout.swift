import Foundation

/// `.overlay` and `.background` (spec §4.5, §11 Q7): subview 0 is the primary view, subview 1 the secondary.
///
/// 1. The primary is proposed the modifier's proposal and chooses its size; that is the modifier's size.
/// 2. The secondary is proposed exactly the primary's size and aligned to it by `alignment`.
/// 3. Everything the container sees is the primary's: size, spacing, priority and alignment guides. The
///    secondary can overflow but never changes layout.
package struct SecondaryLayout: Layout, BuiltinLayout {
    package enum Kind { case overlay, background }

    package var kind: Kind
    package var alignment: Alignment

    package init(kind: Kind, alignment: Alignment) {
        self.kind = kind
        self.alignment = alignment
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let primary = subviews.first else { return }
        let primarySize = primary.sizeThatFits(proposal)
        primary.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        let frame = CGRect(origin: bounds.origin, size: primarySize)
        let primaryDimensions = primary.dimensions(in: proposal)
        for secondary in subviews.dropFirst() {
            secondary.place(
                in: frame, alignment: alignment, proposal: ProposedViewSize(primarySize), reference: primaryDimensions)
        }
    }

    package func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.spacing ?? ViewSpacing()
    }

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

    package var name: String { kind == .overlay ? "overlay" : "background" }
    package var detail: String? { alignment == .center ? nil : "alignment: \(AlignmentName.of(alignment))" }
    package func inherentPriority(children: [LayoutNode]) -> Double? { children.first?.priority }
}
