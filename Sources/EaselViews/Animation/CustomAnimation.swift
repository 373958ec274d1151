import EaselLayout
import Foundation

/// A type that defines how an animatable value changes over time.
///
/// An animation is asked for the part of a change to show: `value` is the whole change (new value minus old, as
/// a vector), `time` the seconds since the animation began, and the answer the part of `value` covered so far,
/// from zero at the start to `value` at the end; `nil` means finished. The engine adds the answer to the old value.
public protocol CustomAnimation: Hashable, Sendable {
    /// Calculates the value of the animation at the specified time, or `nil` once the animation has finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    /// Calculates the velocity of the animation at a specified time (value units per second), or `nil` when the
    /// animation has none to give. A merging successor starts with this velocity.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Determines whether this animation, starting while `previous` runs on the same property, replaces it
    /// (`true`, carrying its velocity) or runs alongside it, the two effects adding up (`false`).
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool
}

extension CustomAnimation {
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        nil
    }

    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        false
    }
}
