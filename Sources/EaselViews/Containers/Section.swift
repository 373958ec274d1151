import EaselLayout
import Foundation

/// A container view that you can use to add hierarchy within certain views: a header, content and a
/// footer. In a lazy stack its header and footer can be pinned (`pinnedViews`); in an ordinary stack its
/// views are simply the stack's children, header first (LayoutRules §9).
public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
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
}

extension Section: LazyItemsProvider where Parent: View, Content: View, Footer: View {
    func addItems(to items: LazyItems, inputs: _ViewInputs) {
        let inputs = inputs.pushing("Section")
        items.addSection(
            header: { $0.add(header, inputs: inputs.pushing("header")) },
            content: { $0.add(content, inputs: inputs.pushing("content")) },
            footer: { $0.add(footer, inputs: inputs.pushing("footer")) })
    }
}
