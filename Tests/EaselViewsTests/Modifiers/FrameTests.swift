import Foundation
import SwiftUI
import Testing

/// LayoutRules §2: fixed frames, flexible frames and fixedSize.
@Suite struct FrameTests {
    // MARK: §2.1 fixed frames

    @Test("§2.1 a fixed frame takes its size whatever the proposal")
    func fixedBoth() {
        #expect(layOut(200, 200) { Color.red.frame(width: 50, height: 60) }.size == CGSize(width: 50, height: 60))
        #expect(layOut(nil, nil) { Color.red.frame(width: 50, height: 60) }.size == CGSize(width: 50, height: 60))
    }

    @Test("§2.1 an unspecified dimension passes the proposal through and takes the child's size")
    func fixedOneAxis() {
        let host = layOut(200, 100) { Color.red.accessibilityIdentifier("c").frame(width: 50) }
        #expect(host.size == CGSize(width: 50, height: 100))
        #expect(host["c"] == rect(0, 0, 50, 100))
        #expect(layOut(nil, nil) { Color.red.frame(height: 30) }.size == CGSize(width: 10, height: 30))
    }

    @Test("§2.1 the child is centered by default and may overflow the frame")
    func fixedCentersChild() {
        let small = layOut(300, 300) { box(20, 20).accessibilityIdentifier("c").frame(width: 100, height: 100) }
        #expect(small["c"] == rect(40, 40, 20, 20))
        let large = layOut(300, 300) { box(150, 150).accessibilityIdentifier("c").frame(width: 100, height: 100) }
        #expect(large.size == CGSize(width: 100, height: 100))
        #expect(large["c"] == rect(-25, -25, 150, 150))
    }

    @Test("§2.1 frame alignment", arguments: [
        (Alignment.topLeading, CGPoint(x: 0, y: 0)), (.top, CGPoint(x: 40, y: 0)),
        (.topTrailing, CGPoint(x: 80, y: 0)), (.leading, CGPoint(x: 0, y: 40)),
        (.trailing, CGPoint(x: 80, y: 40)), (.bottomLeading, CGPoint(x: 0, y: 80)),
        (.bottom, CGPoint(x: 40, y: 80)), (.bottomTrailing, CGPoint(x: 80, y: 80)),
    ])
    func fixedAlignment(alignment: Alignment, origin: CGPoint) {
        let host = layOut(nil, nil) {
            box(20, 20).accessibilityIdentifier("c").frame(width: 100, height: 100, alignment: alignment)
        }
        #expect(host["c"]?.origin == origin)
    }

    @Test("§2.1 alignment uses the child's explicit guides")
    func fixedUsesExplicitGuide() {
        let host = layOut(nil, nil) {
            box(20, 20).alignmentGuide(.leading) { _ in 5 }.accessibilityIdentifier("c")
                .frame(width: 100, height: 100, alignment: .leading)
        }
        #expect(host["c"] == rect(-5, 40, 20, 20))
    }

    @Test("§2.1 negative and non-finite dimensions are ignored, with a diagnostic")
    func fixedInvalidValues() {
        let negative = layOut(100, 100) { Color.red.frame(width: -10, height: 20) }
        #expect(negative.size == CGSize(width: 100, height: 20))
        #expect(!negative.diagnostics.isEmpty)
        let infinite = layOut(100, 100) { Color.red.frame(width: .infinity, height: 20) }
        #expect(infinite.size == CGSize(width: 100, height: 20))
        #expect(!infinite.diagnostics.isEmpty)
        let nan = layOut(100, 100) { Color.red.frame(width: 30, height: .nan) }
        #expect(nan.size == CGSize(width: 30, height: 100))
        #expect(nan.diagnostics.first?.message.contains("height") == true)
    }

    @Test("§2.1 with both dimensions given the child is not asked until it is placed")
    func fixedDoesNotMeasureChild() {
        let host = layOut(300, 300) { Color.red.frame(width: 50, height: 60) }
        let trace = host.layoutTrace()
        // Every question the Color is asked, answered from its cache or not, comes after the frame is placed,
        // and is the frame's size.
        let framePlaced = trace.events.firstIndex { $0.view == "frame" && $0.kind == .placed }
        let colorQuestions = trace.events.indices.filter {
            trace.events[$0].view == "Color" && trace.events[$0].kind != .placed
        }
        #expect(framePlaced != nil && colorQuestions.allSatisfy { $0 > framePlaced! })
        #expect(Set(colorQuestions.map { trace.events[$0].proposal }) == [ProposedViewSize(width: 50, height: 60)])
    }

    // MARK: §2.2 flexible frames

    @Test("§2.2 maxWidth: .infinity fills the proposed width")
    func flexibleFills() {
        #expect(layOut(300, 100) { Color.red.frame(maxWidth: .infinity) }.size == CGSize(width: 300, height: 100))
        let fixedChild = layOut(300, 100) { box(50, 50).accessibilityIdentifier("c").frame(maxWidth: .infinity) }
        #expect(fixedChild.size == CGSize(width: 300, height: 50))
        #expect(fixedChild["c"] == rect(125, 0, 50, 50))
    }

    @Test("§2.2 minWidth 0, maxWidth ∞ takes the proposed width even when the child is wider")
    func flexibleClampsProposal() {
        let host = layOut(300, 100) { box(400, 50).accessibilityIdentifier("c").frame(minWidth: 0, maxWidth: .infinity) }
        #expect(host.size == CGSize(width: 300, height: 50))
        #expect(host["c"] == rect(-50, 0, 400, 50))
    }

    @Test("§11 Q1 a max-only frame proposed more than its max reports the max, child centered")
    func maxOnlyPicksMax() {
        let host = layOut(100, 500) { box(40, 50).accessibilityIdentifier("c").frame(maxHeight: 200) }
        #expect(host.size == CGSize(width: 40, height: 200))
        #expect(host["c"] == rect(0, 75, 40, 50))
        // Proposed less than the max, it is the larger of the proposal and the child, here the proposal.
        #expect(layOut(100, 100) { box(40, 50).frame(maxHeight: 200) }.size == CGSize(width: 40, height: 100))
    }

    @Test("§2.2 a min-only frame is the smaller of proposal and child, at least min")
    func minOnly() {
        #expect(layOut(300, 10) { box(50, 10).frame(minWidth: 100) }.size.width == 100)
        #expect(layOut(300, 10) { box(150, 10).frame(minWidth: 100) }.size.width == 150)
        // The child is proposed the proposal clamped up to min: a Color then takes 100.
        let host = layOut(80, 10) { Color.red.accessibilityIdentifier("c").frame(minWidth: 100) }
        #expect(host.size.width == 100)
        #expect(host["c"] == rect(0, 0, 100, 10))
    }

    @Test("§2.2 ideal values answer a nil proposal")
    func idealAnswersNil() {
        #expect(layOut(300, 300) { Color.red.frame(idealWidth: 120, idealHeight: 40).fixedSize() }.size == CGSize(width: 120, height: 40))
        // Proposed, the ideal does not matter: no min or max, so the child's size.
        #expect(layOut(300, 50) { Color.red.frame(idealWidth: 120) }.size == CGSize(width: 300, height: 50))
    }

    @Test("§2.2 min and max with a nil proposal and no ideal clamp the child's ideal")
    func minMaxNilProposal() {
        #expect(layOut(300, 300) { Color.red.frame(minWidth: 50, maxWidth: 100).fixedSize() }.size == CGSize(width: 50, height: 10))
    }

    @Test("§2.2 contradictory values are repaired: ideal ≥ min, max ≥ ideal, min ≥ 0")
    func repairs() {
        let low = layOut(300, 300) { Color.red.frame(minWidth: 100, idealWidth: 50).fixedSize() }
        #expect(low.size.width == 100)
        #expect(low.diagnostics.contains { $0.message.contains("Contradictory frame constraints") })
        #expect(layOut(300, 300) { Color.red.frame(idealWidth: 80, maxWidth: 40).fixedSize() }.size.width == 80)
        #expect(layOut(30, 30) { Color.red.frame(minWidth: -20, maxWidth: 50) }.size.width == 30)
    }

    @Test("§2.2 min greater than max with no ideal follows the child")
    func minAboveMax() {
        let host = layOut(300, 10) { box(70, 10).frame(minWidth: 100, maxWidth: 50) }
        #expect(host.size.width == 70)
    }

    @Test("NaN bounds are ignored with a diagnostic (Easel's choice, docs/Decisions.md; §2.2 keeps them)")
    func nanBounds() {
        let host = layOut(300, 100) { Color.red.frame(maxWidth: .nan) }
        #expect(host.size == CGSize(width: 300, height: 100))
        #expect(!host.diagnostics.isEmpty)
    }

    @Test("§2.2 the child is re-proposed the frame's size when placed")
    func flexiblePlacesWithOwnSize() {
        let host = layOut(50, 10) { Color.red.accessibilityIdentifier("c").frame(minWidth: 100) }
        #expect(host["c"] == rect(0, 0, 100, 10))
        let aligned = layOut(300, 100) {
            box(50, 50).accessibilityIdentifier("c").frame(maxWidth: .infinity, alignment: .leading)
        }
        #expect(aligned["c"] == rect(0, 0, 50, 50))
    }

    // MARK: §2.3 fixedSize

    @Test("§2.3 fixedSize proposes nil in the fixed axes")
    func fixedSize() {
        #expect(layOut(300, 300) { Color.red.fixedSize() }.size == CGSize(width: 10, height: 10))
        #expect(layOut(300, 300) { Color.red.fixedSize(horizontal: true, vertical: false) }.size == CGSize(width: 10, height: 300))
        #expect(layOut(300, 300) { Color.red.fixedSize(horizontal: false, vertical: true) }.size == CGSize(width: 300, height: 10))
        #expect(layOut(300, 300) { Color.red.frame(idealWidth: 80, idealHeight: 30).fixedSize() }.size == CGSize(width: 80, height: 30))
    }

    @Test("§2.3 fixedSize passes the child's layout priority through")
    func fixedSizeKeepsPriority() {
        // A Spacer's −∞ priority survives fixedSize: the Color is sized first, the Spacer gets its minimum.
        let host = layOut(100, 10) {
            HStack {
                Spacer().fixedSize(horizontal: false, vertical: false).accessibilityIdentifier("s")
                Color.red.accessibilityIdentifier("c")
            }
        }
        #expect(host["c"] == rect(8, 0, 92, 10))
        #expect(host["s"]?.width == 8)
    }
}
