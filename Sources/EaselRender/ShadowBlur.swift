@_implementationOnly import CCairo
import Foundation

/// A shadow's blurred coverage: the alpha of what a group draws, blurred by a Gaussian.
enum ShadowBlur {
    /// Rasterizes the recording's alpha inside `extents` (device units) with room for the blur, and blurs it by
    /// `sigma` pixels of a raster at `scale` pixels per unit. Wide blurs are computed on a coarser raster, a
    /// power of two smaller, so that the blur itself is at least 3 pixels wide there: a Gaussian that wide is
    /// smooth at that spacing, and the coverage is sampled back with bilinear filtering. The surface is the
    /// caller's to destroy; `origin` is its top-left corner in device units, `scale` its pixels per unit.
    static func coverage(
        of recording: OpaquePointer, extents: CGRect, scale fullScale: CGFloat, sigma fullSigma: CGFloat
    ) -> (surface: OpaquePointer, origin: CGPoint, scale: CGFloat)? {
        var reduction: CGFloat = 1
        while fullSigma / (reduction * 2) >= 3 && reduction < 16 { reduction *= 2 }
        let scale = fullScale / reduction, sigma = fullSigma / reduction
        let margin = (3 * max(sigma, 0)).rounded(.up) + 2
        let x0 = (extents.minX * scale).rounded(.down) - margin, y0 = (extents.minY * scale).rounded(.down) - margin
        let x1 = (extents.maxX * scale).rounded(.up) + margin, y1 = (extents.maxY * scale).rounded(.up) + margin
        let width = x1 - x0, height = y1 - y0
        // A shadow larger than any canvas Easel renders is not drawn rather than allocated.
        guard width > 0, height > 0, width <= 20_000, height <= 20_000, width * height <= 134_217_728 else { return nil }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        let cr = cairo_create(surface)
        cairo_translate(cr, -x0, -y0)
        cairo_scale(cr, scale, scale)
        cairo_set_source_surface(cr, recording, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        if sigma > 0, let data = cairo_image_surface_get_data(surface) {
            blur(data, width: Int(width), height: Int(height), stride: Int(cairo_image_surface_get_stride(surface)), sigma: sigma)
        }
        cairo_surface_mark_dirty(surface)
        return (surface, CGPoint(x: x0 / scale, y: y0 / scale), scale)
    }

    /// Three box blurs in each direction, whose widths make their sum a Gaussian of standard deviation
    /// `sigma` (the usual approximation, within a few percent). Rows are blurred in place; columns are
    /// blurred all at once, row by row, with a running sum per column, so memory is read in order.
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: CGFloat) {
        let boxes = boxSizes(sigma: sigma)
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        let sums = UnsafeMutablePointer<Int>.allocate(capacity: width)
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * height)
        defer {
            line.deallocate()
            sums.deallocate()
            copy.deallocate()
        }
        for radius in boxes where radius > 0 {
            let size = 2 * radius + 1, half = size / 2
            // Rows.
            for y in 0..<height {
                let row = pixels + y * stride
                line.update(from: row, count: width)
                var sum = 0
                for i in 0..<min(radius, width) { sum += Int(line[i]) }
                for x in 0..<width {
                    if x + radius < width { sum += Int(line[x + radius]) }
                    if x - radius - 1 >= 0 { sum -= Int(line[x - radius - 1]) }
                    row[x] = UInt8(truncatingIfNeeded: (sum + half) / size)
                }
            }
            // Columns.
            copy.update(from: pixels, count: stride * height)
            sums.initialize(repeating: 0, count: width)
            for y in 0..<min(radius, height) {
                let row = copy + y * stride
                for x in 0..<width { sums[x] += Int(row[x]) }
            }
            for y in 0..<height {
                if y + radius < height {
                    let entering = copy + (y + radius) * stride
                    for x in 0..<width { sums[x] += Int(entering[x]) }
                }
                if y - radius - 1 >= 0 {
                    let leaving = copy + (y - radius - 1) * stride
                    for x in 0..<width { sums[x] -= Int(leaving[x]) }
                }
                let row = pixels + y * stride
                for x in 0..<width { row[x] = UInt8(truncatingIfNeeded: (sums[x] + half) / size) }
            }
        }
    }

    /// The radii of three boxes whose combined variance is sigma².
    static func boxSizes(sigma: CGFloat) -> [Int] {
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = ((12 * sigma * sigma - n * Double(lower * lower) - 4 * n * Double(lower) - 3 * n) / (-4 * Double(lower) - 4)).rounded()
        return (0..<3).map { Double($0) < m ? (lower - 1) / 2 : (upper - 1) / 2 }.map { max($0, 0) }
    }
}
