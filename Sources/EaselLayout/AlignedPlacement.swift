import Foundation

extension LayoutSubview {
    /// Places the subview inside `bounds` so that its `alignment` guides meet the same guides of `bounds`:
    /// origin = frame guide − child guide, per axis, with the child's explicit guides if it has any
    /// (spec §2.1). The frame's own guides are the defaults for its size.
    package func place(in bounds: CGRect, alignment: Alignment, proposal: ProposedViewSize) {
        let child = dimensions(in: proposal)
        let frame = ViewDimensions(size: bounds.size, node: nil, proposal: .unspecified)
        let origin = CGPoint(
            x: bounds.minX + frame[alignment.horizontal] - child[alignment.horizontal],
            y: bounds.minY + frame[alignment.vertical] - child[alignment.vertical])
        place(at: origin, anchor: .topLeading, proposal: proposal)
    }
}
