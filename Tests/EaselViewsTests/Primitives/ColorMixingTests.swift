import EaselGraphics
import Foundation
import SwiftUI
import Testing

// Color mixing (iOS 18) and resolved colors (iOS 17). Expected values are worked by hand from the published formulas,
// never taken from running Easel:
// - `.device` mixes the encoded sRGB components linearly: (1, 0, 0) and (0, 0, 1) by 0.5 give (0.5, 0, 0.5);
// - `.perceptual` mixes in Oklab (Björn Ottosson, 2020). White is L = 1, a = b = 0 and black L = 0, so their even
//   mix is L = 0.5, a = b = 0; back to LMS, each cube root is 0.5, each LMS value 0.5³ = 0.125; the rows of the
//   LMS → linear sRGB matrix sum to 1 (4.0767416621 − 3.3077115913 + 0.2309699292 = 1), so each linear component
//   is 0.125; sRGB's encoding gives 1.055 × 0.125^(1/2.4) − 0.055 = 1.055 × 0.420448 − 0.055 ≈ 0.38857;
// - `Color.Resolved` stores linear light: sRGB 0.5 decodes to ((0.5 + 0.055) / 1.055)^2.4 ≈ 0.21404, 0.2 to
//   ≈ 0.033105, 0.4 to ≈ 0.132868, 0.6 to ≈ 0.318547 (IEC 61966-2-1);
// - Color.primary is black in light mode and white in dark mode (UIKit's label color).
// The sRGB primaries are written as Color(red:green:blue:), since Color.red is iOS's system red (255, 59, 48).

private let pureRed = Color(red: 1, green: 0, blue: 0)
private let pureBlue = Color(red: 0, green: 0, blue: 1)

/// Whether two colors agree to within `tolerance` in every component.
private func matches(_ actual: RGBA, _ expected: RGBA, tolerance: Double = 0.001) -> Bool {
    abs(actual.red - expected.red) <= tolerance && abs(actual.green - expected.green) <= tolerance
        && abs(actual.blue - expected.blue) <= tolerance && abs(actual.opacity - expected.opacity) <= tolerance
}

private func near(_ actual: Float, _ expected: Double, tolerance: Double = 0.0001) -> Bool {
    abs(Double(actual) - expected) <= tolerance
}

/// The stops of the linear gradients in a display list.
private func gradientStops(in list: DisplayList) -> [[GradientStop]] {
    list.items.flatMap { item -> [[GradientStop]] in
        switch item {
        case .fill(_, .linearGradient(let stops, _, _), _): [stops]
        case .group(_, let content), .list(let content): gradientStops(in: content)
        default: []
        }
    }
}

@Suite("Color mixing")
struct ColorMixingTests {
    @Test("The device space mixes encoded sRGB components linearly")
    func device() {
        let mixed = pureRed.mix(with: pureBlue, by: 0.5, in: .device).resolved(dark: false)
        #expect(matches(mixed, RGBA(red: 0.5, green: 0, blue: 0.5, opacity: 1)))
        // A quarter of the way: 0.75 of red, 0.25 of blue.
        let quarter = pureRed.mix(with: pureBlue, by: 0.25, in: .device).resolved(dark: false)
        #expect(matches(quarter, RGBA(red: 0.75, green: 0, blue: 0.25, opacity: 1)))
    }

    @Test("The perceptual space (the default) mixes in Oklab: white and black meet at L = 0.5, sRGB ≈ 0.3886")
    func perceptual() {
        let gray = RGBA(red: 0.38857, green: 0.38857, blue: 0.38857, opacity: 1)
        let white = Color(red: 1, green: 1, blue: 1), black = Color(red: 0, green: 0, blue: 0)
        #expect(matches(white.mix(with: black, by: 0.5, in: .perceptual).resolved(dark: false), gray))
        #expect(matches(white.mix(with: black, by: 0.5).resolved(dark: false), gray), "perceptual is the default")
        // The system white and black mix the same (constant colors, through the stored mix).
        #expect(matches(Color.white.mix(with: .black, by: 0.5).resolved(dark: true), gray))
    }

    @Test("The fraction is clamped to 0...1: below is this color, above is the other")
    func clamped() {
        #expect(matches(pureRed.mix(with: pureBlue, by: -1, in: .device).resolved(dark: false), RGBA(255, 0, 0)))
        #expect(matches(pureRed.mix(with: pureBlue, by: 2, in: .device).resolved(dark: false), RGBA(0, 0, 255)))
        #expect(matches(pureRed.mix(with: pureBlue, by: 7, in: .perceptual).resolved(dark: false), RGBA(0, 0, 255)))
    }

    @Test("A mix of a color that changes with the scheme changes with it")
    func dynamic() {
        // Color.primary is (0, 0, 0) light and (1, 1, 1) dark; half of each with (1, 0, 0).
        let mixed = Color.primary.mix(with: pureRed, by: 0.5, in: .device)
        #expect(matches(mixed.resolved(dark: false), RGBA(red: 0.5, green: 0, blue: 0, opacity: 1)))
        #expect(matches(mixed.resolved(dark: true), RGBA(red: 1, green: 0.5, blue: 0.5, opacity: 1)))
    }

    @Test("Transparent colors mix premultiplied: mixing with clear fades the color")
    func premultiplied() {
        // Clear is (0, 0, 0) at opacity 0: it adds no color, and half of it halves the opacity.
        let faded = pureRed.mix(with: .clear, by: 0.5, in: .device).resolved(dark: false)
        #expect(matches(faded, RGBA(red: 1, green: 0, blue: 0, opacity: 0.5)))
    }

    @Test("A perceptual gradient draws through Oklab-mixed stops; a device one keeps its stops")
    func gradientColorSpace() throws {
        let perceptual = ViewHost(
            Rectangle().fill(Gradient(colors: [.white, .black]).colorSpace(.perceptual)).frame(width: 10, height: 10))
        let stops = try #require(gradientStops(in: perceptual.displayList(scale: 1)).first)
        // 16 segments: the two stops and 15 between them, the middle one at 0.5 with the Oklab mid gray.
        #expect(stops.count == 17)
        #expect(stops[8].location == 0.5)
        #expect(matches(stops[8].color, RGBA(red: 0.38857, green: 0.38857, blue: 0.38857, opacity: 1)))
        let device = ViewHost(
            Rectangle().fill(Gradient(colors: [.white, .black]).colorSpace(.device)).frame(width: 10, height: 10))
        #expect(gradientStops(in: device.displayList(scale: 1)).first?.count == 2)
    }
}

@Suite("Resolved colors")
struct ResolvedColorTests {
    @Test("Color.Resolved stores linear light; red, green and blue are the sRGB-encoded components")
    func components() {
        let gray = Color.Resolved(red: 0.5, green: 0.5, blue: 0.5)
        #expect(near(gray.linearRed, 0.21404) && near(gray.linearGreen, 0.21404) && near(gray.linearBlue, 0.21404))
        #expect(near(gray.red, 0.5) && gray.opacity == 1)
        let linear = Color.Resolved(colorSpace: .sRGBLinear, red: 0.21404, green: 0, blue: 1, opacity: 0.5)
        #expect(near(linear.linearRed, 0.21404) && near(linear.red, 0.5))
        #expect(near(linear.blue, 1) && linear.opacity == 0.5)
        var changed = gray
        changed.red = 1
        #expect(near(changed.linearRed, 1))
    }

    @Test("resolve(in:) gives a color's components in the environment's color scheme")
    func resolveInEnvironment() {
        let resolved = Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8).resolve(in: EnvironmentValues())
        #expect(near(resolved.red, 0.2) && near(resolved.green, 0.4) && near(resolved.blue, 0.6))
        #expect(near(resolved.linearRed, 0.033105) && near(resolved.linearGreen, 0.132868))
        #expect(near(resolved.linearBlue, 0.318547) && near(resolved.opacity, 0.8))
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(near(Color.primary.resolve(in: dark).red, 1))
        #expect(near(Color.primary.resolve(in: EnvironmentValues()).red, 0))
    }

    @Test("A resolved color round-trips through Color(_:), and draws as itself")
    func roundTrip() {
        let original = Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8)
        let resolved = original.resolve(in: EnvironmentValues())
        #expect(matches(Color(resolved).resolved(dark: false), RGBA(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8)))
        let again = Color(resolved).resolve(in: EnvironmentValues())
        #expect(near(again.linearRed, 0.033105) && near(again.opacity, 0.8))
        let host = ViewHost(Rectangle().fill(Color.Resolved(red: 0, green: 0, blue: 1)).frame(width: 10, height: 10))
        #expect(fills(in: host.displayList(scale: 1)).contains { matches($0, RGBA(0, 0, 255)) })
    }
}
