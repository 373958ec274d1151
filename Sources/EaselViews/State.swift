import Foundation

/// A property wrapper type that can read and write a value managed by Easel.
///
/// The value lives in the view graph, with the view's identity: it survives every update of the view,
/// moves with its `ForEach` id or `.id(_:)`, and is dropped when the view leaves the tree. Setting it
/// re-evaluates the bodies that read it, at the host's next update (a tap applies it before returning).
/// Until the view is made by a host, the wrapper reads its initial value and ignores writes, as SwiftUI's
/// does outside a view.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let initialValue: Value
    private var box: StateBox<Value>?

    public init(wrappedValue value: Value) {
        initialValue = value
    }

    public init(initialValue value: Value) {
        initialValue = value
    }

    public var wrappedValue: Value {
        get { box?.value ?? initialValue }
        nonmutating set {
            guard let box else { return }
            box.value = newValue
        }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        Binding(location: box ?? StateBox(initialValue, owner: nil))
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: GraphProperty {
    mutating func install(_ context: PropertyContext, slot: Int) {
        box = context.node?.storage(slot) { StateBox(initialValue, owner: context.node) }
    }

    /// State is owned by the view's node, not passed in by its parent: a new value from the parent never
    /// replaces it, so it never makes two views differ.
    func isSameInput(as other: State<Value>) -> Bool { true }
}

/// The storage of one `@State`: the value, and which bodies read it.
final class StateBox<Value>: Location<Value>, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    /// The node whose state this is; nil once the view left the tree (writes then change nothing visible).
    private weak var owner: BodyNode?
    private var readers = DependentNodes()

    init(_ value: Value, owner: BodyNode?) {
        stored = value
        self.owner = owner
    }

    var value: Value {
        get {
            if let owner, let reader = owner.graph?.evaluating {
                lock.withLock { readers.insert(reader) }
            }
            return lock.withLock { stored }
        }
        set {
            let changed = lock.withLock { () -> Bool in
                if ValueComparison.equatable(stored, newValue) == true { return false }
                stored = newValue
                return true
            }
            guard changed, let owner, let graph = owner.graph else { return }
            if let evaluating = graph.evaluating {
                graph.diagnose(
                    "state of \(owner.name) was modified while \(evaluating.name)'s body was being evaluated; the new value is kept but does not update the view",
                    at: evaluating, fix: "change state in actions (buttons, onAppear, onChange, tasks), never in body")
                return
            }
            let dependents = lock.withLock { readers.take() }
            for node in dependents { node.invalidate() }
        }
    }

    override func get() -> Value { value }
    override func peek() -> Value { lock.withLock { stored } }
    override func set(_ newValue: Value) { value = newValue }
}

/// Nodes whose bodies read a value, held weakly (a node that left the tree is simply skipped).
struct DependentNodes {
    private var nodes: [WeakNode] = []

    mutating func insert(_ node: BodyNode) {
        if !nodes.contains(where: { $0.node === node }) { nodes.append(WeakNode(node: node)) }
    }

    /// The nodes, forgotten here: each registers again when its body reads the value once more.
    mutating func take() -> [BodyNode] {
        defer { nodes.removeAll(keepingCapacity: true) }
        return nodes.compactMap(\.node)
    }

    private struct WeakNode {
        weak var node: BodyNode?
    }
}

/// Where a binding reads and writes its value.
class Location<Value>: @unchecked Sendable {
    func get() -> Value { fatalError("Location.get is abstract") }
    /// The value, without making the body being evaluated depend on it.
    func peek() -> Value { get() }
    func set(_ value: Value) {}
    /// Whether two locations are the same place; structural for projections, which are made anew each time.
    func isSame(as other: Location<Value>) -> Bool { self === other }
}

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

extension Binding: @unchecked Sendable {}

final class ClosureLocation<Value>: Location<Value>, @unchecked Sendable {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    override func get() -> Value { getter() }
    override func set(_ value: Value) { setter(value) }
}

final class ConstantLocation<Value>: Location<Value>, @unchecked Sendable {
    private let value: Value

    init(_ value: Value) {
        self.value = value
    }

    override func get() -> Value { value }

    override func isSame(as other: Location<Value>) -> Bool {
        guard let other = other as? ConstantLocation<Value> else { return false }
        return ValueComparison.equal(value, other.value)
    }
}

final class KeyPathLocation<Root, Value>: Location<Value>, @unchecked Sendable {
    let base: Location<Root>
    let keyPath: WritableKeyPath<Root, Value>

    init(base: Location<Root>, keyPath: WritableKeyPath<Root, Value>) {
        self.base = base
        self.keyPath = keyPath
    }

    override func get() -> Value { base.get()[keyPath: keyPath] }
    override func peek() -> Value { base.peek()[keyPath: keyPath] }

    override func set(_ value: Value) {
        var root = base.get()
        root[keyPath: keyPath] = value
        base.set(root)
    }

    override func isSame(as other: Location<Value>) -> Bool {
        guard let other = other as? KeyPathLocation<Root, Value> else { return false }
        return keyPath == other.keyPath && base.isSame(as: other.base)
    }
}

final class ElementLocation<Base: MutableCollection, Value>: Location<Value>, @unchecked Sendable
where Base.Element == Value {
    let base: Location<Base>
    let index: Base.Index
    private var last: Value?

    init(base: Location<Base>, index: Base.Index) {
        self.base = base
        self.index = index
    }

    override func get() -> Value { read(base.get()) }
    override func peek() -> Value { read(base.peek()) }

    private func read(_ collection: Base) -> Value {
        if collection.indices.contains(index) {
            let value = collection[index]
            last = value
            return value
        }
        // The element is gone; its last value stands in (a binding to a removed row).
        if let last { return last }
        return collection[index]
    }

    override func set(_ value: Value) {
        var collection = base.get()
        guard collection.indices.contains(index) else { return }
        collection[index] = value
        base.set(collection)
    }

    override func isSame(as other: Location<Value>) -> Bool {
        guard let other = other as? ElementLocation<Base, Value> else { return false }
        return index == other.index && base.isSame(as: other.base)
    }
}

final class OptionalLocation<Wrapped>: Location<Wrapped?>, @unchecked Sendable {
    let base: Location<Wrapped>

    init(base: Location<Wrapped>) {
        self.base = base
    }

    override func get() -> Wrapped? { base.get() }
    override func peek() -> Wrapped? { base.peek() }

    override func set(_ value: Wrapped?) {
        if let value { base.set(value) }
    }

    override func isSame(as other: Location<Wrapped?>) -> Bool {
        guard let other = other as? OptionalLocation<Wrapped> else { return false }
        return base.isSame(as: other.base)
    }
}

final class UnwrappedLocation<Wrapped>: Location<Wrapped>, @unchecked Sendable {
    let base: Location<Wrapped?>
    private var last: Wrapped

    init(base: Location<Wrapped?>, last: Wrapped) {
        self.base = base
        self.last = last
    }

    override func get() -> Wrapped {
        if let value = base.get() { last = value }
        return last
    }

    override func set(_ value: Wrapped) { base.set(value) }

    override func isSame(as other: Location<Wrapped>) -> Bool {
        guard let other = other as? UnwrappedLocation<Wrapped> else { return false }
        return base.isSame(as: other.base)
    }
}
