import EaselLayout
import Foundation

/// A keyframe as an app declared it: where it goes, for how long, and how. `KeyframeTrackTimeline` times it and
/// works out the velocities left unspecified.
struct DeclaredKeyframe<Value: Animatable> {
    enum Kind {
        case linear(UnitCurve)
        case cubic(startVelocity: Value.AnimatableData?, endVelocity: Value.AnimatableData?)
        case spring(Spring, startVelocity: Value.AnimatableData?)
        case move
    }

    let to: Value
    /// `nil` for a spring that lasts its settling duration.
    let duration: TimeInterval?
    let kind: Kind
}

/// A keyframe that uses simple linear interpolation.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: DeclaredKeyframe<Value>

    /// Creates a new keyframe using the given value and timestamp.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        keyframe = DeclaredKeyframe(to: to, duration: duration, kind: .linear(timingCurve))
    }

    public var body: Self { self }

    public func _resolve(into content: inout _ResolvedKeyframeTrackContent<Value>) {
        content.keyframes.append(keyframe)
    }
}

/// A keyframe that uses a cubic curve to smoothly interpolate between values.
///
/// A velocity left `nil` is chosen to keep the motion smooth: see `KeyframeTrackTimeline` for how.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: DeclaredKeyframe<Value>

    /// Creates a new keyframe using the given value and timestamp.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        keyframe = DeclaredKeyframe(
            to: to, duration: duration,
            kind: .cubic(startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData))
    }

    public var body: Self { self }

    public func _resolve(into content: inout _ResolvedKeyframeTrackContent<Value>) {
        content.keyframes.append(keyframe)
    }
}

/// A keyframe that uses a spring function to interpolate to the given value.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: DeclaredKeyframe<Value>

    /// Creates a new keyframe using the given value and timestamp. A `nil` duration lasts the spring's settling
    /// duration; a `nil` start velocity carries on the velocity the value arrives with.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        keyframe = DeclaredKeyframe(
            to: to, duration: duration, kind: .spring(spring, startVelocity: startVelocity?.animatableData))
    }

    public var body: Self { self }

    public func _resolve(into content: inout _ResolvedKeyframeTrackContent<Value>) {
        content.keyframes.append(keyframe)
    }
}

/// A keyframe that immediately moves to the given value without interpolating.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: DeclaredKeyframe<Value>

    /// Creates a new keyframe using the given value.
    public init(_ to: Value) {
        keyframe = DeclaredKeyframe(to: to, duration: 0, kind: .move)
    }

    public var body: Self { self }

    public func _resolve(into content: inout _ResolvedKeyframeTrackContent<Value>) {
        content.keyframes.append(keyframe)
    }
}
