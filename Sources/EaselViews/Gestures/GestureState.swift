import Foundation

/// A property wrapper type that updates a property while the user performs a gesture and resets the property
/// back to its initial state when the gesture ends.
///
/// Declare it in a view and pass its projected value to a gesture's `updating(_:body:)`: while the gesture is
/// recognized the property holds what the body made of the gesture's value, and views reading it are drawn
/// again; when the gesture ends or is cancelled it returns to its initial value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initialValue: Value
    private let resetAction: ((Value, inout Transaction) -> Void)?
    private var box: StateBox<Value>?

    /// Creates a view state that's derived from a gesture.
    public init(wrappedValue: Value) {
        initialValue = wrappedValue
        resetAction = nil
    }

    /// Creates a view state that's derived from a gesture with an initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Creates a view state that's derived from a gesture with a transaction to reset it.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue)
    }

    /// Creates a view state that's derived from a gesture with an initial value and a transaction to reset it.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue)
    }

    /// Creates a view state that's derived from a gesture with a closure called as it resets.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        initialValue = wrappedValue
        resetAction = reset
    }

    /// Creates a view state that's derived from a gesture with an initial value and a closure called as it resets.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The wrapped value referenced by the gesture state property.
    public var wrappedValue: Value { box?.value ?? initialValue }

    /// A binding to the gesture state property.
    public var projectedValue: GestureState<Value> { self }

    /// Sets the value while the gesture goes on (ignored outside a host, as State's writes are).
    func update(to value: Value) {
        box?.value = value
    }

    /// Returns to the initial value as the gesture ends.
    func reset() {
        guard let box else { return }
        if let resetAction {
            var transaction = Transaction()
            resetAction(box.peek(), &transaction)
        }
        box.value = initialValue
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates a view state that's derived from a gesture with a transaction to reset it.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil)
    }

    /// Creates a view state that's derived from a gesture with a closure called as it resets.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

extension GestureState: GraphProperty {
    mutating func install(_ context: PropertyContext, slot: Int) {
        box = context.node?.storage(slot) { StateBox(initialValue, owner: context.node) }
    }

    /// Owned by the view's node, as State is.
    func isSameInput(as other: GestureState<Value>) -> Bool { true }
}
