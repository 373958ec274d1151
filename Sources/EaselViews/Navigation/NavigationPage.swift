import EaselGraphics
import EaselLayout
import Foundation

/// One page of a stack: its content under its navigation bar. The content is made first, so that the bar is
/// made from what the content declared (title, display mode, toolbar items).
struct _NavigationPage: View {
    typealias Body = Never
    let model: NavigationModel
    let page: NavigationModel.PageID
    /// The page below, whose title the back button shows; nil for the root.
    let previous: NavigationModel.PageID?
    let content: AnyView

    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("NavigationPage")
        // The content fills the page below the bar, centered, on the system background.
        let content = view.content.frame(maxWidth: .infinity, maxHeight: .infinity)
            .makeNodes(inputs: inputs.pushing("content"))
        let info = view.model.pages[view.page] ?? NavigationModel.PageInfo()
        var children: [LayoutNode] = []
        if !info.barHidden {
            let previousTitle = view.previous.map { view.model.pages[$0]?.titleString ?? "" }
            let bar = NavigationBar(
                info: info, isLarge: view.model.isLarge(view.page), backTitle: previousTitle, pop: view.model.pop)
            children = bar.makeNodes(inputs: inputs.pushing("NavigationBar"))
        }
        // Items placed in the bottom bar go in a 44-point toolbar under the content.
        let bottomItems = info.toolbarItems.filter { $0.placement.slot == .bottom }
        var bottom: [LayoutNode] = []
        if !bottomItems.isEmpty {
            bottom = BottomToolbar(items: bottomItems).makeNodes(inputs: inputs.pushing("BottomToolbar"))
        }
        let stack = inputs.makeNode(VStackLayout(alignment: .center, spacing: 0), children: children + content + bottom)
        _MadeNodes { _ in [stack] }.background(Color.systemBackground).makeView(inputs: inputs, outputs: &outputs)
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
