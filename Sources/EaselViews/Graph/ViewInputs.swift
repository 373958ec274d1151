import EaselLayout
import Foundation
import Synchronization

/// What a view is made with: its environment, the container it is in, and where it is in the tree.
/// Not for use by apps.
public struct _ViewInputs {
    package var environment: EnvironmentValues
    /// The axis of the enclosing stack, for Spacer and Divider; nil outside stacks.
    package var stackOrientation: Axis?
    package let context: LayoutContext
    package var path: ViewPath
    /// The content a custom `ViewModifier`'s `body(content:)` stands for, innermost first.
    package var modifierContent: ModifierContent?
    /// The host's view graph; nil for views made outside one (they keep no state). Not retained: the graph
    /// keeps inputs in its nodes, and outlives every use of them (the host owns it).
    // Safety: read only while the host owning the graph makes or places views (lazy containers and scroll readers
    // keep it weakly instead), so the graph is alive at every read.
    unowned(unsafe) var graph: ViewGraph?
    /// The node whose body is being made: the views made here are its children in the graph.
    var owner: BodyNode?
    /// The scroll views made here are the targets of this `ScrollViewReader`'s proxy.
    var enclosingScrollTargets: ScrollTargets?
    /// The `.scrollPosition(id:)` binding for the scroll view made here.
    var scrollPosition: ScrollPositionBinding?
    /// The `.scrollPosition(_:)` binding (a `ScrollPosition`) for the scroll view made here.
    var scrollPositionValue: ScrollPositionValueBinding?
    /// The scroll view (or list) whose content is being made: what `containerRelativeFrame` measures against.
    /// Kept with the inputs rather than found among a node's ancestors, because a list makes rows it measures
    /// before they join the tree.
    var containerScroll: ScrollState?
    /// The grid whose rows are being made (GridRow reads it).
    var grid: GridGeometry?
    /// How many modifiers out from the modified view this point is, so that two modifiers of one type on one view
    /// (two paddings) keep animated values of their own.
    var modifierDepth = 0
    /// The animation `.animation(_:)` (without a value) gives every change made below it.
    var implicitAnimation: Animation?
    /// The phase the transition of the view made here shows, when it is being inserted or removed.
    var transitionPhase: TransitionPhaseRequest?
    /// The phase of the view a transition site is inserting or removing, for every view inside it (the request
    /// above reaches only the outermost): a matched geometry effect anywhere in that view (in a background, in a
    /// stack) learns that its view comes or goes.
    var enclosingTransitionPhase: TransitionPhase?

    package init(environment: EnvironmentValues, context: LayoutContext) {
        self.environment = environment
        self.context = context
        path = ViewPath(parent: nil, label: .text("root"))
    }

    /// Whether a view made with `other` gets what it got with these inputs (the path aside).
    func isSame(as other: _ViewInputs) -> Bool {
        stackOrientation == other.stackOrientation && modifierContent == nil && other.modifierContent == nil
            && transitionPhase?.phase == other.transitionPhase?.phase
            && enclosingTransitionPhase == other.enclosingTransitionPhase && environment.isSame(as: other.environment)
    }

    /// The inputs for the `index`th element of a tuple of views.
    package func pushing(index: Int) -> _ViewInputs {
        var copy = self
        copy.path = ViewPath(parent: path, label: .index(index))
        return copy
    }

    /// The inputs for a view nested in this one, named by its type.
    package func pushing(_ type: Any.Type) -> _ViewInputs {
        var copy = self
        copy.path = ViewPath(parent: path, label: .type(type))
        return copy
    }

    package func pushing<ID: Hashable>(id: ID) -> _ViewInputs {
        var copy = self
        copy.path = ViewPath(parent: path, id: id)
        return copy
    }

    package func pushing(_ name: String) -> _ViewInputs {
        var copy = self
        copy.path = ViewPath(parent: path, label: .text(name))
        return copy
    }

    /// The inputs for the children of a container laid out by `layout`.
    package func children<L: Layout>(of layout: L.Type) -> _ViewInputs {
        var copy = self
        copy.stackOrientation = L.layoutProperties.stackOrientation
        // A transition applies to the view a site inserts, not to the views inside it.
        copy.transitionPhase = nil
        return copy
    }

    /// Reports a problem at these inputs' path, or, `naming` a view or modifier whose node shares the path
    /// (`makeNamedNode`), at that name below it, as the node is described.
    package func diagnose(_ message: String, fix: String, naming name: String? = nil) {
        context.diagnose(Diagnostic(message: message, path: path.description(naming: name), fix: fix))
    }

    /// A node for a container or modifier at this point of the tree.
    package func makeNode<L: Layout>(_ layout: L, children: [LayoutNode] = []) -> LayoutNode {
        configured(LayoutNode(layout, children: children, context: context))
    }

    /// A node for one of Easel's own layouts: where the type is known to be one, the node is told so rather
    /// than the runtime asked (`LayoutNode.init`).
    package func makeNode<L: Layout & BuiltinLayout>(_ layout: L, children: [LayoutNode] = []) -> LayoutNode {
        configured(LayoutNode(layout, children: children, context: context))
    }

    /// A node for a leaf or modifier at this point of the tree that shares these inputs' path and is named below
    /// it by its layout (`LayoutNode.isNamedByLayout`): "…/Color" without a path component of its own, which
    /// would be an allocation for every such view on screen.
    package func makeNamedNode<L: Layout & BuiltinLayout>(_ layout: L, children: [LayoutNode] = []) -> LayoutNode {
        let node = makeNode(layout, children: children)
        node.isNamedByLayout = true
        return node
    }

    private func configured(_ node: LayoutNode) -> LayoutNode {
        node.path = path
        if environment.isRightToLeft { node.mirrorsChildren = true }
        return node
    }

    /// A node that wraps one child, as every modifier does: the child's traits (priority, layout values)
    /// travel outward with it.
    /// `others` are further children that do not speak for the view (an overlay's content).
    package func wrap<L: Layout>(_ child: LayoutNode, in layout: L, with others: [LayoutNode] = []) -> LayoutNode {
        carryingTraits(of: child, makeNode(layout, children: [child] + others))
    }

    /// `wrap` for one of Easel's own layouts (see `makeNode`).
    package func wrap<L: Layout & BuiltinLayout>(
        _ child: LayoutNode, in layout: L, with others: [LayoutNode] = []
    ) -> LayoutNode {
        carryingTraits(of: child, makeNode(layout, children: [child] + others))
    }

    private func carryingTraits(of child: LayoutNode, _ node: LayoutNode) -> LayoutNode {
        node.traits = child.traits
        return node
    }
}

/// The nodes a view contributes to its container, in order. Not for use by apps.
public struct _ViewOutputs {
    package var nodes: [LayoutNode] = []

    package init() {}

    package mutating func append(_ node: LayoutNode) { nodes.append(node) }
}

/// Where a view is in the tree, as a linked path (cheap to extend, printed only for diagnostics).
// Safety: immutable: `parent` and the stored label are `let`s; a label's id (AnyHashable) or type is only hashed,
// compared and printed.
package final class ViewPath: CustomStringConvertible, DescribedNodePath, @unchecked Sendable {
    package enum Label {
        case type(Any.Type)
        case text(String)
        /// An element of a `ForEach`, or a view given `.id(_:)`: identity by value, not position.
        case explicit(AnyHashable)
        /// The position of a view among the elements of a tuple (left out of descriptions).
        case index(Int)
    }

    /// The label as a hashable value, for finding a view's node again.
    package enum Key: Hashable {
        case type(ObjectIdentifier)
        case text(String)
        case explicit(AnyHashable)
        case index(Int)
    }

    package var key: Key {
        switch label {
        case .type(let type): .type(ObjectIdentifier(type))
        case .text(let text): .text(text)
        case .explicit(let id): .explicit(id)
        case .index(let index): .index(index)
        }
    }

    package let parent: ViewPath?
    package var label: Label {
        switch stored {
        case .type(let type): .type(type)
        case .text(let name): .text(name.text)
        case .explicit(let id): .explicit(id)
        case .explicitInt(let id): .explicit(AnyHashable(id))
        case .index(let index): .index(index)
        }
    }

    /// The label as the path keeps it: one word and a tag, so that a path (one for nearly every view and
    /// modifier) fits the allocator's 48-byte size rather than its 80-byte one. The wide labels live in a box of
    /// their own: names, in a box shared by the paths of one name (`Name`), and explicit ids other than integers
    /// (an element of a `ForEach` over integers, the common explicit id, needs none).
    private enum Stored {
        case type(Any.Type)
        case text(Name)
        indirect case explicit(AnyHashable)
        case explicitInt(Int)
        case index(Int)
    }
    private let stored: Stored

    /// A name label's text. A modifier's node is labelled by its layout's name ("frame", "padding"), so a
    /// screen has many paths and few names: the names made last are kept, one a slot of a 64-slot table chosen by
    /// the text, and a path whose name is in its slot shares that box rather than allocating one.
    private final class Name: Sendable {
        let text: String

        init(_ text: String) { self.text = text }

        static func shared(_ text: String) -> Name {
            recent.value(for: text, hash: text.hashValue) { Name(text) }
        }

        private static let recent = RecentValues<String, Name>(bits: 6)
    }

    package init(parent: ViewPath?, label: Label) {
        self.parent = parent
        switch label {
        case .type(let type): stored = .type(type)
        case .text(let text): stored = .text(Name.shared(text))
        case .explicit(let id): stored = Self.storing(id)
        case .index(let index): stored = .index(index)
        }
    }

    /// A path for a view identified by `id`: `.explicit(AnyHashable(id))`, made without the box when the id
    /// is an `Int` (the cast is decided when the caller is specialized).
    package init<ID: Hashable>(parent: ViewPath?, id: ID) {
        self.parent = parent
        stored = Self.storing(id)
    }

    /// An explicit id as the path keeps it. An AnyHashable holding an Int casts too, so one id has one form
    /// however it was wrapped.
    private static func storing<ID: Hashable>(_ id: ID) -> Stored {
        if let int = id as? Int { .explicitInt(int) } else { .explicit(AnyHashable(id)) }
    }

    /// The last dozen components, outermost first: "ContentView/VStack/HStack/frame".
    package var description: String { description(naming: nil) }

    /// The description of a node at this path named `name` below it (a modifier's node, which shares the path
    /// of the view it wraps).
    package func description(naming name: String?) -> String {
        var names: [String] = []
        var depth = 0
        if let name {
            names.append(name)
            depth += 1
        }
        var node: ViewPath? = self
        while let current = node, current.parent != nil {
            node = current.parent
            if case .index = current.label { continue }
            depth += 1
            if names.count < 12 { names.append(current.name) }
        }
        let prefix = depth > names.count ? "…/" : ""
        return prefix + names.reversed().joined(separator: "/")
    }

    var name: String {
        switch label {
        case .type(let type): ViewTypeName.of(type)
        case .text(let text): text
        case .explicit(let id): "[\(id)]"
        case .index(let index): "\(index)"
        }
    }
}

package enum ViewTypeName {
    /// A type's name without generic arguments or module: "HStack", "ContentView".
    package static func of(_ type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let known = names.withLock({ $0[key] }) { return known }
        // What `String(describing:)` prints for a type, without its four conformance checks of the metatype
        // (each scans every conformance in the process the first time a type is seen).
        let full = _typeName(type, qualified: false)
        let base = full.prefix { $0 != "<" }
        let name = String(base.split(separator: ".").last ?? base[...])
        names.withLock { $0[key] = name }
        return name
    }

    /// Each type's name, worked out once: `String(describing:)` demangles the type's name every time, and shapes,
    /// backgrounds and effects name their node each time one is made. A program has a bounded set of types.
    private static let names = Mutex<[ObjectIdentifier: String]>([:])
}
