import EaselLayout
import Foundation

/// What one navigation stack shares with the views on its pages: the destinations they declare, what each page
/// asks of the bar (title, display mode, toolbar items), and how to push and pop.
///
/// Pages write here while they are made; the bar of each page is made from it right after the page's content.
/// A page that changes its title or items later (its own state changed) marks the stack for an update, so the
/// bar follows. Compared by identity in the environment, so it never makes a body evaluate again on its own.
final class NavigationModel {
    /// A page on the stack: the root (index 0), a value from the path, or a view pushed by a link.
    struct PageID: Hashable {
        var index: Int
        var key: AnyHashable
    }

    /// What a page asks of its navigation bar.
    struct PageInfo {
        var title: Text?
        var titleBinding: Binding<String>?
        var displayMode: NavigationBarItem.TitleDisplayMode = .automatic
        var backButtonHidden = false
        var barHidden = false
        var search: SearchInfo?
        /// `.toolbarBackground` for the navigation bar: its style, and whether it shows at rest.
        var barBackground: AnyShapeStyle?
        var barBackgroundVisibility: Visibility = .automatic
        var barColorScheme: ColorScheme?
        /// Toolbar items by the `.toolbar` that declared them (making it again replaces them; they leave with it),
        /// in the order the toolbars were first made.
        var toolbars: [String: ToolbarRecord] = [:]
        private var toolbarCount = 0

        struct ToolbarRecord {
            weak var site: LivenessToken?
            var order: Int
            var items: [ToolbarItemInfo]
        }

        mutating func setToolbar(_ items: [ToolbarItemInfo], from site: LivenessToken) {
            let order = toolbars[site.key]?.order ?? { toolbarCount += 1; return toolbarCount }()
            toolbars[site.key] = ToolbarRecord(site: site, order: order, items: items)
        }

        /// The items of the toolbars still in the tree, in order.
        var toolbarItems: [ToolbarItemInfo] {
            toolbars.values.filter { $0.site != nil }.sorted { $0.order < $1.order }.flatMap(\.items)
        }
    }

    /// Destinations for values, by the value's type, as the latest `navigationDestination(for:)` declared them.
    var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
    /// A view presented by `navigationDestination(isPresented:)`, by the modifier's place in the tree.
    struct Presented {
        var order: Int
        var view: AnyView
        var dismiss: () -> Void
        /// The modifier's place in the tree: the destination leaves with it.
        weak var site: LivenessToken?
    }

    var presented: [String: Presented] = [:]

    /// The presented destinations whose modifiers are still in the tree, in the order they were presented.
    var livePresented: [(key: String, value: Presented)] {
        presented = presented.filter { $0.value.site != nil }
        return presented.sorted { $0.value.order < $1.value.order }
    }
    var presentations = 0
    /// The pages on the stack, root first, as last made.
    var stack: [PageID] = []
    var pages: [PageID: PageInfo] = [:]
    /// The stack's body node, marked for an update when a page changes what its bar shows.
    weak var owner: BodyNode?
    /// While pages are being made, their writes need no update.
    var making = 0

    var push: (AnyHashable) -> Void = { _ in }
    var pushView: (AnyView) -> Void = { _ in }
    var pop: () -> Void = {}
    /// Diagnostics go where the stack was made.
    var diagnose: (String, String) -> Void = { _, _ in }

    /// Changes a page's record; when the change comes after the page was made, the stack updates.
    func update(_ page: PageID, _ change: (inout PageInfo) -> Void) {
        var info = pages[page] ?? PageInfo()
        // While the stack makes its pages, the bar is made after them anyway: no comparison needed.
        let before = making == 0 ? info.summary : nil
        change(&info)
        pages[page] = info
        if let before, info.summary != before { owner?.invalidate() }
    }

    /// Whether a value of this type has a destination declared.
    func hasDestination(for value: AnyHashable) -> Bool {
        destinations[ObjectIdentifier(type(of: value.base))] != nil
    }
}

extension NavigationModel.PageInfo {
    /// What the bar shows, for telling whether a change needs the bar made again.
    var summary: String {
        let title = titleBinding?.wrappedValue ?? title.map { $0.plainText } ?? ""
        let items = toolbarItems.map { "\($0.placement.name):\($0.id)" }.joined(separator: ",")
        let search = search.map { "\($0.text.wrappedValue)|\($0.prompt?.plainText ?? "")|\($0.isActive)|\($0.scopes.map { "\($0.selection)" } ?? "")" } ?? "-"
        return "\(title)|\(displayMode)|\(backButtonHidden)|\(barHidden)|\(items)|\(search)|\(barBackgroundVisibility)|\(String(describing: barColorScheme))|\(barBackground == nil)"
    }
}

/// Where a view is: the stack it is on and the page it belongs to. Nil outside a navigation stack.
struct NavigationPlacement {
    let model: NavigationModel
    let page: NavigationModel.PageID
}

private struct NavigationPlacementKey: EnvironmentKey {
    static var defaultValue: NavigationPlacement? { nil }
}

extension EnvironmentValues {
    /// The navigation stack and page the views below are on.
    var navigationPlacement: NavigationPlacement? {
        get { self[NavigationPlacementKey.self] }
        set { self[NavigationPlacementKey.self] = newValue }
    }
}
