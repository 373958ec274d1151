import EaselLayout
import Foundation

/// One keyframe placed in its track's time: from the value it starts at to its own value, over its duration.
///
/// `sample(at:)` is the one place each kind's arithmetic lives; the track uses it both to draw a segment and to find
/// the value and velocity it hands on to the next. Values are interpolated through `animatableData`.
struct KeyframeSegment<Value: Animatable> {
    typealias Data = Value.AnimatableData

    enum Curve {
        /// `from + (to − from) × curve(progress)`.
        case linear(UnitCurve)
        /// A cubic Hermite curve through `from` and `to` with these velocities (per second) at its ends.
        case cubic(startVelocity: Data, endVelocity: Data)
        /// The spring released at `from` with this velocity, pulling toward `to`.
        case spring(Spring, startVelocity: Data)
        /// A jump to `to`, taking no time.
        case move
    }

    /// When the segment starts, in seconds from the start of the track.
    let start: Double
    let duration: Double
    let from: Data
    /// The keyframe's value. It also carries whatever of the value is not animatable into every sample.
    let target: Value
    let curve: Curve

    func value(at time: Double) -> Value {
        var value = target
        value.animatableData = sample(at: time).value
        return value
    }

    /// The value and velocity `time` seconds after the segment starts (clamped to the segment). Linear and cubic
    /// segments end exactly at their keyframe's value, so a track that holds its last keyframe holds that value.
    func sample(at time: Double) -> (value: Data, velocity: Data) {
        let to = target.animatableData
        let change = to - from
        let time = time.isNaN ? 0 : min(max(time, 0), duration)
        switch curve {
        case .move:
            return (to, .zero)
        case .linear(let timing):
            guard duration > 0 else { return (to, .zero) }
            let progress = time / duration
            let value = progress < 1 ? from + scaled(change, timing.value(at: progress)) : to
            return (value, scaled(change, timing.velocity(at: progress) / duration))
        case .cubic(let startVelocity, let endVelocity):
            guard duration > 0 else { return (to, endVelocity) }
            // The Hermite basis in s = time / duration: h01 weighs the change, h10 and h11 the end velocities
            // (times the duration, since they are per second and s is not); h00 + h01 = 1 folds `from` in.
            let s = time / duration
            let h01 = s * s * (3 - 2 * s)
            let h10 = s * (1 - s) * (1 - s)
            let h11 = s * s * (s - 1)
            let value = s < 1
                ? from + scaled(change, h01) + scaled(startVelocity, h10 * duration) + scaled(endVelocity, h11 * duration)
                : to
            // Their derivatives in s, divided by the duration for the change's term: a velocity per second.
            let velocity = scaled(change, 6 * s * (1 - s) / duration)
                + scaled(startVelocity, (1 - s) * (1 - 3 * s))
                + scaled(endVelocity, s * (3 * s - 2))
            return (value, velocity)
        case .spring(let spring, let startVelocity):
            return (
                from + spring.value(target: change, initialVelocity: startVelocity, time: time),
                spring.velocity(target: change, initialVelocity: startVelocity, time: time)
            )
        }
    }

    private func scaled(_ data: Data, _ factor: Double) -> Data {
        var data = data
        data.scale(by: factor)
        return data
    }
}
