import EaselLayout
import Foundation

/// What a body keeps for the animated places it made: the tracks of its animatable values, the last values its
/// `.animation(_:value:)` modifiers saw, the views its `if`s and `ForEach`es showed (for their transitions). One
/// per `BodyNode` that needs it, keyed by where in the body each place is.
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

    func entry<E: AnimationStoreEntry>(_ key: Key, make: () -> E) -> E {
        if let existing = entries[key] as? E { return existing }
        if let kept = unseen?.removeValue(forKey: key) {
            if let kept = kept as? E {
                entries[key] = kept
                return kept
            }
            // Another kind of entry at this place: it has left, as at the end of the evaluation.
            unseen?[key] = kept
        }
        let made = make()
        entries[key] = made
        return made
    }

    /// Before a full evaluation: every entry is unseen until made again.
    func beginEvaluation() {
        var previous: [Key: AnimationStoreEntry] = [:]
        previous.reserveCapacity(entries.count)
        swap(&previous, &entries)
        if let earlier = unseen { previous.merge(earlier) { current, _ in current } }
        unseen = previous
    }

    /// After a full evaluation: the entries not made again go. Returns whether anything left is still animating.
    func endEvaluation(in graph: ViewGraph) -> Bool {
        if let unseen {
            for entry in unseen.values { entry.removed(in: graph) }
        }
        unseen = nil
        return entries.values.contains { $0.isAnimating }
    }

    func removeAll(in graph: ViewGraph) {
        for entry in entries.values { entry.removed(in: graph) }
        entries.removeAll()
        if let unseen {
            for entry in unseen.values { entry.removed(in: graph) }
        }
        unseen = nil
    }
}

/// Something an `AnimationStore` keeps for one place: a subclass says whether it still moves and stops when
/// its place leaves the tree.
class AnimationStoreEntry {
    var isAnimating: Bool { false }
    func removed(in graph: ViewGraph) {}
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
        var created = false
        let track = store.entry(animationKey(T.self, owner: owner)) { () -> AnimationTrack<T.AnimatableData> in
            created = true
            return AnimationTrack(data)
        }
        let animation = graph.animation
        if !created {
            let transaction = animation.transaction
            track.retarget(
                to: data, animation: transaction.disablesAnimations ? nil : transaction.animation,
                completions: transaction.completions, at: animation.time, environment: environment, in: graph)
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
