import Foundation
import Testing

@testable import EaselViews

/// A lazy container's index of its lines' lengths: lines measured count as measured, the others as the average
/// of the content lines measured. The index makes its arrays when the first line is measured, so an index only
/// asked (a size estimated from a sample and thrown away) answers as an empty one.
@Suite struct ExtentIndexTests {
    @Test("Before any line is measured every prefix is zero and the first line ending after an offset is the last")
    func unmeasured() {
        let index = ExtentIndex(count: 1_000_000)
        #expect(index.measuredCount == 0)
        #expect(index.estimate == 0.0)
        #expect(index.prefix(500_000) == CGFloat(0))
        #expect(index.total == CGFloat(0))
        #expect(index.lead(3) == nil)
        #expect(index.firstItem(endingAfter: 100) == 999_999)
        #expect(index.firstItem(endingAfter: -1) == 0)
    }

    @Test("Measured lines count as measured; the rest as the content lines' average")
    func measuredAndEstimated() {
        let index = ExtentIndex(count: 1_000_000)
        // Three content rows of 44 points (the first with no spacing before it), and a header of 30 that does not
        // count toward the estimate.
        index.set(0, lead: 0, extent: 30, isTypical: false)
        index.set(1, lead: 0, extent: 44)
        index.set(2, lead: 8, extent: 52)
        index.set(3, lead: 8, extent: 36)
        #expect(index.measuredCount == 4)
        #expect(index.estimate == Double(44 + 52 + 36) / 3)
        #expect(index.prefix(4) == CGFloat(30 + 44 + 52 + 36))
        #expect(index.prefix(10) == CGFloat(162 + 6 * 44))
        #expect(index.total == CGFloat(162 + 999_996 * 44))
        #expect(index.lead(2) == CGFloat(8))
        // Line 1 spans 30..<74, line 2 74..<126, line 3 126..<162; estimated lines of 44 follow.
        #expect(index.firstItem(endingAfter: 29.5) == 0)
        #expect(index.firstItem(endingAfter: 74) == 2)
        #expect(index.firstItem(endingAfter: 161) == 3)
        #expect(index.firstItem(endingAfter: 162 + 44 * 10 + 1) == 14)
        // Measuring a line again with a new length moves everything after it.
        index.set(2, lead: 8, extent: 60)
        #expect(index.measuredCount == 4)
        #expect(index.prefix(4) == CGFloat(170))
    }
}
