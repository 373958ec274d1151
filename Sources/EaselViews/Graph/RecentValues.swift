import Foundation
import Synchronization

/// The values made last for a few keys, one a slot chosen by the key's hash, shared by every thread: a key seen
/// again finds its value unless another key took the slot since (the value is then made again and takes the slot),
/// so nothing is shared that does not match and the table never grows. For values many views make alike, few of
/// them distinct: a fill appearance for each color, a path's box for each name.
///
/// Kept in `static let`s, so made in the first host of every process, and made so that the runtime builds no type
/// for it there: a struct, not a generic class (the runtime makes a generic class's type from its name), its slots
/// in memory of its own, not an array of optional tuples (whose type the runtime would build from its name too),
/// and `Key` compared in `value(for:hash:make:)` rather than required (a requirement has the runtime search the
/// process's several thousand conformances for the key's the first time).
struct RecentValues<Key: Sendable, Value: Sendable>: ~Copyable, Sendable {
    private let slots: Mutex<Slots>

    /// A table of `1 << bits` slots.
    init(bits: Int) {
        slots = Mutex(Slots(count: 1 << bits))
    }

    /// The value kept for `key` in the slot `hash` chooses, or the one `make` makes (kept in its place).
    func value(for key: Key, hash: Int, make: () -> Value) -> Value where Key: Equatable {
        slots.withLock { slots in
            let slot = slots.base + (hash & (slots.count - 1))
            if let kept = slot.pointee, kept.key == key { return kept.value }
            let made = make()
            slot.pointee = (key, made)
            return made
        }
    }

    /// The slots, each empty or a key and its value (a power of two of them); freed with the table.
    private struct Slots: ~Copyable {
        let base: UnsafeMutablePointer<(key: Key, value: Value)?>
        let count: Int

        init(count: Int) {
            base = .allocate(capacity: count)
            base.initialize(repeating: nil, count: count)
            self.count = count
        }

        deinit {
            base.deinitialize(count: count)
            base.deallocate()
        }
    }
}
