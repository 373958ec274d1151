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
}
