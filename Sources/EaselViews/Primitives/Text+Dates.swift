import EaselGraphics
import EaselLayout
import Foundation

extension Text {
    /// A predefined style for a date shown by `Text(_:style:)`.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// The time part of the date ("9:41 AM").
        public static let time = DateStyle(kind: .time)
        /// The date part of the date ("January 1, 2026").
        public static let date = DateStyle(kind: .date)
        /// The time between the date and now, in at most two units ("2 hr, 10 min"), kept current.
        public static let relative = DateStyle(kind: .relative)
        /// The signed offset from now to the date, in its largest unit ("+2 hours"), kept current.
        public static let offset = DateStyle(kind: .offset)
        /// A timer counting from the date ("2:10", "1:02:10"), kept current.
        public static let timer = DateStyle(kind: .timer)
    }

    /// Creates a text that shows a date in a style; the relative, offset and timer styles follow the host's clock.
    public init(_ date: Date, style: DateStyle) {
        segments = [Segment(string: "", live: LiveDate(kind: .styled(date, style.kind)))]
    }

    /// Creates a text that counts through a range of dates: down to its end (or up from its start), as "m:ss"
    /// or "h:mm:ss", stopped at `pauseTime` when one is given; it follows the host's clock.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        segments = [Segment(string: "", live: LiveDate(
            kind: .timer(timerInterval, pause: pauseTime, countsDown: countsDown, showsHours: showsHours)))]
    }
}

/// A date text's value, formatted against the host's current date when the text is made.
package struct LiveDate: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case styled(Date, Text.DateStyle.Kind)
        case timer(ClosedRange<Date>, pause: Date?, countsDown: Bool, showsHours: Bool)
    }

    let kind: Kind

    /// The text at `now`, in the environment's locale, calendar and time zone.
    func text(now: Date, locale: Locale, calendar: Calendar, timeZone: TimeZone) -> String {
        switch kind {
        case .styled(let date, .time), .styled(let date, .date):
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.calendar = calendar
            formatter.timeZone = timeZone
            if case .styled(_, .time) = kind {
                formatter.dateStyle = .none
                formatter.timeStyle = .short
            } else {
                formatter.dateStyle = .long
                formatter.timeStyle = .none
            }
            return formatter.string(from: date)
        case .styled(let date, .relative):
            return Self.relative(abs(Self.steady(date.timeIntervalSince(now))))
        case .styled(let date, .offset):
            return Self.offset(Self.steady(date.timeIntervalSince(now)))
        case .styled(let date, .timer):
            return Self.clock(abs(Self.steady(now.timeIntervalSince(date))), showsHours: true)
        case .timer(let range, let pause, let countsDown, let showsHours):
            let at = min(max(pause ?? now, range.lowerBound), range.upperBound)
            let seconds = countsDown ? range.upperBound.timeIntervalSince(at) : at.timeIntervalSince(range.lowerBound)
            return Self.clock(seconds, showsHours: showsHours)
        }
    }

    /// A difference of dates to the tenth of a second: a date the app made from `Date()` a few milliseconds after
    /// the clock's now (in a preview, whose clock starts at the wall clock) counts the seconds it was meant to.
    static func steady(_ seconds: TimeInterval) -> TimeInterval {
        seconds.isFinite ? (seconds * 10).rounded() / 10 : seconds
    }

    /// When the text next changes after `now` (the next whole second of the difference), if it changes at all.
    func nextChange(after now: Date) -> Date? {
        let anchor: Date
        switch kind {
        case .styled(_, .time), .styled(_, .date): return nil
        case .styled(let date, _): anchor = date
        case .timer(let range, let pause, _, _):
            guard pause == nil, now < range.upperBound else { return nil }
            anchor = range.lowerBound
        }
        let elapsed = now.timeIntervalSince(anchor)
        let step = 1 - (elapsed - elapsed.rounded(.down))
        return now.addingTimeInterval(step > 0 ? step : 1)
    }

    /// "2 hr, 10 min": at most two units, abbreviated as iOS abbreviates them.
    static func relative(_ seconds: TimeInterval) -> String {
        var rest = Int(seconds.rounded(.down))
        let units: [(Int, String, String)] = [
            (31_536_000, "yr", "yr"), (2_592_000, "mth", "mths"), (604_800, "wk", "wks"), (86_400, "day", "days"),
            (3_600, "hr", "hr"), (60, "min", "min"), (1, "sec", "sec"),
        ]
        var parts: [String] = []
        for (index, unit) in units.enumerated() {
            let count = rest / unit.0
            guard count > 0 else { continue }
            parts.append("\(count) \(count == 1 ? unit.1 : unit.2)")
            rest -= count * unit.0
            if index + 1 < units.count {
                let next = units[index + 1]
                let more = rest / next.0
                if more > 0 { parts.append("\(more) \(more == 1 ? next.1 : next.2)") }
            }
            break
        }
        return parts.isEmpty ? "0 sec" : parts.joined(separator: ", ")
    }

    /// "+2 hours", "-5 minutes": the largest whole unit, signed.
    static func offset(_ seconds: TimeInterval) -> String {
        let magnitude = Int(abs(seconds).rounded(.down))
        let sign = seconds < 0 ? "-" : "+"
        let units: [(Int, String)] = [
            (31_536_000, "year"), (2_592_000, "month"), (604_800, "week"), (86_400, "day"), (3_600, "hour"),
            (60, "minute"), (1, "second"),
        ]
        for (size, name) in units where magnitude >= size {
            let count = magnitude / size
            return "\(sign)\(count) \(name)\(count == 1 ? "" : "s")"
        }
        return "+0 seconds"
    }

    /// "2:10" or "1:02:10".
    static func clock(_ seconds: TimeInterval, showsHours: Bool) -> String {
        let total = max(0, Int(seconds.rounded(.down)))
        let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
        if showsHours && hours > 0 { return String(format: "%d:%02d:%02d", hours, minutes, secs) }
        return String(format: "%d:%02d", showsHours ? minutes : total / 60, secs)
    }
}
