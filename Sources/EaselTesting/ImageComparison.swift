internal import EaselRender
import Foundation

/// Compares two rendered PNG images, as snapshot tests need: how many pixels differ, and how much.
package struct ImageComparison {
    /// The share of pixels that must match, 0...1 (1: all of them).
    package var precision: Float
    /// How close a pixel's color must be to count as matching, 0...1: 1 demands the same bytes, 0.98 allows
    /// a color difference (CIE76 ΔE in Lab, on colors composited over white) of 2, about the smallest a
    /// person notices.
    package var perceptualPrecision: Float

    package init(precision: Float, perceptualPrecision: Float) {
        self.precision = min(max(precision, 0), 1)
        self.perceptualPrecision = min(max(perceptualPrecision, 0), 1)
    }

    /// Why the images differ beyond the tolerances, with an image of the differences; nil when they match.
    package func difference(_ reference: Data, _ actual: Data) -> (message: String, differenceImage: Data?)? {
        if reference == actual { return nil }
        guard let expected = RasterImage(png: reference) else { return ("the reference is not a PNG image", nil) }
        guard let image = RasterImage(png: actual) else { return ("the rendered image is not a PNG image", nil) }
        guard expected.width == image.width, expected.height == image.height else {
            return ("the image is \(image.width)x\(image.height) pixels; the reference is \(expected.width)x\(expected.height)", nil)
        }
        let tolerance = Double(1 - perceptualPrecision) * 100
        var differing = 0
        var largest = 0.0
        var map = RasterImage(width: image.width, height: image.height, rgba: [UInt8](repeating: 255, count: image.rgba.count))
        for pixel in 0..<(image.width * image.height) {
            let o = pixel * 4
            let distance = Self.deltaE(expected.rgba, image.rgba, at: o)
            largest = max(largest, distance)
            if distance > tolerance || (perceptualPrecision == 1 && expected.rgba[o..<o + 4] != image.rgba[o..<o + 4]) {
                differing += 1
                // Differences in red, stronger where larger; matching pixels as a faint gray copy.
                let strength = UInt8(min(255, 64 + distance * 4))
                map.rgba.replaceSubrange(o..<o + 4, with: [255, 255 - strength, 255 - strength, 255])
            } else {
                let sum: Int = Int(image.rgba[o]) + Int(image.rgba[o + 1]) + Int(image.rgba[o + 2])
                let gray = UInt8(200 + sum / 3 * 55 / 255)
                map.rgba.replaceSubrange(o..<o + 4, with: [gray, gray, gray, 255])
            }
        }
        let total = image.width * image.height
        let matching = Float(total - differing) / Float(max(total, 1))
        guard matching < precision else { return nil }
        let percent = String(format: "%.2f", Double(differing) / Double(max(total, 1)) * 100)
        return (
            "\(differing) of \(total) pixels (\(percent)%) differ beyond ΔE \(String(format: "%.1f", tolerance)); the largest difference is ΔE \(String(format: "%.1f", largest))",
            map.pngData()
        )
    }

    /// CIE76 color difference between two pixels, each composited over white first.
    static func deltaE(_ a: [UInt8], _ b: [UInt8], at offset: Int) -> Double {
        let la = lab(a, offset), lb = lab(b, offset)
        return ((la.0 - lb.0) * (la.0 - lb.0) + (la.1 - lb.1) * (la.1 - lb.1) + (la.2 - lb.2) * (la.2 - lb.2)).squareRoot()
    }

    private static func lab(_ p: [UInt8], _ o: Int) -> (Double, Double, Double) {
        let alpha = Double(p[o + 3]) / 255
        func linear(_ value: UInt8) -> Double {
            let c = (Double(value) / 255) * alpha + (1 - alpha)
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let r = linear(p[o]), g = linear(p[o + 1]), b = linear(p[o + 2])
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16 / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }
}
