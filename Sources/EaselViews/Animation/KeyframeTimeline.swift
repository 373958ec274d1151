import EaselLayout
import Foundation

/// A description of how a value changes over time, modeled using keyframes.
///
/// The timeline resolves its tracks once, against its initial value, and then answers for any time: each track
/// writes its property into a copy of the initial value (properties no track animates keep their initial values).
/// It lasts as long as its longest track; the others hold their last values until then.
public struct KeyframeTimeline<Value> {
    private let initialValue: Value
    private let tracks: [any ResolvedKeyframeTrack<Value>]

    /// The duration of the content in seconds.
    public let duration: TimeInterval

    /// Creates a new instance using the initial value and content that you provide.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, keyframes: content())
    }

    /// The engine's entry point: `KeyframeAnimator` has its keyframes as a value (its closure's result), not as a
    /// builder closure.
    init(initialValue: Value, keyframes: some Keyframes<Value>) {
        var resolved = _KeyframeTracks(initialValue: initialValue)
        keyframes._resolve(into: &resolved)
        self.initialValue = initialValue
        self.tracks = resolved.tracks
        self.duration = resolved.tracks.reduce(0) { max($0, $1.duration) }
    }

    /// Returns the interpolated value at the given time.
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks {
            track.apply(time: time, to: &value)
        }
        return value
    }

    /// Returns the interpolated value at the given progress: the time `progress × duration`, with progress
    /// clamped to 0...1 (a NaN progress counts as 0).
    public func value(progress: Double) -> Value {
        let progress = progress.isNaN ? 0 : min(max(progress, 0), 1)
        return value(time: progress * duration)
    }
}
