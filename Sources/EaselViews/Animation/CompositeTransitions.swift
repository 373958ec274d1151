import Foundation

// Transitions made of other transitions. Each applies its parts in every phase, giving a part the identity phase
// where it has nothing to do, so the structure stays the same from phase to phase.

/// A composite `Transition` that uses a different transition for insertion versus removal.
///
/// Both are applied in every phase, the removal around the insertion: the insertion sees the phase except on
/// removal (it stays at identity then), the removal sees it except on insertion.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    /// The `Transition` defining the insertion phase of `self`.
    public var insertion: Insertion
    /// The `Transition` defining the removal phase of `self`.
    public var removal: Removal

    /// Creates a composite `Transition` that uses a different transition for insertion versus removal.
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        removal.apply(
            content: insertion.apply(content: content, phase: phase == .didDisappear ? .identity : phase),
            phase: phase == .willAppear ? .identity : phase)
    }

    public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion)
    }
}

/// Two transitions applied together, the second around the first, in every phase.
struct CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second

    func body(content: Content, phase: TransitionPhase) -> some View {
        second.apply(content: first.apply(content: content, phase: phase), phase: phase)
    }

    static var properties: TransitionProperties {
        TransitionProperties(hasMotion: First.properties.hasMotion || Second.properties.hasMotion)
    }
}

/// A transition with an animation of its own: its changes animate with `animation` whatever animation the
/// insertion or removal came with.
struct AnimatedTransition<Base: Transition>: Transition {
    let base: Base
    let ownAnimation: Animation?

    func body(content: Content, phase: TransitionPhase) -> some View {
        base.apply(content: content, phase: phase).animation(ownAnimation, value: phase)
    }

    static var properties: TransitionProperties { Base.properties }
}

extension Transition {
    /// Combines this transition with another, returning a new transition that is the result of both transitions
    /// being applied.
    public func combined<T: Transition>(with other: T) -> some Transition {
        CombinedTransition(first: self, second: other)
    }

    /// Attaches an animation to this transition.
    public func animation(_ animation: Animation?) -> some Transition {
        AnimatedTransition(base: self, ownAnimation: animation)
    }
}

/// A transition between two values of one modifier: `active` away from the identity phase, `identity` in it.
struct ModifierTransition<Modifier: ViewModifier>: Transition {
    let active: Modifier
    let identity: Modifier

    func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(phase.isIdentity ? self.identity : self.active)
    }
}
