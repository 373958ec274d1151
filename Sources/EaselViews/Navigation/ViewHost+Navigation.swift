import EaselLayout
import Foundation

/// A navigation stack's model, held weakly by the graph that made it.
struct WeakNavigationModel {
    weak var model: NavigationModel?
}

extension ViewHost {
    /// The titles of the pages on each navigation stack in the view, root first: one list per stack, outermost
    /// stack first. A page without a title is "".
    public var navigationStacks: [[String]] {
        update()
        let models = graph.navigationModels.values.compactMap(\.model).filter { $0.owner != nil }
        return models.sorted { ($0.owner?.depth ?? 0) < ($1.owner?.depth ?? 0) }.map { model in
            model.stack.map { model.pages[$0]?.titleString ?? "" }
        }
    }

    /// The title of the page on top of the innermost navigation stack, or nil when there is no stack.
    public var navigationTitle: String? { navigationStacks.last?.last }
}
