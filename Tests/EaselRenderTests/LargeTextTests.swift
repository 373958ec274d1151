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

    @Test("Text too large for Cairo's coordinates is not drawn, with a diagnostic that says so")
    func beyondCoordinates() throws {
        let (png, host) = try Self.render(Text("I").scaleEffect(1e7))
        let pixels = try Pixels(png: png)
        #expect(pixels[30, 20].isClose(to: Pixels.Color(r: 255, g: 255, b: 255, a: 255)))
        #expect(host.diagnostics.contains { $0.message.contains("pixels an em is larger than Cairo's coordinates") })
    }
}
