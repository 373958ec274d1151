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

/// What a page's `.searchable` asked for, and where its search stands.
struct SearchInfo {
    let text: Binding<String>
    let prompt: Text?
    /// Whether the field has focus (the user is searching).
    var isActive = false
    /// Gives the field focus, or ends the search (clearing the text).
    var setActive: (Bool) -> Void = { _ in }
    /// What the field's return runs: the `onSubmit(of: .search)` actions around the searchable view.
    var submit: (() -> Void)?
    /// The suggestions to show over the page while searching.
    var suggestions: AnyView?
    /// The scope bar `searchScopes` asked for, and when it shows.
    var scopes: SearchScopes?
}

/// A search's scope bar: a segmented picker of the scopes, shown under the field while searching.
struct SearchScopes {
    let picker: AnyView
    let activation: SearchScopeActivation
    /// The scope chosen when the bar was declared, so that the bar is made again when it changes.
    let selection: AnyHashable

    /// Whether the bar shows for a search in this state.
    func isShown(active: Bool, text: String) -> Bool {
        guard active else { return false }
        return activation == .onTextEntry ? !text.isEmpty : true
    }
}

/// When a search's scope bar shows: on iPhone, while searching (`automatic` and `onSearchPresentation`), or once
/// text is typed (`onTextEntry`).
public struct SearchScopeActivation: Equatable, Sendable {
    let name: String

    /// The default: on iOS, the scopes show while the user searches.
    public static var automatic: SearchScopeActivation { SearchScopeActivation(name: "automatic") }
    /// The scopes show once the user types into the search field.
    public static var onTextEntry: SearchScopeActivation { SearchScopeActivation(name: "onTextEntry") }
    /// The scopes show when the search is presented, and leave when it is dismissed.
    public static var onSearchPresentation: SearchScopeActivation { SearchScopeActivation(name: "onSearchPresentation") }
}

extension View {
    /// Marks this view as searchable, which configures the display of a search field: drawn under the page's
    /// navigation bar title, showing the text or the prompt ("Search" by default). A tap on the field (or typing into
    /// it) starts a search: the bar shows the field alone with a Cancel button, views inside read `isSearching`, and
    /// the search suggestions show over the content.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        SearchableContainer(content: self, text: text, isPresented: nil, prompt: prompt, suggestions: nil)
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

    /// Marks this view as searchable with programmatic presentation of the search field: `isPresented` is true
    /// while the user is searching, and setting it starts or ends the search.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        SearchableContainer(content: self, text: text, isPresented: isPresented, prompt: prompt, suggestions: nil)
    }

    /// Marks this view as searchable with programmatic presentation, with a prompt from a localized string.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    /// Marks this view as searchable with programmatic presentation, with a prompt from a string.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    /// Marks this view as searchable, with suggestions shown while searching (the form before `searchSuggestions`).
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        SearchableContainer(content: self, text: text, isPresented: nil, prompt: prompt, suggestions: AnyView(suggestions()))
    }

    /// Marks this view as searchable, with a prompt from a localized string and suggestions.
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt), suggestions: suggestions)
    }

    /// Marks this view as searchable, with a prompt from a string and suggestions.
    @_disfavoredOverload
    public func searchable<V: View, S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder suggestions: () -> V
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt), suggestions: suggestions)
    }

    /// Configures the search suggestions of the searchable view inside: shown as rows over its content while the
    /// user searches (when they make any view); a row marked `searchCompletion` fills the field when tapped.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        environment(\.searchSuggestions, AnyView(suggestions()))
    }

    /// Shows or hides the search suggestions of the searchable view inside (in the menu placement and the content
    /// placement alike: on iPhone both are the rows over the content).
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View {
        environment(\.searchSuggestionsHidden, visibility == .hidden)
    }

    /// Configures the search scopes of the searchable view inside: a segmented control of the `scopes` (each
    /// tagged with its value) under the search field while the user searches, bound to `scope`.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        searchScopes(scope, activation: .automatic, scopes)
    }

    /// Configures the search scopes of the searchable view inside, shown as `activation` says.
    public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> some View {
        let picker = Picker("Scope", selection: scope) { scopes() }.pickerStyle(.segmented).labelsHidden()
        return environment(
            \.searchScopes, SearchScopes(picker: AnyView(picker), activation: activation, selection: AnyHashable(scope.wrappedValue)))
    }

    /// Makes this suggestion fill the search field with `completion` when tapped.
    public func searchCompletion(_ completion: String) -> some View {
        modifier(SearchCompletionModifier(completion: completion))
    }
}

/// Where search suggestions show.
public struct SearchSuggestionsPlacement: Equatable, Sendable {
    let rawValue: Int

    /// Search suggestions render automatically.
    public static let automatic = SearchSuggestionsPlacement(rawValue: 1)
    /// Search suggestions render inside of a menu attached to the search field.
    public static let menu = SearchSuggestionsPlacement(rawValue: 2)
    /// Search suggestions render in the main content of the app.
    public static let content = SearchSuggestionsPlacement(rawValue: 4)

    /// A set of search suggestion placements.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Search suggestions render inside of a menu attached to the search field.
        public static let menu = Set(rawValue: 2)
        /// Search suggestions render in the main content of the app.
        public static let content = Set(rawValue: 4)
    }
}

private struct SearchSuggestionsKey: EnvironmentKey {
    static var defaultValue: AnyView? { nil }
}

private struct SearchSuggestionsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

private struct SearchScopesKey: EnvironmentKey {
    static var defaultValue: SearchScopes? { nil }
}

private struct SearchCompletionKey: EnvironmentKey {
    static var defaultValue: ((String) -> Void)? { nil }
}

extension EnvironmentValues {
    /// The suggestions `searchSuggestions` declared for the searchable view inside.
    var searchSuggestions: AnyView? {
        get { self[SearchSuggestionsKey.self] }
        set { self[SearchSuggestionsKey.self] = newValue }
    }

    /// The scope bar `searchScopes` declared for the searchable view inside.
    var searchScopes: SearchScopes? {
        get { self[SearchScopesKey.self] }
        set { self[SearchScopesKey.self] = newValue }
    }

    var searchSuggestionsHidden: Bool {
        get { self[SearchSuggestionsHiddenKey.self] }
        set { self[SearchSuggestionsHiddenKey.self] = newValue }
    }

    /// What a suggestion's `searchCompletion` does with its completion: fills the field it suggests for.
    var searchCompletion: ((String) -> Void)? {
        get { self[SearchCompletionKey.self] }
        set { self[SearchCompletionKey.self] = newValue }
    }
}

/// A suggestion that fills the search field when tapped.
struct SearchCompletionModifier: ViewModifier {
    let completion: String
    @Environment(\.searchCompletion) private var complete

    func body(content: Content) -> some View {
        if let complete {
            let completion = completion
            content.frame(maxWidth: .infinity, alignment: .leading).contentShape(Rectangle())
                .onTapGesture { complete(completion) }
        } else {
            content
        }
    }
}

/// A searchable view: its content with the search's state in the environment and its suggestions over it while
/// searching, and the page's search field, which it keeps.
struct SearchableContainer<Content: View>: View {
    let content: Content
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let prompt: Text?
    let suggestions: AnyView?
    @State private var searching = false
    @Environment(\.searchSuggestions) private var declaredSuggestions
    @Environment(\.searchSuggestionsHidden) private var suggestionsHidden
    @Environment(\.searchSubmitAction) private var submit
    @Environment(\.searchScopes) private var scopes

    var body: some View {
        let isActive = isPresented?.wrappedValue ?? searching
        let presented = isPresented, searchingState = $searching, text = text
        let setActive: (Bool) -> Void = { active in
            if let presented { presented.wrappedValue = active } else { searchingState.wrappedValue = active }
            // Ending a search clears it, as the Cancel button does.
            if !active { text.wrappedValue = "" }
        }
        let shown = suggestionsHidden ? nil : suggestions ?? declaredSuggestions
        content
            .environment(\.isSearching, isActive)
            .environment(\.dismissSearch, DismissSearchAction { setActive(false) })
            .modifier(NavigationPageModifier { [submit, prompt, scopes] info, _ in
                info.search = SearchInfo(
                    text: text, prompt: prompt, isActive: isActive, setActive: setActive, submit: submit, suggestions: shown,
                    scopes: scopes)
            })
    }
}

/// The suggestions over a page's content while searching, as a plain list's rows on the system background;
/// nothing when not searching, or when the suggestions make no view (a filtered ForEach with nothing left).
struct SearchSuggestionRows: View {
    typealias Body = Never
    let search: SearchInfo?

    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        guard let search = view.search, search.isActive, let suggestions = search.suggestions else { return }
        var probe = _ViewOutputs()
        suggestions.makeView(inputs: inputs.pushing("probe"), outputs: &probe)
        guard !probe.nodes.isEmpty else { return }
        let text = search.text
        // Each suggestion is a row; a completion fills the field.
        List { suggestions }
            .listStyle(.plain)
            .environment(\.searchCompletion) { text.wrappedValue = $0 }
            .accessibilityIdentifier("SearchSuggestions")
            .makeView(inputs: inputs.pushing("SearchSuggestions"), outputs: &outputs)
    }
}

/// The search field under a navigation bar's title: a 36-point rounded field, 16 points from the edges (20 on wide
/// screens), in a 52-point row, with a magnifying glass and the text or the prompt. A tap or typing starts a search;
/// while searching the field draws its caret and a Cancel button follows it, which ends the search.
struct NavigationSearchField: View {
    let search: SearchInfo

    static let rowHeight: CGFloat = 52

    var body: some View {
        let text = search.text.wrappedValue
        let binding = search.text, setActive = search.setActive, submit = search.submit
        let active = search.isActive
        // UIKit's tertiary system fill for the field; the placeholder in the tertiary label color.
        let fill = Color.tertiarySystemFill
        let scopes = search.scopes.flatMap { $0.isShown(active: active, text: text) ? $0.picker : nil }
        return VStack(spacing: 0) {
            field(text: text, binding: binding, setActive: setActive, submit: submit, active: active, fill: fill)
            if let scopes {
                BarMarginLayout { scopes.accessibilityIdentifier("NavigationBar.searchScopes") }
                    .frame(height: Self.scopeRowHeight, alignment: .top)
            }
        }
    }

    /// The scope bar's row under the field: the 32-point segmented control with 8 points below it.
    static let scopeRowHeight: CGFloat = 40

    private func field(
        text: String, binding: Binding<String>, setActive: @escaping (Bool) -> Void, submit: (() -> Void)?, active: Bool,
        fill: Color
    ) -> some View {
        BarMarginLayout {
            HStack(spacing: 8) {
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
                    .overlay(alignment: text.isEmpty ? .leading : .trailing) {
                        if active { TextCaret().offset(x: text.isEmpty ? -1 : 2) }
                    }
                    Spacer(minLength: 0)
                }
                .padding(.horizontal, 8)
                .frame(height: 36)
                .background(RoundedRectangle(cornerRadius: 10).fill(fill))
                .contentShape(Rectangle())
                .modifier(InteractionModifier(name: "SearchField") { interaction, _ in
                    interaction.taps = [Interaction.Tap(count: 1) { _, _ in if !active { setActive(true) } }]
                    interaction.typeText = { typed in
                        if !active { setActive(true) }
                        Keyboard.type(typed, into: binding, onReturn: { submit?() })
                    }
                })
                .accessibilityIdentifier("NavigationBar.searchField")
                if active {
                    Button("Cancel") { setActive(false) }
                        .accessibilityIdentifier("NavigationBar.searchCancel")
                }
            }
        }
        .frame(height: Self.rowHeight)
    }
}


