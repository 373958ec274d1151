import Foundation
import SwiftUI
import Testing

// Text(_:format:) formats its value in the environment's locale, calendar and time zone (Easel's defaults:
// en_US, Gregorian, GMT), so that the same view gives the same picture on every machine. Expected strings are
// CLDR's patterns: en_US currency "¤#,##0.00", de_DE "#,##0.00 ¤"; en_US medium date "MMM d, y".
@Suite struct FormattedTextTests {
    @Test("A currency is formatted in the environment's locale")
    func currency() {
        let price = Decimal(string: "1234.5")!
        let host = layOut(300, 100) { Text(price, format: .currency(code: "USD")) }
        #expect(host.texts == ["$1,234.50"])
        let german = layOut(300, 100) {
            Text(price, format: .currency(code: "EUR")).environment(\.locale, Locale(identifier: "de_DE"))
        }
        #expect(german.texts.first?.hasPrefix("1.234,50") == true, "\(german.texts)")
    }

    @Test("A date is formatted in the environment's time zone, not the machine's")
    func date() {
        // 1970-01-01 00:30 GMT is still December 31 in New York (GMT−5).
        let date = Date(timeIntervalSince1970: 30 * 60)
        let host = layOut(300, 100) { Text(date, format: .dateTime.year().month().day()) }
        #expect(host.texts == ["Jan 1, 1970"])
        let newYork = layOut(300, 100) {
            Text(date, format: .dateTime.year().month().day())
                .environment(\.timeZone, TimeZone(identifier: "America/New_York")!)
        }
        #expect(newYork.texts == ["Dec 31, 1969"])
    }

    @Test("Interpolated format styles and formatters")
    func interpolationAndFormatter() {
        let host = layOut(300, 100) {
            VStack {
                Text("Total: \(Decimal(9), format: .currency(code: "USD"))")
                Text(Date(timeIntervalSince1970: 0) as Date, formatter: Self.isoDay)
            }
        }
        #expect(host.texts == ["Total: $9.00", "1970-01-01"])
    }

    static let isoDay: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()
}
