import EaselGraphics
import EaselLayout
import Foundation

/// The layout of a scroll view: nil along the scroll axes, the content's size across them, the content
/// moved by the offset.
struct ScrollViewLayout: Layout, BuiltinLayout {
    let axes: Axis.Set
    let state: ScrollState

    static var layoutProperties: LayoutProperties { LayoutProperties() }

    var name: String { "ScrollView" }

    var detail: String? {
        let axis = axes == [.horizontal, .vertical] ? "both" : axes == .horizontal ? "horizontal" : "vertical"
        return state.offset == .zero ? axis : "\(axis), offset \(LayoutFormat.point(state.offset))"
    }

    private func scrolls(_ axis: Axis) -> Bool {
        axes.contains(axis == .horizontal ? .horizontal : .vertical)
    }

    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: scrolls(.horizontal) ? nil : proposal.width, height: scrolls(.vertical) ? nil : proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let content = subviews.first else { return proposal.replacingUnspecifiedDimensions(by: .zero) }
        // What a containerRelativeFrame inside measures against: the size this scroll view is offered.
        state.containerSize = proposal.replacingUnspecifiedDimensions(by: .zero)
        let size = content.sizeThatFits(contentProposal(proposal))
        return CGSize(
            width: scrolls(.horizontal) ? (proposal.width ?? size.width) : size.width,
            height: scrolls(.vertical) ? (proposal.height ?? size.height) : size.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        let contentProposal = contentProposal(proposal)
        let size = content.sizeThatFits(contentProposal)
        if !state.placedOnce {
            state.placedOnce = true
            // The default anchor: the content's anchor point shown at the viewport's (clamped below).
            if let anchor = state.pendingAnchor {
                state.offset = CGPoint(
                    x: (size.width - bounds.width) * anchor.x, y: (size.height - bounds.height) * anchor.y)
            }
            state.pendingAnchor = nil
        }
        var origin = CGPoint.zero
        for axis in [Axis.horizontal, .vertical] {
            if scrolls(axis) {
                let maximum = Swift.max(0, size[axis] - bounds.size[axis])
                state.offset[axis] = Swift.min(Swift.max(state.offset[axis], 0), maximum)
                origin[axis] = bounds.origin[axis] - state.offset[axis]
            } else {
                state.offset[axis] = 0
                origin[axis] = bounds.origin[axis] + (bounds.size[axis] - size[axis]) / 2
            }
        }
        content.place(at: origin, proposal: contentProposal)
        if let owner = subviews.owner {
            let insets = owner.safeAreaInsets
            state.unsafeInsets = EdgeInsets(
                top: scrolls(.vertical) ? insets.top : 0, leading: scrolls(.horizontal) ? insets.leading : 0,
                bottom: scrolls(.vertical) ? insets.bottom : 0, trailing: scrolls(.horizontal) ? insets.trailing : 0)
        }
    }

    /// A scroll view prefers the default spacing; what scrolls inside it does not reach its edges.
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}
