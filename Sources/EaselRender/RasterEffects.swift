@_implementationOnly import CCairo
import EaselGraphics
import Foundation

/// Rasterized effects of a group: a shadow's blurred coverage (the alpha of what the group draws, blurred by
/// a Gaussian), and the group's pixels through a raster filter (blur, saturation, brightness, contrast).
enum RasterEffects {
    /// The room a Gaussian blur of `sigma` pixels needs around what it blurs: three standard deviations (past
    /// which its weight is under 0.3 %), rounded up, and two pixels for the box blurs' rounding.
    static func margin(sigma: CGFloat) -> CGFloat { (3 * max(sigma, 0)).rounded(.up) + 2 }

    /// The recording's alpha inside `extents` (device units), rasterized with room for a blur of `sigma` pixels
    /// of a raster at `scale` pixels per unit, not yet blurred. Wide blurs are computed on a coarser raster, a
    /// power of two smaller, so that the blur itself is at least 3 pixels wide there: a Gaussian that wide is
    /// smooth at that spacing, and the coverage is sampled back with bilinear filtering. The surface is the
    /// caller's to destroy; `origin` is its top-left corner in device units, `scale` its pixels per unit and
    /// `sigma` the blur in its pixels (`blur(_:)` applies it).
    static func coverage(of recording: OpaquePointer, extents: CGRect, scale fullScale: CGFloat, sigma fullSigma: CGFloat)
        -> Coverage?
    {
        var reduction: CGFloat = 1
        while fullSigma / (reduction * 2) >= 3 && reduction < 16 { reduction *= 2 }
        let scale = fullScale / reduction, sigma = fullSigma / reduction
        let margin = margin(sigma: sigma)
        guard let raster = rasterize(recording, extents: extents, scale: scale, margin: margin, format: CAIRO_FORMAT_A8)
        else { return nil }
        return Coverage(
            surface: raster.surface, pixels: raster.pixels, width: raster.width, height: raster.height,
            stride: raster.stride, origin: raster.origin, scale: scale, sigma: sigma)
    }

    /// A shadow's coverage raster (`coverage(of:extents:scale:sigma:)`).
    struct Coverage {
        let surface: OpaquePointer
        let pixels: UnsafeMutablePointer<UInt8>
        let width: Int, height: Int, stride: Int
        let origin: CGPoint
        let scale: CGFloat
        let sigma: CGFloat

        /// Blurs the raster in place by its `sigma`.
        func blur() {
            if sigma > 0 { RasterEffects.blur(pixels, width: width, height: height, stride: stride, sigma: sigma) }
            cairo_surface_mark_dirty(surface)
        }
    }

    /// The blurred coverage (a `coverage` raster whose top-left corner lands at `origin` in device units, at
    /// `scale` of its pixels per unit) sampled bilinearly at the centers of the device pixels `x0 ..< x0 + width`,
    /// `y0 ..< y0 + height`, as a new A8 surface the caller destroys.
    ///
    /// The shadow is then masked pixel for pixel, which pixman does on its fast path; a mask scaled up by
    /// pixman's bilinear filter takes its general path, about 10 ns a pixel (2.7 ms for a 420-point photo's
    /// shadow). The values are those of that bilinear filter: outside the raster, coverage is zero.
    static func onDevicePixels(
        _ coverage: OpaquePointer, origin: CGPoint, scale: CGFloat, x0: Int, y0: Int, width: Int, height: Int
    ) -> OpaquePointer? {
        let sourceWidth = Int(cairo_image_surface_get_width(coverage)), sourceHeight = Int(cairo_image_surface_get_height(coverage))
        let sourceStride = Int(cairo_image_surface_get_stride(coverage))
        guard width > 0, height > 0, sourceWidth > 0, sourceHeight > 0,
              let source = cairo_image_surface_get_data(coverage),
              let output = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
        else { return nil }
        guard cairo_surface_status(output) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(output) else {
            cairo_surface_destroy(output)
            return nil
        }
        cairo_surface_flush(output)
        let outputStride = Int(cairo_image_surface_get_stride(output))
        /// For each device pixel along an axis: the raster pixel before its sample point and the weight of the
        /// one after (the sample point is the device pixel's center, half a raster pixel back to centers).
        func taps(_ count: Int, start: Int, origin: CGFloat) -> (first: [Int], weight: [Float]) {
            var first = [Int](repeating: 0, count: count), weight = [Float](repeating: 0, count: count)
            for index in 0..<count {
                let u = (CGFloat(start + index) + 0.5 - origin) * scale - 0.5
                let below = u.rounded(.down)
                first[index] = Int(max(min(below, 1e6), -1e6))
                weight[index] = Float(u - below)
            }
            return (first, weight)
        }
        let columns = taps(width, start: x0, origin: origin.x), rows = taps(height, start: y0, origin: origin.y)
        // Each column's two raster pixels, clamped into the row, with the weight of one outside the raster zero
        // (coverage there is zero): the same products as reading zero there.
        let columnTaps = (0..<width).map { x in
            let i = columns.first[x], f = columns.weight[x]
            return (left: min(max(i, 0), sourceWidth - 1), right: min(max(i + 1, 0), sourceWidth - 1),
                    leftWeight: i >= 0 && i < sourceWidth ? 1 - f : Float(0),
                    rightWeight: i + 1 >= 0 && i + 1 < sourceWidth ? f : Float(0))
        }
        // Rows of the raster resampled horizontally, two at a time: the sample rows only move down.
        var buffers = [[Float]](repeating: [Float](repeating: 0, count: width), count: 2)
        var held = [Int.min, Int.min]
        let zero = [Float](repeating: 0, count: width)
        /// Resamples raster row `index` (inside the raster) into `slot`.
        func fill(_ slot: Int, with index: Int) {
            held[slot] = index
            let line = source + index * sourceStride
            columnTaps.withUnsafeBufferPointer { taps in
                buffers[slot].withUnsafeMutableBufferPointer { out in
                    for x in 0..<width {
                        let tap = taps[x]
                        out[x] = Float(line[tap.left]) * tap.leftWeight + Float(line[tap.right]) * tap.rightWeight
                    }
                }
            }
        }
        /// The slot holding raster row `index` resampled, filled now if neither holds it; nil outside the raster.
        func slot(for index: Int, keeping other: Int?) -> Int? {
            guard index >= 0, index < sourceHeight else { return nil }
            if held[0] == index { return 0 }
            if held[1] == index { return 1 }
            let free = other == 0 ? 1 : 0
            fill(free, with: index)
            return free
        }
        for y in 0..<height {
            let j = rows.first[y], g = rows.weight[y]
            let top = slot(for: j, keeping: nil)
            let bottom = slot(for: j + 1, keeping: top)
            let out = pixels + y * outputStride
            let above = top.map { buffers[$0] } ?? zero, below = bottom.map { buffers[$0] } ?? zero
            above.withUnsafeBufferPointer { above in
                below.withUnsafeBufferPointer { below in
                    for x in 0..<width {
                        let v = above[x] * (1 - g) + below[x] * g
                        out[x] = UInt8(truncatingIfNeeded: Int32(min(max(v, 0), 255) + 0.5))
                    }
                }
            }
        }
        cairo_surface_mark_dirty(output)
        return output
    }

    /// Paints the recording inside `extents` (device units), grown by `margin` pixels on each side, into a new
    /// image surface of `format` at `scale` pixels per unit. Nil for a raster larger than any canvas Easel
    /// renders: such an effect is not drawn rather than allocated. The surface is the caller's to destroy.
    static func rasterize(
        _ recording: OpaquePointer, extents: CGRect, scale: CGFloat, margin: CGFloat, format: cairo_format_t
    ) -> (surface: OpaquePointer, pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, origin: CGPoint)? {
        let x0 = (extents.minX * scale).rounded(.down) - margin, y0 = (extents.minY * scale).rounded(.down) - margin
        let x1 = (extents.maxX * scale).rounded(.up) + margin, y1 = (extents.maxY * scale).rounded(.up) + margin
        let width = x1 - x0, height = y1 - y0
        let pixelLimit: CGFloat = format == CAIRO_FORMAT_A8 ? 134_217_728 : 67_108_864  // 128 or 256 MiB
        guard width > 0, height > 0, width <= 20_000, height <= 20_000, width * height <= pixelLimit else { return nil }
        guard let surface = cairo_image_surface_create(format, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(surface) else {
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
        return (
            surface, pixels, Int(width), Int(height), Int(cairo_image_surface_get_stride(surface)),
            CGPoint(x: x0 / scale, y: y0 / scale)
        )
    }

    /// Three box blurs in each direction, whose widths make their sum a Gaussian of standard deviation
    /// `sigma` (the usual approximation, within a few percent). Rows are blurred in place; columns are
    /// blurred all at once, row by row, with a running sum per column, so memory is read in order. Beyond
    /// the raster lies transparency, or with `clampEdges` the edge pixels repeated (an opaque blur).
    static func blur(
        _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: CGFloat, clampEdges: Bool = false
    ) {
        let boxes = boxSizes(sigma: sigma)
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        let sums = UnsafeMutablePointer<Int>.allocate(capacity: width)
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * height)
        defer {
            line.deallocate()
            sums.deallocate()
            copy.deallocate()
        }
        /// The value at `i` of the row in `line`, which may lie beyond it: transparent, or the edge repeated.
        func value(_ i: Int) -> Int {
            if i >= 0 && i < width { return Int(line[i]) }
            return clampEdges ? Int(line[min(max(i, 0), width - 1)]) : 0
        }
        /// Row `i` of the unblurred copy, which may lie beyond it: none (transparent), or the edge row.
        func row(_ i: Int) -> UnsafeMutablePointer<UInt8>? {
            if i >= 0 && i < height { return copy + i * stride }
            return clampEdges ? copy + min(max(i, 0), height - 1) * stride : nil
        }
        for radius in boxes where radius > 0 {
            let size = 2 * radius + 1, half = size / 2
            // Rows: a running sum over the window, which enters at x + radius and leaves at x - radius - 1.
            for y in 0..<height {
                let out = pixels + y * stride
                line.update(from: out, count: width)
                // Start as the window of x = -1, so that each step adds one value and drops one.
                var sum = 0
                for i in (-radius - 1)..<radius { sum += value(i) }
                for x in 0..<width {
                    sum += value(x + radius) - value(x - radius - 1)
                    out[x] = UInt8(truncatingIfNeeded: (sum + half) / size)
                }
            }
            // Columns, the same way, all at once row by row.
            copy.update(from: pixels, count: stride * height)
            sums.initialize(repeating: 0, count: width)
            for i in (-radius - 1)..<radius {
                if let entering = row(i) { for x in 0..<width { sums[x] += Int(entering[x]) } }
            }
            for y in 0..<height {
                if let entering = row(y + radius) { for x in 0..<width { sums[x] += Int(entering[x]) } }
                if let leaving = row(y - radius - 1) { for x in 0..<width { sums[x] -= Int(leaving[x]) } }
                let out = pixels + y * stride
                for x in 0..<width { out[x] = UInt8(truncatingIfNeeded: (sums[x] + half) / size) }
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

extension RasterEffects {
    /// Rasterizes the recording in color inside `extents` (device units) at `scale` pixels per unit, with room
    /// for a blur to spread, and applies the filter. The surface is the caller's to destroy.
    static func filtered(
        _ recording: OpaquePointer, extents: CGRect, scale: CGFloat, filter: RasterFilter, deviceScale: CGFloat
    ) -> (surface: OpaquePointer, origin: CGPoint, scale: CGFloat)? {
        // An opaque blur stays inside its bounds (`extents` are then the bounds): no room to spread into.
        let (radius, opaque): (CGFloat, Bool) = switch filter {
        case .blur(let radius): (radius, false)
        case .opaqueBlur(let radius, _): (radius, true)
        default: (0, false)
        }
        let sigma = max(radius, 0) * deviceScale * scale
        let margin = opaque || sigma <= 0 ? 0 : margin(sigma: sigma)
        guard let raster = rasterize(recording, extents: extents, scale: scale, margin: margin, format: CAIRO_FORMAT_ARGB32)
        else { return nil }
        let data = raster.pixels, w = raster.width, h = raster.height, stride = raster.stride
        switch filter {
        case .blur, .opaqueBlur:
            if sigma > 0 { blurChannels(data, width: w, height: h, stride: stride, sigma: sigma, clampEdges: opaque) }
        case .saturation(let amount):
            saturate(data, width: w, height: h, stride: stride, by: amount)
        case .brightness(let amount):
            adjustColors(data, width: w, height: h, stride: stride) { r, g, b in (r + amount, g + amount, b + amount) }
        case .contrast(let amount):
            adjustColors(data, width: w, height: h, stride: stride) { r, g, b in
                (0.5 + (r - 0.5) * amount, 0.5 + (g - 0.5) * amount, 0.5 + (b - 0.5) * amount)
            }
        case .hueRotation(let radians):
            // The luminance-keeping rotation of the SVG feColorMatrix "hueRotate" (and CSS hue-rotate).
            let (c, s) = (cos(radians), sin(radians))
            let m = [
                0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928,
                0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283,
                0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072,
            ]
            adjustColors(data, width: w, height: h, stride: stride) { r, g, b in
                (m[0] * r + m[1] * g + m[2] * b, m[3] * r + m[4] * g + m[5] * b, m[6] * r + m[7] * g + m[8] * b)
            }
        case .multiply(let red, let green, let blue):
            adjustColors(data, width: w, height: h, stride: stride) { r, g, b in (r * red, g * green, b * blue) }
        case .invert(1):
            // Whole inversion as 1 − value, exactly as before amounts existed (the general form could round differently).
            adjustColors(data, width: w, height: h, stride: stride) { r, g, b in (1 - r, 1 - g, 1 - b) }
        case .invert(let amount):
            adjustColors(data, width: w, height: h, stride: stride) { r, g, b in
                (r + amount * (1 - 2 * r), g + amount * (1 - 2 * g), b + amount * (1 - 2 * b))
            }
        case .luminanceToAlpha:
            luminanceToAlpha(data, width: w, height: h, stride: stride)
        case .alphaThreshold(let low, let high, let color):
            alphaThreshold(data, width: w, height: h, stride: stride, range: (low, high), color: color)
        case .colorMatrix(let matrix):
            colorMatrix(data, width: w, height: h, stride: stride, matrix: matrix)
        }
        cairo_surface_mark_dirty(raster.surface)
        return (raster.surface, raster.origin, scale)
    }

    /// Blurs each of the four channels of a premultiplied ARGB32 image (blurring premultiplied values keeps
    /// colors from bleeding out of transparent pixels).
    static func blurChannels(
        _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: CGFloat, clampEdges: Bool = false
    ) {
        let plane = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
        defer { plane.deallocate() }
        for channel in 0..<4 {
            for y in 0..<height {
                let row = pixels + y * stride
                for x in 0..<width { plane[y * width + x] = row[4 * x + channel] }
            }
            blur(plane, width: width, height: height, stride: width, sigma: sigma, clampEdges: clampEdges)
            for y in 0..<height {
                let row = pixels + y * stride
                for x in 0..<width { row[4 * x + channel] = plane[y * width + x] }
            }
        }
    }

    /// Multiplies each pixel's saturation by `amount`, keeping its Rec. 709 luminance (as Core Image's
    /// saturation does).
    static func saturate(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, by amount: Double) {
        adjustColors(pixels, width: width, height: height, stride: stride) { r, g, b in
            let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
            return (luma + (r - luma) * amount, luma + (g - luma) * amount, luma + (b - luma) * amount)
        }
    }

    /// Applies a color transform to each pixel's unpremultiplied color, in 0…1, keeping its alpha.
    /// Each pixel made black with its straight color's luminance as alpha (SVG's `luminanceToAlpha` matrix, on
    /// the colors as stored); a transparent pixel, which has no color, stays transparent.
    static func luminanceToAlpha(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width {
                let p = row + 4 * x
                let alpha = Double(p[3])
                var luminance = 0.0
                if alpha > 0 {
                    luminance = (0.2125 * Double(p[2]) + 0.7154 * Double(p[1]) + 0.0721 * Double(p[0])) / alpha
                }
                p[0] = 0
                p[1] = 0
                p[2] = 0
                p[3] = UInt8(max(0, min(1, luminance)) * 255 + 0.5)
            }
        }
    }

    /// Each pixel whose alpha (0…1) lies in `range` becomes the color, premultiplied; every other pixel becomes
    /// transparent.
    static func alphaThreshold(
        _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, range: (Double, Double), color: RGBA
    ) {
        func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(1, value)) * 255 + 0.5) }
        let alpha = max(0, min(1, color.opacity))
        let inside: [UInt8] = [byte(color.blue * alpha), byte(color.green * alpha), byte(color.red * alpha), byte(alpha)]
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width {
                let p = row + 4 * x
                let a = Double(p[3]) / 255
                let shown = a >= range.0 && a <= range.1
                for channel in 0..<4 { p[channel] = shown ? inside[channel] : 0 }
            }
        }
    }

    /// Each pixel's straight color and alpha (0…1) through a 4×5 matrix in rows (the fifth column added), clamped
    /// to 0…1 and premultiplied again. A transparent pixel is black with alpha 0, so the fifth column can make it
    /// show.
    static func colorMatrix(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, matrix: [Float]) {
        guard matrix.count == 20 else { return }
        let m = matrix.map { Double($0).isFinite ? Double($0) : 0 }
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width {
                let p = row + 4 * x
                let alpha = Double(p[3]) / 255
                let unpremultiply = p[3] > 0 ? 1 / Double(p[3]) : 0
                let input = [Double(p[2]) * unpremultiply, Double(p[1]) * unpremultiply, Double(p[0]) * unpremultiply, alpha]
                var output = [0.0, 0.0, 0.0, 0.0]
                for channel in 0..<4 {
                    let base = channel * 5
                    let value = m[base] * input[0] + m[base + 1] * input[1] + m[base + 2] * input[2]
                        + m[base + 3] * input[3] + m[base + 4]
                    output[channel] = max(0, min(1, value))
                }
                let a = output[3]
                p[3] = UInt8(a * 255 + 0.5)
                p[2] = UInt8(output[0] * a * 255 + 0.5)
                p[1] = UInt8(output[1] * a * 255 + 0.5)
                p[0] = UInt8(output[2] * a * 255 + 0.5)
            }
        }
    }

    static func adjustColors(
        _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
        _ transform: (Double, Double, Double) -> (Double, Double, Double)
    ) {
        // Cairo's ARGB32 is a native-endian 32-bit word: on little-endian machines bytes are B, G, R, A.
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width {
                let p = row + 4 * x
                let alpha = Double(p[3])
                guard alpha > 0 else { continue }
                let (r, g, b) = transform(Double(p[2]) / alpha, Double(p[1]) / alpha, Double(p[0]) / alpha)
                func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(1, value)) * alpha + 0.5) }
                p[2] = byte(r)
                p[1] = byte(g)
                p[0] = byte(b)
            }
        }
    }
}
