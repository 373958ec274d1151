import CCairo
import EaselGraphics
@testable import EaselRender
import Foundation
import Testing

/// Easel's reader of 8-bit RGB and RGBA PNGs gives exactly the pixels Cairo's own reader (libpng) gives, for
/// every filter type, and leaves every file it does not take to Cairo's reader. Cairo's reader is the reference:
/// each file is decoded both ways and the surfaces compared byte for byte.
@Suite struct PNGReaderTests {
    /// A PNG of the given rows (each `channels` bytes a pixel), each row filtered by `filters[y % count]`,
    /// compressed by Easel's deflate, the data split into IDAT chunks of at most `chunk` bytes; `extra` chunks
    /// go between IHDR and the data.
    static func png(
        width: Int, height: Int, channels: Int, pixel: (Int, Int, Int) -> UInt8, filters: [UInt8],
        chunk: Int = .max, extra: [(String, Data)] = [], interlaced: Bool = false, bitDepth: UInt8 = 8
    ) -> Data {
        let rowBytes = width * channels
        var rows: [[UInt8]] = []
        for y in 0..<height { rows.append((0..<rowBytes).map { pixel(y, $0 / channels, $0 % channels) }) }
        var filtered: [UInt8] = []
        for y in 0..<height {
            let filter = filters[y % filters.count]
            let row = rows[y], above = y > 0 ? rows[y - 1] : [UInt8](repeating: 0, count: rowBytes)
            filtered.append(filter)
            for i in 0..<rowBytes {
                let a = i >= channels ? Int(row[i - channels]) : 0
                let b = Int(above[i])
                let c = i >= channels ? Int(above[i - channels]) : 0
                let prediction: Int = switch filter {
                case 1: a
                case 2: b
                case 3: (a + b) / 2
                case 4: {
                    let p = a + b - c
                    let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                }()
                default: 0
                }
                filtered.append(UInt8(truncatingIfNeeded: Int(row[i]) - prediction))
            }
        }
        let compressed = filtered.withUnsafeBufferPointer { Deflate.zlib($0) }
        func word(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let color: UInt8 = channels == 4 ? 6 : 2
        file.appendPNGChunk("IHDR", Data(word(width) + word(height) + [bitDepth, color, 0, 0, interlaced ? 1 : 0]))
        for (type, body) in extra { file.appendPNGChunk(type, body) }
        var start = 0
        repeat {
            let end = min(compressed.count, start + min(chunk, compressed.count))
            file.appendPNGChunk("IDAT", Data(compressed[start..<end]))
            start = end
        } while start < compressed.count
        file.appendPNGChunk("IEND", Data())
        return file
    }

    /// The surface's pixels, row by row, with its format; nil for no surface.
    static func pixels(_ surface: OpaquePointer?) -> (format: Int32, bytes: [UInt8])? {
        guard let surface else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
        else { return nil }
        let height = Int(cairo_image_surface_get_height(surface)), stride = Int(cairo_image_surface_get_stride(surface))
        return (Int32(cairo_image_surface_get_format(surface).rawValue), Array(UnsafeBufferPointer(start: data, count: height * stride)))
    }

    /// What Cairo's own reader (libpng), as the decoder calls it for every other PNG, makes of the file.
    static func cairoPixels(_ file: Data) -> (format: Int32, bytes: [UInt8])? {
        guard let source = try? ImageSource(name: "reference", data: file),
              let decoded = ImageDecoder.decodePNGWithCairo(source)
        else { return nil }
        return pixels(cairo_surface_reference(decoded.surface))
    }

    /// Seeded noise, so rows differ and every filter has work to do.
    static func noise(_ y: Int, _ x: Int, _ channel: Int) -> UInt8 {
        var value = UInt64(y &* 7919 &+ x &* 104_729 &+ channel &* 1_299_709) &* 0x9E37_79B9_7F4A_7C15
        value ^= value >> 29
        return UInt8(truncatingIfNeeded: value)
    }

    @Test("RGB and RGBA files of every filter type read as Cairo reads them", arguments: [3, 4])
    func matchesCairo(channels: Int) throws {
        // Sizes include one pixel, one row, one column and odd widths; filters 0–4 each alone and mixed.
        let sizes = [(1, 1), (1, 9), (9, 1), (7, 5), (64, 33)]
        let filterSets: [[UInt8]] = [[0], [1], [2], [3], [4], [0, 1, 2, 3, 4], [4, 3, 2, 1, 0, 2]]
        // Alpha covers 0, 255 and values between, so premultiplication and its rounding are both checked.
        let pictures: [(Int, Int, Int) -> UInt8] = [
            Self.noise,
            { y, x, c in c == 3 ? UInt8((x * 37 + y * 11) % 256) : UInt8((x * 5 + y * 3 + c * 60) % 256) },
            { y, x, c in c == 3 ? [0, 255, 1, 254, 128][(x + y) % 5] : Self.noise(y, x, c) },
        ]
        var checked = 0
        for (width, height) in sizes {
            for filters in filterSets {
                for picture in pictures {
                    let file = Self.png(width: width, height: height, channels: channels, pixel: picture, filters: filters)
                    let expected = try #require(Self.cairoPixels(file))
                    let read = try #require(Self.pixels(PNGReader.surface(from: file, width: width, height: height)))
                    #expect(read.format == expected.format && read.bytes == expected.bytes,
                            "\(width)×\(height), \(channels) channels, filters \(filters)")
                    checked += 1
                }
            }
        }
        #expect(checked == 105)
    }

    @Test("Image data in many IDAT chunks, and ancillary chunks Cairo's reader ignores, read the same")
    func chunks() throws {
        let extra: [(String, Data)] = [("gAMA", Data([0, 0, 0xB1, 0x8F])), ("sRGB", Data([0])), ("tEXt", Data("Title\0Card".utf8))]
        let file = Self.png(width: 40, height: 30, channels: 3, pixel: Self.noise, filters: [4, 1], chunk: 97, extra: extra)
        let expected = try #require(Self.cairoPixels(file))
        let read = try #require(Self.pixels(PNGReader.surface(from: file, width: 40, height: 30)))
        #expect(read.bytes == expected.bytes)
    }

    @Test("Files outside the reader's kind, or damaged, are left to Cairo's reader")
    func leftToCairo() throws {
        func make(_ channels: Int = 3, filters: [UInt8] = [0], extra: [(String, Data)] = [], interlaced: Bool = false, depth: UInt8 = 8) -> Data {
            Self.png(width: 8, height: 8, channels: channels, pixel: Self.noise, filters: filters, extra: extra,
                     interlaced: interlaced, bitDepth: depth)
        }
        let good = make()
        #expect(PNGReader.surface(from: good, width: 8, height: 8).map { cairo_surface_destroy($0) } != nil)
        // A transparent color (tRNS) gives an RGB image alpha; interlacing and 16-bit channels are Cairo's.
        #expect(PNGReader.surface(from: make(extra: [("tRNS", Data([0, 1, 0, 2, 0, 3]))]), width: 8, height: 8) == nil)
        #expect(PNGReader.surface(from: make(interlaced: true), width: 8, height: 8) == nil)
        #expect(PNGReader.surface(from: make(depth: 16), width: 8, height: 8) == nil)
        // A size other than the one the source read from the header.
        #expect(PNGReader.surface(from: good, width: 9, height: 8) == nil)
        // An unknown filter type, a damaged CRC, a cut-off file, a missing IEND.
        #expect(PNGReader.surface(from: make(filters: [5]), width: 8, height: 8) == nil)
        var badCRC = good
        badCRC[33 + 8] ^= 0xFF  // the first byte of the IDAT payload, so its CRC no longer matches
        #expect(PNGReader.surface(from: badCRC, width: 8, height: 8) == nil)
        #expect(PNGReader.surface(from: good.prefix(good.count - 20), width: 8, height: 8) == nil)
        #expect(PNGReader.surface(from: good.prefix(good.count - 12), width: 8, height: 8) == nil)
        // An unknown critical chunk (its first letter upper case) and a type that is not letters.
        #expect(PNGReader.surface(from: make(extra: [("ABCD", Data([1]))]), width: 8, height: 8) == nil)
        #expect(PNGReader.surface(from: make(extra: [("ab1d", Data([1]))]), width: 8, height: 8) == nil)
        // None of these is read differently through the decoder: what the reader leaves, Cairo decides.
        for file in [make(extra: [("tRNS", Data([0, 1, 0, 2, 0, 3]))]), badCRC, make(filters: [5])] {
            let source = try ImageSource(name: "fixture", data: file)
            let decoded = ImageDecoder.surface(for: source, cached: false)
            let expected = Self.cairoPixels(file)
            let bytes = decoded.flatMap { Self.pixels(cairo_surface_reference($0.surface))?.bytes }
            #expect(bytes == expected?.bytes)
        }
    }

    @Test("Damaged copies of a file never crash the reader, which declines every one")
    func damagedCopies() throws {
        let file = Self.png(width: 12, height: 7, channels: 4, pixel: Self.noise, filters: [0, 1, 2, 3, 4], chunk: 40)
        var state: UInt64 = 0x5EED
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        var read = 0
        for round in 0..<400 {
            var copy = [UInt8](file)
            // Bytes changed at random (a CRC then catches most), or the file cut short.
            if round % 4 == 3 {
                copy.removeLast(1 + next() % (copy.count - 8))
            } else {
                for _ in 0..<(1 + next() % 3) { copy[next() % copy.count] ^= UInt8(1 + next() % 255) }
            }
            let data = Data(copy)
            guard let surface = PNGReader.surface(from: data, width: 12, height: 7) else { continue }
            read += 1
            let ours = try #require(Self.pixels(surface))
            #expect(ours.bytes == Self.cairoPixels(data)?.bytes)
        }
        // The file has only critical chunks, whose CRCs cover every byte after the signature, and a cut file lacks
        // its IEND: no damaged copy is taken, so each is Cairo's reader's to judge.
        #expect(read == 0)
    }
}
