import EaselGraphics
import Foundation
import SwiftUI
import Testing

// Hierarchical lists (iOS 14): List(_:children:rowContent:) and OutlineGroup. An element whose children are non-nil
// (empty or not) is a disclosure group labeled with its row, collapsed at first; a tap on its row shows its
// children's rows under it, and theirs in turn; an element with nil children is a plain row.
@Suite struct OutlineTests {
    struct FileItem: Identifiable, Hashable {
        var id: String { name }
        var name: String
        var children: [FileItem]? = nil
    }

    static let tree = [
        FileItem(name: "Photos", children: [FileItem(name: "beach.jpg"), FileItem(name: "Trips", children: [FileItem(name: "rome.jpg")])]),
        FileItem(name: "Empty", children: []),
        FileItem(name: "notes.txt"),
    ]

    @Test("Collapsed at first; a parent's row discloses its children, and a nested group its own")
    func disclosure() throws {
        let host = layOut(393, 500) {
            List(Self.tree, children: \.children) { item in Text(item.name).accessibilityIdentifier(item.name) }
        }
        #expect(host.texts == ["Photos", "Empty", "notes.txt"])
        try host.tap(identifier: "Photos")
        #expect(host.texts == ["Photos", "beach.jpg", "Trips", "Empty", "notes.txt"])
        try host.tap(identifier: "Trips")
        #expect(host.texts == ["Photos", "beach.jpg", "Trips", "rome.jpg", "Empty", "notes.txt"])
        // A leaf's row is a plain row: a tap on it discloses nothing.
        try? host.tap(identifier: "notes.txt")
        #expect(host.texts.count == 6)
    }

    @Test("OutlineGroup from one root, outside a list, with ids by key path: the same groups, stacked")
    func rootOutsideList() {
        let group: OutlineGroup<[FileItem], String, Text, Text, DisclosureGroup<Text, OutlineSubgroupChildren>> =
            OutlineGroup(Self.tree[0], id: \.name, children: \.children) { Text($0.name) }
        let host = layOut(393, 300) { group }
        #expect(host.texts == ["Photos"])
    }

    struct Task: Identifiable {
        var id: String { name }
        var name: String
        var done = false
        var subtasks: [Task]? = nil
    }

    /// A hierarchical list bound to its data: each row's toggle writes through its binding.
    struct Checklist: View {
        @State var tasks = [
            Task(name: "Pack", subtasks: [Task(name: "Socks"), Task(name: "Charger")]),
            Task(name: "Leave"),
        ]
        var body: some View {
            VStack {
                List($tasks, children: \.subtasks) { $task in
                    Button(task.name) { task.done.toggle() }.accessibilityIdentifier(task.name)
                }
                Text("done: \(tasks.flatMap { [$0] + ($0.subtasks ?? []) }.filter(\.done).map(\.name).joined(separator: ","))")
            }
        }
    }

    @Test("A hierarchical list bound to its data gives each row, nested ones too, a binding to its element")
    func boundRows() throws {
        let host = layOut(393, 600) { Checklist() }
        try host.tap(identifier: "Leave")
        #expect(host.texts.last == "done: Leave")
        try host.tap(identifier: "DisclosureGroup.chevron")
        #expect(host.texts.contains("Charger"), "the parent's row still discloses its children")
        try host.tap(identifier: "Charger")
        #expect(host.texts.last == "done: Charger,Leave")
    }

    struct Picking: View {
        @State var selection: String?
        var body: some View {
            VStack {
                List(OutlineTests.tree, children: \.children, selection: $selection) { item in
                    Text(item.name).accessibilityIdentifier(item.name)
                }
                Text("selected: \(selection ?? "none")")
            }
        }
    }

    @Test("A hierarchical list with a selection selects the row tapped, a child's too")
    func selection() throws {
        let host = layOut(393, 600) { Picking() }
        try host.tap(identifier: "notes.txt")
        #expect(host.texts.last == "selected: notes.txt")
        try host.tap(identifier: "Photos")
        try host.tap(identifier: "beach.jpg")
        #expect(host.texts.last == "selected: beach.jpg")
        let several: List<String, OutlineGroup<[FileItem], String, Text, Text, DisclosureGroup<Text, OutlineSubgroupChildren>>> =
            List(Self.tree, id: \.name, children: \.children, selection: .constant(Set<String>())) { Text($0.name) }
        #expect(layOut(393, 300) { several }.texts == ["Photos", "Empty", "notes.txt"])
    }

    @Test("An outline group in a section of a list gives rows of their own, 44 points each")
    func inSection() throws {
        let host = layOut(393, 600) {
            List {
                Section("Locations") {
                    OutlineGroup(Self.tree, children: \.children) { item in
                        if item.children != nil {
                            Text(item.name).accessibilityIdentifier(item.name).badge(item.children?.count ?? 0)
                        } else {
                            Text(item.name).accessibilityIdentifier(item.name)
                        }
                    }
                }
            }
        }
        let photos = try #require(host["Photos"]), empty = try #require(host["Empty"])
        #expect(empty.minY - photos.minY >= 44, "\(photos) \(empty)")
    }

    @Test("A modifier on a ForEach or an outline in a list applies to each row, which stays a row of its own")
    func modifierOnRows() throws {
        let host = layOut(393, 600) {
            List {
                ForEach(["A", "B"], id: \.self) { Text($0).accessibilityIdentifier($0) }
                    .listRowBackground(Color.yellow)
                OutlineGroup(Self.tree, children: \.children) { Text($0.name).accessibilityIdentifier($0.name) }
                    .listRowSeparator(.hidden)
            }
        }
        let a = try #require(host["A"]), b = try #require(host["B"])
        let photos = try #require(host["Photos"]), empty = try #require(host["Empty"])
        #expect(nearly(b.midY - a.midY, 44))
        #expect(nearly(empty.midY - photos.midY, 44))
        let yellow = RGBA(red: 1, green: 204 / 255, blue: 0, opacity: 1)
        #expect(fills(in: try host.displayList(scale: 1)).filter { $0 == yellow }.count == 2, "each row on the yellow background")
    }
}
