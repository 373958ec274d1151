@_implementationOnly import CCairo
@_implementationOnly import CDeflate
import Foundation

/// Reads the PNGs most images are, 8-bit RGB and RGBA without interlacing, into the same Cairo surface
/// Cairo's own reader makes of them, about three times as fast; every other PNG is left to Cairo's reader.
///
/// Cairo reads PNGs through libpng, which inflates the image data with zlib and converts each row through
/// its transforms and a callback of Cairo's: 4.9 ms for the benchmark card's 600×600 photo, the largest part
/// of a process's first card. Here libdeflate inflates the data whole (1.1 ms against zlib's 2.5), and
/// each row is unfiltered and converted in one pass (docs/Decisions.md, "How PNGs are read").
///
/// The pixels are Cairo's, bit for bit: an RGB image becomes an opaque RGB24 surface; an RGBA image an ARGB32
/// surface, premultiplied with Cairo's rounding. Ancillary chunks are ignored as Cairo's reader ignores them
/// (it applies no gamma or color profile), except `tRNS`, which gives an RGB image alpha: such files, and
/// anything damaged or unusual (a bad CRC, a chunk Easel does not know, a stream of the wrong length), are
/// returned as nil for Cairo's reader to judge.
enum PNGReader {
    /// The image as a Cairo surface (the caller's to destroy), or nil when the file is not one this reader takes.
    static func surface(from data: Data, width: Int, height: Int) -> OpaquePointer? {
        data.withUnsafeBytes { bytes in
            guard let layout = Layout(bytes, width: width, height: height) else { return nil }
            return decode(layout, width: width, height: height)
        }
    }

    /// What the chunks say: the pixel format and where the compressed image data is.
    private struct Layout {
        /// Bytes a pixel takes in the file: 3 (RGB) or 4 (RGBA).
        var channels: Int
        /// The IDAT chunks' payloads, in order.
        var pieces: [UnsafeRawBufferPointer] = []

        init?(_ bytes: UnsafeRawBufferPointer, width: Int, height: Int) {
            let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            guard bytes.count >= 8, zip(bytes.prefix(8), signature).allSatisfy({ $0 == $1 }) else { return nil }
            func word(_ at: Int) -> UInt32 {
                UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
            }
            var offset = 8
            var channels = 0
            var sawEnd = false, dataEnded = false
            while offset + 12 <= bytes.count {
                let length = Int(word(offset))
                let type = word(offset + 4)
                // A chunk's type is four ASCII letters; libpng refuses anything else.
                for index in (offset + 4)..<(offset + 8) where !(65...90).contains(bytes[index] & 0xDF) { return nil }
                // The length is at most 2^31 − 1, and the chunk, its type and its CRC lie inside the file.
                guard length <= Int(Int32.max), length <= bytes.count - offset - 12 else { return nil }
                let payload = UnsafeRawBufferPointer(rebasing: bytes[(offset + 8)..<(offset + 8 + length)])
                let isCritical = type & 0x2000_0000 == 0
                if isCritical {
                    // Critical chunks are checked as libpng checks them; a mismatch is Cairo's reader's to report.
                    let typeAndPayload = UnsafeRawBufferPointer(rebasing: bytes[(offset + 4)..<(offset + 8 + length)])
                    let crc = libdeflate_crc32(0, typeAndPayload.baseAddress, typeAndPayload.count)
                    guard crc == word(offset + 8 + length) else { return nil }
                }
                switch type {
                case 0x4948_4452:  // IHDR, first and once
                    guard offset == 8, length == 13, Int(word(offset + 8)) == width, Int(word(offset + 12)) == height,
                          payload[8] == 8,  // bit depth
                          payload[10] == 0, payload[11] == 0, payload[12] == 0  // deflate, adaptive filters, no interlacing
                    else { return nil }
                    switch payload[9] {
                    case 2: channels = 3
                    case 6: channels = 4
                    default: return nil
                    }
                case 0x4944_4154:  // IDAT, in one run of chunks
                    guard channels > 0, !dataEnded else { return nil }
                    pieces.append(payload)
                case 0x4945_4E44:  // IEND
                    sawEnd = true
                case 0x504C_5445:  // PLTE: a suggested palette, which an RGB image's reader ignores
                    guard channels > 0, pieces.isEmpty else { return nil }
                case 0x7452_4E53:  // tRNS: a transparent color, which Cairo's reader turns into alpha
                    return nil
                default:
                    guard !isCritical, channels > 0 else { return nil }
                }
                if !pieces.isEmpty, type != 0x4944_4154 { dataEnded = true }
                offset += length + 12
                if sawEnd { break }
            }
            guard sawEnd, channels > 0, !pieces.isEmpty else { return nil }
            self.channels = channels
        }
    }

    private static func decode(_ layout: Layout, width: Int, height: Int) -> OpaquePointer? {
        let channels = layout.channels
        let rowBytes = width * channels
        let rawCount = height * (1 + rowBytes)
        let format = channels == 3 ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        guard let surface = cairo_image_surface_create(format, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(surface),
              Int(cairo_image_surface_get_stride(surface)) == 4 * width
        else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_flush(surface)
        // An RGB image's filtered rows (1 + 3w bytes each) are inflated into the end of its surface (4w bytes a
        // row), so no other buffer is touched: row y's pixels end at 4w(y + 1), never past the start of row
        // y + 1's filtered bytes at h(w − 1) + (3w + 1)(y + 1), and row y is read before they are written. RGBA
        // rows are longer than the surface's and are inflated apart.
        let surfaceBytes = 4 * width * height
        let inPlace = rawCount <= surfaceBytes
        let raw = inPlace
            ? UnsafeMutableRawPointer(pixels) + (surfaceBytes - rawCount) : UnsafeMutableRawPointer.allocate(byteCount: rawCount, alignment: 16)
        defer { if !inPlace { raw.deallocate() } }
        guard inflate(layout.pieces, into: raw, count: rawCount),
              unfilter(
                raw.assumingMemoryBound(to: UInt8.self),
                into: UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt32.self),
                width: width, height: height, channels: channels)
        else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// Inflates the zlib stream the pieces make into exactly `count` bytes; false for a damaged stream, a
    /// checksum that does not match, or a length other than `count`.
    private static func inflate(_ pieces: [UnsafeRawBufferPointer], into output: UnsafeMutableRawPointer, count: Int) -> Bool {
        guard let decompressor = libdeflate_alloc_decompressor() else { return false }
        defer { libdeflate_free_decompressor(decompressor) }
        var produced = 0
        let result: libdeflate_result
        if pieces.count == 1 {
            result = libdeflate_zlib_decompress(decompressor, pieces[0].baseAddress, pieces[0].count, output, count, &produced)
        } else {
            // Files written in many chunks (libpng's default is 8 KiB each) are joined first.
            let total = pieces.reduce(0) { $0 + $1.count }
            let joined = UnsafeMutableRawBufferPointer.allocate(byteCount: total, alignment: 16)
            defer { joined.deallocate() }
            var at = 0
            for piece in pieces {
                UnsafeMutableRawBufferPointer(rebasing: joined[at..<(at + piece.count)]).copyMemory(from: piece)
                at += piece.count
            }
            result = libdeflate_zlib_decompress(decompressor, joined.baseAddress, total, output, count, &produced)
        }
        return result == LIBDEFLATE_SUCCESS && produced == count
    }

    /// Reverses each row's filter (PNG's five: none, sub, up, average, Paeth) and writes the pixels in Cairo's
    /// layout; false for an unknown filter type.
    private static func unfilter(
        _ raw: UnsafeMutablePointer<UInt8>, into pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, channels: Int
    ) -> Bool {
        let rowBytes = width * channels
        // The row being unfiltered and the one above it, apart from the filtered bytes (which the pixels may
        // overwrite); the row above the first is zeros.
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * rowBytes)
        defer { rows.deallocate() }
        rows.initialize(repeating: 0, count: 2 * rowBytes)
        var current = rows, above = rows + rowBytes
        for y in 0..<height {
            let filtered = raw + y * (1 + rowBytes)
            let line = filtered + 1
            let c = channels
            switch filtered[0] {
            case 0:
                current.update(from: line, count: rowBytes)
            case 1:
                for i in 0..<min(c, rowBytes) { current[i] = line[i] }
                for i in c..<max(c, rowBytes) { current[i] = line[i] &+ current[i - c] }
            case 2:
                for i in 0..<rowBytes { current[i] = line[i] &+ above[i] }
            case 3:
                for i in 0..<min(c, rowBytes) { current[i] = line[i] &+ above[i] >> 1 }
                for i in c..<max(c, rowBytes) {
                    current[i] = line[i] &+ UInt8(truncatingIfNeeded: (UInt16(current[i - c]) + UInt16(above[i])) >> 1)
                }
            case 4:
                for i in 0..<min(c, rowBytes) { current[i] = line[i] &+ above[i] }
                for i in c..<max(c, rowBytes) {
                    current[i] = line[i] &+ paeth(current[i - c], above[i], above[i - c])
                }
            default:
                return false
            }
            let out = pixels + y * width
            if channels == 3 {
                for x in 0..<width {
                    let p = current + 3 * x
                    out[x] = 0xFF00_0000 | UInt32(p[0]) << 16 | UInt32(p[1]) << 8 | UInt32(p[2])
                }
            } else {
                for x in 0..<width {
                    let p = current + 4 * x
                    let alpha = UInt32(p[3])
                    switch alpha {
                    case 0: out[x] = 0
                    case 255: out[x] = 0xFF00_0000 | UInt32(p[0]) << 16 | UInt32(p[1]) << 8 | UInt32(p[2])
                    default:
                        out[x] = alpha << 24 | premultiply(alpha, p[0]) << 16 | premultiply(alpha, p[1]) << 8
                            | premultiply(alpha, p[2])
                    }
                }
            }
            swap(&current, &above)
        }
        return true
    }

    /// The Paeth predictor: whichever of left, above and upper-left is nearest to left + above − upper-left.
    @inline(__always)
    private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// A channel times alpha over 255, rounded as Cairo's reader rounds it.
    @inline(__always)
    private static func premultiply(_ alpha: UInt32, _ channel: UInt8) -> UInt32 {
        let product = alpha * UInt32(channel) + 0x80
        return (product + (product >> 8)) >> 8
    }
}
