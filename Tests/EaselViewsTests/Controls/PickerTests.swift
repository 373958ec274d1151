import Foundation
import SwiftUI
import Testing

// Pickers at rest (issue 20, first part): the menu style shows the selected option's label, and in a list or Form
// row the picker's label before it (iOS 17 shows a standalone menu picker as its button alone); a segmented control is 32 points tall (UISegmentedControl's height), its segments sharing the
// width equally, and a tap on a segment selects its tag. Options are tagged by `.tag`, else by their ForEach id.
@Suite struct PickerTests {
    struct Display: View {
        @State private var theme = "System"
        @State private var size = 1
        var body: some View {
            VStack {
                Picker("Appearance", selection: $theme) {
                    ForEach(["Light", "Dark", "System"], id: \.self) { Text($0) }
                }
                .accessibilityIdentifier("theme")
                Picker("Size", selection: $size) {
                    Text("Small").tag(0)
                    Text("Medium").tag(1)
                    Text("Large").tag(2)
                }
                .pickerStyle(.segmented)
                .accessibilityIdentifier("size")
                Text("size \(size)")
            }
        }
    }

    @Test("The menu style shows the selected option; a segmented control selects by tap")
    func pickers() throws {
        let host = layOut(300, 400) { Display() }
        #expect(!host.texts.contains("Appearance"), "outside a row, the button alone")
        #expect(host.texts.contains("System"))
        #expect(!host.texts.contains("Light"), "a menu at rest shows only the selected option")
        let size = try #require(host["size"])
        #expect(size.height == 32 && size.width == 300)
        let segment = try #require(host["Picker.segment.2"])
        #expect(segment.minX == 200 && segment.width == 100)
        try host.tap(identifier: "Picker.segment.2")
        #expect(host.texts.contains("size 2"))
        let form = layOut(300, 400) {
            Form {
                Picker("Flavor", selection: .constant("Vanilla")) { ForEach(["Vanilla", "Mint"], id: \.self) { Text($0) } }
            }
        }
        #expect(form.texts.contains("Flavor") && form.texts.contains("Vanilla"))
    }
}
