import Foundation

/// A type that defines the geometry of a collection of views (LayoutRules §10).
///
/// Every built-in container and modifier of Easel is a `Layout` too, so a custom layout is measured,
/// cached, traced and placed by exactly the same engine as `HStack`.
public protocol Layout: Animatable {
    /// Properties of a layout container; `stackOrientation` tells Spacers and Dividers which way to grow.
    static var layoutProperties: LayoutProperties { get }

    /// Cached values associated with the layout instance.
    associatedtype Cache = Void

    typealias Subviews = LayoutSubviews

    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache) -> CGFloat?
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The default rebuilds the cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The default merges the subviews' spacing preferences on every edge.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var result = ViewSpacing()
        for (offset, subview) in subviews.enumerated() {
            if offset == 0 {
                result = subview.spacing
            } else {
                result.formUnion(subview.spacing)
            }
        }
        return result
    }

    /// The default merges the explicit guides of the subviews, wherever this layout places them.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Places the subviews without committing anything, then combines the explicit values of the guide of
    /// every subview that has one, in the order of the subviews (LayoutRules §4.3).
    package func mergedExplicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        let axis = key.axis.set
        guard let owner = subviews.owner, subviews.contains(where: { $0.node.explicitGuideAxes.contains(axis) }) else {
            return nil
        }
        return owner.recordPlacements(in: bounds, proposal: proposal) {
            placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        } then: { placements in
            // Unary modifiers (and stacks of one child, which SwiftUI elides) carry their child's value outward
            // unchanged but for the child's offset; containers combine their children's values.
            let translates = subviews.count == 1 && owner.carriesSingleChildGuides
            var result: CGFloat?
            var count = 0
            for subview in subviews where subview.node.explicitGuideAxes.contains(axis) {
                let placement = placements[subview.index]
                let size = subview.node.sizeThatFits(placement.proposal)
                guard let value = subview.node.explicitAlignment(key, proposal: placement.proposal, size: size) else {
                    continue
                }
                let origin = placement.origin(for: size)
                if translates { return origin[key.axis] + value }
                key.combine(childValue: origin[key.axis] + value, count, into: &result)
                count += 1
            }
            return result
        }
    }
}

extension Layout {
    /// The explicit value of the guide `key` names, asked through that axis's alignment type.
    package func explicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        key.axis == .horizontal
            ? explicitAlignment(
                of: HorizontalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            : explicitAlignment(
                of: VerticalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Layout-specific properties of a layout container.
public struct LayoutProperties: Sendable {
    /// The orientation of the containing stack-like container, if any.
    public var stackOrientation: Axis?

    public init() {}

    package init(stackOrientation: Axis?) {
        self.stackOrientation = stackOrientation
    }
}
