import Foundation

/// A 3×3 projective transform of the plane, in row-vector form as Core Graphics writes affine transforms: a point
/// (x, y, 1) times the matrix, divided by its third coordinate.
public struct ProjectionTransform: Equatable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    public init() {}

    public init(_ m: CGAffineTransform) {
        m11 = m.a
        m12 = m.b
        m21 = m.c
        m22 = m.d
        m31 = m.tx
        m32 = m.ty
    }

    public var isIdentity: Bool { self == ProjectionTransform() }

    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This transform followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var result = ProjectionTransform()
        let a = [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]]
        let b = [[rhs.m11, rhs.m12, rhs.m13], [rhs.m21, rhs.m22, rhs.m23], [rhs.m31, rhs.m32, rhs.m33]]
        var c = [[CGFloat]](repeating: [0, 0, 0], count: 3)
        for row in 0..<3 {
            for column in 0..<3 {
                c[row][column] = (0..<3).reduce(0) { $0 + a[row][$1] * b[$1][column] }
            }
        }
        (result.m11, result.m12, result.m13) = (c[0][0], c[0][1], c[0][2])
        (result.m21, result.m22, result.m23) = (c[1][0], c[1][1], c[1][2])
        (result.m31, result.m32, result.m33) = (c[2][0], c[2][1], c[2][2])
        return result
    }

    /// Inverts the transform in place; false (and unchanged) when it cannot be inverted.
    public mutating func invert() -> Bool {
        let determinant = m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
        guard determinant != 0, determinant.isFinite else { return false }
        let inverse = ProjectionTransform(
            m11: (m22 * m33 - m23 * m32) / determinant, m12: (m13 * m32 - m12 * m33) / determinant,
            m13: (m12 * m23 - m13 * m22) / determinant,
            m21: (m23 * m31 - m21 * m33) / determinant, m22: (m11 * m33 - m13 * m31) / determinant,
            m23: (m13 * m21 - m11 * m23) / determinant,
            m31: (m21 * m32 - m22 * m31) / determinant, m32: (m12 * m31 - m11 * m32) / determinant,
            m33: (m11 * m22 - m12 * m21) / determinant)
        self = inverse
        return true
    }

    /// The inverse, or the transform unchanged when it cannot be inverted.
    public func inverted() -> ProjectionTransform {
        var copy = self
        _ = copy.invert()
        return copy
    }

    package init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m31: CGFloat, m32: CGFloat,
        m33: CGFloat
    ) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// Where a point lands: (x, y, 1) times the matrix, divided by its third coordinate; nil when that
    /// coordinate is not positive (the point is at or behind the viewer's eye) or the result is not finite.
    package func apply(to point: CGPoint) -> CGPoint? {
        let w = point.x * m13 + point.y * m23 + m33
        guard w > 0, w.isFinite else { return nil }
        let x = (point.x * m11 + point.y * m21 + m31) / w, y = (point.x * m12 + point.y * m22 + m32) / w
        guard x.isFinite, y.isFinite else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// This transform applied about `anchor` rather than the origin: moved there, transformed, moved back.
    package func about(_ anchor: CGPoint) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: -anchor.x, y: -anchor.y)).concatenating(self)
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: anchor.x, y: anchor.y)))
    }

    /// The box around a rectangle's four corners once transformed; nil when a corner lands at or behind the eye.
    package func boundingBox(of rect: CGRect) -> CGRect? {
        var box = CGRect.null
        for corner in [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ] {
            guard let point = apply(to: corner) else { return nil }
            box = box.union(CGRect(origin: point, size: .zero))
        }
        return box
    }

    /// Whether the transform has a perspective part: without one (m13 = m23 = 0, m33 > 0) it is `affine`.
    package var hasPerspective: Bool { !(m13 == 0 && m23 == 0 && m33 > 0) }

    /// Whether every entry is finite.
    package var isFinite: Bool {
        [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite)
    }

    /// The affine part: the perspective row (m13, m23) is dropped and the rest divided by m33.
    package var affine: CGAffineTransform {
        let w = m33 != 0 && m33.isFinite ? m33 : 1
        return CGAffineTransform(a: m11 / w, b: m12 / w, c: m21 / w, d: m22 / w, tx: m31 / w, ty: m32 / w)
    }
}

extension CGAffineTransform {
    /// The affine part of a projection transform.
    public init(_ transform: ProjectionTransform) {
        self = transform.affine
    }
}
