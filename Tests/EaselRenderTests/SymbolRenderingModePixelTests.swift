import Foundation
import SwiftUI
import Testing

// Symbol rendering modes (issue 20). An enclosed symbol has two layers: the enclosure (secondary) and the symbol
// inside it (primary). Hierarchical draws the enclosure in the primary style at the secondary level's opacity
// (0.6), palette in the second style `.foregroundStyle(_:_:)` names; monochrome draws one glyph in one style.
//
// Geometry: a 40-point font makes a 48-point symbol (1.2 em), centered in a 60-point white square at (30, 30).
// Its circle is 20/24 of the side across (radius 20); the inner symbol's glyph spans at most 14/24 of its em,
// which is 0.6 of the side, so it stays within 8.4 points of the center. (42, 42) and (44, 30) lie inside the
// circle and off the inner symbol.
@Suite struct SymbolRenderingModePixelTests {
    static func swatch(_ image: some View) -> some View {
        image.font(.system(size: 40)).frame(width: 60, height: 60).background(Color.white)
    }

    @Test("Hierarchical: the enclosure at 0.6 of the style, the symbol inside at full strength")
    func hierarchical() throws {
        let image = try pixels(Self.swatch(
            Image(systemName: "plus.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.red)))
        #expect(image[42, 42].isClose(to: overWhite(255, 59, 48, opacity: 0.6), tolerance: 2))
        #expect(image[30, 30] == IOS.red, "the plus, over the enclosure")
        // The environment's mode does the same.
        let environment = try pixels(Self.swatch(
            Image(systemName: "plus.circle.fill").foregroundStyle(.red).symbolRenderingMode(.hierarchical)))
        #expect(environment[42, 42].isClose(to: overWhite(255, 59, 48, opacity: 0.6), tolerance: 2))
    }

    @Test("Palette: the symbol in the first style, the enclosure in the second")
    func palette() throws {
        let image = try pixels(Self.swatch(
            Image(systemName: "xmark.circle.fill").symbolRenderingMode(.palette).foregroundStyle(.white, .blue)))
        #expect(image[44, 30] == IOS.blue, "the circle")
        #expect(image[30, 30] == IOS.white, "the cross, where its strokes meet")
        #expect(image[30, 3] == IOS.white, "outside the circle")
    }

    @Test("An outlined enclosure is a ring in the secondary layer; a symbol variant encloses too")
    func outlined() throws {
        let image = try pixels(Self.swatch(
            Image(systemName: "heart").symbolVariant(.circle).symbolRenderingMode(.hierarchical).foregroundStyle(.blue)))
        // The ring is 2/24 of the side (4 points) wide, its outer edge at radius 20: x from 50 to 46 at y = 30.
        #expect(image[48, 30].isClose(to: overWhite(0, 122, 255, opacity: 0.6), tolerance: 2))
        #expect(image[44, 30] == IOS.white, "inside the ring, off the heart")
    }

    @Test("Monochrome draws an enclosed symbol in one style")
    func monochrome() throws {
        let image = try pixels(Self.swatch(
            Image(systemName: "plus.circle.fill").symbolRenderingMode(.monochrome).foregroundStyle(.red)))
        #expect(image[42, 42] == IOS.red)
        // A name the icon font has no enclosed icon for keeps its enclosure: the heart is cut out of the circle.
        let cut = try pixels(Self.swatch(Image(systemName: "heart.circle.fill").foregroundStyle(.red)))
        #expect(cut[42, 42] == IOS.red, "the circle")
        #expect(cut[30, 30] == IOS.white, "the heart, cut out")
    }
}
