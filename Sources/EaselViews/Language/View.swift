import EaselLayout
import Foundation
import Synchronization

/// A type that represents part of your app's user interface.
///
/// A view is a value. Easel turns it into layout nodes by evaluating `body` recursively until it reaches
/// primitive views (whose `Body` is `Never`), which make the nodes themselves.
public protocol View {
    associatedtype Body: View

    @ViewBuilder var body: Self.Body { get }

    /// Turns a view into the nodes it contributes to its container. A custom view contributes its body's;
    /// primitives make their own. Not for use by apps.
    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs)

    /// Adds the items a view gives a lazy container (a `List`, a lazy stack or grid): one for most views, several
    /// for tuples, groups, `ForEach` and sections, each made when it comes into view. Not for use by apps.
    static func _makeViewList(view: Self, inputs: _ViewListInputs)

    /// Whether a view of this type may give a lazy container other than exactly one item. Not for use by apps.
    static var _viewListMayGiveSeveralItems: Bool { get }
}

extension View {
    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        makeCustomView(view, inputs: inputs, outputs: &outputs)
    }

    /// A view is one item, unless it is a custom view whose body gives several (a `ForEach`, a `Section`, a
    /// group of rows): then its body's items are the view's, as SwiftUI makes a `List`'s rows of a custom view's
    /// `ForEach` or a `Form`'s sections of custom views whose bodies are sections.
    public static func _makeViewList(view: Self, inputs: _ViewListInputs) {
        guard _viewListMayGiveSeveralItems else {
            inputs.items.addSingle(view, inputs: inputs.base)
            return
        }
        guard let graph = inputs.base.graph else {
            let bodyInputs = inputs.base.pushing(Self.self)
            inputs.items.add(detachedBody(of: view, environment: bodyInputs.environment), inputs: bodyInputs)
            return
        }
        graph.makeListBody(view, inputs: inputs.base, items: inputs.items)
    }

    /// An app's custom view may when its body may. Easel's own views with bodies are one item, as Apple's views
    /// are primitives in SwiftUI (a `Label` is one row whatever its body), unless they answer otherwise.
    public static var _viewListMayGiveSeveralItems: Bool {
        guard Body.self != Never.self else { return false }
        return CustomViewItems.mayGiveSeveral(Self.self) { Body._viewListMayGiveSeveralItems }
    }

    /// The body of a view made outside any graph: its properties installed with no node to keep their state.
    static func detachedBody(of view: Self, environment: EnvironmentValues) -> Body {
        var view = view
        DynamicPropertyInstaller.install(into: &view, context: PropertyContext(environment: environment, node: nil))
        return view.body
    }

    /// A custom view's nodes: its body's, made inside a graph node that keeps its state. `counts` says whether
    /// its evaluations count in `UpdateStatistics` (not for `ControlMachinery`).
    static func makeCustomView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs, counts: Bool = true) {
        guard Body.self != Never.self else {
            inputs.pushing(Self.self).diagnose(
                "\(Self.self) has no body and is not a view Easel knows how to draw; it contributes nothing",
                fix: "give the view a body")
            return
        }
        let inputs = inputs.pushing(Self.self)
        // A custom view's body is where a recursive view recurses: the rest of its making moves to a large stack
        // when this one runs low.
        guard let graph = inputs.graph else {
            DeepStack.withRoom {
                Body._makeView(view: detachedBody(of: view, environment: inputs.environment), inputs: inputs, outputs: &outputs)
            }
            return
        }
        DeepStack.withRoom {
            graph.makeBody(view, inputs: inputs, outputs: &outputs) { view, node, inputs in
                node.graph?.evaluate(&view, node: node, inputs: inputs, counts: counts, body: { $0.body }) { body, inputs in
                    body.makeNodes(inputs: inputs)
                } ?? []
            }
        }
    }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body; Easel makes their nodes directly.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view; its body is never evaluated")
    }
}

/// A view with a body that is part of how Easel draws a control (a button's style and pressed state), not a
/// view the app wrote: its body evaluations are left out of `UpdateStatistics`, so that a row with a button
/// costs what the app's own views cost.
///
/// Known from the type's own `_makeView`, not asked of the runtime: the first `is` check of each type against a
/// protocol scans every conformance in the process, a cost of the process's first host.
protocol ControlMachinery: View {}

extension ControlMachinery {
    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        makeCustomView(view, inputs: inputs, outputs: &outputs, counts: false)
    }

    /// A control is one item, whatever its body.
    static var _viewListMayGiveSeveralItems: Bool { false }
}

/// Whether a custom view type may give a lazy container several items, worked out once per type. Easel's own views
/// with bodies are one item, whatever their bodies; Easel tells them by their module. A view that contains itself
/// (a recursive view: its body holds a view of its own type) meets its own type again while its answer is worked
/// out; there it counts as one item, so its answer is what the rest of its body gives, as the levels of a
/// recursive view end in a body that does not repeat it. (Asking the body again there would never end.)
enum CustomViewItems {
    private static let known = Mutex<[ObjectIdentifier: Bool]>([:])
    /// The types whose answer the thread is working out, in its thread dictionary.
    private static let visitingKey = "Easel.CustomViewItems.visiting"
    /// The module's name and a dot, as qualified type names of this module begin.
    private static let ownPrefix = _typeName(CustomViewItems.self, qualified: true).prefix { $0 != "." } + "."

    static func mayGiveSeveral(_ type: Any.Type, body: () -> Bool) -> Bool {
        let key = ObjectIdentifier(type)
        if let known = known.withLock({ $0[key] }) { return known }
        let thread = Thread.current.threadDictionary
        let visiting = thread[visitingKey] as? Set<ObjectIdentifier> ?? []
        guard !visiting.contains(key) else { return false }
        thread[visitingKey] = visiting.union([key])
        let answer = !_typeName(type, qualified: true).hasPrefix(ownPrefix) && body()
        thread[visitingKey] = visiting
        // Answers worked out inside another's took its type as one item, which holds only for that type's own
        // answer: only the outermost is kept.
        if visiting.isEmpty { known.withLock { $0[key] = answer } }
        return answer
    }
}
