import EaselLayout
import Foundation

/// Puts one preference write on each of the modified views' nodes.
struct PreferenceWriteModifier: ViewModifier {
    typealias Body = Never
    let write: PreferenceWrites.Write

    static func _makeView(modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs) {
        var made = _ViewOutputs()
        content.make(inputs, &made)
        for node in made.nodes {
            node.preferenceWrites.writes.append(modifier.write)
            outputs.append(node)
        }
    }
}

/// `.onPreferenceChange`: after each update's layout, reads the value its content produces and calls the
/// action when it differs from the last one read (and once with the first).
struct PreferenceChangeModifier<K: PreferenceKey>: ViewModifier where K.Value: Equatable {
    typealias Body = Never
    let action: (K.Value) -> Void

    static func _makeView(modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs) {
        let made = content.makeMarked(inputs, into: &outputs)
        guard let graph = inputs.graph, let owner = inputs.owner else { return }
        let reader = owner.animationStore().entry(inputs.animationKey(Self.self, owner: owner)) { PreferenceChangeReader<K>() }
        reader.nodes = made
        reader.action = modifier.action
        reader.graph = graph
        graph.preferenceReaders.register(reader) { ($0 as? PreferenceChangeReader<K>)?.check() }
        // An update after this one's layout reads the value.
        graph.enqueueAfterLayout {}
    }
}

/// What an `.onPreferenceChange` keeps at its place: the content's nodes and the last value read.
final class PreferenceChangeReader<K: PreferenceKey>: AnimationStoreEntry where K.Value: Equatable {
    override var isAnimating: Bool { false }
    var nodes: [LayoutNode] = []
    var action: (K.Value) -> Void = { _ in }
    var last: K.Value?
    unowned(unsafe) var graph: ViewGraph?

    func check() {
        let value = PreferenceValues.value(K.self, in: nodes) ?? K.defaultValue
        if let last, last == value { return }
        last = value
        let action = action
        PreferenceReaders.run(on: graph) { action(value) }
    }

    override func removed(in graph: ViewGraph) {
        graph.preferenceReaders.unregister(self)
        nodes = []
    }
}

/// The view `overlayPreferenceValue` and `backgroundPreferenceValue` add: made when placed, from the value the
/// modified view (its sibling in the overlay) produces, and made again after every update.
struct PreferenceValueView<K: PreferenceKey, Content: View>: View {
    typealias Body = Never
    let alignment: Alignment
    let transform: (K.Value) -> Content

    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("PreferenceValue")
        let contentInputs = inputs.children(of: GeometryReaderLayout.self)
        let node = inputs.makeNode(GeometryReaderLayout())
        let transform = view.transform, alignment = view.alignment
        node.deferredContent = { node in
            let primary = node.parent?.children.first.map { [$0] } ?? []
            let value = PreferenceValues.value(K.self, in: primary) ?? K.defaultValue
            return transform(value)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
                .makeNodes(inputs: contentInputs)
        }
        // The value can change without this node being placed again (a row below changed alone): after each
        // update it is placed again where it is, which makes its content again from the new value.
        inputs.graph?.preferenceReaders.register(node) { object in
            guard let node = object as? LayoutNode, node.isPlaced, node.parent?.isPlaced == true else { return }
            node.place(at: node.globalFrame.origin, size: node.globalFrame.size, proposal: node.placedProposal)
        }
        outputs.append(node)
    }
}

extension View {
    /// Sets a value for the given preference.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceWriteModifier(write: PreferenceWrites.Write(
            key: ObjectIdentifier(key), apply: { (_: K.Value?, _: LayoutNode) -> K.Value in value })))
    }

    /// Applies a transformation to a preference value.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(PreferenceWriteModifier(write: PreferenceWrites.Write(
            key: ObjectIdentifier(key),
            apply: { (current: K.Value?, _: LayoutNode) -> K.Value in
                var value = current ?? K.defaultValue
                callback(&value)
                return value
            })))
    }

    /// Sets a value for the specified preference key, the value is a function of a geometry value tied to the
    /// current coordinate space, allowing readers of the value to convert the geometry to their local coordinates.
    public func anchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        modifier(PreferenceWriteModifier(write: PreferenceWrites.Write(
            key: ObjectIdentifier(K.self),
            apply: { (_: K.Value?, node: LayoutNode) -> K.Value in transform(Anchor(value, frame: node.globalFrame)) })))
    }

    /// Sets a value for the specified preference key, the value is a function of the key's current value and a
    /// geometry value tied to the current coordinate space.
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        modifier(PreferenceWriteModifier(write: PreferenceWrites.Write(
            key: ObjectIdentifier(K.self),
            apply: { (current: K.Value?, node: LayoutNode) -> K.Value in
                var result = current ?? K.defaultValue
                transform(&result, Anchor(value, frame: node.globalFrame))
                return result
            })))
    }

    /// Adds an action to perform when the specified preference key's value changes.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        modifier(PreferenceChangeModifier<K>(action: action))
    }

    /// Reads the specified preference value from the view, using it to produce a second view that is applied as
    /// an overlay to the original view.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        overlay(alignment: alignment) { PreferenceValueView<K, V>(alignment: alignment, transform: transform) }
    }

    /// Reads the specified preference value from the view, using it to produce a second view that is applied as
    /// an overlay to the original view.
    @_disfavoredOverload
    public func overlayPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, _ transform: @escaping (Key.Value) -> T
    ) -> some View {
        overlay { PreferenceValueView<Key, T>(alignment: .center, transform: transform) }
    }

    /// Reads the specified preference value from the view, using it to produce a second view that is applied as
    /// the background of the original view.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        background(alignment: alignment) { PreferenceValueView<K, V>(alignment: alignment, transform: transform) }
    }

    /// Reads the specified preference value from the view, using it to produce a second view that is applied as
    /// the background of the original view.
    @_disfavoredOverload
    public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, _ transform: @escaping (Key.Value) -> T
    ) -> some View {
        background { PreferenceValueView<Key, T>(alignment: .center, transform: transform) }
    }
}

extension _ModifierContent {
    /// Makes the content into `outputs`, each node marked as carrying preferences, so that a node of the content
    /// replaced alone makes the reading modifier again (PreferenceWrites). Returns the content's nodes.
    func makeMarked(_ inputs: _ViewInputs, into outputs: inout _ViewOutputs) -> [LayoutNode] {
        var made = _ViewOutputs()
        make(inputs, &made)
        for node in made.nodes {
            _ = node.preferenceWrites
            outputs.append(node)
        }
        return made.nodes
    }
}
