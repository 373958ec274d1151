import Foundation
import SwiftUI
import Testing

// Menus and picker menus (issue 20): a menu is its label at rest; a tap opens a 250-point platter 8 points below the
// label, its leading edge at the label's when the label is in the screen's leading half, else its trailing edge at
// the label's; a row's tap acts and closes the menu, a tap outside closes it. A picker's menu lists its options,
// the selected one checked; a selection with no matching tag selects nothing and says so.
@Suite struct MenuTests {
    final class Log: @unchecked Sendable { var actions: [String] = [] }

    struct Screen: View {
        let log: Log
        var alignment: Alignment = .topLeading
        @State private var isPinned = false
        var body: some View {
            Menu("Options") {
                Button("Duplicate", systemImage: "plus.square.on.square") { log.actions.append("duplicate") }
                    .accessibilityIdentifier("duplicate")
                Toggle("Pinned", isOn: $isPinned).accessibilityIdentifier("pin")
                Button("Delete", role: .destructive) { log.actions.append("delete") }
            }
            .accessibilityIdentifier("menu")
            .overlay(alignment: .bottom) { Text("Pinned: \(isPinned)").offset(y: 400) }
            .padding(20)
            .frame(width: 393, height: 600, alignment: alignment)
        }
    }

    @Test("A tap on the label opens the platter below it, leading edges together; a row's tap acts and closes it")
    func opening() throws {
        let log = Log()
        let host = layOut(393, 600) { Screen(log: log) }
        #expect(host.presentations.isEmpty)
        #expect(host["Menu.platter"] == nil)
        try host.tap(identifier: "menu")
        #expect(host.presentations.map(\.kind) == [.menu])
        let label = try #require(host["menu"]), platter = try #require(host["Menu.platter"])
        #expect(platter.width == 250)
        #expect(platter.minX == label.minX)
        #expect(platter.minY == label.maxY + 8)
        // Three rows of at least 44 points.
        #expect(platter.height >= 3 * 44)
        #expect(try #require(host["duplicate"]).height >= 44)
        try host.tap(identifier: "duplicate")
        #expect(log.actions == ["duplicate"])
        #expect(host.presentations.isEmpty)
    }

    @Test("A label in the trailing half opens the platter with trailing edges together")
    func trailing() throws {
        let host = layOut(393, 600) { Screen(log: Log(), alignment: .topTrailing) }
        try host.tap(identifier: "menu")
        let label = try #require(host["menu"]), platter = try #require(host["Menu.platter"])
        #expect(platter.maxX == label.maxX)
    }

    @Test("A tap outside closes the menu without acting; the screen behind takes no taps while it is open")
    func outside() throws {
        let log = Log()
        let host = layOut(393, 600) { Screen(log: log) }
        try host.tap(identifier: "menu")
        try host.tap(at: CGPoint(x: 300, y: 550))
        #expect(host.presentations.isEmpty)
        #expect(log.actions.isEmpty)
    }

    @Test("A toggle in a menu is a row checked when on; its tap toggles it")
    func toggleRow() throws {
        let host = layOut(393, 600) { Screen(log: Log()) }
        try host.tap(identifier: "menu")
        #expect(host.texts.contains("Pinned: false"))
        try host.tap(identifier: "pin")
        #expect(host.texts.contains("Pinned: true"))
        #expect(host.presentations.isEmpty, "the row's tap closed the menu")
    }

    @Test("A menu with a primary action performs it on a tap and opens on a long press")
    func primaryAction() throws {
        let log = Log()
        let host = layOut(393, 600) {
            Menu("Add") {
                Button("Folder") {}
            } primaryAction: {
                log.actions.append("primary")
            }
            .accessibilityIdentifier("add")
        }
        try host.tap(identifier: "add")
        #expect(log.actions == ["primary"])
        #expect(host.presentations.isEmpty)
        try host.longPress(identifier: "add")
        #expect(host.presentations.map(\.kind) == [.menu])
    }

    enum Flavor: String, CaseIterable, Identifiable {
        case vanilla, chocolate, strawberry
        var id: Self { self }
    }

    struct Order: View {
        @State var flavor = Flavor.vanilla
        var style = "menu"
        var body: some View {
            let picker = Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { Text($0.rawValue.capitalized).tag($0) }
            }
            VStack {
                switch style {
                case "inline": picker.pickerStyle(.inline)
                case "wheel": picker.pickerStyle(.wheel)
                default: picker.pickerStyle(.menu)
                }
                Text("Chosen: \(flavor.rawValue)")
            }
            .frame(width: 393, height: 600, alignment: .top)
        }
    }

    @Test("A menu picker opens a menu of its options, the selected one checked; a tap selects and closes it")
    func pickerMenu() throws {
        let host = layOut(393, 600) { Order() }
        try host.tap(identifier: "Picker.value")
        #expect(host.presentations.map(\.kind) == [.menu])
        #expect(host["Picker.option.2"] != nil)
        try host.tap(identifier: "Picker.option.2")
        #expect(host.presentations.isEmpty)
        #expect(host.texts.contains("Chosen: strawberry"))
        #expect(host.texts.contains("Strawberry"), "the picker shows the new selection")
    }

    @Test("Inline and wheel pickers select the option tapped")
    func inlineAndWheel() throws {
        for style in ["inline", "wheel"] {
            let host = layOut(393, 600) { Order(style: style) }
            try host.tap(identifier: "Picker.option.1")
            #expect(host.texts.contains("Chosen: chocolate"), "\(style)")
        }
        let wheel = layOut(393, 600) { Order(style: "wheel") }
        // The selected option sits in the middle of the 216-point wheel.
        let first = try #require(wheel["Picker.option.0"])
        #expect(first.height == 34)
        try wheel.tap(identifier: "Picker.option.2")
        #expect(wheel.texts.contains("Chosen: strawberry"))
    }

    @Test("A selection that matches no option's tag selects nothing and is diagnosed")
    func unmatchedSelection() throws {
        struct Untagged: View {
            @State var choice = 7
            var body: some View {
                Picker("Size", selection: $choice) {
                    Text("Small").tag(1)
                    Text("Large").tag(2)
                }
            }
        }
        let host = layOut(393, 200) { Untagged() }
        #expect(host.diagnostics.contains { $0.message.contains("matches no option's tag") })
        #expect(!host.texts.contains("Small") && !host.texts.contains("Large"), "nothing shown as selected")
    }

    @Test("Menus and sheets in a Form's rows settle, closed and open")
    func inForm() throws {
        struct Settings: View {
            @State var flavor = Flavor.vanilla
            var body: some View {
                Form {
                    Picker("Flavor", selection: $flavor) {
                        ForEach(Flavor.allCases) { Text($0.rawValue).tag($0) }
                    }
                    Button("About") {}.sheet(isPresented: .constant(false)) { Text("About") }
                }
            }
        }
        let host = layOut(393, 600) { Settings() }
        #expect(!host.diagnostics.contains { $0.message.contains("did not settle") })
        try host.tap(identifier: "Picker.value")
        #expect(host["Menu.platter"] != nil)
        try host.tap(identifier: "Picker.option.1")
        #expect(host.texts.contains("chocolate"))
        #expect(!host.diagnostics.contains { $0.message.contains("did not settle") })
    }
}
