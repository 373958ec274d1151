import Foundation
import SwiftUI
import Testing

// `.labelsHidden()`: a control without its label is its control alone, no wider than that (UISwitch is 51 × 31,
// UIStepper 94 × 32); `.labelsVisibility(.visible)` shows them again inside.
@Suite struct LabelsHiddenTests {
    @Test("Hidden labels leave the control alone, as wide as itself")
    func hidden() throws {
        let host = layOut(300, 400) {
            VStack {
                Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden().accessibilityIdentifier("toggle")
                Stepper("Quantity", value: .constant(1), in: 0...9).labelsHidden().accessibilityIdentifier("stepper")
                LabeledContent("Version", value: "1.0").labelsHidden()
                ColorPicker("Accent", selection: .constant(.red)).labelsHidden().accessibilityIdentifier("color")
            }
        }
        #expect(!host.texts.contains("Wi-Fi") && !host.texts.contains("Quantity"))
        #expect(!host.texts.contains("Version") && !host.texts.contains("Accent"))
        #expect(host.texts.contains("1.0"))
        let toggle = try #require(host["toggle"]), stepper = try #require(host["stepper"])
        #expect(toggle.width == 51 && toggle.height == 31)
        #expect(stepper.width == 94 && stepper.height == 32)
        #expect(try #require(host["color"]).width < 60)
    }

    @Test("labelsVisibility(.visible) shows them again; .automatic keeps what is around")
    func visibility() {
        let host = layOut(300, 400) {
            VStack {
                Toggle("Shown", isOn: .constant(true)).labelsVisibility(.visible)
                Toggle("Kept hidden", isOn: .constant(true)).labelsVisibility(.automatic)
            }
            .labelsHidden()
        }
        #expect(host.texts == ["Shown"])
    }
}
