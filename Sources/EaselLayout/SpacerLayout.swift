import Foundation

/// `Spacer` (spec §3.7, §11 Q6). With m = minLength ?? 8:
/// - in a horizontal stack: max(proposed width ?? −∞, m) wide and 0 tall;
/// - in a vertical stack: 0 wide and max(proposed height ?? −∞, m) tall;
/// - elsewhere: max(proposal ?? −∞, m) in both axes.
/// It prefers no spacing on its major edges (so no 8-point gap next to it) and has layout priority −∞, so
/// stacks size every other child first while reserving the spacer's minimum.
package struct SpacerLayout: Layout, BuiltinLayout {
    package var minLength: CGFloat?
    package var orientation: Axis?

    package init(minLength: CGFloat?, orientation: Axis?) {
        self.minLength = minLength.flatMap { $0.isFinite ? Swift.max($0, 0) : nil }
        self.orientation = orientation
    }

    /// What the initializer repairs in `minLength`, said for a diagnostic; nil when it is valid.
    package static func problem(minLength: CGFloat?) -> String? {
        guard let minLength, !(minLength.isFinite && minLength >= 0) else { return nil }
        return minLength.isFinite
            ? "Spacer minLength \(LayoutFormat.number(minLength)) is negative; 0 is used instead"
            : "Spacer minLength \(minLength) is not finite; the default minimum of 8 is used instead"
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let minimum = minLength ?? ViewSpacing.defaultValue
        func length(_ proposed: CGFloat?) -> CGFloat { Swift.max(proposed ?? -.infinity, minimum) }
        switch orientation {
        case .horizontal: return CGSize(width: length(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: length(proposal.height))
        case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
        }
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}

    package func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        switch orientation {
        case .horizontal: .zero(on: .horizontal)
        case .vertical: .zero(on: .vertical)
        case nil: .zero
        }
    }

    package var name: String { "Spacer" }
    package var detail: String? { minLength.map { "minLength: \(LayoutFormat.number($0))" } }
    package func inherentPriority(children: [LayoutNode]) -> Double? { -.infinity }
    package var requiresSpacingProjection: Bool { true }
}

/// `Divider` (spec §3.8, §11 Q14): a line across the enclosing stack's axis — vertical in an HStack,
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

/// A leaf that takes the proposal, nil dimensions replaced by 10 (spec §1.2, §3.6): `Color` and most shapes.
package struct ProposalLayout: Layout, BuiltinLayout {
    package var name: String
    /// A shape's own answer, when it has one (Circle's square).
    package var measure: ((ProposedViewSize) -> CGSize)?

    package init(name: String, measure: ((ProposedViewSize) -> CGSize)? = nil) {
        self.name = name
        self.measure = measure
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        measure?(proposal) ?? proposal.replacingUnspecifiedDimensions()
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}

    package func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }

    /// Taking the proposal costs less than a cache look-up; a shape's own `sizeThatFits` may not.
    package var answersWithoutCache: Bool { measure == nil }
}

/// A container for content built once its frame is known (spec §5, §11 Q5): it takes the whole proposal
/// (nil dimensions become 0) and places every child at its top-leading corner, proposing its full size.
package struct GeometryReaderLayout: Layout, BuiltinLayout {
    package init() {}

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        }
    }

    package func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }

    package func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? { nil }

    package func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? { nil }

    package var name: String { "GeometryReader" }
}
