import EaselGraphics
import EaselLayout
import Foundation

/// The placement of a search field in a view hierarchy. On iPhone every placement draws the field in the
/// navigation bar, under the title.
public struct SearchFieldPlacement: Sendable, Equatable {
    let name: String

    /// SearchFieldPlacement.automatic: the navigation bar on iPhone.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// The search field is placed in the toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// The search field is placed in the sidebar of a navigation view.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// The search field is placed in an drawer of the navigation bar.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    /// The search field is placed in an drawer of the navigation bar, shown as the display mode says (always
    /// shown, in Easel's still pictures).
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }

    /// A mode that determines when to display a search field that appears in a navigation bar.
    public struct NavigationBarDrawerDisplayMode: Sendable, Equatable {
        let always: Bool
        /// Display the search field regardless of the scroll activity.
        public static let always = NavigationBarDrawerDisplayMode(always: true)
        /// Allow the search field to collapse as the user scrolls their content.
        public static let automatic = NavigationBarDrawerDisplayMode(always: false)
    }
}

/// What a page's `.searchable` asked for.
struct SearchInfo {
    let text: Binding<String>
    let prompt: Text?
}

extension View {
    /// Marks this view as searchable, which configures the display of a search field: drawn under the page's
    /// navigation bar title, showing the text or the prompt ("Search" by default).
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(NavigationPageModifier { info, _ in info.search = SearchInfo(text: text, prompt: prompt) })
    }

    /// Marks this view as searchable, with a prompt from a localized string.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Marks this view as searchable, with a prompt from a string.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Marks this view as searchable with programmatic presentation of the search field (the field is drawn
    /// whether or not it is presented: Easel has no focus).
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Marks this view as searchable with programmatic presentation, with a prompt from a localized string.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Marks this view as searchable with programmatic presentation, with a prompt from a string.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
}

/// The search field under a navigation bar's title: a 36-point rounded field, 16 points from the edges (20 on wide
/// screens), in a 52-point row, with a magnifying glass and the text or the prompt.
struct NavigationSearchField: View {
    let search: SearchInfo

    static let rowHeight: CGFloat = 52

    var body: some View {
        let text = search.text.wrappedValue
        // UIKit's tertiary system fill for the field; the placeholder in the tertiary label color.
        let fill = Color.tertiarySystemFill
        return BarMarginLayout {
            HStack(spacing: 6) {
                Image(systemName: "magnifyingglass").foregroundStyle(Color.secondary)
                Group {
                    if text.isEmpty {
                        (search.prompt ?? Text("Search")).foregroundStyle(Color.secondary)
                    } else {
                        Text(text)
                    }
                }
                .lineLimit(1)
                Spacer(minLength: 0)
            }
            .padding(.horizontal, 8)
            .frame(height: 36)
            .background(RoundedRectangle(cornerRadius: 10).fill(fill))
            .accessibilityIdentifier("NavigationBar.searchField")
        }
        .frame(height: Self.rowHeight)
    }
}

extension EnvironmentValues {
    /// A Boolean value that indicates when the user is searching (never, in Easel: it has no focus).
    public var isSearching: Bool { false }
}
