import EaselGraphics
import EaselLayout
import Foundation

/// A page's navigation bar (accessibility identifiers "NavigationBar", "NavigationBar.title" and
/// "NavigationBar.backButton", for tests and `ViewHost.tap(identifier:)`), drawn as iOS 17 draws it at rest (content scrolled to the top): no background of its
/// own and no hairline, a 44-point row with the back button, the items and the inline title, and under it, for a
/// large title, 52 points with the title in 34-point bold, 8 points above the bar's bottom.
///
/// Margins follow UIKit's layout margins: 16 points on screens narrower than 414 points (iPhone SE to iPhone 15),
/// 20 on wider ones (the Plus and Pro Max phones, iPad). Metrics are in docs/Decisions.md.
struct NavigationBar: View {
    let info: NavigationModel.PageInfo
    let isLarge: Bool
    /// The title of the page below, for the back button; nil on the root.
    let backTitle: String?
    let pop: () -> Void

    /// The bar's row height and the large title's extension, in points.
    static let rowHeight: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52

    var body: some View {
        let items = info.toolbarItems
        let title = info.titleString
        let principal = items.first { $0.placement.slot == .principal }
        // While searching, iOS hides the bar's row and large title and shows the search field alone.
        if let search = info.search, search.isActive {
            NavigationSearchField(search: search)
                .dynamicTypeSize(.large)
                .modifier(BarBackground(info: info))
                .accessibilityIdentifier("NavigationBar")
        } else {
            bar(items: items, title: title, principal: principal)
        }
    }

    private func bar(items: [ToolbarItemInfo], title: String, principal: ToolbarItemInfo?) -> some View {
        VStack(spacing: 0) {
            NavigationBarRowLayout(hasBackButton: backTitle != nil && !info.backButtonHidden) {
                HStack(spacing: NavigationBarRowLayout.itemSpacing) {
                    if let backTitle, !info.backButtonHidden {
                        BackButton(title: backTitle, pop: pop)
                    }
                    ForEach(Array(items.enumerated().filter { $0.element.placement.slot == .leading }), id: \.element.id) {
                        $0.element.content
                    }
                }
                // Always one subview in the middle (an empty ZStack when there is no title).
                ZStack {
                    if let principal {
                        principal.content
                    } else if !isLarge, !title.isEmpty {
                        Text(title).font(.system(size: 17, weight: .semibold)).lineLimit(1)
                            .accessibilityIdentifier("NavigationBar.title")
                    }
                }
                HStack(spacing: NavigationBarRowLayout.itemSpacing) {
                    ForEach(Array(items.enumerated().filter { $0.element.placement.slot == .trailing }), id: \.element.id) {
                        item in
                        if item.element.placement == .confirmationAction {
                            item.element.content.fontWeight(.semibold)
                        } else {
                            item.element.content
                        }
                    }
                }
            }
            // Bar items and titles keep to one line, truncating when the bar is crowded.
            .lineLimit(1)
            .frame(height: Self.rowHeight)
            if isLarge, !title.isEmpty {
                BarMarginLayout {
                    Text(title).font(.system(size: 34, weight: .bold)).lineLimit(1)
                        .accessibilityIdentifier("NavigationBar.title")
                }
                .frame(height: Self.largeTitleHeight)
            }
            if let search = info.search {
                NavigationSearchField(search: search)
            }
        }
        // UIKit's bar keeps its 17-point items and titles at every Dynamic Type size (it shows the large content
        // viewer instead), so the bar's metrics hold.
        .dynamicTypeSize(.large)
        .modifier(BarBackground(info: info))
        .accessibilityIdentifier("NavigationBar")
    }
}

/// The back button: a chevron and the previous page's title ("Back" when it has none), in the tint.
struct BackButton: View {
    let title: String
    let pop: () -> Void

    var body: some View {
        Button(action: pop) {
            HStack(spacing: 6) {
                Image(systemName: "chevron.backward").font(.system(size: 17, weight: .semibold))
                Text(title.isEmpty ? "Back" : title).lineLimit(1)
            }
        }
        .accessibilityIdentifier("NavigationBar.backButton")
    }
}

/// The bar's row: leading items from the margin (8 points when the back button leads), trailing items to the
/// margin, and the title centered on the bar, moved aside only as far as the items need.
struct NavigationBarRowLayout: Layout {
    let hasBackButton: Bool

    /// Points between two items on one side of the bar (Easel's reading of UIKit's bar, see docs/Decisions.md).
    static let itemSpacing: CGFloat = 16
    /// Points kept between the title and the items beside it.
    static let titleSpacing: CGFloat = 6
    /// The least room the inline title is drawn in (Easel's choice: a short word at 17 points).
    static let smallestTitle: CGFloat = 24

    static func margin(forWidth width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? 393, height: proposal.height ?? NavigationBar.rowHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 3 else { return }
        let margin = Self.margin(forWidth: bounds.width)
        let leadingInset = hasBackButton ? 8 : margin
        var leading = subviews[0].sizeThatFits(.unspecified)
        var trailing = subviews[2].sizeThatFits(.unspecified)
        // More items than fit: the back button and leading items keep up to half the bar, the trailing items get
        // what is left, and each side is offered only its share (its texts truncate) so that they never overlap.
        let usable = max(0, bounds.width - leadingInset - margin - Self.titleSpacing)
        if leading.width + trailing.width > usable {
            let leadingShare = min(leading.width, max(usable / 2, usable - trailing.width))
            leading = subviews[0].sizeThatFits(ProposedViewSize(width: leadingShare, height: bounds.height))
            leading.width = min(leading.width, leadingShare)
            let trailingShare = max(0, usable - leading.width)
            trailing = subviews[2].sizeThatFits(ProposedViewSize(width: trailingShare, height: bounds.height))
            trailing.width = min(trailing.width, trailingShare)
        }
        subviews[0].place(at: CGPoint(x: bounds.minX + leadingInset, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(leading))
        subviews[2].place(at: CGPoint(x: bounds.maxX - margin, y: bounds.midY), anchor: .trailing, proposal: ProposedViewSize(trailing))
        // The title is centered on the bar when it fits between the items; otherwise it takes the room between.
        let left = leading.width > 0 ? leadingInset + leading.width + Self.titleSpacing : margin
        let right = trailing.width > 0 ? bounds.width - margin - trailing.width - Self.titleSpacing : bounds.width - margin
        // With no room worth a word between the items, the title is left out (offered nothing), as UIKit hides it.
        let room = right - left >= Self.smallestTitle ? right - left : 0
        let title = subviews[1].sizeThatFits(ProposedViewSize(width: room, height: room > 0 ? bounds.height : 0))
        var center = bounds.width / 2
        center = min(max(center, left + title.width / 2), right - title.width / 2)
        subviews[1].place(
            at: CGPoint(x: bounds.minX + center, y: bounds.midY), anchor: .center,
            proposal: ProposedViewSize(width: room, height: room > 0 ? bounds.height : 0))
    }
}

/// A row of the bar under its 44-point row (the large title, the search field): its content from the margin, its
/// bottom 8 points above the row's.
struct BarMarginLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? 393, height: proposal.height ?? NavigationBar.largeTitleHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let margin = NavigationBarRowLayout.margin(forWidth: bounds.width)
        let width = max(0, bounds.width - 2 * margin)
        for subview in subviews {
            subview.place(
                at: CGPoint(x: bounds.minX + margin, y: bounds.maxY - 8), anchor: .bottomLeading,
                proposal: ProposedViewSize(width: width, height: nil))
        }
    }
}

/// The bar's background where the page asked for one to show (`.toolbarBackground(.visible, for: .navigationBar)`):
/// its style (the bar material, drawn as the tab bar's is, when none is given) and its color
/// scheme.
struct BarBackground: ViewModifier {
    let info: NavigationModel.PageInfo

    func body(content: Content) -> some View {
        if info.barBackgroundVisibility == .visible {
            let style = info.barBackground ?? AnyShapeStyle(Material.bar)
            // The background reaches up behind the status bar, as the bar's does.
            if let scheme = info.barColorScheme {
                content.background(style, ignoresSafeAreaEdges: .top).environment(\.colorScheme, scheme)
            } else {
                content.background(style, ignoresSafeAreaEdges: .top)
            }
        } else {
            content
        }
    }
}
