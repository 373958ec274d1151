@testable import EaselViews
import Foundation
import SwiftUI
import Testing

// Padding and flexible frames under animation (issue 21's engine). With a linear one-second animation a box moved
// or sized by them is halfway at half a second (t/d of the way). What shows there is the same whether the
// modifier's own data animates or the view's frame does (the geometry animator moves frames a change moved), so
// the halfway tests check what a user sees, and the data tests below check the modifiers' animatable data
// itself (pairs of numbers): how each length maps into it and back.

/// A red box, 10 points square, placed by the modifiers `content` applies for the switch's state.
private struct Switching<Content: View>: View {
    @ViewBuilder let content: (Bool) -> Content
    @State private var on = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            content(on)
            Button("Go") { withAnimation(.linear(duration: 1)) { on = true } }.accessibilityIdentifier("go")
        }
        .frame(width: 300, alignment: .leading)
    }
}

@Suite struct LayoutModifierAnimationTests {
    /// Checks one of the box's measures (`read`) before the tap, halfway through the one-second animation and at
    /// its end.
    private func expectLinear<Content: View>(
        _ read: (CGRect) -> CGFloat, from start: CGFloat, halfway: CGFloat, to end: CGFloat,
        @ViewBuilder _ content: @escaping (Bool) -> Content
    ) throws {
        let host = layOut(400, 400) { Switching(content: content) }
        #expect(host["box"].map(read) == start)
        try host.tap(identifier: "go")
        host.advance(by: 0.5)
        #expect(nearly(host["box"].map(read), halfway))
        host.advance(by: 0.5)
        #expect(host["box"].map(read) == end)
    }

    @Test("Padding of one length moves halfway: 10 to 30 leading is 20 at half a second")
    func paddingLength() throws {
        try expectLinear(\.minX, from: 10, halfway: 20, to: 30) { on in
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("box").padding(.leading, on ? 30 : 10)
        }
    }

    @Test("Padding insets move each edge halfway: the box's place follows the leading and top ones")
    func paddingInsets() throws {
        let insets = { (on: Bool) in on ? EdgeInsets(top: 40, leading: 20, bottom: 0, trailing: 0) : EdgeInsets() }
        try expectLinear(\.minX, from: 0, halfway: 10, to: 20) { on in
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("box").padding(insets(on))
        }
        try expectLinear(\.minY, from: 0, halfway: 20, to: 40) { on in
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("box").padding(insets(on))
        }
    }

    @Test("A flexible frame's minimum width moves halfway: 20 to 60 is 40 at half a second")
    func flexibleMinimum() throws {
        // The Color takes the frame's width: its ideal (0, under fixedSize) clamped to the minimum.
        try expectLinear(\.width, from: 20, halfway: 40, to: 60) { on in
            Color.red.frame(minWidth: on ? 60 : 20, maxWidth: 100).frame(height: 10)
                .fixedSize(horizontal: true, vertical: false).accessibilityIdentifier("box")
        }
    }

    @Test("Padding's data: a length in the first place, insets edge by edge; a value set back lands where it came from")
    func paddingData() {
        var length = PaddingModifier(edges: .horizontal, length: 12, insets: nil)
        #expect(length.animatableData == AnimatablePair(AnimatablePair(12, 0), AnimatablePair(0, 0)))
        length.animatableData = AnimatablePair(AnimatablePair(7, 99), AnimatablePair(99, 99))
        #expect(length.length == 7)
        var insets = PaddingModifier(edges: .all, length: nil, insets: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(insets.animatableData == AnimatablePair(AnimatablePair(1, 2), AnimatablePair(3, 4)))
        insets.animatableData = AnimatablePair(AnimatablePair(5, 6), AnimatablePair(7, 8))
        #expect(insets.insets == EdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))
        // Default padding (no length) is not animated: it stays nil.
        var standard = PaddingModifier(edges: .all, length: nil, insets: nil)
        standard.animatableData = AnimatablePair(AnimatablePair(30, 0), AnimatablePair(0, 0))
        #expect(standard.length == nil)
    }

    @Test("A flexible frame's data: six bounds, width's then height's; missing and infinite ones are 0 and stay as they are")
    func flexibleFrameData() {
        var frame = FlexibleFrameModifier(
            minWidth: 1, idealWidth: nil, maxWidth: .infinity, minHeight: 4, idealHeight: 5, maxHeight: 6, alignment: .center)
        #expect(frame.animatableData.first == AnimatablePair(1, AnimatablePair(0, 0)))
        #expect(frame.animatableData.second == AnimatablePair(4, AnimatablePair(5, 6)))
        frame.animatableData = AnimatablePair(AnimatablePair(10, AnimatablePair(20, 30)), AnimatablePair(40, AnimatablePair(50, 60)))
        #expect(frame.minWidth == 10 && frame.idealWidth == nil && frame.maxWidth == .infinity)
        #expect(frame.minHeight == 40 && frame.idealHeight == 50 && frame.maxHeight == 60)
    }
}
