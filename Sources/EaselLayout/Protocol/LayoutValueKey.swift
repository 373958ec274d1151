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

    /// The view's `zIndex`: its place in its container's drawing and hit-testing order (0 unless set).
    package var zIndex: Double {
        get { hasValues ? value(for: ZIndexKey.self) : 0 }
        set { setValue(newValue, for: ZIndexKey.self) }
    }
}

/// Where `zIndex` keeps its value among a view's traits.
private struct ZIndexKey: LayoutValueKey {
    static let defaultValue = 0.0
}

extension Array where Element == LayoutNode {
    /// The nodes' indices in drawing order: by `zIndex`, lowest first, ties in their order; nil when every
    /// index is 0 (the order as it is).
    package var zOrder: [Int]? {
        guard contains(where: { $0.traits.zIndex != 0 }) else { return nil }
        return indices.sorted { left, right in
            let a = self[left].traits.zIndex, b = self[right].traits.zIndex
            return a == b ? left < right : a < b
        }
    }
}
