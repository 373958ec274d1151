import EaselLayout
import Foundation

/// A group of keyframes that define an interpolation curve of an animatable value.
///
/// The four keyframe kinds (`LinearKeyframe`, `CubicKeyframe`, `SpringKeyframe`, `MoveKeyframe`) are the
/// primitives: their `body` is themselves and they add their own keyframe. Content made of other content (what
/// `KeyframeTrackContentBuilder` builds, or an app's own type) adds its body's keyframes, in order.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable = Body.Value
    associatedtype Body: KeyframeTrackContent

    /// The composition of content that comprise the keyframe track.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }

    /// Appends this content's keyframes, in the order they play. Not for use by apps.
    func _resolve(into content: inout _ResolvedKeyframeTrackContent<Value>)
}

extension KeyframeTrackContent where Body.Value == Value {
    public func _resolve(into content: inout _ResolvedKeyframeTrackContent<Value>) {
        body._resolve(into: &content)
    }
}

/// The keyframes of one track, flattened out of its builder's nesting, as declared. Not for use by apps.
public struct _ResolvedKeyframeTrackContent<Value: Animatable> {
    var keyframes: [DeclaredKeyframe<Value>] = []
}

/// The builder that creates keyframe track content from the keyframes that you define within a closure.
///
/// As SwiftUI's, it takes keyframes one after another, `if`/`else`, `switch` and `for`; not a lone `if`
/// (SwiftUI's has no `buildOptional`: a keyframe that is sometimes absent would shift every later one in time).
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        KeyframeArray(elements: components)
    }

    public static func buildEither<First, Second>(first component: First) -> Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        Conditional(storage: .first(component))
    }

    public static func buildEither<First, Second>(second component: Second) -> Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        Conditional(storage: .second(component))
    }

    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value {
        first
    }

    public static func buildPartialBlock(
        accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
    ) -> some KeyframeTrackContent<Value> {
        KeyframeSequence(first: accumulated, second: next)
    }

    public static func buildBlock() -> some KeyframeTrackContent<Value> {
        EmptyKeyframeTrackContent<Value>()
    }
}

extension KeyframeTrackContentBuilder {
    /// A conditional result from the result builder: the keyframes of the branch taken.
    public struct Conditional<ConditionalValue, First, Second>: KeyframeTrackContent
    where ConditionalValue == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent,
        First.Value == Second.Value {
        enum Storage {
            case first(First)
            case second(Second)
        }

        let storage: Storage

        public var body: Self { self }

        public func _resolve(into content: inout _ResolvedKeyframeTrackContent<ConditionalValue>) {
            switch storage {
            case .first(let first): first._resolve(into: &content)
            case .second(let second): second._resolve(into: &content)
            }
        }
    }
}

/// No keyframes: a track built from an empty closure holds its initial value.
struct EmptyKeyframeTrackContent<Value: Animatable>: KeyframeTrackContent {
    var body: Self { self }

    func _resolve(into content: inout _ResolvedKeyframeTrackContent<Value>) {}
}

/// Two runs of keyframes, the second after the first.
struct KeyframeSequence<First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent
where First.Value == Second.Value {
    let first: First
    let second: Second

    var body: Self { self }

    func _resolve(into content: inout _ResolvedKeyframeTrackContent<First.Value>) {
        first._resolve(into: &content)
        second._resolve(into: &content)
    }
}

/// The keyframes a `for` loop made, one iteration after another.
struct KeyframeArray<Element: KeyframeTrackContent>: KeyframeTrackContent {
    let elements: [Element]

    var body: Self { self }

    func _resolve(into content: inout _ResolvedKeyframeTrackContent<Element.Value>) {
        for element in elements {
            element._resolve(into: &content)
        }
    }
}
