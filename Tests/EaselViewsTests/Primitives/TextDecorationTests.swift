@testable import EaselGraphics
import Foundation
import SwiftUI
import Testing

// Underline, strikethrough and baseline offset (issue 22). A line spans the text it decorates, an underline lies
// below the baseline and above the text's bottom, a strikethrough between the baseline and the cap height, in the
// text's color unless one is given; a baseline offset raises the glyphs by that many points.
@Suite struct TextDecorationTests {
    /// The strokes of a display list with the glyph runs' baseline, flattened.
    static func lines(_ list: DisplayList) -> [(path: CGRect, paint: Paint, style: StrokeStyle)] {
        list.items.flatMap { item -> [(path: CGRect, paint: Paint, style: StrokeStyle)] in
            switch item {
            case .stroke(let path, let paint, let style): [(path.boundingRect, paint, style)]
            case .group(_, let content), .list(let content): lines(content)
            default: []
            }
        }
    }

    static func baselines(_ list: DisplayList) -> [CGFloat] {
        list.items.flatMap { item -> [CGFloat] in
            switch item {
            case .glyphs(let run): run.positions.first.map { [$0.y] } ?? []
            case .group(_, let content), .list(let content): baselines(content)
            default: []
            }
        }
    }

    @Test("An underline spans the text below its baseline, in the text's color; a strikethrough crosses it")
    func underlineAndStrikethrough() throws {
        let host = ViewHost(
            VStack(spacing: 0) {
                Text("Underlined").underline().foregroundColor(.red).accessibilityIdentifier("under")
                Text("Struck").strikethrough(color: .blue).accessibilityIdentifier("struck")
            }
            .font(.system(size: 20)))
        let list = try host.displayList(scale: 2)
        let found = Self.lines(list)
        let baselines = Self.baselines(list)
        #expect(found.count == 2)
        #expect(baselines.count == 2)
        let under = try #require(host.frame(of: "under")), struck = try #require(host.frame(of: "struck"))
        let underline = found[0], strike = found[1]
        #expect(abs(underline.path.minX - under.minX) < 0.6 && abs(underline.path.maxX - under.maxX) < 1.5)
        #expect(underline.path.midY > baselines[0] && underline.path.midY < under.maxY)
        #expect(underline.paint == .color(Color.red.resolved(dark: false)))
        #expect(underline.style.lineWidth >= 1 / 3 && underline.style.dash.isEmpty)
        // Between the baseline and the cap height (20 × 1443 / 2048 ≈ 14.1 points above it).
        #expect(strike.path.midY < baselines[1] && strike.path.midY > baselines[1] - 20 * 1443 / 2048)
        #expect(abs(strike.path.minX - struck.minX) < 0.6)
        #expect(strike.paint == .color(Color.blue.resolved(dark: false)))
    }

    @Test("A view-level underline reaches the texts inside; a pattern dashes it; false turns it off")
    func viewLevelAndPatterns() throws {
        let dashed = ViewHost(VStack { Text("A"); Text("B").underline(false) }.underline(pattern: .dash))
        let found = Self.lines(try dashed.displayList(scale: 1))
        #expect(found.count == 1, "the text's own underline(false) wins over the view's")
        #expect(found.first?.style.dash.isEmpty == false)
        let none = ViewHost(Text("C").underline(false))
        #expect(Self.lines(try none.displayList(scale: 1)).isEmpty)
    }

    @Test("A baseline offset raises the glyphs by that many points; the text's frame is unchanged")
    func baselineOffset() throws {
        let plain = ViewHost(Text("Up").font(.system(size: 20)))
        let raised = ViewHost(Text("Up").font(.system(size: 20)).baselineOffset(6))
        #expect(plain.size == raised.size)
        let before = try #require(Self.baselines(try plain.displayList(scale: 1)).first)
        let after = try #require(Self.baselines(try raised.displayList(scale: 1)).first)
        #expect(abs(before - after - 6) < 1e-9)
    }
}

// textScale (issue 22): the secondary scale draws the text's own font at 0.8 of its size (Easel's estimate; SwiftUI
// documents no factor), so secondary body text measures as 13.6-point text in the same face.
@Suite struct TextScaleTests {
    @Test("the secondary text scale is the font at 0.8 of its size, on Text and through the environment")
    func secondary() {
        let small = ViewHost(Text("Price 42").font(.system(size: 17 * 0.8))).size
        let plain = ViewHost(Text("Price 42").font(.system(size: 17))).size
        #expect(small.width < plain.width)
        #expect(ViewHost(Text("Price 42").font(.system(size: 17)).textScale(.secondary)).size == small)
        #expect(ViewHost(VStack { Text("Price 42").font(.system(size: 17)) }.textScale(.secondary)).size == small)
    }

    @Test("isEnabled false and the default scale change nothing; the text's own scale wins over the environment's")
    func precedence() {
        let plain = ViewHost(Text("Price 42").font(.system(size: 17))).size
        let small = ViewHost(Text("Price 42").font(.system(size: 17 * 0.8))).size
        #expect(ViewHost(Text("Price 42").font(.system(size: 17)).textScale(.secondary, isEnabled: false)).size == plain)
        #expect(ViewHost(Text("Price 42").font(.system(size: 17)).textScale(.default)).size == plain)
        #expect(ViewHost(Text("Price 42").font(.system(size: 17)).textScale(.default).textScale(.secondary)).size == plain)
        #expect(ViewHost(Text("Price 42").font(.system(size: 17)).textScale(.secondary, isEnabled: false)
            .textScale(.secondary)).size == small)
        #expect(ViewHost(VStack { Text("Price 42").font(.system(size: 17)).textScale(.default) }.textScale(.secondary)).size == plain)
        // Only the part that asks is smaller.
        let mixed = ViewHost(Text("$").font(.system(size: 17)).textScale(.secondary) + Text("42").font(.system(size: 17))).size
        #expect(mixed.width < ViewHost(Text("$42").font(.system(size: 17))).size.width)
    }
}
