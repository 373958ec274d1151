import EaselGraphics
import Foundation

/// Images resampled to the device pixels they were drawn over, kept between renders and shared by every thread.
///
/// A server draws the same photo or logo at the same size card after card; resampling it (`ImageResampler`) is
/// a fifth of such a card's time, and its result depends only on the decoded pixels and on where they land on
/// the pixel grid. So the result is kept, as the decoded image itself is (`ImageDecoder`): by the source, the
/// width it was decoded at, its device rectangle (fractional origin included) and the pixels drawn. The pixels
/// are the same bytes whether made now or found here, so output does not depend on what was drawn before.
enum ResampledImageCache {
    /// The source itself, not its identifier: a key holds its source alive, so that the identity cannot be taken
    /// by another image while the pixels are kept (sources compare and hash by identity).
    struct Key: Hashable, Sendable {
        let source: ImageSource
        let decodedWidth: Int
        let rect: CGRect
        let x0: Int, y0: Int, width: Int, height: Int
    }

    /// The most bytes of resampled pixels kept (32 MiB a generation, two generations).
    static let byteLimit = 64 << 20
    private static let kept = SurfaceCache<Key>(byteLimit: byteLimit)

    /// The bytes of resampled pixels kept now (for tests of the bound).
    static var cachedBytes: Int { kept.cachedBytes }

    /// How many resamplings of images named `name` are kept (for tests).
    static func keptCount(named name: String) -> Int {
        kept.keptCount { $0.source.name == name }
    }

    /// The resampled pixels for `key`, made by `make` (which returns a new surface of the key's size, or nil) when
    /// not kept.
    static func pixels(for key: Key, make: () -> OpaquePointer?) -> ImageDecoder.Decoded? {
        kept.surface(for: key, cost: key.width * key.height * 4, make: make)
    }
}
