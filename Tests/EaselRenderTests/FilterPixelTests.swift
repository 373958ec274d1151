import Foundation
import SwiftUI
import Testing

// Blur and color filters, read outside Easel. Expected values follow from the definitions: a Gaussian blur of
// σ = radius turns a straight edge into the normal CDF; saturation mixes each channel with the Rec. 709
// luminance; brightness adds; contrast scales about middle gray.

@Suite("Blur and color filters (pixels)")
struct FilterPixelTests {
    @Test("blur(radius: 4) spreads a black square's edge as a Gaussian of σ = 4 and leaves layout alone", arguments: [1.0, 2.0])
    func blurEdge(scale: CGFloat) throws {
        let view = ZStack {
            Color.white
            Color.black.frame(width: 40, height: 40).blur(radius: 4)
        }
        .frame(width: 80, height: 80)
        let image = try pixels(view, scale: scale)
        #expect(image.width == Int(80 * scale))
        // The square spans 20…60. Along its middle row, a point d outside the left edge is covered
        // Φ(−d/σ); inside, Φ(d/σ). Three box blurs approximate the Gaussian within a few levels.
        for d in [-6.0, -3.0, 0.0, 3.0, 6.0] {
            // The pixel holding the point 20 + d is read at its center.
            let center = ((20 + d) * scale).rounded(.down) / scale + 0.5 / scale
            let coverage = normalCDF((center - 20) / 4)
            let expected = Int((255 * (1 - coverage)).rounded())
            let seen = image.at(20 + CGFloat(d), 40, scale: scale)
            #expect(abs(seen.r - expected) <= 5, "d = \(d): \(seen) vs \(expected)")
        }
        // Deep inside the square the blur changes nothing.
        #expect(image.at(40, 40, scale: scale).r <= 2)
    }

    /// An opaque blur repeats the view's edge pixels beyond its frame instead of fading into transparency,
    /// and draws nothing outside the frame. A black square on white: blurred opaque, every pixel of the square
    /// stays black (its edges see more black beyond), and the white around it stays white.
    @Test("blur(radius:opaque: true) keeps the edges solid and stays inside the frame", arguments: [1.0, 2.0])
    func opaqueBlur(scale: CGFloat) throws {
        let view = ZStack {
            Color.white
            Color.black.frame(width: 40, height: 40).blur(radius: 4, opaque: true)
        }
        .frame(width: 80, height: 80)
        let image = try pixels(view, scale: scale)
        for (x, y) in [(20.2, 40.0), (59.8, 40.0), (40.0, 20.2), (20.2, 20.2), (59.8, 59.8), (40.0, 40.0)] {
            #expect(image.at(x, y, scale: scale).r <= 1, "inside at (\(x), \(y))")
        }
        for (x, y) in [(19.8, 40.0), (60.2, 40.0), (40.0, 19.8), (17.0, 17.0)] {
            #expect(image.at(x, y, scale: scale).r == 255, "outside at (\(x), \(y))")
        }
        // Opaque blurs still blur: across a red and blue boundary inside the frame, the colors mix.
        let halves = try pixels(
            HStack(spacing: 0) { Color(red: 1, green: 0, blue: 0); Color(red: 0, green: 0, blue: 1) }
                .frame(width: 40, height: 20).blur(radius: 4, opaque: true), scale: scale)
        let middle = halves.at(20, 10, scale: scale)
        #expect(abs(middle.r - 128) <= 20 && abs(middle.b - 128) <= 20 && middle.a == 255, "\(middle)")
        // Far from the boundary, the left edge is pure red: the repeated edge pixels are red.
        #expect(halves.at(0.5, 10, scale: scale) == Pixels.Color(r: 255, g: 0, b: 0, a: 255))
    }

    @Test("saturation(0) and grayscale(1) draw pure red as its luminance; grayscale(0.5) halfway")
    func saturation() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let image = try pixels(
            HStack(spacing: 0) {
                red.frame(width: 4, height: 4).saturation(0)
                red.frame(width: 4, height: 4).grayscale(1)
                red.frame(width: 4, height: 4).grayscale(0.5)
                red.frame(width: 4, height: 4).saturation(1)
            })
        let luma = 0.2126 * 255  // 54.2
        #expect(image[1, 1].isClose(to: rgb(54, 54, 54)))
        #expect(image[5, 1].isClose(to: rgb(54, 54, 54)))
        let half = rgb(Int((luma + (255 - luma) * 0.5).rounded()), Int((luma * 0.5).rounded()), Int((luma * 0.5).rounded()))
        #expect(image[9, 1].isClose(to: half))
        #expect(image[13, 1] == rgb(255, 0, 0))
    }

    @Test("brightness(1) makes black white; contrast(0) makes any color middle gray")
    func brightnessAndContrast() throws {
        let image = try pixels(
            HStack(spacing: 0) {
                Color.black.frame(width: 4, height: 4).brightness(1)
                Color(red: 0.9, green: 0.2, blue: 0.4).frame(width: 4, height: 4).contrast(0)
            })
        #expect(image[1, 1] == rgb(255, 255, 255))
        #expect(image[5, 1].isClose(to: rgb(128, 128, 128)))
    }
}
