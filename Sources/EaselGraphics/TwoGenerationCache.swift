import Foundation

/// A cache bounded by cost (bytes, for Easel's process-wide caches: shaped text, decoded images, image files)
/// that forgets in bulk: when the newer generation would pass its budget, it becomes
/// the older one and the older one is dropped, so the cache holds at most two budgets' worth. Lookups in the
/// older generation promote the entry.
///
/// Its methods are inlinable so that each cache is specialized for its key and value where it is used: a lookup
/// then asks the runtime for no generic type metadata and calls no unspecialized dictionary code. Swift 6.3
/// specializes another module's inlinable code only when it is public: with `package` access every module but
/// this one called the generic methods (a third of the time of shaping a short string). So the cache is public
/// behind an SPI that only Easel's own modules import (`@_spi(EaselCaches) import EaselGraphics`), out of sight of
/// an app's `import SwiftUI`.
@_spi(EaselCaches) public struct TwoGenerationCache<Key: Hashable, Value> {
    /// What one generation may hold, in the units of the costs given to `insert`.
    public var budget: Int
    @usableFromInline var newer: [Key: (value: Value, cost: Int)] = [:]
    @usableFromInline var older: [Key: (value: Value, cost: Int)] = [:]
    @usableFromInline var newerCost = 0
    @usableFromInline var olderCost = 0

    @inlinable public init(budget: Int) { self.budget = budget }

    /// The cost of everything kept: at most twice the budget.
    @inlinable public var totalCost: Int { newerCost + olderCost }

    @inlinable public mutating func value(for key: Key) -> Value? {
        if let entry = newer[key] { return entry.value }
        guard let entry = older.removeValue(forKey: key) else { return nil }
        olderCost -= entry.cost
        insert(entry.value, for: key, cost: entry.cost)
        return entry.value
    }

    @inlinable public mutating func insert(_ value: Value, for key: Key, cost: Int) {
        // An entry that alone passes the budget is not kept.
        guard cost <= budget else { return }
        if newerCost + cost > budget {
            older = newer
            olderCost = newerCost
            // Room for as many entries as the last generation held: growing from empty rehashed every entry
            // at each doubling (4 % of the time of shaping short strings no one had measured before).
            newer = Dictionary(minimumCapacity: older.count)
            newerCost = 0
        }
        if let replaced = newer.updateValue((value, cost), forKey: key) { newerCost -= replaced.cost }
        newerCost += cost
    }

    /// Every value kept, in no particular order.
    public var values: [Value] { newer.values.map(\.value) + older.values.map(\.value) }

    /// Every key kept, in no particular order.
    public var keys: [Key] { Array(newer.keys) + Array(older.keys) }

    public mutating func removeAll() {
        newer = [:]
        older = [:]
        newerCost = 0
        olderCost = 0
    }
}
