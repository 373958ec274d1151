import Foundation

/// `Spacer` (LayoutRules §3.7, §11 Q6). With m = minLength ?? 8:
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
    /// In a stack, the minor length is 0 whatever the proposal.
    package var ignoredProposalAxes: Axis.Set {
        switch orientation {
        case .horizontal: .vertical
        case .vertical: .horizontal
        case nil: []
        }
    }
}
