import EaselLayout
import Foundation

/// An object kept by a view's place in the tree (`_ViewInputs.livenessToken(_:)`): alive while the view is, freed
/// when it leaves. Records a view leaves elsewhere (a page's toolbar items, a presentation, a refresh action) hold it
/// weakly, so they end with the view; its `key` names the view's place while it lives.
final class LivenessToken {
    /// A key for this place in the tree, stable while the view stays.
    var key: String { "#\(UInt(bitPattern: ObjectIdentifier(self).hashValue))" }
    /// Run when the view leaves: whoever drew from the record updates (a bar drops the items of a toolbar that left).
    var onRelease: (() -> Void)?

    deinit { onRelease?() }
}

extension _ViewInputs {
    /// The token of this place in the tree for a record named `name`.
    func livenessToken(_ name: String) -> LivenessToken {
        persistent(name) { LivenessToken() }
    }
}

/// The scope of content a container reads records from right after making it (a navigation page's bar, the
/// presentations over a host's content): the content's views that did not come back leave the tree as the
/// scope's making ends, so their records are gone before the container reads them.
enum RecordingScope {}

extension _ViewInputs {
    /// Makes content in a scope of its own under the current body, named `name`. State the content reads directly
    /// marks `owner` (the container that reads the records) for an update.
    func makeInRecordingScope(_ name: String, owner: BodyNode?, _ make: (_ViewInputs) -> [LayoutNode]) -> [LayoutNode] {
        guard let graph, let current = self.owner else { return make(self) }
        let scopeInputs = pushing(name)
        let scope = graph.entry(
            BodyKey(path: scopeInputs.path, scope: current.inputs.path), in: current, type: RecordingScope.self,
            inputs: scopeInputs)
        scope.reevaluate = { [weak owner] scope in
            owner?.invalidate()
            return scope.outputs
        }
        var inputs = scopeInputs
        inputs.owner = scope
        // Made as a body's result is, without watching observable properties of its own.
        let nodes = graph.make(in: scope, tracksObservation: false) { make(inputs) }
        scope.outputs = nodes
        return nodes
    }
}

/// Content made in a recording scope (see `makeInRecordingScope`).
struct RecordedContent<Content: View>: View {
    typealias Body = Never
    let name: String
    /// The container that reads what the content records.
    weak var owner: BodyNode?
    let content: Content

    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        outputs.nodes.append(
            contentsOf: inputs.makeInRecordingScope(view.name, owner: view.owner) { view.content.makeNodes(inputs: $0) })
    }
}
