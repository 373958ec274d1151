import Foundation
import SwiftUI
import Testing

// Steppers and labeled content (issue 20, first part): a stepper's control is 94×32 at the trailing edge (UIStepper's
// size), two 47-point halves; a tap steps the value within its range, and a half whose step would leave the range
// takes no taps. LabeledContent puts its value at the trailing edge.
@Suite struct StepperTests {
    struct Guests: View {
        @State private var count = 1
        var body: some View {
            VStack {
                Stepper("Guests: \(count)", value: $count, in: 1...3).accessibilityIdentifier("stepper")
                LabeledContent("Version", value: "17.4").accessibilityIdentifier("version")
            }
        }
    }

    @Test("A tap on plus or minus steps within the range; the control sits at the trailing edge")
    func stepping() throws {
        let host = layOut(300, 400) { Guests() }
        let plus = try #require(host["Stepper.increment"]), minus = try #require(host["Stepper.decrement"])
        #expect(plus.maxX == 300 && plus.width == 47 && plus.height == 32)
        #expect(minus.maxX == plus.minX)
        try host.tap(identifier: "Stepper.increment")
        try host.tap(identifier: "Stepper.increment")
        #expect(host.texts.contains("Guests: 3"))
        #expect(throws: (any Error).self, "at the upper bound the plus takes no taps") {
            try host.tap(identifier: "Stepper.increment")
        }
        try host.tap(identifier: "Stepper.decrement")
        #expect(host.texts.contains("Guests: 2"))
        #expect(host.texts.contains("17.4"))
        #expect(host["version"]?.width == 300)
    }
}

// LabeledContent(_:value:format:) (iOS 16): the value formatted by the style, in the environment's locale.
@Suite struct LabeledFormattedValueTests {
    @Test("A formatted value shows as the style formats it, in the environment's locale")
    func formatted() {
        let host = layOut(393, 200) {
            Form {
                LabeledContent("Price", value: 4.5, format: .currency(code: "EUR"))
                LabeledContent(String("Count"), value: 1234, format: .number)
            }
        }
        #expect(host.texts == ["Price", "€4.50", "Count", "1,234"])
        let german = layOut(393, 200) {
            LabeledContent("Preis", value: 4.5, format: .currency(code: "EUR")).environment(\.locale, Locale(identifier: "de_DE"))
        }
        #expect(german.texts == ["Preis", "4,50\u{A0}€"])
    }
}
