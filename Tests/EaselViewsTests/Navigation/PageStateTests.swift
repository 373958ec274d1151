import Foundation
import SwiftUI
import Testing

// A page's content keeps following its parent after a view inside it changed what the page asks of its bar (a title
// from its own state, a search it started): the stack's body made again puts new nodes in the tree, and the parent's
// next evaluation must replace those, not the ones they replaced.
@Suite struct PageStateTests {
    struct Inner: View {
        @State var on = false
        let count: Int
        var body: some View {
            Button("on \(on) count \(count)") { on.toggle() }.accessibilityIdentifier("inner")
                .navigationTitle(on ? "On" : "Off")
        }
    }

    struct Outer: View {
        @State var count = 0
        var body: some View {
            NavigationStack {
                VStack {
                    Inner(count: count)
                    Button("bump") { count += 1 }.accessibilityIdentifier("bump")
                }
            }
        }
    }

    @Test("A view's own state changing the title, then its parent's state: both show")
    func titleFromOwnState() throws {
        let host = layOut(393, 852) { Outer() }
        try host.tap(identifier: "inner")
        #expect(host.texts.contains("on true count 0") && host.texts.contains("On"))
        try host.tap(identifier: "bump")
        #expect(host.texts.contains("on true count 1"), "\(host.texts)")
        try host.tap(identifier: "inner")
        #expect(host.texts.contains("on false count 1") && host.texts.contains("Off"), "\(host.texts)")
        try host.tap(identifier: "bump")
        #expect(host.texts.contains("on false count 2"), "\(host.texts)")
    }

    struct Searching: View {
        @State var count = 0
        @State var query = ""
        var body: some View {
            NavigationStack {
                Button("count \(count)") { count += 1 }.accessibilityIdentifier("bump")
                    .navigationTitle("Notes")
                    .searchable(text: $query)
            }
        }
    }

    @Test("The content keeps following its state while a search is active")
    func whileSearching() throws {
        let host = layOut(393, 852) { Searching() }
        try host.tap(identifier: "NavigationBar.searchField")
        try host.tap(identifier: "bump")
        #expect(host.texts.contains("count 1"), "\(host.texts)")
    }
}

// Group as toolbar content (iOS 16): its items are declared as if in its place.
@Suite struct ToolbarGroupTests {
    struct Page: View {
        @State var sharing = false
        var body: some View {
            NavigationStack {
                Button("Toggle") { sharing.toggle() }.accessibilityIdentifier("toggle")
                    .navigationTitle("Notes")
                    .toolbar {
                        Group {
                            if sharing {
                                ToolbarItem(placement: .topBarTrailing) { Button("Share") {} }
                            }
                            ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                        }
                    }
            }
        }
    }

    @Test("A group's items show in the bar, and follow its conditions")
    func groupItems() throws {
        let host = layOut(393, 852) { Page() }
        #expect(host.texts.contains("Edit") && !host.texts.contains("Share"))
        try host.tap(identifier: "toggle")
        #expect(host.texts.contains("Edit") && host.texts.contains("Share"))
    }
}
