import EaselLayout
import Foundation

/// A type that defines changes to a value over time.
///
/// `KeyframeTrack` is the primitive: it animates one property of the value. Keyframes made of other keyframes (an
/// app's own type, or what `KeyframesBuilder` builds from several tracks) contribute their body's tracks, which
/// play in parallel.
public protocol Keyframes<Value> {
    /// The type of value animated by this keyframes type.
    associatedtype Value = Body.Value
    /// The type of keyframes representing the body of this type.
    associatedtype Body: Keyframes

    /// The composition of content that comprise the keyframes.
    @KeyframesBuilder<Value> var body: Body { get }

    /// Resolves this content's tracks against the timeline's initial value and adds them. Not for use by apps.
    func _resolve(into tracks: inout _KeyframeTracks<Value>)
}

extension Keyframes where Body.Value == Value {
    public func _resolve(into tracks: inout _KeyframeTracks<Value>) {
        body._resolve(into: &tracks)
    }
}

/// The tracks of a timeline, each resolved against the timeline's initial value. Not for use by apps.
public struct _KeyframeTracks<Root> {
    /// The value every track starts from: a track animating `\.scale` starts from `initialValue.scale`.
    let initialValue: Root
    var tracks: [any ResolvedKeyframeTrack<Root>] = []
}

/// A builder that combines keyframe content values into a single value.
///
/// A closure holds either tracks (`KeyframeTrack`), which play in parallel, or keyframes alone, which make one
/// track animating the whole value (`buildFinalResult` wraps them in `KeyframeTrack<Value, Value, _>`), not a mix
/// of both. As SwiftUI's, `if`/`else` and `for` are taken among keyframes, not among tracks.
@resultBuilder
public struct KeyframesBuilder<Value> {
    public static func buildExpression<Content: Keyframes>(_ expression: Content) -> Content
    where Content.Value == Value {
        expression
    }

    public static func buildPartialBlock<Content: Keyframes>(first: Content) -> Content where Content.Value == Value {
        first
    }

    public static func buildPartialBlock(
        accumulated: some Keyframes<Value>, next: some Keyframes<Value>
    ) -> some Keyframes<Value> {
        ParallelKeyframes(first: accumulated, second: next)
    }

    public static func buildBlock() -> some Keyframes<Value> {
        EmptyKeyframes<Value>()
    }

    public static func buildFinalResult<Content: Keyframes>(_ component: Content) -> Content
    where Content.Value == Value {
        component
    }
}

extension KeyframesBuilder where Value: Animatable {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentBuilder<Value>.buildArray(components)
    }

    public static func buildEither<First, Second>(
        first component: First
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        KeyframeTrackContentBuilder<Value>.buildEither(first: component)
    }

    public static func buildEither<First, Second>(
        second component: Second
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        KeyframeTrackContentBuilder<Value>.buildEither(second: component)
    }

    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value {
        first
    }

    public static func buildPartialBlock(
        accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
    ) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentBuilder<Value>.buildPartialBlock(accumulated: accumulated, next: next)
    }

    public static func buildBlock() -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentBuilder<Value>.buildBlock()
    }

    public static func buildFinalResult<Content: KeyframeTrackContent>(
        _ component: Content
    ) -> KeyframeTrack<Value, Value, Content> where Content.Value == Value {
        KeyframeTrack(\.self, content: component)
    }
}

/// No tracks: the timeline holds its initial value and lasts no time.
struct EmptyKeyframes<Value>: Keyframes {
    var body: Self { self }

    func _resolve(into tracks: inout _KeyframeTracks<Value>) {}
}

/// Two groups of tracks that play at the same time.
struct ParallelKeyframes<First: Keyframes, Second: Keyframes>: Keyframes where First.Value == Second.Value {
    let first: First
    let second: Second

    var body: Self { self }

    func _resolve(into tracks: inout _KeyframeTracks<First.Value>) {
        first._resolve(into: &tracks)
        second._resolve(into: &tracks)
    }
}
