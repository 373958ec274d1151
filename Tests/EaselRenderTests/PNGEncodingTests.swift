import EaselRender
import EaselTesting
import Foundation
import Testing

/// Easel writes PNGs with its own deflate encoder; these read them back outside Easel (netpbm's pngtopam, over
/// libpng and zlib, which check the stream and its Adler-32 checksum) and compare every pixel.
@Suite("PNG encoding")
struct PNGEncodingTests {
    func roundTrip(_ image: RasterImage) throws -> Pixels {
        let png = try #require(image.pngData())
        return try Pixels(png: png)
    }

    @Test("noise, which leaves nothing to match, survives over several deflate blocks")
    func noise() throws {
        var random = SeededGenerator(seed: 7)
        // 256×256 opaque pixels: 196,864 filtered bytes, nearly all literals, so four blocks of 65,536 tokens.
        let rgba = (0..<(256 * 256)).flatMap { _ in [UInt8.random(in: 0...255, using: &random), .random(in: 0...255, using: &random), .random(in: 0...255, using: &random), 255] }
        let decoded = try roundTrip(RasterImage(width: 256, height: 256, rgba: rgba))
        #expect(decoded.width == 256 && decoded.height == 256)
        #expect(decoded.rgba == rgba)
    }

    @Test("transparent and opaque pixels mixed are written with alpha")
    func alpha() throws {
        var random = SeededGenerator(seed: 11)
        var rgba: [UInt8] = []
        for _ in 0..<(40 * 30) {
            // Fully opaque or fully transparent, so premultiplying loses nothing; transparent reads back as zeros.
            if Bool.random(using: &random) {
                rgba += [.random(in: 0...255, using: &random), .random(in: 0...255, using: &random), .random(in: 0...255, using: &random), 255]
            } else {
                rgba += [0, 0, 0, 0]
            }
        }
        let decoded = try roundTrip(RasterImage(width: 40, height: 30, rgba: rgba))
        #expect(decoded.rgba == rgba)
    }

    @Test("runs longer than deflate's longest match (258 bytes) are split and read back whole")
    func longRuns() throws {
        let pixel: [UInt8] = [20, 40, 60, 255]
        var rgba: [UInt8] = Array(repeating: pixel, count: 1000 * 3).flatMap { $0 }
        rgba[(1 * 1000 + 517) * 4] = 200  // one different pixel breaks a run mid-row
        let image = RasterImage(width: 1000, height: 3, rgba: rgba)
        let png = try #require(image.pngData())
        #expect(try Pixels(png: png).rgba == rgba)
        // Each row is filtered against the one above ("Up"), so a row equal to it is a run of 3,000 zeros:
        // one literal and twelve matches, a few bytes. 27 more such rows cost far less than their 81,027 bytes.
        let taller = try #require(RasterImage(width: 1000, height: 30, rgba: rgba + Array(repeating: pixel, count: 1000 * 27).flatMap { $0 }).pngData())
        #expect(taller.count - png.count < 300)
    }

    @Test("a single pixel, with a code of the fewest symbols")
    func singlePixel() throws {
        let rgba: [UInt8] = [1, 2, 3, 255]
        #expect(try roundTrip(RasterImage(width: 1, height: 1, rgba: rgba)).rgba == rgba)
    }

    /// Frequencies growing like the Fibonacci numbers give a Huffman tree as deep as there are symbols; deflate
    /// allows codes of at most 15 bits (RFC 1951 §3.2.7), so the lengths must be limited and still form a
    /// complete prefix code (the Kraft sum is exactly one) that gives no frequent symbol a longer code.
    @Test("Huffman code lengths are limited to 15 bits and stay a complete prefix code")
    func limitedLengths() {
        var fibonacci = [1, 1]
        while fibonacci.count < 30 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        let lengths = Huffman.codeLengths(fibonacci, limit: 15)
        #expect(lengths.allSatisfy { $0 >= 1 && $0 <= 15 })
        #expect(lengths.max() == 15)
        let kraft = lengths.reduce(0) { $0 + (1 << (15 - Int($1))) }
        #expect(kraft == 1 << 15)
        for (a, b) in zip(lengths, lengths.dropFirst()) { #expect(a >= b) }  // ascending frequency, no longer code
        // Unlimited, an ordinary distribution keeps its optimal lengths: 1/2, 1/4, 1/8, 1/8.
        #expect(Huffman.codeLengths([4, 2, 1, 1], limit: 15) == [1, 2, 3, 3])
        // One symbol alone still gets a partner, so the code is complete.
        #expect(Huffman.codeLengths([0, 0, 5], limit: 7) == [1, 0, 1])
    }
}
