import EaselLayout
import Foundation

/// A container that animates its content by automatically cycling through a collection of phases that you
/// provide, each defining a discrete step within an animation.
///
/// The content is made with the current phase. When a phase begins, the content is made with it under the
/// phase's animation, and the next phase begins when that animation ends (for a spring, once it has settled).
/// Without a trigger the phases cycle for as long as the view is shown; with one, each change of the trigger runs
/// through the phases once and ends back at the first.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    public typealias Body = Never

    let phases: [Phase]
    let trigger: _AnyEquatable?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    /// Cycles through the given phases when the trigger value changes, updating the view builder closure that you
    /// supply.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = _AnyEquatable(trigger)
        self.content = content
        self.animation = animation
    }

    /// Cycles through the given phases continuously, updating the content using the view builder closure that you
    /// supply.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("PhaseAnimator")
        guard let first = view.phases.first else {
            inputs.diagnose("a PhaseAnimator has no phases; it shows nothing", fix: "give it at least one phase")
            return
        }
        guard let graph = inputs.graph, let owner = inputs.owner else {
            view.content(first).makeView(inputs: inputs, outputs: &outputs)
            return
        }
        let playback = owner.animationStore().entry(inputs.animationKey(Self.self, owner: owner)) { PhasePlayback() }
        let (index, begins) = playback.step(
            phases: view.phases.count, trigger: view.trigger, animation: { view.animation(view.phases[$0]) },
            clock: graph.animation, owner: owner)
        let phase = view.phases[min(index, view.phases.count - 1)]
        guard begins else {
            view.content(phase).makeView(inputs: inputs, outputs: &outputs)
            return
        }
        var transaction = graph.animation.transaction
        transaction.animation = view.animation(phase)
        graph.animation.with(transaction) { view.content(phase).makeView(inputs: inputs, outputs: &outputs) }
    }
}

/// Where a phase animator is: the phase shown, when it ends, and the trigger it last saw.
final class PhasePlayback: AnimationStoreEntry {
    private var index = 0
    /// When the current phase's animation ends and the next phase begins; nil when resting at the first phase.
    private var phaseEnd: TimeInterval?
    private var lastTrigger: _AnyEquatable?
    private var running = false
    private var appeared = false
    override var isAnimating: Bool { running || appeared }

    override func removed(in graph: ViewGraph) {}

    /// Moves to the phase due at the clock's time. Returns the phase's index, and whether the phase begins now
    /// (the content is then made under its animation).
    func step(
        phases count: Int, trigger: _AnyEquatable?, animation: (Int) -> Animation?, clock: GraphAnimation, owner: BodyNode
    ) -> (Int, Bool) {
        var begins = false
        func begin(_ next: Int) {
            running = true
            index = next
            begins = true
            phaseEnd = clock.time + Self.duration(of: animation(next))
        }
        if let trigger {
            if let last = lastTrigger, last != trigger, count > 1 { begin(1) }
            lastTrigger = trigger
        } else if !running, count > 1 {
            if appeared {
                begin(1)
            } else {
                // A cycling animator shows its first phase when it appears, and starts moving to its second at
                // once: on the next turn of the clock, so that the move animates from the first phase.
                appeared = true
                clock.schedule(owner, at: clock.time)
            }
        }
        if !begins, running, let end = phaseEnd, clock.time >= end {
            if trigger != nil && index == 0 {
                // The run of a triggered animator ends back at its first phase.
                running = false
                phaseEnd = nil
            } else {
                begin((index + 1) % count)
            }
        }
        if running, let end = phaseEnd { clock.schedule(owner, at: end) }
        return (index, begins)
    }

    /// How long an animation runs before it ends, found by asking it at each display frame (at most a minute);
    /// at least one frame, so that phases without animation still show one after another.
    static func duration(of animation: Animation?) -> TimeInterval {
        let frame = 1.0 / 60
        guard let animation else { return frame }
        var time = 0.0
        while time < 60 {
            if animation.fraction(at: time) == nil { return max(time, frame) }
            time += frame
        }
        return 60
    }
}

extension View {
    /// Cycles through the given phases when the trigger value changes, updating the view using the modifiers you
    /// apply in `body`.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        modifier(AnimatorModifier(make: { placeholder in
            PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
        }))
    }

    /// Cycles through the given phases continuously, updating the content using the view builder closure that you
    /// supply.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        modifier(AnimatorModifier(make: { placeholder in
            PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
        }))
    }
}
