import Foundation

/// `.offset(x:y:)` (LayoutRules §3.2): layout-neutral. The modifier keeps the child's size and its own frame; only
/// the child is moved, so anything applied after the offset (a border, say) stays where the view was, and
/// its alignment guides are reported where they were.
package struct OffsetLayout: ChildGuidesLayout {
    package var offset: CGSize

    package init(offset: CGSize) {
        self.offset = offset
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.placeFirst(
            at: CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height), anchor: .topLeading,
            proposal: proposal)
    }

    package var name: String { "offset" }
    package var detail: String? { "x: \(LayoutFormat.number(offset.width)), y: \(LayoutFormat.number(offset.height))" }
}
