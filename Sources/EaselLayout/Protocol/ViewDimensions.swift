import Foundation

/// A view's size and its alignment guides in its own coordinate space.
public struct ViewDimensions: Equatable {
    public let width: CGFloat
    public let height: CGFloat
    /// The view whose explicit guides these are, and the proposal it was measured with.
    package let node: LayoutNode?
    package let proposal: ProposedViewSize

    package init(size: CGSize, node: LayoutNode?, proposal: ProposedViewSize) {
        width = size.width
        height = size.height
        self.node = node
        self.proposal = proposal
    }

    package var size: CGSize { CGSize(width: width, height: height) }

    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

    package subscript(key: AlignmentKey) -> CGFloat {
        explicitValue(key) ?? key.defaultValue(in: self)
    }

    package func explicitValue(_ key: AlignmentKey) -> CGFloat? {
        node?.explicitAlignment(key, proposal: proposal, size: size)
    }

    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.node === rhs.node && lhs.proposal == rhs.proposal
    }
}
