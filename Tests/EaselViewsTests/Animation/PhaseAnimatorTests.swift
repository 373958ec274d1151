import Foundation
import SwiftUI
import Testing

// phaseAnimator (iOS 17): the content is made with the first phase, and each phase begins when the previous phase's
// animation ends. The content closure is not @Sendable in Apple's declaration, so it may capture state that is not
// Sendable (this file would not compile in Swift 6 mode otherwise).
@Suite struct PhaseAnimatorTests {
    /// Not Sendable: a class with mutable state.
    final class Widths {
        var values: [CGFloat] = [40, 80]
    }

    struct Pulse: View {
        @State private var taps = 0
        var body: some View {
            let widths = Widths()
            return Color.red.frame(width: 10, height: 10)
                .phaseAnimator([0, 1], trigger: taps) { content, phase in
                    content.frame(width: widths.values[phase]).accessibilityIdentifier("pulse")
                } animation: { _ in .linear(duration: 1) }
                .onTapGesture { taps += 1 }
        }
    }

    @Test("The first phase shows at rest; a trigger runs the phases and comes back to the first")
    func triggered() throws {
        let host = ViewHost(Pulse())
        #expect(host["pulse"]?.width == 40)
        try host.tap(identifier: "pulse")
        host.advance(by: 1)
        #expect(host["pulse"]?.width == 80, "the second phase, its linear second over")
        host.advance(by: 2)
        #expect(host["pulse"]?.width == 40, "back at the first phase")
    }
}
