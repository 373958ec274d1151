import Foundation

/// A cache bounded by cost (bytes, for Easel's process-wide caches: shaped text, decoded images, image files)
/// that forgets in bulk: when the newer generation would pass its budget, it becomes
/// the older one and the older one is dropped, so the cache holds at most two budgets' worth. Lookups in the
/// older generation promote the entry.
///
/// Its methods are inlinable so that each cache is specialized for its key and value where it is used: a lookup
/// then asks the runtime for no generic type metadata (shaping a short string spent 4 % of its time there).
package struct TwoGenerationCache<Key: Hashable, Value> {
    /// What one generation may hold, in the units of the costs given to `insert`.
    package var budget: Int
    @usableFromInline var newer: [Key: (value: Value, cost: Int)] = [:]
    @usableFromInline var older: [Key: (value: Value, cost: Int)] = [:]
    @usableFromInline var newerCost = 0
    @usableFromInline var olderCost = 0

    @inlinable package init(budget: Int) { self.budget = budget }

    /// The cost of everything kept: at most twice the budget.
    @inlinable package var totalCost: Int { newerCost + olderCost }

    @inlinable package mutating func value(for key: Key) -> Value? {
        if let entry = newer[key] { return entry.value }
        guard let entry = older.removeValue(forKey: key) else { return nil }
        olderCost -= entry.cost
        insert(entry.value, for: key, cost: entry.cost)
        return entry.value
    }

    @inlinable package mutating func insert(_ value: Value, for key: Key, cost: Int) {
        // An entry that alone passes the budget is not kept.
        guard cost <= budget else { return }
        if newerCost + cost > budget {
            older = newer
            olderCost = newerCost
            newer = [:]
            newerCost = 0
        }
        if let replaced = newer.updateValue((value, cost), forKey: key) { newerCost -= replaced.cost }
        newerCost += cost
    }

    /// Every value kept, in no particular order.
    package var values: [Value] { newer.values.map(\.value) + older.values.map(\.value) }

    package mutating func removeAll() {
        newer = [:]
        older = [:]
        newerCost = 0
        olderCost = 0
    }
}
