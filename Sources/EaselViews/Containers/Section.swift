import EaselLayout
import Foundation

/// A container view that you can use to add hierarchy within certain views: a header, content and a
/// footer. In a lazy stack its header and footer can be pinned (`pinnedViews`); in an ordinary stack its
/// views are simply the stack's children, header first (LayoutRules §9).
public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
    /// Whether the section is expanded, for a collapsible section (`Section(isExpanded:)`).
    var isExpanded: Binding<Bool>? = nil

    /// Whether the content and footer show: always, unless the section is collapsible and collapsed.
    var showsContent: Bool { isExpanded?.wrappedValue ?? true }
}

extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never

    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer)
    }

    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.init(header: header(), content: content(), footer: footer())
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("Section")
        view.header.makeView(inputs: inputs.pushing("header"), outputs: &outputs)
        guard view.showsContent else { return }
        view.content.makeView(inputs: inputs.pushing("content"), outputs: &outputs)
        view.footer.makeView(inputs: inputs.pushing("footer"), outputs: &outputs)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView())
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }

    /// A collapsible section: its content shows while `isExpanded` is true. In a sidebar-style list its header
    /// has a disclosure chevron, and a tap on the header toggles it; elsewhere nothing on screen toggles it.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer)
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer())
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// A section with a text header.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }

    /// A collapsible section with a text header, expanded while `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }

    /// A collapsible section with a text header, expanded while `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

extension Section where Parent: View, Content: View, Footer: View {
    public static func _makeViewList(view: Self, inputs: _ViewListInputs) { view.addItems(to: inputs.items, inputs: inputs.base) }
    public static var _viewListMayGiveSeveralItems: Bool { true }

    func addItems(to items: LazyItems, inputs: _ViewInputs) {
        let inputs = inputs.pushing("Section")
        var headerInputs = inputs.pushing("header")
        // A list draws a collapsible section's header with its disclosure control.
        headerInputs.environment.sectionExpansion = isExpanded
        let shows = showsContent
        items.addSection(
            header: { $0.add(header, inputs: headerInputs) },
            content: { if shows { $0.add(content, inputs: inputs.pushing("content")) } },
            footer: { if shows { $0.add(footer, inputs: inputs.pushing("footer")) } })
    }
}

private struct SectionExpansionKey: EnvironmentKey {
    static var defaultValue: Binding<Bool>? { nil }
}

extension EnvironmentValues {
    /// The expansion binding of the collapsible section whose header is being made.
    var sectionExpansion: Binding<Bool>? {
        get { self[SectionExpansionKey.self] }
        set { self[SectionExpansionKey.self] = newValue }
    }
}
