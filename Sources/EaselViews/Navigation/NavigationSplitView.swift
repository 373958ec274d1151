import EaselLayout
import Foundation

/// A view that presents views in two or three columns, where selections in leading columns control presentations
/// in subsequent columns.
///
/// Drawn as iPhone draws it (a compact width collapses the columns into one stack): the sidebar is the stack's
/// root, and the links in it push onto the stack. The content and detail columns are shown only when a link
/// pushes them.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail

    /// Creates a three-column navigation split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    /// Creates a three-column navigation split view that enables programmatic control of leading columns' visibility.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    public var body: some View {
        NavigationStack { sidebar }
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Creates a two-column navigation split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    /// Creates a two-column navigation split view that enables programmatic control of the sidebar's visibility.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }
}

/// The visibility of the leading columns in a navigation split view.
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    let name: String

    public static var detailOnly: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "detailOnly") }
    public static var doubleColumn: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "doubleColumn") }
    public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "all") }
    public static var automatic: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "automatic") }
}

/// A view that represents a column in a navigation split view.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let name: String
    public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "sidebar") }
    public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "content") }
    public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "detail") }
}

extension NavigationSplitView {
    /// Creates a three-column navigation split view, with the column to show first when collapsed (the sidebar, on
    /// iPhone, in Easel).
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    /// Creates a three-column navigation split view with column visibility and the column to show first.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Creates a two-column navigation split view, with the column to show first when collapsed.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    /// Creates a two-column navigation split view with column visibility and the column to show first.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }
}

/// A type that specifies the appearance and interaction of navigation split views (every style is one stack on
/// iPhone).
public protocol NavigationSplitViewStyle {}

/// A navigation split view style that reduces the size of the detail content to make room for the sidebar.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

/// A navigation split view style that keeps the detail content at full size.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

/// The default navigation split view style.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

extension View {
    /// Sets the style for navigation split views within this view (one stack on iPhone, whatever the style).
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }

    /// Sets a fixed, preferred width for the column containing this view (columns are collapsed on iPhone).
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }

    /// Sets a flexible, preferred width for the column containing this view (columns are collapsed on iPhone).
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }

    /// Sets the navigation link to present its destination as the detail component (one stack on iPhone).
    public func isDetailLink(_ isDetailLink: Bool) -> some View { self }

    /// Configures the view's title menu (on iPhone, a menu under the inline title; Easel draws the title alone).
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { self }
}
