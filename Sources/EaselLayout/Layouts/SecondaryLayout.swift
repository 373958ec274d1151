import Foundation

/// `.overlay` and `.background` (LayoutRules §4.5, §11 Q7): subview 0 is the primary view, subview 1 the secondary.
///
/// 1. The primary is proposed the modifier's proposal and chooses its size; that is the modifier's size.
/// 2. The secondary is proposed exactly the primary's size and aligned to it by `alignment`.
/// 3. Everything the container sees is the primary's: size, spacing, priority and alignment guides. The
///    secondary can overflow but never changes layout.
package struct SecondaryLayout: ChildGuidesLayout {
    package enum Kind { case overlay, background }

    package var kind: Kind
    package var alignment: Alignment

    package init(kind: Kind, alignment: Alignment) {
        self.kind = kind
        self.alignment = alignment
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let primary = subviews.first else { return }
        primary.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        let primaryDimensions = primary.dimensions(in: proposal)
        let frame = CGRect(origin: bounds.origin, size: primaryDimensions.size)
        for secondary in subviews.dropFirst() {
            secondary.place(
                in: frame, alignment: alignment, proposal: ProposedViewSize(frame.size), reference: primaryDimensions)
        }
    }

    package func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.spacing ?? ViewSpacing()
    }

    package var name: String { kind == .overlay ? "overlay" : "background" }
    package var detail: String? { alignment == .center ? nil : "alignment: \(AlignmentName.of(alignment))" }
}
