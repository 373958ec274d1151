import EaselLayout
import Foundation

/// The persistent spring of `spring`, `smooth`, `snappy`, `bouncy`, `interactiveSpring` and `default`: it
/// replaces a running animation on the same property and keeps its velocity (SwiftUI's documentation of
/// `spring`), which the engine hands over in `AnimationInitialVelocityKey`.
///
/// It is finished once settled (`SpringOscillator.isSettled`, epsilon 0.001 of the distance), and logically
/// complete from its response on: the time SwiftUI's duration parameters call perceptual (inferred; SwiftUI
/// does not document when a spring reports logical completion).
///
/// `blendDuration` is kept, for equality and description, but not yet applied: SwiftUI uses it to blend the
/// response from a replaced spring's into this one's, which needs the engine's merge state.
struct SpringAnimation: CustomAnimation, CustomStringConvertible {
    let spring: Spring
    let blendDuration: TimeInterval

    init(spring: Spring, blendDuration: TimeInterval) {
        self.spring = spring
        self.blendDuration = blendDuration > 0 && blendDuration.isFinite ? blendDuration : 0
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let initialVelocity = context.state[AnimationInitialVelocityKey<V>.self] ?? .zero
        let oscillator = spring.oscillator
        if Self.isFinished(oscillator, value: value, initialVelocity: initialVelocity, time: time) { return nil }
        if time >= spring.response { context.isLogicallyComplete = true }
        return oscillator.position(target: value, initialVelocity: initialVelocity, time: time)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let initialVelocity = context.state[AnimationInitialVelocityKey<V>.self] ?? .zero
        let oscillator = spring.oscillator
        if Self.isFinished(oscillator, value: value, initialVelocity: initialVelocity, time: time) { return nil }
        return oscillator.velocity(target: value, initialVelocity: initialVelocity, time: time)
    }

    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        true
    }

    /// Settled to within a thousandth of the scale of the motion, the threshold `Spring.settlingDuration` uses.
    static func isFinished<V: VectorArithmetic>(
        _ oscillator: SpringOscillator, value: V, initialVelocity: V, time: TimeInterval
    ) -> Bool {
        oscillator.isSettled(
            at: time, distance: value.magnitudeSquared.squareRoot(),
            speed: initialVelocity.magnitudeSquared.squareRoot(), epsilon: 0.001)
    }

    var description: String {
        "spring(duration: \(LayoutFormat.number(CGFloat(spring.duration))), "
            + "bounce: \(LayoutFormat.number(CGFloat(spring.bounce))), "
            + "blendDuration: \(LayoutFormat.number(CGFloat(blendDuration))))"
    }
}

/// The spring of `interpolatingSpring`: the same motion, but it never merges. A new animation runs alongside
/// it and their effects add, which preserves velocity by superposition (SwiftUI's documentation of
/// `interpolatingSpring`). Its initial velocity is its own, a fraction of the distance per second.
struct InterpolatingSpringAnimation: CustomAnimation, CustomStringConvertible {
    let spring: Spring
    let initialVelocity: Double

    init(spring: Spring, initialVelocity: Double) {
        self.spring = spring
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let oscillator = spring.oscillator
        let velocity = value.scaled(by: initialVelocity)
        if SpringAnimation.isFinished(oscillator, value: value, initialVelocity: velocity, time: time) { return nil }
        if time >= spring.response { context.isLogicallyComplete = true }
        return oscillator.position(target: value, initialVelocity: velocity, time: time)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let oscillator = spring.oscillator
        let velocity = value.scaled(by: initialVelocity)
        if SpringAnimation.isFinished(oscillator, value: value, initialVelocity: velocity, time: time) { return nil }
        return oscillator.velocity(target: value, initialVelocity: velocity, time: time)
    }

    var description: String {
        "interpolatingSpring(mass: \(LayoutFormat.number(CGFloat(spring.mass))), "
            + "stiffness: \(LayoutFormat.number(CGFloat(spring.stiffness))), "
            + "damping: \(LayoutFormat.number(CGFloat(spring.damping))), "
            + "initialVelocity: \(LayoutFormat.number(CGFloat(initialVelocity))))"
    }
}

extension Animation {
    /// A default animation instance: a critically damped spring with response 0.55 (SwiftUI's documentation of
    /// `default` since iOS 17).
    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)

    /// A persistent spring animation with the default parameters: `spring()`, which is
    /// `spring(duration: 0.5, bounce: 0)`. The response form is the disfavored overload so that `spring()` is not
    /// ambiguous; that `spring()` means the duration form in SwiftUI too is inferred.
    public static var spring: Animation { Animation.spring(duration: 0.5, bounce: 0, blendDuration: 0) }

    /// A persistent spring animation. When mixed with other `spring()` or `interactiveSpring()` animations on the
    /// same property, each animation is replaced by its successor, preserving velocity from one to the next.
    @_disfavoredOverload
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
    ) -> Animation {
        let spring = Spring(response: response, dampingRatio: dampingFraction)
        return Animation(SpringAnimation(spring: spring, blendDuration: blendDuration))
    }

    /// A persistent spring animation described by its perceptual duration and bounce.
    public static func spring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0
    ) -> Animation {
        Animation(SpringAnimation(spring: Spring(duration: duration, bounce: bounce), blendDuration: blendDuration))
    }

    /// A persistent spring animation following `spring`.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation(SpringAnimation(spring: spring, blendDuration: blendDuration))
    }

    /// A convenience for a `spring` animation with a lower duration, intended for driving interactive
    /// animations: `interactiveSpring()`, duration 0.15 and bounce 0.15.
    public static var interactiveSpring: Animation {
        Animation.interactiveSpring(duration: 0.15, extraBounce: 0, blendDuration: 0.25)
    }

    /// A convenience for a `spring` animation with a lower `response` value, intended for driving interactive
    /// animations.
    @_disfavoredOverload
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        Animation.spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A convenience for a `spring` animation with a lower duration, intended for driving interactive
    /// animations; `extraBounce` is added to a base bounce of 0.15 (inferred: SwiftUI documents the defaults but
    /// not the base).
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        Animation.spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    /// An interpolating spring with the default parameters: duration 0.5, no bounce, at rest.
    public static var interpolatingSpring: Animation {
        Animation.interpolatingSpring(duration: 0.5, bounce: 0, initialVelocity: 0)
    }

    /// An interpolating spring animation that uses a damped spring model to interpolate within the [from, to]
    /// range of the animated property. Over-damping is allowed: the damping is taken as given.
    /// `initialVelocity` is a fraction of the distance per second.
    public static func interpolatingSpring(
        mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    ) -> Animation {
        let spring = Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
        return Animation(InterpolatingSpringAnimation(spring: spring, initialVelocity: initialVelocity))
    }

    /// An interpolating spring animation described by its perceptual duration and bounce.
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
    ) -> Animation {
        let spring = Spring(duration: duration, bounce: bounce)
        return Animation(InterpolatingSpringAnimation(spring: spring, initialVelocity: initialVelocity))
    }

    /// An interpolating spring animation following `spring`.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(InterpolatingSpringAnimation(spring: spring, initialVelocity: initialVelocity))
    }

    /// A smooth spring animation with a predefined duration and no bounce.
    public static var smooth: Animation { Animation.smooth(duration: 0.5, extraBounce: 0) }

    /// A smooth spring animation that can be tuned; `extraBounce` is added to the base bounce of 0.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation.spring(Spring.smooth(duration: duration, extraBounce: extraBounce))
    }

    /// A spring animation with a predefined duration and small amount of bounce that feels more snappy.
    public static var snappy: Animation { Animation.snappy(duration: 0.5, extraBounce: 0) }

    /// A snappy spring animation that can be tuned; `extraBounce` is added to the base bounce of 0.15.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation.spring(Spring.snappy(duration: duration, extraBounce: extraBounce))
    }

    /// A spring animation with a predefined duration and higher amount of bounce.
    public static var bouncy: Animation { Animation.bouncy(duration: 0.5, extraBounce: 0) }

    /// A bouncy spring animation that can be tuned; `extraBounce` is added to the base bounce of 0.3.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation.spring(Spring.bouncy(duration: duration, extraBounce: extraBounce))
    }
}
