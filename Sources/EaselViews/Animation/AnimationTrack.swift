import EaselLayout
import Foundation

/// One animatable value of one view on screen (a frame's width and height, an opacity, a shape's data) that a
/// change with an animation has moved, or that is not plain bytes (values that never moved are kept still by the
/// `AnimationStore`): its model value and the animations moving the presentation toward it.
///
/// Each animation moves a *delta*, from zero to the change it was started with. Animations that do not merge
/// (timing curves, interpolating springs) run side by side and add up: the presentation is the target less what
/// each has still to go. An animation that merges with the one before it (a spring) replaces everything running,
/// starting from the presentation and the velocity it has at that instant, so an interrupted spring carries its
/// momentum into the new one.
final class AnimationTrack<Value: VectorArithmetic>: AnimationStoreEntry {
    private struct Run {
        let animation: Animation
        let start: TimeInterval
        let delta: Value
        var context: AnimationContext<Value>
        let completions: AnimationCompletions?
        /// The transactions whose animations this one took over: their `.removed` completions wait for it.
        var tookOver: [AnimationCompletions] = []
    }

    /// What moves the value, made when an animation starts and dropped when the last run ends.
    private final class Motion {
        var runs: [Run] = []
        /// Runs a merging animation took over, kept only to tell their transactions when they would have ended
        /// (`.logicallyComplete`); they no longer move the value.
        var overtaken: [Run] = []
    }

    // An idle track holds only its target (and a word for what moves it: a track of two values is 40 bytes, the
    // allocator's 48-byte size).
    private(set) var target: Value
    private var motion: Motion?

    // The two lists of `motion`, empty when there is none: changing one makes the object if need be, and drops it
    // once both lists are empty. Written out for each list rather than through a key path: in a generic class a
    // key path literal is made anew from its pattern at every use, which cost more than the rest of a track's work.
    private var runs: [Run] {
        get { motion?.runs ?? [] }
        _modify {
            let motion = startMotion()
            yield &motion.runs
            endMotionIfStill(motion)
        }
    }

    private var overtaken: [Run] {
        get { motion?.overtaken ?? [] }
        _modify {
            let motion = startMotion()
            yield &motion.overtaken
            endMotionIfStill(motion)
        }
    }

    private func startMotion() -> Motion {
        if let motion { return motion }
        let made = Motion()
        motion = made
        return made
    }

    private func endMotionIfStill(_ motion: Motion) {
        if motion.runs.isEmpty && motion.overtaken.isEmpty { self.motion = nil }
    }

    init(_ value: Value) {
        target = value
    }

    /// Whether anything still moves the value, or a run that was taken over still counts toward its
    /// transaction's logical completion (the host's clock keeps ticking for it, the value at its target).
    override var isAnimating: Bool { motion != nil }

    /// Makes `value` the model value at `time`: with `animation`, the presentation moves there from where it is;
    /// without, it jumps there and what was running stops.
    func retarget(to value: Value, animation: Animation?, completions: AnimationCompletions?, at time: TimeInterval,
                  environment: EnvironmentValues, in graph: ViewGraph) {
        guard value != target else { return }
        guard let animation else {
            stopAll(in: graph)
            target = value
            return
        }
        var context = AnimationContext<Value>(environment: environment)
        var delta = value - target
        var tookOver: [AnimationCompletions] = []
        if let last = runs.last {
            var previous = last.context
            if animation.shouldMerge(previous: last.animation, value: last.delta, time: time - last.start, context: &previous) {
                let (presentation, velocity) = presentationAndVelocity(at: time)
                delta = value - presentation
                context = previous
                context.state[AnimationInitialVelocityKey<Value>.self] = velocity
                // The runs the new animation takes over stop moving the value. Their transactions' logical
                // completions still wait for their own ends; their `.removed` ones now wait for the new run.
                for run in runs {
                    tookOver += run.tookOver
                    if let own = run.completions {
                        tookOver.append(own)
                        overtaken.append(run)
                    }
                }
                runs.removeAll()
                target = presentation
            }
        }
        target = target + delta
        completions?.started()
        runs.append(Run(
            animation: animation, start: time, delta: delta, context: context, completions: completions, tookOver: tookOver))
    }

    /// Moves the target, and with it the presentation, to `value`, keeping what is running: a view whose layout
    /// moved without animation while its geometry animates keeps its offset from the new place.
    func shift(to value: Value) {
        target = value
    }

    /// The presentation at `time`; animations that finished by then are dropped (their completions told).
    func value(at time: TimeInterval, in graph: ViewGraph) -> Value {
        var remaining = Value.zero
        var index = 0
        while index < runs.count {
            let elapsed = max(time - runs[index].start, 0)
            if let done = runs[index].animation.animate(value: runs[index].delta, time: elapsed, context: &runs[index].context) {
                remaining += runs[index].delta - done
                index += 1
            } else {
                runs[index].completions?.finished(in: graph)
                for held in runs[index].tookOver { held.finishedTakingOver(in: graph) }
                runs.remove(at: index)
            }
        }
        if !overtaken.isEmpty { settleOvertaken(at: time, in: graph) }
        return target - remaining
    }

    /// Tells the transactions of taken-over runs that have reached their own ends.
    private func settleOvertaken(at time: TimeInterval, in graph: ViewGraph) {
        overtaken.removeAll { run in
            var context = run.context
            guard run.animation.animate(value: run.delta, time: max(time - run.start, 0), context: &context) == nil else { return false }
            run.completions?.finishedLogically(in: graph)
            return true
        }
    }

    /// The presentation and its velocity (value units per second) at `time`.
    private func presentationAndVelocity(at time: TimeInterval) -> (Value, Value) {
        var remaining = Value.zero
        var velocity = Value.zero
        for run in runs {
            let elapsed = max(time - run.start, 0)
            var context = run.context
            guard let done = run.animation.animate(value: run.delta, time: elapsed, context: &context) else { continue }
            remaining += run.delta - done
            velocity += run.animation.velocity(value: run.delta, time: elapsed, context: context) ?? .zero
        }
        return (target - remaining, velocity)
    }

    /// Ends every running animation where it is (a new change without animation, or a view leaving).
    func stopAll(in graph: ViewGraph) {
        guard motion != nil else { return }
        for run in runs {
            run.completions?.finished(in: graph)
            for held in run.tookOver { held.finishedTakingOver(in: graph) }
        }
        runs.removeAll()
        for run in overtaken { run.completions?.finishedLogically(in: graph) }
        overtaken.removeAll()
    }

    override func removed(in graph: ViewGraph) {
        stopAll(in: graph)
    }

    override func keepsStill(at key: AnimationStore.Key, in store: AnimationStore) -> Bool {
        motion == nil && store.keepStill(key, target) != nil
    }
}

