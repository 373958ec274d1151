/// Cairo's pixels are premultiplied ARGB words; PNG and image comparison want straight RGBA.
enum StraightColor {
    /// The channels of a premultiplied ARGB word with its alpha divided out, each rounded to the nearest byte.
    @inline(__always)
    static func channels(_ p: UInt32, opaque: Bool = false) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let a = opaque ? 0xFF : p >> 24
        var r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
        if a != 0xFF && a != 0 {
            r = min((r * 255 + a / 2) / a, 255)
            g = min((g * 255 + a / 2) / a, 255)
            b = min((b * 255 + a / 2) / a, 255)
        }
        return (UInt8(truncatingIfNeeded: r), UInt8(truncatingIfNeeded: g), UInt8(truncatingIfNeeded: b), UInt8(truncatingIfNeeded: a))
    }
}
