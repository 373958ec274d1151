import Foundation

extension LayoutSubview {
    /// Places the subview inside `bounds` so that its `alignment` guides meet the same guides of `bounds`:
    /// origin = frame guide − child guide, per axis, with the child's explicit guides if it has any
    /// (spec §2.1). The frame's own guides are the defaults for its size.
    package func place(in bounds: CGRect, alignment: Alignment, proposal: ProposedViewSize) {
        let size = node.sizeThatFits(proposal)
        let frame = ViewDimensions(size: bounds.size, node: nil, proposal: .unspecified)
        let origin = CGPoint(
            x: bounds.minX + frame[alignment.horizontal] - node.guide(alignment.horizontal.key, size: size, proposal: proposal),
            y: bounds.minY + frame[alignment.vertical] - node.guide(alignment.vertical.key, size: size, proposal: proposal))
        place(at: origin, anchor: .topLeading, proposal: proposal)
    }
}
