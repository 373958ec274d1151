import Foundation
import Synchronization

/// A type-erased list of data representing the content of a navigation stack.
///
/// Each element is a value a `navigationDestination(for:destination:)` turns into a view; the last element is the
/// page on top. Elements of any `Hashable` type may be mixed.
public struct NavigationPath: Equatable {
    package var elements: [AnyHashable]

    /// The number of elements in this path.
    public var count: Int { elements.count }

    /// A Boolean that indicates whether this path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// A value that holds the path's contents in a serializable format, or nil when an element is not `Codable`.
    public var codable: CodableRepresentation? {
        var encoded: [CodableRepresentation.Element] = []
        for element in elements {
            guard let value = element.base as? any Codable & Hashable else { return nil }
            guard let data = try? JSONEncoder().encode(value) else { return nil }
            encoded.append(.init(typeName: _typeName(type(of: value)), json: String(decoding: data, as: UTF8.self)))
        }
        return CodableRepresentation(elements: encoded)
    }

    /// Creates a new, empty navigation path.
    public init() {
        elements = []
    }

    /// Creates a new navigation path from the contents of a sequence.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// Creates a new navigation path from the contents of a sequence of codable values.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable & Codable {
        Self.remember(S.Element.self)
        self.elements = elements.map { AnyHashable($0) }
    }

    /// Creates a new navigation path from a serializable version: only the types it was made from can be
    /// decoded again, so elements of types this process has not seen in a path stay out.
    public init(_ codable: CodableRepresentation) {
        elements = codable.elements.compactMap { element in
            guard let type = Self.codableTypes.withLock({ $0[element.typeName] }) else { return nil }
            return type.decode(element.json)
        }
    }

    /// Appends a new value to the end of this path.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Appends a new codable value to the end of this path.
    public mutating func append<V: Hashable & Codable>(_ value: V) {
        Self.remember(V.self)
        elements.append(AnyHashable(value))
    }

    /// Removes values from the end of this path (one by default).
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(min(max(0, k), elements.count))
    }

    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool { lhs.elements == rhs.elements }

    /// A serializable representation of a navigation path.
    public struct CodableRepresentation: Codable, Equatable {
        struct Element: Codable, Equatable {
            var typeName: String
            var json: String
        }

        var elements: [Element]

        public init(from decoder: Decoder) throws {
            elements = try [Element](from: decoder)
        }

        public func encode(to encoder: Encoder) throws {
            try elements.encode(to: encoder)
        }

        init(elements: [Element]) {
            self.elements = elements
        }
    }

    // MARK: Decoding

    /// Decodes one element of a known type.
    struct CodableType: Sendable {
        let decode: @Sendable (String) -> AnyHashable?
    }

    /// The codable types appended to paths in this process, by name, so a representation can be decoded.
    static let codableTypes = Mutex<[String: CodableType]>([:])

    static func remember<V: Hashable & Codable>(_ type: V.Type) {
        let name = _typeName(type)
        codableTypes.withLock { types in
            if types[name] == nil {
                types[name] = CodableType { json in
                    (try? JSONDecoder().decode(V.self, from: Data(json.utf8))).map { AnyHashable($0) }
                }
            }
        }
    }
}
