import Foundation
import SwiftUI
import Testing

// Collapsible sections (iOS 17): `Section(isExpanded:)` shows its content and footer only while the binding is
// true. In a sidebar-style list the header carries the disclosure chevron and a tap on it toggles the binding;
// in other lists, and outside lists, nothing on screen toggles it (Apple: "not all contexts provide a default
// control").
@Suite struct CollapsibleSectionTests {
    struct Fruits: View {
        @State var isExpanded: Bool
        let sidebar: Bool

        var body: some View {
            let list = List {
                Section("Fruits", isExpanded: $isExpanded) {
                    Text("Apple")
                    Text("Pear")
                }
                Section {
                    Text("Bread")
                } header: {
                    Text("Bakery")
                }
            }
            if sidebar { list.listStyle(.sidebar) } else { list }
        }
    }

    @Test("A collapsed section shows its header only; an expanded one its rows too")
    func contentFollowsBinding() {
        let collapsed = layOut(393, 600) { Fruits(isExpanded: false, sidebar: false) }
        #expect(collapsed.texts == ["FRUITS", "BAKERY", "Bread"])
        let expanded = layOut(393, 600) { Fruits(isExpanded: true, sidebar: false) }
        #expect(expanded.texts == ["FRUITS", "Apple", "Pear", "BAKERY", "Bread"])
        // An inset-grouped list draws no control for it.
        #expect(expanded["DisclosureGroup.chevron"] == nil)
    }

    @Test("In a sidebar list the header has a chevron, and a tap on the header toggles the section")
    func sidebarToggles() throws {
        let host = layOut(393, 600) { Fruits(isExpanded: true, sidebar: true) }
        // Sidebar headers are not uppercased.
        #expect(host.texts == ["Fruits", "Apple", "Pear", "Bakery", "Bread"])
        let chevron = try #require(host["DisclosureGroup.chevron"])
        let header = try #require(host["DisclosureGroup.label"])
        #expect(chevron.maxX > header.midX, "the chevron is at the header's trailing end")
        try host.tap(identifier: "DisclosureGroup.label")
        #expect(host.texts == ["Fruits", "Bakery", "Bread"])
        try host.tap(identifier: "DisclosureGroup.label")
        #expect(host.texts == ["Fruits", "Apple", "Pear", "Bakery", "Bread"])
    }

    @Test("Outside a list, a collapsed section is its header alone; the binding forms all compile")
    func outsideList() {
        let host = layOut(300, 300) {
            VStack {
                Section(isExpanded: .constant(false)) {
                    Text("Hidden")
                } header: {
                    Text("Header")
                }
                Section(String("Titled"), isExpanded: .constant(true)) {
                    Text("Shown")
                }
            }
        }
        #expect(host.texts == ["Header", "Titled", "Shown"])
    }
}
