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
    /// A small card that, tapped, is replaced by a large one with the same id in the same namespace. Each card is
    /// a 10-point red strip beside a blue fill, so a card laid out at a new size keeps its strip 10 wide, where one
    /// scaled to that size would not.
    struct Hero: View {
        @Namespace private var space
        @State private var large = false
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ZStack(alignment: .topLeading) {
                    if large {
                        card("large").matchedGeometryEffect(id: "card", in: space).frame(width: 200, height: 100)
                            .accessibilityIdentifier("large")
                    } else {
                        card("small").matchedGeometryEffect(id: "card", in: space).frame(width: 20, height: 20)
                            .accessibilityIdentifier("small")
                    }
                }
                .frame(width: 300, height: 200, alignment: .topLeading)
                Button("Toggle") { withAnimation(.linear(duration: 1)) { large.toggle() } }.accessibilityIdentifier("toggle")
            }
            .frame(width: 300, height: 300, alignment: .topLeading)
        }

        func card(_ name: String) -> some View {
            HStack(spacing: 0) {
                Color.red.frame(width: 10).accessibilityIdentifier("\(name)-strip")
                Color.blue.accessibilityIdentifier("\(name)-fill")
            }
            .accessibilityIdentifier("\(name)-card")
        }
    }

    @Test("A view that takes a matched view's place is laid out at the frame moving from the old one to its own")
    func hero() throws {
        let host = layOut(300, 300) { Hero() }
        try host.tap(identifier: "toggle")
        // At the start of the move the new card is where the old one was.
        #expect(host["large-card"] == CGRect(x: 0, y: 0, width: 20, height: 20))
        host.advance(by: 0.5)
        // Halfway from (0, 0, 20, 20) to its own frame (0, 0, 200, 100): 110 × 60 at (0, 0). Its container still
        // lays it out at its own frame; its content is laid out in the moving one, the strip still 10 wide.
        #expect(host["large"] == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(host["large-card"] == CGRect(x: 0, y: 0, width: 110, height: 60))
        #expect(host["large-strip"] == CGRect(x: 0, y: 0, width: 10, height: 60))
        #expect(host["large-fill"] == CGRect(x: 10, y: 0, width: 100, height: 60))
        // The leaving card, kept while its transition runs, moves toward the new frame at the same pace.
        #expect(host["small-card"] == CGRect(x: 0, y: 0, width: 110, height: 60))
        // Drawn where it is laid out: no scaling transform, the fill's rectangle at its moving frame.
        #expect(!transforms(in: host.displayList(scale: 1)).contains { $0.a != 1 || $0.d != 1 })
        host.advance(by: 0.5)
        #expect(!host.isAnimating)
        #expect(host["small"] == nil)
        #expect(host["large-card"] == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    /// Shows `before` until "swap" is tapped, then `after`, with a one-second linear animation, in a ZStack framed
    /// to `stage` with `alignment`; both are made with the same namespace.
    struct Swap<Before: View, After: View>: View {
        @Namespace private var space
        @State private var swapped = false
        var stage: CGSize
        var alignment: Alignment = .center
        @ViewBuilder var before: (Namespace.ID) -> Before
        @ViewBuilder var after: (Namespace.ID) -> After

        var body: some View {
            VStack(spacing: 0) {
                ZStack(alignment: alignment) {
                    if swapped { after(space) } else { before(space) }
                }
                .frame(width: stage.width, height: stage.height, alignment: alignment)
                Button("Swap") { withAnimation(.linear(duration: 1)) { swapped.toggle() } }.accessibilityIdentifier("swap")
            }
        }
    }

    /// Lays out `swap`, taps "swap" and moves the clock `seconds`; also returns the stage's top.
    static func swapped(_ swap: some View, stage: CGSize, after seconds: TimeInterval) throws -> (ViewHost, CGFloat) {
        let host = layOut(stage.width, stage.height + 100) { swap }
        let top = try #require(host["swap"]).minY - stage.height
        try host.tap(identifier: "swap")
        host.advance(by: seconds)
        return (host, top)
    }

    @Test("The move is in window space: a container that moves under the same animation does not carry it")
    func windowSpace() throws {
        // The ZStack takes its content's size and is centred, so it moves and grows with the change.
        let blue = Color(red: 0, green: 0, blue: 1)
        let stage = CGSize(width: 400, height: 400)
        let (host, top) = try Self.swapped(Swap(stage: stage) { space in
            blue.matchedGeometryEffect(id: "card", in: space).frame(width: 20, height: 20)
        } after: { space in
            blue.accessibilityIdentifier("fill").matchedGeometryEffect(id: "card", in: space).frame(width: 200, height: 100)
        }, stage: stage, after: 0.5)
        // From (190, 190, 20, 20) to (100, 150, 200, 100), below the stack's top: halfway is (145, 170, 110, 60).
        #expect(host["fill"] == CGRect(x: 145, y: top + 170, width: 110, height: 60))
        #expect(blueRectangles(in: host.displayList(scale: 1)).contains(CGRect(x: 145, y: top + 170, width: 110, height: 60)))
    }

    @Test("A matched view deep inside the inserted and removed views (a background) moves as well")
    func insideBackground() throws {
        let stage = CGSize(width: 390, height: 500)
        let (host, top) = try Self.swapped(Swap(stage: stage) { space in
            Color.clear.frame(width: 100, height: 100)
                .background(Color.red.accessibilityIdentifier("old").matchedGeometryEffect(id: "m", in: space))
        } after: { space in
            Color.clear.frame(width: 300, height: 300)
                .background(Color.red.accessibilityIdentifier("new").matchedGeometryEffect(id: "m", in: space))
        }, stage: stage, after: 0.5)
        // From (145, 200, 100, 100) to (45, 100, 300, 300): halfway is (95, 150, 200, 200), for the view coming
        // and for the one going, which moves toward it.
        #expect(host["new"] == CGRect(x: 95, y: top + 150, width: 200, height: 200))
        #expect(host["old"] == CGRect(x: 95, y: top + 150, width: 200, height: 200))
        host.advanceUntilIdle()
        #expect(host["new"] == CGRect(x: 45, y: top + 100, width: 300, height: 300))
        #expect(host["old"] == nil)
    }

    @Test("With .position only the moving view keeps its own size; its anchor point moves")
    func positionOnly() throws {
        let stage = CGSize(width: 300, height: 100)
        let (host, top) = try Self.swapped(Swap(stage: stage, alignment: .topLeading) { space in
            Color.blue.frame(width: 20, height: 20)
                .matchedGeometryEffect(id: "box", in: space, properties: .position, anchor: .topLeading)
        } after: { space in
            Color.blue.frame(width: 40, height: 40).accessibilityIdentifier("box")
                .matchedGeometryEffect(id: "box", in: space, properties: .position, anchor: .topLeading)
                .padding(.leading, 200)
        }, stage: stage, after: 0.25)
        // Top-leading corners from (0, 0) to (200, 0): a quarter of the way is x = 50; the size stays 40 × 40.
        #expect(host["box"] == CGRect(x: 50, y: top, width: 40, height: 40))
    }
}

/// The rectangles filled with opaque pure blue, in the root's space (drawn without transforms).
private func blueRectangles(in list: DisplayList) -> [CGRect] {
    list.items.flatMap { item -> [CGRect] in
        switch item {
        case .fill(let path, .color(let color), _) where color == RGBA(0, 0, 255): [path.boundingRect]
        case .group(_, let content), .list(let content): blueRectangles(in: content)
        default: []
        }
    }
}
