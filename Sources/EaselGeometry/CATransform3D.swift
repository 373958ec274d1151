import Foundation

// Core Animation's 3D transform, which SwiftUI code builds to hand a perspective to `ProjectionTransform` (a flip
// effect's `m34 = −1 / d`). Linux has no QuartzCore; Easel declares the type and its functions with Apple's names.
// As Core Animation writes them, matrices act on row vectors: a point (x, y, z, 1) times the matrix, so
// `CATransform3DConcat(a, b)` applies `a` first, and `CATransform3DTranslate(t, …)` puts the translation before `t`.

/// A 4×4 transform, in row-vector form.
public struct CATransform3D: Equatable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The zero matrix, as the C structure's empty initializer makes.
    public init() {
        (m11, m12, m13, m14) = (0, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 0, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 0, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 0)
    }

    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    fileprivate init(rows: [[CGFloat]]) {
        self.init(
            m11: rows[0][0], m12: rows[0][1], m13: rows[0][2], m14: rows[0][3],
            m21: rows[1][0], m22: rows[1][1], m23: rows[1][2], m24: rows[1][3],
            m31: rows[2][0], m32: rows[2][1], m33: rows[2][2], m34: rows[2][3],
            m41: rows[3][0], m42: rows[3][1], m43: rows[3][2], m44: rows[3][3])
    }

    fileprivate var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether the transform is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether two transforms are exactly equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by (tx, ty, tz).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A scale by (sx, sy, sz).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation of `angle` radians about the vector (x, y, z); the identity when the vector has no length.
/// About z it turns as `CGAffineTransform(rotationAngle:)` does.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), t = 1 - c
    return CATransform3D(
        m11: t * x * x + c, m12: t * x * y + s * z, m13: t * x * z - s * y, m14: 0,
        m21: t * x * y - s * z, m22: t * y * y + c, m23: t * y * z + s * x, m24: 0,
        m31: t * x * z + s * y, m32: t * y * z - s * x, m33: t * z * z + c, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` followed by `b`: the product a · b.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let left = a.rows, right = b.rows
    var rows = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for row in 0..<4 {
        for column in 0..<4 {
            rows[row][column] = (0..<4).reduce(0) { $0 + left[row][$1] * right[$1][column] }
        }
    }
    return CATransform3D(rows: rows)
}

/// `t` preceded by a translation.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` preceded by a scale.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` preceded by a rotation.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse, or `t` unchanged when it has none (Gauss–Jordan elimination with partial pivoting).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    var a = t.rows
    var inverse = CATransform3DIdentity.rows
    for column in 0..<4 {
        guard let pivot = (column..<4).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }),
              a[pivot][column] != 0, a[pivot][column].isFinite
        else { return t }
        a.swapAt(column, pivot)
        inverse.swapAt(column, pivot)
        let divisor = a[column][column]
        for k in 0..<4 {
            a[column][k] /= divisor
            inverse[column][k] /= divisor
        }
        for row in 0..<4 where row != column {
            let factor = a[row][column]
            guard factor != 0 else { continue }
            for k in 0..<4 {
                a[row][k] -= factor * a[column][k]
                inverse[row][k] -= factor * inverse[column][k]
            }
        }
    }
    return CATransform3D(rows: inverse)
}

/// The 3D transform that acts as an affine transform on the plane z = 0.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0,
        m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether the transform is an affine transform of the plane z = 0.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// The affine part of the transform: what it does to the plane z = 0, perspective aside.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

extension ProjectionTransform {
    /// The projection a 3D transform makes of the plane z = 0 onto itself: its x, y and w columns, from the rows
    /// of x, y and the translation.
    public init(_ m: CATransform3D) {
        self.init()
        (m11, m12, m13) = (m.m11, m.m12, m.m14)
        (m21, m22, m23) = (m.m21, m.m22, m.m24)
        (m31, m32, m33) = (m.m41, m.m42, m.m44)
    }
}
