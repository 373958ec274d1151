import Foundation
import Synchronization
@_spi(Reflection) import Swift

/// Tells whether a view value a parent made again gives the view the same inputs as before, so its body
/// need not be evaluated again (docs/Architecture.md, "The flow": only what depends on a change is re-evaluated).
///
/// SwiftUI compares a view's stored properties; so does Easel: `==` for an `Equatable` view or property,
/// bytes for plain data, identity for objects, and property by property for other structs. State and
/// environment properties are the graph's, not the parent's, so they never make two values differ;
/// bindings are the same when they point at the same place and held the same value. Closures and other
/// values that cannot be compared count as different (the body is evaluated: slower, never wrong).
enum ValueComparison {
    /// `==` when `T` is `Equatable`, nil when it is not.
    static func equatable<T>(_ a: T, _ b: T) -> Bool? {
        guard let a = a as? any Equatable else { return nil }
        return a.isEqual(toAny: b)
    }

    /// Whether two values are known to be equal.
    static func equal<T>(_ a: T, _ b: T) -> Bool {
        compare(a, b, depth: 0)
    }

    /// Whether two values of unknown type are known to be equal.
    static func equal(any a: Any, _ b: Any) -> Bool {
        func open<T>(_ a: T) -> Bool {
            guard let b = b as? T else { return false }
            return compare(a, b, depth: 0)
        }
        return _openExistential(a, do: open)
    }

    private static let maximumDepth = 6

    private static func compare<T>(_ a: T, _ b: T, depth: Int) -> Bool {
        if let property = a as? any GraphProperty { return property.isSameInput(asAny: b) }
        if let value = a as? any ComparableInput { return value.isSame(asAny: b) }
        if let equal = equatable(a, b) { return equal }
        if _isPOD(T.self) {
            return withUnsafeBytes(of: a) { left in withUnsafeBytes(of: b) { right in left.elementsEqual(right) } }
        }
        if T.self is AnyObject.Type { return (a as AnyObject) === (b as AnyObject) }
        guard depth < maximumDepth, let fields = StoredFields.of(T.self) else { return false }
        return withUnsafeBytes(of: a) { left in
            withUnsafeBytes(of: b) { right in
                guard let left = left.baseAddress, let right = right.baseAddress else { return true }
                for field in fields {
                    func open<F>(_: F.Type) -> Bool {
                        compare(
                            (left + field.offset).assumingMemoryBound(to: F.self).pointee,
                            (right + field.offset).assumingMemoryBound(to: F.self).pointee, depth: depth + 1)
                    }
                    if !_openExistential(field.type, do: open) { return false }
                }
                return true
            }
        }
    }

}

/// The stored properties of struct types, found by reflection once per type: for comparing view values and
/// for installing the properties the graph fills in.
enum StoredFields {
    struct Field {
        let offset: Int
        let type: any Any.Type
    }

    private static let fieldsByType = Mutex<[ObjectIdentifier: [Field]?]>([:])

    /// The runtime's metadata kinds of a struct and of a tuple (Swift ABI, MetadataKind).
    private static let structKind: UInt = 0x200
    private static let tupleKind: UInt = 0x301

    /// The stored properties of a struct, or the elements of a tuple; nil for anything else (classes, enums,
    /// closures, existentials).
    static func of(_ type: Any.Type) -> [Field]? {
        let key = ObjectIdentifier(type)
        if let cached = fieldsByType.withLock({ $0[key] }) { return cached }
        var fields: [Field] = []
        // Only structs and tuples: the reflection walk also "succeeds" with no fields on a function type, which
        // would make every two closures of a type look equal (and a view whose closure captured a new value
        // look unchanged). The walk's options are made from their raw value: an array literal (`[]`) has the
        // runtime build the array's type by name, in the first host of every process.
        let kind = metadataKind(type)
        let walked = (kind == Self.structKind || kind == Self.tupleKind)
            && _forEachField(of: type, options: _EachFieldOptions(rawValue: 0)) { _, offset, fieldType, _ in
            fields.append(Field(offset: offset, type: fieldType))
            return true
        }
        let result: [Field]? = walked ? fields : nil
        fieldsByType.withLock { $0[key] = result }
        return result
    }
}

/// A type Easel compares in its own way, though it is not `Equatable` for apps.
protocol ComparableInput {
    func isSame(asAny other: Any) -> Bool
}

extension AnyShapeStyle: ComparableInput {
    func isSame(asAny other: Any) -> Bool {
        guard let other = other as? AnyShapeStyle else { return false }
        return StyleIdentity(self) == StyleIdentity(other)
    }
}

extension Equatable {
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

extension GraphProperty {
    fileprivate func isSameInput(asAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return isSameInput(as: other)
    }
}

/// The kind of a type's runtime metadata (struct, enum, tuple, function, class...), from the Swift runtime.
@_silgen_name("swift_getMetadataKind")
private func metadataKind(_ type: Any.Type) -> UInt
