@_implementationOnly import CCairo
import EaselGraphics
import Foundation

/// Turns a display list into PNG, SVG or PDF bytes with Cairo: the one backend of the render step (docs/Architecture.md, "The flow", step 4).
///
/// Output is deterministic: the same list gives the same bytes (no dates, no random ids; Cairo prints
/// decimals the same way every time). Rendering uses only its own Cairo objects, so separate lists render
/// on separate threads at once.
package enum CairoRenderer {
    /// The largest raster Easel allocates: 16,384 pixels on a side and 2^28 pixels (1 GiB of RGBA) in all.
    package static let maxPixelSide: CGFloat = 16_384
    package static let maxPixelCount: CGFloat = 268_435_456
    /// The largest vector page: 16,384 points on a side.
    package static let maxPointSide: CGFloat = 16_384

    /// The result of a render: the file's bytes and what went wrong along the way without stopping it.
    package struct Result {
        package var data: Data
        package var problems: [String]
    }

    /// Renders `list`, drawn in a canvas of `size` points, as `output`. `scale` is pixels per point for PNG,
    /// and the resolution of rasterized effects (shadows) in SVG and PDF.
    package static func render(
        _ list: DisplayList, size: CGSize, scale: CGFloat, as output: RenderFormat
    ) throws(RenderError) -> Result {
        let pixels = try validate(size: size, scale: scale, as: output)
        switch output {
        case .png:
            return try renderPNG(list, width: pixels.width, height: pixels.height, scale: scale)
        case .svg, .pdf:
            return try renderVector(list, size: size, scale: scale, pdf: output == .pdf)
        }
    }

    /// Checks that a canvas can be rendered, and returns its size in pixels (PNG) or whole points.
    package static func validate(
        size: CGSize, scale: CGFloat, as output: RenderFormat
    ) throws(RenderError) -> (width: Int, height: Int) {
        guard scale.isFinite, scale > 0, scale <= 64 else { throw .invalidScale(scale) }
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw .empty(width: size.width, height: size.height)
        }
        switch output {
        case .png:
            let pixelWidth = (size.width * scale).rounded(.up), pixelHeight = (size.height * scale).rounded(.up)
            guard pixelWidth <= maxPixelSide, pixelHeight <= maxPixelSide, pixelWidth * pixelHeight <= maxPixelCount else {
                throw .tooLarge(width: size.width, height: size.height, scale: scale, limit: "16,384 pixels on a side")
            }
            return (Int(pixelWidth), Int(pixelHeight))
        case .svg, .pdf:
            guard size.width <= maxPointSide, size.height <= maxPointSide else {
                throw .tooLarge(width: size.width, height: size.height, scale: scale, limit: "16,384 points on a side")
            }
            return (Int(size.width.rounded(.up)), Int(size.height.rounded(.up)))
        }
    }

    private static func renderPNG(_ list: DisplayList, width: Int, height: Int, scale: CGFloat) throws(RenderError) -> Result {
        let raster = try rasterize(list, width: width, height: height, scale: scale)
        return Result(data: try raster.encodePNG(), problems: raster.problems)
    }

    /// The PNG path's first stage: the list drawn into pixels (the second is `Raster.encodePNG()`), apart so
    /// that benchmarks time drawing and encoding separately.
    package static func rasterize(_ list: DisplayList, width: Int, height: Int, scale: CGFloat) throws(RenderError) -> Raster {
        guard let surface = SurfacePool.take(width: width, height: height) else {
            throw .cairo("no image surface of \(width)x\(height) pixels")
        }
        let raster = Raster(surface: surface, width: width, height: height, scale: scale)
        var drawer = CairoDrawer(surface: surface, rasterScale: 1)
        drawer.draw(list, scale: scale)
        raster.problems = drawer.problems
        drawer.finish()
        cairo_surface_flush(surface)
        return raster
    }

    /// Drawn pixels, given back to the surface pool when released.
    package final class Raster {
        private let surface: OpaquePointer
        private let width: Int, height: Int
        private let scale: CGFloat
        package fileprivate(set) var problems: [String] = []

        fileprivate init(surface: OpaquePointer, width: Int, height: Int, scale: CGFloat) {
            self.surface = surface
            self.width = width
            self.height = height
            self.scale = scale
        }

        deinit { SurfacePool.give(surface, width: width, height: height) }

        /// Calls `body` with the drawn pixels: premultiplied BGRA words (Cairo's ARGB32 in a little-endian
        /// machine's byte order), rows `stride` bytes apart. The buffer lives only as long as the call; it is empty
        /// in the one case Cairo has no pixels to give (a surface in error).
        package func withPremultipliedBGRA<R>(_ body: (_ pixels: UnsafeRawBufferPointer, _ stride: Int) throws -> R) rethrows -> R {
            guard let pixels = cairo_image_surface_get_data(surface) else {
                return try body(UnsafeRawBufferPointer(start: nil, count: 0), 0)
            }
            let stride = Int(cairo_image_surface_get_stride(surface))
            return try body(UnsafeRawBufferPointer(start: pixels, count: stride * height), stride)
        }

        /// The pixels as a PNG file.
        package func encodePNG() throws(RenderError) -> Data {
            guard let pixels = cairo_image_surface_get_data(surface) else { throw .cairo("no pixels") }
            let stride = Int(cairo_image_surface_get_stride(surface))
            return PNGWriter.encode(
                premultipliedBGRA: UnsafeRawPointer(pixels), width: width, height: height, stride: stride, scale: scale)
        }
    }

    private static func renderVector(_ list: DisplayList, size: CGSize, scale: CGFloat, pdf: Bool) throws(RenderError) -> Result {
        let sink = ByteSink()
        // Safety: `sink` is read after `cairo_surface_finish`, Cairo's last write, so it outlives every callback; the
        // deferred destroy writes nothing to a finished surface (or to the inert nil surface of a failed create).
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let write: cairo_write_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            // Safety: `closure` is `sink`, unretained, which renderVector keeps alive past the surface's last write.
            Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().data.append(data, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        let surface: OpaquePointer? =
            pdf
            ? cairo_pdf_surface_create_for_stream(write, closure, size.width, size.height)
            : cairo_svg_surface_create_for_stream(write, closure, size.width, size.height)
        guard let surface else { throw .cairo("no vector surface") }
        defer { cairo_surface_destroy(surface) }
        try check(cairo_surface_status(surface))
        if pdf {
            // Cairo would stamp today's date; a fixed one keeps the bytes the same from run to run.
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Easel")
        }
        var drawer = CairoDrawer(surface: surface, rasterScale: scale)
        drawer.draw(list, scale: 1)
        let problems = drawer.problems
        drawer.finish()
        cairo_surface_finish(surface)
        try check(cairo_surface_status(surface))
        return Result(data: pdf ? sink.data : stableSurfaceIDs(sink.data), problems: problems)
    }

    /// Cairo names some SVG elements after process-wide counters ("surface14", "image43"); renumbering them in
    /// order of appearance makes the same drawing give the same SVG however much was rendered before it.
    /// Only names in attribute values and references (after `"` or `#`) change, never embedded image data.
    static func stableSurfaceIDs(_ svg: Data) -> Data {
        let text = String(decoding: svg, as: UTF8.self)
        guard let pattern = try? NSRegularExpression(pattern: "(?<=[\"#])(surface|image|pattern|source)([0-9]+)") else { return svg }
        var numbers: [String: Int] = [:]
        var result = ""
        var last = text.startIndex
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let whole = Range(match.range, in: text), let prefix = Range(match.range(at: 1), in: text) else { continue }
            let key = String(text[whole])
            let number = numbers[key] ?? (numbers.count + 1)
            numbers[key] = number
            result += text[last..<whole.lowerBound]
            result += text[prefix] + String(number)
            last = whole.upperBound
        }
        result += text[last...]
        return Data(result.utf8)
    }

    static func check(_ status: cairo_status_t) throws(RenderError) {
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
    }
}

/// Where a vector surface writes its bytes.
private final class ByteSink {
    var data = Data()
}

extension CairoRenderer.Raster {
    /// The PNG writer's steps 1 and 2 (straight color, "Up" filtered rows), for `Benchmarks/` to compare
    /// deflate encoders on the bytes Easel compresses.
    package func filteredRows() -> (bytes: [UInt8], opaque: Bool) {
        withPremultipliedBGRA { pixels, stride in
            guard let base = pixels.baseAddress else { return ([], true) }
            let rows = PNGWriter.FilteredRows(premultipliedBGRA: base, width: width, height: height, stride: stride)
            return (rows.bytes, rows.opaque)
        }
    }

    /// Step 3 alone: `bytes` as the zlib stream Easel writes into a PNG.
    package static func deflate(_ bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBufferPointer { Deflate.zlib($0) }
    }
}
