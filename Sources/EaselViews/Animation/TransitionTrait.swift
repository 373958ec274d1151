import Foundation

extension View {
    /// Associates a transition with the view: when the view appears or disappears, the transition is applied to
    /// it, animating it in and out.
    ///
    /// Disfavored, as in SwiftUI (per a reimplementation's reading of its interface): a built-in written with a
    /// leading dot (`.transition(.opacity)`) exists both as an `AnyTransition` and as a `Transition`, and without
    /// this the non-generic overload would win; with it the `Transition` one is chosen, and this one serves what only
    /// `AnyTransition` has (`.modifier(active:identity:)`, `.asymmetric`, `.scale(scale:anchor:)`, app-defined
    /// `AnyTransition` members, values of type `AnyTransition`). Either way a call is never ambiguous.
    @_disfavoredOverload
    public func transition(_ t: AnyTransition) -> some View {
        modifier(TransitionTrait(transition: t))
    }

    /// Associates a transition with the view: when the view appears or disappears, the transition is applied to
    /// it, animating it in and out.
    public func transition<T: Transition>(_ t: T) -> some View {
        modifier(TransitionTrait(transition: AnyTransition(t)))
    }
}
