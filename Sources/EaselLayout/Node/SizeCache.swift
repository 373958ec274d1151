import Foundation

/// A few recent answers of one node, stored inline (no allocation, no reference counting). A stack probes
/// each child with a handful of proposals (minimum, maximum, its share, and again per minor proposal of its
/// own parent), so a small ring suffices.
struct SizeCache {
    private struct Entry {
        // Dimensions are compared by bit pattern; a nil one is stored as a NaN with a payload of its own.
        var width: UInt64
        var height: UInt64
        var size: CGSize
    }

    private static let nilBits = Double(nan: 0x5A5A, signaling: false).bitPattern

    private static func bits(_ value: CGFloat?) -> UInt64 {
        value.map { Double($0).bitPattern } ?? nilBits
    }

    private static let capacity = 6
    private var entries: (Entry, Entry, Entry, Entry, Entry, Entry)
    private var count = 0
    private var next = 0

    init() {
        let empty = Entry(width: 0, height: 0, size: .zero)
        entries = (empty, empty, empty, empty, empty, empty)
    }

    /// Mutating only so that it reads the entries in place instead of copying them out of the node.
    mutating func lookup(_ proposal: ProposedViewSize) -> CGSize? {
        withUnsafeBytes(of: &entries) { raw in
            let stored = raw.bindMemory(to: Entry.self)
            let width = Self.bits(proposal.width), height = Self.bits(proposal.height)
            for index in 0..<count where stored[index].width == width && stored[index].height == height {
                return stored[index].size
            }
            return nil
        }
    }

    mutating func removeAll() {
        count = 0
        next = 0
        overflowed = false
    }

    /// Forgets every answer and says so (`overflowed`): they were filed under keys that no longer hold.
    mutating func dropAnswers() {
        removeAll()
        overflowed = true
    }

    /// Set when an answer was dropped to make room since the cache was last cleared.
    private(set) var overflowed = false

    /// The stored answers, as proposals and sizes.
    var answers: [(ProposedViewSize, CGSize)] {
        var entries = self
        return withUnsafeBytes(of: &entries.entries) { raw in
            let stored = raw.bindMemory(to: Entry.self)
            return (0..<count).map { index in
                let entry = stored[index]
                func value(_ bits: UInt64) -> CGFloat? { bits == Self.nilBits ? nil : CGFloat(Double(bitPattern: bits)) }
                return (ProposedViewSize(width: value(entry.width), height: value(entry.height)), entry.size)
            }
        }
    }

    mutating func insert(_ proposal: ProposedViewSize, _ size: CGSize) {
        let entry = Entry(width: Self.bits(proposal.width), height: Self.bits(proposal.height), size: size)
        let slot: Int
        if count < Self.capacity {
            slot = count
            count += 1
        } else {
            slot = next
            next = (next + 1) % Self.capacity
            overflowed = true
        }
        withUnsafeMutableBytes(of: &entries) { raw in
            raw.bindMemory(to: Entry.self)[slot] = entry
        }
    }
}
