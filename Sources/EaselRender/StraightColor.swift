/// Premultiplied color back to straight color, as PNG stores it.
enum StraightColor {
    /// The channels of a premultiplied ARGB word with its alpha divided out, each rounded to the nearest byte:
    /// min((c · 255 + ⌊a / 2⌋) / a, 255) for an alpha between 1 and 254, the word's own bytes otherwise.
    @inline(__always)
    static func channels(_ p: UInt32, opaque: Bool = false) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        reciprocals.withUnsafeBufferPointer { channels(p, opaque: opaque, reciprocals: $0.baseAddress!) }
    }

    /// The same, with `reciprocals` read once by a caller that converts many words (a global's every read checks
    /// that it is initialized).
    @inline(__always)
    static func channels(
        _ p: UInt32, opaque: Bool = false, reciprocals: UnsafePointer<UInt64>
    ) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let a = opaque ? 0xFF : p >> 24
        var r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
        if a != 0xFF && a != 0 {
            let reciprocal = reciprocals[Int(a)], half = a / 2
            r = min(divide(r * 255 + half, reciprocal), 255)
            g = min(divide(g * 255 + half, reciprocal), 255)
            b = min(divide(b * 255 + half, reciprocal), 255)
        }
        return (UInt8(truncatingIfNeeded: r), UInt8(truncatingIfNeeded: g), UInt8(truncatingIfNeeded: b), UInt8(truncatingIfNeeded: a))
    }

    /// ⌊n / a⌋ for n below 2^16, given ⌈2^40 / a⌉: a multiply and a shift where a division took several times
    /// as long (a frame with large translucent areas spent most of its PNG encoding dividing). Exact: with
    /// m = ⌈2^40 / a⌉ = (2^40 + e) / a, 0 ≤ e < a, n · m / 2^40 = n / a + n · e / (a · 2^40), and n · e < 2^24 keeps
    /// the extra term below 1 / a, short of the next multiple.
    @inline(__always)
    static func divide(_ n: UInt32, _ reciprocal: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: (UInt64(n) &* reciprocal) >> 40)
    }

    /// ⌈2^40 / a⌉ for each alpha (0 for 0, never used).
    static let reciprocals: [UInt64] = (0..<256).map { $0 == 0 ? 0 : ((1 << 40) + UInt64($0) - 1) / UInt64($0) }
}
