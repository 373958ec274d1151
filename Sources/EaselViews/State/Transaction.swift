import Foundation

/// The context of the current state-processing update: what a change of state is made with.
///
/// Gestures hand one to `updating(_:body:)` and `GestureState`'s reset. Easel draws every change at once, so the
/// transaction's flags are kept but change nothing drawn.
public struct Transaction {
    /// A Boolean value that indicates whether views should disable animations.
    public var disablesAnimations = false
    /// A Boolean value that indicates whether the transaction originated from an action that produces a sequence of
    /// values (a drag).
    public var isContinuous = false
    /// Whether this transaction will track the velocity of any animatable properties that change.
    public var tracksVelocity = false

    /// Creates a transaction.
    public init() {}
}
