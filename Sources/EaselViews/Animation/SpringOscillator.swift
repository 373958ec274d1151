import EaselLayout
import Foundation

/// A damped harmonic oscillator in closed form: the motion every spring in Easel follows, `Spring`'s queries and
/// the spring animations alike.
///
/// The oscillator starts at 0 with velocity v₀ and is pulled toward `target`. Its error e = x − target obeys
/// e'' + 2ζω·e' + ω²·e = 0, with ω = 2π / response the undamped angular frequency and ζ the damping ratio. Any
/// solution is e(t) = e(0)·A(t) + e'(0)·B(t), where A starts at 1 at rest and B at 0 with unit speed, so
///
///     x(t) = target·(1 − A(t)) + v₀·B(t),    x'(t) = −target·A'(t) + v₀·B'(t).
///
/// Two scalar functions scale two vectors, which is all `VectorArithmetic` offers, so the same code moves a
/// Double, a point or a whole path.
struct SpringOscillator {
    /// The undamped angular frequency ω, radians per second.
    let omega: Double
    /// The damping ratio ζ: 1 is critical damping, below oscillates, above creeps.
    let zeta: Double

    /// Within this distance of 1, ζ is treated as exactly critical: the under- and over-damped formulas divide by
    /// a quantity that vanishes there, and their difference from the critical one is below the tests' tolerance.
    private static let criticalBand = 1e-9

    init(response: Double, dampingRatio: Double) {
        omega = 2 * Double.pi / response
        zeta = dampingRatio
    }

    /// A response that is zero, negative, NaN or infinite has no usable frequency: the spring is at its target
    /// at once (SwiftUI documents a zero response as an infinitely stiff spring).
    var isInstant: Bool { !(omega.isFinite && omega > 0) }

    // MARK: Motion

    func position<V: VectorArithmetic>(target: V, initialVelocity: V, time: TimeInterval) -> V {
        if isInstant || time == .infinity { return target }
        let c = coefficients(at: Self.clampedTime(time))
        return target.scaled(by: 1 - c.a) + initialVelocity.scaled(by: c.b)
    }

    func velocity<V: VectorArithmetic>(target: V, initialVelocity: V, time: TimeInterval) -> V {
        if isInstant || time == .infinity { return .zero }
        let c = coefficients(at: Self.clampedTime(time))
        return target.scaled(by: -c.da) + initialVelocity.scaled(by: c.db)
    }

    /// A(t), B(t) and their derivatives for the three regimes, for a finite t ≥ 0. Once the exponential has
    /// underflowed all four are zero, which also keeps a huge t from making 0 × ∞.
    private func coefficients(at t: Double) -> (a: Double, b: Double, da: Double, db: Double) {
        let w = omega
        if abs(zeta - 1) < Self.criticalBand {
            // Critical: A = (1 + ωt)e^{−ωt}, B = t·e^{−ωt}.
            let e = exp(-w * t)
            if e == 0 { return (0, 0, 0, 0) }
            return (a: (1 + w * t) * e, b: t * e, da: -w * w * t * e, db: (1 - w * t) * e)
        } else if zeta < 1 {
            // Under-damped: decay λ = ζω, damped frequency ω_d = ω√(1 − ζ²);
            // A = e^{−λt}(cos ω_d t + (λ/ω_d) sin ω_d t), B = e^{−λt} sin(ω_d t) / ω_d.
            let decay = zeta * w
            let wd = w * (1 - zeta * zeta).squareRoot()
            let e = exp(-decay * t)
            if e == 0 { return (0, 0, 0, 0) }
            let cosine = cos(wd * t)
            let sine = sin(wd * t)
            return (
                a: e * (cosine + decay / wd * sine), b: e * sine / wd, da: -e * (w * w / wd) * sine,
                db: e * (cosine - decay / wd * sine)
            )
        } else {
            // Over-damped: two real roots r₁ > r₂ of r² + 2ζωr + ω² = 0, r₁ written as ω²/r₂ so that it keeps its
            // precision when ζ is large; A = (r₁e^{r₂t} − r₂e^{r₁t}) / (r₁ − r₂), B = (e^{r₁t} − e^{r₂t}) / (r₁ − r₂).
            let (r1, r2) = overdampedRoots
            let e1 = exp(r1 * t)
            if e1 == 0 { return (0, 0, 0, 0) }
            let e2 = exp(r2 * t)
            let d = r1 - r2
            return (
                a: (r1 * e2 - r2 * e1) / d, b: (e1 - e2) / d, da: r1 * r2 * (e2 - e1) / d,
                db: (r1 * e1 - r2 * e2) / d
            )
        }
    }

    private var overdampedRoots: (slow: Double, fast: Double) {
        let spread = zeta + (zeta * zeta - 1).squareRoot()
        return (slow: -omega / spread, fast: -omega * spread)
    }

    // MARK: Settling

    /// Whether the motion has settled at `time`: from then on it stays within `epsilon` of the scale of the
    /// motion, |target| + |v₀|/ω (the distance, when the spring starts at rest).
    ///
    /// The test bounds the error by envelopes Ā ≥ |A| and B̄ ≥ |B|: e^{−λt}·ω/ω_d and e^{−λt}/ω_d when
    /// under-damped, A and B themselves otherwise. After B̄'s peak both decrease, so the bound does, and once it is
    /// under the threshold the motion stays there.
    func isSettled(at time: TimeInterval, distance: Double, speed: Double, epsilon: Double) -> Bool {
        if isInstant || time.isNaN || time == .infinity { return true }
        let scale = distance + speed / omega
        guard scale > 0 else { return true }
        let t = Self.clampedTime(time)
        if speed > 0, t < velocityEnvelopePeak { return false }
        return errorBound(at: t, distance: distance, speed: speed) <= epsilon * scale
    }

    /// The first time from which the motion is settled, by `isSettled`'s test: bisection, since the bound has no
    /// closed-form inverse once there is an initial velocity. Infinite for an undamped spring.
    func settlingTime(distance: Double, speed: Double, epsilon: Double) -> TimeInterval {
        func settled(_ t: Double) -> Bool { isSettled(at: t, distance: distance, speed: speed, epsilon: epsilon) }
        if isInstant { return 0 }
        let start = speed > 0 ? velocityEnvelopePeak : 0
        if settled(start) { return start }
        var low = start
        var high = start + 1 / omega
        var doublings = 0
        while !settled(high) {
            doublings += 1
            if doublings > 64 { return .infinity }
            low = high
            high = start + 2 * (high - start)
        }
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if middle <= low || middle >= high { break }
            if settled(middle) { high = middle } else { low = middle }
        }
        return high
    }

    /// distance·Ā(t) + speed·B̄(t).
    private func errorBound(at t: Double, distance: Double, speed: Double) -> Double {
        let w = omega
        if abs(zeta - 1) < Self.criticalBand {
            let e = exp(-w * t)
            if e == 0 { return 0 }
            return distance * (1 + w * t) * e + speed * t * e
        } else if zeta < 1 {
            let wd = w * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * w * t) * (distance * w + speed) / wd
        } else {
            let c = coefficients(at: t)
            return distance * abs(c.a) + speed * abs(c.b)
        }
    }

    /// When B̄ peaks: at once when under-damped (its envelope only decays), at 1/ω when critical, and where
    /// r₁e^{r₁t} = r₂e^{r₂t}, t = ln(r₂/r₁) / (r₁ − r₂), when over-damped.
    private var velocityEnvelopePeak: TimeInterval {
        if abs(zeta - 1) < Self.criticalBand { return 1 / omega }
        if zeta < 1 { return 0 }
        let (r1, r2) = overdampedRoots
        return log(r2 / r1) / (r1 - r2)
    }

    /// Time before the start is the start; NaN is too.
    private static func clampedTime(_ time: TimeInterval) -> Double {
        time.isNaN ? 0 : max(time, 0)
    }
}
