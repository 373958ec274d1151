import Foundation
import SwiftUI
import Testing

// An open context menu's pixels: the screen behind is blurred (the ultra-thin material's 30-point Gaussian), the
// view lifted out of the blur is drawn as it is, and the blur takes the place of what it covers, so a sharp edge
// behind it is not seen through it even where nothing is behind the screen (a transparent root).
@Suite struct ContextMenuPixelTests {
    private func render(open: Bool) throws -> Pixels {
        var environment = EnvironmentValues()
        environment.displayScale = 1
        let host = ViewHost(
            ZStack(alignment: .topLeading) {
                Color.blue.frame(width: 100, height: 100).offset(x: 150, y: 150)
                Color.red.frame(width: 60, height: 60)
                    .accessibilityIdentifier("red")
                    .contextMenu { Button("Copy") {} }
                    .padding(20)
            }
            .frame(width: 300, height: 300, alignment: .topLeading),
            proposal: ProposedViewSize(width: 300, height: 300), environment: environment)
        if open { try host.longPress(identifier: "red") }
        return try Pixels(png: host.render(as: .png, scale: 1))
    }

    @Test("The lifted view is drawn as at rest; the blue square's edge behind the blur is blurred, not sharp")
    func blurredBehind() throws {
        let rest = try render(open: false), open = try render(open: true)
        // Within a unit: the preview is drawn in a group (its clip and shadow), rounded once more.
        #expect(open[50, 50].isClose(to: rest[50, 50]), "the preview's middle is the view's own red")
        #expect(rest[152, 200] == rgb(0, 122, 255) && rest[147, 200].a == 0, "at rest the square's edge is sharp")
        // Two points inside and two outside the square's left edge differ little once blurred by 30 points.
        let inside = open[152, 200], outside = open[147, 200]
        #expect(abs(inside.b - outside.b) < 40 && abs(inside.r - outside.r) < 40 && abs(inside.a - outside.a) < 40,
                "\(inside) against \(outside)")
        #expect(inside != rest[152, 200])
    }
}
