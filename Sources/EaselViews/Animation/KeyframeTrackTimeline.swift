import EaselLayout
import Foundation

/// One track's keyframes laid out in time: where each segment starts, what it starts from, and the velocities the
/// app left unspecified.
///
/// How a track plays (SwiftUI's documentation, and where it is silent, Easel's choices):
/// 1. Keyframes play one after another. Each starts where the previous one actually ended (the track's initial
///    value first): a spring cut short by its duration hands on the value and the velocity it had then, not its
///    target.
/// 2. A duration that is negative, NaN or infinite counts as 0 (Easel's repair: the rest of the track still has a
///    place in time). A `MoveKeyframe` lasts no time; a `SpringKeyframe` without a duration lasts the spring's
///    settling duration.
/// 3. Velocities left `nil` keep the motion smooth. A cubic or spring keyframe starts with the velocity the value
///    arrives with: zero at the track's start and after a move (a jump carries no motion), the previous segment's
///    final velocity otherwise. A cubic keyframe ends with a Catmull-Rom tangent, the slope from the value it starts
///    from to the next keyframe's value over both keyframes' time; it ends at rest when it is the last keyframe,
///    when a move follows, or when the two keyframes take no time.
/// 4. Before time 0 (or at a NaN time) a track is at its initial value; after its last keyframe it holds where that
///    keyframe ended.
struct KeyframeTrackTimeline<Value: Animatable> {
    typealias Data = Value.AnimatableData

    let initialValue: Value
    let segments: [KeyframeSegment<Value>]
    let duration: Double
    /// Where the last keyframe ended: its own value, except for a spring cut short.
    let finalValue: Value

    init(initialValue: Value, keyframes: [DeclaredKeyframe<Value>]) {
        var segments: [KeyframeSegment<Value>] = []
        var start = 0.0
        var value = initialValue.animatableData
        var velocity = Data.zero
        var finalValue = initialValue
        for (index, keyframe) in keyframes.enumerated() {
            let duration = Self.duration(of: keyframe)
            let curve: KeyframeSegment<Value>.Curve
            switch keyframe.kind {
            case .linear(let timing):
                curve = .linear(timing)
            case .cubic(let startVelocity, let endVelocity):
                let next = index + 1 < keyframes.count ? keyframes[index + 1] : nil
                curve = .cubic(
                    startVelocity: startVelocity ?? velocity,
                    endVelocity: endVelocity ?? Self.tangent(from: value, over: duration, to: next))
            case .spring(let spring, let startVelocity):
                curve = .spring(spring, startVelocity: startVelocity ?? velocity)
            case .move:
                curve = .move
            }
            let segment = KeyframeSegment(start: start, duration: duration, from: value, target: keyframe.to, curve: curve)
            segments.append(segment)
            (value, velocity) = segment.sample(at: duration)
            finalValue = segment.value(at: duration)
            start += duration
        }
        self.initialValue = initialValue
        self.segments = segments
        self.duration = start
        self.finalValue = finalValue
    }

    func value(time: Double) -> Value {
        // A NaN time fails this comparison too.
        guard time >= 0 else { return initialValue }
        // The first segment not yet over; at a boundary that is the later one, which starts where the earlier
        // ended, so a move shows its value from its own time on.
        for segment in segments where time < segment.start + segment.duration {
            return segment.value(at: time - segment.start)
        }
        return finalValue
    }

    /// Step 2: how long a keyframe lasts.
    private static func duration(of keyframe: DeclaredKeyframe<Value>) -> Double {
        var declared = keyframe.duration
        if declared == nil, case .spring(let spring, _) = keyframe.kind {
            declared = spring.settlingDuration
        }
        guard let declared, declared.isFinite, declared > 0 else { return 0 }
        return declared
    }

    /// Step 3: the Catmull-Rom tangent at the end of a cubic keyframe that starts from `value` and lasts `duration`,
    /// when `next` follows it.
    private static func tangent(from value: Data, over duration: Double, to next: DeclaredKeyframe<Value>?) -> Data {
        guard let next else { return .zero }
        if case .move = next.kind { return .zero }
        let span = duration + Self.duration(of: next)
        guard span > 0 else { return .zero }
        var slope = next.to.animatableData - value
        slope.scale(by: 1 / span)
        return slope
    }
}
