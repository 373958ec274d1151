import Foundation
import SwiftUI
import Testing

// An inset-grouped list's colors (docs/Decisions.md, "List styles"): UIKit's grouped background behind the cards,
// (242, 242, 247) in light and black in dark; the cards in the secondary grouped background, white in light and
// (28, 28, 30) in dark; their corners rounded with a 10-point radius.
@Suite struct ListPixelTests {
    func render(_ scheme: ColorScheme) throws -> Pixels {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        environment.displayScale = 1
        let host = ViewHost(
            List { Text("Row") }, proposal: ProposedViewSize(width: 393, height: 200), environment: environment)
        return try Pixels(png: host.render(as: .png, scale: 1))
    }

    @Test("The grouped background around the card, the card's color, its rounded corner")
    func colors() throws {
        let light = try render(.light)
        #expect(light[5, 5] == rgb(242, 242, 247))
        #expect(light[200, 17 + 22] == rgb(255, 255, 255), "inside the card: the row's middle")
        #expect(light[8, 39] == rgb(242, 242, 247), "in the 16-point margin")
        // The card starts at (16, 17.5): its corner pixel (16, 18) lies outside the 10-point curve.
        #expect(light[16, 18] == rgb(242, 242, 247))
        #expect(light[26, 18] != rgb(242, 242, 247))
        let dark = try render(.dark)
        #expect(dark[5, 5] == rgb(0, 0, 0))
        #expect(dark[200, 39] == rgb(28, 28, 30))
    }
}

extension ListPixelTests {
    @Test("A label's icon in a list row takes the tint (through a link too); a foreground style set on it wins")
    func labelIconTint() throws {
        func iconPixel<V: View>(_ row: V) throws -> Pixels.Color {
            var environment = EnvironmentValues()
            environment.displayScale = 1
            let host = ViewHost(
                List { row.accessibilityIdentifier("row") }.listStyle(.plain),
                proposal: ProposedViewSize(width: 393, height: 100), environment: environment)
            let pixels = try Pixels(png: host.render(as: .png, scale: 1))
            // The stand-in for "stop" is a filled square: 10 points into the row is inside it.
            let frame = try #require(host.frame(of: "row"))
            return pixels[Int(frame.minX + 10), Int(frame.midY)]
        }
        #expect(try iconPixel(Label("Stop", systemImage: "stop")) == IOS.blue)
        #expect(try iconPixel(NavigationLink { Text("x") } label: { Label("Stop", systemImage: "stop") }) == IOS.blue)
        #expect(try iconPixel(Label("Stop", systemImage: "stop").foregroundStyle(Color.red)) == IOS.red)
    }
}

extension ListPixelTests {
    @Test("A progress bar is drawn in the tint up to its fraction, gray after it")
    func progressFill() throws {
        var environment = EnvironmentValues()
        environment.displayScale = 1
        let host = ViewHost(
            ProgressView(value: 0.25).padding(.horizontal, 0), proposal: ProposedViewSize(width: 200, height: 4),
            environment: environment)
        let pixels = try Pixels(png: host.render(as: .png, scale: 1))
        #expect(pixels[25, 2] == IOS.blue)
        #expect(pixels[150, 2] != IOS.blue)
    }
}
