import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1) with two control points, as CSS and Core Animation define
/// theirs: the curve is the set of points (x(s), y(s)) for s in [0, 1], and its value at progress p is y(s) for the
/// s where x(s) = p.
///
/// The x components of the control points are clamped to [0, 1] (SwiftUI's documentation of
/// `UnitCurve.bezier`), which makes x(s) non-decreasing, so each progress has one parameter and bisection always
/// finds it; y is free, so a curve may overshoot.
struct BezierTimingCurve: Hashable, Sendable {
    // The control points as given (after non-finite values became 0), kept for equality and `inverse`.
    let x1: Double
    let y1: Double
    let x2: Double
    let y2: Double

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1.isFinite ? x1 : 0
        self.y1 = y1.isFinite ? y1 : 0
        self.x2 = x2.isFinite ? x2 : 0
        self.y2 = y2.isFinite ? y2 : 0
    }

    /// The curve reflected in the diagonal, which is the inverse function of a curve whose y stays in [0, 1].
    var inverse: BezierTimingCurve { BezierTimingCurve(x1: y1, y1: x1, x2: y2, y2: x2) }

    func value(at progress: Double) -> Double {
        Self.sample(parameter(at: progress), c1: y1, c2: y2)
    }

    /// dy/dx at the progress: dy/ds over dx/ds. Where dx/ds vanishes (a control point on the start or end
    /// point, as in easeOut's start) the slope is the limit, the ratio of the second derivatives.
    func velocity(at progress: Double) -> Double {
        let s = parameter(at: progress)
        let (cx1, cx2) = clampedX
        let dx = Self.derivative(s, c1: cx1, c2: cx2)
        let dy = Self.derivative(s, c1: y1, c2: y2)
        if abs(dx) > 1e-9 { return dy / dx }
        let ddx = Self.secondDerivative(s, c1: cx1, c2: cx2)
        if abs(dy) <= 1e-9, abs(ddx) > 1e-9 { return Self.secondDerivative(s, c1: y1, c2: y2) / ddx }
        return dy == 0 ? 0 : (dy > 0 ? .infinity : -.infinity)
    }

    private var clampedX: (Double, Double) { (min(max(x1, 0), 1), min(max(x2, 0), 1)) }

    /// The s with x(s) = progress: Newton's method from s = progress (a few steps suffice on most curves), then
    /// bisection when Newton stalls on a flat stretch or leaves [0, 1].
    private func parameter(at progress: Double) -> Double {
        if progress.isNaN || progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        let (c1, c2) = clampedX
        let tolerance = 1e-12
        var s = progress
        for _ in 0..<8 {
            let error = Self.sample(s, c1: c1, c2: c2) - progress
            if abs(error) < tolerance { return s }
            let slope = Self.derivative(s, c1: c1, c2: c2)
            if abs(slope) < 1e-9 { break }
            s -= error / slope
            if !(s >= 0 && s <= 1) { break }
        }
        var low = 0.0
        var high = 1.0
        s = progress
        for _ in 0..<64 {
            s = (low + high) / 2
            let x = Self.sample(s, c1: c1, c2: c2)
            if abs(x - progress) < tolerance { break }
            if x < progress { low = s } else { high = s }
        }
        return s
    }

    // One coordinate of the curve with end points 0 and 1 and control values c1, c2, in polynomial form:
    // 3(1−s)²s·c1 + 3(1−s)s²·c2 + s³ = ((a·s + b)·s + c)·s with c = 3c1, b = 3(c2 − c1) − c, a = 1 − c − b.

    private static func sample(_ s: Double, c1: Double, c2: Double) -> Double {
        let c = 3 * c1
        let b = 3 * (c2 - c1) - c
        let a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }

    private static func derivative(_ s: Double, c1: Double, c2: Double) -> Double {
        let c = 3 * c1
        let b = 3 * (c2 - c1) - c
        let a = 1 - c - b
        return (3 * a * s + 2 * b) * s + c
    }

    private static func secondDerivative(_ s: Double, c1: Double, c2: Double) -> Double {
        let c = 3 * c1
        let b = 3 * (c2 - c1) - c
        let a = 1 - c - b
        return 6 * a * s + 2 * b
    }
}
