import EaselLayout
import Foundation
import Observation

/// The persistent half of a host (docs/Architecture.md, "The flow", step 1): one `BodyNode` for every custom view and
/// custom modifier, keyed by identity, holding the view's last value, its state and the layout nodes its
/// body made.
///
/// A change of state marks the nodes that read it. `update()` evaluates those bodies again, re-uses every
/// child whose value and environment are unchanged (with its layout nodes and their cached answers), puts
/// the new layout nodes where the old ones were, and measures again only upward from there, stopping at the
/// first ancestor whose answers did not change.
// Safety: other threads use only invalidate, enqueueAfterLayout and the evaluating node, whose state (and the
// `onInvalidate` handler) is read and written under `lock`; everything else is used by the host's thread alone.
package final class ViewGraph: @unchecked Sendable {
    let context: LayoutContext
    /// Guards `pending` and every node's `isDirty`, which state changes from other threads write.
    private let lock = NSLock()
    private var pending: [BodyNode] = []
    /// The node whose body is being evaluated (guarded by `lock`, since tasks read state on other threads).
    private var evaluatingNode: BodyNode?
    private var evaluatingThread: pthread_t?
    /// Actions to run once the current update is laid out: onAppear, onChange, onDisappear.
    private var actions: [() -> Void] = []
    /// Called (on the thread that changed it) when state changes outside an update, so a live display can
    /// schedule one.
    var onInvalidate: (@Sendable () -> Void)? {
        get { lock.withLock { invalidationHandler } }
        set { lock.withLock { invalidationHandler = newValue } }
    }
    private var invalidationHandler: (@Sendable () -> Void)?
    /// The host's outermost scope, whose single output is the root layout node.
    var root: BodyNode!
    /// The layout engine's half of an update: put `new` where `old` was; false when the caller must
    /// evaluate the enclosing body instead.
    var splice: ((_ old: LayoutNode, _ new: LayoutNode) -> Bool)?

    /// The navigation stacks made in this graph, for the host to report (weakly: a stack's state owns its model).
    var navigationModels: [ObjectIdentifier: WeakNavigationModel] = [:]
    /// The host's presentations (weakly: the root's state owns them).
    weak var presentationModel: PresentationModel?
    /// The list rows made, by their node, for the host's row actions (delete, swipe actions).
    var listRows: [ObjectIdentifier: ListRowRecord] = [:]
    var listRowsLimit = 512
    /// The refresh actions of `.refreshable` views, in the order they were made.
    var refreshActions: [WeakRefreshAction] = []

    private(set) var statistics = UpdateStatistics()
    /// The tasks the views started, run on the host's executor and asleep on its clock.
    private(set) lazy var tasks = TaskRegistry(clock: animation.clock) { [weak self] in self?.onInvalidate?() }
    /// The clock, the current transaction and what is animating.
    let animation = GraphAnimation()
    /// The places that read preferences (`.onPreferenceChange`, `overlayPreferenceValue`), checked after layout.
    let preferenceReaders = PreferenceReaders()
    /// The transactions of pending changes, by the node they made dirty (guarded by `lock`).
    private var pendingTransactions: [ObjectIdentifier: Transaction] = [:]

    init(context: LayoutContext) {
        self.context = context
    }

    func diagnose(_ message: String, at node: BodyNode?, fix: String) {
        context.diagnose(Diagnostic(message: message, path: node?.inputs.path.description ?? "", fix: fix))
    }

    // MARK: Making

    /// Makes the layout nodes of a custom view (or, through `modifier`, a custom modifier) at the position
    /// `inputs` describes, re-using the node there if there is one.
    func makeBody<V>(
        _ value: V, inputs: _ViewInputs, outputs: inout _ViewOutputs, canSkip: Bool = true,
        evaluate: @escaping (_ value: inout V, _ node: BodyNode, _ inputs: _ViewInputs) -> [LayoutNode]
    ) {
        let owner = inputs.owner
        let key = BodyKey(path: inputs.path, scope: owner?.inputs.path)
        var node: BodyNode
        if let owner, let existing = owner.existingChild(key), existing.valueType == V.self {
            if !isDirty(existing), existing.canSkip, let old = existing.value as? V,
                existing.inputs.isSame(as: inputs), ValueComparison.equal(old, value)
            {
                existing.inputs = inputs
                owner.adopt(existing, key: key)
                outputs.nodes.append(contentsOf: existing.outputs)
                return
            }
            node = existing
        } else {
            node = BodyNode(graph: self, parent: owner, valueType: V.self, inputs: inputs)
        }
        node.canSkip = canSkip
        node.inputs = inputs
        node.value = value
        node.reevaluate = { node in
            guard var value = node.value as? V else { return node.outputs }
            return evaluate(&value, node, node.inputs)
        }
        owner?.adopt(node, key: key)
        var value = value
        outputs.nodes.append(contentsOf: evaluate(&value, node, inputs))
    }

    /// Makes a custom view's body as items of a lazy container, when its body gives several (a `ForEach`, a
    /// `Section`, a tuple of rows): SwiftUI makes a `List`'s rows of them as if they were written in its place. The
    /// view keeps its state in a node of its own under the body that made the container (not under the container's
    /// items, which leave the graph as they scroll out of view); a change of that state makes that body again, so
    /// the container collects its items anew.
    func makeListBody<V: View>(_ view: V, inputs: _ViewInputs, items: LazyItems) {
        let inputs = inputs.pushing(V.self)
        var owner = inputs.owner
        if let scope = owner, scope.valueType == LazyItemsScope.self { owner = scope.parent }
        let node = owner.map { entry(BodyKey(path: inputs.path, scope: $0.inputs.path), in: $0, type: V.self, inputs: inputs) }
            ?? BodyNode(graph: self, parent: nil, valueType: V.self, inputs: inputs)
        node.givesListItems = true
        var value = view
        _ = evaluate(&value, node: node, inputs: inputs, body: { $0.body }) { body, bodyInputs in
            items.add(body, inputs: bodyInputs)
            return []
        }
    }

    /// Evaluates one body: installs the value's properties, runs `body` with state reads recorded against
    /// the node, makes the result, and drops the children the new result no longer has.
    func evaluate<V, B>(
        _ value: inout V, node: BodyNode, inputs: _ViewInputs, counts: Bool = true, body: (V) -> B,
        make: (B, _ViewInputs) -> [LayoutNode]
    ) -> [LayoutNode] {
        let context = PropertyContext(environment: inputs.environment, node: node)
        DynamicPropertyInstaller.install(into: &value, context: context)
        node.value = value
        if let problem = context.problem {
            diagnose(problem.message, at: node, fix: problem.fix)
            for removed in node.takeChildren() { remove(removed) }
            node.outputs = []
            lock.withLock { node.isDirty = false }
            return []
        }
        node.beginEvaluation()
        let saved = setEvaluating(node)
        if counts { statistics.bodyEvaluations += 1 }
        let content = withObservationTracking {
            body(value)
        } onChange: { [weak node] in
            node?.invalidate()
        }
        var childInputs = inputs
        childInputs.owner = node
        let nodes = make(content, childInputs)
        setEvaluating(saved)
        for removed in node.endEvaluation() { remove(removed) }
        node.outputs = nodes
        lock.withLock { node.isDirty = false }
        return nodes
    }

    /// Makes content outside any body evaluation (a lazy container's item, made when it comes into view)
    /// as the whole content of `scope`: state read while making it is a dependency of `scope`, and the
    /// children `scope` had before and did not make again leave the tree.
    /// Without `tracksObservation`, observable properties the content reads outside any body are not watched (as
    /// when a body's result is made: its views' own bodies watch what they read).
    func make(in scope: BodyNode, tracksObservation: Bool = true, _ body: () -> [LayoutNode]) -> [LayoutNode] {
        scope.beginEvaluation()
        let saved = setEvaluating(scope)
        let nodes = tracksObservation
            ? withObservationTracking {
                body()
            } onChange: { [weak scope] in
                scope?.invalidate()
            }
            : body()
        setEvaluating(saved)
        for removed in scope.endEvaluation() { remove(removed) }
        lock.withLock { scope.isDirty = false }
        return nodes
    }

    /// Takes out of the tree the children of `parent` made at or below `path` (a view whose removal transition
    /// ended, made one last time in its parent's evaluation).
    func discardChildren(of parent: BodyNode, below path: ViewPath) {
        for child in parent.allChildren {
            var current: ViewPath? = child.inputs.path
            while let component = current, component !== path, component !== parent.inputs.path {
                current = component.parent
            }
            if current === path { discard(child, from: parent) }
        }
    }

    /// Takes `child` out of `parent` and out of the tree (a lazy container's item scrolled out of view).
    func discard(_ child: BodyNode, from parent: BodyNode) {
        parent.removeChild(child)
        remove(child)
    }

    /// The entry at `key` under `owner` for a view that keeps something across updates (a scroll view's offset,
    /// a lazy container's items, the state of a custom view whose body gave a container its items), made the
    /// first time; adopted so it lives as long as the view does.
    func entry(_ key: BodyKey, in owner: BodyNode, type: Any.Type, inputs: _ViewInputs) -> BodyNode {
        if let existing = owner.existingChild(key), existing.valueType == type {
            existing.inputs = inputs
            owner.adopt(existing, key: key)
            return existing
        }
        let entry = BodyNode(graph: self, parent: owner, valueType: type, inputs: inputs)
        entry.canSkip = false
        owner.adopt(entry, key: key)
        return entry
    }

    /// Runs `body` as part of `node`'s evaluation (content made later, as a GeometryReader's is).
    func evaluating<T>(as node: BodyNode?, _ body: () -> T) -> T {
        let saved = setEvaluating(node)
        defer { setEvaluating(saved) }
        return body()
    }

    /// The node whose body this thread is evaluating, if any: state read now is a dependency of it.
    var evaluating: BodyNode? {
        lock.withLock {
            guard let thread = evaluatingThread, pthread_equal(thread, pthread_self()) != 0 else { return nil }
            return evaluatingNode
        }
    }

    @discardableResult
    private func setEvaluating(_ node: BodyNode?) -> BodyNode? {
        lock.withLock {
            let saved = evaluatingNode
            evaluatingNode = node
            evaluatingThread = node == nil ? nil : pthread_self()
            return saved
        }
    }

    // MARK: Invalidation

    func isDirty(_ node: BodyNode) -> Bool {
        lock.withLock { node.isDirty }
    }

    /// Marks a node to be evaluated at the next update.
    func invalidate(_ node: BodyNode) {
        let ambient = AmbientTransaction.current?.transaction
        let handler = lock.withLock { () -> (@Sendable () -> Void)?? in
            if let ambient, !node.isRemoved {
                pendingTransactions[ObjectIdentifier(node)] = ambient
                ambient.completions?.claimed = true
            }
            guard !node.isDirty, !node.isRemoved else { return .none }
            node.isDirty = true
            pending.append(node)
            return pending.count == 1 ? .some(invalidationHandler) : .none
        }
        if case .some(let handler) = handler { handler?() }
    }

    var needsUpdate: Bool {
        lock.withLock { !pending.isEmpty || !afterLayout.isEmpty } || !actions.isEmpty || tasks.executor.hasJobs
    }

    /// Work that needs the new layout in place (a `ScrollViewProxy.scrollTo`), run by the host after it.
    private var afterLayout: [() -> Void] = []

    func enqueueAfterLayout(_ work: @escaping () -> Void) {
        let handler = lock.withLock { () -> (@Sendable () -> Void)?? in
            afterLayout.append(work)
            return afterLayout.count == 1 && pending.isEmpty ? .some(invalidationHandler) : .none
        }
        if case .some(let handler) = handler { handler?() }
    }

    func takeAfterLayout() -> [() -> Void] {
        lock.withLock {
            defer { afterLayout.removeAll() }
            return afterLayout
        }
    }

    // MARK: Updating

    /// Evaluates every invalidated body again and hands the changed layout nodes to `splice`, shallowest
    /// first, then runs the actions the update queued (which may invalidate more: a few rounds at most).
    ///
    /// Each round first runs the views' tasks up to their next suspension (`HostExecutor`). Bodies, actions and
    /// tasks see the host's clock as `HostClock.current`, so a `Task.sleep` or a timer they start waits on it.
    func update() {
        HostClock.$current.withValue(animation.clock) { updateRounds() }
    }

    private func updateRounds() {
        for _ in 0..<Self.maximumRounds {
            tasks.executor.runJobs()
            let (dirty, transactions) = lock.withLock { () -> ([BodyNode], [ObjectIdentifier: Transaction]) in
                defer {
                    pending.removeAll()
                    pendingTransactions.removeAll()
                }
                return (pending, pendingTransactions)
            }
            if dirty.isEmpty && actions.isEmpty { return }
            statistics.updates += 1
            for node in dirty.sorted(by: { $0.depth < $1.depth }) where isDirty(node) && !node.isRemoved {
                var transaction = transactions[ObjectIdentifier(node)] ?? Transaction()
                if let implicit = node.inputs.implicitAnimation, !transaction.disablesAnimations {
                    transaction.animation = implicit
                }
                animation.applied(transaction.completions)
                if let moving = transaction.animation, !transaction.disablesAnimations {
                    animation.geometry.willChange(with: moving, completions: transaction.completions, below: nil)
                }
                animation.with(transaction) { reevaluate(node) }
            }
            animation.settleCompletions(in: self)
            runActions()
        }
        if lock.withLock({ !pending.isEmpty }) || !actions.isEmpty {
            diagnose(
                "state kept changing after \(Self.maximumRounds) rounds of updates (an onChange or onAppear that changes what it watches?); the rest waits for the next update",
                at: nil, fix: "make sure actions converge: change state only when it differs")
        }
    }

    private static let maximumRounds = 16

    /// Evaluates one node again and puts its new layout nodes in place; when they cannot simply replace
    /// the old ones (their number changed), the enclosing body is evaluated instead.
    private func reevaluate(_ node: BodyNode) {
        // A body whose result gave a container its items has no nodes to put in place: the body that made the
        // container collects them again.
        if !node.givesListItems {
            let old = node.outputs
            let new = node.reevaluate?(node) ?? old
            if old.count == new.count, let splice {
                var spliced = true
                for (before, after) in zip(old, new) where before !== after {
                    if !splice(before, after) {
                        spliced = false
                        break
                    }
                }
                if spliced {
                    replaceInAncestors(of: node, old, with: new)
                    return
                }
            }
        }
        guard let parent = node.parent else { return }
        lock.withLock { parent.isDirty = true }
        reevaluate(parent)
    }

    /// Puts the new nodes in place of the old in the outputs of the bodies above `node` that made them their own
    /// (a body whose result is one other view outputs that view's nodes): a later evaluation of such a body then
    /// replaces the nodes in the tree, not ones already taken out of it.
    private func replaceInAncestors(of node: BodyNode, _ old: [LayoutNode], with new: [LayoutNode]) {
        var replacements: [ObjectIdentifier: LayoutNode] = [:]
        for (before, after) in zip(old, new) where before !== after { replacements[ObjectIdentifier(before)] = after }
        guard !replacements.isEmpty else { return }
        var ancestor = node.parent
        while let current = ancestor {
            var outputs = current.outputs, changed = false
            for index in outputs.indices {
                if let replacement = replacements[ObjectIdentifier(outputs[index])] {
                    outputs[index] = replacement
                    changed = true
                }
            }
            guard changed else { return }
            current.outputs = outputs
            ancestor = current.parent
        }
    }

    func resetStatistics() {
        statistics.bodyEvaluations = 0
        statistics.updates = 0
    }

    // MARK: Lifecycle

    /// Queues an action to run after the current update is laid out.
    func enqueue(_ action: @escaping () -> Void) {
        actions.append(action)
    }

    private func runActions() {
        while !actions.isEmpty {
            let queued = actions
            actions.removeAll()
            for action in queued { action() }
        }
    }

    /// A node left the tree: its state is dropped, its subscriptions and tasks cancelled, its
    /// onDisappear actions queued; the same for everything below it.
    private func remove(_ node: BodyNode) {
        var stack = [node]
        while let current = stack.popLast() {
            lock.withLock { current.isRemoved = true }
            stack.append(contentsOf: current.allChildren)
            for action in current.takeRemovalActions() { enqueue { action(current) } }
            current.dropStorage()
            current.unlink()
        }
    }

    /// The host is going away: every node lets go of its state, subscriptions and tasks, and of its parent
    /// and children, so the whole graph is freed. No onDisappear runs: the views do not leave a live tree,
    /// the tree itself is gone.
    func tearDown() {
        guard let root else { return }
        var stack = [root]
        while let current = stack.popLast() {
            stack.append(contentsOf: current.allChildren)
            lock.withLock { current.isRemoved = true }
            current.dropStorage()
            current.unlink()
        }
        self.root = nil
        splice = nil
        animation.reset()
        // Tasks cancelled by their views' going end on Swift's global executor, the host's thread being gone.
        tasks.executor.detach()
        // What the host keeps for its questions holds actions that may capture the views' state.
        listRows = [:]
        refreshActions = []
    }

    func start(_ task: @escaping () async -> Void, priority: TaskPriority?) -> TaskHandle {
        tasks.start(task, priority: priority)
    }
}

/// How much work a host's updates did, for tests and for learning what a change costs.
public struct UpdateStatistics: Sendable, Equatable {
    /// Bodies (of views and custom modifiers) evaluated since the host was made or the count was reset; a
    /// button's own drawing (its style and pressed state) is not counted.
    public var bodyEvaluations = 0
    /// Updates applied (rounds of re-evaluation).
    public var updates = 0
}
