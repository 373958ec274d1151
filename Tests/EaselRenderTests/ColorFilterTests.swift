import Easel
import Foundation
import Testing

// hueRotation, colorMultiply, colorInvert and luminanceToAlpha (issue 22), and ContainerRelativeShape. Expected
// pixels are worked from the definitions: the SVG hueRotate matrix (at 180°: R' = 0.213 − 0.787·R…), a channel-wise
// product, 1 − c, and SVG's luminanceToAlpha row (0.2125, 0.7154, 0.0721).
@MainActor
@Suite struct ColorFilterTests {
    func square(_ view: some View) throws -> Pixels.Color {
        try pixels(view.frame(width: 10, height: 10))[5, 5]
    }

    @Test("hueRotation by 180° turns pure red into (0, 109, 109); by 0° changes nothing")
    func hueRotation() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let turned = try square(red.hueRotation(.degrees(180)))
        // 0.213 + 0.213 = 0.426 of 255 for green and blue; red falls below zero.
        #expect(turned.isClose(to: rgb(0, 109, 109), tolerance: 2), "\(turned)")
        #expect(try square(red.hueRotation(.zero)) == rgb(255, 0, 0))
    }

    @Test("colorMultiply multiplies each channel; colorInvert takes each channel's complement")
    func multiplyAndInvert() throws {
        let white = Color(red: 1, green: 1, blue: 1)
        #expect(try square(white.colorMultiply(Color(red: 1, green: 0.5, blue: 0))).isClose(to: rgb(255, 128, 0), tolerance: 1))
        #expect(try square(white.colorInvert()) == rgb(0, 0, 0))
        #expect(try square(Color(red: 0, green: 0.2, blue: 1).colorInvert()).isClose(to: rgb(255, 204, 0), tolerance: 1))
    }

    @Test("luminanceToAlpha makes each pixel black, as opaque as its color is light (0.2125 R + 0.7154 G + 0.0721 B)")
    func luminanceToAlpha() throws {
        #expect(try square(Color(red: 1, green: 1, blue: 1).luminanceToAlpha()) == rgb(0, 0, 0, 255))
        #expect(try square(Color(red: 0, green: 0, blue: 0).luminanceToAlpha()).a == 0)
        // 0.2125 × 255 = 54.2, 0.7154 × 255 = 182.4, 0.0721 × 255 = 18.4.
        #expect(try square(Color(red: 1, green: 0, blue: 0).luminanceToAlpha()).isClose(to: rgb(0, 0, 0, 54)))
        #expect(try square(Color(red: 0, green: 1, blue: 0).luminanceToAlpha()).isClose(to: rgb(0, 0, 0, 182)))
        #expect(try square(Color(red: 0, green: 0, blue: 1).luminanceToAlpha()).isClose(to: rgb(0, 0, 0, 18)))
        // The same filters in a Canvas: luminanceToAlpha, and hueRotation as on a view.
        let canvas = Canvas { context, size in
            context.addFilter(.luminanceToAlpha)
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(red: 0, green: 1, blue: 0)))
        }
        #expect(try square(canvas).isClose(to: rgb(0, 0, 0, 182)))
        let turned = Canvas { context, size in
            context.addFilter(.hueRotation(.degrees(180)))
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(red: 1, green: 0, blue: 0)))
        }
        #expect(try square(turned).isClose(to: rgb(0, 109, 109), tolerance: 2))
    }

    @Test("A Canvas's colorMultiply and colorInvert filters do what the view modifiers do; half an inversion is gray")
    func canvasMultiplyAndInvert() throws {
        func filled(_ color: Color, _ filter: GraphicsContext.Filter) -> some View {
            Canvas { context, size in
                context.addFilter(filter)
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(color))
            }
        }
        let white = Color(red: 1, green: 1, blue: 1)
        #expect(try square(filled(white, .colorMultiply(Color(red: 1, green: 0.5, blue: 0)))).isClose(to: rgb(255, 128, 0), tolerance: 1))
        #expect(try square(filled(Color(red: 0, green: 0.2, blue: 1), .colorInvert())).isClose(to: rgb(255, 204, 0), tolerance: 1))
        // c + amount · (1 − 2c): black at one half is 0.5, mid-gray; at zero nothing changes.
        #expect(try square(filled(Color(red: 0, green: 0, blue: 0), .colorInvert(0.5))).isClose(to: rgb(128, 128, 128), tolerance: 1))
        #expect(try square(filled(Color(red: 0, green: 0.2, blue: 1), .colorInvert(0))).isClose(to: rgb(0, 51, 255), tolerance: 1))
    }

    @Test("alphaThreshold paints the pixels whose alpha is within the range in its color, and clears the rest")
    func alphaThreshold() throws {
        func filled(opacity: Double, _ filter: GraphicsContext.Filter) -> some View {
            Canvas { context, size in
                context.addFilter(filter)
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(red: 0, green: 0, blue: 1).opacity(opacity)))
            }
        }
        // Alpha 0.6 is within 0.5...1: the pixel takes the default color, opaque black.
        #expect(try square(filled(opacity: 0.6, .alphaThreshold(min: 0.5))) == rgb(0, 0, 0, 255))
        // Below the range, or above it, the pixel is cleared.
        #expect(try square(filled(opacity: 0.6, .alphaThreshold(min: 0.7))).a == 0)
        #expect(try square(filled(opacity: 0.6, .alphaThreshold(min: 0.1, max: 0.5))).a == 0)
        // The color given, in its own opacity.
        #expect(try square(filled(opacity: 0.6, .alphaThreshold(min: 0.5, color: Color(red: 1, green: 0, blue: 0)))) == rgb(255, 0, 0, 255))
        #expect(try square(filled(opacity: 0.6, .alphaThreshold(min: 0.5, color: Color(red: 1, green: 0, blue: 0).opacity(0.5))))
            .isClose(to: rgb(255, 0, 0, 128), tolerance: 1))
    }

    @Test("colorMatrix maps straight red, green, blue and alpha through its rows, the fifth column added")
    func colorMatrix() throws {
        func filled(_ color: Color, _ matrix: ColorMatrix) -> some View {
            Canvas { context, size in
                context.addFilter(.colorMatrix(matrix))
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(color))
            }
        }
        // The identity changes nothing.
        #expect(try square(filled(Color(red: 0.2, green: 0.4, blue: 0.8), ColorMatrix())).isClose(to: rgb(51, 102, 204), tolerance: 1))
        // Channels swapped: red takes blue's value, blue takes red's.
        var swap = ColorMatrix()
        (swap.r1, swap.r3, swap.b1, swap.b3) = (0, 1, 1, 0)
        #expect(try square(filled(Color(red: 1, green: 0.4, blue: 0), swap)).isClose(to: rgb(0, 102, 255), tolerance: 1))
        // The fifth column adds: green + 0.5, alpha halved. Straight green 0.2 + 0.5 = 0.7; the pixel is 0.5 opaque.
        var shift = ColorMatrix()
        (shift.g5, shift.a4) = (0.5, 0.5)
        // Stored premultiplied in 8 bits (green 89 at alpha 128) and read back straight: within 2 levels.
        let shifted = try square(filled(Color(red: 0, green: 0.2, blue: 0), shift))
        #expect(shifted.isClose(to: rgb(0, 179, 0, 128), tolerance: 2), "\(shifted)")
        // Alpha from luminance-like weights on a half-transparent white: straight color is white, so a = 0.3 + 0.3 + 0.3.
        var fromColor = ColorMatrix()
        (fromColor.a1, fromColor.a2, fromColor.a3, fromColor.a4) = (0.3, 0.3, 0.3, 0)
        #expect(try square(filled(Color(red: 1, green: 1, blue: 1).opacity(0.5), fromColor)).isClose(to: rgb(255, 255, 255, 230), tolerance: 1))
    }

    @Test("ContainerRelativeShape takes the container shape; a rectangle without one")
    func containerRelative() throws {
        let rounded = try pixels(
            ContainerRelativeShape().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 100, height: 100)
                .containerShape(RoundedRectangle(cornerRadius: 20)))
        #expect(rounded[1, 1].a == 0, "the corner is cut")
        #expect(rounded[50, 50] == rgb(255, 0, 0))
        let plain = try pixels(ContainerRelativeShape().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 100, height: 100))
        #expect(plain[1, 1] == rgb(255, 0, 0))
    }
}
