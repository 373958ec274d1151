@_implementationOnly import CCairo
import Foundation

/// Resamples a decoded image straight into device pixels, for `.interpolation(.medium)` (the default) on
/// raster targets.
///
/// Cairo's "good" filter, which would otherwise draw these images, runs pixman's general convolution path,
/// which took about 9 ms for one 600-pixel photo drawn at 420 pixels. Here each output pixel is a tent-weighted
/// mean of the source pixels around the point it samples: a tent one source pixel wide when enlarging (the
/// bilinear filter), and as wide as one output pixel's footprint when reducing, so every source pixel counts
/// and nothing aliases. The two axes are filtered one after the other, in floating point on all four
/// premultiplied channels at once, with weights that sum to one and a rounding at the end, so a flat color stays
/// exactly that color. The result is painted with a plain pixel copy.
///
/// SwiftUI's medium interpolation is Core Graphics' and its exact kernel is not documented; a tent of the
/// footprint's width is the usual choice for that quality (an assumption, noted in docs/Decisions.md).
enum ImageResampler {
    /// Weights for one axis: for each output pixel, the first source index and `taps` weights (zero where the
    /// output pixel needs fewer), summing to one.
    struct Axis {
        var first: [Int]
        var weights: [Float]
        var taps: Int
    }

    /// The weights for `outputCount` device pixels starting at device pixel `outputStart`, where the image's
    /// `sourceCount` pixels span device units `origin ..< origin + extent`. Source indices beyond the image repeat
    /// its edge pixels (PAD), as Cairo does for a stretched image.
    static func axis(sourceCount: Int, origin: Double, extent: Double, outputStart: Int, outputCount: Int) -> Axis {
        let step = Double(sourceCount) / extent  // source pixels per device pixel
        let radius = max(1, step)
        let taps = Int((2 * radius).rounded(.up)) + 1
        var first = [Int](repeating: 0, count: outputCount)
        var weights = [Float](repeating: 0, count: outputCount * taps)
        var raw = [Double](repeating: 0, count: taps)
        for o in 0..<outputCount {
            // The output pixel's center, in source pixels.
            let center = (Double(outputStart + o) + 0.5 - origin) * step
            let low = Int((center - radius - 0.5).rounded(.down)) + 1
            let start = min(max(low, 0), sourceCount - 1)
            first[o] = start
            for t in 0..<taps { raw[t] = 0 }
            var total = 0.0
            for i in low..<(low + taps) {
                let w = max(0, 1 - abs(Double(i) + 0.5 - center) / radius)
                guard w > 0 else { continue }
                // Outside the image, the edge pixel stands in (its weight lands on the nearest tap kept).
                let slot = min(max(i, 0), sourceCount - 1) - start
                raw[min(max(slot, 0), taps - 1)] += w
                total += w
            }
            guard total > 0 else {
                weights[o * taps] = 1
                continue
            }
            for t in 0..<taps { weights[o * taps + t] = Float(raw[t] / total) }
        }
        return Axis(first: first, weights: weights, taps: taps)
    }

    /// The image resampled into the device pixels `x0 ..< x0 + width`, `y0 ..< y0 + height`, where the whole
    /// image covers `imageRect` in device units; a new surface (the caller's to destroy), or nil when it cannot
    /// be made. Opaque sources give an opaque (RGB24) surface.
    static func resample(
        _ source: OpaquePointer, imageRect: CGRect, x0: Int, y0: Int, width: Int, height: Int
    ) -> OpaquePointer? {
        let sourceWidth = Int(cairo_image_surface_get_width(source)), sourceHeight = Int(cairo_image_surface_get_height(source))
        let format = cairo_image_surface_get_format(source)
        guard sourceWidth > 0, sourceHeight > 0, width > 0, height > 0,
              format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
              let sourcePixels = cairo_image_surface_get_data(source)
        else { return nil }
        // An image drawn far smaller than its pixels needs a tap per source pixel under each output pixel;
        // past sixteen source pixels per output pixel, Cairo's filter draws it instead.
        guard imageRect.width > 0, imageRect.height > 0, CGFloat(sourceWidth) / imageRect.width <= 16,
              CGFloat(sourceHeight) / imageRect.height <= 16
        else { return nil }
        let opaque = format == CAIRO_FORMAT_RGB24
        guard let output = cairo_image_surface_create(format, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(output) == CAIRO_STATUS_SUCCESS, let outputPixels = cairo_image_surface_get_data(output) else {
            cairo_surface_destroy(output)
            return nil
        }
        cairo_surface_flush(output)
        let columns = axis(
            sourceCount: sourceWidth, origin: imageRect.minX, extent: imageRect.width, outputStart: x0, outputCount: width)
        let rows = axis(
            sourceCount: sourceHeight, origin: imageRect.minY, extent: imageRect.height, outputStart: y0, outputCount: height)
        // The source columns any output pixel reads.
        let lowColumn = columns.first.min() ?? 0
        let highColumn = min((columns.first.max() ?? 0) + columns.taps, sourceWidth)
        let sourceStride = Int(cairo_image_surface_get_stride(source)) / 4
        let outputStride = Int(cairo_image_surface_get_stride(output)) / 4
        let src = UnsafeRawPointer(sourcePixels).assumingMemoryBound(to: UInt32.self)
        let dst = UnsafeMutableRawPointer(outputPixels).assumingMemoryBound(to: UInt32.self)
        let alphaFill: UInt32 = opaque ? 0xFF00_0000 : 0
        // One band of source rows blended vertically, for the columns read. A pixel's four bytes (blue, green,
        // red, alpha in memory) are its four lanes, in the same order in and out.
        // Past its end, zeros for the taps an output pixel at the right edge has beyond the image: their weights
        // are zero, so every tap can be added without a test (a zero product leaves the sum exactly as it was).
        let bandWidth = highColumn - lowColumn
        let band = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: bandWidth + columns.taps)
        defer { band.deallocate() }
        (band + bandWidth).initialize(repeating: SIMD4(repeating: 0), count: columns.taps)
        // Bytes and floats convert through 2^23, where a float's last mantissa bits are an integer (the generic
        // SIMD conversions are not vectorized).
        let magic = SIMD4<Float>(repeating: 8_388_608)
        @inline(__always) func lanes(_ pixel: UInt32) -> SIMD4<Float> {
            let words = SIMD4<UInt32>(truncatingIfNeeded: unsafeBitCast(pixel, to: SIMD4<UInt8>.self))
            return unsafeBitCast(words | 0x4B00_0000, to: SIMD4<Float>.self) - magic
        }
        let columnTaps = columns.taps, rowTaps = rows.taps
        columns.weights.withUnsafeBufferPointer { columnWeights in
            rows.weights.withUnsafeBufferPointer { rowWeights in
                columns.first.withUnsafeBufferPointer { firstColumns in
                    for y in 0..<height {
                        // Vertically: the band is the weighted sum of the rows this output row reads.
                        band.initialize(repeating: SIMD4(repeating: 0), count: bandWidth)
                        for t in 0..<rowTaps {
                            let w = rowWeights[y &* rowTaps &+ t]
                            if w == 0 { continue }
                            let row = src + ((rows.first[y] &+ t) &* sourceStride &+ lowColumn)
                            for x in 0..<bandWidth { band[x] += lanes(row[x] | alphaFill) * w }
                        }
                        // Horizontally, into the output row.
                        let outRow = dst + (y &* outputStride)
                        for x in 0..<width {
                            let taps = band + (firstColumns[x] &- lowColumn)
                            let weights = columnWeights.baseAddress! + (x &* columnTaps)
                            var sum = SIMD4<Float>(repeating: 0)
                            for t in 0..<columnTaps { sum += taps[t] * weights[t] }
                            // Positive weights summing to one keep each lane a byte; the clamp only guards
                            // float rounding at 255. Adding 2^23 rounds to the nearest integer. The clamp is two
                            // lane masks rather than `clamped(lowerBound:upperBound:)`, which compiles to a
                            // branch per lane for NaNs that cannot occur here (a third of the function's time).
                            let clamped = sum.replacing(with: 0, where: sum .< 0).replacing(with: 255, where: sum .> 255)
                            let words = unsafeBitCast(clamped + magic, to: SIMD4<UInt32>.self)
                            outRow[x] = unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: words), to: UInt32.self)
                        }
                    }
                }
            }
        }
        cairo_surface_mark_dirty(output)
        return output
    }
}
