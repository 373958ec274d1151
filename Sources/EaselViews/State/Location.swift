import Foundation

/// Where a binding reads and writes its value.
// Safety: the base class has no stored state; each subclass states its own invariant.
class Location<Value>: @unchecked Sendable {
    func get() -> Value { fatalError("Location.get is abstract") }
    /// The value, without making the body being evaluated depend on it.
    func peek() -> Value { get() }
    func set(_ value: Value) {}
    /// Whether two locations are the same place; structural for projections, which are made anew each time.
    func isSame(as other: Location<Value>) -> Bool { self === other }
}

// Safety: its `let`s never change and it keeps no state of its own; get and set run the user's closures on the
// thread that uses the binding, the contract SwiftUI documents for `Binding(get:set:)` (a computed binding is as
// safe to use from another thread as its closures are).
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

// Safety: immutable: `value` is a `let`, only copied out and compared.
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

// Safety: `base` and `keyPath` are `let`s and every read and write goes to `base`: as safe as `base` (a write's
// get-then-set is not atomic, so concurrent writes may lose one, but no memory is raced).
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

// Safety: `base` and `index` are `let`s, and `last`, written by reads, is read and written only under `lock`: as
// safe as `base`.
final class ElementLocation<Base: MutableCollection, Value>: Location<Value>, @unchecked Sendable
where Base.Element == Value {
    let base: Location<Base>
    let index: Base.Index
    private let lock = NSLock()
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
            lock.withLock { last = value }
            return value
        }
        // The element is gone; its last value stands in (a binding to a removed row).
        if let last = lock.withLock({ last }) { return last }
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

// Safety: `base` is a `let` and every read and write goes to it: as safe as `base`.
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

// Safety: `base` is a `let`, and `last`, written by reads, is read and written only under `lock`: as safe as `base`.
final class UnwrappedLocation<Wrapped>: Location<Wrapped>, @unchecked Sendable {
    let base: Location<Wrapped?>
    private let lock = NSLock()
    private var last: Wrapped

    init(base: Location<Wrapped?>, last: Wrapped) {
        self.base = base
        self.last = last
    }

    override func get() -> Wrapped {
        let value = base.get()
        return lock.withLock {
            if let value { last = value }
            return last
        }
    }

    override func set(_ value: Wrapped) { base.set(value) }

    override func isSame(as other: Location<Wrapped>) -> Bool {
        guard let other = other as? UnwrappedLocation<Wrapped> else { return false }
        return base.isSame(as: other.base)
    }
}
