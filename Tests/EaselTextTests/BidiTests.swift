import EaselGraphics
import EaselLayout
import EaselText
import Foundation
import Testing

// Lines that mix left-to-right and right-to-left text, reordered for drawing. Every expected order is worked by
// hand from the Unicode bidirectional algorithm (UAX #9): the paragraph level from the first strong character
// (P2–P3), Hebrew and Arabic letters strong right to left, Latin letters strong left to right, European digits
// weak (W1–W7: they take the level above an odd one, L-like), neutrals between two of one direction take it
// (N1), else the paragraph's (N2); then each line reversed from its highest level down to the lowest odd one (L2).

private let body = Font.body.resolve(at: .large).font!

private func shaped(_ string: String) -> ShapedParagraph {
    ShapedParagraph.make([TextRun(string, font: body)])
}

/// The characters of a one-line paragraph in the order they are drawn, left to right.
private func visual(_ string: String) -> String {
    let paragraph = shaped(string)
    let line = paragraph.layout(in: CGSize(width: CGFloat.infinity, height: .infinity), options: TextLayoutOptions(),
                                baseFont: body).lines[0]
    return visual(line, in: paragraph)
}

private func visual(_ line: TextLine, in paragraph: ShapedParagraph) -> String {
    var result = ""
    for element in paragraph.visualOrder(of: line) {
        switch element {
        case .ellipsis: result += "…"
        case .cluster(let cluster):
            guard !paragraph.isNewline(cluster) else { continue }
            let scalars = paragraph.scalars[paragraph.clusterStarts[cluster]..<paragraph.clusterStarts[cluster + 1]]
            result.unicodeScalars.append(contentsOf: scalars)
        }
    }
    return result
}

@Suite("Bidirectional text (UAX #9)")
struct BidiTests {
    @Test("A Hebrew word inside a left-to-right line is drawn right to left, in place")
    func hebrewInLatin() {
        #expect(visual("abc אבג def") == "abc גבא def")
        let paragraph = shaped("abc אבג def")
        #expect(paragraph.hasRightToLeft)
        #expect(paragraph.clusters.map(\.level) == [0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0])
        #expect(paragraph.clusters.allSatisfy { $0.paragraphLevel == 0 })
    }

    @Test("A paragraph that starts with a Hebrew letter reads right to left; Latin words in it stay left to right")
    func rightToLeftParagraph() {
        // Levels: Hebrew 1, the space between Hebrew and Latin 1 (N2: the paragraph's), Latin 2.
        #expect(shaped("אבג abc").clusters.map(\.level) == [1, 1, 1, 1, 2, 2, 2])
        #expect(visual("אבג abc") == "abc גבא")
        #expect(visual("שלום world עולם") == "םלוע world םולש")
    }

    @Test("Digits in Arabic text keep their left-to-right order")
    func arabicDigits() {
        // "العدد 123": the digits follow Arabic letters, so W2 makes them Arabic numbers (AN), raised to level 2 (I2);
        // the space between is R by N1.
        let paragraph = shaped("العدد 123")
        #expect(paragraph.clusters.map(\.level) == [1, 1, 1, 1, 1, 1, 2, 2, 2])
        #expect(visual("العدد 123") == "123 ددعلا")
    }

    @Test("Each hard line is its own paragraph, with its own direction")
    func paragraphsPerLine() {
        let paragraph = shaped("abc\nאבג def")
        #expect(paragraph.clusters.map(\.paragraphLevel) == [0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1])
        let lines = paragraph.layout(in: CGSize(width: CGFloat.infinity, height: .infinity), options: TextLayoutOptions(),
                                     baseFont: body).lines
        #expect(lines.count == 2)
        #expect(visual(lines[0], in: paragraph) == "abc")
        #expect(visual(lines[1], in: paragraph) == "def גבא")
    }

    @Test("Brackets pair by BD16 and mirror in a right-to-left run")
    func brackets() {
        // "א(ב)": the brackets pair and take the embedding direction (N0), so the line reads "(ב)א" from
        // the left once reversed, each bracket drawn with its mirrored glyph.
        #expect(visual("א(ב)") == ")ב(א")
        let rtl = shaped("א(ב)")
        let ltr = shaped("a(b)")
        let openInRTL = rtl.glyphs.first { $0.cluster == 1 }!.id
        let closeInLTR = ltr.glyphs.first { $0.cluster == 3 }!.id
        #expect(openInRTL == closeInLTR)
    }

    @Test("White space at the end of a wrapped line takes the paragraph's level (L1)")
    func trailingWhitespace() {
        // "abc אבג דהו": wrapped after the second word, the first line ends "אבג " with its space at
        // level 0, so it stays at the right end instead of moving between the words.
        let paragraph = shaped("abc אבג דהו")
        let first = paragraph.layout(in: CGSize(width: paragraph.idealWidth - 1, height: .infinity),
                                     options: TextLayoutOptions(), baseFont: body).lines[0]
        #expect(first.text(in: paragraph) == "abc אבג ")
        #expect(visual(first, in: paragraph) == "abc גבא ")
    }

    @Test("Left-to-right text has no levels to apply and keeps its order")
    func leftToRightOnly() {
        let paragraph = shaped("Hello, world (1 + 2)")
        #expect(!paragraph.hasRightToLeft)
        #expect(visual("Hello, world (1 + 2)") == "Hello, world (1 + 2)")
    }

    @Test("A drawn run's text is its glyphs' characters, and a truncated line's ellipsis run reads \"…\"")
    func drawnText() {
        let string = "Crème brûlée, naïve café, 日本 and more words than fit"
        var options = TextLayoutOptions()
        options.lineLimit = 1
        let layout = TextLayout(runs: [TextRun(string, font: body)], options: options, baseFont: body)
        let proposal = ProposedViewSize(width: 120, height: nil)
        let size = layout.result(for: proposal).size
        let runs = layout.glyphRuns(for: proposal, in: CGRect(origin: .zero, size: size), paints: [.color(RGBA(0, 0, 0))])
        let text = runs.map(\.text).joined()
        #expect(runs.last?.text == "\u{2026}")
        #expect(text.hasSuffix("\u{2026}") && text.count > 1)
        // The rest is the string's beginning, accents and all, as far as the line reached.
        let shown = String(text.dropLast())
        #expect(!shown.isEmpty && string.hasPrefix(shown), "\(text)")
    }

    @Test("Drawn glyphs of a mixed line run left to right in visual order, the Hebrew letters reversed")
    func drawnPositions() {
        let layout = TextLayout(runs: [TextRun("abc אבג", font: body)], options: TextLayoutOptions(), baseFont: body)
        let size = layout.result(for: .unspecified).size
        let runs = layout.glyphRuns(for: .unspecified, in: CGRect(origin: .zero, size: size), paints: [.color(RGBA(0, 0, 0))])
        let positions = runs.flatMap(\.positions).map(\.x)
        #expect(positions == positions.sorted())
        #expect(runs.map(\.text).joined() == "abc גבא")
        // Drawn right to left, the last letter starts the Hebrew word: the first glyph drawn after "abc ".
        let hebrew = runs.last!
        #expect(hebrew.text == "גבא")
        // The line still ends where measuring said.
        let end = hebrew.positions.last!.x + shaped("א").clusters[0].advance
        #expect(abs(end - layout.result(for: .unspecified).lines[0].width) < 0.01)
    }

    @Test("The white space ending a wrapped right-to-left line hangs off its left end; its text stays aligned")
    func hangingSpaceInRightToLeftLine() {
        let text = "אבג דהו זחט"
        var options = TextLayoutOptions()
        options.alignment = .trailing
        let paragraph = shaped(text)
        let width = paragraph.idealWidth - 1
        let layout = TextLayout(runs: [TextRun(text, font: body)], options: options, baseFont: body)
        let proposal = ProposedViewSize(width: width, height: nil)
        let result = layout.result(for: proposal)
        #expect(result.lines.count == 2)
        #expect(result.lines[0].text(in: paragraph) == "אבג דהו ")
        let frame = CGRect(origin: .zero, size: CGSize(width: width, height: result.size.height))
        let runs = layout.glyphRuns(for: proposal, in: frame, paints: [.color(RGBA(0, 0, 0))])
        // The first line's first letter, drawn last, ends at the right edge; the space before it in the drawing
        // (logically after "דהו") lies left of the line's measured start.
        let baseline = runs[0].positions[0].y
        let firstLine = runs.filter { $0.positions.first?.y == baseline }
        let glyphs = firstLine.flatMap(\.positions)
        let end = glyphs.last!.x + paragraph.clusters[0].advance
        #expect(abs(end - frame.maxX) < 0.01)
        #expect(firstLine.flatMap(\.text.unicodeScalars).first == " ")
        #expect(abs(glyphs[1].x - (frame.maxX - result.lines[0].width)) < 0.01)
        #expect(abs(glyphs[0].x - (glyphs[1].x - paragraph.clusters[3].advance)) < 0.01)
    }

    @Test("A truncated right-to-left line shows its ellipsis at the left end")
    func ellipsis() {
        let paragraph = shaped("אבג דהו זחט")
        var options = TextLayoutOptions()
        options.lineLimit = 1
        let line = paragraph.layout(in: CGSize(width: paragraph.idealWidth * 0.6, height: .infinity), options: options,
                                    baseFont: body).lines[0]
        #expect(line.ellipsisIndex != nil)
        let drawn = visual(line, in: paragraph)
        #expect(drawn.hasPrefix("…"))
        #expect(drawn.hasSuffix("גבא"))
    }
}
