import Foundation
import SwiftUI
import Testing

// fontDesign(_:) (iOS 16.1): the design of the system font for the text below, as `.system(_:design:)` gives it.
// Inter has no serif or monospaced design; DejaVu Serif and DejaVu Sans Mono stand in for New York and SF Mono
// (docs/Decisions.md), so a serif text has another width than the default one. The expectations compare hosts of
// the same string: a design modifier must lay out exactly as the font that names the design.

@Suite("fontDesign(_:)")
struct FontDesignTests {
    private func width<V: View>(_ view: V) -> CGFloat { ViewHost(view).size.width }

    @Test("On a view, on a Text: the text is laid out in the design's font")
    func design() {
        let serif = width(Text("Hamburgefonts").font(.system(.body, design: .serif)))
        let mono = width(Text("Hamburgefonts").font(.system(.body, design: .monospaced)))
        let plain = width(Text("Hamburgefonts"))
        #expect(serif != plain && mono != plain)
        #expect(width(Text("Hamburgefonts").fontDesign(.serif)) == serif)
        #expect(width(VStack { Text("Hamburgefonts") }.fontDesign(.serif)) == serif)
        #expect(width(VStack { Text("Hamburgefonts") }.fontDesign(.monospaced)) == mono)
        // A fixed-size system font takes the design too.
        #expect(width(Text("Hamburgefonts").font(.system(size: 20)).fontDesign(.serif))
            == width(Text("Hamburgefonts").font(.system(size: 20, design: .serif))))
    }

    @Test("nil removes a design set higher up; a Text's innermost design wins")
    func precedence() {
        let serif = width(Text("Hamburgefonts").font(.system(.body, design: .serif)))
        let plain = width(Text("Hamburgefonts"))
        #expect(width(VStack { Text("Hamburgefonts") }.fontDesign(nil).fontDesign(.serif)) == plain)
        #expect(width(Text("Hamburgefonts").fontDesign(.serif).fontDesign(.monospaced)) == serif)
        // The modifier applies over the font the environment gives, as fontWeight(_:) does.
        #expect(width(VStack { Text("Hamburgefonts") }.font(.system(.body, design: .monospaced)).fontDesign(.serif))
            == serif)
    }

    @Test("A custom font keeps its own design")
    func customFont() {
        let custom = width(Text("Hamburgefonts").font(.custom("DejaVu Sans Mono", size: 17)))
        #expect(width(Text("Hamburgefonts").font(.custom("DejaVu Sans Mono", size: 17)).fontDesign(.serif)) == custom)
    }
}
