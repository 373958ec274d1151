@_implementationOnly import CCairo
@_spi(EaselCaches) import EaselGraphics
import Foundation
import Synchronization

/// A Cairo image surface owned by whoever holds this: a cache's entry, and each render drawing from it meanwhile.
/// Renders on several threads draw the same pixels at once, but never from this surface object itself: Cairo hands
/// an image surface to pixman by taking a reference to the surface's pixman image when a pattern only moves it by
/// whole pixels, and pixman counts those references without atomic operations (`addl`, not `lock addl`). Each
/// drawing takes a surface of its own over the same pixels (`borrowed()`), which it alone references.
// Safety: the pixels are written only before the surface is wrapped (decoded, resampled, blurred, filled); after,
// they are only read, and the surface object is only asked its size, format and data.
final class KeptSurface: @unchecked Sendable {
    let surface: OpaquePointer
    init(surface: OpaquePointer) { self.surface = surface }
    deinit { cairo_surface_destroy(surface) }

    /// The pixels' width and height.
    var pixelSize: CGSize {
        CGSize(width: Int(cairo_image_surface_get_width(surface)), height: Int(cairo_image_surface_get_height(surface)))
    }

    /// A new image surface over these pixels, for one drawing, which the caller destroys (a pattern made from it
    /// holds a reference of its own). It keeps this object, and so the pixels, alive for as long as Cairo holds it.
    /// Nil when the surface has no pixels or Cairo cannot make one.
    func borrowed() -> OpaquePointer? {
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let made = cairo_image_surface_create_for_data(
            data, cairo_image_surface_get_format(surface), cairo_image_surface_get_width(surface),
            cairo_image_surface_get_height(surface), cairo_image_surface_get_stride(surface))
        guard let made, cairo_surface_status(made) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(made)
            return nil
        }
        // Safety: this +1 is released exactly once, by Cairo's call of the destroy function when the new surface
        // is freed; if the data cannot be attached, it is released here instead.
        let owner = Unmanaged.passRetained(self).toOpaque()
        let attached = cairo_surface_set_user_data(made, Self.ownerKey, owner) { owner in
            if let owner { Unmanaged<KeptSurface>.fromOpaque(owner).release() }
        }
        guard attached == CAIRO_STATUS_SUCCESS else {
            Unmanaged<KeptSurface>.fromOpaque(owner).release()
            cairo_surface_destroy(made)
            return nil
        }
        return made
    }

    /// The key under which a borrowed surface holds its owner: an address of its own for the process's life.
    // Safety: Cairo only compares this address; nothing reads or writes the memory it points to.
    nonisolated(unsafe) private static let ownerKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
}

/// Surfaces computed from a key that holds everything they are computed from, kept between renders and shared by
/// every thread, at most `byteLimit` bytes (two generations of half; `TwoGenerationCache`). A surface found is the
/// bytes that would be made, so output does not depend on what was drawn before.
final class SurfaceCache<Key: Hashable & Sendable>: Sendable {
    let byteLimit: Int
    private let cache: Mutex<TwoGenerationCache<Key, KeptSurface>>

    init(byteLimit: Int) {
        self.byteLimit = byteLimit
        cache = Mutex(TwoGenerationCache(budget: byteLimit / 2))
    }

    /// The bytes kept now.
    var cachedBytes: Int { cache.withLock { $0.totalCost } }

    /// Whether a surface of `cost` bytes is kept once made: none larger than a generation is.
    func keeps(cost: Int) -> Bool { cost <= byteLimit / 2 }

    /// How many surfaces are kept under keys that pass `test` (for tests).
    func keptCount(where test: (Key) -> Bool) -> Int {
        cache.withLock { $0.keys.filter(test).count }
    }

    /// The surface for `key`, made by `make` (which returns a new surface, or nil) when not kept; `cost` is its
    /// bytes. One larger than a generation is made and not kept.
    func surface(for key: Key, cost: Int, make: () -> OpaquePointer?) -> KeptSurface? {
        if let known = cache.withLock({ $0.value(for: key) }) { return known }
        guard let made = make() else { return nil }
        let surface = KeptSurface(surface: made)
        cache.withLock { $0.insert(surface, for: key, cost: cost) }
        return surface
    }
}
