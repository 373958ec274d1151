import EaselTesting
import Foundation
import SwiftUI
import Testing

// Text fixtures (LayoutRules §7, §8, §12, §4.2, §6). Heights are worked from SF Pro's proportions and the HIG
// sizes; widths from `hb-shape` on the same Inter file (see TextSupport.swift).

@Suite("Text: sizes and Dynamic Type (LayoutRules §7, §8.1, §12)")
struct TextSizeTests {
    /// Point sizes from the HIG table of LayoutRules §8.1, typed here from that table, largeTitle to caption2.
    static let styles: [Font.TextStyle] = [
        .largeTitle, .title, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption, .caption2,
    ]
    static let largeSizes: [CGFloat] = [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11]
    static let accessibility5Sizes: [CGFloat] = [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40]

    @Test("one line's height for every style at Large and accessibility5, at display scales 1, 2 and 3",
          arguments: [CGFloat(1), 2, 3])
    func lineHeights(scale: CGFloat) {
        for (size, sizes) in [(DynamicTypeSize.large, Self.largeSizes), (.accessibility5, Self.accessibility5Sizes)] {
            for (style, points) in zip(Self.styles, sizes) {
                var environment = EnvironmentValues()
                environment.displayScale = scale
                environment.dynamicTypeSize = size
                let host = layOut(nil, nil, environment: environment) { Text("Hasty River").font(.system(style)) }
                let expected = ceil(points * SFPro.lineHeight, scale: scale)
                #expect(abs(host.size.height - expected) < 1e-9, "\(style) at \(size), @\(scale)x")
            }
        }
    }

    @Test("§8.3 worked numbers: .body is 20.287 pt tall, 20.333 at @3x and 20.5 at @2x")
    func bodyWorkedNumbers() {
        for (scale, expected) in [(CGFloat(3), 61.0 / 3), (2, 20.5), (1, 21)] {
            var environment = EnvironmentValues()
            environment.displayScale = scale
            #expect(abs(layOut(nil, nil, environment: environment) { Text("Hi") }.size.height - expected) < 1e-9)
        }
    }

    @Test("§7/§12: the ideal width is HarfBuzz's advance sum in Inter, rounded up; .body is the default")
    func idealWidthMatchesHarfBuzz() {
        let host = layOut(nil, nil) { Text("Hello, World!") }
        #expect(host.size.width == ceil(harfBuzzWidth("Hello, World!"), scale: 1))
        var environment = EnvironmentValues()
        environment.displayScale = 3
        let sharp = layOut(nil, nil, environment: environment) { Text("Nogitsune Takeshi") }
        #expect(abs(sharp.size.width - ceil(harfBuzzWidth("Nogitsune Takeshi"), scale: 3)) < 1e-9)
    }

    @Test("§12: Inter Display from 20 pt (.title, 28 pt), Inter below (.subheadline, 15 pt)")
    func displayFamilyFromTwentyPoints() {
        let title = layOut(nil, nil) { Text("Nogitsune Takeshi").font(.title) }
        #expect(title.size.width == ceil(harfBuzzWidth("Nogitsune Takeshi", file: "InterDisplay-Regular.otf", size: 28), scale: 1))
        let small = layOut(nil, nil) { Text("Nogitsune Takeshi").font(.subheadline) }
        #expect(small.size.width == ceil(harfBuzzWidth("Nogitsune Takeshi", size: 15), scale: 1))
    }

    @Test("§8.1 weights: headline is Semibold; bold() on body is Semibold and on a title Bold")
    func weights() {
        let headline = layOut(nil, nil) { Text("Weights").font(.headline) }
        #expect(headline.size.width == ceil(harfBuzzWidth("Weights", file: "Inter-SemiBold.otf"), scale: 1))
        let bodyBold = layOut(nil, nil) { Text("Weights").bold() }
        #expect(bodyBold.size.width == ceil(harfBuzzWidth("Weights", file: "Inter-SemiBold.otf"), scale: 1))
        let titleBold = layOut(nil, nil) { Text("Weights").font(.title.bold()) }
        #expect(titleBold.size.width == ceil(harfBuzzWidth("Weights", file: "InterDisplay-Bold.otf", size: 28), scale: 1))
        let heavy = layOut(nil, nil) { Text("Weights").fontWeight(.heavy) }
        #expect(heavy.size.width == ceil(harfBuzzWidth("Weights", file: "Inter-ExtraBold.otf"), scale: 1))
        let italic = layOut(nil, nil) { Text("Weights").italic() }
        #expect(italic.size.width == ceil(harfBuzzWidth("Weights", file: "Inter-Italic.otf"), scale: 1))
    }

    @Test("§8.1: .system(size:) ignores Dynamic Type; .custom(_:size:) scales relative to body")
    func fixedAndRelativeSizes() {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .accessibility5
        let fixed = layOut(nil, nil, environment: environment) { Text("A").font(.system(size: 17)) }
        #expect(fixed.size.height == ceil(17 * SFPro.lineHeight, scale: 1))
        // Inter registered under its own name: 17 pt relative to body is 53 pt at accessibility5.
        let custom = layOut(nil, nil, environment: environment) { Text("A").font(.custom("Inter", size: 17)) }
        #expect(custom.size.width == ceil(harfBuzzWidth("A", size: 53), scale: 1))
    }

    @Test("sizeCategory and dynamicTypeSize are one value; a range clamps it")
    func sizeCategory() {
        var environment = EnvironmentValues()
        environment.sizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(environment.dynamicTypeSize == .accessibility5)
        let clamped = layOut(nil, nil, environment: environment) {
            Text("A").font(.body).dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        }
        #expect(clamped.size.height == ceil(23 * SFPro.lineHeight, scale: 1))
    }

    @Test("interpolation formats as SwiftUI: integers plainly, Double with %lf, specifiers")
    func interpolation() {
        let hp = 12, max = 30
        #expect(Text("\(hp)/\(max)") == Text(verbatim: "12/30"))
        #expect(Text("\(3.5)") == Text(verbatim: "3.500000"))
        #expect(Text("\(3.14159, specifier: "%.2f")") == Text(verbatim: "3.14"))
        // Every integer type as C's %d, %u, %lld and %llu print it: decimal digits, a minus sign, no grouping.
        #expect(Text("\(Int.min) \(Int8(-128)) \(Int16(-7)) \(Int32.max) \(Int64(0))")
            == Text(verbatim: "-9223372036854775808 -128 -7 2147483647 0"))
        #expect(Text("\(UInt.max) \(UInt8(255)) \(UInt16(1000)) \(UInt32.max) \(UInt64(12_345_678))")
            == Text(verbatim: "18446744073709551615 255 1000 4294967295 12345678"))
        for value in [Int.min, -1_000_000, -1, 0, 7, 1_234_567, Int.max] {
            #expect(Text("\(value)") == Text(verbatim: String(format: "%lld", Int64(value))))
        }
    }
}

/// One and two lines of `.body` at display scale 1: 20.287 and 40.574 rounded up (LayoutRules §7, §1.3).
let oneBodyLine = ceil(17 * SFPro.lineHeight, scale: 1)
let twoBodyLines = ceil(2 * 17 * SFPro.lineHeight, scale: 1)

@Suite("Text: wrapping, limits and truncation (LayoutRules §7)")
struct TextWrappingTests {
    static let sentence = "A great and warm welcome to Kuchi"

    @Test("wraps at word boundaries and reports the widest line")
    func wrapsAtWords() {
        let first = harfBuzzWidth("A great and warm"), second = harfBuzzWidth("welcome to Kuchi")
        let whole = harfBuzzWidth(Self.sentence)
        // Just wide enough for "A great and warm": the rest goes to a second line.
        let host = layOut(first + 1, nil) { Text(Self.sentence) }
        #expect(host.size == CGSize(width: ceil(Swift.max(first, second), scale: 1), height: ceil(2 * 17 * SFPro.lineHeight, scale: 1)))
        // Wide enough for everything: one line, the text's own width.
        let wide = layOut(whole + 5, nil) { Text(Self.sentence) }
        #expect(wide.size == CGSize(width: ceil(whole, scale: 1), height: oneBodyLine))
        // Just wider than "welcome" (71.7): "A great" (58.3) / "and" ("and warm" is 79.4) / "warm" /
        // "welcome" / "to Kuchi" (65.0): five lines, as wide as "welcome".
        let narrow = layOut(harfBuzzWidth("welcome") + 0.5, nil) { Text(Self.sentence) }
        #expect(narrow.size.height == ceil(5 * 17 * SFPro.lineHeight, scale: 1))
        #expect(narrow.size.width == ceil(harfBuzzWidth("welcome"), scale: 1))
    }

    @Test("a word wider than the line breaks between characters, and never reports more than proposed")
    func longWordBreaksBetweenCharacters() {
        let host = layOut(40, nil) { Text("Supercalifragilistic") }
        #expect(host.size.width <= 40)
        #expect(host.size.height > oneBodyLine)
    }

    @Test("a zero proposal gives zero; a zero-width probe reports width 0 (text's minimum in stacks)")
    func zeroProposals() {
        #expect(layOut(0, 0) { Text(Self.sentence) }.size == .zero)
        #expect(layOut(0, nil) { Text(Self.sentence) }.size.width == 0)
    }

    @Test("a height that holds one line shows one line; lineLimit caps lines")
    func heightAndLineLimit() {
        let width = harfBuzzWidth("A great and warm") + 1
        #expect(layOut(width, 25) { Text(Self.sentence) }.size.height == oneBodyLine)
        #expect(layOut(width, nil) { Text(Self.sentence).lineLimit(1) }.size.height == oneBodyLine)
        #expect(layOut(width, nil) { Text(Self.sentence).lineLimit(2) }.size.height == twoBodyLines)
    }

    @Test("lineLimit with reservesSpace keeps the lines' height; ranges keep the lower bound")
    func reservedSpace() {
        #expect(layOut(nil, nil) { Text("Hi").lineLimit(3, reservesSpace: true) }.size.height == ceil(3 * 17 * SFPro.lineHeight, scale: 1))
        #expect(layOut(nil, nil) { Text("Hi").lineLimit(3, reservesSpace: false) }.size.height == oneBodyLine)
        #expect(layOut(nil, nil) { Text("Hi").lineLimit(2...4) }.size.height == twoBodyLines)
        let width = harfBuzzWidth("A great") + 1
        // Six lines' worth of words at this width, cut to four.
        #expect(layOut(width, nil) { Text(Self.sentence).lineLimit(2...4) }.size.height == ceil(4 * 17 * SFPro.lineHeight, scale: 1))
    }

    @Test("tail truncation keeps the text within the proposal, one line high")
    func truncatedWidth() {
        let host = layOut(100, nil) { Text(Self.sentence).lineLimit(1) }
        #expect(host.size.height == oneBodyLine)
        #expect(host.size.width <= 100)
        #expect(host.size.width >= 100 - harfBuzzWidth("warm"))
    }

    @Test("minimumScaleFactor shrinks the font before truncating")
    func minimumScaleFactor() {
        let whole = harfBuzzWidth(Self.sentence)
        let host = layOut(whole * 0.75, nil) { Text(Self.sentence).lineLimit(1).minimumScaleFactor(0.5) }
        // The font shrinks to about 75%: the line gets shorter, not cut.
        #expect(host.size.height < oneBodyLine)
        #expect(host.size.height >= ceil(0.74 * 17 * SFPro.lineHeight, scale: 1))
        #expect(host.size.width <= (whole * 0.75).rounded(.up))
        // Not enough even at half size: truncated at half size.
        let tight = layOut(whole * 0.3, nil) { Text(Self.sentence).lineLimit(1).minimumScaleFactor(0.5) }
        #expect(tight.size.height == ceil(0.5 * 17 * SFPro.lineHeight, scale: 1))
    }
}

@Suite("Text in stacks: baselines and spacing (LayoutRules §4.2, §4.3, §6, §11 Q4)")
struct TextInStackTests {
    @Test("firstTextBaseline aligns .caption, .title and a framed view (its baseline is its bottom)")
    func baselineAlignment() {
        let host = layOut(nil, nil) {
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("Caption").font(.caption).accessibilityIdentifier("caption")
                Text("Title").font(.title).accessibilityIdentifier("title")
                Color.red.frame(width: 20, height: 20).accessibilityIdentifier("box")
            }
        }
        // Baselines at scale 1, rounded to the nearest point: caption 12·0.9521 = 11.43 → 11; title
        // 28·0.9521 = 26.66 → 27; the box's is its bottom, 20. The title's is lowest, so it sits at the top.
        let caption = nearest(12 * SFPro.ascender, scale: 1), title = nearest(28 * SFPro.ascender, scale: 1)
        #expect(caption == 11 && title == 27)
        #expect(approximately(host["caption"], rect(0, title - caption, host["caption"]?.width ?? 0, 15)))
        #expect(host["title"]?.minY == 0)
        #expect(approximately(host["box"], rect(host["box"]?.minX ?? 0, title - 20, 20, 20)))
        #expect(host.size.height == Swift.max(16 + ceil(12 * SFPro.lineHeight, scale: 1), ceil(28 * SFPro.lineHeight, scale: 1)))
    }

    // Which child's last baseline a stack reports is open in LayoutRules (§4.3, Appendix B.2); Easel takes the
    // bottom-most (docs/Decisions.md), so the stack's is its last text's.
    @Test("lastTextBaseline of a nested VStack is its last text's baseline")
    func lastBaselineThroughNestedStacks() {
        let host = layOut(nil, nil) {
            HStack(alignment: .lastTextBaseline, spacing: 0) {
                VStack(spacing: 0) {
                    Text("One")
                    Text("Two")
                }
                Text("Three").font(.title).accessibilityIdentifier("title")
            }
        }
        // The VStack's last baseline: the second text's, one line below the first, at 16.19 rounded up to 17.
        let stackBaseline = oneBodyLine + ceil(17 * SFPro.ascender, scale: 1)
        let titleBaseline = ceil(28 * SFPro.ascender, scale: 1)
        #expect(host["title"]?.minY == stackBaseline - titleBaseline)
    }

    @Test("VStack spacing around Text at @3x: 6.43 above it, 10.64 below it, 0 between texts (§4.2)")
    func textAwareSpacing() {
        var environment = EnvironmentValues()
        environment.displayScale = 3
        let l = 17 * SFPro.lineHeight
        let d = ceil(0.1 * l, scale: 3)
        let s = l + d
        let above = s - 17 * SFPro.ascender
        let below = Swift.max(s - 17 * SFPro.capHeight, d + 17 * SFPro.descender)
        let host = layOut(nil, nil, environment: environment) {
            VStack {
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("top")
                Text("One").accessibilityIdentifier("one")
                Text("Two").accessibilityIdentifier("two")
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("bottom")
            }
        }
        let lineHeight = ceil(l, scale: 3)
        // A check of this test's own formulas against LayoutRules' worked numbers, not of Easel.
        #expect(abs(above - 6.433) < 0.001 && abs(below - 10.642) < 0.001)
        #expect(abs((host["one"]?.minY ?? 0) - (10 + above)) < 1e-6)
        #expect(abs((host["two"]?.minY ?? 0) - (10 + above + lineHeight)) < 1e-6)
        #expect(abs((host["bottom"]?.minY ?? 0) - (10 + above + 2 * lineHeight + below)) < 1e-6)
        // Padding resets the text's preferences on its padded edges: 8 again.
        let padded = layOut(nil, nil) {
            VStack {
                Color.red.frame(width: 10, height: 10)
                Text("One").padding(1).accessibilityIdentifier("one")
            }
        }
        #expect(padded["one"]?.minY == 18)
    }

    @Test("Q4: in an HStack a text is wrapped by its equal share; layoutPriority(1) gives it its ideal width")
    func kuchiPriorities() {
        let sentence = TextWrappingTests.sentence
        let ideal = ceil(harfBuzzWidth(sentence), scale: 1)
        let plain = layOut(390, nil) {
            HStack {
                Text(sentence).accessibilityIdentifier("a")
                Text(sentence).accessibilityIdentifier("b")
                Text(sentence).accessibilityIdentifier("c")
            }
        }
        // Three equal shares of 390 − 16: each text wraps to at most 124.67 points.
        let share: CGFloat = (390 - 16) / 3 + 1e-9
        for id in ["a", "b", "c"] {
            let frame = plain[id] ?? .null
            #expect(frame.width <= share)
            #expect(frame.height > oneBodyLine)
        }
        let favoured = layOut(390, nil) {
            HStack {
                Text(sentence).accessibilityIdentifier("a")
                Text(sentence).layoutPriority(1).accessibilityIdentifier("b")
                Text(sentence).accessibilityIdentifier("c")
            }
        }
        // The favoured text gets everything the others' minimums (0) leave: its whole line.
        #expect(favoured["b"] == CGRect(x: favoured["b"]?.minX ?? 0, y: favoured["b"]?.minY ?? 0, width: ideal, height: oneBodyLine))
        let left = 390 - 16 - ideal
        // (Text rounds its width up to the pixel grid, so it may pass a fractional proposal by under a pixel.)
        #expect((favoured["a"]?.width ?? .infinity) <= (left / 2).rounded(.up))
        let demoted = layOut(390, nil) {
            HStack {
                Text(sentence).layoutPriority(-1).accessibilityIdentifier("a")
                Text(sentence).layoutPriority(1).accessibilityIdentifier("b")
                Text(sentence).accessibilityIdentifier("c")
            }
        }
        // b takes its line, c what is left, a only what c leaves.
        #expect(demoted["b"]?.width == ideal)
        let cWidth: CGFloat = demoted["c"]?.width ?? 0
        let welcome: CGFloat = harfBuzzWidth("welcome ")
        #expect(cWidth <= left + 1e-9)
        #expect(cWidth > left - welcome - 1)
        #expect((demoted["a"]?.width ?? .infinity) <= left - cWidth + 1e-9)
    }
}

@Suite("Text: bad input never crashes (issue 3)")
struct TextRobustnessTests {
    @Test("an empty string is zero-sized; reserved lines still count")
    func emptyString() {
        #expect(layOut(nil, nil) { Text("") }.size == .zero)
        #expect(layOut(nil, nil) { Text("").lineLimit(2, reservesSpace: true) }.size.height == twoBodyLines)
    }

    @Test("a 1 MB string wraps without trouble")
    func megabyteString() {
        let long = String(repeating: "lorem ipsum ", count: 90_000)
        let host = layOut(300, nil) { Text(long) }
        #expect(host.size.width <= 300 && host.size.height > 1000)
    }

    @Test("unpaired surrogates become U+FFFD; combining marks and right-to-left text measure")
    func unusualStrings() {
        let broken = String(decoding: [0xD800, 0x0041, 0xDC00] as [UInt16], as: UTF16.self)
        #expect(layOut(nil, nil) { Text(broken) }.size.width > 0)
        let combining = layOut(nil, nil) { Text("e\u{301}e\u{301}e\u{301}") }
        #expect(combining.size.width > 0 && combining.size.height == oneBodyLine)
        let arabic = layOut(nil, nil) { Text("مرحبا بالعالم") }
        #expect(arabic.size.width > 0 && arabic.size.height == oneBodyLine)
    }

    @Test("an unknown custom font falls back to the system font with a diagnostic")
    func missingFont() {
        let host = layOut(nil, nil) { Text("Hello").font(.custom("No Such Font", size: 17)) }
        #expect(host.size.width == ceil(harfBuzzWidth("Hello"), scale: 1))
        #expect(host.diagnostics.contains { $0.message.contains("No Such Font") })
    }
}

@Suite("Font.leading(_:): 2 points less or more a line, as Apple documents for iOS")
struct FontLeadingTests {
    func height(_ font: Font, lines: Int = 1) -> CGFloat {
        var environment = EnvironmentValues()
        environment.displayScale = 3
        let text = Array(repeating: "Line", count: lines).joined(separator: "\n")
        return layOut(nil, nil, environment: environment) { Text(text).font(font) }.size.height
    }

    @Test("tight and loose change every line of a text-style font by 2 points; standard changes nothing")
    func textStyle() {
        let line = 17 * SFPro.lineHeight
        for lines in 1...3 {
            let count = CGFloat(lines)
            #expect(abs(height(.body, lines: lines) - ceil(count * line, scale: 3)) < 1e-9)
            #expect(abs(height(.body.leading(.standard), lines: lines) - ceil(count * line, scale: 3)) < 1e-9)
            #expect(abs(height(.body.leading(.tight), lines: lines) - ceil(count * (line - 2), scale: 3)) < 1e-9)
            #expect(abs(height(.body.leading(.loose), lines: lines) - ceil(count * (line + 2), scale: 3)) < 1e-9)
        }
    }

    @Test("a system font of a fixed size takes the adjustment too, and keeps it through other modifiers")
    func systemFont() {
        let line = 20 * SFPro.lineHeight
        #expect(abs(height(.system(size: 20).leading(.loose).bold(), lines: 2) - ceil(2 * (line + 2), scale: 3)) < 1e-9)
        #expect(abs(height(.system(size: 20).weight(.semibold).leading(.tight)) - ceil(line - 2, scale: 3)) < 1e-9)
    }

    @Test("the first baseline does not move: the adjustment is below each line")
    func baseline() {
        for leading in [Font.Leading.tight, .loose] {
            let host = layOut(nil, nil) {
                HStack(alignment: .firstTextBaseline, spacing: 0) {
                    Text("Plain").accessibilityIdentifier("plain")
                    Text("Line\nLine").font(.body.leading(leading)).accessibilityIdentifier("adjusted")
                }
            }
            #expect(host["plain"]?.minY == host["adjusted"]?.minY)
        }
    }
}
