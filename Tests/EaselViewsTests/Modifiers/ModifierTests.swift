import Foundation
import SwiftUI
import Testing

/// LayoutRules §3.1–§3.4: padding, offset, position, aspect ratio.
@Suite struct ModifierTests {
    // MARK: §3.1 padding

    @Test("§3.1 the default padding is 16 on every edge: a Color in padding in 200×200 gets 168×168")
    func defaultPadding() {
        let host = layOut(200, 200) { Color.red.accessibilityIdentifier("c").padding() }
        #expect(host.size == CGSize(width: 200, height: 200))
        #expect(host["c"] == rect(16, 16, 168, 168))
    }

    @Test("§3.1 padding adds insets around the child's size")
    func paddingForms() {
        let all = layOut(300, 300) { box(50, 50).accessibilityIdentifier("c").padding(10) }
        #expect(all.size == CGSize(width: 70, height: 70))
        #expect(all["c"] == rect(10, 10, 50, 50))
        #expect(layOut(300, 300) { box(50, 50).padding(.horizontal, 20) }.size == CGSize(width: 90, height: 50))
        #expect(layOut(300, 300) { box(50, 50).padding(.top) }.size == CGSize(width: 50, height: 66))
        let insets = layOut(300, 300) {
            box(50, 50).accessibilityIdentifier("c").padding(EdgeInsets(top: 10, leading: 20, bottom: 40, trailing: 0))
        }
        #expect(insets.size == CGSize(width: 70, height: 100))
        #expect(insets["c"] == rect(20, 10, 50, 50))
    }

    @Test("§3.1 a nil proposal stays nil; a proposal smaller than the insets proposes 0")
    func paddingProposals() {
        #expect(layOut(nil, nil) { Color.red.padding(5) }.size == CGSize(width: 20, height: 20))
        let host = layOut(40, 40) { Color.red.accessibilityIdentifier("c").padding(30) }
        #expect(host.size == CGSize(width: 60, height: 60))
        #expect(host["c"] == rect(30, 30, 0, 0))
    }

    @Test("§3.1 padded edges forget spacing preferences: a padded Spacer is 8 from its neighbour")
    func paddingResetsSpacing() {
        let padded = layOut(100, 10) {
            HStack {
                box(10, 10)
                Spacer().padding(.leading, 4).accessibilityIdentifier("s")
            }
        }
        #expect(padded["s"] == rect(18, 5, 82, 0))
        let bare = layOut(100, 10) {
            HStack {
                box(10, 10)
                Spacer().accessibilityIdentifier("s")
            }
        }
        #expect(bare["s"] == rect(10, 5, 90, 0))
    }

    // MARK: §3.2 offset

    @Test("§3.2 offset moves the child's drawing; the modifier's frame stays")
    func offsetMovesChildOnly() {
        let host = layOut(300, 300) {
            box(50, 50).accessibilityIdentifier("c").offset(x: 10, y: 20).accessibilityIdentifier("o")
        }
        #expect(host["o"] == rect(0, 0, 50, 50))
        #expect(host["c"] == rect(10, 20, 50, 50))
    }

    @Test("§3.2 a border applied after an offset stays where the view was")
    func offsetThenOverlay() {
        let host = layOut(300, 300) {
            box(50, 50).offset(x: 10).overlay(Color.clear.accessibilityIdentifier("b"))
        }
        #expect(host["b"] == rect(0, 0, 50, 50))
    }

    @Test("§3.2 an offset view keeps its place in a stack")
    func offsetInStack() {
        let host = layOut(nil, nil) {
            HStack(spacing: 0) {
                box(50, 50).offset(x: 100)
                box(50, 50).accessibilityIdentifier("b")
            }
        }
        #expect(host["b"] == rect(50, 0, 50, 50))
        #expect(host.size == CGSize(width: 100, height: 50))
    }

    // MARK: §3.3 position

    @Test("§11 Q10 position is greedy and centers the child on the point")
    func positionIsGreedy() {
        let host = layOut(200, 100) {
            box(20, 20).accessibilityIdentifier("c").position(x: 50, y: 50).accessibilityIdentifier("p")
        }
        #expect(host["p"] == rect(0, 0, 200, 100))
        #expect(host["c"] == rect(40, 40, 20, 20))
    }

    @Test("§3.3 position with a nil proposal takes the child's size; default point is the origin")
    func positionNilProposal() {
        let unspecified = layOut(nil, nil) { box(20, 20).accessibilityIdentifier("c").position(x: 50, y: 50) }
        #expect(unspecified.size == CGSize(width: 20, height: 20))
        #expect(unspecified["c"] == rect(40, 40, 20, 20))
        let origin = layOut(100, 100) { box(20, 20).accessibilityIdentifier("c").position() }
        #expect(origin["c"] == rect(-10, -10, 20, 20))
    }

    @Test("§3.3 the positioned child is proposed the whole size")
    func positionProposesWholeSize() {
        let host = layOut(200, 100) { Color.red.accessibilityIdentifier("c").position(x: 100, y: 50) }
        #expect(host["c"] == rect(0, 0, 200, 100))
    }

    // MARK: §3.4 aspect ratio

    @Test("§3.4 aspectRatio fit proposes the largest ratio rectangle inside the proposal")
    func aspectFit() {
        let host = layOut(300, 100) { Color.red.aspectRatio(2, contentMode: .fit).accessibilityIdentifier("a") }
        #expect(host.size == CGSize(width: 200, height: 100))
        #expect(layOut(400, 600) { Color.red.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit) }.size
            == CGSize(width: 400, height: 300))
    }

    @Test("§3.4 aspectRatio fill proposes the smallest ratio rectangle covering the proposal")
    func aspectFill() {
        #expect(layOut(300, 100) { Color.red.aspectRatio(2, contentMode: .fill) }.size == CGSize(width: 300, height: 150))
        #expect(layOut(300, 100) { Color.red.scaledToFill() }.size == CGSize(width: 300, height: 300))
    }

    @Test("§3.4 one nil dimension: fit uses the known axis")
    func aspectOneNil() {
        #expect(layOut(nil, 100) { Color.red.aspectRatio(2, contentMode: .fit) }.size == CGSize(width: 200, height: 100))
    }

    @Test("§3.4 a fully unspecified proposal passes through")
    func aspectUnspecified() {
        #expect(layOut(nil, nil) { Color.red.aspectRatio(2, contentMode: .fit) }.size == CGSize(width: 10, height: 10))
    }

    @Test("§3.4 without a ratio the child's ideal size gives it; a square ideal is 1:1")
    func aspectFromIdeal() {
        #expect(layOut(100, 100) { Color.red.frame(idealWidth: 40, idealHeight: 20).scaledToFit() }.size
            == CGSize(width: 100, height: 50))
        #expect(layOut(300, 100) { Color.red.scaledToFit() }.size == CGSize(width: 100, height: 100))
    }

    @Test("§11 Q8 aspectRatio only changes the proposal: a fixed child keeps its size, centered")
    func aspectFixedChild() {
        let host = layOut(100, 100) {
            box(30, 60).accessibilityIdentifier("box").aspectRatio(1, contentMode: .fit).frame(width: 100, height: 100)
        }
        #expect(host.size == CGSize(width: 100, height: 100))
        // The modifier is the child's 30×60, centered by the frame: (100 − 30) / 2, (100 − 60) / 2.
        #expect(host["box"] == rect(35, 20, 30, 60))
        #expect(layOut(100, 100) { box(30, 60).aspectRatio(1, contentMode: .fit) }.size == CGSize(width: 30, height: 60))
    }

    @Test("§3.4 an invalid ratio falls back to the child's own, with a diagnostic")
    func aspectInvalid() {
        let host = layOut(300, 100) { Color.red.aspectRatio(-1, contentMode: .fit) }
        #expect(host.size == CGSize(width: 100, height: 100))
        #expect(!host.diagnostics.isEmpty)
    }
}
