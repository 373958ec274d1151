import EaselLayout
import Foundation

// The modifiers that change an animation's timing, each a CustomAnimation wrapping the animation it changes.
// Bad input is repaired as for durations: a NaN or negative delay is none, a NaN, negative or infinite speed
// makes the animation instant.

extension Animation {
    /// Delays the start of the animation by `delay` seconds; until then it covers nothing of the change.
    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(DelayAnimation(base: self, delay: delay))
    }

    /// Changes the speed of the animation: a speed of 2 runs it in half the time.
    public func speed(_ speed: Double) -> Animation {
        Animation(SpeedAnimation(base: self, speed: speed))
    }

    /// Repeats the animation `repeatCount` times. With `autoreverses`, every second pass runs backwards, and
    /// reversed passes count toward `repeatCount`: a count of 2 plays forward, then back, then stops.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, repeatCount: repeatCount, autoreverses: autoreverses))
    }

    /// Repeats the animation for as long as it is running; with `autoreverses`, every second pass runs backwards.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, repeatCount: nil, autoreverses: autoreverses))
    }

    /// Makes the animation report logical completion after `duration` seconds, if it has not already. It does
    /// not keep the animation running past its own end.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        Animation(LogicalCompletionAnimation(base: self, duration: duration))
    }
}

/// An animation that starts `delay` seconds late: nothing of the change is covered before then, and afterwards
/// the base runs on its own clock, started at the delay.
///
/// It does not merge: a delayed spring taking over a moving one would hold it still through the delay.
struct DelayAnimation: CustomAnimation, CustomStringConvertible {
    let base: Animation
    let delay: TimeInterval

    init(base: Animation, delay: TimeInterval) {
        self.base = base
        self.delay = delay > 0 ? delay : 0
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time.isNaN { return nil }
        if time < delay { return .zero }
        return base.animate(value: value, time: time - delay, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        if time.isNaN { return nil }
        if time < delay { return .zero }
        return base.velocity(value: value, time: time - delay, context: context)
    }

    var description: String { "\(base).delay(\(LayoutFormat.number(CGFloat(delay))))" }
}

/// An animation whose base runs `speed` times as fast: at time t the base is at t × speed, and its velocity is
/// multiplied by the speed. A speed of 0 holds the base at its start for as long as it runs.
struct SpeedAnimation: CustomAnimation, CustomStringConvertible {
    let base: Animation
    let speed: Double

    init(base: Animation, speed: Double) {
        self.base = base
        self.speed = speed >= 0 && speed.isFinite ? speed : .infinity
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard speed.isFinite else { return nil }
        return base.animate(value: value, time: time * speed, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard speed.isFinite else { return nil }
        return base.velocity(value: value, time: time * speed, context: context)?.scaled(by: speed)
    }

    /// Merges when the base would: speed changes the pace of a spring, not whether it replaces the one before.
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    var description: String { "\(base).speed(\(LayoutFormat.number(CGFloat(speed))))" }
}

/// An animation that reports logical completion after `duration` seconds, and otherwise is its base.
struct LogicalCompletionAnimation: CustomAnimation, CustomStringConvertible {
    let base: Animation
    let duration: TimeInterval

    init(base: Animation, duration: TimeInterval) {
        self.base = base
        self.duration = duration > 0 ? duration : 0
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time >= duration { context.isLogicallyComplete = true }
        return base.animate(value: value, time: time, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    var description: String { "\(base).logicallyComplete(after: \(LayoutFormat.number(CGFloat(duration))))" }
}
