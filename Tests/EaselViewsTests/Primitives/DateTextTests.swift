import Foundation
import SwiftUI
import Testing

// Text(_:style:) and Text(timerInterval:) (issue 22), against the host's clock, which starts at
// 2026-01-01 09:41:00 GMT (1,767,260,460 s since 1970), in the fixed en_US locale and GMT time zone.
@Suite struct DateTextTests {
    static let start = Date(timeIntervalSince1970: 1_767_260_460)

    func shown(_ host: ViewHost) -> String {
        let line = host.layoutDescription().split(separator: "\n").first { $0.contains("Text(") } ?? ""
        guard let open = line.range(of: "Text(\""), let close = line.range(of: "\")", range: open.upperBound..<line.endIndex)
        else { return "" }
        return String(line[open.upperBound..<close.lowerBound])
    }

    @Test("The date and time styles format the date in the environment's locale and time zone")
    func dateAndTime() {
        // As on iOS 17 (CLDR 42), a narrow no-break space stands before AM and PM.
        #expect(shown(ViewHost(Text(Self.start, style: .time))) == "9:41\u{202F}AM")
        #expect(shown(ViewHost(Text(Self.start, style: .date))) == "January 1, 2026")
    }

    @Test("Relative, offset and timer styles count from the host's now, and follow its clock")
    func liveStyles() {
        let later = Self.start.addingTimeInterval(2 * 3600 + 10 * 60 + 5)
        #expect(shown(ViewHost(Text(later, style: .relative))) == "2 hr, 10 min")
        #expect(shown(ViewHost(Text(later, style: .offset))) == "+2 hours")
        #expect(shown(ViewHost(Text(Self.start.addingTimeInterval(-300), style: .offset))) == "-5 minutes")
        let timer = ViewHost(Text(Self.start.addingTimeInterval(-65), style: .timer))
        #expect(shown(timer) == "1:05")
        timer.advance(by: 2)
        #expect(shown(timer) == "1:07", "the text follows the clock")
        #expect(shown(ViewHost(Text(Self.start.addingTimeInterval(45), style: .relative))) == "45 sec")
        #expect(shown(ViewHost(Text(Self.start.addingTimeInterval(86_400), style: .relative))) == "1 day")
    }

    @Test("A date made milliseconds from the clock's now counts the whole seconds it was meant to")
    func millisecondsApart() {
        // A preview's clock starts at the wall clock; the app's `Date().addingTimeInterval(-240)` is made a moment
        // later, 239.99 seconds before the clock's now: four minutes, as on iOS.
        #expect(shown(ViewHost(Text(Self.start.addingTimeInterval(-239.99), style: .relative))) == "4 min")
        #expect(shown(ViewHost(Text(Self.start.addingTimeInterval(-240.01), style: .relative))) == "4 min")
        #expect(shown(ViewHost(Text(Self.start.addingTimeInterval(-239.5), style: .relative))) == "3 min, 59 sec")
    }

    @Test("A timer interval counts down to its end, or up from its start; a pause holds it")
    func timerInterval() {
        let range = Self.start...Self.start.addingTimeInterval(3725)
        let down = ViewHost(Text(timerInterval: range))
        #expect(shown(down) == "1:02:05")
        down.advance(by: 5)
        #expect(shown(down) == "1:02:00")
        #expect(shown(ViewHost(Text(timerInterval: range, countsDown: false))) == "0:00")
        #expect(shown(ViewHost(Text(timerInterval: range, showsHours: false))) == "62:05")
        let paused = ViewHost(Text(timerInterval: range, pauseTime: Self.start.addingTimeInterval(25), countsDown: false))
        paused.advance(by: 100)
        #expect(shown(paused) == "0:25")
    }
}
