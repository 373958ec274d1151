import Foundation
import Observation
import Synchronization

/// An interface for a stored variable that updates an external property of a view.
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A property wrapper that reads a value from a view's environment.
///
/// Easel fills it in before it evaluates the `body` that reads it; outside `body` it reads the default.
/// `@Environment(Model.self)` reads an `@Observable` object an ancestor supplied with `.environment(_:)`; declared
/// optional, it reads nil where no ancestor did.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private enum Content {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case value(Value)
        /// An observable object looked up by its type; `missing` is what reading gives when no ancestor supplied
        /// one (nil for the non-optional form, which cannot be read then).
        case object(ObjectIdentifier, missing: Value?)
    }

    private var content: Content

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        content = .keyPath(keyPath)
    }

    /// Reads the observable object of this type that an ancestor supplied with `.environment(_:)`. Where none
    /// did, SwiftUI stops the app; Easel reports a diagnostic and the view shows nothing.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        content = .object(ObjectIdentifier(objectType), missing: nil)
    }

    /// Reads the observable object of this type that an ancestor supplied with `.environment(_:)`, or nil.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        content = .object(ObjectIdentifier(objectType), missing: .some(nil))
    }

    public var wrappedValue: Value {
        switch content {
        case .value(let value): value
        case .keyPath(let keyPath): EnvironmentValues()[keyPath: keyPath]
        case .object(_, let missing?): missing
        case .object:
            fatalError("No Observable object of type \(Value.self) found; supply one with .environment(_:) on an ancestor")
        }
    }
}

/// A property the view graph fills in before the body that holds it is evaluated: `@Environment`, `@State`,
/// observed objects. `slot` names the property within its view, for storage that outlives the view value.
/// Each is a `DynamicProperty`, so a field that is not one is ruled out with a single question to the runtime.
protocol GraphProperty: DynamicProperty {
    mutating func install(_ context: PropertyContext, slot: Int)
    /// Whether a new value of the property, from a parent evaluated again, leaves the view's input as it was.
    func isSameInput(as other: Self) -> Bool
}

/// What a property is installed with: the environment, and the node that keeps the view's state (nil when
/// a view is made outside a host's graph).
final class PropertyContext {
    let environment: EnvironmentValues
    let node: BodyNode?
    /// Set by a property that cannot be installed (a missing environment object): the body is not
    /// evaluated, and the view shows nothing.
    var problem: ModifierProblem?

    init(environment: EnvironmentValues, node: BodyNode?) {
        self.environment = environment
        self.node = node
    }
}

/// Storage that must let go of what it holds when its view leaves the tree (tasks, subscriptions).
///
/// A base class rather than a protocol: a node leaving the tree asks each of its storage objects whether it is
/// one. A class check walks the object's superclasses, where the first check of each type against a protocol
/// scans every conformance record in the process (about 14 µs a type, paid by the process's first host).
class EndsWithNode {
    /// Lets go of what the storage holds; the view has left the tree.
    func nodeRemoved() {}
}

extension Environment: GraphProperty {
    mutating func install(_ context: PropertyContext, slot: Int) {
        switch content {
        case .keyPath(let keyPath):
            content = .value(context.environment[keyPath: keyPath])
        case .object(let type, let missing):
            if let found = context.environment.observableObjects[type] as? Value {
                content = .value(found)
            } else if let missing {
                content = .value(missing)
            } else {
                context.problem = ModifierProblem(
                    "no Observable object of type \(Value.self) found in the environment; the view shows nothing",
                    fix: "supply one with .environment(_:) on an ancestor of this view")
            }
        case .value:
            break
        }
    }

    /// Read from the view's environment, which is compared on its own.
    func isSameInput(as other: Environment<Value>) -> Bool { true }
}

/// Fills in the dynamic properties (`@Environment`, `@State`, observed objects) stored in a view before its
/// body is evaluated. It writes into the view's own copy, at the fields' offsets, so one view value used by
/// two hosts on two threads is never shared mutable state.
enum DynamicPropertyInstaller {
    /// The fields that need installing, per view type (most types have none, so the common case is a
    /// dictionary look-up).
    private static let fieldsByType = Mutex<[ObjectIdentifier: [StoredFields.Field]]>([:])

    static func install<V>(into value: inout V, context: PropertyContext, slot: Int = 0) {
        let fields = fields(of: V.self)
        guard !fields.isEmpty else { return }
        withUnsafeMutableBytes(of: &value) { buffer in
            guard let base = buffer.baseAddress else { return }
            for field in fields {
                install(at: base + field.offset, type: field.type, context: context, slot: slot + field.offset)
            }
        }
    }

    private static func install(at address: UnsafeMutableRawPointer, type: any Any.Type, context: PropertyContext, slot: Int) {
        func open<T>(_ type: T.Type) {
            let pointer = address.assumingMemoryBound(to: T.self)
            if var property = pointer.pointee as? any GraphProperty {
                property.install(context, slot: slot)
                if let updated = property as? T { pointer.pointee = updated }
            } else {
                install(into: &pointer.pointee, context: context, slot: slot)
            }
        }
        _openExistential(type, do: open)
    }

    private static func fields(of type: Any.Type) -> [StoredFields.Field] {
        let key = ObjectIdentifier(type)
        if let cached = fieldsByType.withLock({ $0[key] }) { return cached }
        // Only structs are walked: a class's fields live in its object, not in the value Easel copies.
        let fields = (StoredFields.of(type) ?? []).filter { field in
            // A DynamicProperty of the user's own counts when it holds properties the graph fills in.
            // Most fields are neither: one conformance question rules them out (each type's first such question
            // scans every conformance in the process).
            !PlainValueTypes.contains(field.type)
                && field.type is any DynamicProperty.Type
                && (field.type is any GraphProperty.Type || !Self.fields(of: field.type).isEmpty)
        }
        fieldsByType.withLock { $0[key] = fields }
        return fields
    }
}

/// The standard library's and Foundation's plain value types that views' stored properties most often have (a
/// title, a count, a flag, a size), none of them a `DynamicProperty`: told by identity, so that a view's fields
/// of these types cost no conformance question (the first for each type searches every conformance record in the
/// process).
enum PlainValueTypes {
    static func contains(_ type: Any.Type) -> Bool {
        let id = ObjectIdentifier(type)
        return id == ObjectIdentifier(String.self) || id == ObjectIdentifier(Int.self)
            || id == ObjectIdentifier(Bool.self) || id == ObjectIdentifier(Double.self)
            || id == ObjectIdentifier(CGFloat.self) || id == ObjectIdentifier(Float.self)
            || id == ObjectIdentifier(UInt8.self) || id == ObjectIdentifier(UInt.self)
            || id == ObjectIdentifier(Int32.self) || id == ObjectIdentifier(UInt32.self)
            || id == ObjectIdentifier(Int64.self) || id == ObjectIdentifier(UInt64.self)
            || id == ObjectIdentifier(CGSize.self) || id == ObjectIdentifier(CGPoint.self)
            || id == ObjectIdentifier(CGRect.self) || id == ObjectIdentifier(Date.self)
            || id == ObjectIdentifier(URL.self) || id == ObjectIdentifier(UUID.self)
    }
}
