import Foundation

/// A video frame as H.264 encodes it: planar 4:2:0 (ffmpeg's `yuv420p`), BT.709 coefficients, limited ("TV")
/// range, converted by Easel from the premultiplied BGRA a render draws (docs/Decisions.md, "Recording
/// animations").
///
/// 1. Each pixel's luma is Y = 16 + 219 · (0.2126 R + 0.7152 G + 0.0722 B) with R, G, B in 0…1, rounded.
/// 2. Each 2 × 2 block shares one chroma pair, from the block's mean color:
///    Cb = 128 + 224 · (B − Y′) / 1.8556 and Cr = 128 + 224 · (R − Y′) / 1.5748, Y′ the block's unscaled luma.
/// 3. The colors are taken as they are, so a pixel that is not opaque shows as if drawn over black (a video has
///    no transparency).
/// 4. A frame of odd width or height is padded to even by repeating its last column or row.
///
/// The arithmetic is in 16-bit fixed point, so the same pixels give the same bytes on every machine.
package enum YUV420Frame {
    /// The Y plane, then Cb, then Cr: `width × height` bytes and two quarters of that.
    package static func byteCount(width: Int, height: Int) -> Int { width * height + 2 * (width / 2) * (height / 2) }

    // BT.709 in limited range, scaled by 2^16: luma's weights times 219/255 (the 16 of the offset and half a
    // step for rounding folded into `lumaOffset`), and the chroma weights times 224/255, applied to sums of four
    // pixels (so shifted by 18; 128 and the rounding in `chromaOffset`).
    private static let yR: Int32 = 11966, yG: Int32 = 40254, yB: Int32 = 4064, lumaOffset: Int32 = 16 << 16 + 1 << 15
    private static let bR: Int32 = -6596, bG: Int32 = -22189, bB: Int32 = 28785
    private static let rR: Int32 = 28784, rG: Int32 = -26145, rB: Int32 = -2639, chromaOffset: Int32 = 128 << 18 + 1 << 17

    /// Converts `width` × `height` premultiplied BGRA words, rows `stride` bytes apart, into a frame of
    /// `paddedWidth` × `paddedHeight` (each even, at most one more than the source's) at `out`.
    ///
    /// Eight pixels at a time where the row has them (SIMD, 1.8 ms for a 786 × 2200 frame where a pixel at a
    /// time took 3 ms), the rest one by one with the same arithmetic.
    package static func convert(
        _ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int,
        into out: UnsafeMutablePointer<UInt8>, paddedWidth: Int, paddedHeight: Int
    ) {
        let chromaWidth = paddedWidth / 2
        let cbPlane = out + paddedWidth * paddedHeight
        let crPlane = cbPlane + chromaWidth * (paddedHeight / 2)
        for y in 0..<height {
            let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            let luma = out + y * paddedWidth
            var x = 0
            while x + 8 <= width {
                let (r, g, b) = channels(UnsafeRawPointer(row + x).loadUnaligned(as: SIMD8<UInt32>.self))
                let value = (yR &* r &+ yG &* g &+ yB &* b &+ lumaOffset) &>> 16
                UnsafeMutableRawPointer(luma + x).storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: value), as: SIMD8<UInt8>.self)
                x += 8
            }
            while x < width {
                let (r, g, b) = channels(row[x])
                luma[x] = UInt8(truncatingIfNeeded: (yR &* r &+ yG &* g &+ yB &* b &+ lumaOffset) >> 16)
                x += 1
            }
            if paddedWidth > width { luma[width] = luma[width - 1] }
        }
        if paddedHeight > height {
            (out + height * paddedWidth).update(from: out + (height - 1) * paddedWidth, count: paddedWidth)
        }
        for blockRow in 0..<(paddedHeight / 2) {
            let top = 2 * blockRow, bottom = min(top + 1, height - 1)
            let row0 = (pixels + top * stride).assumingMemoryBound(to: UInt32.self)
            let row1 = (pixels + bottom * stride).assumingMemoryBound(to: UInt32.self)
            let cbRow = cbPlane + blockRow * chromaWidth, crRow = crPlane + blockRow * chromaWidth
            var column = 0
            // Four blocks at a time: eight pixels of each row, each channel's pairs of lanes added.
            while 2 * column + 8 <= width {
                let upper = channels(UnsafeRawPointer(row0 + 2 * column).loadUnaligned(as: SIMD8<UInt32>.self))
                let lower = channels(UnsafeRawPointer(row1 + 2 * column).loadUnaligned(as: SIMD8<UInt32>.self))
                let r = upper.0 &+ lower.0, g = upper.1 &+ lower.1, b = upper.2 &+ lower.2
                let (sumR, sumG, sumB) = (r.evenHalf &+ r.oddHalf, g.evenHalf &+ g.oddHalf, b.evenHalf &+ b.oddHalf)
                let cb = (bR &* sumR &+ bG &* sumG &+ bB &* sumB &+ chromaOffset) &>> 18
                let cr = (rR &* sumR &+ rG &* sumG &+ rB &* sumB &+ chromaOffset) &>> 18
                UnsafeMutableRawPointer(cbRow + column).storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: cb), as: SIMD4<UInt8>.self)
                UnsafeMutableRawPointer(crRow + column).storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: cr), as: SIMD4<UInt8>.self)
                column += 4
            }
            while column < chromaWidth {
                // The right pixel of an odd width's last block is its left one repeated.
                let left = 2 * column, right = min(left + 1, width - 1)
                let a = channels(row0[left]), b = channels(row0[right]), c = channels(row1[left]), d = channels(row1[right])
                let sumR = a.0 + b.0 + c.0 + d.0, sumG = a.1 + b.1 + c.1 + d.1, sumB = a.2 + b.2 + c.2 + d.2
                cbRow[column] = UInt8(truncatingIfNeeded: (bR &* sumR &+ bG &* sumG &+ bB &* sumB &+ chromaOffset) >> 18)
                crRow[column] = UInt8(truncatingIfNeeded: (rR &* sumR &+ rG &* sumG &+ rB &* sumB &+ chromaOffset) >> 18)
                column += 1
            }
        }
    }

    /// A BGRA word's red, green and blue.
    @inline(__always)
    private static func channels(_ word: UInt32) -> (Int32, Int32, Int32) {
        (Int32((word >> 16) & 0xFF), Int32((word >> 8) & 0xFF), Int32(word & 0xFF))
    }

    /// Eight BGRA words' reds, greens and blues.
    @inline(__always)
    private static func channels(_ words: SIMD8<UInt32>) -> (SIMD8<Int32>, SIMD8<Int32>, SIMD8<Int32>) {
        (SIMD8<Int32>(truncatingIfNeeded: (words &>> 16) & 0xFF), SIMD8<Int32>(truncatingIfNeeded: (words &>> 8) & 0xFF),
         SIMD8<Int32>(truncatingIfNeeded: words & 0xFF))
    }
}
