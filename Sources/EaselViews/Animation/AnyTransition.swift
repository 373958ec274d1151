import EaselLayout
import Foundation

/// A type-erased transition.
///
/// It keeps the transition as an existential and opens it again where it is used: its body at a phase is the
/// transition's body wrapped in an `AnyView`, of one type in every phase, so an erased transition keeps the same
/// structure from phase to phase as the transition it holds. Like SwiftUI's, it is not `Sendable`, and its
/// built-in transitions are computed rather than stored (a stored `static let` must be `Sendable` in Swift 6).
public struct AnyTransition {
    /// The transition, its type hidden.
    let base: any Transition

    /// Creates an instance that type-erases `transition`.
    public init<T: Transition>(_ transition: T) {
        base = transition
    }

    /// The transition's body at `phase`, its placeholder content standing for the content of the modifier body
    /// it is made in (`TransitionModifier`).
    package func body(phase: TransitionPhase) -> AnyView {
        Self.erasedBody(of: base, phase: phase)
    }

    /// Whether the transition includes motion (`TransitionProperties.hasMotion`).
    package var hasMotion: Bool { type(of: base).properties.hasMotion }

    /// Whether this is `.identity`, which changes nothing in any phase.
    package var isIdentity: Bool { base is IdentityTransition }

    private static func erasedBody<T: Transition>(of transition: T, phase: TransitionPhase) -> AnyView {
        AnyView(transition.body(content: PlaceholderContentView<T>(), phase: phase))
    }
}

extension AnyTransition {
    /// A transition from transparent to opaque on insertion, and from opaque to transparent on removal.
    public static var opacity: AnyTransition { AnyTransition(OpacityTransition()) }

    /// A transition that returns the input view, unmodified, as the output view.
    public static var identity: AnyTransition { AnyTransition(IdentityTransition()) }

    /// Returns a transition that scales the view (from nothing, around its center: `ScaleTransition.scale`).
    public static var scale: AnyTransition { AnyTransition(ScaleTransition.scale) }

    /// Returns a transition that scales the view by the specified amount.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(ScaleTransition(Double(scale), anchor: anchor))
    }

    /// A transition that inserts by moving in from the leading edge, and removes by moving out towards the
    /// trailing edge.
    public static var slide: AnyTransition { AnyTransition(SlideTransition()) }

    /// Returns a transition that moves the view away, towards the specified edge of the view.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(MoveTransition(edge: edge)) }

    /// A transition that offsets the view by the specified amount.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(OffsetTransition(offset)) }

    /// A transition that offsets the view by the specified x and y values.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(OffsetTransition(CGSize(width: x, height: y)))
    }

    /// A transition that moves the view in from `edge` while fading it in, and out towards the opposite edge while
    /// fading it out.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(PushTransition(edge: edge)) }

    /// Provides a composite transition that uses a different transition for insertion versus removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        erasedAsymmetric(insertion.base, removal.base)
    }

    /// Returns a transition defined between an active modifier and an identity modifier: the view has `identity`
    /// applied in the identity phase and `active` otherwise, one modifier type in every phase.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(ModifierTransition(active: active, identity: identity))
    }

    /// Combines this transition with another, returning a new transition that is the result of both transitions
    /// being applied.
    public func combined(with other: AnyTransition) -> AnyTransition {
        Self.erasedCombination(base, other.base)
    }

    /// Attaches an animation to this transition.
    public func animation(_ animation: Animation?) -> AnyTransition {
        Self.erasedAnimation(base, animation)
    }

    // The erased transitions opened again (SE-0352), so that the composite keeps both parts' types.

    private static func erasedAsymmetric<I: Transition, R: Transition>(_ insertion: I, _ removal: R) -> AnyTransition {
        AnyTransition(AsymmetricTransition(insertion: insertion, removal: removal))
    }

    private static func erasedCombination<A: Transition, B: Transition>(_ first: A, _ second: B) -> AnyTransition {
        AnyTransition(CombinedTransition(first: first, second: second))
    }

    private static func erasedAnimation<T: Transition>(_ transition: T, _ animation: Animation?) -> AnyTransition {
        AnyTransition(AnimatedTransition(base: transition, ownAnimation: animation))
    }
}
