@testable import EaselGraphics
@testable import EaselViews
import Foundation
import SwiftUI
import Testing

// Text(AttributedString) with SwiftUI's attributes (issue 22): each run is a part of the text with its own font,
// color, lines, tracking and baseline offset, laid out as the same text built from parts with modifiers is.
@Suite struct AttributedTextTests {
    @Test("Runs become parts with their attributes")
    func runs() {
        var string = AttributedString("Hello world")
        string.font = .system(size: 20)
        if let range = string.range(of: "world") {
            string[range].foregroundColor = .red
            string[range].underlineStyle = .single
            string[range].kern = 2
        }
        let parts = Text(string).segments
        #expect(parts.map(\.string) == ["Hello ", "world"])
        #expect(parts[0].style.font == .system(size: 20) && parts[0].style.color == nil)
        #expect(parts[1].style.color == .red)
        #expect(parts[1].style.underline == .some(.single))
        #expect(parts[1].style.tracking == 2)
    }

    @Test("Laid out as the same text made of parts with modifiers")
    func sameLayout() {
        var string = AttributedString("Bold and plain")
        if let range = string.range(of: "Bold") { string[range].font = Font.system(size: 17).bold() }
        let attributed = ViewHost(Text(string)).size
        let parts = ViewHost(Text("Bold").font(Font.system(size: 17).bold()) + Text(" and plain")).size
        #expect(attributed == parts)
    }

    /// The display list's items in drawing order, groups opened.
    static func flattened(_ list: DisplayList) -> [DisplayItem] {
        list.items.flatMap { item -> [DisplayItem] in
            switch item {
            case .group(_, let content), .list(let content): flattened(content)
            default: [item]
            }
        }
    }

    @Test("A background color fills the line's height behind its run, before any glyph is drawn")
    func backgroundColor() throws {
        var string = AttributedString("Hello world")
        if let range = string.range(of: "world") { string[range].backgroundColor = Color(red: 1, green: 1, blue: 0) }
        #expect(Text(string).segments.last?.style.backgroundColor == Color(red: 1, green: 1, blue: 0))
        let items = Self.flattened(try ViewHost(Text(string)).displayList(scale: 3))
        let fills = items.enumerated().compactMap { index, item -> (Int, CGRect, Paint)? in
            if case .fill(let path, let paint, _) = item { return (index, path.boundingRect, paint) }
            return nil
        }
        #expect(fills.count == 1)
        let (index, rect, paint) = try #require(fills.first)
        #expect(paint == .color(RGBA(255, 255, 0)))
        // Behind everything: no glyph is drawn before it.
        #expect(!items.prefix(index).contains { if case .glyphs = $0 { true } else { false } })
        // From the end of "Hello " to the end of the text, the height of a line of body text (17 pt, SF Pro's
        // proportions), from the top of the line.
        let world = items.compactMap { item -> GlyphRun? in
            if case .glyphs(let run) = item, run.text == "world" { return run }
            return nil
        }.first
        let whole = ViewHost(Text("Hello world")).size.width
        #expect(abs(rect.minX - (try #require(world?.positions.first?.x))) < 1e-9)
        // The text's width is its line's, rounded up to the point (the host's scale is 1).
        #expect(rect.maxX <= whole && rect.maxX > whole - 1)
        // The line's top: its first baseline, rounded to the nearest point, less the ascent.
        let ascent = 17 * SFPro.ascender
        #expect(abs(rect.minY - (nearest(ascent, scale: 1) - ascent)) < 1e-9)
        #expect(abs(rect.height - 17 * SFPro.lineHeight) < 1e-9)
        // Without the attribute nothing is filled.
        #expect(!Self.flattened(try ViewHost(Text(AttributedString("Hello world"))).displayList(scale: 3))
            .contains { if case .fill = $0 { true } else { false } })
    }

    /// The box of the glyphs showing `text`, from the host's display list.
    static func box(of text: String, in host: ViewHost) throws -> CGRect {
        let runs = flattened(try host.displayList(scale: 1)).compactMap { item -> GlyphRun? in
            if case .glyphs(let run) = item, run.text == text { return run }
            return nil
        }
        return try #require(runs.first?.extent)
    }

    @Test("A tap on a link in text opens its URL; a tap on the rest of the text is not taken")
    func tappableLinks() throws {
        let host = ViewHost(Text("Read the [guide](https://example.com/guide) first"))
        let guide = try Self.box(of: "guide", in: host)
        #expect(guide.width > 20 && guide.height > 15)
        try host.tap(at: CGPoint(x: guide.midX, y: guide.midY))
        #expect(host.openedURLs == [URL(string: "https://example.com/guide")!])
        let read = try Self.box(of: "Read the ", in: host)
        #expect(throws: TapError.self) { try host.tap(at: CGPoint(x: read.minX + 5, y: read.midY)) }
        #expect(host.openedURLs.count == 1)
    }

    @Test("An attributed string's link goes to a custom openURL action, which can keep it from the system")
    func attributedLinkAndCustomAction() throws {
        var string = AttributedString("Visit Easel today")
        if let range = string.range(of: "Easel") { string[range].link = URL(string: "https://example.com/easel") }
        var handled: [URL] = []
        let host = ViewHost(Text(string).environment(\.openURL, OpenURLAction { url in
            handled.append(url)
            return .handled
        }))
        let easel = try Self.box(of: "Easel", in: host)
        try host.tap(at: CGPoint(x: easel.midX, y: easel.midY))
        #expect(handled == [URL(string: "https://example.com/easel")!])
        #expect(host.openedURLs.isEmpty)
        // A text without links takes no taps at all.
        #expect(throws: TapError.self) { try ViewHost(Text("No links here")).tap(at: CGPoint(x: 10, y: 10)) }
    }

    @Test("A link is drawn in the accent color; a strikethrough is drawn")
    func linkAndStrikethrough() throws {
        var string = AttributedString("Visit Easel, not this")
        if let range = string.range(of: "Easel") { string[range].link = URL(string: "https://example.com") }
        if let range = string.range(of: "this") { string[range].strikethroughStyle = .single }
        let parts = Text(string).segments
        #expect(parts.first { $0.string == "Easel" }?.style.color == .accentColor)
        let list = try ViewHost(Text(string)).displayList(scale: 1)
        #expect(TextDecorationTests.lines(list).count == 1)
    }

    @Test("AttributedString(markdown:) reads inline Markdown into intents and links; Text draws it as a literal's")
    func markdown() throws {
        let string = try AttributedString(markdown: "Hello **bold** and [Easel](https://example.com)")
        let runs = string.runs.map { run in
            (String(string[run.range].characters), run.inlinePresentationIntent, run.link?.absoluteString)
        }
        #expect(runs.map(\.0) == ["Hello ", "bold", " and ", "Easel"])
        #expect(runs[1].1 == .stronglyEmphasized)
        #expect(runs[0].1 == nil && runs[0].2 == nil)
        #expect(runs[3].2 == "https://example.com")
        let fromMarkdown = ViewHost(Text(string)).size
        let literal = ViewHost(Text("Hello **bold** and [Easel](https://example.com)")).size
        #expect(fromMarkdown == literal)
    }
}
