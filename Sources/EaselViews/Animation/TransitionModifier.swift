import Foundation

/// Shows the modified view through a transition at one phase: where the view goes in and out, the engine shows it
/// with this modifier, at `willAppear` then `identity` on insertion and `identity` then `didDisappear` on removal.
///
/// Its body is the transition's body (an `AnyView` of one type in every phase), whose placeholder content makes
/// this modifier's content. So the views between the modified view and this node are the same in every phase, only
/// the modifiers' values differ, and the engine animates those values from one phase to the next.
package struct TransitionModifier: ViewModifier {
    package let transition: AnyTransition
    package let phase: TransitionPhase

    package init(transition: AnyTransition, phase: TransitionPhase) {
        self.transition = transition
        self.phase = phase
    }

    /// `content` is not used by name: the transition's `PlaceholderContentView` makes it, as `content` would.
    package func body(content: Content) -> AnyView {
        transition.body(phase: phase)
    }
}
