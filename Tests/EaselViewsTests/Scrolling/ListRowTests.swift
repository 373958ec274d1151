import Foundation
import SwiftUI
import Testing

// What rows declare and what the host does with them (issue 19): `onDelete` runs for the row a test deletes, as a
// swipe to delete would; swipe actions are listed and performed on request; `refreshable` runs through the host;
// a selection binding follows taps on rows. Metrics: rows keep their 44-point minimum whatever their insets
// (SwiftUI's default minimum row height), a badge sits at the row's trailing inset, row spacing gives each row a
// card of its own.
@Suite struct ListRowTests {
    final class Log: @unchecked Sendable { var lines: [String] = [] }

    struct Fruits: View {
        let log: Log
        @State private var fruits = ["Apple", "Banana", "Cherry"]
        var body: some View {
            List {
                ForEach(fruits, id: \.self) { fruit in
                    Text(fruit).accessibilityIdentifier(fruit)
                        .swipeActions {
                            Button("Archive") { log.lines.append("archive \(fruit)") }
                            Button("Flag", role: .destructive) { log.lines.append("flag \(fruit)") }
                        }
                }
                .onDelete { offsets in fruits.remove(atOffsets: offsets) }
                .onMove { from, to in fruits.move(fromOffsets: from, toOffset: to) }
            }
            .refreshable { [log] in log.lines.append("refreshed") }
        }
    }

    @Test("Deleting a row runs onDelete with its offset; the row leaves the list")
    func delete() throws {
        let host = layOut(393, 600) { Fruits(log: Log()) }
        try host.delete(identifier: "Banana")
        #expect(host["Banana"] == nil)
        #expect(host.texts == ["Apple", "Cherry"])
        #expect(throws: ViewHost.RowActionError.self) { try host.delete(identifier: "Durian") }
        try host.move(identifier: "Apple", to: 2)
        #expect(host.texts == ["Cherry", "Apple"])
        let plain = layOut(393, 600) { List { Text("Fixed").accessibilityIdentifier("fixed") } }
        #expect(throws: ViewHost.RowActionError.self) { try plain.delete(identifier: "fixed") }
    }

    @Test("Swipe actions are not drawn at rest; the host lists and performs them")
    func swipe() throws {
        let log = Log()
        let host = layOut(393, 600) { Fruits(log: log) }
        #expect(!host.texts.contains("Archive"))
        #expect(try host.swipeActions(of: "Cherry") == ["Archive", "Flag"])
        #expect(try host.swipeActions(of: "Cherry", edge: .leading) == [])
        try host.performSwipeAction("Flag", of: "Cherry")
        #expect(log.lines == ["flag Cherry"])
    }

    @MainActor
    @Test("refreshable: the host runs the action as a pull would")
    func refresh() async throws {
        let log = Log()
        let host = layOut(393, 600) { Fruits(log: log) }
        #expect(await host.refresh())
        #expect(log.lines == ["refreshed"])
        let none = layOut(393, 600) { List { Text("A") } }
        #expect(await none.refresh() == false)
    }

    @Test("A selection binding follows taps on rows, by ForEach id or tag; selected rows are highlighted")
    func selection() throws {
        struct Picker: View {
            @State private var picked: String?
            var body: some View {
                VStack {
                    Text("picked \(picked ?? "none")")
                    List(["One", "Two"], id: \.self, selection: $picked) { Text($0).accessibilityIdentifier($0) }
                }
            }
        }
        let host = layOut(393, 600) { Picker() }
        try host.tap(identifier: "Two")
        #expect(host.texts.contains("picked Two"))
        struct Many: View {
            @State private var picked: Set<Int> = []
            var body: some View {
                VStack {
                    Text("count \(picked.count)")
                    List(selection: $picked) {
                        Text("A").accessibilityIdentifier("a").tag(1)
                        Text("B").accessibilityIdentifier("b").tag(2)
                    }
                }
            }
        }
        let many = layOut(393, 600) { Many() }
        try many.tap(identifier: "a")
        try many.tap(identifier: "b")
        #expect(many.texts.contains("count 2"))
        try many.tap(identifier: "a")
        #expect(many.texts.contains("count 1"))
    }

    @Test("Row insets replace the default 20 and 11; the row keeps 44 points; a badge sits at the trailing inset")
    func insetsAndBadge() throws {
        let host = layOut(393, 600) {
            List {
                Text("Tight").accessibilityIdentifier("tight")
                    .listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 10))
                Text("Inbox").accessibilityIdentifier("inbox").badge(5)
            }
            .listStyle(.plain)
        }
        let tight = try #require(host["tight"])
        #expect(tight.minX == 40)
        #expect(abs(tight.midY - 22) <= 0.5, "centered in the 44-point minimum")
        #expect(host.texts.contains("5"))
        let inbox = try #require(host["inbox"])
        #expect(abs(inbox.midY - (44 + 22)) <= 0.5)
    }

    @Test("Row spacing gives each row its own card; section spacing sets the gap between sections")
    func spacing() throws {
        let spaced = layOut(393, 600) {
            List {
                Text("A").accessibilityIdentifier("a")
                Text("B").accessibilityIdentifier("b")
            }
            .listRowSpacing(10)
        }
        let a = try #require(spaced["a"]), b = try #require(spaced["b"])
        #expect(abs((b.midY - a.midY) - 54) <= 0.001)
        let custom = layOut(393, 600) {
            List {
                Section { Text("A").accessibilityIdentifier("a") }
                Section { Text("B").accessibilityIdentifier("b") }
            }
            .listSectionSpacing(30)
        }
        // The spacing given is the gap between the two cards, half of it before the first.
        let ca = try #require(custom["a"]), cb = try #require(custom["b"])
        #expect(abs((cb.midY - ca.midY) - (44 + 30)) <= 0.001)
        #expect(abs(ca.midY - (15 + 22)) <= 0.5)
    }

    @Test("An increased header prominence keeps the header's case; a standard one is uppercased")
    func prominence() {
        let standard = layOut(393, 600) { List { Section("Recent") { Text("A") } } }
        #expect(standard.texts.contains("RECENT"))
        let increased = layOut(393, 600) { List { Section("Recent") { Text("A") } }.headerProminence(.increased) }
        #expect(increased.texts.contains("Recent"))
    }
}

extension ListRowTests {
    @Test("EditButton puts the list in edit mode: delete controls before deletable rows, reorder controls after movable ones")
    func editMode() throws {
        struct Editable: View {
            @State private var names = ["Ann", "Bo"]
            var body: some View {
                NavigationStack {
                    List {
                        ForEach(names, id: \.self) { Text($0).accessibilityIdentifier($0) }
                            .onDelete { names.remove(atOffsets: $0) }
                            .onMove { names.move(fromOffsets: $0, toOffset: $1) }
                        Text("Fixed").accessibilityIdentifier("fixed")
                    }
                    .toolbar { EditButton().accessibilityIdentifier("edit") }
                }
            }
        }
        let host = layOut(393, 852) { Editable() }
        #expect(host["ListRow.delete"] == nil)
        let before = try #require(host["Ann"])
        try host.tap(identifier: "edit")
        let control = try #require(host["ListRow.delete"])
        #expect(control.width == 22 && control.minX == 36, "at the row's leading inset, in the 16-point card")
        let after = try #require(host["Ann"])
        #expect(after.minX == before.minX + 22 + 16)
        #expect(host["ListRow.reorder"] != nil)
        #expect(host["fixed"]?.minX == before.minX, "a row its ForEach cannot edit keeps its place")
        try host.tap(identifier: "edit")
        #expect(host["ListRow.delete"] == nil)
    }
}
