@testable import EaselRender
import Testing

/// PNG stores straight color; Cairo draws premultiplied. Dividing the alpha out is done with a reciprocal
/// multiply, which must give exactly what the division gives.
@Suite("Straight color")
struct StraightColorTests {
    @Test("for every alpha from 1 to 254 and every channel value, the reciprocal gives min((c · 255 + ⌊a / 2⌋) / a, 255)")
    func exhaustive() {
        var mismatches = 0
        for a in UInt32(1)...254 {
            for c in UInt32(0)...255 {
                let word = a << 24 | c << 16 | (255 - c) << 8 | c / 2
                let (r, g, b, alpha) = StraightColor.channels(word)
                let expected = [c, 255 - c, c / 2].map { UInt8(min(($0 * 255 + a / 2) / a, 255)) }
                if [r, g, b] != expected || alpha != UInt8(a) { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    @Test("opaque and clear words keep their bytes")
    func edges() {
        #expect(StraightColor.channels(0xFF10_2030) == (0x10, 0x20, 0x30, 0xFF))
        #expect(StraightColor.channels(0x0000_0000) == (0, 0, 0, 0))
        #expect(StraightColor.channels(0x8010_2030, opaque: true) == (0x10, 0x20, 0x30, 0xFF))
    }

    @Test("translucent rows, with runs of one color and changes between, filter to straight RGBA 'Up' differences")
    func translucentRows() {
        let width = 9, height = 3
        // Premultiplied words: runs of a translucent gray, clear and opaque pixels, and single translucent colors.
        let rows: [[UInt32]] = [
            [0x1F0E_0E0E, 0x1F0E_0E0E, 0x1F0E_0E0E, 0, 0, 0xFF20_4060, 0x8040_2010, 0x8040_2010, 0x0101_0101],
            [0x1F0E_0E0E, 0, 0x1F0E_0E0E, 0x1F0E_0E0E, 0x7F7F_0000, 0x7F7F_0000, 0xFE00_FE00, 0x1F0E_0E0E, 0],
            [0, 0, 0, 0, 0x1F0E_0E0E, 0x1F0E_0E0E, 0x1F0E_0E0E, 0x1F0E_0E0E, 0x1F0E_0E0E],
        ]
        let words = rows.flatMap { $0 }
        let filtered = words.withUnsafeBytes {
            PNGWriter.FilteredRows(premultipliedBGRA: $0.baseAddress!, width: width, height: height, stride: width * 4)
        }
        #expect(!filtered.opaque)
        // Straight color by division, the definition, and the "Up" filter undone row by row.
        func straight(_ p: UInt32) -> [UInt8] {
            let a = p >> 24
            let channels = [p >> 16 & 0xFF, p >> 8 & 0xFF, p & 0xFF].map { a == 0 || a == 255 ? $0 : min(($0 * 255 + a / 2) / a, 255) }
            return channels.map { UInt8($0) } + [UInt8(a)]
        }
        var above = [UInt8](repeating: 0, count: width * 4)
        for y in 0..<height {
            let start = y * (width * 4 + 1)
            #expect(filtered.bytes[start] == 2, "each row is 'Up' filtered")
            let row = (0..<(width * 4)).map { filtered.bytes[start + 1 + $0] &+ above[$0] }
            #expect(row == rows[y].flatMap(straight), "row \(y)")
            above = row
        }
    }

    /// Opaque rows are filtered two pixels at a time where both rows are 8-byte aligned, one at a time elsewhere:
    /// odd widths, and strides that leave every other row 4-byte aligned, must give the same bytes as the
    /// definition (each channel minus the one above it, modulo 256, red, green, blue).
    @Test("opaque rows of odd and even widths and strides filter to RGB 'Up' differences", arguments: [(7, 7), (8, 8), (5, 6), (9, 10)])
    func opaqueRows(width: Int, wordsPerRow: Int) {
        let height = 4
        var seed: UInt32 = 0x9E37_79B9
        let words = (0..<(wordsPerRow * height)).map { _ -> UInt32 in
            seed = seed &* 1_664_525 &+ 1_013_904_223
            return 0xFF00_0000 | seed >> 8
        }
        let filtered = words.withUnsafeBytes {
            PNGWriter.FilteredRows(premultipliedBGRA: $0.baseAddress!, width: width, height: height, stride: wordsPerRow * 4)
        }
        #expect(filtered.opaque)
        #expect(filtered.bytes.count == (width * 3 + 1) * height)
        func rgb(_ y: Int, _ x: Int) -> [UInt8] {
            guard y >= 0 else { return [0, 0, 0] }
            let p = words[y * wordsPerRow + x]
            return [UInt8(p >> 16 & 0xFF), UInt8(p >> 8 & 0xFF), UInt8(p & 0xFF)]
        }
        for y in 0..<height {
            let start = y * (width * 3 + 1)
            #expect(filtered.bytes[start] == 2)
            let expected = (0..<width).flatMap { x in zip(rgb(y, x), rgb(y - 1, x)).map { $0 &- $1 } }
            #expect(Array(filtered.bytes[(start + 1)..<(start + 1 + width * 3)]) == expected, "row \(y)")
        }
    }

    @Test("a translucent pixel in the second of a pair, rows in, turns the whole image to RGBA")
    func translucentInAPair() {
        let width = 8, height = 3
        var words = [UInt32](repeating: 0xFF10_2030, count: width * height)
        words[2 * width + 5] = 0x8040_2010
        let filtered = words.withUnsafeBytes {
            PNGWriter.FilteredRows(premultipliedBGRA: $0.baseAddress!, width: width, height: height, stride: width * 4)
        }
        #expect(!filtered.opaque)
        #expect(filtered.bytes.count == (width * 4 + 1) * height)
        // Row 2, pixel 5: straight (0x80, 0x40, 0x20) at alpha 0x80, less the opaque pixel above it.
        let at = 2 * (width * 4 + 1) + 1 + 5 * 4
        let straight: [UInt8] = [0x80, 0x40, 0x20, 0x80], above: [UInt8] = [0x10, 0x20, 0x30, 0xFF]
        let expected = zip(straight, above).map { $0 &- $1 }
        #expect(Array(filtered.bytes[at..<(at + 4)]) == expected)
    }
}
