import Foundation
import Observation
import OpenCombine

// Observable objects come from OpenCombine on Linux (`ObservableObject`, `@Published`), and from the
// toolchain's Observation module (`@Observable`). A body that reads an `@Observable` object's property is
// evaluated again when the property changes (the graph tracks each body's reads); a view holding an
// `ObservableObject` in `@ObservedObject`, `@StateObject` or `@EnvironmentObject` is evaluated again
// whenever the object says it will change, as in SwiftUI.

/// The subscription of one view to one object's `objectWillChange`, kept in the view's node.
final class ObjectSubscription: EndsWithNode {
    private(set) weak var object: AnyObject?
    private var cancellable: AnyCancellable?

    /// Subscribes the node to `object`, unless it already is.
    func observe<Object: ObservableObject>(_ object: Object, for node: BodyNode?) {
        guard let node, self.object !== object || cancellable == nil else { return }
        self.object = object
        cancellable = object.objectWillChange.sink { [weak node] _ in node?.invalidate() }
    }

    override func nodeRemoved() {
        cancellable?.cancel()
        cancellable = nil
    }
}

/// Where a binding into an object's property reads and writes.
// Safety: its `let`s never change and it keeps no state of its own; reads and writes go to the user's object on the
// thread that uses the binding, the contract SwiftUI documents for bindings (as safe as the object it projects).
final class ObjectLocation<Root: AnyObject, Value>: Location<Value>, @unchecked Sendable {
    let root: Root
    let keyPath: ReferenceWritableKeyPath<Root, Value>

    init(root: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.root = root
        self.keyPath = keyPath
    }

    override func get() -> Value { root[keyPath: keyPath] }
    override func set(_ value: Value) { root[keyPath: keyPath] = value }

    override func isSame(as other: Location<Value>) -> Bool {
        guard let other = other as? ObjectLocation<Root, Value> else { return false }
        return root === other.root && keyPath == other.keyPath
    }
}

/// A property wrapper type that subscribes to an observable object and updates the view whenever the
/// object changes.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper of the underlying observable object that can create bindings to its properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(location: ObjectLocation(root: root, keyPath: keyPath))
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        wrappedValue = initialValue
    }

    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension ObservedObject: GraphProperty {
    mutating func install(_ context: PropertyContext, slot: Int) {
        context.node?.storage(slot) { ObjectSubscription() }.observe(wrappedValue, for: context.node)
    }

    /// The same object: its changes reach the view through the subscription, not through its parent.
    func isSameInput(as other: ObservedObject<ObjectType>) -> Bool { wrappedValue === other.wrappedValue }
}

/// A property wrapper type that instantiates an observable object once per view identity and keeps it as
/// long as the view is in the tree.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let make: () -> ObjectType
    private var object: ObjectType?

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        make = thunk
    }

    /// The object, made when the view was first installed; read outside a host, a new one each time.
    public var wrappedValue: ObjectType { object ?? make() }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(root: wrappedValue) }

    final class Storage: EndsWithNode {
        let object: ObjectType
        let subscription = ObjectSubscription()

        init(_ object: ObjectType) {
            self.object = object
        }

        override func nodeRemoved() { subscription.nodeRemoved() }
    }
}

extension StateObject: GraphProperty {
    mutating func install(_ context: PropertyContext, slot: Int) {
        guard let node = context.node else {
            object = make()
            return
        }
        let make = make
        let storage = node.storage(slot) { Storage(make()) }
        storage.subscription.observe(storage.object, for: node)
        object = storage.object
    }

    /// Owned by the view's node, like state.
    func isSameInput(as other: StateObject<ObjectType>) -> Bool { true }
}

/// A property wrapper type for an observable object that a parent or ancestor view supplies with
/// `.environmentObject(_:)`.
///
/// Where no ancestor supplies one, SwiftUI stops the app; Easel reports a diagnostic instead and the view
/// shows nothing (its body is not evaluated).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper of the underlying environment object that can create bindings to its properties.
    public typealias Wrapper = ObservedObject<ObjectType>.Wrapper

    private var object: ObjectType?

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found; supply one with .environmentObject(_:) on an ancestor")
        }
        return object
    }

    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension EnvironmentObject: GraphProperty {
    mutating func install(_ context: PropertyContext, slot: Int) {
        guard let found = context.environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            context.problem = ModifierProblem(
                "no ObservableObject of type \(ObjectType.self) found in the environment; the view shows nothing",
                fix: "supply one with .environmentObject(_:) on an ancestor of this view")
            return
        }
        object = found
        context.node?.storage(slot) { ObjectSubscription() }.observe(found, for: context.node)
    }

    /// Read from the environment, which is compared on its own.
    func isSameInput(as other: EnvironmentObject<ObjectType>) -> Bool { true }
}

/// The objects `.environmentObject(_:)` supplied, by type; compared by identity.
// Safety: the objects are only compared by identity here, and used only by @EnvironmentObject in bodies, on the
// host's thread (it is Sendable so that the empty default can be a static).
struct EnvironmentObjects: ComparableInput, @unchecked Sendable {
    var objects: [ObjectIdentifier: AnyObject] = [:]

    func isSame(asAny other: Any) -> Bool {
        guard let other = other as? EnvironmentObjects, objects.count == other.objects.count else { return false }
        return objects.allSatisfy { key, object in other.objects[key] === object }
    }
}

private struct EnvironmentObjectsKey: EnvironmentKey {
    static let defaultValue = EnvironmentObjects()
}

/// The `@Observable` objects `.environment(_:)` supplied, by type, apart from `.environmentObject(_:)`'s.
private struct ObservableObjectsKey: EnvironmentKey {
    static let defaultValue = EnvironmentObjects()
}

extension EnvironmentValues {
    var objects: [ObjectIdentifier: AnyObject] {
        get { self[EnvironmentObjectsKey.self].objects }
        set { self[EnvironmentObjectsKey.self].objects = newValue }
    }

    var observableObjects: [ObjectIdentifier: AnyObject] {
        get { self[ObservableObjectsKey.self].objects }
        set { self[ObservableObjectsKey.self].objects = newValue }
    }
}

extension View {
    /// Supplies an observable object to the views below, for their `@EnvironmentObject` properties.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformEnvironment(\.objects) { $0[ObjectIdentifier(T.self)] = object }
    }

    /// Places an `@Observable` object in the environment of the views below, for their `@Environment(T.self)`
    /// properties; nil takes away one an ancestor placed. A body that reads the object's properties is made again
    /// when they change, as with any observable object it reads.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        transformEnvironment(\.observableObjects) { $0[ObjectIdentifier(T.self)] = object }
    }
}

/// A property wrapper type that supports creating bindings to the mutable properties of observable
/// objects (`@Observable` classes).
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public var projectedValue: Bindable<Value> { self }

    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        Binding(location: ObjectLocation(root: wrappedValue, keyPath: keyPath))
    }
}

extension Bindable: DynamicProperty {}
