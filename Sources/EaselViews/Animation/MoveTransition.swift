import EaselLayout
import Foundation

// The transitions that move a view: by its own size toward an edge (`MoveEdgeEffect`), or by a fixed offset.
// Each keeps its effects in place in every phase, only their amounts changing; one that moves in from one edge and
// out toward another stacks two effects, each at 0 in the phases it does not use.

/// A transition that moves the view away, towards the specified edge of the view: off that edge by its own width
/// or height, on insertion and on removal alike.
public struct MoveTransition: Transition {
    /// The edge to move the view towards.
    public var edge: Edge

    /// Creates a transition that moves the view away, towards the specified edge of the view.
    public init(edge: Edge) {
        self.edge = edge
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(MoveEdgeEffect(edge: edge, fraction: phase.isIdentity ? 0 : 1))
    }
}

extension Transition where Self == MoveTransition {
    /// A transition that moves the view away, towards the specified edge of the view.
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

/// A transition that inserts by moving in from the leading edge, and removes by moving out towards the trailing
/// edge.
public struct SlideTransition: Transition {
    public init() {}

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .modifier(MoveEdgeEffect(edge: .leading, fraction: phase == .willAppear ? 1 : 0))
            .modifier(MoveEdgeEffect(edge: .trailing, fraction: phase == .didDisappear ? 1 : 0))
    }
}

extension Transition where Self == SlideTransition {
    /// A transition that inserts by moving in from the leading edge, and removes by moving out towards the
    /// trailing edge.
    public static var slide: SlideTransition { SlideTransition() }
}

/// A transition that animates a view's insertion by moving it in from the specified edge while fading it in, and
/// its removal by moving it out towards the opposite edge while fading it out.
public struct PushTransition: Transition {
    /// The edge from which the view is animated in.
    public var edge: Edge

    /// Creates a transition that animates a view by moving and fading it.
    public init(edge: Edge) {
        self.edge = edge
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .modifier(MoveEdgeEffect(edge: edge, fraction: phase == .willAppear ? 1 : 0))
            .modifier(MoveEdgeEffect(edge: edge.opposite, fraction: phase == .didDisappear ? 1 : 0))
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

extension Transition where Self == PushTransition {
    /// A transition that moves the view in from `edge` while fading it in, and out towards the opposite edge while
    /// fading it out.
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

/// A transition that offsets the view by the specified amount when not in the identity phase.
///
/// It uses `.offset`, a layout that moves the view and leaves its own frame where it was (LayoutRules §3.2).
public struct OffsetTransition: Transition {
    /// The amount to offset the view by.
    public var offset: CGSize

    /// Creates a transition that offsets the view by the specified amount.
    public init(_ offset: CGSize) {
        self.offset = offset
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? CGSize.zero : self.offset)
    }
}

extension Transition where Self == OffsetTransition {
    /// A transition that offsets the view by the specified amount.
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }

    /// A transition that offsets the view by the specified x and y values.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
        OffsetTransition(CGSize(width: x, height: y))
    }
}
