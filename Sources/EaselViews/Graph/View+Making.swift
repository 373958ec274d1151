import EaselLayout
import Foundation

// Where view making starts: every view value becomes layout nodes through its type's `_makeView`, which a
// primitive implements and a custom view inherits (evaluating `body` inside a graph node, `ViewGraph`).
extension View {
    /// Adds this view's nodes to `outputs`.
    package func makeView(inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        Self._makeView(view: self, inputs: inputs, outputs: &outputs)
    }

    /// This view's nodes.
    package func makeNodes(inputs: _ViewInputs) -> [LayoutNode] {
        var outputs = _ViewOutputs()
        Self._makeView(view: self, inputs: inputs, outputs: &outputs)
        return outputs.nodes
    }
}

extension View {
    /// The view's nodes as one root, as an app's window takes its view: several views are arranged in a VStack,
    /// made again as its children so that Spacers and Dividers know their axis; no views give no root.
    func makeRootNode(inputs: _ViewInputs) -> LayoutNode? {
        let nodes = makeNodes(inputs: inputs)
        guard nodes.count > 1 else { return nodes.first }
        let stacked = makeNodes(inputs: inputs.children(of: VStackLayout.self))
        return inputs.pushing("root").makeNode(VStackLayout(), children: stacked)
    }
}
