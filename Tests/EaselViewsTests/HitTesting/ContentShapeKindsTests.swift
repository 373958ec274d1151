import Foundation
import SwiftUI
import Testing

// contentShape(_:_:eoFill:) and background(in:fillStyle:) with a shape that is not insettable, as SwiftUI declares
// them. A tap lands where a view draws or on its content shape (LayoutRules' hit testing, InteractionTests), so taps
// inside and outside a triangle tell which shape a modifier used.

/// The top-left half of its frame.
private struct Corner: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: rect.origin)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

@Suite("Content shape kinds and shaped backgrounds")
struct ContentShapeKindsTests {
    private let inside = CGPoint(x: 20, y: 20), outside = CGPoint(x: 80, y: 80)

    @Test("contentShape(.interaction, shape) is the shape taps land on; other kinds leave hit testing as it was")
    func kinds() throws {
        let tally = Tally()
        let interaction = layOut(100, 100) {
            Color.red.contentShape(.interaction, Corner()).onTapGesture { tally.add("interaction") }
        }
        try interaction.tap(at: inside)
        #expect(throws: TapError(reason: .nothingThere, point: outside)) { try interaction.tap(at: outside) }

        let previews = layOut(100, 100) {
            Color.red.contentShape([.dragPreview, .contextMenuPreview, .hoverEffect, .accessibility], Corner())
                .onTapGesture { tally.add("previews") }
        }
        // The color is drawn over the whole frame, so the corner outside the triangle takes the tap too.
        try previews.tap(at: outside)
        #expect(tally.all == ["interaction", "previews"])
    }

    @Test("background(in:) fills any shape with the background style, insettable or not")
    func shapedBackground() throws {
        let tally = Tally()
        let host = layOut(100, 100) {
            Color.clear.frame(width: 100, height: 100).background(in: Corner()).onTapGesture { tally.add("corner") }
        }
        try host.tap(at: inside)
        #expect(throws: TapError(reason: .nothingThere, point: outside)) { try host.tap(at: outside) }
        #expect(tally.all == ["corner"])
    }
}
