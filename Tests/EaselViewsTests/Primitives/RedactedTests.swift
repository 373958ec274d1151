import EaselGraphics
import Foundation
import SwiftUI
import Testing

// redacted(reason: .placeholder): text is drawn as a rounded bar where its glyphs would be (three quarters of the
// line tall, in its color at 16 %), not as glyphs; unredacted() draws it again; the layout does not change.
@Suite struct RedactedTests {
    func glyphRuns(in list: DisplayList) -> Int {
        list.items.reduce(0) { count, item in
            switch item {
            case .glyphs: count + 1
            case .group(_, let content), .list(let content): count + glyphRuns(in: content)
            default: count
            }
        }
    }

    @Test("A placeholder text is a bar, not glyphs, the same size; unredacted text draws its glyphs")
    func placeholder() throws {
        let plain = ViewHost(Text("Loading the story").accessibilityIdentifier("t"))
        let redacted = ViewHost(Text("Loading the story").accessibilityIdentifier("t").redacted(reason: .placeholder))
        #expect(plain["t"] == redacted["t"])
        let list = try redacted.displayList(scale: 1)
        #expect(glyphRuns(in: list) == 0)
        let bar = fills(in: list)
        #expect(bar.count == 1 && abs(bar[0].opacity - 0.16) < 0.001)
        let kept = ViewHost(VStack { Text("A"); Text("B").unredacted() }.redacted(reason: .placeholder))
        #expect(glyphRuns(in: try kept.displayList(scale: 1)) == 1)
    }
}
