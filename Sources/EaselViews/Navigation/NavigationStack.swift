import EaselLayout
import Foundation

/// A view that displays a root view and enables you to present additional views over the root view.
///
/// Drawn as iOS 17 draws a stack on iPhone: the top page fills the stack under its navigation bar (see
/// `NavigationBar`); the pages below it stay alive, unseen and untouchable, as SwiftUI keeps them. Pages are
/// the root, one page per value of the path (made by the matching `navigationDestination(for:)`), and the views
/// that destination links pushed, on top.
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let path: NavigationPathAccess?
    @State private var ownPath: [AnyHashable] = []
    @State private var pushedViews: [PushedView] = []
    @State private var pushes = 0
    @State private var model = NavigationModel()
    @State private var editMode = EditMode.inactive

    /// Creates a navigation stack that manages its own navigation state.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        path = nil
    }

    /// Creates a navigation stack with homogeneous navigation state that you can control.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = NavigationPathAccess(
            elements: { path.wrappedValue.elements },
            append: { path.wrappedValue.append($0) ; return true },
            removeLast: { path.wrappedValue.removeLast($0) })
    }

    /// Creates a navigation stack with heterogeneous navigation state that you can control.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = NavigationPathAccess(
            elements: { path.wrappedValue.map { AnyHashable($0) } },
            append: { value in
                guard let element = value.base as? Data.Element else { return false }
                path.wrappedValue.append(element)
                return true
            },
            removeLast: { k in path.wrappedValue.removeLast(min(k, path.wrappedValue.count)) })
    }

    public var body: some View {
        let values = path?.elements() ?? ownPath
        let model = model
        let path = path
        let ownPath = $ownPath, pushedViews = $pushedViews, pushes = $pushes
        // The model keeps these closures, and the stack's state keeps the model: they hold it weakly.
        model.push = { [weak model] value in
            if let path {
                if !path.append(value) {
                    model?.diagnose(
                        "a NavigationLink's value of type \(type(of: value.base)) cannot go on this stack's path (its elements are of another type); nothing is pushed",
                        "push values of the path's element type, or use a NavigationPath")
                }
            } else {
                ownPath.wrappedValue.append(value)
            }
        }
        model.pushView = { view in
            pushes.wrappedValue += 1
            pushedViews.wrappedValue.append(PushedView(id: pushes.wrappedValue, view: view))
        }
        model.pop = { [weak model] in
            if let top = model?.livePresented.last?.value {
                top.dismiss()
            } else if !pushedViews.wrappedValue.isEmpty {
                pushedViews.wrappedValue.removeLast()
            } else if let path {
                path.removeLast(1)
            } else if !ownPath.wrappedValue.isEmpty {
                ownPath.wrappedValue.removeLast()
            }
        }
        return _NavigationPages(model: model, root: AnyView(root), values: values, views: self.pushedViews)
            .environment(\.editMode, $editMode)
    }
}

/// How a stack reads and changes the path it was given.
struct NavigationPathAccess {
    let elements: () -> [AnyHashable]
    /// False when the value is not of the path's element type.
    let append: (AnyHashable) -> Bool
    let removeLast: (Int) -> Void
}

/// A view a destination link pushed, with the number of its push (its identity on the stack).
struct PushedView {
    let id: Int
    let view: AnyView
}

/// The pages of a stack, the top one shown.
struct _NavigationPages: View {
    typealias Body = Never
    let model: NavigationModel
    let root: AnyView
    let values: [AnyHashable]
    let views: [PushedView]

    typealias Page = (id: NavigationModel.PageID, content: AnyView)

    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("NavigationStack")
        let model = view.model
        model.owner = inputs.owner
        // Not the inputs themselves: they name the stack's body node, which holds the model through its state.
        let context = inputs.context, path = inputs.path.description
        model.diagnose = { message, fix in context.diagnose(Diagnostic(message: message, path: path, fix: fix)) }
        model.making += 1
        defer { model.making -= 1 }
        var made: [(page: Page, nodes: [LayoutNode])] = []
        func make(_ page: Page, previous: NavigationModel.PageID?) {
            var pageInputs = inputs.pushing(id: page.id)
            pageInputs.environment.navigationPlacement = NavigationPlacement(model: model, page: page.id)
            let content = _NavigationPage(model: model, page: page.id, previous: previous, content: page.content)
            made.append((page, content.makeNodes(inputs: pageInputs)))
        }
        // The root's page first: it declares the destinations the values need.
        make((NavigationModel.PageID(index: 0, key: "root"), view.root), previous: nil)
        for value in view.values {
            let destination = model.destinations[ObjectIdentifier(type(of: value.base))]
            if destination == nil {
                inputs.diagnose(
                    "the navigation path holds a value of type \(type(of: value.base)) with no matching navigationDestination(for:) in the stack; its page is empty",
                    fix: "declare .navigationDestination(for: \(type(of: value.base)).self) inside the NavigationStack")
            }
            make((NavigationModel.PageID(index: made.count, key: value), destination?(value) ?? AnyView(EmptyView())),
                 previous: made.last?.page.id)
        }
        for pushed in view.views {
            make((NavigationModel.PageID(index: made.count, key: "view \(pushed.id)"), pushed.view), previous: made.last?.page.id)
        }
        // Views presented by navigationDestination(isPresented:) go on top, in the order they were declared.
        for (key, entry) in model.livePresented {
            make((NavigationModel.PageID(index: made.count, key: "presented \(key)"), entry.view), previous: made.last?.page.id)
        }
        // Forget the pages that left the stack.
        let live = Set(made.map(\.page.id))
        model.pages = model.pages.filter { live.contains($0.key) }
        // Only the top page is seen and touched; the others keep their state.
        var nodes: [LayoutNode] = []
        for (index, page) in made.enumerated() {
            if index == made.count - 1 {
                nodes.append(contentsOf: page.nodes)
            } else {
                let hidden = _MadeNodes { _ in page.nodes }.hidden().allowsHitTesting(false)
                nodes.append(contentsOf: hidden.makeNodes(inputs: inputs.pushing(id: page.page.id).pushing("hidden")))
            }
        }
        model.stack = made.map(\.page.id)
        if let graph = inputs.graph {
            graph.navigationModels = graph.navigationModels.filter { $0.value.model != nil }
            graph.navigationModels[ObjectIdentifier(model)] = WeakNavigationModel(model: model)
        }
        outputs.append(inputs.makeNode(ZStackLayout(alignment: .center), children: nodes))
    }
}
