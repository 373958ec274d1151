import Foundation
import SwiftUI
import Testing

// Date pickers. Expected strings are Foundation's documented formats (CLDR): en_US's medium date "Nov 24, 2026" and
// short time "9:41 AM" (CLDR writes a narrow no-break space before AM, as iOS 17 does, so spaces are compared
// loosely), de_DE's "24.11.2026" and "09:41". Calendar facts: November 2026 has 30 days and starts on a Sunday
// (so the 1st, 8th and 29th share the first column); December 1, 2026 is a Tuesday.
@Suite struct DatePickerTests {
    /// A moment in GMT on the Gregorian calendar.
    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
        return calendar.date(from: components) ?? Date(timeIntervalSinceReferenceDate: 0)
    }

    static let keynote = date(2026, 11, 24, 9, 41)

    /// A date picker on a state value, and the value written out ("selected <seconds>") to check what taps set.
    struct Harness<Style: DatePickerStyle>: View {
        @State var date: Date
        let style: Style
        var range: ClosedRange<Date>? = nil
        var components: DatePickerComponents = [.hourAndMinute, .date]

        var body: some View {
            VStack {
                if let range {
                    DatePicker("When", selection: $date, in: range, displayedComponents: components)
                } else {
                    DatePicker("When", selection: $date, displayedComponents: components)
                }
                Text(verbatim: "selected \(date.timeIntervalSinceReferenceDate)")
            }
            .datePickerStyle(style)
        }
    }

    static func selected(_ date: Date) -> String { "selected \(date.timeIntervalSinceReferenceDate)" }

    /// The texts shown, with the no-break spaces of CLDR's formats written as plain spaces.
    static func texts(_ host: ViewHost) -> [String] {
        host.texts.map { $0.replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{00A0}", with: " ") }
    }

    @Test("Compact: the label, then the locale's medium date and short time on two pills at the trailing edge")
    func compact() throws {
        let host = layOut(390, 200) { Harness(date: Self.keynote, style: CompactDatePickerStyle()) }
        let texts = Self.texts(host)
        #expect(texts.contains("When"))
        #expect(texts.contains("Nov 24, 2026"))
        #expect(texts.contains("9:41 AM"))
        let date = try #require(host["DatePicker.date"]), time = try #require(host["DatePicker.time"])
        #expect(time.maxX == 390)
        #expect(abs(time.minX - date.maxX - 6) < 0.001)
        #expect(date.height == time.height)
    }

    @Test("The automatic style is compact; displayedComponents chooses the pills")
    func components() throws {
        let dateOnly = layOut(390, 200) {
            Harness(date: Self.keynote, style: DefaultDatePickerStyle(), components: .date)
        }
        #expect(Self.texts(dateOnly).contains("Nov 24, 2026"))
        #expect(dateOnly["DatePicker.date"] != nil && dateOnly["DatePicker.time"] == nil)
        let timeOnly = layOut(390, 200) {
            Harness(date: Self.keynote, style: DefaultDatePickerStyle(), components: .hourAndMinute)
        }
        #expect(Self.texts(timeOnly).contains("9:41 AM"))
        #expect(timeOnly["DatePicker.date"] == nil && timeOnly["DatePicker.time"] != nil)
    }

    @Test("The environment's locale and time zone write the date")
    func localeAndTimeZone() throws {
        let german = layOut(390, 200) {
            Harness(date: Self.keynote, style: CompactDatePickerStyle()).environment(\.locale, Locale(identifier: "de_DE"))
        }
        #expect(Self.texts(german).contains("24.11.2026"))
        #expect(Self.texts(german).contains("09:41"))

        let tenEast = try #require(TimeZone(secondsFromGMT: 10 * 3600))
        let east = layOut(390, 200) {
            Harness(date: Self.keynote, style: CompactDatePickerStyle()).environment(\.timeZone, tenEast)
        }
        #expect(Self.texts(east).contains("Nov 24, 2026"))
        #expect(Self.texts(east).contains("7:41 PM"))

        let tenWest = try #require(TimeZone(secondsFromGMT: -10 * 3600))
        let west = layOut(390, 200) {
            Harness(date: Self.keynote, style: CompactDatePickerStyle()).environment(\.timeZone, tenWest)
        }
        #expect(Self.texts(west).contains("Nov 23, 2026"))
        #expect(Self.texts(west).contains("11:41 PM"))
    }

    @Test("Graphical: the month's days in weekday columns; a tap on a day selects it at the same time")
    func graphical() throws {
        let host = layOut(390, 800) { Harness(date: Self.keynote, style: GraphicalDatePickerStyle()) }
        let texts = Self.texts(host)
        #expect(texts.contains("November 2026"))
        #expect(texts.contains("SUN") && texts.contains("SAT"))
        #expect(texts.contains("9:41 AM"), "the Time row")
        #expect(host["DatePicker.day.30"] != nil)
        #expect(host["DatePicker.day.31"] == nil)
        let first = try #require(host["DatePicker.day.1"])
        let seventh = try #require(host["DatePicker.day.7"]), eighth = try #require(host["DatePicker.day.8"])
        #expect(eighth.minX == first.minX && eighth.minY > first.minY, "the 1st and 8th are Sundays")
        #expect(seventh.minY == first.minY && seventh.minX > first.minX, "the 7th ends the first week")

        try host.tap(identifier: "DatePicker.day.12")
        #expect(host.texts.contains(Self.selected(Self.date(2026, 11, 12, 9, 41))))
    }

    @Test("Graphical: the chevrons show the next and previous months without changing the selection")
    func months() throws {
        let host = layOut(390, 800) { Harness(date: Self.keynote, style: GraphicalDatePickerStyle()) }
        try host.tap(identifier: "DatePicker.nextMonth")
        #expect(Self.texts(host).contains("December 2026"))
        #expect(host.texts.contains(Self.selected(Self.keynote)))
        let first = try #require(host["DatePicker.day.1"]), sixth = try #require(host["DatePicker.day.6"])
        #expect(host["DatePicker.day.31"] != nil)
        #expect(abs(first.minX - sixth.minX - 2 * sixth.width) < 0.001, "December 1 is a Tuesday")
        #expect(sixth.minY > first.minY)

        try host.tap(identifier: "DatePicker.day.3")
        #expect(host.texts.contains(Self.selected(Self.date(2026, 12, 3, 9, 41))))
        try host.tap(identifier: "DatePicker.previousMonth")
        try host.tap(identifier: "DatePicker.previousMonth")
        #expect(Self.texts(host).contains("October 2026"))
        #expect(host["DatePicker.day.31"] != nil)
    }

    @Test("Graphical: days outside the range take no taps, nor do chevrons to months outside it")
    func range() throws {
        let range = Self.date(2026, 11, 10)...Self.date(2026, 11, 20, 23, 59)
        let host = layOut(390, 800) {
            Harness(date: Self.date(2026, 11, 12, 9, 41), style: GraphicalDatePickerStyle(), range: range)
        }
        #expect(throws: (any Error).self, "before the range") { try host.tap(identifier: "DatePicker.day.9") }
        #expect(throws: (any Error).self, "after the range") { try host.tap(identifier: "DatePicker.day.21") }
        #expect(throws: (any Error).self) { try host.tap(identifier: "DatePicker.previousMonth") }
        #expect(throws: (any Error).self) { try host.tap(identifier: "DatePicker.nextMonth") }
        #expect(host.texts.contains(Self.selected(Self.date(2026, 11, 12, 9, 41))))
        try host.tap(identifier: "DatePicker.day.20")
        #expect(host.texts.contains(Self.selected(Self.date(2026, 11, 20, 9, 41))))
        try host.tap(identifier: "DatePicker.day.10")
        #expect(host.texts.contains(Self.selected(Self.date(2026, 11, 10, 9, 41))))
    }

    @Test("Wheel: month, day and year wheels in en_US's order; a tap on the next month selects it")
    func wheel() throws {
        let host = layOut(390, 400) {
            Harness(date: Self.keynote, style: WheelDatePickerStyle(), components: .date)
        }
        let texts = Self.texts(host)
        #expect(texts.contains("November") && texts.contains("24") && texts.contains("2026"))
        let month = try #require(host["DatePicker.wheel.month.0"])
        let day = try #require(host["DatePicker.wheel.day.0"]), year = try #require(host["DatePicker.wheel.year.0"])
        #expect(month.maxX <= day.minX && day.maxX <= year.minX)
        try host.tap(identifier: "DatePicker.wheel.month.1")
        #expect(host.texts.contains(Self.selected(Self.date(2026, 12, 24, 9, 41))))
    }

    @Test("A custom style's body draws the configuration")
    func customStyle() throws {
        struct Summary: DatePickerStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    configuration.label
                    Text(verbatim: configuration.displayedComponents == .date ? "date only" : "date and time")
                }
            }
        }
        let host = layOut(390, 200) { Harness(date: Self.keynote, style: Summary(), components: .date) }
        #expect(host.texts.contains("When") && host.texts.contains("date only"))
        #expect(host["DatePicker.date"] == nil)
    }
}
