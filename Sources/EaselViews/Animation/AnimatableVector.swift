import EaselLayout
import Foundation

/// A few numbers animated together, for Easel's own modifiers whose values are a handful of optional lengths
/// (a flexible frame's six bounds, padding's insets). Not a SwiftUI type.
///
/// Each modifier puts only its finite values in and reads back only those: an infinite bound (`maxWidth:
/// .infinity`) or a missing one stays as it is and jumps, as arithmetic on infinities cannot be interpolated.
struct AnimatableVector: VectorArithmetic, Sendable {
    var values: [Double]

    init(_ values: [Double]) {
        self.values = values
    }

    static var zero: AnimatableVector { AnimatableVector([]) }

    private static func combine(_ a: AnimatableVector, _ b: AnimatableVector, _ op: (Double, Double) -> Double) -> AnimatableVector {
        let count = max(a.values.count, b.values.count)
        var result = [Double](repeating: 0, count: count)
        for index in 0..<count {
            result[index] = op(
                index < a.values.count ? a.values[index] : 0, index < b.values.count ? b.values[index] : 0)
        }
        return AnimatableVector(result)
    }

    static func + (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector { combine(lhs, rhs, +) }
    static func - (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector { combine(lhs, rhs, -) }

    static func == (lhs: AnimatableVector, rhs: AnimatableVector) -> Bool {
        (lhs - rhs).values.allSatisfy { $0 == 0 }
    }

    mutating func scale(by rhs: Double) {
        for index in values.indices { values[index] *= rhs }
    }

    var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }
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
