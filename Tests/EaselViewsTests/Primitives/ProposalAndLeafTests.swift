import Foundation
import SwiftUI
import Testing

/// LayoutRules §1 (the core protocol and proposals) and §3.6 (Color and shapes).
@Suite struct ProposalAndLeafTests {
    @Test("§1.2 replacingUnspecifiedDimensions defaults to 10×10")
    func replacingDefaults() {
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(
            ProposedViewSize(width: nil, height: 5).replacingUnspecifiedDimensions(by: CGSize(width: 3, height: 4))
                == CGSize(width: 3, height: 5))
    }

    @Test("§1.2 the three probing proposals")
    func probingValues() {
        #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
        #expect(ProposedViewSize.infinity == ProposedViewSize(width: .infinity, height: .infinity))
        #expect(ProposedViewSize.unspecified == ProposedViewSize(width: nil, height: nil))
        #expect(ProposedViewSize(CGSize(width: 3, height: 4)) == ProposedViewSize(width: 3, height: 4))
    }

    @Test("§1.2 a Color takes the proposal, nil dimensions as 10")
    func colorTakesProposal() {
        #expect(layOut(nil, nil) { Color.red }.size == CGSize(width: 10, height: 10))
        #expect(layOut(nil, 50) { Color.red }.size == CGSize(width: 10, height: 50))
        #expect(layOut(0, 0) { Color.red }.size == CGSize(width: 0, height: 0))
        #expect(layOut(320, 480) { Color.red }.size == CGSize(width: 320, height: 480))
    }

    @Test("§1.1 a custom view is layout neutral: it has its body's geometry")
    func customViewIsNeutral() {
        struct Card: View {
            var body: some View { Color.red.frame(width: 30, height: 40) }
        }
        let host = layOut(300, 300) { Card().accessibilityIdentifier("card") }
        #expect(host.size == CGSize(width: 30, height: 40))
        #expect(host["card"] == rect(0, 0, 30, 40))
    }

    @Test("§3.6 shapes accept the proposal, nil as 10")
    func shapesTakeProposal() {
        #expect(layOut(nil, nil) { Rectangle() }.size == CGSize(width: 10, height: 10))
        #expect(layOut(120, 30) { RoundedRectangle(cornerRadius: 8) }.size == CGSize(width: 120, height: 30))
        #expect(layOut(120, 30) { Capsule() }.size == CGSize(width: 120, height: 30))
        #expect(layOut(120, 30) { Ellipse() }.size == CGSize(width: 120, height: 30))
        #expect(layOut(120, 30) { Rectangle().fill(Color.red) }.size == CGSize(width: 120, height: 30))
    }

    @Test("§3.6 Q16 a Circle is square: min(w, h) of the proposal")
    func circleIsSquare() {
        #expect(layOut(300, 150) { Circle() }.size == CGSize(width: 150, height: 150))
        #expect(layOut(nil, nil) { Circle() }.size == CGSize(width: 10, height: 10))
        #expect(layOut(nil, 40) { Circle() }.size == CGSize(width: 10, height: 10))
        // Centered in a larger frame: the frame aligns the 150×150 circle in 300×150.
        let framed = layOut(300, 150) { Circle().accessibilityIdentifier("c").frame(width: 300, height: 150) }
        #expect(framed["c"] == rect(75, 0, 150, 150))
    }

    @Test("§3.6 stroked shapes size like their base shape")
    func strokedShapes() {
        #expect(layOut(300, 150) { Circle().stroke(Color.red, lineWidth: 4) }.size == CGSize(width: 150, height: 150))
        #expect(layOut(80, 20) { Capsule().strokeBorder(Color.red, lineWidth: 4) }.size == CGSize(width: 80, height: 20))
    }

    @Test("§1.3 sizes seen in layout are not rounded; drawing frames snap to pixels")
    func pixelRounding() {
        // A view whose frame starts a quarter point in: x = 0.25, width 10.
        let view = HStack(spacing: 0) {
            Color.clear.frame(width: 0.25, height: 10)
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("c")
        }
        let one = layOut(nil, nil) { view }
        #expect(one["c"] == rect(0.25, 0, 10, 10))
        // @1x: 0.25 → 0, 10.25 → 10.
        #expect(one.pixelAlignedFrame(of: "c") == rect(0, 0, 10, 10))
        // @2x: 0.25 is half a pixel and rounds up to 0.5; 10.25 → 10.5.
        var environment = EnvironmentValues()
        environment.displayScale = 2
        let two = layOut(nil, nil, environment: environment) { view }
        #expect(two.pixelAlignedFrame(of: "c") == rect(0.5, 0, 10, 10))
        // @3x: 0.25 → 1/3 (nearest), 10.25 → 10.333.
        environment.displayScale = 3
        let three = layOut(nil, nil, environment: environment) { view }
        let aligned = three.pixelAlignedFrame(of: "c")
        #expect(approximately(aligned, rect(1.0 / 3, 0, 10, 10)))
    }

    @Test("§1.2 an infinite answer at the root falls back to the ideal size, with a diagnostic")
    func infiniteRoot() {
        let host = layOut(.infinity, .infinity) { Color.red }
        #expect(host.size == CGSize(width: 10, height: 10))
        #expect(host.diagnostics.contains { $0.message.contains("infinite") })
    }
}
