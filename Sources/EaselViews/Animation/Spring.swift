import EaselLayout
import Foundation

/// A representation of a spring's motion, convertible between SwiftUI's descriptions of a spring (duration and
/// bounce, response and damping ratio, mass, stiffness and damping, settling duration) and able to say where a
/// spring is at any time.
///
/// The conversions, from SwiftUI's documentation of `Spring` and its example (duration 0.5, bounce 0.3 is
/// mass 1, stiffness 157.9, damping 17.6; mass 1, stiffness 100, damping 10 is duration 0.63, bounce 0.5):
///
/// - response = duration = 2π/ω, with ω = √(stiffness / mass);
/// - stiffness = (2π / response)² · mass, damping = 4π · dampingRatio · mass / response;
/// - dampingRatio = 1 − bounce for bounce ≥ 0 and 1 / (1 + bounce) below, so bounce 0 is critical damping, 1 no
///   damping and −1 infinite damping; inversely bounce = 1 − dampingRatio, or 1/dampingRatio − 1 above 1.
///
/// The motion is `SpringOscillator`'s. A spring is "settled" once its distance from the target stays under
/// `epsilon` times the distance it set out to cover; SwiftUI does not say how it measures settling, so
/// `settlingDuration` is Easel's reading of it.
public struct Spring: Hashable, Sendable {
    // Stored as response, damping ratio and mass, every other description derived from them. All three are
    // sanitized on the way in, so a spring made from NaN still equals itself.
    private let storedResponse: Double
    private let storedDampingRatio: Double
    private let storedMass: Double

    /// The largest damping ratio kept: bounce −1 asks for infinite damping, whose roots are 0 and −∞. A spring
    /// damped a million times over critical does not move in any time anyone watches.
    private static let maximumDampingRatio = 1e6

    private init(validResponse response: Double, dampingRatio: Double, mass: Double) {
        storedResponse = response.isNaN || response < 0 ? 0 : response
        storedDampingRatio = dampingRatio.isNaN ? 1 : min(max(dampingRatio, 0), Self.maximumDampingRatio)
        storedMass = mass.isFinite && mass > 0 ? mass : 1
    }

    // MARK: Creating a spring

    /// Creates a spring with the specified duration and bounce. Bounce is clamped to [−1, 1].
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        self.init(validResponse: duration, dampingRatio: Self.criticalFraction(forBounce: bounce), mass: 1)
    }

    /// Creates a spring with the specified response and damping ratio.
    public init(response: Double, dampingRatio: Double) {
        self.init(validResponse: response, dampingRatio: dampingRatio, mass: 1)
    }

    /// Creates a spring with the specified mass, stiffness, and damping. Unless `allowOverDamping` is true, a
    /// damping above critical is treated as critical.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        self.init(
            validResponse: 2 * Double.pi * (mass / stiffness).squareRoot(),
            dampingRatio: allowOverDamping ? ratio : min(ratio, 1), mass: mass)
    }

    /// Creates a spring with the specified damping ratio that settles in about `settlingDuration` seconds.
    ///
    /// From rest, the settling time is a number fixed by the damping ratio and epsilon divided by ω, so it is
    /// found once for ω = 1 and scaled. An undamped spring never settles and a duration that is not positive
    /// cannot be met: both become an instant spring.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let unit = Spring(validResponse: 2 * Double.pi, dampingRatio: dampingRatio, mass: 1)
        let unitSettling = unit.oscillator.settlingTime(distance: 1, speed: 0, epsilon: epsilon)
        let response: Double
        if settlingDuration > 0, unitSettling > 0, unitSettling.isFinite {
            response = 2 * Double.pi * settlingDuration / unitSettling
        } else if settlingDuration > 0, unitSettling == 0 {
            // An epsilon of 1 or more is met at once by any spring: keep the duration as the pace.
            response = settlingDuration
        } else {
            response = 0
        }
        self.init(validResponse: response, dampingRatio: dampingRatio, mass: 1)
    }

    /// A smooth spring with a predefined duration and no bounce.
    public static var smooth: Spring { smooth(duration: 0.5, extraBounce: 0) }

    /// A smooth spring with a predefined duration and no bounce that can be tuned; `extraBounce` is added to the
    /// base bounce of 0.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a predefined duration and small amount of bounce that feels more snappy.
    public static var snappy: Spring { snappy(duration: 0.5, extraBounce: 0) }

    /// A snappy spring that can be tuned; `extraBounce` is added to the base bounce of 0.15.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a predefined duration and higher amount of bounce.
    public static var bouncy: Spring { bouncy(duration: 0.5, extraBounce: 0) }

    /// A bouncy spring that can be tuned; `extraBounce` is added to the base bounce of 0.3.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    // MARK: Getting spring characteristics

    /// The perceptual duration, which defines the pace of the spring: its response.
    public var duration: TimeInterval { storedResponse }

    /// How bouncy the spring is: 0 critically damped, up to 1 undamped, down to −1 infinitely overdamped.
    public var bounce: Double {
        storedDampingRatio <= 1 ? 1 - storedDampingRatio : 1 / storedDampingRatio - 1
    }

    /// The stiffness of the spring, defined as an approximate duration in seconds.
    public var response: Double { storedResponse }

    /// The amount of drag applied, as a fraction of the amount needed to produce critical damping.
    public var dampingRatio: Double { storedDampingRatio }

    /// The mass of the object attached to the end of the spring.
    public var mass: Double { storedMass }

    /// The spring stiffness coefficient, (2π / response)² · mass.
    public var stiffness: Double {
        let frequency = 2 * Double.pi / storedResponse
        return frequency * frequency * storedMass
    }

    /// Defines how the spring's motion should be damped due to the forces of friction: 4π · dampingRatio ·
    /// mass / response.
    public var damping: Double { 4 * Double.pi * storedDampingRatio * storedMass / storedResponse }

    /// The estimated duration required for the spring system to be considered at rest: target 1, no initial
    /// velocity, epsilon 0.001 (SwiftUI's documented inputs).
    public var settlingDuration: TimeInterval {
        oscillator.settlingTime(distance: 1, speed: 0, epsilon: 0.001)
    }

    /// The estimated duration required for the spring system to be considered at rest: from then on it stays
    /// within `epsilon` of the scale of the motion (|target|, plus |initialVelocity|/ω when it starts moving).
    public func settlingDuration<V: VectorArithmetic>(
        target: V, initialVelocity: V = .zero, epsilon: Double
    ) -> TimeInterval {
        oscillator.settlingTime(
            distance: target.magnitudeSquared.squareRoot(), speed: initialVelocity.magnitudeSquared.squareRoot(),
            epsilon: epsilon)
    }

    // MARK: Querying the motion

    /// The value of the spring at `time`, having set out from zero toward `target` with `initialVelocity`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        oscillator.position(target: target, initialVelocity: initialVelocity, time: time)
    }

    /// The velocity of the spring at `time`, having set out from zero toward `target` with `initialVelocity`.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        oscillator.velocity(target: target, initialVelocity: initialVelocity, time: time)
    }

    /// The value of the spring at `time` travelling from `fromValue` to `toValue`, through their animatable data.
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData = fromValue.animatableData
            + value(
                target: toValue.animatableData - fromValue.animatableData,
                initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The velocity of the spring at `time` travelling from `fromValue` to `toValue`, as a value whose
    /// animatable data is the velocity.
    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = toValue
        result.animatableData = velocity(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// Moves `value` and `velocity` on by `deltaTime` toward `target`. The step is the closed form, not an
    /// integration, so any number of steps lands where one step of their total length does.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let distance = target - value
        let offset = oscillator.position(target: distance, initialVelocity: velocity, time: deltaTime)
        velocity = oscillator.velocity(target: distance, initialVelocity: velocity, time: deltaTime)
        value += offset
    }

    /// The force upon the spring at `position` moving with `velocity`: stiffness · (target − position) −
    /// damping · velocity. With the default mass of 1 this is also the acceleration, in units of the vector per
    /// second squared.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }

    /// The force upon the spring travelling from `fromValue` to `toValue`, at `position` moving with `velocity`
    /// (all absolute values, so the start does not enter into it), as a value whose animatable data is the force.
    public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        var result = toValue
        result.animatableData = force(
            target: toValue.animatableData, position: position.animatableData, velocity: velocity.animatableData)
        return result
    }

    // MARK: Shared with the animations

    var oscillator: SpringOscillator { SpringOscillator(response: storedResponse, dampingRatio: storedDampingRatio) }

    /// SwiftUI's mapping from bounce to damping ratio (see the type's documentation). NaN is no bounce.
    static func criticalFraction(forBounce bounce: Double) -> Double {
        let bounce = bounce.isNaN ? 0 : min(max(bounce, -1), 1)
        return bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
    }
}
