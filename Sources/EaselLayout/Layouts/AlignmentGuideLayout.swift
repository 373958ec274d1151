import Foundation

/// `.alignmentGuide(_:computeValue:)` (LayoutRules §6): the view's explicit value for one guide becomes the
/// closure's answer, computed from the child's dimensions (so `d[guide]` inside it is the child's own
/// value). Size, spacing, priority and every other guide are the child's.
package struct AlignmentGuideLayout: PassThroughLayout {
    package var key: AlignmentKey
    package var computeValue: (ViewDimensions) -> CGFloat

    package init(key: AlignmentKey, computeValue: @escaping (ViewDimensions) -> CGFloat) {
        self.key = key
        self.computeValue = computeValue
    }

    private func value(_ requested: AlignmentKey, _ proposal: ProposedViewSize, _ subviews: Subviews) -> CGFloat? {
        guard let child = subviews.first?.dimensions(in: proposal) else { return nil }
        return requested == key ? computeValue(child) : child.explicitValue(requested)
    }

    package func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        value(guide.key, proposal, subviews)
    }

    package func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        value(guide.key, proposal, subviews)
    }

    package var name: String { "alignmentGuide" }
    package var detail: String? { key.name }
    package var ownExplicitGuideAxes: Axis.Set { key.axis.set }
}
