import EaselGraphics
import EaselLayout
import Foundation

/// A proxy value that supports programmatic scrolling of the scrollable views within a view hierarchy.
public struct ScrollViewProxy {
    let targets: ScrollTargets

    /// Scans all scroll views contained by the proxy for the first with a child view with identifier `id`,
    /// and then scrolls to that view: with an anchor, that point of the view goes to the same point of the
    /// scroll view; without one, the scroll view scrolls as little as makes the whole view visible.
    /// The scroll happens once the change that asked for it is laid out.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        let targets = targets, id = AnyHashable(id)
        guard let graph = targets.graph else { return }
        graph.enqueueAfterLayout { targets.scroll(to: id, anchor: anchor) }
    }
}

/// A view whose child is defined as a function of a `ScrollViewProxy` targeting the scrollable views
/// within the child.
public struct ScrollViewReader<Content: View>: View {
    public typealias Body = Never

    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("ScrollViewReader")
        let targets = inputs.persistent("scroll targets") { ScrollTargets() }
        targets.graph = inputs.graph
        var contentInputs = inputs
        contentInputs.enclosingScrollTargets = targets
        view.content(ScrollViewProxy(targets: targets)).makeView(inputs: contentInputs, outputs: &outputs)
    }
}

/// The scroll views a `ScrollViewReader` reaches.
final class ScrollTargets {
    weak var graph: ViewGraph?
    private var states: [WeakScrollState] = []

    private struct WeakScrollState {
        weak var state: ScrollState?
    }

    func register(_ state: ScrollState) {
        states.removeAll { $0.state == nil || $0.state === state }
        states.append(WeakScrollState(state: state))
    }

    func scroll(to id: AnyHashable, anchor: UnitPoint?) {
        for case let state? in states.map(\.state) {
            guard let node = state.node, node.isPlaced else { continue }
            if ScrollMotion.scroll(node, toItem: id, anchor: anchor) { return }
        }
        graph?.diagnose(
            "scrollTo(\(id)) found no view with that id in the reader's scroll views; nothing scrolled",
            at: nil, fix: "give the target view that id with ForEach or .id(_:)")
    }
}
