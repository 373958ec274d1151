import Foundation

/// `Divider` (LayoutRules §3.8, §11 Q14): a line across the enclosing stack's axis — vertical in an HStack,
/// horizontal in a VStack or outside stacks — as thick as `thickness` and as long as the proposal (10 when
/// the proposal is nil, like any shape).
package struct DividerLayout: Layout, BuiltinLayout {
    package var stackOrientation: Axis?
    package var thickness: CGFloat

    package init(stackOrientation: Axis?, thickness: CGFloat) {
        self.stackOrientation = stackOrientation
        self.thickness = thickness
    }

    /// The direction the line runs.
    package var lineAxis: Axis { stackOrientation == .horizontal ? .vertical : .horizontal }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        lineAxis == .horizontal
            ? CGSize(width: proposal.width ?? 10, height: thickness)
            : CGSize(width: thickness, height: proposal.height ?? 10)
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}

    package func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }

    package var name: String { "Divider" }
    package var detail: String? { lineAxis == .horizontal ? "horizontal" : "vertical" }
}
