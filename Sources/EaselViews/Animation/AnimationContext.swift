import EaselLayout
import Foundation

/// What a custom animation is given besides the value and the time: its own state, which lasts as long as the
/// animation runs, a flag to say it is logically complete, and the environment of the view that started it.
public struct AnimationContext<Value: VectorArithmetic> {
    /// The values the animation keeps between frames.
    public var state: AnimationState<Value>

    /// Set by the animation once it has logically finished (say, a spring near enough to rest), which may be
    /// before it stops moving; the engine uses it to run a completion that asked for logical completion.
    public var isLogicallyComplete: Bool

    /// The environment of the view whose transaction started the animation.
    public private(set) var environment: EnvironmentValues

    /// The context of a new animation: empty state, not complete.
    package init(
        environment: EnvironmentValues = EnvironmentValues(), state: AnimationState<Value> = AnimationState(),
        isLogicallyComplete: Bool = false
    ) {
        self.environment = environment
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
    }

    /// A context like this one (same environment and completion) holding `state` for another value type: how
    /// an animation runs another over a different vector.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(environment: environment, state: state, isLogicallyComplete: isLogicallyComplete)
    }
}
