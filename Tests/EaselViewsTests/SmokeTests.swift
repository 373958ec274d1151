import Testing
import SwiftUI
import EaselTesting

@Suite struct SmokeTests {
    @Test func hstackOfColors() {
        let host = ViewHost(
            HStack {
                Color.red.accessibilityIdentifier("a")
                Color.blue.frame(width: 50).accessibilityIdentifier("b")
            }, proposal: ProposedViewSize(width: 200, height: 100))
        #expect(host.size == CGSize(width: 200, height: 100))
        #expect(host.frame(of: "a") == CGRect(x: 0, y: 0, width: 142, height: 100))
        #expect(host.frame(of: "b") == CGRect(x: 150, y: 0, width: 50, height: 100))
        print(host.layoutDescription())
        print(host.layoutTrace())
    }
}
