@_implementationOnly import CCairo
import Foundation
import Synchronization

/// Recently used raster surfaces, kept for the next render of the same size.
///
/// A fresh multi-megabyte surface costs a page fault and a zeroed page for every 4 KB of it, about a fifth of
/// a card's render time; clearing a surface whose pages are already mapped costs a fraction of that. At most
/// a few surfaces are kept, so memory stays bounded however many sizes a server renders.
enum SurfacePool {
    // Safety: a pooled surface has one user at a time: the pool, under `pool`'s lock, or the caller `take` removed it
    // for, who gives it back (Raster's deinit, a gradient's fill) only when done with its pixels.
    private struct Entry: @unchecked Sendable {
        let surface: OpaquePointer
        let width: Int
        let height: Int
        let bytes: Int
    }

    private static let pool = Mutex<[Entry]>([])
    private static let capacity = 4
    /// The most bytes of pixels kept (128 MiB): a surface larger than that alone is destroyed when given back.
    package static let byteLimit = 128 << 20

    /// The bytes of pixels kept now (for tests of the bound).
    package static var keptBytes: Int { pool.withLock { $0.reduce(0) { $0 + $1.bytes } } }

    /// An ARGB surface of the size, from the pool when one is there: cleared, unless the caller will write
    /// every pixel itself.
    static func take(width: Int, height: Int, cleared: Bool = true) -> OpaquePointer? {
        let reused = pool.withLock { entries -> OpaquePointer? in
            guard let index = entries.firstIndex(where: { $0.width == width && $0.height == height }) else { return nil }
            return entries.remove(at: index).surface
        }
        if let surface = reused, let data = cairo_image_surface_get_data(surface) {
            cairo_surface_flush(surface)
            if cleared { memset(data, 0, Int(cairo_image_surface_get_stride(surface)) * height) }
            cairo_surface_mark_dirty(surface)
            return surface
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }

    /// Returns a surface for reuse (or destroys it when the pool is full).
    static func give(_ surface: OpaquePointer, width: Int, height: Int) {
        let bytes = Int(cairo_image_surface_get_stride(surface)) * height
        let kept = pool.withLock { entries -> Bool in
            let total = entries.reduce(0) { $0 + $1.bytes }
            guard entries.count < capacity, total + bytes <= byteLimit else { return false }
            entries.append(Entry(surface: surface, width: width, height: height, bytes: bytes))
            return true
        }
        if !kept { cairo_surface_destroy(surface) }
    }
}
