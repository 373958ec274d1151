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
