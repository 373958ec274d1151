import Foundation

/// A modifier that only changes how its child is drawn (hidden, opacity, clipping, shadows): layout sees
/// the child exactly as it is — size, guides, spacing and priority.
package struct DrawingLayout: Layout, BuiltinLayout {
    package var name: String

    package init(name: String) {
        self.name = name
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }

    package func inherentPriority(children: [LayoutNode]) -> Double? { children.first?.priority }
}
