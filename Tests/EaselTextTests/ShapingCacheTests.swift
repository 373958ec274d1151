import Foundation
import Testing

@_spi(EaselCaches) import EaselGraphics
@testable import EaselText

/// The cache of shaped text holds at most its stated number of bytes, however many distinct strings a process
/// measures. The process-wide cache is not driven past its bound here: evicting it while other tests lay
/// text out on other threads makes them shape again at once (see ThreadedRenderTests for why that is not yet
/// safe), so the bound is tested on a cache of the same kind, and the process-wide one's settings read.
@Suite struct ShapingCacheTests {
    @Test("A cache with a 1 MiB budget keeps at most 2 MiB through 20,000 distinct paragraphs' costs")
    func bounded() {
        let font = Font.body.resolve(at: .large).font!
        var cache = TwoGenerationCache<[TextRun], Int>(budget: 1 << 20)
        let sample = ShapedParagraph.make([TextRun("A distinct string number 12345", font: font)]).byteCost
        #expect(sample > 0)
        for index in 0..<20_000 {
            cache.insert(index, for: [TextRun("A distinct string number \(index)", font: font)], cost: sample)
            #expect(cache.totalCost <= 2 << 20)
        }
        // The most recent entries are still there; the oldest are gone.
        #expect(cache.value(for: [TextRun("A distinct string number 19999", font: font)]) == 19_999)
        #expect(cache.value(for: [TextRun("A distinct string number 0", font: font)]) == nil)
        // An entry costlier than the budget alone is not kept.
        cache.insert(-1, for: [], cost: 2 << 20)
        #expect(cache.value(for: []) == nil)
    }

    @Test("The process-wide cache is bounded at 64 MiB by default and reports what it keeps")
    func processWideBound() {
        let bytes = ShapedParagraph.cacheBytes
        #expect(bytes.bound == 64 << 20)
        #expect(FontLibrary.shapedTextCacheLimit == 64 << 20)
        #expect(bytes.kept <= bytes.bound)
    }
}
