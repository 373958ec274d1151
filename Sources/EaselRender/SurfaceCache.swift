@_implementationOnly import CCairo
@_spi(EaselCaches) import EaselGraphics
import Foundation
import Synchronization

/// A Cairo surface owned by whoever holds this: a cache's entry, and each render drawing from it meanwhile.
/// Renders on several threads draw from one kept surface at once; they only read its pixels.
final class KeptSurface: @unchecked Sendable {
    let surface: OpaquePointer
    init(_ surface: OpaquePointer) { self.surface = surface }
    deinit { cairo_surface_destroy(surface) }
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

    /// The surface for `key`, made by `make` (which returns a new surface, or nil) when not kept; `cost` is its
    /// bytes. One larger than a generation is made and not kept.
    func surface(for key: Key, cost: Int, make: () -> OpaquePointer?) -> KeptSurface? {
        if let known = cache.withLock({ $0.value(for: key) }) { return known }
        guard let made = make() else { return nil }
        let surface = KeptSurface(made)
        cache.withLock { $0.insert(surface, for: key, cost: cost) }
        return surface
    }
}
