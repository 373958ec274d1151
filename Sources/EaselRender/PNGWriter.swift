import Foundation

/// A small PNG encoder, several times faster than Cairo's own writer.
///
/// 1. Convert Cairo's premultiplied BGRA to straight RGBA, or to RGB when every pixel is opaque.
/// 2. Filter each row with PNG's "Up" filter (the difference from the row above), which turns the flat areas
///    of user interfaces into runs of zeros that deflate compresses cheaply.
/// 3. Deflate with Easel's run-length encoder (`Deflate`), and write the chunks: IHDR, sRGB, pHYs (72 dpi times
///    the scale), IDAT, IEND (`Data+PNGChunks.swift`; zlib computes the chunks' CRC-32).
/// Nothing depends on the time or the machine, so the same pixels give the same bytes. `APNGWriter` writes
/// animations with the same filtering, header and chunks.
enum PNGWriter {
    /// The PNG file for the pixels.
    static func encode(premultipliedBGRA pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, scale: CGFloat) -> Data {
        let rows = FilteredRows(premultipliedBGRA: pixels, width: width, height: height, stride: stride)
        var png = header(width: width, height: height, opaque: rows.opaque, scale: scale)
        png.appendPNGChunk("IDAT", Data(rows.deflated()))
        png.appendPNGChunk("IEND", Data())
        return png
    }

    /// The signature and the chunks before the image data: IHDR (8 bits a channel, RGB when opaque, else RGBA),
    /// sRGB, and pHYs (72 dpi times the scale).
    static func header(width: Int, height: Int, opaque: Bool, scale: CGFloat) -> Data {
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])
        png.appendPNGChunk("IHDR", header)
        png.appendPNGChunk("sRGB", Data([0]))
        var physical = Data()
        let perMeter = UInt32((72 * scale / 0.0254).rounded())
        physical.appendBigEndian(perMeter)
        physical.appendBigEndian(perMeter)
        physical.append(1)
        png.appendPNGChunk("pHYs", physical)
        return png
    }

    /// An image's rows as PNG stores them before compression: each a filter-type byte (2, "Up") and the
    /// differences from the row above, three bytes a pixel when `opaque`, else four.
    struct FilteredRows: Equatable {
        private(set) var bytes: [UInt8]
        let opaque: Bool

        init(bytes: [UInt8], opaque: Bool) {
            self.bytes = bytes
            self.opaque = opaque
        }

        /// Equal rows are equal pixels ("Up" is undone row by row). Compared with `memcmp`, which stays fast in
        /// debug builds, where an element-by-element loop over a frame's megabytes would not.
        static func == (a: FilteredRows, b: FilteredRows) -> Bool {
            guard a.opaque == b.opaque, a.bytes.count == b.bytes.count else { return false }
            return a.bytes.withUnsafeBytes { x in
                b.bytes.withUnsafeBytes { y in
                    guard let p = x.baseAddress, let q = y.baseAddress else { return true }
                    return memcmp(p, q, x.count) == 0
                }
            }
        }

        /// Each byte of `a` minus the same byte of `b`, modulo 256 (PNG's "Up" difference), four at once: a
        /// subtraction whose borrows stay inside each byte.
        @inline(__always)
        static func byteDifferences(_ a: UInt32, _ b: UInt32) -> UInt32 {
            ((a | 0x8080_8080) &- (b & 0x7F7F_7F7F)) ^ ((a ^ ~b) & 0x8080_8080)
        }

        /// The same for eight bytes (two pixels) at once.
        @inline(__always)
        static func byteDifferences(_ a: UInt64, _ b: UInt64) -> UInt64 {
            ((a | 0x8080_8080_8080_8080) &- (b & 0x7F7F_7F7F_7F7F_7F7F)) ^ ((a ^ ~b) & 0x8080_8080_8080_8080)
        }

        /// Steps 1 and 2 for Cairo's pixels: premultiplied BGRA words, rows `stride` bytes apart.
        init(premultipliedBGRA pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int) {
            let source = pixels.assumingMemoryBound(to: UInt32.self)
            let wordsPerRow = stride / 4
            // Room for four channels, in case a pixel turns out not to be opaque. Every byte used is written below,
            // so the buffer starts uninitialized (no pages touched twice).
            let capacity = (width * 4 + 1) * height
            var filteredRows = [UInt8](unsafeUninitializedCapacity: capacity) { _, count in count = capacity }
            var opaque = true
            filteredRows.withUnsafeMutableBufferPointer { out in
                guard let base = out.baseAddress else { return }
                // First as opaque RGB, which needs no unpremultiplying: each byte is its channel minus the one above
                // it, all four bytes of a pixel at once (a subtraction that keeps borrows inside each byte). The
                // pixels' alphas are ANDed along the way; one below 255 means starting again with four channels.
                let rgbRowBytes = width * 3
                var alphas: UInt32 = 0xFF00_0000
                let noRow = [UInt32](repeating: 0, count: width)
                // The loops step pointers in `while` loops and store single bytes: a `for` loop over a range and
                // `storeBytes` are calls in a debug build (which previews and tests use), two to three times slower
                // there; optimized, the three byte stores were faster than a word's (1.5 against 1.7 ms a frame).
                noRow.withUnsafeBufferPointer { noRow in
                    var y = 0
                    while y < height {
                        var p = source + y * wordsPerRow
                        let rowEnd = p + width
                        var q = y == 0 ? noRow.baseAddress! : p - wordsPerRow
                        var o = base + y * (rgbRowBytes + 1)
                        o[0] = 2  // Up
                        o += 1
                        // A row like the one above (an interface's blank stretches) differs by zeros; its alphas
                        // were ANDed with the row above's. `memcmp` and `memset` are as fast in a debug build.
                        if y > 0 && memcmp(p, q, width * 4) == 0 {
                            memset(o, 0, rgbRowBytes)
                            y += 1
                            continue
                        }
                        // Two pixels at a time where both rows' pixels are 8-byte aligned (Cairo's rows are 4-byte
                        // aligned): one 64-bit difference instead of two, 0.85 → 0.6 ms for a 1200×630 card, and
                        // faster in a debug build too (plain `pointee` reads).
                        if (Int(bitPattern: p) | Int(bitPattern: q)) & 7 == 0 {
                            var pairs = UnsafeRawPointer(p).assumingMemoryBound(to: UInt64.self)
                            var above = UnsafeRawPointer(q).assumingMemoryBound(to: UInt64.self)
                            let pairsEnd = UnsafeRawPointer(p + (width & ~1)).assumingMemoryBound(to: UInt64.self)
                            var pairAlphas: UInt64 = 0xFF00_0000_FF00_0000
                            while pairs < pairsEnd {
                                let a = pairs.pointee, b = above.pointee
                                pairAlphas &= a
                                let d = Self.byteDifferences(a, b)
                                // Red, green, blue of the first pixel, then of the second, in file order.
                                o[0] = UInt8(truncatingIfNeeded: d >> 16)
                                o[1] = UInt8(truncatingIfNeeded: d >> 8)
                                o[2] = UInt8(truncatingIfNeeded: d)
                                o[3] = UInt8(truncatingIfNeeded: d >> 48)
                                o[4] = UInt8(truncatingIfNeeded: d >> 40)
                                o[5] = UInt8(truncatingIfNeeded: d >> 32)
                                o += 6
                                pairs += 1
                                above += 1
                            }
                            alphas &= UInt32(truncatingIfNeeded: pairAlphas) & UInt32(truncatingIfNeeded: pairAlphas >> 32)
                            p = UnsafeRawPointer(pairs).assumingMemoryBound(to: UInt32.self)
                            q = UnsafeRawPointer(above).assumingMemoryBound(to: UInt32.self)
                        }
                        while p < rowEnd {
                            let a = p.pointee, b = q.pointee
                            alphas &= a
                            let d = Self.byteDifferences(a, b)
                            // Red, green, blue in file order.
                            o[0] = UInt8(truncatingIfNeeded: d >> 16)
                            o[1] = UInt8(truncatingIfNeeded: d >> 8)
                            o[2] = UInt8(truncatingIfNeeded: d)
                            o += 3
                            p += 1
                            q += 1
                        }
                        if alphas != 0xFF00_0000 { break }
                        y += 1
                    }
                }
                opaque = alphas == 0xFF00_0000
                if opaque { return }
                let rowBytes = width * 4
                // One pass a row: each pixel's straight color as an RGBA word in file order (only a partly
                // transparent pixel needs dividing: an opaque one is its own straight color, and a clear one is
                // all zeros in Cairo's premultiplied form), its "Up" difference from the straight word above it
                // taken four bytes at once (`byteDifferences`), and the word kept as the next row's "above".
                let above = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
                above.initialize(repeating: 0, count: width)
                defer { above.deallocate() }
                StraightColor.reciprocals.withUnsafeBufferPointer { reciprocals in
                let reciprocals = reciprocals.baseAddress!
                var y = 0
                while y < height {
                    var p = source + y * wordsPerRow
                    let rowEnd = p + width
                    var o = base + y * (rowBytes + 1)
                    o[0] = 2  // Up
                    o += 1
                    // A row like the one above differs by zeros, and leaves the straight colors above as they are.
                    if y > 0 && memcmp(p, p - wordsPerRow, width * 4) == 0 {
                        memset(o, 0, rowBytes)
                        y += 1
                        continue
                    }
                    var q = above
                    // A drawn interface is mostly runs of one color: a pixel like the one before it is not
                    // converted again.
                    var last: UInt32 = 0, lastStraight: UInt32 = 0
                    while p < rowEnd {
                        let pixel = p.pointee
                        let alpha = pixel >> 24
                        let straight: UInt32
                        if alpha == 0xFF || alpha == 0 {
                            // BGRA to RGBA: red and blue change places.
                            straight = (pixel & 0xFF00_FF00) | (pixel >> 16 & 0xFF) | (pixel & 0xFF) << 16
                        } else if pixel == last {
                            straight = lastStraight
                        } else {
                            let (r, g, b, a) = StraightColor.channels(pixel, reciprocals: reciprocals)
                            straight = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
                            last = pixel
                            lastStraight = straight
                        }
                        let b = q.pointee
                        let d = Self.byteDifferences(straight, b)
                        o[0] = UInt8(truncatingIfNeeded: d)
                        o[1] = UInt8(truncatingIfNeeded: d >> 8)
                        o[2] = UInt8(truncatingIfNeeded: d >> 16)
                        o[3] = UInt8(truncatingIfNeeded: d >> 24)
                        q.pointee = straight
                        o += 4
                        p += 1
                        q += 1
                    }
                    y += 1
                }
                }
            }
            let used = (width * (opaque ? 3 : 4) + 1) * height
            filteredRows.removeLast(filteredRows.count - used)
            bytes = filteredRows
            self.opaque = opaque
        }

        /// Every pixel transparent black: all differences zero.
        static func transparent(width: Int, height: Int) -> FilteredRows {
            let rowBytes = width * 4 + 1
            var bytes = [UInt8](repeating: 0, count: rowBytes * height)
            for y in 0..<height { bytes[y * rowBytes] = 2 }
            return FilteredRows(bytes: bytes, opaque: false)
        }

        /// Step 3's compression: the rows as a zlib stream.
        func deflated() -> [UInt8] {
            bytes.withUnsafeBufferPointer { Deflate.zlib($0) }
        }

        /// Opaque rows with an alpha channel added, as an image with transparency stores them. No row needs
        /// undoing: "Up" differences of the color bytes stay as they are, and an alpha of 255 everywhere differs
        /// by 255 from the zero row above the first row and by 0 below it.
        func addingOpaqueAlpha(width: Int, height: Int) -> FilteredRows {
            guard opaque else { return self }
            let rgbRow = width * 3 + 1, rgbaRow = width * 4 + 1
            let count = rgbaRow * height
            guard bytes.count == rgbRow * height else { return .transparent(width: width, height: height) }
            let expanded = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
                bytes.withUnsafeBufferPointer { rgb in
                    for y in 0..<height {
                        let alpha: UInt8 = y == 0 ? 255 : 0
                        var i = y * rgbRow, o = y * rgbaRow
                        out[o] = rgb[i]
                        i += 1
                        o += 1
                        for _ in 0..<width {
                            out[o] = rgb[i]
                            out[o + 1] = rgb[i + 1]
                            out[o + 2] = rgb[i + 2]
                            out[o + 3] = alpha
                            i += 3
                            o += 4
                        }
                    }
                }
                initialized = count
            }
            return FilteredRows(bytes: expanded, opaque: false)
        }
    }
}
