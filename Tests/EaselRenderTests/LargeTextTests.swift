import Foundation
import SwiftUI
import Testing

/// Text far larger on the device than a glyph mask: it is drawn as outlines, and it leaves every later render's
/// text as it was. (Asking FreeType for a 1.7-million-pixel em fails, and Cairo then stopped drawing that font
/// anywhere in the process: every later text went missing.)
@Suite struct LargeTextTests {
    /// Red text in a white frame, rendered at 1x.
    static func render(_ text: some View, width: CGFloat = 60, height: CGFloat = 40) throws -> (Data, ViewHost) {
        let host = ViewHost(text.foregroundStyle(Color.red).frame(width: width, height: height).background(Color.white))
        return (try host.render(as: .png, scale: 1), host)
    }

    static let red = Pixels.Color(r: 255, g: 59, b: 48, a: 255)

    @Test("Text scaled up past a glyph mask's size is still drawn: the middle of a huge 'I' is its stem",
          arguments: [30, 300, 30_000] as [CGFloat])
    func hugeTextDrawn(scale: CGFloat) throws {
        // The line box's middle lies 0.36 em above the baseline, inside the capital's stem (cap height 0.73 em),
        // and the stem sits at the middle of the glyph's advance: scaled about its center, the view's middle
        // pixel is the stem's color.
        let (png, host) = try Self.render(Text("I").scaleEffect(scale))
        let pixels = try Pixels(png: png)
        #expect(pixels[30, 20].isClose(to: Self.red, tolerance: 2), "scale \(scale): \(pixels[30, 20])")
        #expect(host.diagnostics.isEmpty)
    }

    @Test("After text 100,000 times its size, in every script and in emoji, other text draws as before",
          arguments: [1e5, 1e7, 1e14] as [CGFloat])
    func laterTextUnchanged(scale: CGFloat) throws {
        let probe = Text("Probe, é, 中文").font(.body)
        let before = try Self.render(probe, width: 160).0
        _ = try Self.render(Text("Hg é 中文 😀 ★").scaleEffect(scale))
        _ = try Self.render(Text("Hg é 中文 😀 ★").scaleEffect(scale).italic())
        let after = try Self.render(probe, width: 160).0
        #expect(after == before)
        // And the probe's red ink is there (the render is not blank both times).
        let pixels = try Pixels(png: after)
        let reds = (0..<pixels.height).flatMap { y in (0..<pixels.width).map { pixels[$0, y] } }
            .filter { $0.r > 200 && $0.g < 120 }
        #expect(reds.count > 40)
    }

    @Test("Text or a transform too large for Cairo's coordinates is not drawn, with a diagnostic that says so",
          arguments: [
              // Text 10^7 times its size has an em too large to outline; at 10^300 the transform itself is too large.
              (1e7, "pixels an em is larger than Cairo's coordinates"), (1e300, "transform too large"),
          ] as [(CGFloat, String)])
    func beyondCoordinates(scale: CGFloat, reason: String) throws {
        let (png, host) = try Self.render(Text("I").scaleEffect(scale))
        let pixels = try Pixels(png: png)
        #expect(pixels[30, 20].isClose(to: Pixels.Color(r: 255, g: 255, b: 255, a: 255)))
        #expect(host.diagnostics.contains { $0.message.contains(reason) }, "\(host.diagnostics.map(\.message))")
    }
}

extension LargeTextTests {
    @Test("Huge text under a shadow or a blur is drawn up to 16,384 pixels an em; past that it is left out, and said so")
    func hugeTextInEffects() throws {
        // 17 points × 300 is 5,100 pixels an em: drawn, and the shadow or blur with it.
        for view in [
            AnyView(Text("I 😀 中").scaleEffect(300).shadow(radius: 3)),
            AnyView(Text("I 😀 中").scaleEffect(300).blur(radius: 2)),
        ] {
            let (png, _) = try Self.render(view.frame(width: 60, height: 40))
            let pixels = try Pixels(png: png)
            // The frame's middle is the middle of the text scaled 300 times about it: some glyph's ink (or its
            // shadow's, or its blur's) lies there, where nothing drawn would leave white.
            #expect(pixels[30, 20] != Pixels.Color(r: 255, g: 255, b: 255, a: 255))
        }
        // 17 × 30,000 is 510,000 pixels an em: Cairo's replay of such a recorded path once took over 10 GB.
        for view in [
            AnyView(Text("I 中").scaleEffect(30_000).shadow(radius: 3)),
            AnyView(Text("I 中").scaleEffect(30_000).blur(radius: 2)),
        ] {
            let (_, host) = try Self.render(view.frame(width: 60, height: 40))
            #expect(host.diagnostics.contains { $0.message.contains("inside a shadow or a filter is larger than Easel rasterizes") })
        }
    }
}

/// Shapes far past the canvas: Cairo keeps device coordinates in 24.8 fixed point (±2^23 pixels), and a path past
/// that wraps around.
@Suite struct FarGeometryTests {
    @Test("A shape offset 10^7 points is left out (with a diagnostic only if part of it could show); the rest draws",
          arguments: [1e7, 1e12] as [CGFloat])
    func farShape(distance: CGFloat) throws {
        let host = ViewHost(
            ZStack {
                Color.blue.frame(width: 20, height: 20)
                RoundedRectangle(cornerRadius: 4).fill(Color.red).frame(width: 10, height: 10).offset(y: distance)
                    .shadow(radius: 3)
            }
            .frame(width: 60, height: 40).background(Color.white))
        let pixels = try Pixels(png: host.render(as: .png, scale: 1))
        #expect(pixels[30, 20].isClose(to: Pixels.Color(r: 0, g: 122, b: 255, a: 255), tolerance: 1))
        #expect(pixels[2, 2] == Pixels.Color(r: 255, g: 255, b: 255, a: 255))
        // Wholly out of view: nothing to say.
        #expect(!host.diagnostics.contains { $0.message.contains("past what Cairo can hold") })
    }

    @Test("A shape that spans past Cairo's range and crosses the canvas is not drawn, and said so")
    func spanningShape() throws {
        let host = ViewHost(
            Rectangle().fill(Color.red).frame(width: 1e7, height: 10)
                .frame(width: 60, height: 40).clipped().background(Color.white))
        _ = try host.render(as: .png, scale: 1)
        #expect(host.diagnostics.contains { $0.message.contains("past what Cairo can hold") })
    }
}
