import EaselLayout
import Foundation

/// A container laid out by a `Layout` value: what `HStack`, `VStack`, `ZStack` and `MyLayout { … }` are.
public struct _LayoutRoot<L: Layout, Content: View>: View {
    public typealias Body = Never

    let layout: L
    let content: Content
    let name: String?

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let (inputs, children) = view.makeChildren(inputs)
        outputs.append(inputs.makeNode(view.layout, children: children))
    }

    /// The container's inputs and its children's nodes; the caller makes the container's node, as one of
    /// Easel's own layouts where the type is known to be one (`LayoutContainerView`).
    func makeChildren(_ inputs: _ViewInputs) -> (_ViewInputs, [LayoutNode]) {
        let inputs = name.map { inputs.pushing($0) } ?? inputs.pushing(L.self)
        var childInputs = inputs.children(of: L.self)
        if let any = layout as? AnyLayout { childInputs.stackOrientation = any.wrappedOrientation }
        return (inputs, content.makeNodes(inputs: childInputs))
    }
}

extension Layout {
    /// Combines the specified views into a single composite view using the layout algorithm of the custom
    /// layout container.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutRoot(layout: self, content: content(), name: nil)
    }
}

/// A container view that is its layout applied to its content.
protocol LayoutContainerView: View {
    associatedtype ContainerLayout: Layout & BuiltinLayout
    associatedtype Content: View
    var layout: ContainerLayout { get }
    var content: Content { get }
}

extension LayoutContainerView {
    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let root = _LayoutRoot(layout: view.layout, content: view.content, name: view.layout.name)
        let (inputs, children) = root.makeChildren(inputs)
        outputs.append(inputs.makeNode(view.layout, children: children))
    }
}
