import EaselLayout
import Foundation

/// A container that animates its content with keyframes.
///
/// The content is made with the keyframes' value at the host's time, frame after frame while they play: from the
/// first appearance over and over (`repeating`), or once each time `trigger` changes, starting from the value
/// the content shows at that moment. When a triggered playback ends the content shows `initialValue` again
/// (Easel's reading of SwiftUI; docs/Decisions.md).
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where Value == KeyframePath.Value {
    public typealias Body = Never

    let initialValue: Value
    let trigger: _AnyEquatable?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// Plays the given keyframes when the given trigger value changes, updating the view using the modifiers you
    /// apply in `body`.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = _AnyEquatable(trigger)
        repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    /// Loops the given keyframes continuously, updating the view using the modifiers you apply in `body`.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("KeyframeAnimator")
        guard let graph = inputs.graph, let owner = inputs.owner else {
            view.content(view.initialValue).makeView(inputs: inputs, outputs: &outputs)
            return
        }
        let clock = graph.animation
        let playback = owner.animationStore().entry(inputs.animationKey(Self.self, owner: owner)) {
            KeyframePlayback<Value>(clock: clock)
        }
        let value = playback.value(for: view, at: clock.time)
        view.content(value).makeView(inputs: inputs, outputs: &outputs)
    }
}

/// Where a keyframe animator is in its keyframes: the timeline playing and when it started.
final class KeyframePlayback<Value>: AnimationStoreEntry {
    private unowned let clock: GraphAnimation
    private var timeline: KeyframeTimeline<Value>?
    private var start: TimeInterval = 0
    private var lastTrigger: _AnyEquatable?
    private var shown: Value?

    init(clock: GraphAnimation) {
        self.clock = clock
    }

    override var isAnimating: Bool {
        guard let timeline else { return false }
        return clock.time < start + timeline.duration || repeats
    }

    private var repeats = false

    override func removed(in graph: ViewGraph) {}

    /// The value the content shows at `time`, starting or ending a playback as the animator's trigger asks.
    func value<P: Keyframes, C: View>(for animator: KeyframeAnimator<Value, P, C>, at time: TimeInterval) -> Value
    where P.Value == Value {
        repeats = animator.trigger == nil && animator.repeating
        if let trigger = animator.trigger {
            if let last = lastTrigger, last != trigger {
                // From what is on screen now.
                timeline = KeyframeTimeline(initialValue: shown ?? animator.initialValue, keyframes: animator.keyframes(shown ?? animator.initialValue))
                start = time
            }
            lastTrigger = trigger
        } else if animator.repeating, timeline == nil {
            timeline = KeyframeTimeline(initialValue: animator.initialValue, keyframes: animator.keyframes(animator.initialValue))
            start = time
        } else if !animator.repeating {
            timeline = nil
        }
        var value = animator.initialValue
        if let timeline {
            let elapsed = time - start
            if repeats {
                value = timeline.duration > 0 ? timeline.value(time: elapsed.truncatingRemainder(dividingBy: timeline.duration)) : timeline.value(time: 0)
            } else if elapsed < timeline.duration {
                value = timeline.value(time: elapsed)
            } else {
                self.timeline = nil
            }
        }
        shown = value
        return value
    }
}

extension View {
    /// Plays the given keyframes when the given trigger value changes, updating the view using the modifiers you
    /// apply in `body`.
    public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        modifier(AnimatorModifier(make: { placeholder in
            KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) }, keyframes: keyframes)
        }))
    }

    /// Loops the given keyframes continuously, updating the view using the modifiers you apply in `body`.
    public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        modifier(AnimatorModifier(make: { placeholder in
            KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) }, keyframes: keyframes)
        }))
    }
}

/// The modifier forms of the keyframe and phase animators: the animator, made in the modifier's body with the
/// modified view as its content's placeholder.
struct AnimatorModifier<Placeholder: View, Animator: View>: ViewModifier {
    let make: (PlaceholderContentView<Placeholder>) -> Animator

    func body(content: Content) -> some View {
        make(PlaceholderContentView<Placeholder>())
    }
}
