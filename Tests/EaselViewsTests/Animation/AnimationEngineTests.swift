import EaselGraphics
@testable import EaselViews
import Foundation
import SwiftUI
import Testing

// The animation engine (issue 21): a change made with an animation moves every animatable value it changes from
// what is on screen to its new value on the host's clock. Expected values come from the curves' definitions,
// worked here independently of Easel's own curve code: a linear move is at t/d of the way; a cubic Bézier timing
// curve is solved by bisection below; a spring follows the damped oscillator x'' = −k(x − 1) − c x' with
// k = (2π/response)², c = 4π·dampingFraction/response (mass 1).

/// A box that moves right by 100 points when its button is tapped, with the animation given.
private struct Mover: View {
    let animation: Animation?
    @State private var right = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("box").offset(x: right ? 100 : 0)
            Button("Go") { withAnimation(animation) { right.toggle() } }.accessibilityIdentifier("go")
        }
        .frame(width: 200, alignment: .leading)
    }
}

/// The y of a unit cubic Bézier timing curve at progress x, found by bisection on the curve's x.
private func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func coordinate(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var low = 0.0, high = 1.0
    for _ in 0..<100 {
        let mid = (low + high) / 2
        if coordinate(x1, x2, mid) < x { low = mid } else { high = mid }
    }
    return coordinate(y1, y2, (low + high) / 2)
}

/// The damped oscillator's position (from 0 toward 1, at rest at the start), integrated with small steps of
/// the classical Runge–Kutta method: independent of the closed form Easel uses.
private func springPosition(response: Double, dampingFraction: Double, at time: Double) -> Double {
    let k = pow(2 * .pi / response, 2), c = 4 * .pi * dampingFraction / response
    var x = 0.0, v = 0.0
    let steps = 20_000
    let h = time / Double(steps)
    func a(_ x: Double, _ v: Double) -> Double { -k * (x - 1) - c * v }
    for _ in 0..<steps {
        let k1x = v, k1v = a(x, v)
        let k2x = v + h / 2 * k1v, k2v = a(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v, k3v = a(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v, k4v = a(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return x
}

/// The opacities of the opacity groups in a display list, outermost first.
private func opacities(in list: DisplayList) -> [Double] {
    groupEffects(in: list).compactMap { if case .opacity(let value) = $0 { value } else { nil } }
}

@Suite struct AnimationEngineTests {
    @Test("A linear one-second move is halfway at half a second and done at one")
    func linearMove() throws {
        let host = layOut(300, 300) { Mover(animation: .linear(duration: 1)) }
        #expect(host["box"]?.minX == 0)
        try host.tap(identifier: "go")
        #expect(host["box"]?.minX == 0)
        #expect(host.isAnimating)
        host.advance(by: 0.5)
        #expect(nearly(host["box"]?.minX, 50))
        host.advance(by: 0.25)
        #expect(nearly(host["box"]?.minX, 75))
        host.advance(by: 0.25)
        #expect(host["box"]?.minX == 100)
        #expect(!host.isAnimating)
        #expect(host.time == 1)
    }

    @Test("An ease-in-out move is at its Bézier curve's value")
    func easeInOut() throws {
        let host = layOut(300, 300) { Mover(animation: .easeInOut(duration: 1)) }
        try host.tap(identifier: "go")
        for step in [0.1, 0.25, 0.5, 0.8] {
            host.advance(by: step - host.time)
            let expected = 100 * bezier(0.42, 0, 0.58, 1, at: step)
            #expect(abs((host["box"]?.minX ?? -1) - expected) < 0.01, "at \(step) s")
        }
    }

    @Test("A spring's position follows the damped oscillator for its response and damping", arguments: [0.3, 1.0])
    func spring(dampingFraction: Double) throws {
        let host = layOut(300, 300) { Mover(animation: .spring(response: 0.5, dampingFraction: dampingFraction)) }
        try host.tap(identifier: "go")
        for time in [0.05, 0.1, 0.2, 0.35, 0.5, 0.8] {
            host.advance(by: time - host.time)
            let expected = 100 * springPosition(response: 0.5, dampingFraction: dampingFraction, at: time)
            #expect(abs((host["box"]?.minX ?? -1000) - expected) < 0.5, "at \(time) s")
        }
        host.advanceUntilIdle()
        #expect(host["box"]?.minX == 100)
    }

    @Test("Without an animation the change shows at once")
    func noAnimation() throws {
        let host = layOut(300, 300) { Mover(animation: nil) }
        try host.tap(identifier: "go")
        #expect(host["box"]?.minX == 100)
        #expect(!host.isAnimating)
    }

    @Test("A spring interrupted by a spring back starts from where it is, with its speed")
    func interruptedSpring() throws {
        let host = layOut(300, 300) { Mover(animation: .spring(response: 0.5, dampingFraction: 1)) }
        try host.tap(identifier: "go")
        host.advance(by: 0.1)
        let before = try #require(host["box"]?.minX)
        try host.tap(identifier: "go")
        // The presentation does not jump when the target changes.
        #expect(nearly(host["box"]?.minX, before))
        // It keeps moving right a little (its velocity carried), before it turns back.
        host.advance(by: 0.01)
        #expect((host["box"]?.minX ?? 0) > before)
        host.advanceUntilIdle()
        #expect(host["box"]?.minX == 0)
    }

    @Test("Two linear animations of one value add up when the second interrupts the first")
    func additiveCurves() throws {
        let host = layOut(300, 300) { Mover(animation: .linear(duration: 1)) }
        try host.tap(identifier: "go")
        host.advance(by: 0.5)
        try host.tap(identifier: "go")
        // First run: 0 → 100, at 0.5 of it; second: 100 → 0, just started: 50 + 0 − 0.
        #expect(nearly(host["box"]?.minX, 50))
        host.advance(by: 0.25)
        // First at 0.75 (75) plus second at 0.25 (−25).
        #expect(nearly(host["box"]?.minX, 50))
        host.advance(by: 0.25)
        // First done (100), second at 0.5 (−50).
        #expect(nearly(host["box"]?.minX, 50))
        host.advance(by: 0.5)
        #expect(host["box"]?.minX == 0)
    }

    @Test("A growing view pushes its siblings frame by frame")
    func layoutFollows() throws {
        struct Grower: View {
            @State private var tall = false
            var body: some View {
                VStack(spacing: 0) {
                    Color.blue.frame(width: 50, height: tall ? 100 : 20)
                    Color.red.frame(width: 50, height: 10).accessibilityIdentifier("below")
                    Button("Grow") { withAnimation(.linear(duration: 2)) { tall = true } }.accessibilityIdentifier("grow")
                }
            }
        }
        let host = layOut(300, 400) { Grower() }
        // The root stack sits at the origin at its own size: the view below starts at the box's 20 points.
        #expect(host["below"]?.minY == 20)
        try host.tap(identifier: "grow")
        host.advance(by: 1)
        // Halfway through two seconds the box has grown 40 of its 80 points, and the view below moved with it.
        #expect(nearly(host["below"]?.minY, 60))
        host.advance(by: 1)
        #expect(host["below"]?.minY == 100)
    }

    @Test("animation(_:value:) animates the changes below it only when its value changes")
    func animationForValue() throws {
        struct Scoped: View {
            @State private var right = false
            @State private var other = 0
            var body: some View {
                VStack(alignment: .leading) {
                    Color.red.frame(width: 10, height: 10).accessibilityIdentifier("box")
                        .offset(x: right ? 100 : 0)
                        .animation(.linear(duration: 1), value: right)
                    Color.blue.frame(width: CGFloat(10 + other), height: 10).accessibilityIdentifier("bar")
                    Button("Go") { right.toggle(); other += 10 }.accessibilityIdentifier("go")
                }
                .frame(width: 200, alignment: .leading)
            }
        }
        let host = layOut(300, 300) { Scoped() }
        try host.tap(identifier: "go")
        host.advance(by: 0.5)
        #expect(nearly(host["box"]?.minX, 50))
        // The bar's width changed in the same change, outside the modifier: it does not animate.
        #expect(host["bar"]?.width == 20)
    }

    @Test("An opacity change animates the group's opacity")
    func opacity() throws {
        struct Fader: View {
            @State private var hidden = false
            var body: some View {
                VStack {
                    Color.red.frame(width: 10, height: 10).opacity(hidden ? 0 : 1)
                    Button("Fade") { withAnimation(.linear(duration: 1)) { hidden = true } }.accessibilityIdentifier("fade")
                }
            }
        }
        let host = layOut(300, 300) { Fader() }
        try host.tap(identifier: "fade")
        host.advance(by: 0.25)
        #expect(opacities(in: host.displayList(scale: 1)).contains { abs($0 - 0.75) < 1e-9 })
    }

    @Test("An inserted view with an opacity transition is half transparent halfway; a removed one stays until its end")
    func insertionAndRemoval() throws {
        struct Toggler: View {
            @State private var shown = false
            var body: some View {
                VStack {
                    if shown {
                        Color.red.frame(width: 10, height: 10).accessibilityIdentifier("box").transition(.opacity)
                    }
                    Button("Toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }.accessibilityIdentifier("toggle")
                }
            }
        }
        let host = layOut(300, 300) { Toggler() }
        #expect(host["box"] == nil)
        try host.tap(identifier: "toggle")
        #expect(host["box"] != nil)
        host.advance(by: 0.5)
        #expect(opacities(in: host.displayList(scale: 1)).contains { abs($0 - 0.5) < 1e-9 })
        host.advance(by: 0.5)
        #expect(opacities(in: host.displayList(scale: 1)).isEmpty)
        #expect(!host.isAnimating)

        try host.tap(identifier: "toggle")
        host.advance(by: 0.5)
        // Mid-removal the view is still there, fading.
        #expect(host["box"] != nil)
        #expect(opacities(in: host.displayList(scale: 1)).contains { abs($0 - 0.5) < 1e-9 })
        host.advance(by: 0.5)
        #expect(host["box"] == nil)
        #expect(!host.isAnimating)
    }

    @Test("A view inserted without a transition of its own fades in")
    func defaultTransition() throws {
        struct Toggler: View {
            @State private var shown = false
            var body: some View {
                VStack {
                    if shown { Color.red.frame(width: 10, height: 10).accessibilityIdentifier("box") }
                    Button("Toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }.accessibilityIdentifier("toggle")
                }
            }
        }
        let host = layOut(300, 300) { Toggler() }
        try host.tap(identifier: "toggle")
        host.advance(by: 0.25)
        #expect(opacities(in: host.displayList(scale: 1)).contains { abs($0 - 0.25) < 1e-9 })
        host.advanceUntilIdle()
        #expect(opacities(in: host.displayList(scale: 1)).isEmpty)
    }

    @Test("ForEach elements removed with animation stay in place until their transition ends")
    func forEachRemoval() throws {
        struct List3: View {
            @State private var items = [1, 2, 3]
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(items, id: \.self) { item in
                        Color.red.frame(width: 10, height: 10).accessibilityIdentifier("item\(item)")
                    }
                    Button("Remove") { withAnimation(.linear(duration: 1)) { items.removeAll { $0 == 2 } } }
                        .accessibilityIdentifier("remove")
                }
            }
        }
        let host = layOut(300, 300) { List3() }
        let third = try #require(host["item3"])
        try host.tap(identifier: "remove")
        host.advance(by: 0.5)
        #expect(host["item2"] != nil)
        #expect(host["item3"] == third)
        host.advance(by: 0.5)
        #expect(host["item2"] == nil)
        // The root stack sits at the origin: the third moves up into the second's 10 points.
        #expect(nearly(host["item3"]?.minY, third.minY - 10))
    }

    @Test("repeatForever keeps the host animating")
    func repeatForever() throws {
        let host = layOut(300, 300) { Mover(animation: .linear(duration: 1).repeatForever(autoreverses: true)) }
        try host.tap(identifier: "go")
        host.advance(by: 10.25)
        #expect(host.isAnimating)
        // Passes alternate forward and back, one second each; the eleventh (10 s to 11 s) runs forward: a quarter
        // of the way.
        #expect(nearly(host["box"]?.minX, 25))
    }

    @Test("An animatable view's body sees its interpolated data")
    func animatableView() throws {
        struct Bar: View, Animatable {
            var length: Double
            var animatableData: Double {
                get { length }
                set { length = newValue }
            }
            var body: some View { Color.red.frame(width: length, height: 10).accessibilityIdentifier("bar") }
        }
        struct Holder: View {
            @State private var long = false
            var body: some View {
                VStack {
                    Bar(length: long ? 110 : 10)
                    Button("Go") { withAnimation(.linear(duration: 1)) { long = true } }.accessibilityIdentifier("go")
                }
            }
        }
        let host = layOut(300, 300) { Holder() }
        try host.tap(identifier: "go")
        host.advance(by: 0.3)
        #expect(nearly(host["bar"]?.width, 40))
    }

    @Test("withAnimation's completion runs once the animation ends")
    func completion() throws {
        final class Log: @unchecked Sendable { var done = 0 }
        let log = Log()
        struct Completer: View {
            let log: Log
            @State private var right = false
            var body: some View {
                VStack {
                    Color.red.frame(width: 10, height: 10).offset(x: right ? 100 : 0)
                    Button("Go") {
                        withAnimation(.linear(duration: 1)) { right = true } completion: { log.done += 1 }
                    }.accessibilityIdentifier("go")
                }
            }
        }
        let host = layOut(300, 300) { Completer(log: log) }
        try host.tap(identifier: "go")
        host.advance(by: 0.5)
        #expect(log.done == 0)
        host.advance(by: 0.5)
        #expect(log.done == 1)
    }

    @Test("The same taps and times give the same bytes")
    func deterministic() throws {
        func frame() throws -> Data {
            let host = layOut(300, 300) { Mover(animation: .spring(duration: 0.4, bounce: 0.3)) }
            try host.tap(identifier: "go")
            host.advance(by: 0.137)
            return try host.render(as: .png, scale: 2)
        }
        #expect(try frame() == frame())
    }

    @Test("Moving the clock backward or by NaN is refused with a diagnostic")
    func badClock() {
        let host = layOut(100, 100) { Color.red }
        host.advance(by: -1)
        host.advance(by: .nan)
        #expect(host.time == 0)
        #expect(host.diagnostics.filter { $0.message.contains("advance(by:") }.count == 2)
    }
}

@Suite struct ScopedAnimationTests {
    @Test("animation(_:body:) animates the modifiers in its body only")
    func scoped() throws {
        struct Scoped: View {
            @State private var on = false
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Color.red.frame(width: on ? 110 : 10, height: 10).accessibilityIdentifier("inner")
                        .animation(.linear(duration: 1)) { content in
                            content.offset(x: on ? 100 : 0)
                        }
                    Button("Go") { on.toggle() }.accessibilityIdentifier("go")
                }
                .frame(width: 300, alignment: .leading)
            }
        }
        let host = layOut(300, 200) { Scoped() }
        try host.tap(identifier: "go")
        host.advance(by: 0.5)
        // The offset, applied in the body, is halfway; the frame, part of the view itself, changed at once.
        #expect(nearly(host["inner"]?.minX, 50))
        #expect(host["inner"]?.width == 110)
    }
}
