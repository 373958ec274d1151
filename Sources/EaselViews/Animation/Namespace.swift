import EaselLayout
import Foundation

/// A dynamic property type that allows access to a namespace defined by the persistent identity of the object
/// containing the property (a view).
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    private var id: ID?

    public init() {}

    /// The view's namespace: the same for as long as the view is in the tree, different for every view.
    public var wrappedValue: Namespace.ID {
        id ?? ID(value: 0)
    }

    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }
}

extension Namespace: GraphProperty {
    mutating func install(_ context: PropertyContext, slot: Int) {
        id = context.node?.storage(slot) { NamespaceBox() }.id
    }

    func isSameInput(as other: Namespace) -> Bool { true }
}

/// The storage of one `@Namespace`: a number no other namespace of the process has.
private final class NamespaceBox {
    private static let counter = NamespaceCounter()
    let id = Namespace.ID(value: NamespaceBox.counter.next())
}

// Safety: `value` is read and written only under `lock`.
private final class NamespaceCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.withLock {
            value += 1
            return value
        }
    }
}

/// The properties of a view that `matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The view's position, in window coordinates.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The view's size, in local coordinates.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Both the position and size properties.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

