import Foundation
import SwiftUI
import Testing

// Shape styles (issue 20): the hierarchical levels are UIKit's label colors below the default foreground, and the
// style around at the label colors' opacities below another (secondary 60 %); `.foregroundStyle(_:_:)` names the
// secondary level; `.tint` is the tint; a material is its tint over what is behind; blend modes composite as the
// PDF/CSS model says (multiply: each channel times the one behind, over 255).
@Suite struct ShapeStylePixelTests {
    static func swatch(_ view: some View) -> some View {
        view.frame(width: 40, height: 40).background(Color.white)
    }

    @Test("Hierarchical levels follow the foreground style around them")
    func hierarchical() throws {
        #expect(try pixels(Self.swatch(Rectangle().fill(.secondary)))[20, 20] == overWhite(60, 60, 67, opacity: 0.6))
        #expect(try pixels(Self.swatch(Rectangle().fill(.tertiary)))[20, 20] == overWhite(60, 60, 67, opacity: 0.3))
        let red = Self.swatch(VStack { Rectangle().foregroundStyle(.secondary) }.foregroundStyle(.red))
        #expect(try pixels(red)[20, 20].isClose(to: overWhite(255, 59, 48, opacity: 0.6)))
        let named = Self.swatch(VStack { Rectangle().fill(.secondary) }.foregroundStyle(.red, .blue))
        #expect(try pixels(named)[20, 20] == IOS.blue)
        let primary = Self.swatch(VStack { Rectangle().fill(.primary) }.foregroundStyle(.red, .blue))
        #expect(try pixels(primary)[20, 20] == IOS.red)
    }

    @Test("The tint style, a style at an opacity and a color's gradient")
    func tintOpacityGradient() throws {
        #expect(try pixels(Self.swatch(Rectangle().fill(.tint)))[20, 20] == IOS.blue)
        #expect(try pixels(Self.swatch(Rectangle().fill(.tint)).tint(.green))[20, 20] == IOS.green)
        #expect(try pixels(Self.swatch(Rectangle().fill(.blue.opacity(0.5))))[20, 20].isClose(to: overWhite(0, 122, 255, opacity: 0.5)))
        let gradient = try pixels(Self.swatch(Rectangle().fill(Color.blue.gradient)))
        // The top is the color a fifth of the way to white, (51, 149, 255); the bottom the color itself.
        #expect(gradient[20, 0].isClose(to: rgb(51, 149, 255), tolerance: 3))
        #expect(gradient[20, 39].isClose(to: IOS.blue, tolerance: 3))
    }

    @Test("A material is its tint over what is behind it; .background(_:in:) fills a shape")
    func materials() throws {
        let material = Color.black.frame(width: 40, height: 40)
            .overlay { Color.clear.background(.ultraThinMaterial) }
        #expect(try pixels(material)[20, 20].isClose(to: rgb(136, 136, 136)), "247 at 55 % over black")
        let capsule = Self.swatch(Color.clear.frame(width: 40, height: 20).background(.red, in: .capsule))
        let image = try pixels(capsule)
        #expect(image[20, 20] == IOS.red)
        #expect(image[1, 11] == IOS.white, "outside the capsule's rounded end")
    }

    @Test("Multiply blends each channel with the one behind it")
    func multiply() throws {
        let view = ZStack {
            Color.blue
            Color.yellow.blendMode(.multiply)
        }
        .frame(width: 40, height: 40)
        // (255, 204, 0) × (0, 122, 255) / 255 = (0, 98, 0)
        #expect(try pixels(view)[20, 20].isClose(to: rgb(0, 98, 0)))
    }
}
