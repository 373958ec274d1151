import EaselLayout
import Foundation

/// A named value produced by a view: views set it with `.preference(key:value:)` and its relatives, and an
/// ancestor reads what its subtree produced, combined in tree order by `reduce`.
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    associatedtype Value

    /// The value of the preference when no view sets one.
    static var defaultValue: Value { get }

    /// Combines a sequence of values by modifying the previously-accumulated value with the result of a closure
    /// that provides the next value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// The preference writes a view's modifiers put on its layout node, innermost first. A node that carries some
/// (or that a reader reads) is not spliced alone when its body is made again: the body around it is made again,
/// so the writes that a modifier outside the body put there are put on the new node too.
final class PreferenceWrites {
    struct Write {
        let key: ObjectIdentifier
        /// `(K.Value?, LayoutNode) -> K.Value`: the value so far (nil: none below), and the node written on.
        let apply: Any
    }

    var writes: [Write] = []
}

extension LayoutNode {
    /// The preference writes on this node, made when first asked for.
    var preferenceWrites: PreferenceWrites {
        if let known = preferences as? PreferenceWrites { return known }
        let made = PreferenceWrites()
        preferences = made
        return made
    }
}

/// Reads a preference's value out of placed nodes.
enum PreferenceValues {
    /// The value of `K` that `nodes` produce together, in order; nil when none of them sets one.
    static func value<K: PreferenceKey>(_ key: K.Type, in nodes: [LayoutNode]) -> K.Value? {
        var result: K.Value?
        for node in nodes {
            if let next = value(key, of: node) { combine(&result, next, as: key) }
        }
        return result
    }

    /// The value of `K` that `node` and its subtree produce: its children's, combined in order, then the
    /// node's own writes applied innermost first (a `.preference` replaces what is below it).
    static func value<K: PreferenceKey>(_ key: K.Type, of node: LayoutNode) -> K.Value? {
        var result: K.Value?
        for child in node.children {
            if let next = value(key, of: child) { combine(&result, next, as: key) }
        }
        guard let writes = node.preferences as? PreferenceWrites else { return result }
        let id = ObjectIdentifier(key)
        for write in writes.writes where write.key == id {
            guard let apply = write.apply as? (K.Value?, LayoutNode) -> K.Value else { continue }
            result = apply(result, node)
        }
        return result
    }

    private static func combine<K: PreferenceKey>(_ result: inout K.Value?, _ next: K.Value, as key: K.Type) {
        guard var value = result else {
            result = next
            return
        }
        K.reduce(value: &value) { next }
        result = value
    }
}

/// The places in a graph that read preferences, checked after every update's layout, in the order they were
/// first made.
final class PreferenceReaders {
    private struct Entry {
        weak var object: AnyObject?
        let check: (AnyObject) -> Void
    }

    private var entries: [Entry] = []

    /// Checks `object` after every update until it is gone (readers are few: a scan finds one registered before).
    func register(_ object: AnyObject, check: @escaping (AnyObject) -> Void) {
        guard !entries.contains(where: { $0.object === object }) else { return }
        entries.append(Entry(object: object, check: check))
    }

    func unregister(_ object: AnyObject) {
        entries.removeAll { $0.object === object || $0.object == nil }
    }

    /// Runs a reader's action as the app's code runs: on the host's clock (a task it starts joins the host).
    static func run(on graph: ViewGraph?, _ action: () -> Void) {
        guard let graph else { return action() }
        HostClock.$current.withValue(graph.animation.clock) { action() }
    }

    /// Lets every reader look at the values now laid out.
    func check() {
        guard !entries.isEmpty else { return }
        var index = 0
        while index < entries.count {
            guard let object = entries[index].object else {
                entries.remove(at: index)
                continue
            }
            entries[index].check(object)
            index += 1
        }
    }
}
