import Foundation
import Synchronization
@_spi(Reflection) import Swift

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
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private enum Content {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case value(Value)
    }

    private var content: Content

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        content = .keyPath(keyPath)
    }

    public var wrappedValue: Value {
        switch content {
        case .value(let value): value
        case .keyPath(let keyPath): EnvironmentValues()[keyPath: keyPath]
        }
    }
}

/// A property that takes values from the environment when its view is evaluated.
protocol EnvironmentReading {
    mutating func install(_ environment: EnvironmentValues)
}

extension Environment: EnvironmentReading {
    mutating func install(_ environment: EnvironmentValues) {
        if case .keyPath(let keyPath) = content {
            content = .value(environment[keyPath: keyPath])
        }
    }
}

/// Fills in the dynamic properties (`@Environment`, and later `@State`) stored in a view before its body is
/// evaluated. It writes into the view's own copy, at the fields' offsets, so one view value used by two
/// hosts on two threads is never shared mutable state.
enum DynamicPropertyInstaller {
    private struct Field {
        let offset: Int
        let type: any Any.Type
    }

    /// The fields that need installing, per view type (most types have none, so the common case is a
    /// dictionary look-up).
    private static let fieldsByType = Mutex<[ObjectIdentifier: [Field]]>([:])

    static func install<V>(into value: inout V, environment: EnvironmentValues) {
        let fields = fields(of: V.self)
        guard !fields.isEmpty else { return }
        withUnsafeMutableBytes(of: &value) { buffer in
            guard let base = buffer.baseAddress else { return }
            for field in fields {
                install(at: base + field.offset, type: field.type, environment: environment)
            }
        }
    }

    private static func install(at address: UnsafeMutableRawPointer, type: any Any.Type, environment: EnvironmentValues) {
        func open<T>(_ type: T.Type) {
            let pointer = address.assumingMemoryBound(to: T.self)
            if var reader = pointer.pointee as? any EnvironmentReading {
                reader.install(environment)
                if let updated = reader as? T { pointer.pointee = updated }
            } else {
                install(into: &pointer.pointee, environment: environment)
            }
        }
        _openExistential(type, do: open)
    }

    private static func fields(of type: Any.Type) -> [Field] {
        let key = ObjectIdentifier(type)
        if let cached = fieldsByType.withLock({ $0[key] }) { return cached }
        var fields: [Field] = []
        // Only structs are walked: a class's fields live in its object, not in the value Easel copies.
        guard !(type is AnyObject.Type) else { return [] }
        _ = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            if fieldType is any EnvironmentReading.Type {
                fields.append(Field(offset: offset, type: fieldType))
            } else if fieldType is any DynamicProperty.Type, !Self.fields(of: fieldType).isEmpty {
                // A DynamicProperty of the user's own that holds environment reads.
                fields.append(Field(offset: offset, type: fieldType))
            }
            return true
        }
        fieldsByType.withLock { $0[key] = fields }
        return fields
    }
}
