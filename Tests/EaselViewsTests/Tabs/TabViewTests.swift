import Foundation
import SwiftUI
import Testing

// Expected frames come from iOS 17's tab bar (docs/Decisions.md, "Tab bar"): 49 points tall above the home
// indicator's 34-point inset, its items sharing the screen's width equally; the selected tab's content fills the
// safe area above it.
@Suite struct TabViewTests {
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            Button("Count \(count)") { count += 1 }.accessibilityIdentifier("counter")
        }
    }

    struct App: View {
        @State var selection = 0
        var body: some View {
            TabView(selection: $selection) {
                Counter()
                    .tabItem { Label("Home", systemImage: "house") }
                    .tag(0)
                Text("Inbox").accessibilityIdentifier("inbox")
                    .tabItem { Label("Inbox", systemImage: "tray") }
                    .tag(1)
                    .badge(3)
                Text("Settings")
                    .tabItem { Image(systemName: "gear"); Text("Settings") }
                    .tag(2)
            }
            .overlay(alignment: .top) { Text("selected \(selection)") }
        }
    }

    @Test("The tab bar: 49 points above the home indicator, items sharing the width; content above it")
    func bar() throws {
        let host = ViewHost(App(), device: .iPhone15)
        #expect(host["TabBar"] == rect(0, 769, 393, 49))
        #expect(host["TabBar.item.0"] == rect(0, 769, 131, 49))
        #expect(host["TabBar.item.2"] == rect(262, 769, 131, 49))
        #expect(host["TabBar.badge.1"] != nil)
        #expect(host["TabBar.badge.0"] == nil)
        let counter = try #require(host["counter"])
        #expect(abs(counter.midY - (59 + 710 / 2)) <= 0.5, "centered in the 710 points between the status bar and the tab bar")
    }

    @Test("A tap on an item selects its tab through the binding; each tab keeps its state")
    func switching() throws {
        let host = ViewHost(App(), device: .iPhone15)
        try host.tap(identifier: "counter")
        #expect(host.texts.contains("Count 1"))
        try host.tap(identifier: "TabBar.item.1")
        #expect(host.texts.contains("selected 1"))
        #expect(host["inbox"] != nil)
        #expect(throws: (any Error).self, "the first tab is hidden and takes no taps") { try host.tap(identifier: "counter") }
        try host.tap(identifier: "TabBar.item.0")
        #expect(host.texts.contains("Count 1"), "the first tab kept its count")
    }

    @Test("iOS 18's Tab: values select tabs, badges on tab content, a tab view without a selection")
    func tabs() throws {
        struct Tabs: View {
            @State private var tab = "home"
            var body: some View {
                TabView(selection: $tab) {
                    Tab("Home", systemImage: "house", value: "home") { Text("Home page").accessibilityIdentifier("home") }
                    Tab("Search", systemImage: "magnifyingglass", value: "search") { Text("Find").accessibilityIdentifier("search") }
                        .badge(2)
                }
            }
        }
        let host = ViewHost(Tabs(), device: .iPhone15)
        #expect(host["home"] != nil)
        #expect(host["TabBar.badge.1"] != nil)
        try host.tap(identifier: "TabBar.item.1")
        #expect(host["search"] != nil)
        let plain = ViewHost(
            TabView {
                Tab("One", systemImage: "1.circle") { Text("First").accessibilityIdentifier("first") }
                Tab("Two", systemImage: "2.circle") { Text("Second").accessibilityIdentifier("second") }
            }, device: .iPhone15)
        #expect(plain["first"] != nil)
        try plain.tap(identifier: "TabBar.item.1")
        #expect(plain["second"] != nil)
    }

    @Test("The page style: pages without a bar, page dots unless told never")
    func pages() throws {
        let host = ViewHost(TabView { Color.red; Color.blue }.tabViewStyle(.page), device: .iPhone15)
        #expect(host["TabBar"] == nil)
        let dots = try #require(host["PageDots"])
        #expect(abs(dots.width - (2 * 7 + 9 + 16)) < 0.001)
        let never = ViewHost(TabView { Color.red; Color.blue }.tabViewStyle(.page(indexDisplayMode: .never)), device: .iPhone15)
        #expect(never["PageDots"] == nil)
    }
}
