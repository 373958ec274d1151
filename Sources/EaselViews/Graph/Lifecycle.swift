import EaselLayout
import Foundation

/// A modifier with a life of its own in the graph: an entry under the node being made, found again at the
/// same position on every evaluation, and dropped (with `onDisappear` and task cancellation) when its view
/// leaves the tree.
protocol LifecycleModifier: ViewModifier where Body == Never {
    /// The entry was made: the view appears.
    func appeared(entry: BodyNode, graph: ViewGraph)
    /// The entry was found again, holding the modifier's previous value.
    func updated(from previous: Self, entry: BodyNode, graph: ViewGraph)
    /// The entry left the tree.
    func disappeared(entry: BodyNode)
    static var entryName: String { get }
}

extension LifecycleModifier {
    func updated(from previous: Self, entry: BodyNode, graph: ViewGraph) {}
    func disappeared(entry: BodyNode) {}

    static func _makeView(modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs) {
        content.make(inputs, &outputs)
        guard let graph = inputs.graph, let owner = inputs.owner else { return }
        let inputs = inputs.pushing(entryName)
        let key = BodyKey(path: inputs.path, scope: owner.inputs.path)
        let entry = graph.entry(key, in: owner, type: Self.self, inputs: inputs)
        let previous = entry.value as? Self
        entry.value = modifier
        if let previous {
            modifier.updated(from: previous, entry: entry, graph: graph)
            return
        }
        entry.onRemoval { entry in (entry.value as? Self)?.disappeared(entry: entry) }
        modifier.appeared(entry: entry, graph: graph)
    }
}

struct AppearModifier: LifecycleModifier {
    typealias Body = Never
    static let entryName = "onAppear"
    let action: (() -> Void)?

    func appeared(entry: BodyNode, graph: ViewGraph) {
        if let action { graph.enqueue(action) }
    }
}

struct DisappearModifier: LifecycleModifier {
    typealias Body = Never
    static let entryName = "onDisappear"
    let action: (() -> Void)?

    func appeared(entry: BodyNode, graph: ViewGraph) {}

    func disappeared(entry: BodyNode) {
        action?()
    }
}

struct ChangeModifier<Value: Equatable>: LifecycleModifier {
    typealias Body = Never
    static var entryName: String { "onChange" }
    let value: Value
    let initial: Bool
    let action: (_ old: Value, _ new: Value) -> Void

    func appeared(entry: BodyNode, graph: ViewGraph) {
        if initial {
            let value = value, action = action
            graph.enqueue { action(value, value) }
        }
    }

    func updated(from previous: Self, entry: BodyNode, graph: ViewGraph) {
        guard previous.value != value else { return }
        let old = previous.value, new = value, action = action
        graph.enqueue { action(old, new) }
    }
}

struct TaskModifier<ID: Equatable>: LifecycleModifier {
    typealias Body = Never
    static var entryName: String { "task" }
    let id: ID
    let priority: TaskPriority
    let action: () async -> Void

    final class Running: EndsWithNode {
        var handle: TaskHandle?
        override func nodeRemoved() { handle?.cancel() }
    }

    func appeared(entry: BodyNode, graph: ViewGraph) {
        let running = entry.storage(0) { Running() }
        let action = action, priority = priority
        // Started once the update is done, as SwiftUI starts a task before the view appears on screen.
        graph.enqueue { [weak graph] in
            running.handle = graph?.start(action, priority: priority)
        }
    }

    func updated(from previous: Self, entry: BodyNode, graph: ViewGraph) {
        guard previous.id != id else { return }
        let running = entry.storage(0) { Running() }
        running.handle?.cancel()
        appeared(entry: entry, graph: graph)
    }

    func disappeared(entry: BodyNode) {}
}

extension View {
    /// Adds an action to perform before this view appears (once, when it first enters the tree).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearModifier(action: action))
    }

    /// Adds an action to perform after this view disappears (when it leaves the tree).
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(DisappearModifier(action: action))
    }

    /// Adds an action to perform when the given value changes, given the old and new values; with
    /// `initial`, also when the view appears.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(ChangeModifier(value: value, initial: initial, action: action))
    }

    /// Adds an action to perform when the given value changes.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Adds an action to perform when the given value changes, given the new value.
    @available(*, deprecated, message: "use onChange(of:initial:_:) with a two- or zero-parameter action")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: false) { _, new in action(new) })
    }

    /// Adds an asynchronous task to perform before this view appears; it is cancelled when the view
    /// disappears. `ViewHost.waitForTasks()` waits for it and applies what it changed.
    ///
    /// SwiftUI's views are main-actor isolated, so their tasks may capture them; Easel's are not, so the
    /// action is not required to be `@Sendable` (the same code compiles). It runs on Swift's global
    /// executor: the state it writes is guarded, and applied by the host's next update.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        modifier(TaskModifier(id: 0, priority: priority, action: action))
    }

    /// Adds a task that is cancelled and started again whenever `value` changes.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void
    ) -> some View {
        modifier(TaskModifier(id: value, priority: priority, action: action))
    }
}
