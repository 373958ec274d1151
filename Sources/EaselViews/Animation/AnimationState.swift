import EaselLayout
import Foundation

/// A key for a value an animation keeps in its `AnimationState` from one frame to the next.
public protocol AnimationStateKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// A container for the values an animation keeps while it runs, keyed by type as the environment is.
public struct AnimationState<Value: VectorArithmetic> {
    private var values: [ObjectIdentifier: Any] = [:]

    /// Creates an empty state: every key reads its default.
    public init() {}

    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get {
            // Unwrapped first: a missing entry cast to an optional `Value` would succeed as nil and hide the
            // key's default.
            guard let value = values[ObjectIdentifier(key)] else { return K.defaultValue }
            return (value as? K.Value) ?? K.defaultValue
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
