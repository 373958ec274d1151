import EaselLayout
import Foundation

/// Numbers animated together, for values whose count varies: resolved shape styles (`AnimatedStyles`). Not a
/// SwiftUI type.
///
/// It always has at least five numbers (missing ones are zeros, as the arithmetic treats a shorter vector): the
/// first five are held inline and only the rest in an array, so that an animated color (its four channels and the
/// count its styles put before them) keeps no array of its own. Every Color and filled shape on screen has one in
/// its animation track.
struct AnimatableVector: VectorArithmetic, Sendable {
    private var h0 = 0.0, h1 = 0.0, h2 = 0.0, h3 = 0.0, h4 = 0.0
    private var tail: [Double] = []

    init(_ values: [Double]) {
        var index = values.startIndex
        func next() -> Double {
            guard index < values.endIndex else { return 0 }
            defer { index += 1 }
            return values[index]
        }
        h0 = next()
        h1 = next()
        h2 = next()
        h3 = next()
        h4 = next()
        tail = Array(values[index...])
    }

    /// The numbers: at least five.
    var values: [Double] { [h0, h1, h2, h3, h4] + tail }

    static var zero: AnimatableVector { AnimatableVector([]) }

    private static func combine(_ a: AnimatableVector, _ b: AnimatableVector, _ op: (Double, Double) -> Double) -> AnimatableVector {
        var result = AnimatableVector([])
        result.h0 = op(a.h0, b.h0)
        result.h1 = op(a.h1, b.h1)
        result.h2 = op(a.h2, b.h2)
        result.h3 = op(a.h3, b.h3)
        result.h4 = op(a.h4, b.h4)
        let count = max(a.tail.count, b.tail.count)
        if count > 0 {
            result.tail = (0..<count).map { index in
                op(index < a.tail.count ? a.tail[index] : 0, index < b.tail.count ? b.tail[index] : 0)
            }
        }
        return result
    }

    static func + (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector { combine(lhs, rhs, +) }
    static func - (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector { combine(lhs, rhs, -) }

    /// Equal when every difference is zero (a shorter vector's missing numbers are zeros).
    static func == (lhs: AnimatableVector, rhs: AnimatableVector) -> Bool {
        guard lhs.h0 - rhs.h0 == 0, lhs.h1 - rhs.h1 == 0, lhs.h2 - rhs.h2 == 0, lhs.h3 - rhs.h3 == 0,
              lhs.h4 - rhs.h4 == 0
        else { return false }
        if lhs.tail.isEmpty && rhs.tail.isEmpty { return true }
        return (lhs - rhs).tail.allSatisfy { $0 == 0 }
    }

    mutating func scale(by rhs: Double) {
        h0 *= rhs
        h1 *= rhs
        h2 *= rhs
        h3 *= rhs
        h4 *= rhs
        for index in tail.indices { tail[index] *= rhs }
    }

    var magnitudeSquared: Double {
        tail.reduce(h0 * h0 + h1 * h1 + h2 * h2 + h3 * h3 + h4 * h4) { $0 + $1 * $1 }
    }
}

extension Optional where Wrapped == CGFloat {
    /// The value as animated data: 0 when it is missing or infinite (such values are not animated).
    var animatable: Double {
        guard let value = self, value.isFinite else { return 0 }
        return Double(value)
    }

    /// Takes an animated value, when this one is animated at all (present and finite).
    mutating func take(_ animated: Double) {
        guard let value = self, value.isFinite else { return }
        self = CGFloat(animated)
    }
}

extension CGFloat {
    mutating func take(_ animated: Double) {
        guard isFinite else { return }
        self = CGFloat(animated)
    }
}
