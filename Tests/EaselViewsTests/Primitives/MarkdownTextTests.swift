@testable import EaselText
@testable import EaselViews
import Foundation
import SwiftUI
import Testing

// Markdown in string literals (issue 22): a key's literal text is read as inline Markdown, as SwiftUI reads it
// (CommonMark's emphasis rules, inline only, whitespace kept); verbatim strings and interpolated values are not.
@Suite struct MarkdownTextTests {
    /// Each part's text and what Markdown made of it.
    static func parts(_ text: Text) -> [String] {
        text.segments.map { segment in
            var marks: [String] = []
            if segment.style.fontModifiers.isBold { marks.append("bold") }
            if segment.style.fontModifiers.isItalic { marks.append("italic") }
            if segment.style.fontModifiers.isMonospaced { marks.append("code") }
            if segment.style.strikethrough != nil { marks.append("struck") }
            if segment.style.color == .accentColor { marks.append("link") }
            return marks.isEmpty ? segment.string : "\(segment.string)[\(marks.joined(separator: ","))]"
        }
    }

    @Test("Strong, emphasis, code, strikethrough and links")
    func inlineStyles() {
        #expect(Self.parts(Text("Hello **bold** and *it*")) == ["Hello ", "bold[bold]", " and ", "it[italic]"])
        #expect(Self.parts(Text("__also__ _this_")) == ["also[bold]", " ", "this[italic]"])
        #expect(Self.parts(Text("***both***")) == ["both[bold,italic]"])
        #expect(Self.parts(Text("a `*code*` b")) == ["a ", "*code*[code]", " b"])
        #expect(Self.parts(Text("~~gone~~ kept")) == ["gone[struck]", " kept"])
        #expect(Self.parts(Text("See [Easel](https://example.com).")) == ["See ", "Easel[link]", "."])
        #expect(Self.parts(Text("[**Bold link**](https://example.com)")) == ["Bold link[bold,link]"])
    }

    @Test("What is not Markdown stays as written: escapes, lone delimiters, intraword underscores, block syntax")
    func literalText() {
        #expect(Self.parts(Text(#"\*not\* emphasis"#)) == ["*not* emphasis"])
        #expect(Self.parts(Text("2 * 3 * 4")) == ["2 * 3 * 4"])
        #expect(Self.parts(Text("snake_case_name")) == ["snake_case_name"])
        #expect(Self.parts(Text("**unclosed")) == ["**unclosed"])
        #expect(Self.parts(Text("  # Not a heading\n- not a list")) == ["  # Not a heading\n- not a list"])
        #expect(Self.parts(Text("[no destination]")) == ["[no destination]"])
    }

    @Test("Verbatim strings and interpolated values are not read; Markdown around a value styles it")
    func interpolation() {
        let name = "*Ada*"
        #expect(Self.parts(Text(verbatim: "**x**")) == ["**x**"])
        #expect(Self.parts(Text(name)) == ["*Ada*"])
        #expect(Self.parts(Text("**\(name)** says hi")) == ["*Ada*[bold]", " says hi"])
        #expect(Self.parts(Text("Count: \(3)")) == ["Count: 3"])
    }

    @Test("Bold text is laid out in the bold face: wider than the same text plain")
    func boldIsWider() {
        let plain = ViewHost(Text("Hello there").font(.system(size: 20))).size.width
        let bold = ViewHost(Text("**Hello there**").font(.system(size: 20))).size.width
        #expect(bold > plain)
        #expect(ViewHost(Text("Hello there").bold().font(.system(size: 20))).size.width == bold)
    }
}
