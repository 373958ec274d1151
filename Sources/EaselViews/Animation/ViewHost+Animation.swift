import EaselLayout
import Foundation

extension ViewHost {
    /// Seconds on the host's clock: 0 when the host is made, moved only by `advance(by:)`. Animations start at
    /// the time of the change that starts them, and every question and render shows the presentation at this
    /// time, so a frame at a given time is the same every run.
    public var time: TimeInterval { graph.animation.time }

    /// The host's date: a fixed start (1 January 2026, 9:41 UTC) plus `time`. Timeline views read it.
    public var date: Date { graph.animation.date }

    /// Moves the host's clock forward: afterwards frames, the display list and renders show every animation as
    /// it is at the new time (values interpolated, transitions in flight, finished animations at their end).
    ///
    /// A negative, infinite or NaN interval does not move the clock (a diagnostic says so).
    public func advance(by seconds: TimeInterval) {
        update()
        guard seconds.isFinite, seconds >= 0 else {
            layoutContext.diagnose(
                "advance(by: \(seconds)): the clock moves only forward by a finite interval; it did not move",
                at: root, fix: "pass a finite number of seconds, 0 or more")
            return
        }
        let end = graph.animation.time + seconds
        // Bodies that asked to be woken on the way (a phase's end, a timeline's entry) are evaluated at their
        // time, in order, so what they start starts then.
        var wakes = 0
        while let next = graph.animation.nextWakeup(upTo: end), wakes < 10_000 {
            graph.animation.advance(to: next)
            update()
            wakes += 1
        }
        graph.animation.advance(to: end)
        update()
    }

    /// Whether anything on screen is still moving: an animation running, a transition in flight.
    public var isAnimating: Bool {
        update()
        return graph.animation.isAnimating
    }

    /// The time on the host's clock at which something is next due to happen without a tap: a timer's firing, a
    /// sleeping task's wake, a phase's end, a timeline's next entry. Nil when nothing is scheduled.
    public var nextScheduledTime: TimeInterval? {
        update()
        return graph.animation.nextWakeup(upTo: .infinity)
    }

    /// Advances the clock a display frame (1/60 s) at a time until nothing moves, for at most `limit` seconds
    /// (an animation that repeats forever never ends). Returns whether the view came to rest.
    @discardableResult
    public func advanceUntilIdle(limit: TimeInterval = 60) -> Bool {
        let frame = 1.0 / 60
        let end = time + (limit.isFinite ? max(limit, 0) : 60)
        while isAnimating {
            guard time < end else {
                layoutContext.diagnose(
                    "still animating after \(limit) seconds (an animation that repeats forever?); the clock stopped there",
                    at: root, fix: "advance by a fixed time instead, or give the animation a repeat count")
                return false
            }
            advance(by: min(frame, end - time))
        }
        return true
    }
}
