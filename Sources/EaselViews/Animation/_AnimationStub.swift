import EaselLayout
import Foundation

// Replaced by the engine: stand-ins for the animation API the transitions use, so this branch compiles before the
// engine lands. The whole file is deleted when the engine is merged.

/// Replaced by the engine: a stand-in for SwiftUI's `Animation`.
public struct Animation: Hashable, Sendable {}

extension View {
    /// Replaced by the engine: a stand-in for `animation(_:value:)`, showing the view unchanged.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        self
    }
}

/// Replaced by the engine: `MoveEdgeEffect` animates a `CGFloat`, as SwiftUI's `CGFloat: VectorArithmetic` allows.
extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) {
        self *= CGFloat(rhs)
    }

    public var magnitudeSquared: Double { Double(self * self) }
}
