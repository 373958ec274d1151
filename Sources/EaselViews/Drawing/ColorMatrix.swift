import Foundation

/// A matrix to use in an RGBA color transformation: five columns, each with a red, green, blue and alpha component.
/// A color (r, g, b, a), straight (not premultiplied) and in 0…1, becomes
/// (r1 r + r2 g + r3 b + r4 a + r5, g1 r + … + g5, b1 r + … + b5, a1 r + … + a5), each clamped to 0…1.
public struct ColorMatrix: Equatable, Sendable {
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    /// Creates the identity matrix.
    public init() {}

    /// The twenty entries, row by row.
    var values: [Float] {
        [r1, r2, r3, r4, r5, g1, g2, g3, g4, g5, b1, b2, b3, b4, b5, a1, a2, a3, a4, a5]
    }
}
