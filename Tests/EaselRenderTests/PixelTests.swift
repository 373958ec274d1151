import Foundation
import SwiftUI
import Testing

// Colors at known points of simple scenes, read outside Easel (pngtopam), at scales 1, 2 and 3. Expected
// colors are iOS's system colors (LayoutRules §12) and positions follow from docs/LayoutRules.md.

@Suite("Pixels at known points (LayoutRules §12 colors, §1.3 pixel grid)")
struct PixelTests {
    @Test("colors fill their frames: red then blue in an HStack, white padding around", arguments: [1.0, 2.0, 3.0])
    func colorsInFrames(scale: CGFloat) throws {
        let image = try pixels(
            HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
            .padding(5).background(Color.white), scale: scale)
        #expect(image.width == Int(30 * scale) && image.height == Int(20 * scale))
        #expect(image.at(6, 6, scale: scale) == IOS.red)
        #expect(image.at(14.9, 14.9, scale: scale) == IOS.red)
        #expect(image.at(15.1, 6, scale: scale) == IOS.blue)
        #expect(image.at(4.9, 10, scale: scale) == IOS.white)
        #expect(image.at(25.1, 10, scale: scale) == IOS.white)
    }

    @Test("the dark color scheme draws iOS's dark variants")
    func darkScheme() throws {
        let image = try pixels(Color.red.frame(width: 4, height: 4).environment(\.colorScheme, .dark))
        #expect(image[1, 1] == IOS.darkRed)
    }

    @Test("opacity composites the view at that opacity; Color(red:green:blue:opacity:) and Color(white:) too")
    func opacity() throws {
        let image = try pixels(
            HStack(spacing: 0) {
                Color.red.opacity(0.5).frame(width: 4, height: 4)
                Color.red.frame(width: 4, height: 4).opacity(0.5)
                Color(red: 0, green: 0.5, blue: 1, opacity: 1).frame(width: 4, height: 4)
                Color(white: 0.2).frame(width: 4, height: 4)
            }.background(Color.white))
        #expect(image[1, 1].isClose(to: overWhite(255, 59, 48, opacity: 0.5)))
        #expect(image[5, 1].isClose(to: overWhite(255, 59, 48, opacity: 0.5)))
        #expect(image[9, 1].isClose(to: rgb(0, 128, 255)))
        #expect(image[13, 1].isClose(to: rgb(51, 51, 51)))
    }

    @Test("hidden() keeps the view's space and draws nothing (LayoutRules §3.9)")
    func hidden() throws {
        let image = try pixels(
            HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).hidden()
                Color.blue.frame(width: 10, height: 10)
            }.background(Color.white))
        #expect(image.width == 20)
        #expect(image[5, 5] == IOS.white)
        #expect(image[15, 5] == IOS.blue)
    }

    @Test("offset moves the drawing, not the frame (LayoutRules §3.2)", arguments: [1.0, 2.0, 3.0])
    func offset(scale: CGFloat) throws {
        let image = try pixels(
            Color.red.frame(width: 10, height: 10).offset(x: 10)
                .frame(width: 30, height: 10, alignment: .leading).background(Color.white), scale: scale)
        #expect(image.at(5, 5, scale: scale) == IOS.white)
        #expect(image.at(15, 5, scale: scale) == IOS.red)
        #expect(image.at(25, 5, scale: scale) == IOS.white)
    }

    @Test("strokeBorder draws inside the frame, stroke centered on its edge", arguments: [1.0, 2.0, 3.0])
    func strokes(scale: CGFloat) throws {
        let inside = try pixels(
            Rectangle().strokeBorder(Color.red, lineWidth: 4).frame(width: 20, height: 20).padding(10).background(Color.white),
            scale: scale)
        #expect(inside.at(10.2, 20, scale: scale) == IOS.red)
        #expect(inside.at(13.8, 20, scale: scale) == IOS.red)
        #expect(inside.at(9.8, 20, scale: scale) == IOS.white)
        #expect(inside.at(14.2, 20, scale: scale) == IOS.white)
        let centered = try pixels(
            Rectangle().stroke(Color.red, lineWidth: 4).frame(width: 20, height: 20).padding(10).background(Color.white),
            scale: scale)
        #expect(centered.at(8.2, 20, scale: scale) == IOS.red)
        #expect(centered.at(11.8, 20, scale: scale) == IOS.red)
        #expect(centered.at(7.8, 20, scale: scale) == IOS.white)
        #expect(centered.at(12.2, 20, scale: scale) == IOS.white)
    }

    @Test("dashes leave gaps along a stroke")
    func dashes() throws {
        let image = try pixels(
            Rectangle().stroke(Color.blue, style: StrokeStyle(lineWidth: 2, dash: [5, 5]))
                .frame(width: 40, height: 20).padding(2).background(Color.white))
        // The top edge runs from x = 2: dash 2..7, gap 7..12, dash 12..17.
        #expect(image[4, 2] == IOS.blue)
        #expect(image[9, 2] == IOS.white)
        #expect(image[14, 2] == IOS.blue)
    }

    @Test("border is drawn inside the bounds (LayoutRules §4.5)")
    func border() throws {
        let image = try pixels(Color.white.frame(width: 20, height: 20).border(Color.blue, width: 2))
        #expect(image.width == 20)
        #expect(image[0, 10] == IOS.blue && image[1, 10] == IOS.blue)
        #expect(image[2, 10] == IOS.white)
    }

    @Test("cornerRadius, clipShape and mask keep only the inside of the shape")
    func clipping() throws {
        for view in [
            AnyView(Color.red.frame(width: 20, height: 20).cornerRadius(10)),
            AnyView(Color.red.frame(width: 20, height: 20).clipShape(Circle())),
            AnyView(Color.red.frame(width: 20, height: 20).mask(Circle())),
        ] {
            let image = try pixels(view.padding(2).background(Color.white))
            #expect(image[3, 3] == IOS.white)
            #expect(image[12, 12] == IOS.red)
            #expect(image[12, 4] == IOS.red)
        }
    }

    @Test("clipped() cuts what overflows the frame; without it the overflow draws")
    func clipped() throws {
        let overflowing = Color.red.frame(width: 40, height: 10).frame(width: 20, height: 10)
        let clipped = try pixels(overflowing.clipped().padding(10).background(Color.white))
        #expect(clipped[15, 15] == IOS.red)
        #expect(clipped[5, 15] == IOS.white)
        let unclipped = try pixels(overflowing.padding(10).background(Color.white))
        #expect(unclipped[5, 15] == IOS.red)
    }

    @Test("rotationEffect and scaleEffect transform the drawing around the center; layout is unchanged")
    func transforms() throws {
        let rotated = try pixels(
            Color.red.frame(width: 40, height: 10).rotationEffect(.degrees(90)).frame(width: 40, height: 40)
                .background(Color.white))
        #expect(rotated.width == 40)
        #expect(rotated[20, 3] == IOS.red)
        #expect(rotated[3, 20] == IOS.white)
        let scaled = try pixels(Color.red.frame(width: 40, height: 40).scaleEffect(0.5).background(Color.white))
        #expect(scaled.width == 40)
        #expect(scaled[5, 5] == IOS.white)
        #expect(scaled[20, 20] == IOS.red)
        #expect(scaled[29, 29] == IOS.red && scaled[31, 31] == IOS.white)
    }

    @Test("Divider is one device pixel of the separator color at every scale (LayoutRules §3.8)", arguments: [1.0, 2.0, 3.0])
    func dividerHairline(scale: CGFloat) throws {
        let image = try pixels(
            VStack(spacing: 0) {
                Color.clear.frame(width: 20, height: 10)
                Divider()
                Color.clear.frame(width: 20, height: 10)
            }.background(Color.white), scale: scale)
        let row = Int(10 * scale)
        // (60, 60, 67) at 0.29 over white.
        #expect(image[5, row].isClose(to: overWhite(60, 60, 67, opacity: 0.29)))
        #expect(image[5, row - 1] == IOS.white)
        #expect(image[5, row + 1] == IOS.white)
    }
}

@Suite("Gradients and shadows")
struct GradientAndShadowTests {
    @Test("a linear gradient runs from its start color to its end color along its axis")
    func linear() throws {
        let image = try pixels(
            Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                .frame(width: 101, height: 4))
        #expect(image[0, 1].isClose(to: rgb(255, 59, 48), tolerance: 3))
        #expect(image[100, 1].isClose(to: rgb(0, 122, 255), tolerance: 3))
        // Halfway: the mean of the two colors.
        #expect(image[50, 1].isClose(to: rgb(128, 91, 152), tolerance: 3))
    }

    @Test("a rotated linear gradient keeps its colors along its turned axis", arguments: [1.0, 2.0])
    func rotatedLinear(scale: CGFloat) throws {
        let image = try pixels(
            Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                .frame(width: 100, height: 100)
                .rotationEffect(.degrees(90)),
            scale: scale)
        // Turned a quarter clockwise about its center, the leading edge is at the top: t is y over 100.
        for y in [5.0, 25.0, 50.0, 75.0, 95.0] {
            let t = y / 100
            let expected = rgb(Int((255 * (1 - t)).rounded()), Int((59 + 63 * t).rounded()), Int((48 + 207 * t).rounded()))
            #expect(image.at(30, y, scale: scale).isClose(to: expected, tolerance: 3), "at y = \(y)")
            #expect(image.at(70, y, scale: scale).isClose(to: expected, tolerance: 3), "at y = \(y)")
        }
    }

    @Test("a radial gradient is its start color at the center, its end color past the end radius")
    func radial() throws {
        let image = try pixels(
            Rectangle().fill(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 20))
                .frame(width: 60, height: 60))
        // Pixel (x, y) has its center at (x + 0.5, y + 0.5); t is its distance from (30, 30) over 20.
        func expected(_ x: Int, _ y: Int) -> Pixels.Color {
            let t = min(hypot(Double(x) + 0.5 - 30, Double(y) + 0.5 - 30) / 20, 1)
            return rgb(Int((255 * (1 - t)).rounded()), Int((59 + 63 * t).rounded()), Int((48 + 207 * t).rounded()))
        }
        for (x, y) in [(30, 30), (40, 30), (30, 44), (2, 2)] {
            #expect(image[x, y].isClose(to: expected(x, y), tolerance: 3), "at (\(x), \(y))")
        }
    }

    @Test("an angular gradient turns clockwise from its start angle, 0 pointing to the trailing edge")
    func angular() throws {
        let image = try pixels(
            Rectangle().fill(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(180)))
                .frame(width: 100, height: 100))
        // t is the pixel center's clockwise angle from the trailing direction over 180°; the wedges Easel
        // draws are a degree wide, so colors are within a degree's change.
        func expected(_ x: Int, _ y: Int) -> Pixels.Color {
            let angle = atan2(Double(y) + 0.5 - 50, Double(x) + 0.5 - 50)
            let t = min(max(angle / .pi, 0), 1)
            return rgb(Int((255 * (1 - t)).rounded()), Int((59 + 63 * t).rounded()), Int((48 + 207 * t).rounded()))
        }
        for (x, y) in [(95, 60), (80, 90), (50, 95), (20, 80), (5, 55)] {
            #expect(image[x, y].isClose(to: expected(x, y), tolerance: 4), "at (\(x), \(y))")
        }
    }

    /// A shadow is the view's coverage blurred by a Gaussian of standard deviation `radius` (Easel's reading,
    /// docs/Decisions.md): along a long straight edge, the shadow's alpha at distance d outside is
    /// opacity · Φ(−d/σ).
    @Test("a shadow falls off like a Gaussian of standard deviation radius", arguments: [1.0, 2.0])
    func shadowProfile(scale: CGFloat) throws {
        let image = try pixels(
            Color.blue.frame(width: 100, height: 100).shadow(color: .black, radius: 5).padding(30).background(Color.white),
            scale: scale)
        for distance in [0.5, 3.0, 5.5, 8.0, 10.5] {
            // The distance of the sampled pixel's center from the edge at x = 130.
            let center = ((130 + distance) * scale).rounded(.down) / scale + 0.5 / scale - 130
            let alpha = normalCDF(-center / 5)
            let expected = Int((255 * (1 - alpha)).rounded())
            let pixel = image.at(130 + distance, 80, scale: scale)
            #expect(abs(pixel.r - expected) <= 4, "at \(distance) pt: \(pixel), expected \(expected)")
            #expect(pixel.r == pixel.g && pixel.g == pixel.b)
        }
        #expect(image.at(80, 80, scale: scale) == IOS.blue)
        #expect(image.at(5, 5, scale: scale) == IOS.white)
    }

    @Test("a shadow's offset moves it; the default color is black at 0.33")
    func shadowOffset() throws {
        let image = try pixels(
            Color.blue.frame(width: 100, height: 100).shadow(radius: 2, x: 10, y: 0).padding(30).background(Color.white))
        // Right of the view the offset shadow covers fully 5 pt out; left of it there is none.
        #expect(image[135, 80].isClose(to: overWhite(0, 0, 0, opacity: 0.33), tolerance: 3))
        #expect(image[25, 80] == IOS.white)
    }
}
