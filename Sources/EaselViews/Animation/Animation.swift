import EaselLayout
import Foundation

/// The way a view changes over time to create a smooth visual transition from one state to another.
///
/// An animation is a `CustomAnimation` behind a type-erasing wrapper: Easel's own (timing curves, springs,
/// delays, repeats) are internal types, and `init(_:)` wraps a custom one. Two animations are equal when their
/// bases have the same type and are equal.
public struct Animation: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The animation this one forwards to.
    package var base: any CustomAnimation

    /// Creates an animation from a custom animation.
    public init<A: CustomAnimation>(_ base: A) {
        self.base = base
    }

    /// Calculates the part of `value` covered at `time`, or `nil` once the animation has finished.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
    }

    /// Calculates the current velocity of the animation, or `nil` if it has none to give.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    /// Whether this animation should replace `previous`, running on the same property for `time` seconds.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        lhs.base.isEqual(to: rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        base.hash(into: &hasher)
    }

    /// The base's own description: `easeInOut(duration: 0.35)`, `spring(duration: 0.5, bounce: 0)`.
    public var description: String { String(describing: base) }

    public var debugDescription: String { "Animation(\(description))" }
}

extension CustomAnimation {
    /// Whether `other` is an animation of this type equal to this one: the erased half of `==`.
    fileprivate func isEqual(to other: any CustomAnimation) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

extension Animation {
    /// How far the animation has taken a change from 0 to 1 after `time` seconds (past 1 for a spring's
    /// overshoot); nil once it has ended. What the engine's own drawn moves (a phase's length, a matched
    /// geometry move) follow.
    package func fraction(at time: TimeInterval) -> Double? {
        var context = AnimationContext<Double>(environment: EnvironmentValues())
        return animate(value: 1.0, time: time, context: &context)
    }
}
