@_implementationOnly import CCairo
import Foundation

/// A shadow's blurred coverage: the alpha of what a group draws, blurred by a Gaussian.
enum ShadowBlur {
    /// Rasterizes the recording's alpha inside `extents` (device units) at `scale` pixels per unit, with room
    /// for the blur, and blurs it by `sigma` pixels. The surface is the caller's to destroy; `origin` is its
    /// top-left corner in device units.
    static func coverage(
        of recording: OpaquePointer, extents: CGRect, scale: CGFloat, sigma: CGFloat
    ) -> (surface: OpaquePointer, origin: CGPoint)? {
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
        return (surface, CGPoint(x: x0 / scale, y: y0 / scale))
    }

    /// Three box blurs in each direction, whose widths make their sum a Gaussian of standard deviation
    /// `sigma` (the usual approximation, within a few percent).
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: CGFloat) {
        let boxes = boxSizes(sigma: sigma)
        var line = [UInt8](repeating: 0, count: max(width, height))
        var out = [UInt8](repeating: 0, count: max(width, height))
        for radius in boxes {
            for y in 0..<height {
                let row = pixels + y * stride
                for x in 0..<width { line[x] = row[x] }
                boxBlur(line, &out, count: width, radius: radius)
                for x in 0..<width { row[x] = out[x] }
            }
            for x in 0..<width {
                for y in 0..<height { line[y] = pixels[y * stride + x] }
                boxBlur(line, &out, count: height, radius: radius)
                for y in 0..<height { pixels[y * stride + x] = out[y] }
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

    /// A running-sum box blur of one line, zero outside it.
    private static func boxBlur(_ input: [UInt8], _ output: inout [UInt8], count: Int, radius: Int) {
        guard radius > 0 else {
            for i in 0..<count { output[i] = input[i] }
            return
        }
        let size = 2 * radius + 1
        var sum = 0
        for i in 0..<min(radius, count) { sum += Int(input[i]) }
        for i in 0..<count {
            let entering = i + radius, leaving = i - radius - 1
            if entering < count { sum += Int(input[entering]) }
            if leaving >= 0 { sum -= Int(input[leaving]) }
            output[i] = UInt8((sum + size / 2) / size)
        }
    }
}
