import EaselTesting
import Foundation
import SwiftUI
import Testing

// Image(systemName:) (LayoutRules §3.5, §12): a Material Icons stand-in, 1.2 em of its font on a side (Easel's
// estimate, docs/Decisions.md), fixed unless resizable, baseline-aligned with the font's capitals.

@Suite("Image(systemName:) (LayoutRules §3.5, §12)")
struct SymbolImageTests {
    @Test("a symbol is a square of 1.2 × the font size, whatever it is proposed")
    func sizedByFont() {
        #expect(layOut(5, 5) { Image(systemName: "star.fill") }.size == CGSize(width: 17 * 1.2, height: 17 * 1.2))
        #expect(layOut(nil, nil) { Image(systemName: "heart").font(.title) }.size == CGSize(width: 28 * 1.2, height: 28 * 1.2))
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .accessibility5
        #expect(layOut(nil, nil, environment: environment) { Image(systemName: "gear") }.size.width == 53 * 1.2)
    }

    @Test("resizable symbols take the proposal (nil dimensions: their own size)")
    func resizable() {
        #expect(layOut(100, 50) { Image(systemName: "star").resizable() }.size == CGSize(width: 100, height: 50))
        #expect(layOut(100, nil) { Image(systemName: "star").resizable() }.size == CGSize(width: 100, height: 17 * 1.2))
    }

    @Test("firstTextBaseline puts the symbol's middle on the middle of the capitals")
    func baselineWithText() {
        let host = layOut(nil, nil) {
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Image(systemName: "star").accessibilityIdentifier("star")
                Text("Rating").accessibilityIdentifier("text")
            }
        }
        // Symbol baseline 20.4 / 2 + 17 · 1443/2048 / 2 = 16.189; the text's, 16.187 rounded to 16.
        let symbolBaseline = 17 * 1.2 / 2 + 17 * 1443.0 / 2048 / 2
        #expect(host["star"]?.minY == 0)
        #expect(abs((host["text"]?.minY ?? 0) - (symbolBaseline - 16)) < 1e-9)
    }

    @Test("an unknown name gives a same-sized placeholder and a diagnostic")
    func unknownName() {
        let host = layOut(nil, nil) { Image(systemName: "no.such.symbol") }
        #expect(host.size == CGSize(width: 17 * 1.2, height: 17 * 1.2))
        #expect(host.diagnostics.contains { $0.message.contains("no.such.symbol") })
    }

    @Test("a symbol inside Text is one character of its own width; the line keeps the text's height")
    func inlineSymbol() {
        let host = layOut(nil, nil) { Text("\(Image(systemName: "star")) Rating") }
        #expect(host.size.height == oneBodyLine)
        #expect(host.size.width == ceil(17 * 1.2 + harfBuzzWidth(" Rating"), scale: 1))
        #expect(layOut(nil, nil) { Text(Image(systemName: "star")) }.size.width == ceil(17 * 1.2, scale: 1))
    }
}
