import EaselGraphics
import EaselLayout
import Foundation

// How scroll views inside a view behave: whether a person can scroll them, where their content starts, where a
// drag comes to rest (paging, view-aligned), their margins and clipping, and their indicators (drawn only while
// scrolling on iOS, so never in a still picture).

/// The visibility of scroll indicators.
public struct ScrollIndicatorVisibility: Equatable, Sendable {
    let rawValue: Int
    /// Shown or hidden as the platform decides (on iOS: while scrolling).
    public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility(rawValue: 0) }
    /// Shown while scrolling.
    public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility(rawValue: 1) }
    /// Hidden, unless the platform needs them.
    public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility(rawValue: 2) }
    /// Never shown.
    public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility(rawValue: 3) }
}

/// The ways a scroll view can bounce when it reaches the end of its content.
public struct ScrollBounceBehavior: Equatable, Sendable {
    let rawValue: Int
    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(rawValue: 0) }
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior(rawValue: 1) }
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(rawValue: 2) }
}

/// Where content margins apply.
public struct ContentMarginPlacement: Equatable, Sendable {
    let rawValue: Int
    public static var automatic: ContentMarginPlacement { ContentMarginPlacement(rawValue: 0) }
    public static var scrollContent: ContentMarginPlacement { ContentMarginPlacement(rawValue: 1) }
    public static var scrollIndicators: ContentMarginPlacement { ContentMarginPlacement(rawValue: 2) }
}

/// A rectangle a scroll gesture aims for, and the anchor of the viewport it is aligned to.
public struct ScrollTarget {
    /// The rectangle, in the scroll view's content coordinates, the scroll view comes to rest showing.
    public var rect: CGRect
    /// The anchor of `rect` aligned with the same anchor of the viewport (its top-leading corner when nil).
    public var anchor: UnitPoint?
}

/// What a scroll target behavior knows when it chooses where a scroll ends.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    /// The target the gesture would end at.
    public var originalTarget: ScrollTarget
    /// The gesture's speed, in points a second (zero for a drag that comes to rest).
    public var velocity: CGVector
    /// The size of the content.
    public var contentSize: CGSize
    /// The size of the scroll view.
    public var containerSize: CGSize
    /// The axes the scroll view scrolls along.
    public var axes: Axis.Set

    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
        EnvironmentValues()[keyPath: keyPath]
    }
}

/// A type that defines where a scroll view comes to rest.
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    /// Updates the proposed target a scroll view should scroll to.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// Rests on whole pages: multiples of the scroll view's size.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for axis in [Axis.horizontal, .vertical] where context.axes.contains(axis == .horizontal ? .horizontal : .vertical) {
            let page = context.containerSize[axis]
            guard page > 0 else { continue }
            let last = Swift.max(0, context.contentSize[axis] - page)
            target.rect.origin[axis] = Swift.min((target.rect.origin[axis] / page).rounded() * page, last)
        }
    }
}

/// Rests with a view of the scroll target layout at the leading (or top) edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one scroll may go.
    public struct LimitBehavior: Equatable, Sendable {
        let rawValue: Int
        public static var automatic: LimitBehavior { LimitBehavior(rawValue: 0) }
        public static var always: LimitBehavior { LimitBehavior(rawValue: 1) }
        public static var never: LimitBehavior { LimitBehavior(rawValue: 2) }
        public static var alwaysByFew: LimitBehavior { LimitBehavior(rawValue: 3) }
        public static var alwaysByOne: LimitBehavior { LimitBehavior(rawValue: 4) }
    }

    let limitBehavior: LimitBehavior
    /// The leading edges of the target layout's views, along each axis, in content coordinates (set by the scroll
    /// view before asking).
    var edges: [Axis: [CGFloat]] = [:]

    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for (axis, starts) in edges where !starts.isEmpty {
            let wanted = target.rect.origin[axis]
            let last = Swift.max(0, context.contentSize[axis] - context.containerSize[axis])
            let nearest = starts.min { abs($0 - wanted) < abs($1 - wanted) } ?? wanted
            target.rect.origin[axis] = Swift.min(nearest, last)
        }
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Rests on whole pages.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Rests with a view of the scroll target layout at the leading edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Rests with a view of the scroll target layout at the leading edge, limited as `limitBehavior` says.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// What the environment says of scroll views below.
struct ScrollOptions {
    var targetBehavior: (any ScrollTargetBehavior)?
    var clipDisabled = false
    var contentMargins = EdgeInsets()
    var defaultAnchor: UnitPoint?
    var verticalIndicators = ScrollIndicatorVisibility.automatic
    var horizontalIndicators = ScrollIndicatorVisibility.automatic
    var bounce = ScrollBounceBehavior.automatic
}

private struct ScrollOptionsKey: EnvironmentKey {
    static var defaultValue: ScrollOptions { ScrollOptions() }
}

private struct IsScrollEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    var scrollOptions: ScrollOptions {
        get { self[ScrollOptionsKey.self] }
        set { self[ScrollOptionsKey.self] = newValue }
    }

    /// Whether a person can scroll the scroll views in this environment.
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }

    /// The visibility of vertical scroll indicators.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { scrollOptions.verticalIndicators }
        set { scrollOptions.verticalIndicators = newValue }
    }

    /// The visibility of horizontal scroll indicators.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { scrollOptions.horizontalIndicators }
        set { scrollOptions.horizontalIndicators = newValue }
    }
}

extension View {
    /// Disables or enables scrolling by a person in scrollable views (code may still scroll them).
    public func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isScrollEnabled) { if disabled { $0 = false } }
    }

    /// Sets the visibility of scroll indicators (drawn on iOS only while scrolling, so never in a still picture).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        transformEnvironment(\.scrollOptions) { options in
            if axes.contains(.vertical) { options.verticalIndicators = visibility }
            if axes.contains(.horizontal) { options.horizontalIndicators = visibility }
        }
    }

    /// Configures the bounce behavior of scrollable views (seen only while scrolling).
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        transformEnvironment(\.scrollOptions) { $0.bounce = behavior }
    }

    /// Lets scroll views draw their content past their frames.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        transformEnvironment(\.scrollOptions) { $0.clipDisabled = disabled }
    }

    /// Adds margins around the content of scroll views.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        let amount = length ?? 16
        let insets = EdgeInsets(
            top: edges.contains(.top) ? amount : 0, leading: edges.contains(.leading) ? amount : 0,
            bottom: edges.contains(.bottom) ? amount : 0, trailing: edges.contains(.trailing) ? amount : 0)
        return contentMargins(edges, insets, for: placement)
    }

    /// Adds margins around the content of scroll views.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment(\.scrollOptions) { options in
            guard placement != .scrollIndicators else { return }
            func pick(_ edge: Edge.Set, _ value: CGFloat, _ old: CGFloat) -> CGFloat {
                edges.contains(edge) && value.isFinite ? Swift.max(value, 0) : old
            }
            let old = options.contentMargins
            options.contentMargins = EdgeInsets(
                top: pick(.top, insets.top, old.top), leading: pick(.leading, insets.leading, old.leading),
                bottom: pick(.bottom, insets.bottom, old.bottom), trailing: pick(.trailing, insets.trailing, old.trailing))
        }
    }

    /// Adds the same margin on every edge of the content of scroll views.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    /// Where scroll views below start: the content's `anchor` point shown at the viewport's `anchor` point
    /// (`.bottom` starts a chat at its last message).
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        transformEnvironment(\.scrollOptions) { $0.defaultAnchor = anchor }
    }

    /// Sets where scroll views below come to rest after a person scrolls them.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        transformEnvironment(\.scrollOptions) { $0.targetBehavior = behavior }
    }

    /// Makes this layout's views the targets a view-aligned scroll view rests on.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }
}

/// The node around a scroll target layout: layout and drawing pass through it.
struct ScrollTargetLayoutMark: PassThroughLayout {
    var name: String { "scrollTargetLayout" }
}

/// Marks the layout whose children are scroll targets: a node named `scrollTargetLayout` around it.
struct ScrollTargetLayoutModifier: ViewModifier {
    typealias Body = Never
    let isEnabled: Bool

    static func _makeView(modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs) {
        guard modifier.isEnabled else {
            content.make(inputs, &outputs)
            return
        }
        let inputs = inputs.pushing("scrollTargetLayout")
        var inner = _ViewOutputs()
        content.make(inputs, &inner)
        for node in inner.nodes {
            outputs.append(inputs.wrap(node, in: ScrollTargetLayoutMark()))
        }
    }
}

extension ScrollState {
    /// Where a person's scroll that would end at `offset` comes to rest, as the scroll target behavior decides.
    func restingOffset(_ offset: CGPoint, options: ScrollOptions, axes: Axis.Set, node: LayoutNode) -> CGPoint {
        guard var behavior = options.targetBehavior, let content = node.children.first else { return offset }
        let viewport = node.globalFrame.size
        let contentFrame = content.globalFrame
        if var aligned = behavior as? ViewAlignedScrollTargetBehavior {
            // The leading edges of the target layout's views, in content coordinates.
            var edges: [Axis: [CGFloat]] = [:]
            content.walkSubtree { found, _ in
                guard found.name == "scrollTargetLayout" else { return .descend }
                let layout = found.children.first
                for child in layout?.children ?? [] where child.isPlaced {
                    edges[.horizontal, default: []].append(child.globalFrame.minX - contentFrame.minX)
                    edges[.vertical, default: []].append(child.globalFrame.minY - contentFrame.minY)
                }
                return .stop
            }
            if !axes.contains(.horizontal) { edges[.horizontal] = nil }
            if !axes.contains(.vertical) { edges[.vertical] = nil }
            aligned.edges = edges
            behavior = aligned
        }
        var target = ScrollTarget(rect: CGRect(origin: offset, size: viewport), anchor: nil)
        let context = ScrollTargetBehaviorContext(
            originalTarget: target, velocity: CGVector(dx: 0, dy: 0), contentSize: contentFrame.size,
            containerSize: viewport, axes: axes)
        behavior.updateTarget(&target, context: context)
        return target.rect.origin
    }
}
