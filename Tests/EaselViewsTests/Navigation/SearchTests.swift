import Foundation
import SwiftUI
import Testing

// Searching (iOS 15–17): a tap on the search field, or typing into it, starts a search: the bar shows the field alone
// (the row and the large title leave, as UIKit's search controller hides the bar), with a Cancel button; views
// inside read `isSearching`; suggestions show over the content and a completion fills the field; return runs
// `onSubmit(of: .search)`; Cancel and `dismissSearch` end the search and clear the text.
@Suite struct SearchTests {
    struct Status: View {
        @Environment(\.isSearching) private var isSearching
        @Environment(\.dismissSearch) private var dismissSearch
        let query: String
        var body: some View {
            VStack {
                Text("searching: \(isSearching ? "yes" : "no"), query: \(query)")
                Button("Done") { dismissSearch() }.accessibilityIdentifier("done")
            }
        }
    }

    struct Fruits: View {
        @State var query = ""
        @State var submitted = 0
        var body: some View {
            NavigationStack {
                Status(query: query)
                    .navigationTitle("Fruit")
                    .searchable(text: $query, prompt: "Find fruit")
                    .searchSuggestions {
                        ForEach(["apple", "pear", "plum"].filter { query.isEmpty || $0.hasPrefix(query) }, id: \.self) {
                            Text($0).searchCompletion($0).accessibilityIdentifier("suggestion-\($0)")
                        }
                    }
                    .onSubmit(of: .search) { submitted += 1 }
            }
            .overlay(alignment: .bottom) { Text("submitted \(submitted)") }
        }
    }

    @Test("A tap starts a search: the field alone in the bar with Cancel, isSearching true, suggestions shown")
    func tapStarts() throws {
        let host = layOut(393, 852) { Fruits() }
        #expect(host.texts.contains("Fruit"))
        #expect(host["NavigationBar.searchCancel"] == nil && host["SearchSuggestions"] == nil)
        try host.tap(identifier: "NavigationBar.searchField")
        #expect(host.texts.contains("searching: yes, query: "))
        #expect(!host.texts.contains("Fruit"), "the large title leaves while searching")
        #expect(host["NavigationBar"]?.height == 52)
        let field = try #require(host["NavigationBar.searchField"])
        let cancel = try #require(host["NavigationBar.searchCancel"])
        #expect(cancel.minX == field.maxX + 8 && cancel.maxX == 393 - 16)
        #expect(host["suggestion-apple"] != nil && host["suggestion-plum"] != nil)
        #expect(host["TextField.caret"] != nil)
    }

    @Test("Typing fills the text; a completion fills it; return submits; Cancel ends the search and clears the text")
    func typingAndCompletion() throws {
        let host = layOut(393, 852) { Fruits() }
        try host.type("p", into: "NavigationBar.searchField")
        #expect(host.texts.contains("searching: yes, query: p"))
        #expect(host["suggestion-apple"] == nil && host["suggestion-pear"] != nil)
        try host.tap(identifier: "suggestion-plum")
        #expect(host.texts.contains("searching: yes, query: plum"))
        try host.type("\n", into: "NavigationBar.searchField")
        #expect(host.texts.contains("submitted 1"))
        try host.type("\u{8}s", into: "NavigationBar.searchField")
        #expect(host.texts.contains("searching: yes, query: plus"))
        try host.tap(identifier: "NavigationBar.searchCancel")
        #expect(host.texts.contains("searching: no, query: "))
        #expect(host.texts.contains("Fruit"))
    }

    @Test("A filtered suggestion list with nothing left shows the content; dismissSearch ends the search")
    func emptySuggestionsAndDismiss() throws {
        let host = layOut(393, 852) { Fruits() }
        try host.type("x", into: "NavigationBar.searchField")
        #expect(host["SearchSuggestions"] == nil)
        try host.tap(identifier: "done")
        #expect(host.texts.contains("searching: no, query: "))
    }

    struct Presented: View {
        @State var query = ""
        @State var isPresented = false
        var body: some View {
            NavigationStack {
                Button("Search") { isPresented = true }.accessibilityIdentifier("start")
                    .searchable(text: $query, isPresented: $isPresented)
                    .navigationTitle("Notes")
            }
            .overlay(alignment: .bottom) { Text("presented \(isPresented)") }
        }
    }

    @Test("isPresented starts a search from code and follows the Cancel button")
    func presentedBinding() throws {
        let host = layOut(393, 852) { Presented() }
        try host.tap(identifier: "start")
        #expect(host["NavigationBar.searchCancel"] != nil)
        try host.tap(identifier: "NavigationBar.searchCancel")
        #expect(host.texts.contains("presented false"))
    }
}

// Search scopes (iOS 16): a segmented control of the scopes under the field while searching (or once text is typed,
// with `.onTextEntry`), bound to the scope.
extension SearchTests {
    enum Scope: Hashable { case all, fruit, vegetables }

    struct Scoped: View {
        @State var query = ""
        @State var scope = Scope.all
        var activation = SearchScopeActivation.automatic
        var body: some View {
            NavigationStack {
                Text("scope \(String(describing: scope))")
                    .navigationTitle("Produce")
                    .searchable(text: $query)
                    .searchScopes($scope, activation: activation) {
                        Text("All").tag(Scope.all)
                        Text("Fruit").tag(Scope.fruit)
                        Text("Vegetables").tag(Scope.vegetables)
                    }
            }
        }
    }

    @Test("The scope bar shows under the field while searching, and a tap on a segment sets the scope")
    func scopes() throws {
        let host = layOut(393, 852) { Scoped() }
        #expect(host["NavigationBar.searchScopes"] == nil, "not at rest")
        try host.tap(identifier: "NavigationBar.searchField")
        let bar = try #require(host["NavigationBar.searchScopes"])
        let field = try #require(host["NavigationBar.searchField"])
        // The bar's 16-point margins on a 393-point screen.
        #expect(bar.minY >= field.maxY && bar.minX == 16 && bar.width == 393 - 2 * 16)
        // The field's 52 points, then the scope row: the 32-point segmented control and 8 points below it.
        #expect(nearly(host["NavigationBar"]?.height, 52 + 32 + 8))
        // The middle of the third of three equal segments: "vegetables".
        try host.tap(at: CGPoint(x: bar.minX + bar.width * 5 / 6, y: bar.midY))
        #expect(host.texts.contains("scope vegetables"), "\(host.diagnostics)")
    }

    @Test("With onTextEntry the scope bar waits for text")
    func scopesOnTextEntry() throws {
        let host = layOut(393, 852) { Scoped(activation: .onTextEntry) }
        try host.tap(identifier: "NavigationBar.searchField")
        #expect(host["NavigationBar.searchScopes"] == nil)
        try host.type("a", into: "NavigationBar.searchField")
        #expect(host["NavigationBar.searchScopes"] != nil)
    }
}
