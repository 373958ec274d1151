import EaselGraphics
import EaselLayout
import Foundation

/// One page of a stack: its content under its navigation bar, over its bottom toolbar. The bars are inset views
/// of the page's safe area (`safeAreaInset`), so content that ignores the safe area reaches under them; the content
/// is made first, so that the bars are made from what it declared (title, display mode, toolbar items).
struct _NavigationPage: View {
    typealias Body = Never
    let model: NavigationModel
    let page: NavigationModel.PageID
    /// The page below, whose title the back button shows; nil for the root.
    let previous: NavigationModel.PageID?
    let content: AnyView

    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        // The content fills the page below the bar, centered, on the system background. It is made in a scope of
        // its own, so the modifiers that left it are gone (their toolbars with them) before the bars are made.
        RecordedContent(name: "page content", owner: view.model.owner, content: view.content)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .overlay { PageSearchSuggestions(page: view) }
            .safeAreaInset(edge: .top, spacing: 0) { PageBar(page: view) }
            .safeAreaInset(edge: .bottom, spacing: 0) { PageBottomBar(page: view) }
            .background(Color.systemBackground)
            .makeView(inputs: inputs.pushing("NavigationPage"), outputs: &outputs)
    }
}

/// A page's navigation bar, made from what the page's content declared (nothing when the bar is hidden).
private struct PageBar: View {
    typealias Body = Never
    let page: _NavigationPage

    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let model = view.page.model
        let info = model.pages[view.page.page] ?? NavigationModel.PageInfo()
        guard !info.barHidden else { return }
        let previousTitle = view.page.previous.map { model.pages[$0]?.titleString ?? "" }
        NavigationBar(info: info, isLarge: model.isLarge(view.page.page), backTitle: previousTitle, pop: model.pop)
            .makeView(inputs: inputs.pushing("NavigationBar"), outputs: &outputs)
    }
}

/// The search suggestions over a page's content while its search field has focus.
private struct PageSearchSuggestions: View {
    typealias Body = Never
    let page: _NavigationPage

    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let info = view.page.model.pages[view.page.page]
        SearchSuggestionRows(search: info?.search).makeView(inputs: inputs.pushing("SearchSuggestions"), outputs: &outputs)
    }
}

/// A page's bottom toolbar, when the page placed items in it.
private struct PageBottomBar: View {
    typealias Body = Never
    let page: _NavigationPage

    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let info = view.page.model.pages[view.page.page] ?? NavigationModel.PageInfo()
        let items = info.toolbarItems.filter { $0.placement.slot == .bottom }
        guard !items.isEmpty else { return }
        BottomToolbar(items: items).makeView(inputs: inputs.pushing("BottomToolbar"), outputs: &outputs)
    }
}

extension NavigationModel {
    /// Whether the page's title is large: its own display mode, or, when automatic, the page below's (the root's
    /// automatic title is large, as a NavigationStack's is on iPhone).
    func isLarge(_ page: PageID) -> Bool {
        var index = page.index
        var mode = pages[page]?.displayMode ?? .automatic
        while mode == .automatic, index > 0 {
            index -= 1
            mode = pages.first { $0.key.index == index }?.value.displayMode ?? .automatic
        }
        return mode != .inline
    }
}

extension NavigationModel.PageInfo {
    /// The title as plain text.
    var titleString: String { titleBinding?.wrappedValue ?? title?.plainText ?? "" }
}

extension Text {
    /// The text's characters without their styling.
    package var plainText: String { segments.map(\.string).joined() }
}

/// The bottom toolbar: `.bottomBar` items from the leading margin, in order (a `Spacer` in a group spreads them), and
/// `.status` items centered, in a 44-point bar with no background at rest.
struct BottomToolbar: View {
    let items: [ToolbarItemInfo]

    var body: some View {
        let status = items.filter { $0.placement == .status }
        let bar = items.filter { $0.placement != .status }
        ZStack {
            HStack(spacing: NavigationBarRowLayout.itemSpacing) {
                ForEach(bar, id: \.id) { $0.content }
                Spacer(minLength: 0)
            }
            HStack(spacing: NavigationBarRowLayout.itemSpacing) {
                ForEach(status, id: \.id) { $0.content }
            }
            .font(.caption)
        }
        .padding(.horizontal, 16)
        .frame(height: NavigationBar.rowHeight)
        .accessibilityIdentifier("BottomToolbar")
    }
}
