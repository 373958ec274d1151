import EaselText
import Foundation
import Testing

// The paragraph engine under Text: what lines show, where the ellipsis goes, which faces draw what.
// Line contents are worked by hand from the greedy rule of LayoutRules §7 and the widths of the words.

private let body = Font.body.resolve(at: .large).font!
private let sentence = "A great and warm welcome to Kuchi"

private func paragraph(_ string: String, font: ResolvedFont = body) -> ShapedParagraph {
    ShapedParagraph.make([TextRun(string, font: font)])
}

/// Easel's own width of a string, used only to pick proposals around word boundaries: the widths themselves
/// are checked against `hb-shape` in EaselViewsTests (TextTests), and each expected line here follows from
/// the greedy rule of LayoutRules §7.
private func width(_ string: String) -> CGFloat {
    paragraph(string).idealWidth
}

private func lines(_ string: String, width: CGFloat, height: CGFloat = .infinity, _ change: (inout TextLayoutOptions) -> Void = { _ in }) -> [String] {
    var options = TextLayoutOptions()
    change(&options)
    let shaped = paragraph(string)
    return shaped.layout(in: CGSize(width: width, height: height), options: options, baseFont: body).lines
        .map { $0.text(in: shaped) }
}

@Suite("Shaping and line breaking (LayoutRules §7)")
struct ShapedParagraphTests {
    @Test("greedy wrapping at UAX #14 opportunities; white space hangs at the end of a line")
    func wrapping() {
        let fits = width("A great and warm")
        #expect(lines(sentence, width: fits + 1) == ["A great and warm ", "welcome to Kuchi"])
        // Exactly the width of the first line: the space after it hangs, uncounted.
        #expect(lines(sentence, width: fits) == ["A great and warm ", "welcome to Kuchi"])
        #expect(lines(sentence, width: .infinity) == [sentence])
    }

    @Test("a face's ASCII coverage, kept as bits, answers as its character map does")
    func asciiCoverage() throws {
        // The emoji face maps digits, '#' and '*' (keycap bases) but no letters: both answers are exercised.
        let emoji = try #require(FontLibrary.fallbackFace(for: "😀"))
        for face in [body.face, emoji] {
            let differing = (0..<128).compactMap(Unicode.Scalar.init).filter {
                face.hasGlyph(for: $0) != (face.glyph(for: $0) != nil)
            }
            #expect(differing.isEmpty, "\(face)")
        }
        #expect(body.face.hasGlyph(for: "A") && !emoji.hasGlyph(for: "A"))
    }

    @Test("clusters are characters: one a letter or space, CR LF one, é one whether composed or not")
    func clustersAreCharacters() {
        // UAX #29: CR LF is a single grapheme cluster (GB3); every other ASCII character is one of its own, and
        // a letter with a combining mark is one with its base (GB9).
        let plain = paragraph("a b\tc")
        #expect(plain.clusterCount == 5)
        #expect(plain.clusters.map(\.isWhitespace) == [false, true, false, true, false])
        let crlf = paragraph("a\r\nb")
        #expect(crlf.clusterCount == 3)
        #expect(crlf.isNewline(1))
        #expect(crlf.clusterStarts == [0, 1, 3, 4])
        #expect(paragraph("a\n\rb").clusterCount == 4)
        #expect(paragraph("ce\u{301}").clusterCount == 2)
        #expect(paragraph("c\u{E9}").clusterCount == 2)
        #expect(paragraph("c\u{E9}").clusters.map(\.isWhitespace) == [false, false])
    }

    @Test("hard line breaks always break; the ideal width is the widest hard line")
    func newlines() {
        #expect(lines("One\nTwo three", width: .infinity) == ["One", "Two three"])
        #expect(paragraph("One\nTwo three").idealWidth == width("Two three"))
        #expect(lines("a\r\nb", width: .infinity) == ["a", "b"])
    }

    @Test("a word wider than the line breaks between characters, one cluster at least per line")
    func characterBreaks() {
        let result = lines("Kuchi", width: width("Ku") + 0.1)
        #expect(result == ["Ku", "ch", "i"])
        // Combining marks stay with their base letter.
        #expect(lines("e\u{301}e\u{301}", width: 1) == ["e\u{301}", "e\u{301}"])
    }

    @Test("tail, head and middle truncation put the ellipsis where asked and fit the width")
    func truncationModes() {
        let available = width("A great and") + width("…") + 0.5
        #expect(lines(sentence, width: available, { $0.lineLimit = 1 }) == ["A great and…"])
        #expect(lines(sentence, width: width("…") + width("to Kuchi") + 0.5, { $0.lineLimit = 1; $0.truncation = .head })
            == ["…to Kuchi"])
        let middle = lines(sentence, width: width("A great") + width("…") + width("Kuchi") + 1, {
            $0.lineLimit = 1
            $0.truncation = .middle
        })
        #expect(middle.count == 1 && middle[0].hasPrefix("A gr") && middle[0].contains("…") && middle[0].hasSuffix("Kuchi"))
        // Two lines allowed: the second line is the one truncated.
        let two = lines(sentence, width: width("A great and warm") + 1, { $0.lineLimit = 1 + 1 })
        #expect(two.count == 2 && two[0] == "A great and warm " && two[1] == "welcome to Kuchi")
        let cut = lines(sentence, width: width("A great and") + 1, { $0.lineLimit = 2 })
        #expect(cut.count == 2 && cut[1].hasSuffix("…"))
    }

    @Test("hidden hard lines are marked with an ellipsis even when the shown line fits")
    func hiddenLinesMarked() {
        #expect(lines("Hello\nWorld", width: 200, { $0.lineLimit = 1 }) == ["Hello…"])
    }

    @Test("a width below the ellipsis shows only the ellipsis, within the width")
    func onlyEllipsis() {
        var options = TextLayoutOptions()
        options.lineLimit = 1
        let shaped = paragraph(sentence)
        let result = shaped.layout(in: CGSize(width: 3, height: CGFloat.infinity), options: options, baseFont: body)
        #expect(result.lines.map { $0.text(in: shaped) } == ["…"])
        #expect(result.size.width <= 3)
    }

    @Test("allowsTightening fits a line up to 5% too long instead of truncating it")
    func tightening() {
        let whole = width(sentence)
        #expect(lines(sentence, width: whole * 0.97, { $0.lineLimit = 1; $0.allowsTightening = true }) == [sentence])
        #expect(lines(sentence, width: whole * 0.97, { $0.lineLimit = 1 }).first?.hasSuffix("…") == true)
        #expect(lines(sentence, width: whole * 0.9, { $0.lineLimit = 1; $0.allowsTightening = true }).first?.hasSuffix("…") == true)
    }

    @Test("multilineTextAlignment moves lines within the bounds, never the size")
    func alignment() {
        let shaped = paragraph("A\nwide line")
        func offsets(_ alignment: TextAlignment) -> (offsets: [CGFloat], a: CGFloat, wide: CGFloat) {
            var options = TextLayoutOptions()
            options.alignment = alignment
            let result = shaped.layout(in: nil, options: options, baseFont: body)
            let wide = result.lines[1].width
            return (result.lineOffsets(in: wide), result.lines[0].width, wide)
        }
        let (leading, a, wide) = offsets(.leading)
        #expect(leading == [0, 0])
        #expect(offsets(.center).offsets == [(wide - a) / 2, 0])
        #expect(offsets(.trailing).offsets == [wide - a, 0])
    }

    @Test("lineSpacing adds between lines, not after the last")
    func lineSpacing() {
        var options = TextLayoutOptions()
        options.lineSpacing = 10
        let result = paragraph("One\nTwo").layout(in: nil, options: options, baseFont: body)
        #expect(result.size.height == (2 * body.lineHeight + 10).rounded(.up))
        #expect(result.lines[1].baseline - result.lines[0].baseline == body.lineHeight + 10)
    }

    @Test("runs asked for a second time are kept: from then on the same runs give the same paragraph")
    func shapingIsCached() {
        // A string no other test shapes, so that no other test's requests count as this one's, and one the
        // process's filters of recent requests do not take for seen already (a false positive, about one string
        // in ten when both are full, would keep its first request's paragraph).
        let title = Font.title.resolve(at: .large).font!
        var string: String
        repeat {
            string = "Cached paragraph \(UUID().uuidString)"
        } while ShapedParagraph.isRecordedAsAskedFor([TextRun(string, font: body)])
            || ShapedParagraph.isRecordedAsAskedFor([TextRun(string, font: title)])
        let once = paragraph(string)
        // Asked for once, it was shaped and not kept: the second request shapes it again, and keeps it.
        let kept = paragraph(string)
        #expect(kept !== once)
        for width in stride(from: CGFloat(10), through: 200, by: 10) {
            _ = kept.layout(in: CGSize(width: width, height: .infinity), options: TextLayoutOptions(), baseFont: body)
        }
        #expect(paragraph(string) === kept)
        #expect(paragraph(string) === kept)
        // The same string in another font is other runs: asked for once, not kept.
        #expect(paragraph(string, font: title) !== paragraph(string, font: title))
        #expect(paragraph(string, font: title) === paragraph(string, font: title))
    }

    @Test("characters Inter lacks come from fallback faces: emoji, CJK, Arabic, not .notdef")
    func fallbackFonts() {
        for sample in ["😀", "漢字", "مرحبا"] {
            let shaped = paragraph(sample)
            #expect(!shaped.fallbackFaces.isEmpty, "\(sample)")
            #expect(shaped.glyphs.allSatisfy { $0.id != 0 }, "\(sample) has tofu")
            #expect(shaped.idealWidth > 0)
        }
        #expect(paragraph("Kuchi").fallbackFaces.isEmpty)
    }

    @Test("monospacedDigit gives every digit one width (tabular figures)")
    func tabularDigits() {
        let tabular = Font.body.monospacedDigit().resolve(at: .large).font!
        #expect(paragraph("1111", font: tabular).idealWidth == paragraph("0000", font: tabular).idealWidth)
        #expect(paragraph("1111").idealWidth != paragraph("0000").idealWidth)
    }

    @Test("system-font faces: Inter below 20 pt, Inter Display from 20 pt, SF Pro's vertical metrics")
    func systemFaces() {
        #expect(body.face.familyName == "Inter")
        #expect(Font.title3.resolve(at: .large).font?.face.familyName == "Inter Display")
        #expect(abs(body.lineHeight - 17 * 2444 / 2048) < 1e-9)
        #expect(Font.headline.resolve(at: .large).font?.face.weight == 600)
    }

    @Test("a missing font file registers nothing and leaves the system font as it was")
    func missingFontFile() {
        let missing = URL(fileURLWithPath: "/nonexistent/Missing.ttf")
        #expect(FontLibrary.register(fileAt: missing).isEmpty)
        #expect(FontLibrary.useSystemFont(text: [missing]) == false)
        #expect(Font.body.resolve(at: .large).font?.face.familyName == "Inter")
    }
}

@Suite("Measuring without lines")
struct ParagraphMeasureTests {
    /// Every proposal and option a Text meets, over single- and mixed-font paragraphs with hard breaks, hanging
    /// spaces and words wider than the line.
    @Test("the size and baselines agree with the full layout to the bit whenever every line shows, and only then is the full layout skipped")
    func agreesWithLayout() {
        let title = Font.title.resolve(at: .large).font!
        let paragraphs: [ShapedParagraph] = [
            paragraph(sentence), paragraph("One\nTwo three  \nfour"), paragraph("Kuchi"), paragraph("trailing   "),
            paragraph("\n"), paragraph("a\n\nb"),
            ShapedParagraph.make([TextRun("Mixed ", font: body), TextRun("sizes on", font: title), TextRun(" lines", font: body)]),
            // An interpolated string: runs of one font, whose lines all share its metrics.
            ShapedParagraph.make([TextRun("Paragraph ", font: body), TextRun("12", font: body), TextRun(": a warm welcome\nto Kuchi", font: body)]),
        ]
        var measured = 0, checked = 0
        for shaped in paragraphs {
            let lineHeight = body.lineHeight
            for width in stride(from: CGFloat(0), through: shaped.idealWidth + 30, by: 7.3) + [shaped.idealWidth, .infinity] {
                for height in [CGFloat.infinity, 0, lineHeight, lineHeight * 2.5] {
                    for lineLimit in [nil, 1, 2] as [Int?] {
                        for (spacing, reserved, scale, minimumScale) in [(0, 0, 1, 1), (3, 4, 2, 1), (0, 0, 3, 0.5)] as [(CGFloat, Int, CGFloat, CGFloat)] {
                            var options = TextLayoutOptions()
                            options.lineLimit = lineLimit
                            options.lineSpacing = spacing
                            options.reservedLines = reserved
                            options.displayScale = scale
                            options.minimumScaleFactor = minimumScale
                            let proposal = CGSize(width: width, height: height)
                            let full = shaped.layout(in: proposal, options: options, baseFont: body)
                            let allShow = full.scale == 1 && !full.isTruncated
                                && full.lines.count == shaped.lineBreaks(width: width, scale: 1).count
                            let quick = shaped.measure(in: proposal, options: options, baseFont: body)
                            checked += 1
                            if let quick {
                                measured += 1
                                #expect(quick == TextMeasure(full), "\(width)×\(height), limit \(String(describing: lineLimit))")
                            } else if allShow && !full.lines.isEmpty && (width, height) != (0, 0) {
                                Issue.record("declined although every line shows: \(width)×\(height)")
                            }
                        }
                    }
                }
            }
        }
        // Most proposals take the quick path; some hide lines and must not.
        #expect(measured > checked / 4 && measured < checked, "\(measured) of \(checked)")
    }

    @Test("a hidden line sends measuring to the full layout")
    func declinesWhenALineHides() {
        var oneLine = TextLayoutOptions()
        oneLine.lineLimit = 1
        let shaped = paragraph(sentence)
        #expect(shaped.measure(in: CGSize(width: shaped.idealWidth / 2, height: .infinity), options: oneLine, baseFont: body) == nil)
        #expect(shaped.measure(in: CGSize(width: shaped.idealWidth / 2, height: body.lineHeight), options: TextLayoutOptions(), baseFont: body) == nil)
        #expect(shaped.measure(in: CGSize(width: shaped.idealWidth, height: .infinity), options: oneLine, baseFont: body) != nil)
    }
}
