import EaselLayout
import Foundation

/// An animation that follows a unit curve over a fixed duration: at time t it has covered curve(t / duration)
/// of the change, and it finishes at the duration.
///
/// A duration that is zero, negative or NaN makes the animation instant: it is finished when first asked. It
/// never merges with a running animation; the two run together and their effects add (SwiftUI's behaviour for
/// timing curves).
struct TimingCurveAnimation: CustomAnimation, CustomStringConvertible {
    let curve: UnitCurve
    let duration: TimeInterval

    init(curve: UnitCurve, duration: TimeInterval) {
        self.curve = curve
        // NaN would make the animation unequal to itself; it is as instant as a negative duration.
        self.duration = duration > 0 ? duration : 0
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard let progress = curveProgress(at: time) else { return nil }
        return value.scaled(by: curve.value(at: progress))
    }

    /// The curve's slope is progress per unit of progress; over the duration that is slope / duration of the
    /// change per second.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard let progress = curveProgress(at: time) else { return nil }
        return value.scaled(by: curve.velocity(at: progress) / duration)
    }

    /// The progress at `time`, or nil once the animation has finished (or never started, for an instant one).
    private func curveProgress(at time: TimeInterval) -> Double? {
        guard duration > 0, time < duration else { return nil }
        return max(time, 0) / duration
    }

    var description: String {
        let seconds = LayoutFormat.number(CGFloat(duration))
        switch curve {
        case .linear, .easeIn, .easeOut, .easeInOut: return "\(curve.name)(duration: \(seconds))"
        default: return "timingCurve(\(curve.name), duration: \(seconds))"
        }
    }
}

extension Animation {
    /// The duration of the timing-curve animations when none is given.
    private static let defaultCurveDuration: TimeInterval = 0.35

    /// An animation that moves at a constant speed for 0.35 seconds.
    public static var linear: Animation { linear(duration: defaultCurveDuration) }

    /// An animation that moves at a constant speed for `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation {
        Animation(TimingCurveAnimation(curve: .linear, duration: duration))
    }

    /// An animation that starts slowly and speeds up towards its end, over 0.35 seconds.
    public static var easeIn: Animation { easeIn(duration: defaultCurveDuration) }

    /// An animation that starts slowly and speeds up towards its end. Its curve is assumed to be
    /// `UnitCurve.easeIn`, control points (0.42, 0) and (1, 1), which SwiftUI documents for the curve but not
    /// for the animation.
    public static func easeIn(duration: TimeInterval) -> Animation {
        Animation(TimingCurveAnimation(curve: .easeIn, duration: duration))
    }

    /// An animation that starts quickly and slows towards its end, over 0.35 seconds.
    public static var easeOut: Animation { easeOut(duration: defaultCurveDuration) }

    /// An animation that starts quickly and slows towards its end. Its curve is assumed to be
    /// `UnitCurve.easeOut`, control points (0, 0) and (0.58, 1) (as for `easeIn`, inferred).
    public static func easeOut(duration: TimeInterval) -> Animation {
        Animation(TimingCurveAnimation(curve: .easeOut, duration: duration))
    }

    /// An animation that starts and ends slowly, over 0.35 seconds.
    public static var easeInOut: Animation { easeInOut(duration: defaultCurveDuration) }

    /// An animation that starts and ends slowly. Its curve is assumed to be `UnitCurve.easeInOut`, control
    /// points (0.42, 0) and (0.58, 1) (as for `easeIn`, inferred).
    public static func easeInOut(duration: TimeInterval) -> Animation {
        Animation(TimingCurveAnimation(curve: .easeInOut, duration: duration))
    }

    /// An animation created from a cubic Bézier timing curve from (0, 0) to (1, 1) with control points
    /// (p1x, p1y) and (p2x, p2y).
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
    ) -> Animation {
        let curve = UnitCurve.bezier(
            startControlPoint: UnitPoint(x: CGFloat(p1x), y: CGFloat(p1y)),
            endControlPoint: UnitPoint(x: CGFloat(p2x), y: CGFloat(p2y)))
        return Animation(TimingCurveAnimation(curve: curve, duration: duration))
    }

    /// Creates a new animation with speed controlled by the given curve.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(TimingCurveAnimation(curve: curve, duration: duration))
    }
}
