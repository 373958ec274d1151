import EaselGraphics
import EaselLayout
import Foundation

// iOS 18's tab API: `Tab` values built by `TabContentBuilder` into a `TabView`. Each tab is drawn as a child
// with its item, tag and badge would be (see `TabView`).

/// A type that provides content for programmatically selectable, on-demand tabs in a tab view.
public protocol TabContent<TabValue> {
    /// The type used for the tab view's selection.
    associatedtype TabValue: Hashable
    /// The tabs this content stands for, in order (Easel's reading of the content).
    var _tabs: [_TabEntry] { get }
}

/// One tab, as a tab view shows it. Not for use by apps.
public struct _TabEntry {
    let value: AnyHashable?
    let label: AnyView?
    let content: AnyView
    var badge: Text?

    /// The tab as a child of a tab view: its content with its item, tag and badge.
    var view: AnyView {
        var view = AnyView(content)
        if let label { view = AnyView(view.tabItem { label }) }
        if let value { view = AnyView(view.tag(value)) }
        if let badge { view = AnyView(view.badge(badge)) }
        return view
    }
}

/// The content for a tab and the tab's associated tab item in a tab view.
public struct Tab<Value, Content, Label> {
    let value: Value?
    let content: Content
    let label: Label
}

extension Tab: TabContent where Value: Hashable, Content: View, Label: View {
    public typealias TabValue = Value

    public var _tabs: [_TabEntry] {
        let label: AnyView? = Label.self == EmptyView.self ? nil : AnyView(self.label)
        return [_TabEntry(value: value.map { AnyHashable($0) }, label: label, content: AnyView(content), badge: nil)]
    }
}

/// The label a tab makes from a title and an image: the image over the title in the tab bar.
public struct DefaultTabLabel: View {
    let title: Text
    let image: Image

    public var body: some View {
        SwiftUILabel(title: { title }, icon: { image })
    }
}

/// The Label type, under a name that `Tab`'s generic parameter `Label` does not hide.
typealias SwiftUILabel = Label

/// A value that defines the purpose of a tab.
public struct TabRole: Hashable, Sendable {
    let name: String
    /// The search role: drawn as an ordinary tab on iPhone.
    public static var search: TabRole { TabRole(name: "search") }
}

extension Tab where Value: Hashable, Content: View, Label == DefaultTabLabel {
    /// A tab with a title, an SF Symbol and a selection value.
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)))
    }

    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)))
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)))
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)))
    }

    /// A tab with a title, a named image and a selection value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(title), image: Image(image)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(title), image: Image(image)))
    }

    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(image)))
    }

    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(image)))
    }

    /// A tab with a system label for its role (search: a magnifying glass titled "Search").
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text("Search"), image: Image(systemName: "magnifyingglass")))
    }

    /// A tab whose selection value is optional: it is selected by `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, T: Hashable>(_ title: S, systemImage: String, value: T, @ViewBuilder content: () -> Content) where Value == T? {
        self.init(value: .some(value), content: content(), label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)))
    }

    public init<T: Hashable>(_ titleKey: LocalizedStringKey, systemImage: String, value: T, @ViewBuilder content: () -> Content) where Value == T? {
        self.init(value: .some(value), content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)))
    }
}

extension Tab where Value: Hashable, Content: View, Label: View {
    /// A tab with a custom label and a selection value.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, content: content(), label: label())
    }

    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, content: content(), label: label())
    }
}

extension Tab where Value: Hashable, Content: View, Label == EmptyView {
    /// A tab with no label, selected by its value.
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: EmptyView())
    }
}

extension Tab where Value == Never, Content: View, Label == DefaultTabLabel {
    /// A tab with a title and an SF Symbol, in a tab view without a selection.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)))
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)))
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(title), image: Image(image)))
    }

    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(image)))
    }

    /// A tab with a system label for its role.
    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text("Search"), image: Image(systemName: "magnifyingglass")))
    }
}

extension Tab where Value == Never, Content: View, Label: View {
    /// A tab with a custom label, in a tab view without a selection.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: nil, content: content(), label: label())
    }
}

extension Tab where Value == Never, Content: View, Label == EmptyView {
    /// A tab with no label, in a tab view without a selection.
    public init(@ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: EmptyView())
    }
}

/// Tabs built together by a `TabContentBuilder`. Not for use by apps.
public struct _TabContentGroup<TabValue: Hashable>: TabContent {
    public let _tabs: [_TabEntry]
}

extension ForEach: TabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue
    public var _tabs: [_TabEntry] { data.flatMap { content($0)._tabs } }
}

extension TabContent {
    /// Generates a badge for the tab from an integer value (none for 0).
    public func badge(_ count: Int) -> some TabContent<TabValue> {
        badged(count == 0 ? nil : Text(verbatim: String(count)))
    }

    /// Generates a badge for the tab from a text view (none for nil).
    public func badge(_ label: Text?) -> some TabContent<TabValue> { badged(label) }

    /// Generates a badge for the tab from a localized string key.
    public func badge(_ key: LocalizedStringKey) -> some TabContent<TabValue> { badged(Text(key)) }

    /// Generates a badge for the tab from a string.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S) -> some TabContent<TabValue> { badged(Text(label)) }

    private func badged(_ badge: Text?) -> _TabContentGroup<TabValue> {
        _TabContentGroup(_tabs: _tabs.map { var entry = $0; entry.badge = badge; return entry })
    }
}

/// A result builder that constructs tabs for a tab view.
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
    public static func buildExpression<C: TabContent>(_ content: C) -> _TabContentGroup<TabValue> where C.TabValue == TabValue {
        _TabContentGroup(_tabs: content._tabs)
    }

    public static func buildBlock(_ components: _TabContentGroup<TabValue>...) -> _TabContentGroup<TabValue> {
        _TabContentGroup(_tabs: components.flatMap(\._tabs))
    }

    public static func buildOptional(_ component: _TabContentGroup<TabValue>?) -> _TabContentGroup<TabValue> {
        component ?? _TabContentGroup(_tabs: [])
    }

    public static func buildEither(first component: _TabContentGroup<TabValue>) -> _TabContentGroup<TabValue> { component }

    public static func buildEither(second component: _TabContentGroup<TabValue>) -> _TabContentGroup<TabValue> { component }

    public static func buildArray(_ components: [_TabContentGroup<TabValue>]) -> _TabContentGroup<TabValue> {
        _TabContentGroup(_tabs: components.flatMap(\._tabs))
    }

    public static func buildLimitedAvailability(_ component: _TabContentGroup<TabValue>) -> _TabContentGroup<TabValue> { component }

    /// The view representation of the content of a builder-based tab view: its tabs as the view's children.
    public struct Content<C: TabContent>: View {
        public typealias Body = Never
        let content: C

        public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
            for (index, tab) in view.content._tabs.enumerated() {
                tab.view.makeView(inputs: inputs.pushing(id: index), outputs: &outputs)
            }
        }
    }
}

extension TabContentBuilder.Content {
    public static func _makeViewList(view: Self, inputs: _ViewListInputs) { view.addItems(to: inputs.items, inputs: inputs.base) }
    public static var _viewListMayGiveSeveralItems: Bool { true }

    func addItems(to items: LazyItems, inputs: _ViewInputs) {
        for (index, tab) in content._tabs.enumerated() {
            items.add(tab.view, inputs: inputs.pushing(id: index))
        }
    }
}

extension TabView {
    /// Creates a tab view from `Tab`s, with a binding to the selected tab's value.
    public init<C: TabContent>(
        selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C
    ) where Content == TabContentBuilder<SelectionValue>.Content<C> {
        self.init(selection: selection, content: { TabContentBuilder<SelectionValue>.Content(content: content()) })
    }

    /// Creates a tab view from `Tab`s, keeping its own selection.
    public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
    where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C> {
        self.init(selection: nil, content: { TabContentBuilder<Never>.Content(content: content()) })
    }
}
