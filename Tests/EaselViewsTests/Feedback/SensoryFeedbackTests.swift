import Foundation
import SwiftUI
import Testing

// sensoryFeedback (iOS 17): feedback plays when the trigger's value changes, not when the view first appears;
// with a condition, only when it holds for the old and new values; with a closure, whatever it returns (nil: none).
// A Linux host has no haptics and keeps what was played, in order, in ViewHost.sensoryFeedback.
@Suite struct SensoryFeedbackTests {
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            Button("Add \(count)") { count += 1 }
                .accessibilityIdentifier("add")
                .sensoryFeedback(.increase, trigger: count)
                .sensoryFeedback(.success, trigger: count) { _, new in new == 2 }
                .sensoryFeedback(trigger: count) { _, new in new == 3 ? .impact(weight: .heavy) : nil }
        }
    }

    @Test("Each change of the trigger plays its feedback; conditions and closures choose; appearing plays none")
    func plays() throws {
        let host = layOut(200, 100) { Counter() }
        #expect(host.sensoryFeedback.isEmpty)
        try host.tap(identifier: "add")
        #expect(host.sensoryFeedback == [.increase])
        try host.tap(identifier: "add")
        #expect(host.sensoryFeedback == [.increase, .increase, .success])
        try host.tap(identifier: "add")
        #expect(host.sensoryFeedback.suffix(2) == [.increase, .impact(weight: .heavy)])
        #expect(host.sensoryFeedback.count == 5)
    }

    @Test("The feedback values are distinct as SwiftUI's are: impact alone, by weight, by flexibility and intensity")
    func values() {
        #expect(SensoryFeedback.impact != .impact(weight: .medium))
        #expect(SensoryFeedback.impact(weight: .light) != .impact(weight: .light, intensity: 0.5))
        #expect(SensoryFeedback.impact(flexibility: .soft) != .impact(flexibility: .rigid))
        #expect(SensoryFeedback.selection != .levelChange)
    }
}
