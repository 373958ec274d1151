import EaselLayout
import Foundation

/// What a body keeps for the animated places it made: its animatable values (still ones as bytes, moving ones on
/// tracks), the last values its `.animation(_:value:)` modifiers saw, the views its `if`s and `ForEach`es showed
/// (for their transitions). One per `BodyNode` that needs it, keyed by where in the body each place is.
///
/// A place not made again by a full evaluation of its body has left the tree: its entry goes, and its
/// animations end.
final class AnimationStore {
    /// Where a place is: the path from the owning body to it, the type that made it and how many modifiers out
    /// from the view it is (two paddings on one view share a path), hashed into one word. Every animatable
    /// primitive a body makes looks its entry up, so the key is made without allocating and kept small: a
    /// store holds an entry for each such place on screen. (Two places whose hashes collide would share an
    /// entry only if they were also of one type; at 64 bits that is out of reach.)
    struct Key: Hashable {
        let hash: Int
    }

    // Entries are of one class, so the table holds one word for each rather than an existential's two.
    private var entries: [Key: AnimationStoreEntry] = [:]
    /// During a full evaluation, the entries not yet made again: those left at its end have left the tree.
    /// (A table of its own rather than a mark on each entry, which would cost every entry a word.)
    private var unseen: [Key: AnimationStoreEntry]?

    /// The animatable values that are still: never moved since their place was made, or done moving. Most
    /// values on screen never move, so a still one keeps only its bytes, in `stillWords`, and a word of this
    /// table (`StillSlot`) says where; its track is made when a change with an animation first moves it, from
    /// the value kept here (`keepStill`). A track that has come to rest is kept here again at the end of the
    /// next full evaluation. Values that are not plain bytes (an array of a path's points) always have tracks.
    private var still: [Key: StillSlot] = [:]
    private var stillWords: [UInt64] = []
    /// During a full evaluation, the still values not yet made again, and the words they are in.
    private var unseenStill: [Key: StillSlot]?
    private var unseenWords: [UInt64] = []

    /// Where a still value's bytes are: its first word in `stillWords` and its length in words.
    struct StillSlot {
        private let bits: UInt32

        /// Slots reach 16 million words (128 MiB of values); values are at most 255 words (2,040 bytes). A value
        /// that does not fit has a track instead.
        init?(offset: Int, words: Int) {
            guard offset < 1 << 24, words < 1 << 8 else { return nil }
            bits = UInt32(offset) << 8 | UInt32(words)
        }

        var offset: Int { Int(bits >> 8) }
        var words: Int { Int(bits & 0xFF) }
    }

    /// What a still value's place held before `keepStill`.
    enum StillChange<Value> {
        /// Nothing: the place is new (or was not kept still).
        case new
        case unchanged
        /// Another value, which the place no longer holds: it is the new one now.
        case changed(from: Value)
    }

    /// The entry at `key` made earlier, if it is an `E`.
    func existing<E: AnimationStoreEntry>(_ key: Key, as type: E.Type = E.self) -> E? {
        if let existing = entries[key] as? E { return existing }
        if let kept = unseen?.removeValue(forKey: key) {
            if let kept = kept as? E {
                entries[key] = kept
                return kept
            }
            // Another kind of entry at this place: it has left, as at the end of the evaluation.
            unseen?[key] = kept
        }
        return nil
    }

    func entry<E: AnimationStoreEntry>(_ key: Key, make: () -> E) -> E {
        if let existing = existing(key, as: E.self) { return existing }
        let made = make()
        entries[key] = made
        return made
    }

    /// Keeps `value` as the still value at `key`, and says what the place held; nil when the value cannot be kept
    /// still (it is not plain bytes, takes no bytes at all, or is too large), and needs a track.
    func keepStill<Value: VectorArithmetic>(_ key: Key, _ value: Value) -> StillChange<Value>? {
        guard _isPOD(Value.self), MemoryLayout<Value>.size > 0 else { return nil }
        if let slot = still[key] {
            let old = Self.load(Value.self, from: stillWords, at: slot)
            guard old != value else { return .unchanged }
            Self.store(value, into: &stillWords, at: slot)
            return .changed(from: old)
        }
        var change = StillChange<Value>.new
        if let slot = unseenStill?.removeValue(forKey: key) {
            let old = Self.load(Value.self, from: unseenWords, at: slot)
            change = old == value ? .unchanged : .changed(from: old)
        }
        guard let slot = StillSlot(offset: stillWords.count, words: Self.words(for: Value.self)) else { return nil }
        stillWords.append(contentsOf: repeatElement(0, count: slot.words))
        Self.store(value, into: &stillWords, at: slot)
        still[key] = slot
        return change
    }

    /// The place at `key` is no longer still: its value moves, on a track made from the value `keepStill` gave.
    /// (Its words stay unused until the next full evaluation keeps only the values made again.)
    func startMoving(_ key: Key) {
        still[key] = nil
    }

    private static func words<Value>(for type: Value.Type) -> Int {
        (MemoryLayout<Value>.size + 7) / 8
    }

    private static func load<Value>(_ type: Value.Type, from words: [UInt64], at slot: StillSlot) -> Value {
        // Safety: the slot holds a `Value`'s bytes, stored by `store` (the key names the value's type), and `Value`
        // is plain bytes (`keepStill` checks).
        words.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: slot.offset * 8, as: Value.self) }
    }

    private static func store<Value>(_ value: Value, into words: inout [UInt64], at slot: StillSlot) {
        withUnsafeBytes(of: value) { bytes in
            words.withUnsafeMutableBytes { target in
                target.baseAddress!.advanced(by: slot.offset * 8).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
            }
        }
    }

    /// Before a full evaluation: every entry and still value is unseen until made again.
    func beginEvaluation() {
        var previous: [Key: AnimationStoreEntry] = [:]
        previous.reserveCapacity(entries.count)
        swap(&previous, &entries)
        if let earlier = unseen { previous.merge(earlier) { current, _ in current } }
        unseen = previous

        var previousStill: [Key: StillSlot] = [:]
        previousStill.reserveCapacity(still.count)
        swap(&previousStill, &still)
        var previousWords: [UInt64] = []
        previousWords.reserveCapacity(stillWords.count)
        swap(&previousWords, &stillWords)
        if let earlier = unseenStill {
            // An evaluation that did not end: its unseen values are still unseen, moved into the same words.
            for (key, slot) in earlier where previousStill[key] == nil {
                guard let moved = StillSlot(offset: previousWords.count, words: slot.words) else { continue }
                previousWords.append(contentsOf: unseenWords[slot.offset..<slot.offset + slot.words])
                previousStill[key] = moved
            }
        }
        unseenStill = previousStill
        unseenWords = previousWords
    }

    /// After a full evaluation: the entries and still values not made again go, and tracks that came to rest are
    /// kept as still values. Returns whether anything left is still animating.
    func endEvaluation(in graph: ViewGraph) -> Bool {
        if let unseen {
            for entry in unseen.values { entry.removed(in: graph) }
        }
        unseen = nil
        unseenStill = nil
        unseenWords = []
        var animating = false
        var resting: [Key] = []
        for (key, entry) in entries {
            if entry.isAnimating {
                animating = true
            } else if entry.keepsStill(at: key, in: self) {
                resting.append(key)
            }
        }
        for key in resting { entries[key] = nil }
        // The words grew by doubling while the values were made; what they hold now stays until the next full
        // evaluation, so a quarter or more left unused is given back.
        if stillWords.capacity - stillWords.count > max(stillWords.count / 4, 16) {
            stillWords = stillWords.withUnsafeBufferPointer { Array($0) }
        }
        return animating
    }

    /// How many places have an entry (a track, a transition site…) and how many keep a still value.
    var counts: (entries: Int, still: Int) { (entries.count, still.count) }

    func removeAll(in graph: ViewGraph) {
        for entry in entries.values { entry.removed(in: graph) }
        entries.removeAll()
        if let unseen {
            for entry in unseen.values { entry.removed(in: graph) }
        }
        unseen = nil
        still.removeAll()
        stillWords.removeAll()
        unseenStill = nil
        unseenWords = []
    }
}

/// Something an `AnimationStore` keeps for one place: a subclass says whether it still moves and stops when
/// its place leaves the tree.
class AnimationStoreEntry {
    var isAnimating: Bool { false }
    func removed(in graph: ViewGraph) {}
    /// For an entry at rest: keeps what it holds as `store`'s still value at `key`, if it can, so that the entry
    /// can go. Only tracks can.
    func keepsStill(at key: AnimationStore.Key, in store: AnimationStore) -> Bool { false }
}

extension _ViewInputs {
    /// The key of the place these inputs make, within the body that owns it.
    func animationKey(_ type: Any.Type, owner: BodyNode) -> AnimationStore.Key {
        var hasher = Hasher()
        var current: ViewPath? = path
        let scope = owner.inputs.path
        while let component = current, component !== scope {
            hasher.combine(component.key)
            current = component.parent
        }
        hasher.combine(ObjectIdentifier(type))
        hasher.combine(modifierDepth)
        return AnimationStore.Key(hash: hasher.finalize())
    }

    /// `value` as it shows now: its animatable data is the presentation of its track, which moves to the new
    /// data with the current transaction's animation when the data changed (docs/Architecture.md, "Animation").
    func animated<T: Animatable>(_ value: T) -> T {
        guard T.AnimatableData.self != EmptyAnimatableData.self, let graph, let owner else { return value }
        let data = value.animatableData
        let store = owner.animationStore()
        let key = animationKey(T.self, owner: owner)
        let animation = graph.animation
        let transaction = animation.transaction
        let chosen = transaction.disablesAnimations ? nil : transaction.animation
        let track: AnimationTrack<T.AnimatableData>
        // A track made holding the value itself (a place not kept still) needs no retargeting.
        var isNew = false
        if let moving = store.existing(key, as: AnimationTrack<T.AnimatableData>.self) {
            track = moving
        } else if let change = store.keepStill(key, data) {
            // Still until a change with an animation moves it: then it moves from the value it had.
            guard case .changed(let old) = change, chosen != nil else { return value }
            store.startMoving(key)
            track = store.entry(key) { AnimationTrack(old) }
        } else {
            track = store.entry(key) { () -> AnimationTrack<T.AnimatableData> in
                isNew = true
                return AnimationTrack(data)
            }
        }
        if !isNew {
            track.retarget(
                to: data, animation: chosen, completions: transaction.completions, at: animation.time,
                environment: environment, in: graph)
        }
        guard track.isAnimating else { return value }
        var shown = value
        shown.animatableData = track.value(at: animation.time, in: graph)
        if track.isAnimating {
            animation.noteAnimating(owner)
            animation.noteMoving()
        }
        return shown
    }
}
