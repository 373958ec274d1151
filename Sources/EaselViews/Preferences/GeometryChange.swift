import EaselLayout
import Foundation

extension View {
    /// Reads a value from the view's geometry (its size, its frame in a coordinate space) after each layout and
    /// runs `action` with it when it first appears and whenever it changes.
    public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void
    ) -> some View {
        modifier(GeometryChangeModifier(transform: transform, initial: action, change: { _, new in action(new) }))
    }

    /// Reads a value from the view's geometry after each layout and runs `action` with the old and new values
    /// whenever it changes (not when it first appears).
    public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T, T) -> Void
    ) -> some View {
        modifier(GeometryChangeModifier(transform: transform, initial: nil, change: action))
    }
}

/// `.onGeometryChange`: after each update's layout, the transform of a proxy for the modified view's frame is
/// compared with the last value read; the action runs between update rounds, so the state it changes shows in
/// the same answer (a loop stops after the host's rounds, with its diagnostic).
struct GeometryChangeModifier<T: Equatable>: ViewModifier {
    typealias Body = Never
    let transform: (GeometryProxy) -> T
    let initial: ((T) -> Void)?
    let change: (T, T) -> Void

    static func _makeView(modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs) {
        let made = content.makeMarked(inputs, into: &outputs)
        guard let graph = inputs.graph, let owner = inputs.owner else { return }
        let reader = owner.animationStore().entry(inputs.animationKey(Self.self, owner: owner)) { GeometryChangeReader<T>() }
        reader.node = made.first
        reader.transform = modifier.transform
        reader.initial = modifier.initial
        reader.change = modifier.change
        reader.graph = graph
        graph.preferenceReaders.register(reader) { ($0 as? GeometryChangeReader<T>)?.check() }
        graph.enqueueAfterLayout {}
    }
}

/// What an `.onGeometryChange` keeps at its place: the view's node and the last value read.
final class GeometryChangeReader<T: Equatable>: AnimationStoreEntry {
    override var isAnimating: Bool { false }
    weak var node: LayoutNode?
    var transform: (GeometryProxy) -> T = { _ in fatalError("set when made") }
    var initial: ((T) -> Void)?
    var change: (T, T) -> Void = { _, _ in }
    var last: T?
    unowned(unsafe) var graph: ViewGraph?

    func check() {
        guard let node, node.isPlaced else { return }
        let value = transform(GeometryProxy(node: node))
        let previous = last
        if let previous, previous == value { return }
        last = value
        let run: () -> Void = { [initial, change] in
            if let previous { change(previous, value) } else { initial?(value) }
        }
        PreferenceReaders.run(on: graph, run)
    }

    override func removed(in graph: ViewGraph) {
        graph.preferenceReaders.unregister(self)
        node = nil
    }
}
