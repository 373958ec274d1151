import Foundation
import SwiftUI
import Testing

// Interpolations in a localized string key that Apple's SwiftUI takes: a reference-convertible value or an object,
// with or without a formatter (without one, its description), and an attributed string. The host's locale and time
// zone are Easel's fixed en_US and GMT; the formatter's are its own.
@Suite struct InterpolationTests {
    static let start = Date(timeIntervalSince1970: 1_767_260_460)

    @Test("A date with a formatter, and a URL and a date without one")
    func formatterInterpolation() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "yyyy-MM-dd"
        let url = URL(string: "https://example.com/a")!
        let host = ViewHost(VStack {
            Text("Due \(Self.start, formatter: formatter)")
            Text("Open \(url)")
            Text("At \(Self.start)")
            Text("Id \(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!)")
        })
        #expect(host.texts == [
            "Due 2026-01-01", "Open https://example.com/a", "At 2026-01-01 09:41:00 +0000",
            "Id E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        ])
    }

    @Test("An attributed string keeps its own characters inside the key")
    func attributed() {
        var bold = AttributedString("bold")
        bold.inlinePresentationIntent = .stronglyEmphasized
        let host = ViewHost(Text("A \(bold) word"))
        #expect(host.texts == ["A bold word"])
    }
}
