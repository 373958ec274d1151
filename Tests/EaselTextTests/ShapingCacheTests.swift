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

    /// Distinct hashes as the cache's keys have them: `Hasher`'s, of distinct values (`Hasher` is seeded anew in
    /// each process, so the bounds below leave room for any seed).
    private struct Hashes {
        var next = 0
        let salt: Int
        mutating func make() -> Int {
            next += 1
            var hasher = Hasher()
            hasher.combine(salt)
            hasher.combine(next)
            return hasher.finalize()
        }
    }

    @Test("Runs asked for again before 16,384 other new runs are always recognised, and forgotten after two filters' worth")
    func sightingsHorizon() {
        // An empty filter recognises nothing; the second request for the same runs is recognised.
        var empty = ShapedParagraph.Sightings()
        let firstRequest = empty.record(42), secondRequest = empty.record(42)
        #expect(!firstRequest)
        #expect(secondRequest)

        var sightings = ShapedParagraph.Sightings()
        var hashes = Hashes(salt: 1)
        let generation = ShapedParagraph.Sightings.perGeneration
        let first = (0..<1_000).map { _ in hashes.make() }
        // The thousand are recorded across the moment the first filter becomes the older one (after its
        // 16,384th hash), and each is asked for again with fewer than 16,384 others recorded since it.
        for _ in 0..<(generation - 500) { _ = sightings.record(hashes.make()) }
        for hash in first { _ = sightings.record(hash) }
        for _ in 0..<(generation - 1_001) { _ = sightings.record(hashes.make()) }
        // A Bloom filter has no false negatives, and the older filter is still asked: every one is held.
        #expect(first.allSatisfy { sightings.holds($0) })
        // Two filters' worth of other runs later, both filters have been replaced; what is still recognised is
        // only the filters' false positives (about one in ten when both are full).
        for _ in 0..<(2 * ShapedParagraph.Sightings.perGeneration) { _ = sightings.record(hashes.make()) }
        let stillRecognised = first.filter { sightings.record($0) }.count
        #expect(stillRecognised < 150)
    }

    @Test("Runs never asked for are taken for seen ones about one time in ten when both filters are full")
    func sightingsFalsePositives() {
        var sightings = ShapedParagraph.Sightings()
        var hashes = Hashes(salt: 2)
        for _ in 0..<(2 * ShapedParagraph.Sightings.perGeneration - 1) { _ = sightings.record(hashes.make()) }
        // Two bits of 2^17 for each of 16,384 hashes a filter: a bit is set with probability 1 − e^(−1/4) ≈ 0.22,
        // a hash's two with 0.049, and either of two full filters holds a new hash with about 0.095.
        var other = Hashes(salt: 3)
        let positives = (0..<10_000).filter { _ in sightings.holds(other.make()) }.count
        #expect(positives > 700 && positives < 1_200)
    }

    @Test("The process-wide cache is bounded at 64 MiB by default and reports what it keeps")
    func processWideBound() {
        let bytes = ShapedParagraph.cacheBytes
        #expect(bytes.bound == 64 << 20)
        #expect(FontLibrary.shapedTextCacheLimit == 64 << 20)
        #expect(bytes.kept <= bytes.bound)
    }
}
