@_implementationOnly import CCairo
import EaselGraphics
import Foundation
import Synchronization

/// Linear gradients computed into device pixels (`GradientRaster`), kept between renders and shared by every
/// thread.
///
/// A card's background gradient is computed pixel by pixel over the whole card, a tenth of the social card's
/// time, and a server draws the same background card after card. The pixels depend only on the stops, the
/// gradient's end points, the transform to device space and the device pixels covered, so they are kept by
/// exactly those, and are the same bytes whether made now or found here: output does not depend on what was
/// drawn before. Gradients larger than a generation's budget are not kept (a 3x card's background is), and are
/// computed into a pooled surface each time instead.
enum GradientRasterCache {
    struct Key: Hashable {
        let stops: [GradientStop]
        let start: CGPoint, end: CGPoint
        /// The transform to device space (`cairo_matrix_t`'s six values).
        let xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double
        let left: Int, top: Int, width: Int, height: Int

        init(stops: [GradientStop], start: CGPoint, end: CGPoint, ctm: cairo_matrix_t, left: Int, top: Int, width: Int, height: Int) {
            self.stops = stops
            self.start = start
            self.end = end
            (xx, yx, xy, yy, x0, y0) = (ctm.xx, ctm.yx, ctm.xy, ctm.yy, ctm.x0, ctm.y0)
            (self.left, self.top, self.width, self.height) = (left, top, width, height)
        }

        /// The bytes of the pixels.
        var cost: Int { width * height * 4 }
    }

    /// The most bytes of gradient pixels kept (16 MiB a generation, two generations).
    static let byteLimit = 32 << 20
    private static let kept = SurfaceCache<Key>(byteLimit: byteLimit)

    /// Whether a gradient of this key is small enough to be kept.
    static func keeps(_ key: Key) -> Bool { kept.keeps(cost: key.cost) }

    /// The bytes of gradient pixels kept now (for tests of the bound).
    static var cachedBytes: Int { kept.cachedBytes }

    /// Whether `key` is met for the first time since it was last noted (and notes it). A gradient seen once is
    /// written straight into its target (`CairoDrawer.fillRasterGradient`); only one seen again is worth
    /// keeping. Remembered by hash, the last 256 at most: a key forgotten or mistaken for another is only
    /// drawn the other way, to the same bytes.
    static func isFirstSight(_ key: Key) -> Bool {
        let hash = key.hashValue
        return seen.withLock { seen in
            if seen.contains(hash) { return false }
            if seen.count >= 256 { seen.removeAll(keepingCapacity: true) }
            seen.insert(hash)
            return true
        }
    }

    private static let seen = Mutex(Set<Int>())

    /// How many gradients have been written straight into their targets (for tests that the path is taken).
    static let inPlaceFills = Atomic<Int>(0)

    /// The pixels for `key`, made by `make` (which returns a new ARGB surface, or nil) when not kept.
    static func raster(for key: Key, make: () -> OpaquePointer?) -> KeptSurface? {
        kept.surface(for: key, cost: key.cost, make: make)
    }
}
