import EaselGraphics
import EaselLayout
import Foundation

/// The phases that a view transitions between when it scrolls among other views: before the visible region
/// (`topLeading`), in it (`identity`) and after it (`bottomTrailing`).
@frozen public enum ScrollTransitionPhase: Hashable, Sendable {
    /// About to move into the visible area at the top edge of a vertical scroll view, or the leading edge of a
    /// horizontal one.
    case topLeading
    /// In the visible area.
    case identity
    /// About to move into the visible area at the bottom edge of a vertical scroll view, or the trailing edge of a
    /// horizontal one.
    case bottomTrailing

    /// Whether this is the identity phase.
    public var isIdentity: Bool { self == .identity }

    /// -1 in the top-leading phase, 0 in the identity phase and 1 in the bottom-trailing phase.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition is applied as its view moves through the visible region of its scroll view: not at
/// all (`identity`), interpolated with the scrolling (`interactive`), or switched when the view crosses the
/// threshold (`animated`).
public struct ScrollTransitionConfiguration: Sendable {
    enum Mode: Sendable {
        case identity
        case interactive(UnitCurve)
        case animated(Animation)
    }

    var mode: Mode
    var visibleAt: Threshold = .visible

    /// A configuration that does not change the view's appearance.
    public static let identity = ScrollTransitionConfiguration(mode: .identity)

    /// A configuration that switches to the identity phase, animated, once the view reaches the threshold.
    public static let animated = ScrollTransitionConfiguration(mode: .animated(.default))

    /// A configuration that switches to the identity phase with `animation` once the view reaches the threshold.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .animated(animation))
    }

    /// A configuration that interpolates the effect between its phases as the view scrolls into the visible
    /// region, eased in and out.
    public static let interactive = ScrollTransitionConfiguration(mode: .interactive(.easeInOut))

    /// A configuration that interpolates the effect between its phases as the view scrolls into the visible
    /// region, paced by `timingCurve`: 0 when the view is just hidden, 1 when it reaches the threshold.
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .interactive(timingCurve))
    }

    /// A copy of this configuration whose view counts as fully visible at `threshold`.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.visibleAt = threshold
        return copy
    }

    /// A copy of this configuration applied with `animation`: an animated configuration switches phases with it.
    /// An interactive one follows the scrolling with it on iOS, lagging behind; Easel draws the effect where the
    /// scroll is, so it is unchanged.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        var copy = self
        if case .animated = mode { copy.mode = .animated(animation) }
        return copy
    }

    /// A point in a view's progress from hidden (wholly outside its container) to visible.
    ///
    /// Easel keeps a threshold as how deep the view's far edge is inside the container's edge it comes in
    /// from: a part of the view's length, a part of the container's, and a distance.
    public struct Threshold: Sendable {
        var ofView: Double
        var ofContainer: Double
        var distance: Double

        /// The view is wholly visible.
        public static let visible = Threshold(ofView: 1, ofContainer: 0, distance: 0)

        /// The view is wholly hidden.
        public static let hidden = Threshold(ofView: 0, ofContainer: 0, distance: 0)

        /// The view is centered in the container.
        public static var centered: Threshold { Threshold(ofView: 0.5, ofContainer: 0.5, distance: 0) }

        /// The view is visible by `amount`: 0 is wholly hidden, 1 wholly visible (values beyond are clamped).
        public static func visible(_ amount: Double) -> Threshold {
            Threshold(ofView: amount.isFinite ? Swift.min(Swift.max(amount, 0), 1) : 1, ofContainer: 0, distance: 0)
        }

        /// This threshold combined with `other`: 0 is this one, 1 the other.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            let t = amount.isFinite ? amount : 0
            return Threshold(
                ofView: ofView + (other.ofView - ofView) * t, ofContainer: ofContainer + (other.ofContainer - ofContainer) * t,
                distance: distance + (other.distance - distance) * t)
        }

        /// A threshold met when the view is `distance` closer to the container's center (negative: farther).
        public func inset(by distance: Double) -> Threshold {
            Threshold(ofView: ofView, ofContainer: ofContainer, distance: self.distance + (distance.isFinite ? distance : 0))
        }

        /// How deep a view of length `view` must be in a container of length `container`.
        func depth(view: Double, container: Double) -> Double {
            ofView * view + ofContainer * container + distance
        }
    }
}

extension View {
    /// Applies `transition` as this view moves into and out of the visible region of its scroll view, the same
    /// way at both edges. `axis` is the scroll view's (vertical when it scrolls both ways) unless given.
    ///
    /// The closure is asked for the effect of each phase; an interactive configuration blends the effects of the
    /// edge's phase and the identity phase, number by number, as the view approaches the threshold.
    public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// Applies `transition` as this view moves into and out of the visible region of its scroll view, with one
    /// configuration at the top (or leading) edge and another at the bottom (or trailing) edge.
    public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        modifier(ScrollTransitionModifier(
            topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis,
            effect: { transition(EmptyVisualEffect(), $0) }))
    }
}

struct ScrollTransitionModifier: ViewModifier {
    typealias Body = Never
    let topLeading: ScrollTransitionConfiguration
    let bottomTrailing: ScrollTransitionConfiguration
    let axis: Axis?
    let effect: (ScrollTransitionPhase) -> any VisualEffect

    static func _makeView(modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs) {
        VisualEffectModifier.makeEffectNodes(name: "scrollTransition", inputs: inputs, content: content, outputs: &outputs) {
            modifier.chain(for: $0).steps
        }
    }

    private func chain(_ phase: ScrollTransitionPhase) -> _VisualEffectChain {
        effect(phase) as? _VisualEffectChain ?? _VisualEffectChain(steps: [])
    }

    /// The effect for where `node` is in its innermost scroll view, as placed: identity outside any.
    func chain(for node: LayoutNode) -> _VisualEffectChain {
        guard let (phase, progress) = position(of: node) else { return chain(.identity) }
        let configuration = phase == .topLeading ? topLeading : bottomTrailing
        switch configuration.mode {
        case .identity:
            return chain(.identity)
        case .animated:
            return progress < 1 ? chain(phase) : chain(.identity)
        case .interactive(let curve):
            guard progress < 1 else { return chain(.identity) }
            return chain(phase).interpolated(towards: chain(.identity), amount: curve.value(at: progress))
        }
    }

    /// The edge `node` is nearer to reaching its threshold from, and how far along it is (0 hidden, 1 at the
    /// threshold); nil outside a scroll view.
    func position(of node: LayoutNode) -> (ScrollTransitionPhase, Double)? {
        guard let scroll = node.parent?.enclosingScrollView(along: axis) else { return nil }
        let axes = scroll.box.layout(as: ScrollViewLayout.self)?.axes ?? .vertical
        let axis = axis ?? (axes == .horizontal ? .horizontal : .vertical)
        let container = scroll.globalFrame, frame = node.globalFrame
        let start = axis == .horizontal ? frame.minX - container.minX : frame.minY - container.minY
        let length = Double(axis == .horizontal ? frame.width : frame.height)
        let containerLength = Double(axis == .horizontal ? container.width : container.height)
        // How deep the view's far edge is inside each edge of the container, against the threshold's depth.
        func progress(depth: Double, _ configuration: ScrollTransitionConfiguration) -> Double {
            let needed = configuration.visibleAt.depth(view: length, container: containerLength)
            guard needed > 0 else { return depth >= needed ? 1 : 0 }
            return Swift.min(Swift.max(depth / needed, 0), 1)
        }
        let top = progress(depth: start + length, topLeading)
        let bottom = progress(depth: containerLength - start, bottomTrailing)
        if top < 1, top <= bottom { return (.topLeading, top) }
        if bottom < 1 { return (.bottomTrailing, bottom) }
        return (.identity, 1)
    }
}

extension LayoutNode {
    /// This node if it is a scroll view, else its nearest ancestor that is, scrolling along `axis` when given.
    func enclosingScrollView(along axis: Axis? = nil) -> LayoutNode? {
        var node: LayoutNode? = self
        while let current = node {
            if let layout = current.box.layout(as: ScrollViewLayout.self),
                axis.map({ layout.axes.contains($0 == .horizontal ? .horizontal : .vertical) }) ?? true
            {
                return current
            }
            node = current.parent
        }
        return nil
    }

    /// The node whose frame is the coordinate space `name`: `.scrollView`'s is the innermost scroll view above
    /// this node, any other the nearest node named so by `.coordinateSpace(name:)`.
    func space(named name: AnyHashable) -> LayoutNode? {
        if let scrollView = name.base as? ScrollViewSpaceName { return parent?.enclosingScrollView(along: scrollView.axis) }
        return ancestor(namedSpace: name)
    }
}

/// The name of the `.scrollView` coordinate spaces.
struct ScrollViewSpaceName: Hashable {
    let axis: Axis?
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The visible region of the innermost scroll view containing the view.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axis: nil))) }

    /// The visible region of the innermost scroll view containing the view that scrolls along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axis: axis)))
    }
}
