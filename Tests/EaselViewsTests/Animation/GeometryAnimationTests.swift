@testable import EaselGraphics
import EaselViews
import Foundation
import SwiftUI
import Testing

// Implicit geometry animation (issue 21): SwiftUI animates every view's frame when a change made with an
// animation moves it, even where no animatable value of the view changed (an alignment, a sibling inserted).
// With a one-second linear animation, a view is halfway between its old and new frames at 0.5 s.
@Suite struct GeometryAnimationTests {
    struct Slider: View {
        @State private var on = false
        var body: some View {
            VStack(spacing: 0) {
                Circle().frame(width: 20, height: 20).accessibilityIdentifier("knob")
                    .frame(maxWidth: .infinity, alignment: on ? .trailing : .leading)
                Button("Go") { withAnimation(.linear(duration: 1)) { on.toggle() } }.accessibilityIdentifier("go")
                Button("Jump") { on.toggle() }.accessibilityIdentifier("jump")
            }
            .frame(width: 200)
        }
    }

    @Test("A view moved by a change of alignment under withAnimation is halfway at 0.5 s, then at rest")
    func alignmentMoves() throws {
        let host = ViewHost(Slider())
        #expect(host.frame(of: "knob")?.minX == 0)
        try host.tap(identifier: "go")
        #expect(host.frame(of: "knob")?.minX == 0, "at the change, still where it was")
        host.advance(by: 0.5)
        #expect(nearly(host.frame(of: "knob")?.minX, 90))
        #expect(host.isAnimating)
        host.advance(by: 0.5)
        #expect(nearly(host.frame(of: "knob")?.minX, 180))
        #expect(!host.isAnimating)
    }

    @Test("The drawing follows: the knob's circle is drawn halfway at 0.5 s")
    func drawingFollows() throws {
        let host = ViewHost(Slider())
        try host.tap(identifier: "go")
        host.advance(by: 0.5)
        let list = try host.displayList(scale: 1)
        let circles = list.items.flatMap { Self.fillBounds($0) }.filter { $0.width == 20 && $0.height == 20 }
        #expect(circles.count == 1)
        #expect(nearly(circles.first?.minX, 90))
    }

    @Test("A change written through Binding.animation animates as withAnimation does; .animation(nil) jumps")
    func bindingAnimation() throws {
        struct Switch: View {
            @State private var on = false
            let animation: Animation?
            var body: some View {
                VStack(spacing: 0) {
                    Circle().frame(width: 20, height: 20).accessibilityIdentifier("knob")
                        .frame(maxWidth: .infinity, alignment: on ? .trailing : .leading)
                    Toggle("On", isOn: $on.animation(animation)).accessibilityIdentifier("toggle")
                }
                .frame(width: 200)
            }
        }
        // The switch is at the row's trailing end (a toggle's label takes no taps on iOS).
        func flip(_ host: ViewHost) throws {
            let row = try #require(host.frame(of: "toggle"))
            try host.tap(at: CGPoint(x: row.maxX - 10, y: row.midY))
        }
        let host = ViewHost(Switch(animation: .linear(duration: 1)))
        try flip(host)
        host.advance(by: 0.5)
        #expect(nearly(host.frame(of: "knob")?.minX, 90))
        host.advance(by: 0.5)
        #expect(nearly(host.frame(of: "knob")?.minX, 180))
        let still = ViewHost(Switch(animation: nil))
        try flip(still)
        #expect(still.frame(of: "knob")?.minX == 180)
        #expect(!still.isAnimating)
    }

    @Test("Without an animation the view jumps")
    func jumpsWithoutAnimation() throws {
        let host = ViewHost(Slider())
        try host.tap(identifier: "jump")
        #expect(host.frame(of: "knob")?.minX == 180)
        #expect(!host.isAnimating)
    }

    @Test("A view inserted before a sibling pushes it: the sibling slides as the new one fades in")
    func insertionPushesSibling() throws {
        struct Insert: View {
            @State private var show = false
            var body: some View {
                VStack(spacing: 0) {
                    if show { Color.red.frame(width: 50, height: 50) }
                    Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("blue")
                    Button("Go") { withAnimation(.linear(duration: 1)) { show = true } }.accessibilityIdentifier("go")
                }
                .frame(height: 300, alignment: .top)
            }
        }
        let host = ViewHost(Insert())
        #expect(host.frame(of: "blue")?.minY == 0)
        try host.tap(identifier: "go")
        host.advance(by: 0.5)
        #expect(nearly(host.frame(of: "blue")?.minY, 25))
        host.advanceUntilIdle()
        #expect(host.frame(of: "blue")?.minY == 50)
    }

    @Test(".animation(_:value:) moves the views below it when the value changes, without withAnimation")
    func scopedAnimation() throws {
        struct Toggle: View {
            @State private var on = false
            var body: some View {
                VStack(spacing: 0) {
                    HStack(spacing: 0) {
                        if on { Spacer() }
                        Circle().frame(width: 20, height: 20).accessibilityIdentifier("knob")
                    }
                    .frame(width: 200)
                    .animation(.linear(duration: 1), value: on)
                    Button("Go") { on.toggle() }.accessibilityIdentifier("go")
                }
            }
        }
        let host = ViewHost(Toggle())
        // Alone, the 20-point knob is centered in the 200-point frame (x = 90); after a Spacer, at its end (180).
        #expect(host.frame(of: "knob")?.minX == 90)
        try host.tap(identifier: "go")
        host.advance(by: 0.5)
        #expect(nearly(host.frame(of: "knob")?.minX, 135))
        host.advance(by: 0.5)
        #expect(host.frame(of: "knob")?.minX == 180)
    }

    @Test("A spring's move follows the damped oscillator: critically damped, response 1, at 0.25 s")
    func springMove() throws {
        struct Spring: View {
            @State private var on = false
            var body: some View {
                VStack(spacing: 0) {
                    Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("box")
                        .frame(maxWidth: .infinity, alignment: on ? .trailing : .leading)
                    Button("Go") { withAnimation(.spring(response: 1, dampingFraction: 1)) { on = true } }
                        .accessibilityIdentifier("go")
                }
                .frame(width: 120)
            }
        }
        let host = ViewHost(Spring())
        try host.tap(identifier: "go")
        host.advance(by: 0.25)
        // x(t) = 100 · (1 − (1 + ωt) e^(−ωt)), ω = 2π / response.
        let omega = 2 * Double.pi, t = 0.25
        let expected = 100 * (1 - (1 + omega * t) * exp(-omega * t))
        let x = try #require(host.frame(of: "box")?.minX)
        #expect(abs(x - expected) < 0.5)
    }

    final class Log: @unchecked Sendable {
        var done: [TimeInterval] = []
        var back: [TimeInterval] = []
    }

    /// A knob moved only by layout (an alignment), with completions that note the host's time.
    struct CompletingSlider: View {
        let log: Log
        let clock: () -> TimeInterval
        @State private var on = false
        @State private var shown = true
        @State private var label = "Knob"
        var body: some View {
            VStack(spacing: 0) {
                if shown {
                    Circle().frame(width: 20, height: 20).accessibilityIdentifier("knob")
                        .frame(maxWidth: .infinity, alignment: on ? .trailing : .leading)
                        .accessibilityLabel(label)
                }
                Button("Go") {
                    withAnimation(.linear(duration: 1)) { on.toggle() } completion: { log.done.append(clock()) }
                }.accessibilityIdentifier("go")
                Button("Removed") {
                    withAnimation(.linear(duration: 1), completionCriteria: .removed) { on.toggle() } completion: {
                        log.done.append(clock())
                    }
                }.accessibilityIdentifier("removed")
                Button("Still") {
                    withAnimation(.linear(duration: 1)) { label = "Dial" } completion: { log.done.append(clock()) }
                }.accessibilityIdentifier("still")
                Button("Hide") { shown = false }.accessibilityIdentifier("hide")
            }
            .frame(width: 200)
        }
    }

    /// A host of `CompletingSlider` whose completions note the host's clock.
    static func sliderHost(_ log: Log) -> ViewHost {
        var host: ViewHost!
        host = ViewHost(CompletingSlider(log: log) { host.time })
        return host
    }

    @Test("withAnimation's completion waits for the views its change moves, with either criterion: not before the 1 s move ends, at 1 s",
          arguments: ["go", "removed"])
    func completionWaitsForMoves(button: String) throws {
        let log = Log()
        let host = Self.sliderHost(log)
        try host.tap(identifier: button)
        host.advance(by: 0.75)
        #expect(log.done.isEmpty, "the knob is still moving")
        host.advance(by: 0.25)
        #expect(log.done == [1])
        #expect(!host.isAnimating)
    }

    @Test("A body that changes nothing shown runs its completion immediately after the body, once (Apple's documented rule)")
    func completionWithoutChange() throws {
        final class Counter: @unchecked Sendable {
            var runs = 0
            var runsRightAfterBody: Int?
        }
        let counter = Counter()
        struct Idle: View {
            let counter: Counter
            var body: some View {
                Button("Idle") {
                    withAnimation(.linear(duration: 1)) {} completion: { counter.runs += 1 }
                    // Still inside the tap's action.
                    counter.runsRightAfterBody = counter.runs
                }.accessibilityIdentifier("idle")
            }
        }
        let host = ViewHost(Idle(counter: counter))
        try host.tap(identifier: "idle")
        #expect(counter.runsRightAfterBody == 1, "run before the action went on")
        host.advance(by: 2)
        #expect(counter.runs == 1)
        // Outside any host, too.
        var outside = 0
        withAnimation {} completion: { outside += 1 }
        #expect(outside == 1)
        // A nested transaction copied from the outer one does not run the outer completion early.
        var nested = 0
        withAnimation(.linear(duration: 1)) {
            withTransaction(\.disablesAnimations, false) {}
            #expect(nested == 0)
        } completion: { nested += 1 }
        #expect(nested == 1)
    }

    /// A square springing right with a completion of one criterion, and a second spring that can take it back.
    struct Interrupted: View {
        let log: Log
        let clock: () -> TimeInterval
        let criteria: AnimationCompletionCriteria
        @State private var x: CGFloat = 0
        var body: some View {
            VStack {
                Color.red.frame(width: 10, height: 10).offset(x: x)
                Button("Go") {
                    withAnimation(.spring(duration: 0.5, bounce: 0), completionCriteria: criteria) { x = 100 } completion: {
                        log.done.append(clock())
                    }
                }.accessibilityIdentifier("go")
                Button("Back") {
                    withAnimation(.spring(duration: 1.5, bounce: 0)) { x = 0 } completion: { log.back.append(clock()) }
                }.accessibilityIdentifier("back")
            }
        }
    }

    /// The times at which the first spring's and the second spring's completions ran, with the second spring
    /// started 0.1 s into the first (or never), advancing a display frame at a time.
    func completionTimes(_ criteria: AnimationCompletionCriteria, interrupt: Bool) throws -> (done: [TimeInterval], back: [TimeInterval]) {
        let log = Log()
        var host: ViewHost!
        host = ViewHost(Interrupted(log: log, clock: { host.time }, criteria: criteria))
        try host.tap(identifier: "go")
        host.advance(by: 0.1)
        if interrupt { try host.tap(identifier: "back") }
        host.advanceUntilIdle(limit: 10)
        return (log.done, log.back)
    }

    @Test("An interrupted spring's completion: .logicallyComplete at its own end, ignoring the spring that took over; .removed with that spring",
          arguments: [AnimationCompletionCriteria.logicallyComplete, .removed])
    func completionOfTakenOverSpring(criteria: AnimationCompletionCriteria) throws {
        let alone = try completionTimes(criteria, interrupt: false)
        let interrupted = try completionTimes(criteria, interrupt: true)
        let end = try #require(alone.done.first)
        let backEnd = try #require(interrupted.back.first)
        #expect(backEnd > end + 0.1, "the second, longer spring ends later")
        #expect(interrupted.done.count == 1)
        let expected = criteria == .removed ? backEnd : end
        #expect(abs((interrupted.done.first ?? 0) - expected) < 1.0 / 60 + 1e-9, "not when the spring was taken over (0.1 s)")
    }

    @Test("A change that moves nothing completes in its own update; a moving view that leaves stops holding it")
    func completionWithoutMoves() throws {
        let log = Log()
        let host = Self.sliderHost(log)
        try host.tap(identifier: "still")
        host.update()
        #expect(log.done == [0])
        try host.tap(identifier: "go")
        host.advance(by: 0.25)
        #expect(log.done == [0])
        try host.tap(identifier: "hide")
        host.advance(by: 0)
        #expect(log.done == [0, 0.25], "the knob left mid-move, so nothing is left to wait for")
    }

    /// Rows of which the middle one is removed under an animation, with the default transition (a fade).
    struct FadingRows: View {
        @State private var rows = ["A", "B", "C"]
        var body: some View {
            VStack(spacing: 10) {
                ForEach(rows, id: \.self) { row in
                    Color.blue.frame(width: 100, height: 40).accessibilityIdentifier(row)
                }
                Button("Remove") { withAnimation(.linear(duration: 1)) { rows.removeAll { $0 == "B" } } }
                    .accessibilityIdentifier("remove")
            }
            .frame(width: 200, height: 300, alignment: .top)
        }
    }

    @Test("A view fading out stays where it was: the fade's wrapper around it is not a move")
    func removedViewStaysPut() throws {
        let host = layOut(200, 300) { FadingRows() }
        let b = try #require(host["B"])
        try host.tap(identifier: "remove")
        for _ in 0..<3 {
            host.advance(by: 0.25)
            #expect(host["B"] == b)
        }
        host.advanceUntilIdle()
        #expect(host["B"] == nil)
    }

    static func fillBounds(_ item: DisplayItem) -> [CGRect] {
        switch item {
        case .fill(let path, _, _): [path.boundingRect]
        case .group(_, let content), .list(let content): content.items.flatMap(fillBounds)
        default: []
        }
    }
}
