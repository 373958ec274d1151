import EaselViews
import Foundation
import SwiftUI
import Testing

// The timing math of SwiftUI's animations. Expected values are worked from the formulas in the comments (the
// curves' definitions, the closed-form solutions of the damped spring, SwiftUI's documented conversions), never
// taken from a run of the code under test.

/// Runs `animation` over a change of `value` at `time`, with a fresh context holding `initialVelocity` in the key
/// the engine uses for a merge.
private func animate(_ animation: Animation, _ value: Double = 1, at time: Double, initialVelocity: Double? = nil)
    -> Double?
{
    var context = AnimationContext<Double>()
    if let initialVelocity { context.state[AnimationInitialVelocityKey<Double>.self] = initialVelocity }
    return animation.animate(value: value, time: time, context: &context)
}

private func close(_ actual: Double?, _ expected: Double, tolerance: Double = 1e-6) -> Bool {
    guard let actual else { return false }
    return abs(actual - expected) <= tolerance
}

/// A custom animation as SwiftUI's documentation writes one: linear over its duration.
private struct Ramp: CustomAnimation {
    let duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time < duration ? value.scaled(by: time / duration) : nil
    }
}

@Suite struct AnimationCurveTests {
    // MARK: Timing curves

    @Test("linear covers half the change at half its duration and is finished at its end")
    func linearHalf() {
        // linear(t) = t / duration: at 1 s of 2 s, half of a change of 10 is 5.
        #expect(close(animate(.linear(duration: 2), 10, at: 1), 5))
        #expect(close(animate(.linear(duration: 2), 10, at: 0), 0))
        #expect(animate(.linear(duration: 2), 10, at: 2) == nil)
        // The default duration is 0.35 s: 0.175 s is half of it.
        #expect(close(animate(.linear, at: 0.175), 0.5))
    }

    @Test("easeInOut is at half the change at half its duration")
    func easeInOutHalf() {
        // The control points (0.42, 0) and (0.58, 1) are symmetric about (½, ½): x(½) = 3·¼·½·0.42 + 3·½·¼·0.58 + ⅛
        // = 0.375 + 0.125 = ½, and y(½) = 3·⅛·0 + 3·⅛·1 + ⅛ = ½.
        #expect(close(animate(.easeInOut(duration: 1), at: 0.5), 0.5))
        #expect(close(animate(.easeInOut, at: 0.175), 0.5))
        #expect(close(UnitCurve.easeInOut.value(at: 0.5), 0.5))
    }

    @Test("easeIn(t) = 1 − easeOut(1 − t)", arguments: [0.1, 0.3, 0.5, 0.8])
    func easeInMirrorsEaseOut(t: Double) {
        // Turning easeIn's control points (0.42, 0), (1, 1) half a turn about (½, ½) gives (0.58, 1), (0, 0):
        // easeOut's, with the curve run in the other direction.
        let easeOut = animate(.easeOut(duration: 1), at: 1 - t) ?? .nan
        #expect(close(animate(.easeIn(duration: 1), at: t), 1 - easeOut))
        #expect(close(UnitCurve.easeIn.value(at: t), 1 - UnitCurve.easeOut.value(at: 1 - t)))
        // An ease-in lags the linear curve.
        #expect((animate(.easeIn(duration: 1), at: t) ?? 1) < t)
    }

    @Test("a Bézier timing curve is solved for x and read off in y")
    func bezierCurves() {
        // Control points (⅓, ⅓) and (⅔, ⅔) lie on the diagonal: x(s) = y(s) = s, the linear curve.
        #expect(close(animate(.timingCurve(1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3, duration: 1), at: 0.3), 0.3))
        // (⅓, 0) and (⅔, 1) keep x(s) = s and make y(s) = 3s² − 2s³: at s = ¼, 3/16 − 2/64 = 0.15625, and the slope
        // dy/dx = 6s(1 − s) = 1.125. Over 0.5 s and a change of 2, 0.125 s in is ¼ of the way: 2 × 0.15625 = 0.3125,
        // moving at slope × change / duration = 1.125 × 2 / 0.5 = 4.5 per second.
        let smoothstep = Animation.timingCurve(1.0 / 3, 0, 2.0 / 3, 1, duration: 0.5)
        #expect(close(animate(smoothstep, 2, at: 0.125), 0.3125))
        #expect(close(smoothstep.velocity(value: 2.0, time: 0.125, context: AnimationContext<Double>()), 4.5))
        #expect(close(UnitCurve.bezier(
            startControlPoint: UnitPoint(x: 1.0 / 3, y: 0), endControlPoint: UnitPoint(x: 2.0 / 3, y: 1)
        ).velocity(at: 0.25), 1.125))
    }

    @Test("unit curves: circular quarters and inverses")
    func unitCurves() {
        #expect(close(UnitCurve.linear.value(at: 0.3), 0.3))
        // circularEaseIn is 1 − √(1 − x²): at 0.6, 1 − √0.64 = 0.2. circularEaseOut is √(1 − (1 − x)²): at 0.4, 0.8.
        #expect(close(UnitCurve.circularEaseIn.value(at: 0.6), 0.2))
        #expect(close(UnitCurve.circularEaseOut.value(at: 0.4), 0.8))
        // circularEaseInOut is circularEaseIn halved over the first half: at 0.3, ½(1 − √(1 − 0.36)) = 0.1.
        #expect(close(UnitCurve.circularEaseInOut.value(at: 0.3), 0.1))
        #expect(close(UnitCurve.circularEaseIn.inverse.value(at: 0.2), 0.6))
        #expect(close(UnitCurve.circularEaseInOut.inverse.value(at: 0.1), 0.3))
        #expect(close(UnitCurve.easeInOut.inverse.value(at: UnitCurve.easeInOut.value(at: 0.3)), 0.3))
        // Over 2 s, 1.2 s is progress 0.6.
        #expect(close(animate(.timingCurve(.circularEaseIn, duration: 2), at: 1.2), 0.2))
    }

    // MARK: Springs

    @Test(
        "a critically damped spring: x(t) = 1 − (1 + ωt)e^{−ωt}, ω = 2π / response", arguments: [0.05, 0.1, 0.25, 0.5])
    func criticallyDamped(t: Double) {
        let omega = 2 * Double.pi / 0.5
        let expected = 1 - (1 + omega * t) * exp(-omega * t)
        #expect(close(animate(.spring(response: 0.5, dampingFraction: 1), at: t), expected))
        #expect(close(animate(.spring(duration: 0.5, bounce: 0), at: t), expected))
        #expect(close(animate(.spring, at: t), expected))
        #expect(close(animate(.smooth, at: t), expected))
        #expect(close(Spring(duration: 0.5, bounce: 0).value(target: 1.0, time: t), expected))
        // `default` is the critically damped spring with response 0.55.
        let defaultOmega = 2 * Double.pi / 0.55
        #expect(close(animate(.default, at: t), 1 - (1 + defaultOmega * t) * exp(-defaultOmega * t)))
    }

    @Test("an under-damped spring (response 1, damping fraction 0.5)", arguments: [0.2, 0.5, 1.0, 1.5])
    func underDamped(t: Double) {
        // ω₀ = 2π, ζω₀ = π, ω_d = ω₀√(1 − ζ²) = π√3; from rest at 0 toward 1,
        // x(t) = 1 − e^{−ζω₀t}(cos ω_d t + (ζω₀/ω_d) sin ω_d t) = 1 − e^{−πt}(cos π√3t + sin π√3t / √3).
        let root3 = 3.0.squareRoot()
        let expected = 1 - exp(-Double.pi * t) * (cos(Double.pi * root3 * t) + sin(Double.pi * root3 * t) / root3)
        #expect(close(animate(.spring(response: 1, dampingFraction: 0.5), at: t), expected))
        // bounce 0.5 is damping ratio 1 − 0.5.
        #expect(close(animate(.spring(duration: 1, bounce: 0.5), at: t), expected))
        #expect(close(Spring(response: 1, dampingRatio: 0.5).value(target: 1.0, time: t), expected))
    }

    @Test("an over-damped spring (response 1, damping ratio 2)", arguments: [0.3, 1.0, 3.0])
    func overDamped(t: Double) {
        // ω = 2π, ζ = 2: roots r = −ω(ζ ∓ √(ζ² − 1)). With e(0) = −1 and e'(0) = 0 the error is
        // (r₂e^{r₁t} − r₁e^{r₂t}) / (r₁ − r₂), so x(t) = 1 − (r₂e^{r₁t} − r₁e^{r₂t}) / (r₂ − r₁).
        let omega = 2 * Double.pi
        let r1 = -omega * (2 - 3.0.squareRoot())
        let r2 = -omega * (2 + 3.0.squareRoot())
        let expected = 1 - (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1)
        #expect(close(animate(.spring(response: 1, dampingFraction: 2), at: t), expected))
        #expect(close(animate(.interpolatingSpring(Spring(response: 1, dampingRatio: 2)), at: t), expected))
        // Bounce −0.5 is damping ratio 1 / (1 − 0.5) = 2.
        #expect(close(animate(.spring(duration: 1, bounce: -0.5), at: t), expected))
    }

    @Test("a spring starts with the velocity the engine hands it")
    func initialVelocity() {
        // The solution with e(0) = 0, e'(0) = v₀ is v₀·t·e^{−ωt} when critical; it adds to the motion from rest.
        let omega = 2 * Double.pi / 0.5
        let t = 0.1
        let expected = 1 - (1 + omega * t) * exp(-omega * t) + 3 * t * exp(-omega * t)
        #expect(close(animate(.spring(duration: 0.5, bounce: 0), at: t, initialVelocity: 3), expected))
        #expect(close(Spring(duration: 0.5, bounce: 0).value(target: 1.0, initialVelocity: 3.0, time: t), expected))
        // At the start the velocity is the one handed over.
        var context = AnimationContext<Double>()
        context.state[AnimationInitialVelocityKey<Double>.self] = 3
        #expect(close(Animation.spring(duration: 0.5, bounce: 0).velocity(value: 1.0, time: 0, context: context), 3))
        // An interpolating spring has its own, in changes per second: 3 over a change of 1 is the same motion.
        #expect(close(animate(.interpolatingSpring(duration: 0.5, bounce: 0, initialVelocity: 3), at: t), expected))
    }

    @Test("Spring converts between SwiftUI's descriptions")
    func springProperties() {
        // Duration 0.5 is ω = 4π; stiffness ω²m = 16π² ≈ 157.9, damping 2ζωm = 2 · 0.7 · 4π = 5.6π ≈ 17.6 (SwiftUI's
        // own example gives 157.9 and 17.6).
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(close(spring.mass, 1))
        #expect(close(spring.stiffness, 16 * Double.pi * Double.pi))
        #expect(close(spring.damping, 5.6 * Double.pi))
        #expect(close(spring.response, 0.5))
        #expect(close(spring.duration, 0.5))
        #expect(close(spring.dampingRatio, 0.7))
        #expect(close(spring.bounce, 0.3))
        // Mass 1, stiffness 100, damping 10: ω = 10, response 2π/10 ≈ 0.63, ζ = 10 / (2 · 10) = 0.5, bounce 0.5.
        let fromPhysics = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(close(fromPhysics.response, 2 * Double.pi / 10))
        #expect(close(fromPhysics.bounce, 0.5))
        // Damping 40 is ζ = 2: treated as critical unless over-damping is allowed.
        #expect(close(Spring(mass: 1, stiffness: 100, damping: 40).dampingRatio, 1))
        #expect(close(Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true).dampingRatio, 2))
        // Bounce −0.5 is ζ = 1 / (1 − 0.5) = 2, and back: 1/2 − 1 = −0.5.
        #expect(close(Spring(duration: 1, bounce: -0.5).dampingRatio, 2))
        #expect(close(Spring(duration: 1, bounce: -0.5).bounce, -0.5))
        // The presets' bounces: smooth 0, snappy 0.15, bouncy 0.3, plus any extra.
        #expect(close(Spring.snappy.bounce, 0.15))
        #expect(close(Spring.bouncy(duration: 1, extraBounce: 0.1).bounce, 0.4))
        // F = k(target − position) − c·velocity = 100 · 0.5 − 10 · 2 = 30.
        #expect(close(fromPhysics.force(target: 1.0, position: 0.5, velocity: 2.0), 30))
    }

    @Test("settling duration: the error stays under a thousandth of the distance")
    func settling() {
        // Critical with response 1 (ω = 2π): the error (1 + ωT)e^{−ωT} is 0.001 at the settling time.
        let omega = 2 * Double.pi
        let settling = Spring(response: 1, dampingRatio: 1).settlingDuration
        #expect(abs((1 + omega * settling) * exp(-omega * settling) - 0.001) < 1e-9)
        // init(settlingDuration:dampingRatio:) is the inverse.
        #expect(close(Spring(settlingDuration: 2, dampingRatio: 1).settlingDuration, 2))
        #expect(close(Spring(settlingDuration: 2, dampingRatio: 0.5).settlingDuration, 2))
        // The animation runs until then and is finished after.
        #expect(animate(.spring(response: 1, dampingFraction: 1), at: settling - 0.01) != nil)
        #expect(animate(.spring(response: 1, dampingFraction: 1), at: settling + 0.01) == nil)
    }

    @Test("Spring's queries agree with each other")
    func springQueries() {
        // Updating is the closed form: one step from rest is value(target:time:), two half steps land on it too.
        let spring = Spring(duration: 0.5, bounce: 0.3)
        var one = 0.0
        var oneVelocity = 0.0
        spring.update(value: &one, velocity: &oneVelocity, target: 1, deltaTime: 0.1)
        #expect(close(one, spring.value(target: 1.0, time: 0.1)))
        #expect(close(oneVelocity, spring.velocity(target: 1.0, time: 0.1)))
        var two = 0.0
        var twoVelocity = 0.0
        spring.update(value: &two, velocity: &twoVelocity, target: 1, deltaTime: 0.05)
        spring.update(value: &two, velocity: &twoVelocity, target: 1, deltaTime: 0.05)
        #expect(close(two, one, tolerance: 1e-9))
        #expect(close(twoVelocity, oneVelocity, tolerance: 1e-9))
        // From (10, 10) to (20, 30) each coordinate covers the unit motion's share of its distance.
        let share = spring.value(target: 1.0, time: 0.1)
        let point = spring.value(
            fromValue: CGPoint(x: 10, y: 10), toValue: CGPoint(x: 20, y: 30), initialVelocity: .zero, time: 0.1)
        #expect(close(Double(point.x), 10 + 10 * share))
        #expect(close(Double(point.y), 10 + 20 * share))
    }

    @Test("springs merge with a running animation; interpolating springs and curves do not")
    func merging() {
        var context = AnimationContext<Double>()
        let previous = Animation.easeIn
        let merging: [Animation] = [.spring, .snappy, .bouncy, .smooth, .interactiveSpring, .default, .spring.speed(2)]
        for animation in merging {
            #expect(animation.shouldMerge(previous: previous, value: 1.0, time: 0.1, context: &context))
        }
        let additive: [Animation] = [
            .interpolatingSpring, .linear, .easeInOut, .spring.delay(1), .spring.repeatCount(2),
        ]
        for animation in additive {
            #expect(!animation.shouldMerge(previous: previous, value: 1.0, time: 0.1, context: &context))
        }
    }

    @Test("a spring is logically complete from its response on")
    func logicalCompletion() {
        var context = AnimationContext<Double>()
        _ = Animation.spring(duration: 0.5, bounce: 0).animate(value: 1.0, time: 0.4, context: &context)
        #expect(!context.isLogicallyComplete)
        _ = Animation.spring(duration: 0.5, bounce: 0).animate(value: 1.0, time: 0.6, context: &context)
        #expect(context.isLogicallyComplete)
        var early = AnimationContext<Double>()
        _ = Animation.linear(duration: 2).logicallyComplete(after: 0.5).animate(value: 1.0, time: 0.75, context: &early)
        #expect(early.isLogicallyComplete)
    }

    // MARK: Modifiers

    @Test("delay holds the change back, then runs the animation on its own clock")
    func delay() {
        let delayed = Animation.linear(duration: 1).delay(0.5)
        #expect(close(animate(delayed, at: 0.25), 0))
        #expect(close(animate(delayed, at: 1.0), 0.5))
        #expect(animate(delayed, at: 1.5) == nil)
    }

    @Test("speed runs the animation's clock faster")
    func speed() {
        // At speed 2, 0.25 s is the base's 0.5 s; its 1 s end comes at 0.5 s.
        let fast = Animation.linear(duration: 1).speed(2)
        #expect(close(animate(fast, at: 0.25), 0.5))
        #expect(animate(fast, at: 0.5) == nil)
        // Velocity is the base's, doubled: 1 per second becomes 2.
        #expect(close(fast.velocity(value: 1.0, time: 0.25, context: AnimationContext<Double>()), 2))
    }

    @Test("repeatCount plays passes of the base; autoreversed passes run backwards")
    func repeatCount() {
        // Count 2, autoreversing: forward over [0, 1), back over [1, 2) showing value − base, then finished.
        let twice = Animation.linear(duration: 1).repeatCount(2)
        #expect(close(animate(twice, at: 0.25), 0.25))
        #expect(close(animate(twice, at: 1.25), 0.75))
        #expect(animate(twice, at: 2.5) == nil)
        // Without autoreverse each pass starts again from nothing: 2.25 s is 0.25 s into the third pass.
        let thrice = Animation.linear(duration: 1).repeatCount(3, autoreverses: false)
        #expect(close(animate(thrice, at: 2.25), 0.25))
        #expect(animate(thrice, at: 3.5) == nil)
        // A spring's pass lasts until it settles.
        let spring = Animation.spring(duration: 0.5, bounce: 0)
        let settling = Spring(duration: 0.5, bounce: 0).settlingDuration
        let repeated = animate(spring.repeatCount(2, autoreverses: false), at: settling + 0.1)
        #expect(close(repeated, animate(spring, at: 0.1) ?? .nan))
    }

    @Test("repeatForever never finishes")
    func repeatForever() {
        let forever = Animation.linear(duration: 1).repeatForever()
        #expect(animate(forever, at: 1000) != nil)
        // Pass 1000 is even, so forward; pass 1001 runs back.
        #expect(close(animate(forever, at: 1000.25), 0.25))
        #expect(close(animate(forever, at: 1001.25), 0.75))
        #expect(close(animate(Animation.linear(duration: 1).repeatForever(autoreverses: false), at: 1001.25), 0.25))
    }

    // MARK: Identity, descriptions, bad input

    @Test("animations are equal when their kinds and parameters are")
    func equality() {
        #expect(Animation.easeIn == .easeIn(duration: 0.35))
        #expect(Animation.linear != .easeIn)
        #expect(Animation.spring(duration: 0.5, bounce: 0) != .interpolatingSpring(duration: 0.5, bounce: 0))
        #expect(Animation.default == .spring(response: 0.55, dampingFraction: 1, blendDuration: 0))
        #expect(Animation.smooth == .spring)
        #expect(Animation.linear.delay(1) != .linear.delay(2))
        #expect(Animation.linear.repeatCount(2) == .linear.repeatCount(2, autoreverses: true))
        #expect(Set([Animation.linear, .linear(duration: 0.35), .easeIn, .linear.delay(1)]).count == 3)
        #expect(Animation(Ramp(duration: 1)) == Animation(Ramp(duration: 1)))
        #expect(Animation(Ramp(duration: 1)) != Animation(Ramp(duration: 2)))
        #expect(Animation(Ramp(duration: 1)) != .linear(duration: 1))
        // A custom animation runs through the wrapper, with the protocol's defaults for velocity and merging.
        var context = AnimationContext<Double>()
        #expect(close(animate(Animation(Ramp(duration: 2)), at: 0.5), 0.25))
        #expect(Animation(Ramp(duration: 2)).velocity(value: 1.0, time: 0.5, context: context) == nil)
        #expect(!Animation(Ramp(duration: 2)).shouldMerge(previous: .linear, value: 1.0, time: 0, context: &context))
    }

    @Test("descriptions read as the code that made the animation")
    func descriptions() {
        #expect(Animation.easeInOut.description == "easeInOut(duration: 0.35)")
        #expect(Animation.linear(duration: 1).delay(0.5).description == "linear(duration: 1).delay(0.5)")
        #expect(Animation.spring.description == "spring(duration: 0.5, bounce: 0, blendDuration: 0)")
        let circular = Animation.timingCurve(.circularEaseIn, duration: 1)
        #expect(circular.description == "timingCurve(circularEaseIn, duration: 1)")
        #expect(
            Animation.linear.repeatForever(autoreverses: false).description
                == "linear(duration: 0.35).repeatForever(autoreverses: false)")
    }

    @Test("bad durations are instant and nothing crashes")
    func badInput() {
        #expect(animate(.linear(duration: .nan), at: 0) == nil)
        #expect(animate(.easeIn(duration: -1), at: 0) == nil)
        #expect(animate(.spring(response: 0, dampingFraction: 1), at: 0) == nil)
        #expect(animate(.spring(duration: .nan, bounce: .nan), at: 0.1) == nil)
        #expect(animate(.linear(duration: 1), at: .nan) == nil)
        #expect(animate(.linear(duration: 1).speed(.nan), at: 0) == nil)
        #expect(close(animate(.linear(duration: 1).delay(.nan), at: 0.5), 0.5))
        #expect(animate(.linear(duration: 1).repeatCount(0), at: 0) == nil)
        #expect(animate(.linear(duration: .nan).repeatForever(), at: 0) == nil)
        // NaN is repaired, so an animation made from it still equals itself.
        #expect(Animation.linear(duration: .nan) == .linear(duration: .nan))
        #expect(animate(.timingCurve(.nan, 0, .infinity, 1, duration: 1), at: 0.5)?.isFinite == true)
        let broken = Spring(mass: 0, stiffness: 0, damping: .nan)
        #expect(broken == broken)
        #expect(broken.value(target: 1.0, time: 1).isFinite)
    }

    @Test("geometry animates through SwiftUI's AnimatableData")
    func geometry() {
        var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        rect.animatableData = rect.animatableData.scaled(by: 2)
        #expect(rect == CGRect(x: 2, y: 4, width: 6, height: 8))
        // |(3, 4)|² = 25.
        #expect(close(CGPoint(x: 3, y: 4).animatableData.magnitudeSquared, 25))
        var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        insets.animatableData = insets.animatableData + insets.animatableData
        #expect(insets == EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8))
        var point = UnitPoint.center
        point.animatableData = point.animatableData.scaled(by: 2)
        #expect(point == .bottomTrailing)
        #expect(close(Angle(degrees: 180).animatableData, Double.pi))
        #expect(Float(1.5).scaled(by: 2) == 3)
    }
}
