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
        // Black beside white, under one material: at the seam the Gaussian (σ 30 pt) averages them to gray,
        // 127.5 (a hair whiter at the pixel right of it: Φ(0.5/30) = 0.507, 129), under 247 at 55 %:
        // 0.55 × 247 + 0.45 × 129 = 194. Only what is under the material is read, its edges repeated, so 3.3σ from
        // the seam, at the material's edges, the backdrop is the color itself.
        let seam = HStack(spacing: 0) { Color.black; Color.white }
            .frame(width: 200, height: 40)
            .overlay { Color.clear.background(.ultraThinMaterial) }
        let blurred = try pixels(seam)
        #expect(blurred[100, 20].isClose(to: rgb(194, 194, 194), tolerance: 4))
        #expect(blurred[0, 20].isClose(to: rgb(136, 136, 136), tolerance: 3), "black, 3.3σ from the seam")
        #expect(blurred[199, 20].isClose(to: rgb(251, 251, 251), tolerance: 3), "white, 3.3σ from the seam")
        // Saturation × 1.8 about the Rec. 709 luma of (200, 100, 100), 0.475: red 1.03 (clipped to 1), green and
        // blue 0.475 − 1.8 × 0.083 = 0.325 (83); then the tint: 0.55 × 247 + 0.45 × (255, 83, 83).
        let saturated = Color(red: 200 / 255, green: 100 / 255, blue: 100 / 255).frame(width: 40, height: 40)
            .overlay { Color.clear.background(.ultraThinMaterial) }
        #expect(try pixels(saturated)[20, 20].isClose(to: rgb(251, 173, 173), tolerance: 2))
        // Red just outside a material does not bleed into it.
        let beside = VStack(spacing: 0) {
            Color.red.frame(height: 40)
            Color.white.frame(height: 40).overlay { Color.clear.background(.ultraThinMaterial) }
        }
        .frame(width: 40)
        #expect(try pixels(beside)[20, 41].isClose(to: rgb(251, 251, 251), tolerance: 1))
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
