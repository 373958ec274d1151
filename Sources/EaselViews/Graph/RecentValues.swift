import Foundation
import Synchronization

/// The values made last for a few keys, one a slot chosen by the key's hash, shared by every thread: a key seen
/// again finds its value unless another key took the slot since (the value is then made again and takes the slot),
/// so nothing is shared that does not match and the table never grows. For values many views make alike, few of
/// them distinct: a fill appearance for each color, a path's box for each name.
///
/// `Key` is compared in `value(for:hash:make:)` rather than required of the class: the runtime makes a generic
/// class's type from its name, and a requirement on the class would have it search the process's conformances
/// (several thousand) for the key's the first time, in the first host of every process.
final class RecentValues<Key: Sendable, Value: Sendable>: Sendable {
    private let slots: Mutex<[(key: Key, value: Value)?]>
    private let mask: Int

    /// A table of `1 << bits` slots.
    init(bits: Int) {
        slots = Mutex(Array(repeating: nil, count: 1 << bits))
        mask = (1 << bits) - 1
    }

    /// The value kept for `key` in the slot `hash` chooses, or the one `make` makes (kept in its place).
    func value(for key: Key, hash: Int, make: () -> Value) -> Value where Key: Equatable {
        slots.withLock { slots in
            let slot = hash & mask
            if let kept = slots[slot], kept.key == key { return kept.value }
            let made = make()
            slots[slot] = (key, made)
            return made
        }
    }
}
