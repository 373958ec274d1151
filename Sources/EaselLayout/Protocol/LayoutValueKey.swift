import Foundation

/// A key for a value that a view passes to the layout containing it (LayoutRules §10).
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Values a view carries for its container: its layout priority and its layout values. Like SwiftUI's view
/// traits, they travel outward through modifiers, so `.layoutPriority(1).padding()` still has priority 1.
package struct LayoutTraits {
    package var priority: Double?
    private var values: [ObjectIdentifier: Any] = [:]

    package init() {}

    /// Whether any `layoutValue` is set.
    package var hasValues: Bool { !values.isEmpty }

    package func value<K: LayoutValueKey>(for key: K.Type) -> K.Value {
        (values[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue
    }

    package mutating func setValue<K: LayoutValueKey>(_ value: K.Value, for key: K.Type) {
        values[ObjectIdentifier(key)] = value
    }
}
