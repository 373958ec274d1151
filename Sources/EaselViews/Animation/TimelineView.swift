import EaselLayout
import Foundation

/// A view that updates according to a schedule that you provide.
///
/// Its content is made with the date of the schedule's latest entry at or before the host's date (the host's
/// clock from a fixed start, `ViewHost.date`), and made again when the clock reaches the next entry, so a
/// timeline renders the same at the same time every run.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// Information passed to a timeline view's content callback.
    public struct Context {
        /// The rate at which the timeline updates a view.
        public enum Cadence: Comparable, Sendable {
            /// Updates the view continuously.
            case live
            /// Updates the view approximately once per second.
            case seconds
            /// Updates the view approximately once per minute.
            case minutes
        }

        /// The date from the schedule that triggered the current view update.
        public let date: Date
        /// The rate at which the timeline updates the view.
        public let cadence: Cadence

        /// Resets the timeline view's content to be invalid (Easel makes it again at the next entry anyway).
        public func invalidateTimelineContent() {}
    }
}

/// Information passed to a timeline view's content callback.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
    public typealias Body = Never

    /// Creates a new timeline view that uses the given schedule.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("TimelineView")
        guard let graph = inputs.graph, let owner = inputs.owner else {
            view.content(TimelineViewDefaultContext(date: GraphAnimation.startDate, cadence: .live)).makeView(inputs: inputs, outputs: &outputs)
            return
        }
        let clock = graph.animation
        let playback = owner.animationStore().entry(inputs.animationKey(Self.self, owner: owner)) {
            TimelinePlayback(start: clock.date)
        }
        let (date, next, live) = playback.entry(of: view.schedule, now: clock.date)
        playback.isLive = live
        if let next { clock.schedule(owner, at: next.timeIntervalSince(GraphAnimation.startDate)) }
        let cadence: TimelineViewDefaultContext.Cadence = live ? .live : (next.map { $0.timeIntervalSince(date) >= 60 } ?? true) ? .minutes : .seconds
        view.content(TimelineViewDefaultContext(date: date, cadence: cadence)).makeView(inputs: inputs, outputs: &outputs)
    }
}

/// When a timeline view first appeared, and whether it updates every frame.
final class TimelinePlayback: AnimationStoreEntry {
    let start: Date
    var isLive = false
    override var isAnimating: Bool { isLive }

    init(start: Date) {
        self.start = start
    }

    override func removed(in graph: ViewGraph) {}

    /// The date of the schedule's latest entry at or before `now` (or `now` itself before the first), the next
    /// entry's date, and whether the schedule is an animation's.
    func entry<S: TimelineSchedule>(of schedule: S, now: Date) -> (Date, Date?, Bool) {
        var current: Date?
        var next: Date?
        var count = 0
        for date in schedule.entries(from: start, mode: .normal) {
            count += 1
            if date <= now {
                current = date
            } else {
                next = date
                break
            }
            // A schedule whose dates never pass `now` (a zero interval) stops being read here.
            if count > 1_000_000 { break }
        }
        let live = schedule is AnimationTimelineSchedule && next != nil
        return (current ?? now, next, live)
    }
}
