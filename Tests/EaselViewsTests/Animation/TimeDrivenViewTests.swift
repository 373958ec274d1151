import EaselGraphics
@testable import EaselViews
import Foundation
import SwiftUI
import Testing

// Views driven by the host's clock (issue 21): keyframe and phase animators and timeline views. Expected values come
// from the definitions: a linear keyframe over one second is at t of the way; a phase moves with its animation and
// the next begins when it ends; a periodic timeline shows its latest entry at or before the host's date.
@Suite struct TimeDrivenViewTests {
    /// The host's clock starts at 1 January 2026, 9:41 UTC (docs/Decisions.md).
    static let start = Date(timeIntervalSince1970: 1_767_260_460)

    @Test("A repeating keyframe animator loops its keyframes")
    func repeatingKeyframes() {
        let host = layOut(300, 100) {
            KeyframeAnimator(initialValue: 0.0, repeating: true) { value in
                Color.red.frame(width: 10 + value, height: 10).accessibilityIdentifier("bar")
            } keyframes: { _ in
                LinearKeyframe(100.0, duration: 1)
            }
        }
        #expect(host["bar"]?.width == 10)
        host.advance(by: 0.5)
        #expect(nearly(host["bar"]?.width, 60))
        host.advance(by: 0.75)
        // 1.25 s: a quarter into the second loop.
        #expect(nearly(host["bar"]?.width, 35))
        #expect(host.isAnimating)
    }

    @Test("A triggered keyframe animator plays once per change of its trigger, then shows its initial value")
    func triggeredKeyframes() throws {
        struct Bouncer: View {
            @State private var taps = 0
            var body: some View {
                VStack {
                    KeyframeAnimator(initialValue: 0.0, trigger: taps) { value in
                        Color.red.frame(width: 10 + value, height: 10).accessibilityIdentifier("bar")
                    } keyframes: { _ in
                        LinearKeyframe(100.0, duration: 0.5)
                        LinearKeyframe(0.0, duration: 0.5)
                    }
                    Button("Tap") { taps += 1 }.accessibilityIdentifier("tap")
                }
            }
        }
        let host = layOut(300, 200) { Bouncer() }
        host.advance(by: 1)
        #expect(host["bar"]?.width == 10)
        #expect(!host.isAnimating)
        try host.tap(identifier: "tap")
        host.advance(by: 0.25)
        #expect(nearly(host["bar"]?.width, 60))
        host.advance(by: 0.5)
        #expect(nearly(host["bar"]?.width, 60))
        host.advance(by: 0.5)
        #expect(host["bar"]?.width == 10)
        #expect(!host.isAnimating)
    }

    @Test("A phase animator moves to each phase with its animation, the next beginning when it ends")
    func phases() {
        let host = layOut(300, 100) {
            PhaseAnimator([0.0, 100.0]) { x in
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("box").offset(x: x)
            } animation: { _ in
                .linear(duration: 1)
            }
        }
        let origin = host["box"]?.minX ?? 0
        host.advance(by: 0.5)
        #expect(nearly(host["box"].map { $0.minX - origin }, 50))
        host.advance(by: 0.75)
        // The first move ended at 1 s; the way back to phase 0 is a quarter done.
        #expect(nearly(host["box"].map { $0.minX - origin }, 75))
        #expect(host.isAnimating)
    }

    @Test("A periodic timeline shows its latest entry's date")
    func periodicTimeline() {
        let start = Self.start
        let host = layOut(300, 100) {
            TimelineView(.periodic(from: start, by: 1)) { context in
                Color.red.frame(width: 10 + context.date.timeIntervalSince(start), height: 10).accessibilityIdentifier("bar")
            }
        }
        #expect(host.date == start)
        #expect(host["bar"]?.width == 10)
        host.advance(by: 2.5)
        #expect(host["bar"]?.width == 12)
        host.advance(by: 0.5)
        #expect(host["bar"]?.width == 13)
    }

    @Test("An explicit timeline changes only at its dates")
    func explicitTimeline() {
        let start = Self.start
        let dates = [start.addingTimeInterval(5), start.addingTimeInterval(7)]
        let host = layOut(300, 100) {
            TimelineView(.explicit(dates)) { context in
                Color.red.frame(width: 10 + context.date.timeIntervalSince(start), height: 10).accessibilityIdentifier("bar")
            }
        }
        // Before the first entry the content shows the host's date.
        #expect(host["bar"]?.width == 10)
        host.advance(by: 6)
        #expect(host["bar"]?.width == 15)
        host.advance(by: 10)
        #expect(host["bar"]?.width == 17)
    }
}

// A geometry effect of the app's own, animated: the classic shake, an offset of amplitude × sin(shakes × 2π).
private struct Shake: GeometryEffect {
    var travelled: CGFloat
    var animatableData: CGFloat {
        get { travelled }
        set { travelled = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: 10 * sin(travelled * .pi * 2), y: 0))
    }
}

@Suite struct GeometryEffectTests {
    @Test("An animatable geometry effect moves the drawing by its transform at the presentation")
    func shake() throws {
        struct Shaker: View {
            @State private var attempts: CGFloat = 0
            var body: some View {
                VStack {
                    Color.red.frame(width: 10, height: 10).modifier(Shake(travelled: attempts))
                    Button("Shake") { withAnimation(.linear(duration: 1)) { attempts += 1 } }.accessibilityIdentifier("shake")
                }
            }
        }
        let host = layOut(300, 200) { Shaker() }
        try host.tap(identifier: "shake")
        host.advance(by: 0.25)
        // A quarter of the way: sin(π/2) = 1, so 10 points to the right.
        let moved = transforms(in: host.displayList(scale: 1))
        #expect(moved.contains { abs($0.tx - 10) < 1e-6 && $0.a == 1 })
    }
}

/// The transforms of the transform groups in a display list.
private func transforms(in list: DisplayList) -> [CGAffineTransform] {
    groupEffects(in: list).compactMap { if case .transform(let transform) = $0 { transform } else { nil } }
}

@Suite struct MatchedGeometryTests {
    /// A small square that, tapped, is replaced by a large one with the same id in the same namespace.
    struct Hero: View {
        @Namespace private var space
        @State private var large = false
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ZStack(alignment: .topLeading) {
                    if large {
                        Color.blue.matchedGeometryEffect(id: "card", in: space).frame(width: 200, height: 100)
                            .accessibilityIdentifier("large")
                    } else {
                        Color.blue.matchedGeometryEffect(id: "card", in: space).frame(width: 20, height: 20)
                            .accessibilityIdentifier("small")
                    }
                }
                .frame(width: 300, height: 200, alignment: .topLeading)
                Button("Toggle") { withAnimation(.linear(duration: 1)) { large.toggle() } }.accessibilityIdentifier("toggle")
            }
            .frame(width: 300, height: 300, alignment: .topLeading)
        }
    }

    @Test("A view that takes a matched view's place is drawn moving from the old frame to its own")
    func hero() throws {
        let host = layOut(300, 300) { Hero() }
        try host.tap(identifier: "toggle")
        host.advance(by: 0.5)
        // The large view's own frame is (0, 0, 200, 100); halfway from (0, 0, 20, 20) its drawn size is 110 × 60,
        // centred halfway between the centres (10, 10) and (100, 50): (55, 30). So the drawing is scaled by
        // 110/200 and 60/100 and placed at (0, 0).
        let large = try #require(host["large"])
        #expect(large == CGRect(x: 0, y: 0, width: 200, height: 100))
        let moved = transforms(in: host.displayList(scale: 1))
        #expect(moved.contains { abs($0.a - 0.55) < 1e-9 && abs($0.d - 0.6) < 1e-9 && abs($0.tx) < 1e-9 && abs($0.ty) < 1e-9 })
        host.advance(by: 0.5)
        #expect(!host.isAnimating)
        #expect(host["small"] == nil)
    }
}
