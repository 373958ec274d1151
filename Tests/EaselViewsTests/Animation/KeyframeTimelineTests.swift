import Foundation
import SwiftUI
import Testing

// Keyframe timelines as values: tracks play in parallel, a track's keyframes one after another from the previous
// one's value, and the timeline answers for any time. Expected values are worked from the keyframe formulas in
// `KeyframeSegment` and `KeyframeTrackTimeline` (linear: from + (to − from)·p; cubic: the Hermite basis
// h01 = 3s² − 2s³, h10 = s³ − 2s² + s, h11 = s³ − s²; Catmull-Rom tangents), never from running Easel.

/// The value the timelines animate: two properties of different types, one track each.
private struct Pose {
    var scale: Double = 1
    var offset: CGFloat = 0
}

private func close(_ actual: Double, _ expected: Double, within tolerance: Double = 1e-9) -> Bool {
    abs(actual - expected) <= tolerance
}

private func close(_ actual: CGFloat, _ expected: CGFloat, within tolerance: Double = 1e-9) -> Bool {
    abs(Double(actual) - Double(expected)) <= tolerance
}

@Suite struct KeyframeTimelineTests {
    /// scale: 1 → 2 over [0, 1], then 2 → 0 over [1, 3]; offset: 0 → 100 over [0, 0.5].
    private let timeline = KeyframeTimeline(initialValue: Pose()) {
        KeyframeTrack(\.scale) {
            LinearKeyframe(2, duration: 1)
            LinearKeyframe(0, duration: 2)
        }
        KeyframeTrack(\.offset) {
            LinearKeyframe(100, duration: 0.5)
        }
    }

    @Test("Tracks play in parallel; a track's durations add up; the timeline lasts as long as its longest track")
    func parallelTracks() {
        // scale: 1 + 2; offset: 0.5. The longer is 3.
        #expect(timeline.duration == 3)
        // 0.25 s: scale 1 + (2 − 1)·0.25 = 1.25; offset 0 + 100·(0.25 / 0.5) = 50.
        let early = timeline.value(time: 0.25)
        #expect(close(early.scale, 1.25))
        #expect(close(early.offset, 50))
        // 2 s: scale is halfway through its second keyframe, 2 + (0 − 2)·0.5 = 1; offset ended at 0.5 s and holds 100.
        let late = timeline.value(time: 2)
        #expect(close(late.scale, 1))
        #expect(late.offset == 100)
    }

    @Test("Linear keyframes are halfway at half their duration, and a timing curve reshapes the progress")
    func linearHalfway() {
        #expect(close(timeline.value(time: 0.5).scale, 1.5))  // 1 + (2 − 1)·0.5
        // easeInOut's control points, (0.42, 0) and (0.58, 1), are symmetric about (0.5, 0.5): half the time is half
        // the way; a quarter of the time is less than a quarter of the way.
        let eased = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10, duration: 2, timingCurve: .easeInOut)
        }
        #expect(close(eased.value(time: 1), 5, within: 1e-6))
        #expect(eased.value(time: 0.5) < 2.5)
    }

    @Test("value(progress:) is the value at progress × duration, with progress clamped to 0...1")
    func progress() {
        // 0.5 × 3 = 1.5 s: scale's second keyframe at 0.5 / 2 = 0.25 of its way, 2 + (0 − 2)·0.25 = 1.5.
        let middle = timeline.value(progress: 0.5)
        #expect(close(middle.scale, 1.5))
        #expect(middle.offset == 100)
        #expect(close(timeline.value(progress: 0.5).scale, timeline.value(time: 1.5).scale))
        let before = timeline.value(progress: -1)
        #expect(before.scale == 1 && before.offset == 0)
        let after = timeline.value(progress: 2)
        #expect(after.scale == 0 && after.offset == 100)
    }

    @Test("Past the end every track holds its final value; before the start the initial value shows")
    func holds() {
        let end = timeline.value(time: 3)
        #expect(end.scale == 0 && end.offset == 100)
        let past = timeline.value(time: 60)
        #expect(past.scale == 0 && past.offset == 100)
        let before = timeline.value(time: -1)
        #expect(before.scale == 1 && before.offset == 0)
    }

    @Test("A move keyframe jumps at its time, and the next keyframe starts from where it jumped to")
    func move() {
        // 0 → 10 over [0, 1]; jump to 50 at 1 s; 50 → 60 over [1, 2].
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10, duration: 1)
            MoveKeyframe(50)
            LinearKeyframe(60, duration: 1)
        }
        #expect(timeline.duration == 2)
        #expect(close(timeline.value(time: 0.5), 5))
        #expect(close(timeline.value(time: 0.999), 9.99))
        #expect(timeline.value(time: 1) == 50)
        #expect(close(timeline.value(time: 1.5), 55))
        #expect(timeline.value(time: 5) == 60)
    }

    @Test("Cubic keyframes pass through their values at their times, smoothly, with the velocities asked for")
    func cubic() {
        // Nodes: 0 at 0 s, 10 at 1 s, 4 at 3 s, 8 at 4 s.
        // Velocities: at rest at 0 s; at 1 s (4 − 0)/(3 − 0) = 4/3; at 3 s (8 − 10)/(4 − 1) = −2/3; at 4 s, 3 as given.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10, duration: 1)
            CubicKeyframe(4, duration: 2)
            CubicKeyframe(8, duration: 1, endVelocity: 3)
        }
        #expect(timeline.duration == 4)
        #expect(timeline.value(time: 0) == 0)
        #expect(timeline.value(time: 1) == 10)
        #expect(timeline.value(time: 3) == 4)
        #expect(timeline.value(time: 4) == 8)
        // 0.5 s, s = 0.5: 0 + 10·h01 + 0·h10 + (4/3)·1·h11 = 10·0.5 + (4/3)·(−0.125) = 5 − 1/6.
        #expect(close(timeline.value(time: 0.5), 5 - 1.0 / 6, within: 1e-12))

        // Velocities by finite differences; the error is about h × the acceleration (|a| < 30 here), so 1e-3.
        let h = 1e-6
        func slope(_ from: Double, _ to: Double) -> Double {
            (timeline.value(time: to) - timeline.value(time: from)) / (to - from)
        }
        #expect(close(slope(0, h), 0, within: 1e-3))
        #expect(close(slope(1 - h, 1), 4.0 / 3, within: 1e-3))
        #expect(close(slope(1, 1 + h), 4.0 / 3, within: 1e-3))
        #expect(close(slope(3 - h, 3), -2.0 / 3, within: 1e-3))
        #expect(close(slope(3, 3 + h), -2.0 / 3, within: 1e-3))
        #expect(close(slope(4 - h, 4), 3, within: 1e-3))
    }

    @Test("A spring keyframe given a long duration ends near its target, and holds where it ended")
    func springSettles() {
        // The default spring (perceptual duration 0.5 s, no bounce) is critically damped with ω = 2π / 0.5 ≈ 12.6:
        // 5 s in, what is left is 100·(1 + ωt)·e^(−ωt) with ωt ≈ 63, far below 0.01.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(100, duration: 5)
        }
        #expect(timeline.duration == 5)
        #expect(close(timeline.value(time: 5), 100, within: 0.01))
        #expect(timeline.value(time: 50) == timeline.value(time: 5))
        // 0.1 s in (ωt ≈ 1.26) it has covered about 1 − 2.26·e^(−1.26) ≈ 64% of the way: moving, not there.
        let early = timeline.value(time: 0.1)
        #expect(early > 0 && early < 100)
    }

    @Test("A spring keyframe without a duration lasts the spring's settling duration")
    func springSettlingDuration() {
        let spring = Spring()
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1, spring: spring)
        }
        #expect(timeline.duration == spring.settlingDuration)
    }

    @Test("A spring cut short hands on the value it had reached, not its target")
    func springCutShort() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(100, duration: 0.1)
            LinearKeyframe(100, duration: 1)
        }
        #expect(close(timeline.duration, 1.1))
        let handOver = timeline.value(time: 0.1)
        #expect(handOver > 0 && handOver < 90)
        #expect(close(timeline.value(time: 0.1 - 1e-9), handOver, within: 1e-6))
        // Halfway through the linear keyframe (0.1 + 0.5 s): halfway from where the spring was to 100.
        #expect(close(timeline.value(time: 0.6), (handOver + 100) / 2, within: 1e-9))
    }

    @Test("Bad durations count as no time and never crash; an empty track or timeline holds the initial value")
    func badInput() {
        let timeline = KeyframeTimeline(initialValue: 1.0) {
            LinearKeyframe(5, duration: .nan)
            LinearKeyframe(9, duration: -1)
            SpringKeyframe(7, duration: .nan)
            CubicKeyframe(3, duration: .infinity)
        }
        #expect(timeline.duration == 0)
        #expect(timeline.value(time: 0) == 3)
        #expect(timeline.value(time: 1) == 3)
        #expect(timeline.value(time: -1) == 1)
        #expect(timeline.value(time: .nan) == 1)
        #expect(timeline.value(progress: 0.5) == 3)
        #expect(timeline.value(progress: .nan) == 3)

        // scale's track is empty and holds 2; offset goes 3 → 13 over 1 s.
        let partly = KeyframeTimeline(initialValue: Pose(scale: 2, offset: 3)) {
            KeyframeTrack(\.scale) {}
            KeyframeTrack(\.offset) {
                LinearKeyframe(13, duration: 1)
            }
        }
        #expect(partly.duration == 1)
        let middle = partly.value(time: 0.5)
        #expect(middle.scale == 2)
        #expect(close(middle.offset, 8))  // 3 + (13 − 3)·0.5

        let empty = KeyframeTimeline(initialValue: Pose(scale: 2, offset: 3)) {}
        #expect(empty.duration == 0)
        let still = empty.value(time: 1)
        #expect(still.scale == 2 && still.offset == 3)
    }

    @Test("Builders take for loops and if/else among keyframes, and a track can animate the whole value")
    func builders() {
        let steps: [Double] = [1, 2, 3]
        let bouncy = false
        // 0 → 10 → 20 → 30, one second each, then 30 → 0 over [3, 4].
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                for step in steps {
                    LinearKeyframe(step * 10, duration: 1)
                }
                if bouncy {
                    SpringKeyframe(0, duration: 1)
                } else {
                    LinearKeyframe(0, duration: 1)
                }
            }
        }
        #expect(timeline.duration == 4)
        #expect(close(timeline.value(time: 2.5), 25))  // 20 + (30 − 20)·0.5
        #expect(close(timeline.value(time: 3.5), 15))  // 30 + (0 − 30)·0.5

        // Keyframes straight in the timeline's closure make one track animating the whole value.
        let direct = KeyframeTimeline(initialValue: 0.0) {
            if bouncy {
                MoveKeyframe(5)
            } else {
                LinearKeyframe(5, duration: 1)
            }
        }
        #expect(direct.duration == 1)
        #expect(close(direct.value(time: 0.5), 2.5))
    }
}
