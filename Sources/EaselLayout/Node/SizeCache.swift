import Foundation

/// A few recent answers of one node, in one allocation: this header, then the entries. A stack probes each
/// child with a handful of proposals (minimum, maximum, its share; again for another minor length when the
/// child reads it), so a small ring suffices. Most nodes are asked one to three distinct proposals (a node
/// whose answers ignore a dimension files them without it), so the ring starts with room for three and grows
/// to six the first time a fourth answer comes. A node whose answers ignore both dimensions files them all under
/// one key, so its ring starts with room for one (48 bytes of the allocator's rather than 112); should a tree edit
/// change that, the ring grows to six as any full one does.
///
/// Used through `SizeCache.Storage`, the pointer a node holds; no reference counting.
struct SizeCache {
    fileprivate struct Entry {
        // Dimensions are compared by bit pattern; a nil one is stored as a NaN with a payload of its own.
        var width: UInt64
        var height: UInt64
        var size: CGSize
    }

    /// A proposal's dimension as entries (and a node's placed proposal) store it: its bit pattern, nil as a NaN
    /// with a payload of its own, so that the optional takes no byte of its own.
    static let nilBits = Double(nan: 0x5A5A, signaling: false).bitPattern

    static func bits(_ value: CGFloat?) -> UInt64 {
        value.map { Double($0).bitPattern } ?? nilBits
    }

    static func value(_ bits: UInt64) -> CGFloat? {
        bits == nilBits ? nil : CGFloat(Double(bitPattern: bits))
    }

    /// Room in a new cache, and the most a cache grows to.
    static let initialCapacity = 3
    fileprivate static let maximumCapacity = 6
    /// Where the entries start: after the header, aligned for them.
    fileprivate static let entriesOffset =
        (MemoryLayout<SizeCache>.size + MemoryLayout<Entry>.alignment - 1) / MemoryLayout<Entry>.alignment
        * MemoryLayout<Entry>.alignment

    fileprivate var count: UInt8 = 0
    fileprivate var next: UInt8 = 0
    fileprivate var capacity: UInt8
    /// Set when an answer was dropped since the cache was last cleared.
    fileprivate(set) var overflowed = false

    typealias Storage = UnsafeMutablePointer<SizeCache>
}

extension UnsafeMutablePointer where Pointee == SizeCache {
    /// An empty cache with room for `capacity` answers.
    static func makeSizeCache(capacity: Int = SizeCache.initialCapacity) -> Self {
        let bytes = SizeCache.entriesOffset + capacity * MemoryLayout<SizeCache.Entry>.stride
        let raw = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: MemoryLayout<SizeCache.Entry>.alignment)
        let header = raw.bindMemory(to: SizeCache.self, capacity: 1)
        header.initialize(to: SizeCache(capacity: UInt8(capacity)))
        (raw + SizeCache.entriesOffset).bindMemory(to: SizeCache.Entry.self, capacity: capacity)
        return header
    }

    private var entries: UnsafeMutablePointer<SizeCache.Entry> {
        (UnsafeMutableRawPointer(self) + SizeCache.entriesOffset).assumingMemoryBound(to: SizeCache.Entry.self)
    }

    /// Frees the cache (its entries are plain values).
    func freeSizeCache() {
        UnsafeMutableRawPointer(self).deallocate()
    }

    func lookup(_ proposal: ProposedViewSize) -> CGSize? {
        let width = SizeCache.bits(proposal.width), height = SizeCache.bits(proposal.height)
        let entries = self.entries
        for index in 0..<Int(pointee.count) where entries[index].width == width && entries[index].height == height {
            return entries[index].size
        }
        return nil
    }

    /// Stores an answer and returns the cache to keep: this one, or a larger one it moved to (this one freed).
    func inserting(_ proposal: ProposedViewSize, _ size: CGSize) -> Self {
        let entry = SizeCache.Entry(width: SizeCache.bits(proposal.width), height: SizeCache.bits(proposal.height), size: size)
        var cache = self
        if pointee.count == pointee.capacity && Int(pointee.capacity) < SizeCache.maximumCapacity {
            cache = .makeSizeCache(capacity: SizeCache.maximumCapacity)
            cache.entries.update(from: entries, count: Int(pointee.count))
            cache.pointee.count = pointee.count
            cache.pointee.overflowed = pointee.overflowed
            freeSizeCache()
        }
        let slot: Int
        if cache.pointee.count < cache.pointee.capacity {
            slot = Int(cache.pointee.count)
            cache.pointee.count += 1
        } else {
            slot = Int(cache.pointee.next)
            cache.pointee.next = (cache.pointee.next + 1) % cache.pointee.capacity
            cache.pointee.overflowed = true
        }
        cache.entries[slot] = entry
        return cache
    }

    func removeAll() {
        pointee.count = 0
        pointee.next = 0
        pointee.overflowed = false
    }

    /// Forgets every answer and says so (`overflowed`): they were filed under keys that no longer hold.
    func dropAnswers() {
        removeAll()
        pointee.overflowed = true
    }

    /// The stored answers, as proposals and sizes.
    var answers: [(ProposedViewSize, CGSize)] {
        (0..<Int(pointee.count)).map { index in
            let entry = entries[index]
            return (ProposedViewSize(width: SizeCache.value(entry.width), height: SizeCache.value(entry.height)), entry.size)
        }
    }
}
