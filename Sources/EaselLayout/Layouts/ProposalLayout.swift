import Foundation

/// A leaf that takes the proposal, nil dimensions replaced by 10 (LayoutRules §1.2, §3.6): `Color` and most shapes.
package struct ProposalLayout: Layout, BuiltinLayout {
    package var name: String
    /// A shape's own answer, when it has one (Circle's square).
    package var measure: ((ProposedViewSize) -> CGSize)?

    package init(name: String, measure: ((ProposedViewSize) -> CGSize)? = nil) {
        self.name = name
        self.measure = measure
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        measure?(proposal) ?? proposal.replacingUnspecifiedDimensions()
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}

    package func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }

    /// Taking the proposal costs less than a cache look-up; a shape's own `sizeThatFits` may not.
    package var answersWithoutCache: Bool { measure == nil }
}
