import Foundation

/// A property wrapper type that can read and write a value managed by Easel.
///
/// The value lives in the view graph, with the view's identity: it survives every update of the view,
/// moves with its `ForEach` id or `.id(_:)`, and is dropped when the view leaves the tree. Setting it
/// re-evaluates the bodies that read it, at the host's next update (a tap applies it before returning).
/// Until the view is made by a host, the wrapper reads its initial value and ignores writes, as SwiftUI's
/// does outside a view.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let initialValue: Value
    private var box: StateBox<Value>?

    public init(wrappedValue value: Value) {
        initialValue = value
    }

    public init(initialValue value: Value) {
        initialValue = value
    }

    public var wrappedValue: Value {
        get { box?.value ?? initialValue }
        nonmutating set {
            guard let box else { return }
            box.value = newValue
        }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        Binding(location: box ?? StateBox(initialValue, owner: nil))
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: GraphProperty {
    mutating func install(_ context: PropertyContext, slot: Int) {
        box = context.node?.storage(slot) { StateBox(initialValue, owner: context.node) }
    }

    /// State is owned by the view's node, not passed in by its parent: a new value from the parent never
    /// replaces it, so it never makes two views differ.
    func isSameInput(as other: State<Value>) -> Bool { true }
}

/// The storage of one `@State`: the value, and which bodies read it.
// Safety: `stored` and `readers` are touched only under `lock`, `owner` is weak and set once, and the setter's
// `diagnose` runs only on the thread evaluating a body (`evaluating` is per thread).
final class StateBox<Value>: Location<Value>, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    /// The node whose state this is; nil once the view left the tree (writes then change nothing visible).
    private weak var owner: BodyNode?
    private var readers = DependentNodes()

    init(_ value: Value, owner: BodyNode?) {
        stored = value
        self.owner = owner
    }

    var value: Value {
        get {
            if let owner, let reader = owner.graph?.evaluating {
                lock.withLock { readers.insert(reader) }
            }
            return lock.withLock { stored }
        }
        set {
            let changed = lock.withLock { () -> Bool in
                if ValueComparison.equatable(stored, newValue) == true { return false }
                stored = newValue
                return true
            }
            guard changed, let owner, let graph = owner.graph else { return }
            if let evaluating = graph.evaluating {
                graph.diagnose(
                    "state of \(owner.name) was modified while \(evaluating.name)'s body was being evaluated; the new value is kept but does not update the view",
                    at: evaluating, fix: "change state in actions (buttons, onAppear, onChange, tasks), never in body")
                return
            }
            let dependents = lock.withLock { readers.take() }
            for node in dependents { node.invalidate() }
        }
    }

    override func get() -> Value { value }
    override func peek() -> Value { lock.withLock { stored } }
    override func set(_ newValue: Value) { value = newValue }
}

/// Nodes whose bodies read a value, held weakly (a node that left the tree is simply skipped).
struct DependentNodes {
    private var nodes: [WeakNode] = []

    mutating func insert(_ node: BodyNode) {
        // Readers that left the tree are dropped here: a value that outlives its readers (a store shared by hosts)
        // must not gather them.
        nodes.removeAll { $0.node == nil }
        if !nodes.contains(where: { $0.node === node }) { nodes.append(WeakNode(node: node)) }
    }

    /// The nodes, forgotten here: each registers again when its body reads the value once more.
    mutating func take() -> [BodyNode] {
        defer { nodes.removeAll(keepingCapacity: true) }
        return nodes.compactMap(\.node)
    }

    private struct WeakNode {
        weak var node: BodyNode?
    }
}
