import Foundation

/// A type that provides a sequence of dates for use as a schedule.
public protocol TimelineSchedule {
    typealias Mode = TimelineScheduleMode
    associatedtype Entries: Sequence where Entries.Element == Date

    /// Provides a sequence of dates starting around a given date.
    func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

/// A mode of operation for timeline schedule updates.
public enum TimelineScheduleMode: Sendable {
    /// A mode that produces schedule updates at the schedule's natural cadence.
    case normal
    /// A mode that produces schedule updates at a reduced rate.
    case lowFrequency
}

/// A schedule for updating a timeline view at regular intervals.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval

    /// Creates a periodic update schedule.
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval
    }

    /// Provides a sequence of periodic dates starting from around a given date: the schedule's own dates (its
    /// start plus whole intervals), from the last one at or before `startDate`.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval.isFinite, interval > 0 else { return Entries(upcoming: start, interval: 0) }
        let periods = max((startDate.timeIntervalSince(start) / interval).rounded(.down), 0)
        return Entries(upcoming: start.addingTimeInterval(periods * interval), interval: interval)
    }

    /// The sequence of dates in periodic schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval

        public mutating func next() -> Date? {
            guard let current = upcoming else { return nil }
            // A schedule without a valid interval has its one date only.
            upcoming = interval > 0 ? current.addingTimeInterval(interval) : nil
            return current
        }
    }
}

/// A schedule for updating a timeline view at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}

    /// Provides a sequence of per-minute dates starting from a given date: the date itself, then the start of
    /// every minute after it.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: startDate)
    }

    /// A sequence of dates, one per minute.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date

        public mutating func next() -> Date? {
            let current = upcoming
            let seconds = current.timeIntervalSinceReferenceDate
            upcoming = Date(timeIntervalSinceReferenceDate: ((seconds / 60).rounded(.down) + 1) * 60)
            return current
        }
    }
}

/// A schedule for updating a timeline view at explicit points in time.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// Creates a schedule composed of an explicit sequence of dates.
    public init(_ dates: Entries) {
        self.dates = dates
    }

    /// Provides the sequence of dates with which you initialized the schedule.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

/// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    /// Create a pausable schedule of dates updating at a frequency no more quickly than the provided interval.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// Returns entries at the frequency of the animation schedule: each display frame (1/60 s on the host's
    /// clock), or the minimum interval when it is longer.
    public func entries(from start: Date, mode: TimelineScheduleMode) -> Entries {
        let frame = 1.0 / 60
        let interval = minimumInterval.map { $0.isFinite ? max($0, frame) : frame } ?? frame
        return Entries(upcoming: start, interval: interval, paused: paused)
    }

    /// The sequence of dates within an animation schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval
        let paused: Bool

        public mutating func next() -> Date? {
            guard !paused else { return nil }
            let current = upcoming
            upcoming = current.addingTimeInterval(interval)
            return current
        }
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule for updating a timeline view at regular intervals.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule for updating a timeline view at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// A schedule for updating a timeline view at explicit points in time.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
