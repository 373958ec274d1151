import Foundation

/// A modifier that layout sees as its child: it answers with its first child's size, places it at its own
/// origin, and carries the child's priority outward (a Spacer's −∞ too). Drawing modifiers, `.offset`,
/// `.alignmentGuide`, `.fixedSize` and overlays/backgrounds are all this, overriding only what differs.
package protocol PassThroughLayout: Layout, BuiltinLayout where Cache == () {}

extension PassThroughLayout {
    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.firstSizeThatFits(proposal) ?? .zero
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.placeFirst(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }

    package func inherentPriority(children: [LayoutNode]) -> Double? { children.first?.priority }

    /// The first child's size, for every pass-through layout that keeps the default `sizeThatFits`.
    package var proposalUse: ProposalUse { .firstChild }
}

/// A pass-through modifier that reports its first child's explicit guides where the child had them, even
/// when it moves the child (`.offset`) or adds views beside it (overlays and backgrounds).
package protocol ChildGuidesLayout: PassThroughLayout {}

extension ChildGuidesLayout {
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
}
