@testable import EaselGraphics
import EaselViews
import Foundation
import SwiftUI
import Testing

// Content transitions (issue 21): a text or a symbol whose content changes under an animation. Expected values
// come from the definitions: with a one-second linear animation the change is half done at 0.5 s; a crossfade
// draws the old content at 1 − p and the new at p; a rolling digit travels half an em (8.5 points for 17-point
// body text) with a blur of 0.08 em at the far end (Easel's reading of iOS 17, docs/Decisions.md).
@Suite struct ContentTransitionTests {
    struct Counter<Content: View>: View {
        let from: Int
        let to: Int
        var animation: Animation? = .linear(duration: 1)
        @ViewBuilder let content: (Int) -> Content
        @State private var value: Int?
        var body: some View {
            VStack(spacing: 0) {
                content(value ?? from)
                Button("Go") { withAnimation(animation) { value = to } }.accessibilityIdentifier("go")
            }
            .frame(width: 200)
        }
    }

    /// A glyph drawn, with the opacity, transform and blur of the groups around it.
    struct Drawn {
        var run: GlyphRun
        var opacity: Double
        var transform: CGAffineTransform
        var blur: CGFloat
        var origin: CGPoint { (run.positions.first ?? .zero).applying(transform) }
    }

    static func drawn(_ list: DisplayList, opacity: Double = 1, transform: CGAffineTransform = .identity, blur: CGFloat = 0) -> [Drawn] {
        list.items.flatMap { item -> [Drawn] in
            switch item {
            case .glyphs(let run): [Drawn(run: run, opacity: opacity, transform: transform, blur: blur)]
            case .list(let content): drawn(content, opacity: opacity, transform: transform, blur: blur)
            case .group(.opacity(let amount), let content): drawn(content, opacity: opacity * amount, transform: transform, blur: blur)
            case .group(.transform(let inner), let content):
                drawn(content, opacity: opacity, transform: inner.concatenating(transform), blur: blur)
            case .group(.filter(.blur(let radius)), let content): drawn(content, opacity: opacity, transform: transform, blur: radius)
            case .group(_, let content): drawn(content, opacity: opacity, transform: transform, blur: blur)
            default: []
            }
        }
    }

    /// The glyphs drawn for `text`: runs showing it, or single characters of longer runs.
    static func glyphs(_ host: ViewHost, _ text: String) throws -> [Drawn] {
        drawn(try host.displayList(scale: 1)).flatMap { glyph -> [Drawn] in
            if glyph.run.text == text { return [glyph] }
            let characters = Array(glyph.run.text)
            guard text.count == 1, characters.count == glyph.run.glyphs.count, glyph.run.text != "Go" else { return [] }
            return characters.indices.filter { String(characters[$0]) == text }.map { index in
                var single = glyph
                single.run.glyphs = [glyph.run.glyphs[index]]
                single.run.positions = [glyph.run.positions[index]]
                single.run.text = text
                return single
            }
        }
    }

    @Test("By default a text changed under an animation cross-fades: old and new at half opacity halfway")
    func defaultCrossfade() throws {
        let host = ViewHost(Counter(from: 1, to: 2) { Text($0 == 1 ? "No" : "Yes") })
        try host.tap(identifier: "go")
        host.advance(by: 0.5)
        let old = try #require(try Self.glyphs(host, "No").first)
        let new = try #require(try Self.glyphs(host, "Yes").first)
        #expect(abs(old.opacity - 0.5) < 1e-9 && abs(new.opacity - 0.5) < 1e-9)
        host.advance(by: 0.5)
        #expect(try Self.glyphs(host, "No").isEmpty)
        #expect(try Self.glyphs(host, "Yes").map(\.opacity) == [1])
        #expect(!host.isAnimating)
    }

    @Test(".contentTransition(.identity) and a change without animation show the new text at once")
    func identityAndUnanimated() throws {
        for host in [
            ViewHost(Counter(from: 1, to: 2) { Text($0 == 1 ? "No" : "Yes").contentTransition(.identity) }),
            ViewHost(Counter(from: 1, to: 2, animation: nil) { Text($0 == 1 ? "No" : "Yes") }),
        ] {
            try host.tap(identifier: "go")
            host.advance(by: 0.5)
            #expect(try Self.glyphs(host, "No").isEmpty)
            #expect(try Self.glyphs(host, "Yes").map(\.opacity) == [1])
        }
    }

    /// A frame's minimum x as drawn at scale 1: rounded to the nearest point, halves up.
    static func drawnX(_ frame: CGRect?) -> CGFloat { ((frame?.minX ?? 0) + 0.5).rounded(.down) }

    @Test(".numericText(): counting up, the old digit rolls up and out, the new one up from below, blurred halfway")
    func numericRollsUp() throws {
        // The text's frame itself moves from the old width's place to the new one's (geometry animation); the
        // characters roll within it.
        let counter = Counter(from: 9, to: 10) { Text("\($0)").contentTransition(.numericText()).accessibilityIdentifier("n") }
        let host = ViewHost(counter)
        let nine = try #require(try Self.glyphs(host, "9").first)
        let startX = Self.drawnX(host.frame(of: "n"))
        try host.tap(identifier: "go")
        host.advanceUntilIdle()
        let zero = try #require(try Self.glyphs(host, "0").first)
        let one = try #require(try Self.glyphs(host, "1").first)
        let endX = Self.drawnX(host.frame(of: "n"))

        let again = ViewHost(counter)
        try again.tap(identifier: "go")
        again.advance(by: 0.5)
        let middleX = Self.drawnX(again.frame(of: "n"))
        let leaving = try #require(try Self.glyphs(again, "9").first)
        #expect(abs(leaving.origin.y - (nine.origin.y - 4.25)) < 0.01, "half of half an em up")
        #expect(abs(leaving.origin.x - (nine.origin.x - startX + middleX)) < 0.01)
        #expect(abs(leaving.opacity - 0.5) < 1e-9)
        #expect(abs(leaving.blur - 0.68) < 0.001)
        let arriving = try #require(try Self.glyphs(again, "0").first)
        #expect(abs(arriving.origin.y - (zero.origin.y + 4.25)) < 0.01, "from below")
        #expect(abs(arriving.origin.x - (zero.origin.x - endX + middleX)) < 0.01)
        #expect(abs(arriving.opacity - 0.5) < 1e-9)
        let tens = try #require(try Self.glyphs(again, "1").first)
        #expect(abs(tens.origin.y - (one.origin.y + 4.25)) < 0.01)
    }

    @Test(".numericText(value:) rolls the other way when the value goes down; countsDown: true likewise")
    func numericCountsDown() throws {
        for transition in [ContentTransition.numericText(value: 0), .numericText(countsDown: true)] {
            let host = ViewHost(Counter(from: 5, to: 4) { value in
                Text("\(value)").contentTransition(transition == .numericText(value: 0) ? .numericText(value: Double(value)) : transition)
            })
            let five = try #require(try Self.glyphs(host, "5").first)
            try host.tap(identifier: "go")
            host.advance(by: 0.5)
            let leaving = try #require(try Self.glyphs(host, "5").first)
            #expect(abs(leaving.origin.y - (five.origin.y + 4.25)) < 0.01, "down")
            let arriving = try #require(try Self.glyphs(host, "4").first)
            #expect(abs(arriving.origin.y - (five.origin.y - 4.25)) < 0.01, "from above")
        }
    }

    @Test(".numericText(): characters both texts share slide from their old places in the frame to their new ones")
    func numericSharedCharactersSlide() throws {
        let counter = Counter(from: 9, to: 10) { Text("Count: \($0)").contentTransition(.numericText()).accessibilityIdentifier("n") }
        let before = ViewHost(counter)
        let start = try #require(try Self.glyphs(before, "C").first)
        let startX = Self.drawnX(before.frame(of: "n"))
        try before.tap(identifier: "go")
        before.advanceUntilIdle()
        let end = try #require(try Self.glyphs(before, "C").first)
        let endX = Self.drawnX(before.frame(of: "n"))
        #expect(end.origin.x < start.origin.x, "the centered text grew, so it starts further left")

        let host = ViewHost(counter)
        try host.tap(identifier: "go")
        host.advance(by: 0.5)
        let middleX = Self.drawnX(host.frame(of: "n"))
        let middle = try Self.glyphs(host, "C")
        #expect(middle.count == 1)
        let expected = middleX + ((start.origin.x - startX) + (end.origin.x - endX)) / 2
        #expect(abs((middle.first?.origin.x ?? 0) - expected) < 0.01)
        #expect(middle.first?.opacity == 1)
    }

    @Test(".interpolate: the same text in a larger font scales its glyphs between the two sizes, crossfading them")
    func interpolateScales() throws {
        let host = ViewHost(Counter(from: 0, to: 1) { Text("A").font($0 == 0 ? .body : .title).contentTransition(.interpolate) })
        try host.tap(identifier: "go")
        host.advance(by: 0.5)
        let glyphs = try Self.glyphs(host, "A")
        #expect(glyphs.count == 2)
        // Body is 17 points, title 28: halfway the glyph is 22.5 points tall, whichever font draws it.
        for glyph in glyphs {
            #expect(abs(glyph.opacity - 0.5) < 1e-9)
            #expect(abs(glyph.run.size * glyph.transform.a - 22.5) < 0.001)
        }
    }

    @Test(".symbolEffect(.replace): the old symbol scales down in the first half, the new one up in the second")
    func symbolReplace() throws {
        let host = ViewHost(Counter(from: 0, to: 1) { value in
            Image(systemName: value == 0 ? "play.fill" : "pause.fill").contentTransition(.symbolEffect(.replace))
        })
        try host.tap(identifier: "go")
        host.advance(by: 0.25)
        var effects = groupEffects(in: try host.displayList(scale: 1))
        let scales = effects.compactMap { effect -> CGFloat? in
            if case .transform(let transform) = effect { return transform.a }
            return nil
        }
        #expect(scales.contains { abs($0 - 0.5) < 1e-9 }, "the old one at half size")
        #expect(effects.contains { if case .opacity(let amount) = $0 { abs(amount - 0.5) < 1e-9 } else { false } })
        host.advance(by: 0.5)
        effects = groupEffects(in: try host.displayList(scale: 1))
        let later = effects.compactMap { effect -> CGFloat? in
            if case .transform(let transform) = effect { return transform.a }
            return nil
        }
        #expect(later.contains { abs($0 - 0.5) < 1e-9 }, "the new one at half size at 0.75 s")
        host.advanceUntilIdle()
        #expect(groupEffects(in: try host.displayList(scale: 1)).isEmpty)
    }
}
