@_spi(EaselCaches) import EaselGraphics
import Foundation
import Synchronization

// The process's shaped paragraphs: kept from the second request for the same runs, bounded by the bytes they hold
// (docs/Decisions.md, "Which shaped paragraphs the process keeps").
extension ShapedParagraph {
    /// The shaped paragraph for these runs: from the shared cache when it is kept there, else shaped now. What is
    /// shaped now is kept only when the same runs were asked for before (`Sightings`): a string measured once and
    /// never again, as a server measures its users' names, costs its shaping and nothing more.
    package static func make(_ runs: [TextRun]) -> ShapedParagraph {
        let key = Key(runs)
        let seenBefore: Bool
        switch shared.withLock({ $0.find(key) }) {
        case .kept(let known): return known
        case .seenBefore: seenBefore = true
        case .new: seenBefore = false
        }
        let paragraph = ShapedParagraph(runs: runs)
        if seenBefore {
            let cost = paragraph.byteCost
            shared.withLock { $0.kept.insert(paragraph, for: key, cost: cost) }
        }
        return paragraph
    }

    /// The process's shaped paragraphs and the runs asked for recently, behind one lock.
    private static let shared = Mutex(Shared())

    private struct Shared {
        /// Shaped paragraphs kept for the next measurement of the same text, bounded by the bytes they hold.
        var kept = TwoGenerationCache<Key, ShapedParagraph>(budget: defaultCacheBudget)
        var sightings = Sightings()

        enum Found {
            case kept(ShapedParagraph)
            /// Not kept, but asked for before: worth keeping once shaped.
            case seenBefore
            case new
        }

        /// The paragraph kept for `key`, or whether its runs were asked for before (recording them if not).
        mutating func find(_ key: Key) -> Found {
            if let known = kept.value(for: key) { return .kept(known) }
            return sightings.record(key.hash) ? .seenBefore : .new
        }
    }

    /// The hashes of the runs asked for recently, as two Bloom filters (the current and the one before), so that
    /// the second request for the same runs keeps what it shapes.
    ///
    /// Keeping every paragraph on its first request made each new short string cost a fifth more than shaping it
    /// (the cache's memory and tables grew with every string; docs/Decisions.md), and most strings a process
    /// measures once it measures once only. A filter never forgets a hash it holds, so runs asked for again before
    /// `perGeneration` other new runs are recorded are always recognised (and sometimes up to twice that many); a
    /// false positive (about one in ten when both filters are full) only keeps a paragraph one request early.
    struct Sightings {
        /// Bits a filter (16 KiB), and the hashes recorded in one before it is the older and a new one starts:
        /// eight bits a hash, two bits set for each.
        static let bits = 1 << 17
        static let perGeneration = bits / 8

        private var current: [UInt64] = []
        private var previous: [UInt64] = []
        private var recorded = 0

        /// Whether `hash` was recorded before (or is a false positive); records it if not.
        mutating func record(_ hash: Int) -> Bool {
            let (first, second) = Self.positions(hash)
            if holds(first, second) { return true }
            if current.isEmpty { current = Array(repeating: 0, count: Self.bits / 64) }
            current[first >> 6] |= 1 << UInt64(first & 63)
            current[second >> 6] |= 1 << UInt64(second & 63)
            recorded += 1
            if recorded == Self.perGeneration {
                previous = current
                current = []
                recorded = 0
            }
            return false
        }

        /// Whether either filter holds `hash`, recording nothing.
        func holds(_ hash: Int) -> Bool {
            let (first, second) = Self.positions(hash)
            return holds(first, second)
        }

        private func holds(_ first: Int, _ second: Int) -> Bool {
            Self.holds(current, first, second) || Self.holds(previous, first, second)
        }

        /// The hash's two bits: from two independent parts of the well-mixed hash.
        private static func positions(_ hash: Int) -> (Int, Int) {
            let value = UInt64(bitPattern: Int64(hash))
            return (Int(truncatingIfNeeded: value) & (bits - 1), Int(truncatingIfNeeded: value >> 32) & (bits - 1))
        }

        private static func holds(_ filter: [UInt64], _ first: Int, _ second: Int) -> Bool {
            !filter.isEmpty && filter[first >> 6] & 1 << UInt64(first & 63) != 0
                && filter[second >> 6] & 1 << UInt64(second & 63) != 0
        }

        mutating func removeAll() {
            current = []
            previous = []
            recorded = 0
        }
    }

    /// The runs as the cache's key, hashed once: a lookup tries both generations, a miss then records the hash
    /// and may insert, and hashing the runs' strings and fonts for each was dearer than shaping a short string.
    /// Keys that differ are told apart by the stored hash before their runs are compared.
    private struct Key: Hashable {
        let runs: [TextRun]
        let hash: Int

        init(_ runs: [TextRun]) {
            self.runs = runs
            var hasher = Hasher()
            hasher.combine(runs)
            hash = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }

        static func == (lhs: Key, rhs: Key) -> Bool { lhs.hash == rhs.hash && lhs.runs == rhs.runs }
    }

    /// 32 MiB a generation: at most 64 MiB of shaped text is kept (by count it used to reach about 108 MB).
    package static let defaultCacheBudget = 32 << 20

    /// Whether these runs' hash is among the recent requests' (so that the next request keeps what it shapes):
    /// for tests, which must tell a string never asked for from one the filters take for seen.
    package static func isRecordedAsAskedFor(_ runs: [TextRun]) -> Bool {
        let hash = Key(runs).hash
        return shared.withLock { $0.sightings.holds(hash) }
    }

    /// The bytes of shaped text kept now, and the most that may be kept (twice the budget).
    package static var cacheBytes: (kept: Int, bound: Int) { shared.withLock { ($0.kept.totalCost, 2 * $0.kept.budget) } }

    /// Changes what one generation of the cache may hold; the cache is emptied.
    package static func setCacheBudget(_ bytes: Int) {
        shared.withLock {
            $0.kept.removeAll()
            $0.kept.budget = max(0, bytes)
            $0.sightings.removeAll()
        }
    }

    /// The bytes this paragraph holds, estimated from its arrays (with their headers) and its key's text.
    var byteCost: Int {
        let arrays = 10 * 32
        let perCluster = MemoryLayout<Cluster>.stride + MemoryLayout<Int>.stride
        let text = runs.reduce(0) { $0 + $1.string.utf8.count + MemoryLayout<TextRun>.stride }
        return 128 + arrays + text + clusters.count * perCluster + scalars.count * MemoryLayout<Unicode.Scalar>.stride
            + glyphs.count * MemoryLayout<ShapedGlyph>.stride
    }
}
