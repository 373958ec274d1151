@_spi(EaselCaches) import EaselGraphics
import Foundation
import Synchronization

/// Images resampled to the device pixels they were drawn over, kept between renders and shared by every thread.
///
/// A server draws the same photo or logo at the same size card after card; resampling it (`ImageResampler`) is
/// a fifth of such a card's time, and its result depends only on the decoded pixels and on where they land on
/// the pixel grid. So the result is kept, as the decoded image itself is (`ImageDecoder`): by the source, the
/// width it was decoded at, its device rectangle (fractional origin included) and the pixels drawn. The pixels
/// are the same bytes whether made now or found here, so output does not depend on what was drawn before.
enum ResampledImageCache {
    struct Key: Hashable {
        let source: ObjectIdentifier
        let decodedWidth: Int
        let rect: CGRect
        let x0: Int, y0: Int, width: Int, height: Int
    }

    /// The source is held with its pixels, so its identity cannot be taken by another image while they are kept.
    private typealias Entry = (source: ImageSource, pixels: ImageDecoder.Decoded)

    /// The most bytes of resampled pixels kept (32 MiB a generation, two generations).
    static let byteLimit = 64 << 20
    private static let cache = Mutex(TwoGenerationCache<Key, Entry>(budget: byteLimit / 2))

    /// The bytes of resampled pixels kept now (for tests of the bound).
    static var cachedBytes: Int { cache.withLock { $0.totalCost } }

    /// How many resamplings of images named `name` are kept (for tests).
    static func keptCount(named name: String) -> Int {
        cache.withLock { $0.values.filter { $0.source.name == name }.count }
    }

    /// The resampled pixels for `key`, made by `make` (which returns a new surface, or nil) when not kept.
    static func pixels(for key: Key, of source: ImageSource, make: () -> OpaquePointer?) -> ImageDecoder.Decoded? {
        if let known = cache.withLock({ $0.value(for: key) }) { return known.pixels }
        guard let made = make() else { return nil }
        let pixels = ImageDecoder.Decoded(surface: made)
        let bytes = Int(pixels.pixelSize.width * pixels.pixelSize.height) * 4
        cache.withLock { $0.insert((source, pixels), for: key, cost: bytes) }
        return pixels
    }
}
