import Foundation

// The safe area: a device's screen sets one, `.safeAreaInset` and `.safeAreaPadding` add to it, and
// `.ignoresSafeArea` lets a view grow into the unsafe area beyond it. Each setter records its region on its node
// when placed (`LayoutNode.definedSafeArea`); the views below read the nearest (`enclosingSafeArea`).

extension LayoutSubviews {
    /// The region the container of these subviews is laid out in, cut to its frame `bounds`: a region of no
    /// unsafe area (`bounds` itself) where no ancestor sets one.
    fileprivate func region(around bounds: CGRect) -> SafeAreaRegion {
        owner?.parent?.enclosingSafeArea?.region(for: bounds) ?? SafeAreaRegion(outer: bounds, inner: bounds)
    }
}

/// A device's screen: the content is proposed the safe area and centered in it, as an app's window places its
/// root view; further subviews (the status bar, the home indicator) are proposed the whole screen and drawn over it.
package struct SafeAreaScreenLayout: Layout, BuiltinLayout {
    package var insets: EdgeInsets

    package init(insets: EdgeInsets) { self.insets = insets }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let inner = bounds.inset(by: insets)
        subviews.owner?.definedSafeArea = SafeAreaRegion(outer: bounds, inner: inner)
        for (index, subview) in subviews.enumerated() {
            if index == 0 {
                subview.place(at: CGPoint(x: inner.midX, y: inner.midY), anchor: .center, proposal: ProposedViewSize(inner.size))
            } else {
                subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
            }
        }
    }

    package var name: String { "screen" }
    package var detail: String? {
        "safe area insets: top \(LayoutFormat.number(insets.top)), bottom \(LayoutFormat.number(insets.bottom))"
    }
}

/// `.ignoresSafeArea(edges:)`: sized as its child is, then, on each of `edges` where its frame touches the safe
/// area's edge, grown out to the unsafe area's far edge: the child is proposed and placed in the grown frame. The
/// parent's layout never sees the growth (SwiftUI grows such a view after its container has placed it). A child
/// that does not take the grown size (text, a fixed frame) stays where its container put it.
package struct IgnoresSafeAreaLayout: PassThroughLayout {
    package var edges: Edge.Set

    package init(edges: Edge.Set) { self.edges = edges }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        guard let region = subviews.owner?.parent?.enclosingSafeArea, !edges.isEmpty else {
            child.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
            return
        }
        let grown = region.expanded(bounds, edges: edges)
        let grownProposal = ProposedViewSize(grown.size)
        if grown != bounds, child.sizeThatFits(grownProposal) == grown.size {
            child.place(at: grown.origin, anchor: .topLeading, proposal: grownProposal)
        } else {
            child.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        }
    }

    package var name: String { "ignoresSafeArea" }
    package var detail: String? { edges == .all ? nil : "edges: \(edges.rawValue)" }
}

/// `.safeAreaInset(edge:alignment:spacing:content:)`: the inset view (the second subview) sits along `edge`, sized
/// to its ideal thickness at the container's length; the content (the first) takes the rest, and the inset view's
/// thickness and the spacing join the safe area the content is laid out in, so content that ignores the safe area
/// reaches under the inset view.
package struct SafeAreaInsetLayout: Layout, BuiltinLayout {
    package var edge: Edge
    /// Where the inset view sits along the edge, as a fraction of the free length (0 leading or top, 1 trailing
    /// or bottom).
    package var alignment: CGFloat
    package var spacing: CGFloat?

    package init(edge: Edge, alignment: CGFloat, spacing: CGFloat?) {
        self.edge = edge
        self.alignment = alignment
        self.spacing = spacing
    }

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    /// The gap between inset view and content: the one given, else what a stack would put between them.
    private func gap(_ subviews: Subviews) -> CGFloat {
        guard subviews.count == 2 else { return spacing ?? 0 }
        let near = edge == .top || edge == .leading
        let first = near ? subviews[1] : subviews[0], second = near ? subviews[0] : subviews[1]
        return first.node.gap(to: second.node, along: axis, spacing: spacing)
    }

    /// The inset view's size and the content's proposal and size, for a proposal.
    private func measure(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (inset: CGSize, content: ProposedViewSize, gap: CGFloat) {
        guard subviews.count == 2 else { return (.zero, proposal, 0) }
        let gap = gap(subviews)
        if axis == .vertical {
            let inset = subviews[1].sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
            return (inset, ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - inset.height - gap) }), gap)
        }
        let inset = subviews[1].sizeThatFits(ProposedViewSize(width: nil, height: proposal.height))
        return (inset, ProposedViewSize(width: proposal.width.map { max(0, $0 - inset.width - gap) }, height: proposal.height), gap)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let content = subviews.first else { return .zero }
        let (inset, contentProposal, gap) = measure(proposal, subviews)
        let size = content.sizeThatFits(contentProposal)
        guard subviews.count == 2 else { return size }
        return axis == .vertical
            ? CGSize(width: max(size.width, inset.width), height: size.height + inset.height + gap)
            : CGSize(width: size.width + inset.width + gap, height: max(size.height, inset.height))
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        guard subviews.count == 2 else {
            content.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
            return
        }
        let (inset, contentProposal, gap) = measure(ProposedViewSize(bounds.size), subviews)
        let thickness = axis == .vertical ? inset.height : inset.width
        // The inset view in a strip along its edge, aligned across it; the content in the rest.
        let length = axis == .vertical ? bounds.height : bounds.width
        let strip = bounds.inset(by: EdgeInsets(edge.opposite, max(0, length - thickness)))
        let origin = axis == .vertical
            ? CGPoint(x: strip.minX + (strip.width - inset.width) * alignment, y: strip.minY)
            : CGPoint(x: strip.minX, y: strip.minY + (strip.height - inset.height) * alignment)
        subviews[1].place(at: origin, anchor: .topLeading, proposal: ProposedViewSize(strip.size))
        let rest = bounds.inset(by: EdgeInsets(edge, thickness + gap))
        // The strip and the gap join the content's safe area.
        var region = subviews.region(around: bounds)
        let safe = region.inner.intersection(rest)
        region.inner = safe.isNull ? CGRect(origin: rest.origin, size: .zero) : safe
        subviews.owner?.definedSafeArea = region
        content.place(at: CGPoint(x: rest.midX, y: rest.midY), anchor: .center, proposal: contentProposal)
    }

    package var name: String { "safeAreaInset" }
    package var detail: String? { "edge: \(edge)" }
    package var carriesSingleChildGuides: Bool { false }
}

/// `.safeAreaPadding`: laid out as padding, but the padding joins the safe area instead of being empty space, so
/// content that ignores the safe area reaches into it.
package struct SafeAreaPaddingLayout: Layout, BuiltinLayout {
    package var insets: EdgeInsets

    package init(insets: EdgeInsets) { self.insets = insets }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        PaddingLayout(insets: insets).sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var region = subviews.region(around: bounds)
        region.inner = region.inner.inset(by: insets)
        subviews.owner?.definedSafeArea = region
        PaddingLayout(insets: insets).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    package var name: String { "safeAreaPadding" }
}
