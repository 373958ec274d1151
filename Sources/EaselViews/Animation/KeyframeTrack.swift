import EaselLayout
import Foundation

/// A sequence of keyframes animating a single property of a root type.
///
/// The track's keyframes play one after another from the property's value in the timeline's initial value; after
/// the last, the property holds where it ended. Tracks of one timeline play in parallel.
public struct KeyframeTrack<Root, Value, Content>: Keyframes where Value == Content.Value, Content: KeyframeTrackContent {
    let keyPath: WritableKeyPath<Root, Value>
    let content: Content

    /// Creates an instance that animates the property of the root value at the given key path.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.init(keyPath, content: content())
    }

    /// Creates an instance that animates the entire value from the root of the key path.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        self.init(\.self, content: content())
    }

    init(_ keyPath: WritableKeyPath<Root, Value>, content: Content) {
        self.keyPath = keyPath
        self.content = content
    }

    public var body: Self { self }

    public func _resolve(into tracks: inout _KeyframeTracks<Root>) {
        var resolved = _ResolvedKeyframeTrackContent<Value>()
        content._resolve(into: &resolved)
        let timeline = KeyframeTrackTimeline(initialValue: tracks.initialValue[keyPath: keyPath], keyframes: resolved.keyframes)
        tracks.tracks.append(PropertyKeyframeTrack(keyPath: keyPath, timeline: timeline))
    }
}

/// One track of a timeline, its property's type erased: the timeline only asks how long it lasts and has it write
/// its property at a time.
protocol ResolvedKeyframeTrack<Root> {
    associatedtype Root
    var duration: Double { get }
    func apply(time: Double, to root: inout Root)
}

struct PropertyKeyframeTrack<Root, Value: Animatable>: ResolvedKeyframeTrack {
    let keyPath: WritableKeyPath<Root, Value>
    let timeline: KeyframeTrackTimeline<Value>

    var duration: Double { timeline.duration }

    func apply(time: Double, to root: inout Root) {
        root[keyPath: keyPath] = timeline.value(time: time)
    }
}
