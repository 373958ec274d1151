import EaselGraphics
import EaselLayout
import Foundation

/// The range a date picker may select in (either end open).
struct DateBounds {
    var minimum: Date?
    var maximum: Date?

    init(minimum: Date? = nil, maximum: Date? = nil) {
        self.minimum = minimum
        self.maximum = maximum
    }

    func contains(_ date: Date) -> Bool {
        if let minimum, date < minimum { return false }
        if let maximum, date > maximum { return false }
        return true
    }

    /// The nearest date in the range.
    func clamp(_ date: Date) -> Date {
        var date = date
        if let minimum, date < minimum { date = minimum }
        if let maximum, date > maximum { date = maximum }
        return date
    }

    /// Whether any moment from `start` up to (not including) `end` is in the range.
    func overlaps(from start: Date, to end: Date) -> Bool {
        if let minimum, end <= minimum { return false }
        if let maximum, start > maximum { return false }
        return true
    }
}

/// Dates as the environment writes and counts them: its locale, and its calendar in its time zone (the time zone
/// wins over the calendar's own, as it does for `Text(date, style:)` in SwiftUI).
struct DateTexts {
    let locale: Locale
    let calendar: Calendar
    let timeZone: TimeZone

    init(locale: Locale, calendar: Calendar, timeZone: TimeZone) {
        var calendar = calendar
        calendar.timeZone = timeZone
        self.locale = locale
        self.calendar = calendar
        self.timeZone = timeZone
    }

    init(_ environment: EnvironmentValues) {
        self.init(locale: environment.locale, calendar: environment.calendar, timeZone: environment.timeZone)
    }

    /// A formatter in this locale, calendar and time zone.
    func formatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = timeZone
        return formatter
    }

    /// A formatter writing the locale's arrangement of the fields a template names ("MMMMy": "November 2026").
    func formatter(template: String) -> DateFormatter {
        let writer = formatter()
        writer.dateFormat = pattern(template: template)
        return writer
    }

    /// The locale's pattern for the fields a template names.
    func pattern(template: String) -> String {
        DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template
    }

    /// The date in the locale's medium date style ("Nov 24, 2026" in en_US, "24.11.2026" in de_DE).
    func date(_ date: Date) -> String {
        let writer = formatter()
        writer.dateStyle = .medium
        writer.timeStyle = .none
        return writer.string(from: date)
    }

    /// The time in the locale's short time style ("9:41 AM" in en_US, "09:41" in de_DE).
    func time(_ date: Date) -> String {
        let writer = formatter()
        writer.dateStyle = .none
        writer.timeStyle = .short
        return writer.string(from: date)
    }

    /// The first moment of the month the date falls in.
    func startOfMonth(_ date: Date) -> Date {
        calendar.dateInterval(of: .month, for: date)?.start ?? calendar.startOfDay(for: date)
    }

    /// The given day at the time of day of `time` (what a tap on a day of the calendar selects).
    func day(_ day: Date, at time: Date) -> Date {
        let clock = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: time)
        var parts = calendar.dateComponents([.era, .year, .month, .day], from: day)
        parts.hour = clock.hour
        parts.minute = clock.minute
        parts.second = clock.second
        parts.nanosecond = clock.nanosecond
        return calendar.date(from: parts) ?? day
    }

    /// The position of the first of `letters` in a date pattern, quoted literals skipped.
    static func position(of letters: Set<Character>, in pattern: String) -> Int? {
        var quoted = false
        for (index, character) in pattern.enumerated() {
            if character == "'" {
                quoted.toggle()
            } else if !quoted, letters.contains(character) {
                return index
            }
        }
        return nil
    }
}

extension EnvironmentValues {
    /// Dates as the views below write and count them: the environment's locale, calendar and time zone.
    var dateTexts: DateTexts { DateTexts(self) }
}
