import Foundation
import SwiftUI
import Testing

// Progress views (issue 20, first part): with a value, a 4-point bar as wide as offered, filled to the fraction
// done (clamped to 0...1), its label above; without one, the 20-point activity indicator.
@Suite struct ProgressViewTests {
    @Test("A determinate bar fills to its fraction; no value gives the activity indicator")
    func progress() throws {
        let host = layOut(200, 100) {
            ProgressView("Downloading", value: 30, total: 120).accessibilityIdentifier("progress")
        }
        let bar = try #require(host["ProgressView.bar"])
        #expect(bar.width == 200 && bar.height == 4)
        #expect(host.texts.contains("Downloading"))
        let spinner = layOut(200, 100) { ProgressView() }
        #expect(spinner["ProgressView.spinner"]?.size == CGSize(width: 20, height: 20))
        let unknown = layOut(200, 100) { ProgressView(value: Double?.none) }
        #expect(unknown["ProgressView.spinner"] != nil)
        let circular = layOut(200, 100) { ProgressView(value: 0.5).progressViewStyle(.circular) }
        #expect(circular["ProgressView.bar"] == nil)
    }
}
