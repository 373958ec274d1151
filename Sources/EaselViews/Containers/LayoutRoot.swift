import EaselLayout
import Foundation

/// A container laid out by a `Layout` value: what `HStack`, `VStack`, `ZStack` and `MyLayout { … }` are.
public struct _LayoutRoot<L: Layout, Content: View>: View {
    public typealias Body = Never

    let layout: L
    let content: Content
    let name: String?

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = view.name.map { inputs.pushing($0) } ?? inputs.pushing(L.self)
        var childInputs = inputs.children(of: L.self)
        if let any = view.layout as? AnyLayout { childInputs.stackOrientation = any.wrappedOrientation }
        let children = view.content.makeNodes(inputs: childInputs)
        outputs.append(inputs.makeNode(view.layout, children: children))
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
        _LayoutRoot._makeView(view: root, inputs: inputs, outputs: &outputs)
    }
}
