@_implementationOnly import CCairo
import EaselGraphics
import Foundation

/// Straight (not premultiplied) 8-bit RGBA pixels, for comparing rendered images in tests.
package struct RasterImage: Equatable, Sendable {
    package let width: Int
    package let height: Int
    /// Four bytes per pixel, red first, rows top to bottom.
    package var rgba: [UInt8]

    package init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The pixels of a PNG file, or nil when the data is not one.
    package init?(png data: Data) {
        guard let source = try? ImageSource(name: "png", data: data), source.format == .png,
              let decoded = ImageDecoder.surface(for: source, cached: false)
        else { return nil }
        let surface = decoded.surface
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let pixels = cairo_image_surface_get_data(surface) else { return nil }
        let hasAlpha = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        UnsafeRawPointer(pixels).withMemoryRebound(to: UInt32.self, capacity: stride / 4 * height) { words in
            for y in 0..<height {
                for x in 0..<width {
                    let (r, g, b, a) = StraightColor.channels(words[y * stride / 4 + x], opaque: !hasAlpha)
                    let o = (y * width + x) * 4
                    rgba[o] = r
                    rgba[o + 1] = g
                    rgba[o + 2] = b
                    rgba[o + 3] = a
                }
            }
        }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The image as a PNG file.
    package func pngData() -> Data? {
        var words = [UInt32](repeating: 0, count: width * height)
        for index in words.indices {
            let o = index * 4
            let a = UInt32(rgba[o + 3])
            func premultiplied(_ value: UInt8) -> UInt32 { (UInt32(value) * a + 127) / 255 }
            words[index] = a << 24 | premultiplied(rgba[o]) << 16 | premultiplied(rgba[o + 1]) << 8 | premultiplied(rgba[o + 2])
        }
        return words.withUnsafeBytes { bytes in
            PNGWriter.encode(premultipliedBGRA: bytes.baseAddress!, width: width, height: height, stride: width * 4, scale: 1)
        }
    }
}
