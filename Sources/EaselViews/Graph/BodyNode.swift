import EaselLayout
import Foundation

/// One custom view (or custom modifier) in the graph: its last value and inputs, its state, its children in
/// the graph and the layout nodes its body made.
// Safety: other threads reach a node only through its weak `graph` and `ViewGraph.invalidate`, which reads and
// writes `isDirty` and `isRemoved` under the graph's lock; everything else is used by the host's thread alone.
package final class BodyNode: @unchecked Sendable {
    weak var graph: ViewGraph?
    weak var parent: BodyNode?
    let depth: Int
    let valueType: Any.Type
    var value: Any?
    var inputs: _ViewInputs
    /// Evaluates the body again with the stored value and inputs.
    var reevaluate: ((BodyNode) -> [LayoutNode])?
    var outputs: [LayoutNode] = []
    /// Whether a parent evaluated again may re-use this node's outputs when its value is unchanged
    /// (custom modifiers may not: the content they wrap is made anew with their parent).
    var canSkip = true
    /// Whether the body's result gave a lazy container its items (`ViewGraph.makeListBody`) rather than nodes.
    var givesListItems = false
    /// Written under the graph's lock.
    var isDirty = false
    /// Written under the graph's lock.
    var isRemoved = false

    private var children: [BodyKey: BodyNode] = [:]
    private var previousChildren: [BodyKey: BodyNode]?
    private var storage: [Int: AnyObject] = [:]
    /// The animated places this node's body made; made on first use.
    private var animations: AnimationStore?
    private var removalActions: [(BodyNode) -> Void] = []

    init(graph: ViewGraph, parent: BodyNode?, valueType: Any.Type, inputs: _ViewInputs) {
        self.graph = graph
        self.parent = parent
        self.valueType = valueType
        self.inputs = inputs
        depth = (parent?.depth ?? -1) + 1
    }

    var name: String { inputs.path.description }

    func invalidate() {
        graph?.invalidate(self)
    }

    /// The storage in `slot`, made by `make` the first time.
    func storage<T: AnyObject>(_ slot: Int, make: () -> T) -> T {
        if let existing = storage[slot] as? T { return existing }
        let made = make()
        storage[slot] = made
        return made
    }

    func animationStore() -> AnimationStore {
        if let animations { return animations }
        let made = AnimationStore()
        animations = made
        return made
    }

    /// The entries and still values of the animation stores of this node and every node below it.
    var animationCounts: (entries: Int, still: Int) {
        var counts: (entries: Int, still: Int) = animations?.counts ?? (0, 0)
        for child in allChildren {
            let below = child.animationCounts
            counts = (counts.entries + below.entries, counts.still + below.still)
        }
        return counts
    }

    /// Runs `action` (given the node) when the node leaves the tree.
    func onRemoval(_ action: @escaping (BodyNode) -> Void) {
        removalActions.append(action)
    }

    func takeRemovalActions() -> [(BodyNode) -> Void] {
        defer { removalActions.removeAll() }
        return removalActions
    }

    /// Lets go of the node's children and of what ties it to its parent. A child's inputs name its parent as
    /// their owner while the parent holds the child, so a node that leaves the tree must break that cycle for
    /// it and its subtree to be freed.
    func unlink() {
        children.removeAll()
        previousChildren = nil
        inputs.owner = nil
    }

    /// Lets go of the state and subscriptions (a subscription ends when its storage is released).
    func dropStorage() {
        for case let ending as EndsWithNode in storage.values { ending.nodeRemoved() }
        storage.removeAll()
        if let animations, let graph {
            animations.removeAll(in: graph)
            graph.animation.noteStill(self)
        }
        animations = nil
    }

    // MARK: Children

    func beginEvaluation() {
        animations?.beginEvaluation()
        previousChildren = children
        children = [:]
    }

    /// Every child, forgotten here (the body was not evaluated after all).
    func takeChildren() -> [BodyNode] {
        defer { children.removeAll() }
        return Array(children.values)
    }

    /// The children the last evaluation had and this one did not make again.
    func endEvaluation() -> [BodyNode] {
        defer { previousChildren = nil }
        if let animations, let graph {
            if animations.endEvaluation(in: graph) { graph.animation.noteAnimating(self) } else { graph.animation.noteStill(self) }
        }
        guard let previous = previousChildren else { return [] }
        return previous.compactMap { key, child in children[key] === child ? nil : child }
    }

    /// The child at `key`: made earlier in this evaluation (content made twice), or by the last one.
    func existingChild(_ key: BodyKey) -> BodyNode? {
        children[key] ?? previousChildren?[key]
    }

    func adopt(_ child: BodyNode, key: BodyKey) {
        children[key] = child
    }

    func removeChild(_ child: BodyNode) {
        if let key = children.first(where: { $0.value === child })?.key { children[key] = nil }
        if let key = previousChildren?.first(where: { $0.value === child })?.key { previousChildren?[key] = nil }
    }

    var allChildren: [BodyNode] { Array(children.values) + (previousChildren.map { Array($0.values) } ?? []) }
}

/// Where a node is within its parent node's body: the path between them, so that the same structural
/// position (or the same explicit id) finds the same node on every evaluation.
struct BodyKey: Hashable {
    private let components: [ViewPath.Key]

    init(path: ViewPath, scope: ViewPath?) {
        var components: [ViewPath.Key] = []
        var current: ViewPath? = path
        while let node = current, node !== scope {
            components.append(node.key)
            current = node.parent
        }
        self.components = components
    }
}
