import Foundation

/// An encoded bitmap (PNG or JPEG) with its size read from its header, so layout knows an image's size
/// without decoding its pixels; the renderer decodes it once, when it first draws it.
// Safety: immutable: every stored property is a `let` of a Sendable value type, set once in init.
package final class ImageSource: @unchecked Sendable, Hashable, CustomStringConvertible {
    package enum Format: String, Sendable {
        case png = "PNG", jpeg = "JPEG"
    }

    package let name: String
    package let data: Data
    package let format: Format
    package let pixelWidth: Int
    package let pixelHeight: Int
    /// Pixels per point: 2 for a file named `name@2x.png`.
    package let scale: CGFloat

    /// The image's size in points.
    package var size: CGSize {
        CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }

    /// An image from encoded bytes; the error says why the bytes are not a PNG or JPEG image Easel can use.
    package init(name: String, data: Data, scale: CGFloat = 1) throws(ImageSourceError) {
        self.name = name
        self.data = data
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        let bytes = [UInt8](data.prefix(65_536))
        if let (width, height) = Self.pngSize(bytes) {
            format = .png
            (pixelWidth, pixelHeight) = (width, height)
        } else if let (width, height) = try Self.jpegSize(data) {
            format = .jpeg
            (pixelWidth, pixelHeight) = (width, height)
        } else {
            throw ImageSourceError("is neither a PNG nor a JPEG file")
        }
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= 32_768, pixelHeight <= 32_768 else {
            throw ImageSourceError("declares an unusable size of \(pixelWidth)x\(pixelHeight) pixels")
        }
        // Refused before anything is decoded: a small file can declare gigabytes of pixels.
        guard pixelWidth * pixelHeight <= Self.pixelLimit else {
            throw ImageSourceError(
                "declares \(pixelWidth)x\(pixelHeight) pixels, more than Easel decodes (\(Self.pixelLimit) pixels, "
                    + "as many as 8192x8192)")
        }
    }

    /// The most pixels an image may declare: 2^26 (8192 × 8192), 256 MiB once decoded.
    package static let pixelLimit = 1 << 26

    package static func == (lhs: ImageSource, rhs: ImageSource) -> Bool { lhs === rhs }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    package var description: String { "\(name) (\(format.rawValue), \(pixelWidth)x\(pixelHeight) px @\(scale)x)" }

    /// Width and height from a PNG's signature and IHDR chunk.
    private static func pngSize(_ bytes: [UInt8]) -> (Int, Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8)
        else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    /// Width and height from a JPEG's first start-of-frame marker; nil if the data is not a JPEG at all.
    private static func jpegSize(_ data: Data) throws(ImageSourceError) -> (Int, Int)? {
        let bytes = [UInt8](data)
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 3 < bytes.count {
            guard bytes[index] == 0xFF else { throw ImageSourceError("is a JPEG file with a damaged header") }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { index += 2; continue }
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            guard length >= 2 else { throw ImageSourceError("is a JPEG file with a damaged header") }
            // SOF0…SOF15, except DHT (C4), JPG (C8) and DAC (CC), carry the frame's size.
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard index + 8 < bytes.count else { break }
                let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
                let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
                return (width, height)
            }
            index += 2 + length
        }
        throw ImageSourceError("is a JPEG file whose size could not be found")
    }
}

/// Why bytes could not be used as an image.
package struct ImageSourceError: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}

/// A bitmap drawn into a rectangle.
package struct ImageDrawing: Sendable {
    package enum Interpolation: Sendable {
        case none, low, medium, high
    }

    package var source: ImageSource
    /// Where the whole image goes (stretching), or the bounds to cover with copies of it (tiling).
    package var rect: CGRect
    /// With tiling, the size of one copy, its first one at `rect`'s origin.
    package var tileSize: CGSize?
    package var interpolation: Interpolation
    /// With a template rendering mode, the paint that replaces the image's colors, keeping its alpha.
    package var tint: Paint?
    /// Whether the image's edges are smoothed where they fall across pixels (`Image.antialiased(_:)`).
    package var antialiased: Bool

    package init(
        source: ImageSource, rect: CGRect, tileSize: CGSize? = nil, interpolation: Interpolation, tint: Paint?,
        antialiased: Bool = true
    ) {
        self.source = source
        self.rect = rect
        self.tileSize = tileSize
        self.interpolation = interpolation
        self.tint = tint
        self.antialiased = antialiased
    }
}
