@_implementationOnly import CCairo
@_implementationOnly import CTurboJPEG
@_spi(EaselCaches) import EaselGraphics
import Foundation
import Synchronization

/// Decodes images into Cairo surfaces once, and keeps the most recently used ones.
enum ImageDecoder {
    /// A decoded image: drawn by every thread, each from a surface of its own over its pixels (`KeptSurface`).
    typealias Decoded = KeptSurface

    /// Decoded images, by source and decoded width, costed by the bytes their pixels take.
    private struct Key: Hashable {
        let source: ObjectIdentifier
        let width: Int
    }

    private typealias Entry = (source: ImageSource, decoded: Decoded?)

    /// The most bytes of decoded pixels kept between renders (256 MiB, two generations of half that); an image
    /// larger than a generation is decoded for each render and not kept.
    package static let byteLimit = 256 << 20
    private static let cache = Mutex(TwoGenerationCache<Key, Entry>(budget: byteLimit / 2))

    /// The bytes of decoded pixels kept now (for tests of the bound).
    package static var cachedBytes: Int { cache.withLock { $0.totalCost } }

    /// The pixel sizes the source is kept decoded at (for tests of decoding at the drawn size).
    package static func keptSizes(of source: ImageSource) -> [CGSize] {
        cache.withLock { cache in cache.values.filter { $0.source === source }.compactMap { $0.decoded?.pixelSize } }
    }

    /// The image's pixels, or nil when its bytes do not decode. When the image is drawn over fewer device pixels
    /// than it has (`atLeast`), a JPEG is decoded at the smallest of TurboJPEG's scales (down to an eighth) that
    /// still covers them, so a large photo drawn small never holds its full pixels; other formats decode whole.
    static func surface(for source: ImageSource, atLeast drawn: (width: Int, height: Int)? = nil, cached: Bool = true) -> Decoded? {
        let size = source.format == .jpeg
            ? jpegSize(of: source, atLeast: drawn) : (width: source.pixelWidth, height: source.pixelHeight)
        let key = Key(source: ObjectIdentifier(source), width: size.width)
        if cached, let known = cache.withLock({ $0.value(for: key) }) { return known.decoded }
        let decoded: Decoded? = switch source.format {
        case .png: decodePNG(source)
        case .jpeg: decodeJPEG(source, width: size.width, height: size.height)
        }
        guard cached else { return decoded }
        let bytes = decoded.map { Int(cairo_image_surface_get_stride($0.surface)) * size.height } ?? 0
        cache.withLock { $0.insert((source, decoded), for: key, cost: bytes) }
        return decoded
    }

    /// The smallest size TurboJPEG can decode the source at that still covers `drawn` pixels: its own size
    /// when nothing smaller does.
    static func jpegSize(of source: ImageSource, atLeast drawn: (width: Int, height: Int)?) -> (width: Int, height: Int) {
        let full = (width: source.pixelWidth, height: source.pixelHeight)
        guard let drawn, drawn.width > 0, drawn.height > 0, drawn.width < full.width, drawn.height < full.height else {
            return full
        }
        var count: Int32 = 0
        guard let factors = tjGetScalingFactors(&count) else { return full }
        var best = full
        for factor in UnsafeBufferPointer(start: factors, count: Int(count)) where factor.num < factor.denom {
            let num = Int(factor.num), denom = Int(factor.denom)
            let width = (full.width * num + denom - 1) / denom, height = (full.height * num + denom - 1) / denom
            if width >= drawn.width, height >= drawn.height, width < best.width { best = (width, height) }
        }
        return best
    }

    /// PNG through Easel's reader of 8-bit RGB and RGBA files (`PNGReader`), else Cairo's own reader (libpng's
    /// errors stay inside Cairo), from memory.
    private static func decodePNG(_ source: ImageSource) -> Decoded? {
        if let surface = PNGReader.surface(from: source.data, width: source.pixelWidth, height: source.pixelHeight) {
            return Decoded(surface: surface)
        }
        return decodePNGWithCairo(source)
    }

    /// PNG through Cairo's own reader (also the tests' reference for `PNGReader`).
    static func decodePNGWithCairo(_ source: ImageSource) -> Decoded? {
        final class Reader {
            let data: Data
            var offset = 0
            init(_ data: Data) { self.data = data }
        }
        let reader = Reader(source.data)
        let read: cairo_read_func_t = { closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            // Safety: `closure` is `reader`, kept alive by withExtendedLifetime for the whole synchronous read.
            let reader = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
            let count = Int(length)
            guard reader.offset + count <= reader.data.count else { return CAIRO_STATUS_READ_ERROR }
            reader.data.copyBytes(to: buffer, from: reader.offset..<reader.offset + count)
            reader.offset += count
            return CAIRO_STATUS_SUCCESS
        }
        let surface = withExtendedLifetime(reader) {
            // Safety: withExtendedLifetime keeps `reader` alive, and Cairo calls `read` only during this call.
            cairo_image_surface_create_from_png_stream(read, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard let surface else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              Int(cairo_image_surface_get_width(surface)) == source.pixelWidth,
              Int(cairo_image_surface_get_height(surface)) == source.pixelHeight
        else {
            cairo_surface_destroy(surface)
            return nil
        }
        return Decoded(surface: surface)
    }

    /// JPEG through TurboJPEG (at a reduced scale when asked), straight into Cairo's pixel layout (opaque BGRA in memory).
    /// `width` and `height` are the source's own size or one of TurboJPEG's scaled sizes of it.
    private static func decodeJPEG(_ source: ImageSource, width: Int, height: Int) -> Decoded? {
        guard let handle = tjInitDecompress() else { return nil }
        defer { tjDestroy(handle) }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(surface)
        else { return nil }
        cairo_surface_flush(surface)
        let stride = cairo_image_surface_get_stride(surface)
        let status = source.data.withUnsafeBytes { bytes -> Int32 in
            tjDecompress2(
                handle, bytes.bindMemory(to: UInt8.self).baseAddress, UInt(bytes.count), pixels, Int32(width), stride,
                Int32(height), Int32(TJPF_BGRX.rawValue), 0)
        }
        // A warning (a truncated but readable file) still leaves usable pixels; an error does not.
        guard status == 0 || tjGetErrorCode(handle) == Int32(TJERR_WARNING.rawValue) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_mark_dirty(surface)
        return Decoded(surface: surface)
    }
}
