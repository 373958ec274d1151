@testable import EaselViews
import Foundation
import SwiftUI
import Testing

// What the animation store keeps (issue 25, memory): an animatable value that has not moved keeps only its bytes,
// and a track is made only when a change with an animation moves it, from the value kept. Expected positions come
// from the linear curve: a one-second move is at t/d of the way from where the value was.

/// A box that can jump to x = 100 without animation, or glide to x = 0 over one linear second.
private struct JumpOrGlide: View {
    @State private var x: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("box").offset(x: x)
            Button("Jump") { x = 100 }.accessibilityIdentifier("jump")
            Button("Glide") { withAnimation(.linear(duration: 1)) { x = 0 } }.accessibilityIdentifier("glide")
            Button("Glide back") { withAnimation(.linear(duration: 1)) { x = 100 } }.accessibilityIdentifier("back")
        }
        .frame(width: 200, alignment: .leading)
    }
}

/// Animatable data of no bytes at all that is not `EmptyAnimatableData`: an app may write one.
private struct NoData: VectorArithmetic {
    static var zero: NoData { NoData() }
    static func + (lhs: NoData, rhs: NoData) -> NoData { NoData() }
    static func - (lhs: NoData, rhs: NoData) -> NoData { NoData() }
    mutating func scale(by rhs: Double) {}
    var magnitudeSquared: Double { 0 }
}

/// A square whose animatable data is `NoData`.
private struct PlainSquare: Shape {
    var animatableData = NoData()
    func path(in rect: CGRect) -> Path { Path(rect) }
}

/// The same square with a number for its animatable data: plain bytes, kept still.
private struct NumberedSquare: Shape {
    var animatableData: Double = 0
    func path(in rect: CGRect) -> Path { Path(rect) }
}

extension ViewHost {
    fileprivate var animationCounts: (entries: Int, still: Int) { graph.root.animationCounts }
}

@Suite struct AnimationStoreTests {
    @Test("Values that have not moved keep no track; a change without animation makes none")
    func stillValuesKeepNoTrack() throws {
        let plain = layOut(300, 300) { Color.red.frame(width: 10, height: 10).offset(x: 5).opacity(0.5) }
        #expect(plain.animationCounts == (0, 4), "the color, the frame, the offset and the opacity, each still")

        // The buttons' styles keep entries of their own (transition sites, and tracks of values that are not plain
        // bytes); the jump adds none.
        let host = layOut(300, 300) { JumpOrGlide() }
        let initial = host.animationCounts
        try host.tap(identifier: "jump")
        #expect(host["box"]?.minX == 100)
        #expect(!host.isAnimating)
        #expect(host.animationCounts == initial)
    }

    @Test("Animatable data of no bytes is kept on a track, not as still bytes, and draws")
    func zeroSizedData() throws {
        let host = layOut(100, 100) { PlainSquare().fill(Color.red).frame(width: 10, height: 10) }
        let numbered = layOut(100, 100) { NumberedSquare().fill(Color.red).frame(width: 10, height: 10) }
        // The views differ only in the shape's data: one track more, one still value fewer.
        #expect(host.animationCounts.entries == numbered.animationCounts.entries + 1)
        #expect(host.animationCounts.still == numbered.animationCounts.still - 1)
        #expect(host.diagnostics.isEmpty)
        #expect(host.size == CGSize(width: 10, height: 10))
    }

    @Test("A value changed without animation moves from its new value when a later change animates it")
    func glideStartsFromTheJump() throws {
        let host = layOut(300, 300) { JumpOrGlide() }
        let initial = host.animationCounts
        try host.tap(identifier: "jump")
        try host.tap(identifier: "glide")
        #expect(host.isAnimating)
        #expect(host.animationCounts == (initial.entries + 1, initial.still - 1), "only the offset moves")
        host.advance(by: 0.5)
        #expect(nearly(host["box"]?.minX, 50))
        host.advance(by: 0.5)
        #expect(host["box"]?.minX == 0)
        #expect(!host.isAnimating)
    }

    @Test("A track at rest goes back to a still value, and the value moves again from where it rested")
    func restingTrackIsKeptStill() throws {
        let host = layOut(300, 300) { JumpOrGlide() }
        let initial = host.animationCounts
        // Each move is a quarter of the way from where the box rested at a quarter of its second; once it rests, the
        // evaluation that saw its track come to rest has kept its value still again.
        for (button, quarter, end): (String, CGFloat, CGFloat) in [("back", 25, 100), ("glide", 75, 0)] {
            try host.tap(identifier: button)
            host.advance(by: 0.25)
            #expect(nearly(host["box"]?.minX, quarter), "\(button)")
            host.advanceUntilIdle()
            #expect(host["box"]?.minX == end, "\(button)")
            #expect(host.animationCounts == initial, "\(button)")
        }
    }
}
