import EaselLayout
import Foundation

/// An animation that plays its base several times, or forever.
///
/// A pass lasts as long as the base does: the first time at which the base, asked afresh, answers nil. The
/// base does not declare its length, so it is found by probing copies of the context (doubling, then
/// bisection); every pass of a deterministic base is the same length, so pass n covers [n·T, (n + 1)·T). Each
/// pass runs the base from its start. With `autoreverses`, odd passes run backwards: at local time t they show
/// value − base(t), which goes from the whole change back to none.
///
/// A base that never finishes (a repeat of a repeatForever, a spring that never settles) makes one endless pass;
/// an instant base or a count of 0 or less has nothing to repeat and is finished at once. It does not merge.
struct RepeatAnimation: CustomAnimation, CustomStringConvertible {
    let base: Animation
    /// Nil repeats forever.
    let repeatCount: Int?
    let autoreverses: Bool

    /// Probing gives up past this length: the base is taken never to finish.
    private static let longestPass: TimeInterval = 1e6

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard let current = pass(value: value, time: time, context: context) else { return nil }
        let progress = base.animate(value: value, time: current.time, context: &context)
        if current.reversed { return value - (progress ?? value) }
        return progress ?? value
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard let current = pass(value: value, time: time, context: context),
            let velocity = base.velocity(value: value, time: current.time, context: context)
        else { return nil }
        return current.reversed ? .zero - velocity : velocity
    }

    /// The base's time within the current pass and whether the pass runs backwards, or nil once all passes are
    /// done.
    private func pass<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> (time: TimeInterval, reversed: Bool)? {
        if let repeatCount, repeatCount <= 0 { return nil }
        if time.isNaN { return nil }
        let time = max(time, 0)
        let length = passLength(value: value, context: context)
        guard length > 0 else { return nil }
        guard length.isFinite else { return (time, false) }
        let index = (time / length).rounded(.down)
        if let repeatCount, index >= Double(repeatCount) { return nil }
        let local = min(max(time - index * length, 0), length)
        let reversed = autoreverses && index.truncatingRemainder(dividingBy: 2) == 1
        return (local, reversed)
    }

    /// The first time at which the base is finished, to bisection's precision; infinite when it runs past
    /// `longestPass`.
    private func passLength<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> TimeInterval {
        func finished(_ time: TimeInterval) -> Bool {
            var probe = context
            return base.animate(value: value, time: time, context: &probe) == nil
        }
        if finished(0) { return 0 }
        var running = 0.0
        var done = 1.0
        while !finished(done) {
            running = done
            done *= 2
            if done > Self.longestPass { return .infinity }
        }
        for _ in 0..<100 {
            let middle = (running + done) / 2
            if middle <= running || middle >= done { break }
            if finished(middle) { done = middle } else { running = middle }
        }
        return done
    }

    var description: String {
        if let repeatCount { return "\(base).repeatCount(\(repeatCount), autoreverses: \(autoreverses))" }
        return "\(base).repeatForever(autoreverses: \(autoreverses))"
    }
}
