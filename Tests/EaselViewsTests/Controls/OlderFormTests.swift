import Foundation
import SwiftUI
import Testing

// Initializers SwiftUI keeps from its first versions, as older tutorials and apps write them.
@Suite struct OlderFormTests {
    enum Flavor: String, CaseIterable, Hashable { case vanilla, mint }

    struct Chooser: View {
        @State private var flavor = Flavor.vanilla
        var body: some View {
            VStack {
                Picker(selection: $flavor, label: Text("Flavor")) {
                    ForEach(Flavor.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                }
                .pickerStyle(.segmented)
                Text("Chose \(flavor.rawValue)")
            }
        }
    }

    @Test("Picker(selection:label:content:) is the picker with that label")
    func pickerWithLabelView() throws {
        let host = layOut(393, 200) { Chooser() }
        #expect(host.texts.contains("Chose vanilla"))
        try host.tap(identifier: "Picker.segment.1")
        #expect(host.texts.contains("Chose mint"))
    }

    @Test("SecureField with a string title and a prompt shows the prompt while empty")
    func secureFieldStringTitle() {
        let title: String = "Password"
        let host = layOut(300, 60) { SecureField(title, text: .constant(""), prompt: Text("Required")) }
        #expect(host.texts.contains("Required"))
    }

    struct Steps: View {
        @State private var value = 0
        @State private var edits = 0
        var body: some View {
            VStack {
                // SwiftUI's current order: the label, then onEditingChanged (here as a trailing closure).
                Stepper(value: $value, in: 0...10, step: 2, label: { Text("Value \(value)") }) { _ in edits += 1 }
                Stepper("Count", onIncrement: { value += 1 }, onDecrement: nil)
                    .accessibilityIdentifier("second")
            }
        }
    }

    @Test("Stepper with its label before onEditingChanged, and with a string title and closures")
    func stepperOrders() throws {
        let host = layOut(393, 200) { Steps() }
        try host.tap(identifier: "Stepper.increment")
        #expect(host.texts.contains("Value 2"))
        let title: String = "Count"
        let stringTitled = Stepper(title, onIncrement: {}, onDecrement: nil)
        #expect(ViewHost(stringTitled, proposal: ProposedViewSize(width: 393, height: 60)).texts == ["Count"])
    }
}
