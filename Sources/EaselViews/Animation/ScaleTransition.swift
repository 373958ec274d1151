import EaselLayout
import Foundation

/// A transition that scales the view: to `scale` around `anchor` when not in the identity phase.
public struct ScaleTransition: Transition {
    /// The amount to scale the view by.
    public var scale: Double
    /// The anchor point to scale the view around.
    public var anchor: UnitPoint

    /// Creates a transition that scales the view by the specified amount.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
    }
}

extension Transition where Self == ScaleTransition {
    /// A transition that scales the view from nothing, around its center.
    ///
    /// Apple documents no factor. Easel uses 0, which draws nothing (as `scaleEffect(0)` does); a
    /// reimplementation reads SwiftUI's as 1e-5, which no one can tell from 0 (docs/Decisions.md).
    public static var scale: ScaleTransition { ScaleTransition(0) }

    /// A transition that scales the view by the specified amount.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}
