import Foundation
import SwiftUI
import Testing

/// The navigation bar's pixels: no background at rest (the page's shows through), the style
/// `.toolbarBackground` gives where it is made visible, and the tint on its buttons (docs/Decisions.md,
/// "The navigation bar's metrics").
@Suite struct NavigationPixelTests {
    static func render(_ page: some View) throws -> Pixels {
        let host = ViewHost(NavigationStack { page }, proposal: ProposedViewSize(width: 393, height: 300))
        return try Pixels(png: host.render(as: .png, scale: 1))
    }

    static let white = Pixels.Color(r: 255, g: 255, b: 255, a: 255)

    @Test("At rest the bar has no background of its own; a visible toolbar background fills the 96-point bar")
    func barBackground() throws {
        let plain = try Self.render(Color.clear.navigationTitle("Inbox").toolbarBackground(Color.orange, for: .navigationBar))
        #expect(plain[200, 10] == Self.white)
        let shown = try Self.render(
            Color.clear.navigationTitle("Inbox")
                .toolbarBackground(Color.orange, for: .navigationBar)
                .toolbarBackground(.visible, for: .navigationBar))
        // iOS's orange, from the bar's top to just above its 96-point bottom, and the page's white under it.
        #expect(shown[200, 10].isClose(to: Pixels.Color(r: 255, g: 149, b: 0, a: 255), tolerance: 1))
        #expect(shown[200, 94].isClose(to: Pixels.Color(r: 255, g: 149, b: 0, a: 255), tolerance: 1))
        #expect(shown[200, 98] == Self.white)
    }

    @Test("A toolbar button is drawn in the tint, iOS's blue")
    func tintedItem() throws {
        let pixels = try Self.render(Color.clear.toolbar { Button("Add") {} })
        // The button's text ends at the 16-point trailing margin (x 377) in the 44-point row; "Add" in 17 points is
        // under 47 points wide, so its ink lies in x 330..<377, y 8..<36, and some of it is blue.
        var blue = 0
        for y in 8..<36 { for x in 330..<377 where pixels[x, y].b > 200 && pixels[x, y].r < 120 { blue += 1 } }
        #expect(blue > 10)
    }
}
