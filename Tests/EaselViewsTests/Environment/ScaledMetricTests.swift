import Foundation
import SwiftUI
import Testing

// @ScaledMetric (iOS 14): a number scaled as its text style scales with Dynamic Type, from Apple's table of text
// sizes (body 17 points at the large size, 23 at xxxLarge, 53 at accessibility 5; the large title 34 and 40).
@Suite struct ScaledMetricTests {
    struct Box: View {
        @ScaledMetric var side: CGFloat = 100
        @ScaledMetric(relativeTo: .largeTitle) var title: Double = 100
        var body: some View {
            VStack {
                Color.red.frame(width: side, height: 10).accessibilityIdentifier("body")
                Color.blue.frame(width: title, height: 10).accessibilityIdentifier("title")
            }
        }
    }

    @Test("At the large size the value is as written; at others it scales as its text style")
    func scales() {
        let large = ViewHost(Box())
        #expect(large["body"]?.width == 100 && large["title"]?.width == 100)
        let bigger = ViewHost(Box().dynamicTypeSize(.xxxLarge))
        #expect(nearly(bigger["body"]?.width, 100 * 23 / 17))
        #expect(nearly(bigger["title"]?.width, 100 * 40 / 34))
        let largest = ViewHost(Box().environment(\.dynamicTypeSize, .accessibility5))
        #expect(nearly(largest["body"]?.width, 100 * 53 / 17))
    }
}
