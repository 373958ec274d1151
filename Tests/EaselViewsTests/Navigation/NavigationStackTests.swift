import Foundation
import SwiftUI
import Testing

// Expected frames come from iOS 17's navigation bar metrics (docs/Decisions.md, "Navigation bar"): a 44-point
// row; a large title adds 52 points, its 34-point bold text bottom 8 points above the bar's bottom; margins of 16
// points below 414 points of width and 20 from there; the back button 8 points from the edge. The page's content
// fills the rest and is centered there (LayoutRules §3.1: a flexible frame centers its child). Text heights are
// SF Pro's line height rounded up to the pixel grid (LayoutRules §1.3).
@Suite struct NavigationStackTests {
    static let titleHeight = ceil(34 * SFPro.lineHeight, scale: 1)

    @Test("A root page's large title sits under the 44-point row, from the margin, 8 points above the bar's bottom")
    func largeTitle() throws {
        let host = layOut(393, 852) {
            NavigationStack {
                Text("Hello").accessibilityIdentifier("hello").navigationTitle("Inbox")
            }
        }
        #expect(host["NavigationBar"] == rect(0, 0, 393, 96))
        let title = try #require(host["NavigationBar.title"])
        #expect(title.minX == 16)
        #expect(title.maxY == 88)
        #expect(title.height == Self.titleHeight)
        // The content is centered in the 756 points under the bar.
        let hello = try #require(host["hello"])
        #expect(hello.midX == 196.5)
        #expect(abs(hello.midY - (96 + 756 / 2)) <= 0.5)
        #expect(host.navigationStacks == [["Inbox"]])
    }

    @Test("An inline title is centered in the 44-point bar; wide screens have 20-point margins")
    func inlineTitleAndMargins() throws {
        for (width, margin) in [(393, 16), (430, 20)] as [(CGFloat, CGFloat)] {
            let host = layOut(width, 852) {
                NavigationStack {
                    Color.clear
                        .navigationTitle("Settings")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) { Button("Edit") {}.accessibilityIdentifier("edit") }
                            ToolbarItem(placement: .topBarTrailing) { Button("Add") {}.accessibilityIdentifier("add") }
                        }
                }
            }
            #expect(host["NavigationBar"] == rect(0, 0, width, 44))
            let title = try #require(host["NavigationBar.title"])
            #expect(title.midX == width / 2)
            #expect(abs(title.midY - 22) <= 0.5)
            #expect(host["edit"]?.minX == margin)
            #expect(host["add"]?.maxX == width - margin)
            #expect(abs((host["add"]?.midY ?? 0) - 22) <= 0.5)
        }
    }

    @Test("A principal item takes the title's place; a hidden bar takes no room")
    func principalAndHidden() throws {
        let host = layOut(393, 852) {
            NavigationStack {
                Color.clear.navigationTitle("Ignored").toolbar {
                    ToolbarItem(placement: .principal) { Text("Center").accessibilityIdentifier("center") }
                }
            }
        }
        #expect(host["center"]?.midX == 196.5)
        #expect(host["NavigationBar.title"]?.maxY == 88)  // the large title still shows under the row
        let hidden = layOut(393, 852) {
            NavigationStack {
                Color.red.accessibilityIdentifier("page").toolbar(.hidden, for: .navigationBar)
            }
        }
        #expect(hidden["NavigationBar"] == nil)
        #expect(hidden["page"] == rect(0, 0, 393, 852))
    }

    struct DrillDown: View {
        var body: some View {
            VStack {
                NavigationLink("Details") {
                    Text("Detail page").accessibilityIdentifier("detail").navigationTitle("Details")
                }
                .accessibilityIdentifier("link")
            }
            .navigationTitle("Home")
        }
    }

    @Test("Tapping a link pushes its destination, with a back button titled by the page below; back pops it")
    func pushAndPop() throws {
        let host = layOut(393, 852) { NavigationStack { DrillDown() } }
        #expect(host.navigationStacks == [["Home"]])
        #expect(host["NavigationBar.backButton"] == nil)
        try host.tap(identifier: "link")
        #expect(host.navigationStacks == [["Home", "Details"]])
        #expect(host.navigationTitle == "Details")
        let back = try #require(host["NavigationBar.backButton"])
        #expect(back.minX == 8)
        #expect(abs(back.midY - 22) <= 0.5)
        // A pushed page with the automatic mode keeps the large title of the page below.
        #expect(host["NavigationBar"] == rect(0, 0, 393, 96))
        #expect(host["detail"] != nil)
        try host.tap(identifier: "NavigationBar.backButton")
        #expect(host.navigationStacks == [["Home"]])
        #expect(host["NavigationBar.backButton"] == nil)
    }

    struct Numbers: View {
        @State var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    NavigationLink("Three", value: 3).accessibilityIdentifier("three")
                    NavigationLink("Word", value: "word").accessibilityIdentifier("word")
                    Button("Jump") { path = [1, 2] }.accessibilityIdentifier("jump")
                }
                .navigationTitle("Numbers")
                .navigationDestination(for: Int.self) { number in
                    Text("Number \(number)").navigationTitle("\(number)")
                        .toolbar { Button("Home") { path.removeAll() }.accessibilityIdentifier("home") }
                }
            }
        }
    }

    @Test("Value links append to the path; a path set in code pushes and pops; a value with no destination pushes nothing")
    func valuesAndPath() throws {
        let host = layOut(393, 852) { Numbers() }
        try host.tap(identifier: "three")
        #expect(host.navigationStacks == [["Numbers", "3"]])
        try host.tap(identifier: "NavigationBar.backButton")
        #expect(host.navigationStacks == [["Numbers"]])
        try host.tap(identifier: "jump")
        #expect(host.navigationStacks == [["Numbers", "1", "2"]])
        // The toolbar item of the top page is the one that is tapped.
        try host.tap(identifier: "home")
        #expect(host.navigationStacks == [["Numbers"]])
        // SwiftUI's warning, and nothing pushed.
        try host.tap(identifier: "word")
        #expect(host.navigationStacks == [["Numbers"]])
        #expect(host.diagnostics.contains { $0.message.contains("no matching navigationDestination") })
    }

    struct Renaming: View {
        @State var name = "Draft"
        var body: some View {
            NavigationStack {
                Button("Rename") { name = "Final" }.accessibilityIdentifier("rename").navigationTitle(name)
            }
        }
    }

    @Test("A title that changes with state changes the bar")
    func titleFollowsState() throws {
        let host = layOut(393, 852) { Renaming() }
        #expect(host.navigationTitle == "Draft")
        try host.tap(identifier: "rename")
        #expect(host.navigationTitle == "Final")
    }

    struct Presenting: View {
        @State var shown = false
        var body: some View {
            NavigationStack {
                Button("Show") { shown = true }.accessibilityIdentifier("show")
                    .navigationTitle("Start")
                    .navigationDestination(isPresented: $shown) { DismissingPage() }
            }
        }
    }

    struct DismissingPage: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            Button("Done") { dismiss() }.accessibilityIdentifier("done").navigationTitle("Shown")
        }
    }

    @Test("navigationDestination(isPresented:) pushes while true; dismiss() pops and sets it false")
    func presentedDestination() throws {
        let host = layOut(393, 852) { Presenting() }
        try host.tap(identifier: "show")
        #expect(host.navigationStacks == [["Start", "Shown"]])
        try host.tap(identifier: "done")
        #expect(host.navigationStacks == [["Start"]])
        try host.tap(identifier: "show")
        try host.tap(identifier: "NavigationBar.backButton")
        #expect(host.navigationStacks == [["Start"]])
    }

    @Test("NavigationView is a stack on iPhone; a link in a List row has a disclosure chevron")
    func navigationViewAndListRows() throws {
        let host = layOut(393, 852) {
            NavigationView {
                List {
                    NavigationLink("General") { Text("General settings") }.accessibilityIdentifier("general")
                }
                .navigationBarTitle("Settings")
            }
        }
        #expect(host.navigationStacks == [["Settings"]])
        #expect(host.layoutDescription().contains("chevron.forward"))
        try host.tap(identifier: "general")
        #expect(host.navigationStacks == [["Settings", ""]])
        #expect(host["NavigationBar.backButton"] != nil)
    }

    @Test("A NavigationPath holds values of several types, and round-trips through its codable form")
    func navigationPath() throws {
        var path = NavigationPath()
        path.append(1)
        path.append("two")
        #expect(path.count == 2)
        path.removeLast()
        #expect(path.count == 1)
        path.append("three")
        let data = try JSONEncoder().encode(try #require(path.codable))
        let decoded = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
        #expect(decoded == path)
        path.removeLast(5)
        #expect(path.isEmpty)
    }
}

extension NavigationStackTests {
    @Test("Bottom-bar items sit in a 44-point toolbar under the content, from the margin; status items centered")
    func bottomBar() throws {
        let host = layOut(393, 852) {
            NavigationStack {
                Color.clear.accessibilityIdentifier("content")
                    .navigationTitle("Mail")
                    .toolbar {
                        ToolbarItem(placement: .bottomBar) { Button("Filter") {}.accessibilityIdentifier("filter") }
                        ToolbarItem(placement: .status) { Text("Updated Just Now").accessibilityIdentifier("status") }
                    }
            }
        }
        #expect(host["BottomToolbar"] == rect(0, 808, 393, 44))
        #expect(host["content"] == rect(0, 96, 393, 712))
        #expect(host["filter"]?.minX == 16)
        #expect(host["status"]?.midX == 196.5)
        #expect(abs((host["status"]?.midY ?? 0) - 830) <= 0.5)
    }
}

extension NavigationStackTests {
    struct Editing: View {
        @Environment(\.editMode) private var editMode
        var body: some View {
            Text(editMode?.wrappedValue.isEditing == true ? "editing" : "resting").accessibilityIdentifier("state")
                .toolbar { EditButton().accessibilityIdentifier("edit") }
        }
    }

    @Test("EditButton in a stack's toolbar toggles the edit mode its pages see, and reads Done while editing")
    func editButton() throws {
        let host = layOut(393, 852) { NavigationStack { Editing() } }
        #expect(host.layoutDescription().contains("Text(\"resting\")"))
        #expect(host.layoutDescription().contains("Text(\"Edit\")"))
        try host.tap(identifier: "edit")
        #expect(host.layoutDescription().contains("Text(\"editing\")"))
        #expect(host.layoutDescription().contains("Text(\"Done\")"))
        try host.tap(identifier: "edit")
        #expect(host.layoutDescription().contains("Text(\"resting\")"))
    }
}

extension NavigationStackTests {
    struct Searching: View {
        @State var query = ""
        var body: some View {
            NavigationStack {
                Button("Type") { query = "pears" }.accessibilityIdentifier("type")
                    .navigationTitle("Fruit")
                    .searchable(text: $query, prompt: "Find fruit")
            }
        }
    }

    @Test("searchable draws a 36-point field in a 52-point row under the large title, with the prompt, then the text")
    func searchable() throws {
        let host = layOut(393, 852) { Searching() }
        #expect(host["NavigationBar"] == rect(0, 0, 393, 96 + 52))
        #expect(host["NavigationBar.searchField"] == rect(16, 96 + 8, 361, 36))
        #expect(host.layoutDescription().contains("Text(\"Find fruit\")"))
        try host.tap(identifier: "type")
        #expect(host.layoutDescription().contains("Text(\"pears\")"))
    }
}

extension NavigationStackTests {
    struct SplitApp: View {
        @State private var column = NavigationSplitViewColumn.sidebar
        @State private var visibility = NavigationSplitViewVisibility.all
        var body: some View {
            NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column) {
                List { NavigationLink("Inbox") { Text("Messages").navigationTitle("Inbox") }.accessibilityIdentifier("inbox") }
                    .navigationTitle("Mailboxes")
                    .navigationSplitViewColumnWidth(min: 200, ideal: 250)
            } detail: {
                Text("Select a mailbox")
            }
            .navigationSplitViewStyle(.balanced)
        }
    }

    @Test("NavigationSplitView on iPhone is one stack rooted at the sidebar; its iPad-only modifiers compile and change nothing")
    func splitView() throws {
        let host = layOut(393, 852) { SplitApp() }
        #expect(host.navigationStacks == [["Mailboxes"]])
        // The sidebar is laid out as the same list in a plain stack is.
        let plain = layOut(393, 852) {
            NavigationStack {
                List { NavigationLink("Inbox") { Text("Messages") }.accessibilityIdentifier("inbox") }
                    .navigationTitle("Mailboxes")
            }
        }
        #expect(host["inbox"] != nil && host["inbox"] == plain["inbox"])
        #expect(host["NavigationBar"] == plain["NavigationBar"])
        try host.tap(identifier: "inbox")
        #expect(host.navigationStacks == [["Mailboxes", "Inbox"]])
    }
}

extension NavigationStackTests {
    @Test("More bar items than fit: each side keeps to its share, inside the margins, and the sides never overlap")
    func crowdedBar() throws {
        let host = layOut(393, 852) {
            NavigationStack {
                Color.clear
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button("Cancel everything now") {}.accessibilityIdentifier("cancel") }
                        ToolbarItemGroup(placement: .topBarTrailing) {
                            Button("Duplicate") {}.accessibilityIdentifier("t1")
                            Button("Archive") {}
                            Button("Forward") {}
                            Button("Delete all") {}.accessibilityIdentifier("t4")
                        }
                    }
            }
        }
        let cancel = try #require(host["cancel"]), first = try #require(host["t1"]), last = try #require(host["t4"])
        #expect(cancel.minX >= 16)
        #expect(last.maxX <= 393 - 16 + 0.001)
        #expect(cancel.maxX <= first.minX)
    }
}

extension NavigationStackTests {
    @Test("A toolbar declared in a branch leaves the bar when the branch does")
    func toolbarLeavesWithItsView() throws {
        struct Page: View {
            @State private var editing = true
            var body: some View {
                NavigationStack {
                    VStack {
                        Button("Toggle") { editing.toggle() }.accessibilityIdentifier("toggle")
                        if editing {
                            Text("Editing").toolbar {
                                ToolbarItem(placement: .topBarTrailing) { Button("Done") {}.accessibilityIdentifier("done") }
                            }
                        }
                    }
                    .navigationTitle("Notes")
                }
            }
        }
        let host = layOut(393, 852) { Page() }
        #expect(host["done"] != nil)
        try host.tap(identifier: "toggle")
        #expect(host["done"] == nil)
        try host.tap(identifier: "toggle")
        #expect(host["done"] != nil)
    }
}
