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
}
