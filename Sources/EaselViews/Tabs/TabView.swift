import EaselGraphics
import EaselText
import EaselLayout
import Foundation

/// A view that switches between multiple child views using interactive user interface elements.
///
/// Drawn as iOS 17 draws a tab view on iPhone: the selected child fills the view above a 49-point tab bar whose
/// material reaches under the home indicator, with a hairline on top; each item gets an equal share of the bar, its
/// icon over its title in 10-point medium text, in the tint when selected and gray otherwise, a red badge at the
/// icon's top trailing corner. The other children stay alive, unseen and untouchable. A tap on an item selects it
/// (through the selection binding, when there is one). With `.tabViewStyle(.page)` the children are pages with
/// page dots at the bottom instead. Each child's item comes from `.tabItem`, its selection value from `.tag` (its
/// position when it has none), its badge from `.badge`. Metrics are in docs/Decisions.md ("Tab bar").
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var ownSelection: AnyHashable?
    @Environment(\.tabViewStyleKind) private var style

    /// Creates a tab view that uses a binding to a selection value.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        let selection = selection
        let own = $ownSelection
        let selected: AnyHashable? = selection.map { AnyHashable($0.wrappedValue) } ?? ownSelection
        return _TabViewChildren(
            content: content, selected: selected, style: style,
            select: { tag in
                if let selection {
                    if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
                } else {
                    own.wrappedValue = tag
                }
            })
    }
}

extension TabView where SelectionValue == Int {
    /// Creates a tab view that keeps its own selection.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

/// The tabs of a tab view: every child made, the selected one shown, with the bar or the page dots.
struct _TabViewChildren<Content: View>: View {
    typealias Body = Never
    let content: Content
    let selected: AnyHashable?
    let style: TabViewStyleKind
    let select: (AnyHashable) -> Void

    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("TabView")
        let children = LazyItems.taggedChildren(of: view.content, inputs: inputs.children(of: ZStackLayout.self))
        let selectedIndex = children.firstIndex { $0.tag == view.selected } ?? 0
        var pages: [LayoutNode] = []
        for (index, child) in children.enumerated() {
            let page = _MadeNodes { _ in child.nodes }.frame(maxWidth: .infinity, maxHeight: .infinity)
            if index == selectedIndex {
                pages += page.makeNodes(inputs: inputs.pushing(id: index))
            } else {
                pages += page.hidden().allowsHitTesting(false).makeNodes(inputs: inputs.pushing(id: index).pushing("hidden"))
            }
        }
        let stack = _MadeNodes { _ in [inputs.pushing("pages").makeNode(ZStackLayout(alignment: .center), children: pages)] }
        let select = view.select
        switch view.style {
        case .page(let dots):
            let showsDots = dots == .always || (dots == .automatic && children.count > 1)
            stack.overlay(alignment: .bottom) {
                if showsDots {
                    PageDots(count: children.count, selected: selectedIndex)
                }
            }
            .makeView(inputs: inputs, outputs: &outputs)
        case .automatic:
            let items = children.enumerated().map { index, child in
                TabBarItemInfo(index: index, label: child.traits.tabItem, badge: child.traits.badge, tag: child.tag)
            }
            stack.safeAreaInset(edge: .bottom, spacing: 0) {
                TabBar(items: items, selected: selectedIndex, select: select)
            }
            .makeView(inputs: inputs, outputs: &outputs)
        }
    }
}

/// One item of the tab bar.
struct TabBarItemInfo {
    let index: Int
    let label: AnyView?
    let badge: Text?
    let tag: AnyHashable
}

/// The tab bar: 49 points, its items sharing the width, on the bar material with a hairline on top ("TabBar",
/// "TabBar.item.<position>" for tests and taps).
struct TabBar: View {
    let items: [TabBarItemInfo]
    let selected: Int
    let select: (AnyHashable) -> Void
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.pixelLength) private var hairline
    @Environment(\.tint) private var tint

    static let height: CGFloat = 49

    var body: some View {
        let unselected = colorScheme == .dark ? Color(red: 117 / 255, green: 117 / 255, blue: 117 / 255)
            : Color(red: 153 / 255, green: 153 / 255, blue: 153 / 255)
        HStack(spacing: 0) {
            ForEach(items, id: \.index) { item in
                TabBarItem(item: item)
                    .foregroundStyle(item.index == selected ? (tint ?? Color.accentColor) : unselected)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .contentShape(Rectangle())
                    .onTapGesture { select(item.tag) }
                    .accessibilityIdentifier("TabBar.item.\(item.index)")
            }
        }
        .frame(height: Self.height)
        .dynamicTypeSize(.large)
        .background(Material.bar, ignoresSafeAreaEdges: .bottom)
        .overlay(alignment: .top) {
            Rectangle().fill(Color.black.opacity(colorScheme == .dark ? 0.6 : 0.3)).frame(height: hairline)
        }
        .accessibilityIdentifier("TabBar")
    }
}

/// An item: its icon above its title (a `Label`'s, or the image and text the item was made of), the badge at the
/// icon's corner.
struct TabBarItem: View {
    let item: TabBarItemInfo

    var body: some View {
        VStack(spacing: 2) {
            if let label = item.label {
                label
                    .labelStyle(.tabItem)
                    .font(.system(size: 10, weight: .medium))
                    .environment(\.symbolFont, .system(size: 20))
            }
        }
        .overlay(alignment: .topTrailing) {
            if let badge = item.badge {
                badge.font(.system(size: 13)).foregroundStyle(Color.white)
                    .padding(.horizontal, 5)
                    .frame(minWidth: 18, minHeight: 18)
                    .background(Color.red, in: Capsule())
                    .offset(x: 10, y: -2)
                    .accessibilityIdentifier("TabBar.badge.\(item.index)")
            }
        }
        .padding(.top, 7)
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

/// Page dots: one 7-point dot per page, 9 points apart, the current one in the label color and the others faded.
struct PageDots: View {
    let count: Int
    let selected: Int
    @Environment(\.indexBackground) private var background

    var body: some View {
        HStack(spacing: 9) {
            ForEach(0..<count, id: \.self) { index in
                Circle().fill(index == selected ? Color.white : Color.white.opacity(0.35)).frame(width: 7, height: 7)
            }
        }
        .padding(.horizontal, 8)
        .padding(.vertical, 6)
        .background {
            if background {
                Capsule().fill(Color.black.opacity(0.25))
            }
        }
        .padding(.bottom, 12)
        .accessibilityIdentifier("PageDots")
    }
}

// MARK: Styles

/// How a tab view is drawn.
enum TabViewStyleKind: Hashable {
    case automatic
    case page(PageTabViewStyle.IndexDisplayMode)
}

private struct TabViewStyleKindKey: EnvironmentKey {
    static var defaultValue: TabViewStyleKind { .automatic }
}

private struct IndexBackgroundKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    var tabViewStyleKind: TabViewStyleKind {
        get { self[TabViewStyleKindKey.self] }
        set { self[TabViewStyleKindKey.self] = newValue }
    }

    /// Whether page dots are drawn on a background (`.indexViewStyle(.page(backgroundDisplayMode: .always))`).
    var indexBackground: Bool {
        get { self[IndexBackgroundKey.self] }
        set { self[IndexBackgroundKey.self] = newValue }
    }
}

/// A specification for the appearance and interaction of a tab view.
public protocol TabViewStyle {}

/// The default tab view style: a tab bar on iPhone.
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
}

/// A tab view style that pages through its children, with page dots.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show.
    public struct IndexDisplayMode: Hashable, Sendable {
        let name: String
        /// Dots when there is more than one page.
        public static let automatic = IndexDisplayMode(name: "automatic")
        public static let always = IndexDisplayMode(name: "always")
        public static let never = IndexDisplayMode(name: "never")
    }

    let indexDisplayMode: IndexDisplayMode

    public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

/// Defines the implementation of all index views within a view hierarchy.
public protocol IndexViewStyle {}

/// An index view style that places a page index view over its content.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the page index shows a background.
    public struct BackgroundDisplayMode: Hashable, Sendable {
        let name: String
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        public static let always = BackgroundDisplayMode(name: "always")
        public static let never = BackgroundDisplayMode(name: "never")
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    public init(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension View {
    /// Sets the style for the tab view within the current environment.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let kind: TabViewStyleKind = (style as? PageTabViewStyle).map { .page($0.indexDisplayMode) } ?? .automatic
        return environment(\.tabViewStyleKind, kind)
    }

    /// Sets the style for the index view within the current environment.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        let always = (style as? PageIndexViewStyle)?.backgroundDisplayMode == .always
        return environment(\.indexBackground, always)
    }
}

private struct SymbolFontKey: EnvironmentKey {
    static var defaultValue: Font? { nil }
}

extension EnvironmentValues {
    /// The font symbol images take instead of the text's (a tab item's icon over its 10-point title).
    var symbolFont: Font? {
        get { self[SymbolFontKey.self] }
        set { self[SymbolFontKey.self] = newValue }
    }
}

extension LabelStyle where Self == SystemLabelStyle {
    /// A tab item's label: the icon over the title.
    static var tabItem: SystemLabelStyle { SystemLabelStyle(choice: .iconOverTitle) }
}
