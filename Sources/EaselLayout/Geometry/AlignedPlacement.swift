import Foundation

extension LayoutSubview {
    /// Places the subview inside `bounds` so that its `alignment` guides meet the same guides of the
    /// reference: origin = reference guide − child guide, per axis, with the child's explicit guides if it
    /// has any (LayoutRules §2.1, §4.5). The reference is a frame's own default guides, or a primary view's
    /// dimensions for an overlay or background.
    package func place(
        in bounds: CGRect, alignment: Alignment, proposal: ProposedViewSize, reference: ViewDimensions? = nil
    ) {
        Self.place(node, index: index, in: bounds, alignment: alignment, proposal: proposal, reference: reference)
    }

    /// What `place(in:alignment:proposal:reference:)` does, for subview `index` whose node is `node`.
    package static func place(
        _ node: LayoutNode, index: Int, in bounds: CGRect, alignment: Alignment, proposal: ProposedViewSize,
        reference: ViewDimensions? = nil
    ) {
        let size = node.sizeThatFits(proposal)
        let reference = reference ?? ViewDimensions(size: bounds.size, node: nil, proposal: .unspecified)
        var origin = CGPoint(
            x: bounds.minX + reference[alignment.horizontal]
                - node.guide(alignment.horizontal.key, size: size, proposal: proposal),
            y: bounds.minY + reference[alignment.vertical]
                - node.guide(alignment.vertical.key, size: size, proposal: proposal))
        // An infinite child in infinite bounds (a guide asked of a frame measured with an infinite proposal) has no
        // aligned position: it starts at the bounds' edge, as nothing else can be meant.
        if !origin.x.isFinite { origin.x = bounds.minX.isFinite ? bounds.minX : 0 }
        if !origin.y.isFinite { origin.y = bounds.minY.isFinite ? bounds.minY : 0 }
        place(node, index: index, at: origin, anchor: .topLeading, proposal: proposal)
    }
}
