import Foundation
import SwiftUI
import Testing

// Font widths (iOS 16): `Font.width(_:)`, `fontWidth(_:)` on views and on Text. Easel draws the system font's widths
// by shaping and drawing its glyphs 1 + value times as wide (docs/Decisions.md, "Font widths"), so a line's width
// scales by 0.7 (compressed), 0.8 (condensed) and 1.2 (expanded); custom fonts keep their own width.
@Suite struct FontWidthTests {
    static let words = "Typography on Linux"

    func width<V: View>(_ view: V) -> CGFloat {
        ViewHost(view.fixedSize()).size.width
    }

    @Test("Condensed, compressed and expanded scale the system font's line", arguments: [
        (Font.Width.compressed, 0.7), (.condensed, 0.8), (.standard, 1.0), (.expanded, 1.2), (Font.Width(0.1), 1.1),
    ])
    func scales(width fontWidth: Font.Width, factor: Double) {
        let standard = width(Text(Self.words).font(.body))
        let scaled = width(Text(Self.words).font(.body.width(fontWidth)))
        #expect(abs(scaled - standard * factor) < 1, "\(scaled) against \(standard) × \(factor)")
    }

    @Test("The view modifier reaches the text below; the text's own width wins; nil removes it")
    func modifiers() {
        let standard = width(Text(Self.words))
        #expect(abs(width(Text(Self.words).fontWidth(.condensed)) - standard * 0.8) < 1)
        #expect(abs(width(VStack { Text(Self.words) }.fontWidth(.expanded)) - standard * 1.2) < 1)
        #expect(abs(width(VStack { Text(Self.words).fontWidth(.condensed) }.fontWidth(.expanded)) - standard * 0.8) < 1)
        #expect(abs(width(VStack { VStack { Text(Self.words) }.fontWidth(nil) }.fontWidth(.expanded)) - standard) < 0.01)
        #expect(Font.Width.condensed.value == -0.2 && Font.Width(0.35).value == 0.35)
    }

    @Test("A custom font keeps its own width")
    func customFont() {
        let font = Font.custom("DejaVu Sans", size: 17)
        #expect(width(Text(Self.words).font(font.width(.condensed))) == width(Text(Self.words).font(font)))
    }
}

// typesettingLanguage (iOS 17): accepted on views and Text; Easel's lines already take the height of the faces that
// draw them, so the layout does not change.
@Suite struct TypesettingLanguageTests {
    @Test("Every form compiles, and a Thai text is laid out as it was")
    func forms() {
        let thai = Locale.Language(identifier: "th")
        let plain = ViewHost(Text(verbatim: "แอปเปิล")).size
        #expect(ViewHost(Text(verbatim: "แอปเปิล").typesettingLanguage(.explicit(thai))).size == plain)
        #expect(ViewHost(Text(verbatim: "แอปเปิล").typesettingLanguage(thai, isEnabled: true)).size == plain)
        #expect(ViewHost(VStack { Text(verbatim: "แอปเปิล") }.typesettingLanguage(thai)).size == plain)
        #expect(ViewHost(VStack { Text(verbatim: "แอปเปิล") }.typesettingLanguage(.automatic)).size == plain)
    }
}
