import EaselLayout
import Foundation

/// A function defined by a two-dimensional curve that maps an input progress in [0, 1] to an output progress,
/// which changes the effective speed of an animation or other interpolation.
///
/// The easing curves' control points are SwiftUI's documented ones; they are also CSS's and Core Animation's.
/// Progress outside [0, 1] is clamped to it.
public struct UnitCurve: Hashable, Sendable {
    enum Function: Hashable, Sendable {
        case linear
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
        /// The inverse of `circularEaseInOut`: no public curve has this shape, but `inverse` must name it.
        case circularEaseOutIn
        case bezier(BezierTimingCurve)
    }

    let function: Function

    /// A linear curve.
    public static let linear = UnitCurve(function: .linear)

    /// A bezier curve that starts out slowly, then speeds up as it finishes. Control points (0.42, 0), (1, 1).
    public static let easeIn = bezier(
        startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))

    /// A bezier curve that starts out quickly, then slows down as it approaches the end. Control points (0, 0),
    /// (0.58, 1).
    public static let easeOut = bezier(
        startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))

    /// A bezier curve that starts out slowly, speeds up over the middle, then slows down again as it approaches
    /// the end. Control points (0.42, 0), (0.58, 1).
    public static let easeInOut = bezier(
        startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))

    /// The same curve as `easeInOut`, under its older name.
    public static let easeInEaseOut = easeInOut

    /// A curve that starts out slowly, then speeds up as it finishes: the bottom-right quarter of a unit circle,
    /// 1 − √(1 − x²).
    public static let circularEaseIn = UnitCurve(function: .circularEaseIn)

    /// A circular curve that starts out quickly, then slows down as it approaches the end: the top-left quarter of
    /// a unit circle, √(1 − (1 − x)²).
    public static let circularEaseOut = UnitCurve(function: .circularEaseOut)

    /// A circular curve that starts out slowly, speeds up over the middle, then slows down again: circularEaseIn
    /// over the first half and circularEaseOut over the second, each scaled by a half.
    public static let circularEaseInOut = UnitCurve(function: .circularEaseInOut)

    /// Creates a new curve using bezier control points; the curve runs from (0, 0) to (1, 1). The x components
    /// of the control points are clamped to [0, 1] when the curve is evaluated.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(
            function: .bezier(
                BezierTimingCurve(
                    x1: Double(startControlPoint.x), y1: Double(startControlPoint.y), x2: Double(endControlPoint.x),
                    y2: Double(endControlPoint.y))))
    }

    /// The output progress for an input progress.
    public func value(at progress: Double) -> Double {
        let x = Self.clamped(progress)
        switch function {
        case .linear: return x
        case .circularEaseIn: return Self.circularIn(x)
        case .circularEaseOut: return Self.circularOut(x)
        case .circularEaseInOut: return x < 0.5 ? Self.circularIn(2 * x) / 2 : 0.5 + Self.circularOut(2 * x - 1) / 2
        case .circularEaseOutIn: return x < 0.5 ? Self.circularOut(2 * x) / 2 : 0.5 + Self.circularIn(2 * x - 1) / 2
        case .bezier(let curve): return curve.value(at: x)
        }
    }

    /// The rate of change of the output progress with the input progress (the curve's slope). The circular
    /// curves' slopes are infinite where they meet the circle's vertical tangent.
    public func velocity(at progress: Double) -> Double {
        let x = Self.clamped(progress)
        switch function {
        case .linear: return 1
        case .circularEaseIn: return Self.circularInSlope(x)
        case .circularEaseOut: return Self.circularOutSlope(x)
        // Each half is its quarter circle scaled by a half in both directions, so its slope is the quarter's.
        case .circularEaseInOut: return x < 0.5 ? Self.circularInSlope(2 * x) : Self.circularOutSlope(2 * x - 1)
        case .circularEaseOutIn: return x < 0.5 ? Self.circularOutSlope(2 * x) : Self.circularInSlope(2 * x - 1)
        case .bezier(let curve): return curve.velocity(at: x)
        }
    }

    /// The curve with input and output swapped: `inverse.value(at: value(at: x)) == x` for a curve whose output
    /// stays in [0, 1].
    public var inverse: UnitCurve {
        switch function {
        case .linear: return self
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case .circularEaseInOut: return UnitCurve(function: .circularEaseOutIn)
        case .circularEaseOutIn: return .circularEaseInOut
        case .bezier(let curve): return UnitCurve(function: .bezier(curve.inverse))
        }
    }

    /// The curve's name as an animation's description writes it.
    var name: String {
        switch self {
        case .linear: return "linear"
        case .easeIn: return "easeIn"
        case .easeOut: return "easeOut"
        case .easeInOut: return "easeInOut"
        case .circularEaseIn: return "circularEaseIn"
        case .circularEaseOut: return "circularEaseOut"
        case .circularEaseInOut: return "circularEaseInOut"
        default: break
        }
        switch function {
        case .bezier(let curve):
            let points = [curve.x1, curve.y1, curve.x2, curve.y2].map { LayoutFormat.number(CGFloat($0)) }
            return "bezier(\(points.joined(separator: ", ")))"
        default:
            return "circularEaseOutIn"
        }
    }

    private static func clamped(_ progress: Double) -> Double {
        progress.isNaN ? 0 : min(max(progress, 0), 1)
    }

    private static func circularIn(_ x: Double) -> Double { 1 - (1 - x * x).squareRoot() }
    private static func circularOut(_ x: Double) -> Double { (1 - (1 - x) * (1 - x)).squareRoot() }
    private static func circularInSlope(_ x: Double) -> Double { x / (1 - x * x).squareRoot() }
    private static func circularOutSlope(_ x: Double) -> Double { (1 - x) / (1 - (1 - x) * (1 - x)).squareRoot() }
}
