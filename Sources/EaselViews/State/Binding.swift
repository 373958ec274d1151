import Foundation

/// A property wrapper type that can read and write a value owned by a source of truth.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    let location: Location<Value>
    /// The value when the binding was made, to tell whether a view given this binding must update.
    private let snapshot: Value

    init(location: Location<Value>) {
        self.location = location
        // Making a binding is not reading the value: the body that makes it does not depend on it.
        snapshot = location.peek()
    }

    /// A binding whose value is read and written through the given closures.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(location: ClosureLocation(get: get, set: set))
    }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to an immutable value.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(location: ConstantLocation(value))
    }

    public var wrappedValue: Value {
        get { location.get() }
        nonmutating set { location.set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(location: KeyPathLocation(base: location, keyPath: keyPath))
    }

    /// A binding to the same value, seen as optional.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(location: OptionalLocation(base: base.location))
    }

    /// A binding to the unwrapped value, or nil when the value is nil.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(location: UnwrappedLocation(base: base.location, last: value))
    }
}

extension Binding: GraphProperty {
    mutating func install(_ context: PropertyContext, slot: Int) {}

    /// Two bindings give a view the same input when they are the same place and held the same value.
    func isSameInput(as other: Binding<Value>) -> Bool {
        location.isSame(as: other.location) && ValueComparison.equal(snapshot, other.snapshot)
    }
}

extension Binding: DynamicProperty {}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection & RandomAccessCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection & RandomAccessCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { snapshotCollection.startIndex }
    public var endIndex: Index { snapshotCollection.endIndex }
    public var indices: Indices { snapshotCollection.indices }
    public func index(after i: Index) -> Index { snapshotCollection.index(after: i) }

    /// A binding to one element, by position. Read after the element was removed, it gives the element's
    /// last value; written then, it changes nothing (Easel reports neither as an error: a row being
    /// removed may still run an action).
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(location: ElementLocation(base: location, index: position))
    }

    private var snapshotCollection: Value { snapshot }
}

extension Binding: BidirectionalCollection
where Value: MutableCollection & RandomAccessCollection {
    public func index(before i: Index) -> Index { snapshotCollection.index(before: i) }
}

extension Binding: RandomAccessCollection
where Value: MutableCollection & RandomAccessCollection {}

// Safety: as in SwiftUI, a binding is Sendable when its value is: its location is immutable or locks its own state
// (StateBox, ElementLocation, UnwrappedLocation), and its snapshot is a Sendable value. Reading through a binding to
// the user's closures or object is as safe as they are, the contract SwiftUI documents for `Binding(get:set:)`.
extension Binding: @unchecked Sendable where Value: Sendable {}
