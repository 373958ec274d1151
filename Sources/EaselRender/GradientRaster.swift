@_implementationOnly import CCairo
import EaselGraphics
import Foundation

/// Linear gradients computed into device pixels by Easel, for raster targets.
///
/// pixman walks a Cairo gradient pattern pixel by pixel through its general path, about 5 ns a pixel: 4 ms
/// for a gradient behind a 1200×630 card. A linear gradient's position is an affine function of the device
/// pixel, so here each row steps it by a constant and reads the color from a table of 1,024 colors along the
/// gradient. The colors are made the way Cairo's patterns make them (the straight color and the alpha
/// interpolated separately, then premultiplied), so PNG output matches the SVG and PDF that Cairo's patterns
/// draw, and the sample point is each pixel's center, as pixman samples it.
enum GradientRaster {
    static let tableSize = 1024

    /// Premultiplied ARGB words for `tableSize` evenly spaced positions from 0 to 1; outside the first and
    /// last stops the end colors continue (Cairo's PAD extend).
    static func table(_ stops: [GradientStop]) -> [UInt32] {
        (0..<tableSize).map { index in
            let t = Double(index) / Double(tableSize - 1)
            let color = GradientColor.at(t, in: stops, mixing: .straight)
            let a = color.opacity * 255
            func channel(_ value: Double) -> UInt32 { UInt32((value * a).rounded()) }
            return UInt32(a.rounded()) << 24 | channel(color.red) << 16 | channel(color.green) << 8 | channel(color.blue)
        }
    }

    /// Fills `width`×`height` pixels at `pixels` (rows `stride` words apart), whose top-left pixel is device
    /// pixel (`x0`, `y0`), with the gradient from `start` to `end` in user space under the device transform
    /// `ctm`. False when the gradient has no direction or the transform no inverse (Cairo draws those).
    static func fillLinear(
        _ pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int, x0: Int, y0: Int,
        stops: [GradientStop], start: CGPoint, end: CGPoint, ctm: cairo_matrix_t
    ) -> Bool {
        let dx = end.x - start.x, dy = end.y - start.y
        let lengthSquared = dx * dx + dy * dy
        var inverse = ctm
        guard lengthSquared > 0, lengthSquared.isFinite, cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else {
            return false
        }
        // t = a·x + b·y + c for the device point (x, y): the user point's projection on the gradient's axis.
        let a = (inverse.xx * dx + inverse.yx * dy) / lengthSquared
        let b = (inverse.xy * dx + inverse.yy * dy) / lengthSquared
        let c = ((inverse.x0 - start.x) * dx + (inverse.y0 - start.y) * dy) / lengthSquared
        let last = Double(tableSize - 1)
        // A gradient thinner than a fraction of a pixel is left to Cairo; this keeps the fixed point in range.
        guard abs(a * last) < 50_000, abs(b * last) < 50_000, c.isFinite else { return false }
        let colors = table(stops)
        // Table positions in 32.32 fixed point, stepped once per pixel along a row.
        let one = Double(1 << 32)
        let step = Int64((a * last * one).rounded())
        let lowest: Int64 = 0, highest = Int64(tableSize - 1) << 32
        colors.withUnsafeBufferPointer { colors in
            for row in 0..<height {
                let y = Double(y0 + row) + 0.5
                let first = (a * (Double(x0) + 0.5) + b * y + c) * last
                // Far outside the table the end colors repeat; clamping here keeps the fixed point in range.
                var position = Int64((min(max(first, -1e6), 1e6) * one + one / 2).rounded(.down))
                let out = pixels + row * stride
                for x in 0..<width {
                    let index = Int(truncatingIfNeeded: min(max(position, lowest), highest) >> 32)
                    out[x] = colors[index]
                    position &+= step
                }
            }
        }
        return true
    }
}
