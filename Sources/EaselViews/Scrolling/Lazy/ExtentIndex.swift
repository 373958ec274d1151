import EaselLayout
import Foundation

/// The lengths of a lazy container's items along its axis, measured or estimated, with prefix sums in
/// logarithmic time (a Fenwick tree), so a million items cost a few kilobytes until measured and finding
/// the item at an offset takes microseconds. Memory comes zeroed from the system when the first item is
/// measured, untouched until used.
final class ExtentIndex {
    let count: Int
    /// The arrays, made when the first item is measured: a layout that only estimates from a sample (a scroll
    /// view asking a lazy stack's size at a width it will not keep) maps and unmaps nothing.
    private var storage: Storage?
    private(set) var measuredCount = 0
    /// The extents that make the estimate: content lines only, so a header does not skew the rows'.
    private var typicalTotal: Double = 0
    private var typicalCount = 0

    init(count: Int) {
        self.count = count
    }

    /// Fenwick trees over the extents of measured items and over how many are measured (1-based); each measured
    /// item's extent and the spacing before it; which items are measured, and which count toward the estimate.
    private final class Storage {
        let sums: UnsafeMutablePointer<Double>
        let counts: UnsafeMutablePointer<Int32>
        let extents: UnsafeMutablePointer<Double>
        let leads: UnsafeMutablePointer<Double>
        let flags: UnsafeMutablePointer<UInt8>
        let typical: UnsafeMutablePointer<UInt8>
        /// The arrays that were mapped (with their sizes); the others came from the allocator.
        private let mapped: [(UnsafeMutableRawPointer, Int)]

        init(count: Int) {
            let slots = count + 1
            var mapped: [(UnsafeMutableRawPointer, Int)] = []
            sums = Self.zeroed(slots, &mapped)
            counts = Self.zeroed(slots, &mapped)
            extents = Self.zeroed(slots, &mapped)
            leads = Self.zeroed(slots, &mapped)
            flags = Self.zeroed(slots, &mapped)
            typical = Self.zeroed(slots, &mapped)
            self.mapped = mapped
        }

        deinit {
            for pointer in [UnsafeMutableRawPointer(sums), UnsafeMutableRawPointer(counts), UnsafeMutableRawPointer(extents),
                UnsafeMutableRawPointer(leads), UnsafeMutableRawPointer(flags), UnsafeMutableRawPointer(typical)]
            {
                if let mapping = mapped.first(where: { $0.0 == pointer }) {
                    munmap(pointer, mapping.1)
                } else {
                    free(pointer)
                }
            }
        }

        /// Large arrays are mapped straight from the system, whose pages are zero until written: a million
        /// lines cost nothing until measured (the allocator would clear its recycled memory instead).
        private static let mappingThreshold = 1 << 16

        private static func zeroed<T>(_ count: Int, _ mapped: inout [(UnsafeMutableRawPointer, Int)]) -> UnsafeMutablePointer<T> {
            let bytes = count * MemoryLayout<T>.stride
            if bytes >= mappingThreshold,
                let mapping = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
                mapping != MAP_FAILED
            {
                mapped.append((mapping, bytes))
                return mapping.bindMemory(to: T.self, capacity: count)
            }
            return calloc(count, MemoryLayout<T>.stride)!.bindMemory(to: T.self, capacity: count)
        }
    }

    /// The extent assumed for a line not measured: the average of the content lines measured (of all
    /// lines measured when no content line is).
    var estimate: Double {
        if typicalCount > 0 { return typicalTotal / Double(typicalCount) }
        return measuredCount == 0 ? 0 : Double(measuredSum()) / Double(measuredCount)
    }

    /// The sum of the measured extents.
    private func measuredSum() -> CGFloat {
        guard let sums = storage?.sums else { return 0 }
        var sum = 0.0
        var slot = count
        while slot > 0 {
            sum += sums[slot]
            slot -= slot & -slot
        }
        return CGFloat(sum)
    }

    /// The spacing before a measured item; nil when it was not measured.
    func lead(_ index: Int) -> CGFloat? {
        guard index >= 0, index < count, let storage, storage.flags[index] != 0 else { return nil }
        return CGFloat(storage.leads[index])
    }

    /// Records a line's extent; `isTypical` says whether it counts toward the estimate for the others.
    func set(_ index: Int, lead: CGFloat, extent: CGFloat, isTypical: Bool = true) {
        guard index >= 0, index < count else { return }
        let storage = self.storage ?? Storage(count: count)
        self.storage = storage
        let (sums, counts, extents, leads, flags, typical) =
            (storage.sums, storage.counts, storage.extents, storage.leads, storage.flags, storage.typical)
        let new = Double(extent)
        var deltaSum = new, deltaCount: Int32 = 1
        if flags[index] != 0 {
            deltaSum = new - extents[index]
            deltaCount = 0
            if deltaSum == 0 && leads[index] == Double(lead) { return }
        } else {
            flags[index] = 1
            measuredCount += 1
            if isTypical {
                typical[index] = 1
                typicalCount += 1
            }
        }
        if typical[index] != 0 { typicalTotal += deltaSum }
        extents[index] = new
        leads[index] = Double(lead)
        var slot = index + 1
        while slot <= count {
            sums[slot] += deltaSum
            counts[slot] += deltaCount
            slot += slot & -slot
        }
    }

    /// The total extent of the items before `index`, estimates included.
    func prefix(_ index: Int) -> CGFloat {
        let end = Swift.min(Swift.max(index, 0), count)
        var sum = 0.0, measured: Int32 = 0
        if let storage {
            var slot = end
            while slot > 0 {
                sum += storage.sums[slot]
                measured += storage.counts[slot]
                slot -= slot & -slot
            }
        }
        return CGFloat(sum + Double(end - Int(measured)) * estimate)
    }

    var total: CGFloat { prefix(count) }

    /// The first item that ends after `offset` (the last item when none does).
    func firstItem(endingAfter offset: CGFloat) -> Int {
        guard count > 0 else { return 0 }
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high) / 2
            if prefix(middle + 1) > offset { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
