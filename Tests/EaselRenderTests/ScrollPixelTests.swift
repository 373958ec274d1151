import Foundation
import SwiftUI
import Testing

// Pixel checks, read outside Easel, for what scrolling and ViewThatFits draw.

@Suite("Scrolling pixels")
struct ScrollPixelTests {
    @Test("a scroll view draws its content moved by the offset and clipped to its frame", arguments: [1.0, 2.0, 3.0])
    func clipsToViewport(scale: CGFloat) throws {
        let host = ViewHost(
            ZStack(alignment: .top) {
                Color.white.frame(width: 20, height: 80)
                ScrollView {
                    VStack(spacing: 0) {
                        Color.red.frame(height: 50)
                        Color.blue.frame(height: 50)
                    }
                }
                .frame(height: 30)
                .accessibilityIdentifier("scroll")
            })
        // Scrolled 40: red covers -40...10, blue 10...60, of which the viewport shows 0...30.
        try host.scroll(identifier: "scroll", to: CGPoint(x: 0, y: 40))
        let image = try Pixels(png: try host.render(as: .png, scale: scale))
        #expect(image.at(10, 5, scale: scale) == IOS.red)
        #expect(image.at(10, 20, scale: scale) == IOS.blue)
        #expect(image.at(10, 40, scale: scale) == IOS.white)
    }

    @Test("ViewThatFits draws only the child it chose")
    func viewThatFitsDrawsChoice() throws {
        let image = try pixels(
            ViewThatFits(in: .horizontal) {
                Color.blue.frame(width: 100, height: 10)
                Color.red.frame(width: 50, height: 10)
            }
            .frame(width: 120))
        #expect(image.at(60, 5, scale: 1) == IOS.blue)
    }
}
