import Foundation

/// `.frame(width:height:alignment:)` (LayoutRules §2.1).
///
/// 1. A given width or height replaces that dimension of the proposal; a nil one passes it through.
/// 2. The frame's size is the given value in each given dimension and the child's size in the others; with
///    both given, the child is not asked at all.
/// 3. The child is aligned inside the frame by `alignment` and may overflow it.
package struct FrameLayout: Layout, BuiltinLayout {
    package var width: CGFloat? {
        get { storedWidth.isNaN ? nil : storedWidth }
        set { storedWidth = newValue ?? .nan }
    }
    package var height: CGFloat? {
        get { storedHeight.isNaN ? nil : storedHeight }
        set { storedHeight = newValue ?? .nan }
    }
    package var alignment: Alignment
    // A dimension that is not given is a NaN, which a given one never is (the initializer drops non-finite
    // values): 8 bytes rather than an optional's 16 with its padding, so that a frame's layout box takes the
    // allocator's 96-byte size rather than 112.
    private var storedWidth: CGFloat
    private var storedHeight: CGFloat

    /// Non-finite or negative values are treated as nil, as SwiftUI does; `problems` says which.
    package init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        storedWidth = width.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? .nan
        storedHeight = height.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? .nan
        self.alignment = alignment
    }

    /// Messages for the values the initializer dropped.
    package static func problems(width: CGFloat?, height: CGFloat?) -> [String] {
        [("width", width), ("height", height)].compactMap { name, value in
            guard let value, !(value.isFinite && value >= 0) else { return nil }
            return "Invalid frame dimension (negative or non-finite): \(name) \(LayoutFormat.number(value)) is ignored"
        }
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let constantSize { return constantSize }
        let child = subviews.firstSizeThatFits(childProposal(proposal)) ?? .zero
        return ProposedViewSize(width: width, height: height).replacingUnspecifiedDimensions(by: child)
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.placeFirst(in: bounds, alignment: alignment, proposal: childProposal(proposal))
    }

    /// The framed edges forget the child's preferences, except a Spacer's, which must keep its zero.
    package func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        var framed: Edge.Set = []
        if width != nil { framed.formUnion(.horizontal) }
        if height != nil { framed.formUnion(.vertical) }
        return subviews.first?.spacing(forgetting: framed) ?? ViewSpacing()
    }

    /// A given dimension replaces the proposal's (step 1) and is the frame's own (step 2).
    package var ignoredProposalAxes: Axis.Set {
        var axes: Axis.Set = []
        if width != nil { axes.insert(.horizontal) }
        if height != nil { axes.insert(.vertical) }
        return axes
    }

    /// The child's size fills the dimensions not given (step 2).
    package var proposalUse: ProposalUse { .firstChild }

    package var constantSize: CGSize? {
        guard let width, let height else { return nil }
        return CGSize(width: width, height: height)
    }

    package var name: String { "frame" }
    package var detail: String? {
        LayoutDetail.join([
            width.map { "width: \(LayoutFormat.number($0))" },
            height.map { "height: \(LayoutFormat.number($0))" },
            alignment == .center ? nil : "alignment: \(AlignmentName.of(alignment))",
        ])
    }
}
