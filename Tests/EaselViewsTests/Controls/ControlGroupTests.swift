import EaselGraphics
import Foundation
import SwiftUI
import Testing

// Control groups (issue 20), as iOS draws them outside menus and toolbars. The automatic and palette styles put the
// buttons in equal segments of one 32-point track (UISegmentedControl's height) in the tertiary system fill, (118,
// 118, 128) at 12 %; the whole segment takes its button's taps. The navigation style draws separate borderless buttons;
// the menu styles draw the group's label as a button.
@Suite struct ControlGroupTests {
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Text("Count: \(count)")
                ControlGroup {
                    Button("Decrease") { count -= 1 }.accessibilityIdentifier("minus")
                    Button("Increase") { count += 1 }.accessibilityIdentifier("plus")
                } label: {
                    Text("Adjust")
                }
                .accessibilityIdentifier("group")
            }
        }
    }

    @Test("The automatic style: equal segments of one 32-point track; a tap anywhere in a segment runs its button")
    func segments() throws {
        let host = layOut(300, 200) { Counter() }
        let group = try #require(host["group"])
        let minus = try #require(host["minus"]), plus = try #require(host["plus"])
        #expect(group.width == 300 && group.height == 32)
        #expect(minus.width == 150 && minus.height == 32 && minus.minX == group.minX)
        #expect(plus.minX == minus.maxX && plus.width == 150)
        #expect(!host.texts.contains("Adjust"), "the label is not drawn outside menus and toolbars")
        try host.tap(identifier: "plus")
        try host.tap(identifier: "plus")
        #expect(host.texts.contains("Count: 2"))
        try host.tap(at: CGPoint(x: minus.minX + 4, y: minus.midY))
        #expect(host.texts.contains("Count: 1"), "the segment's edge, away from the label, takes the tap too")
        #expect(fills(in: host.displayList(scale: 1)).contains(RGBA(118, 118, 128, 0.12)))
    }

    @Test("The palette style is the automatic one outside menus; a disabled group takes no taps")
    func paletteAndDisabled() throws {
        let palette = layOut(300, 200) { Counter().controlGroupStyle(.palette) }
        #expect(palette["minus"]?.width == 150)
        let disabled = layOut(300, 200) { Counter().disabled(true) }
        #expect(throws: (any Error).self) { try disabled.tap(identifier: "plus") }
        #expect(disabled.texts.contains("Count: 0"))
    }

    @Test("The navigation style draws separate borderless buttons; the menu style draws the label, which opens a menu of the controls")
    func otherStyles() throws {
        let navigation = layOut(300, 200) { Counter().controlGroupStyle(.navigation) }
        let minus = try #require(navigation["minus"])
        #expect(minus.width < 150, "a borderless button is as wide as its label")
        try navigation.tap(identifier: "plus")
        #expect(navigation.texts.contains("Count: 1"))
        let menu = layOut(300, 200) { Counter().controlGroupStyle(.menu) }
        #expect(menu.texts.contains("Adjust"))
        #expect(!menu.texts.contains("Increase"))
        let label = try #require(menu.accessibilityTree.elements.first { $0.label == "Adjust" }).frame
        try menu.tap(at: CGPoint(x: label.midX, y: label.midY))
        #expect(menu.presentations.map(\.kind) == [.menu])
        #expect(menu["plus"] != nil, "the controls are the menu's rows")
        let compact = layOut(300, 200) { Counter().controlGroupStyle(.compactMenu) }
        #expect(compact.texts.contains("Adjust"))
    }

    struct Framed: ControlGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.label
                ControlGroup(configuration).padding(4).accessibilityIdentifier("framed")
            }
        }
    }

    @Test("A custom style draws the group; ControlGroup(configuration) inside it draws the automatic segments")
    func customStyle() throws {
        let host = layOut(300, 200) { Counter().controlGroupStyle(Framed()) }
        #expect(host.texts.contains("Adjust"))
        let framed = try #require(host["framed"])
        #expect(nearly(framed.height, 32 + 8))
        #expect(nearly(host["minus"]?.width, (300 - 8) / 2))
        try host.tap(identifier: "minus")
        #expect(host.texts.contains("Count: -1"))
    }
}
