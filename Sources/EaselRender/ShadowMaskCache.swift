@_implementationOnly import CCairo
import EaselGraphics
import Foundation

/// Shadows' masks on device pixels, kept between renders and shared by every thread.
///
/// A shadow is the alpha of what its view draws, blurred and sampled back onto the device pixels it falls on
/// (`RasterEffects`); the blur and the sampling are most of a shadow's cost (a 420-point photo's shadow,
/// about a sixth of a social card's time). A server draws the same card's shadow card after card, and a list
/// draws the same shadow under each of its cards; the mask depends only on the coverage raster, the blur and
/// where it lands on the pixel grid. So it is kept by exactly those: the raster's bytes, its size, scale and
/// blur, its device origin (fractional part included) and the device pixels it covers. The mask is the same
/// bytes whether made now or found here, so output does not depend on what was drawn before.
enum ShadowMaskCache {
    struct Key: Hashable {
        /// The unblurred coverage, row by row without the surface's row padding.
        let coverage: [UInt8]
        let width: Int, height: Int
        let scale: CGFloat, sigma: CGFloat
        let origin: CGPoint
        let x0: Int, y0: Int, maskWidth: Int, maskHeight: Int

        init(_ raster: RasterEffects.Coverage, origin: CGPoint, x0: Int, y0: Int, width: Int, height: Int) {
            var bytes = [UInt8](repeating: 0, count: raster.width * raster.height)
            bytes.withUnsafeMutableBufferPointer { out in
                for row in 0..<raster.height {
                    (out.baseAddress! + row * raster.width).update(from: raster.pixels + row * raster.stride, count: raster.width)
                }
            }
            coverage = bytes
            self.width = raster.width
            self.height = raster.height
            scale = raster.scale
            sigma = raster.sigma
            self.origin = origin
            self.x0 = x0
            self.y0 = y0
            maskWidth = width
            maskHeight = height
        }

        /// The raster's bytes hashed as one buffer, not a byte at a time (the synthesized hash of an array).
        func hash(into hasher: inout Hasher) {
            coverage.withUnsafeBytes { hasher.combine(bytes: $0) }
            hasher.combine(width)
            hasher.combine(height)
            hasher.combine(scale)
            hasher.combine(sigma)
            hasher.combine(origin.x)
            hasher.combine(origin.y)
            hasher.combine(x0)
            hasher.combine(y0)
            hasher.combine(maskWidth)
            hasher.combine(maskHeight)
        }
    }

    /// The most bytes of masks kept (8 MiB a generation, two generations).
    static let byteLimit = 16 << 20
    private static let kept = SurfaceCache<Key>(byteLimit: byteLimit)

    /// The bytes of masks kept now (for tests of the bound).
    static var cachedBytes: Int { kept.cachedBytes }

    /// The mask for `key`, made by `make` (which returns a new A8 surface, or nil) when not kept.
    static func mask(for key: Key, make: () -> OpaquePointer?) -> KeptSurface? {
        kept.surface(for: key, cost: key.maskWidth * key.maskHeight + key.coverage.count, make: make)
    }
}
