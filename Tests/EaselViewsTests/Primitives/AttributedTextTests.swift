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
