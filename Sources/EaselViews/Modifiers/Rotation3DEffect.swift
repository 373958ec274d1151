import EaselGeometry
import EaselGraphics
import EaselLayout
import Foundation

/// `.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`: the view's drawing turned in space about an axis through
/// an anchor, then projected back onto its plane with a vanishing point, as Core Animation projects a layer whose
/// transform has a perspective entry (`m34`).
///
/// In the view's coordinates (y down, z toward the viewer), a point p of the view's plane is moved to the anchor
/// (anchor.x, anchor.y, anchorZ), rotated by the right-handed rotation of `angle` about `axis` (normalized), given the
/// depth factor w = 1 − z / d, where d = max(width, height) / perspective is the eye's distance, and divided by it:
/// p' = anchor + (x, y) / w. A larger `perspective` brings the eye closer (a stronger effect); 0 is a flat projection.
/// Layout does not see it; taps are mapped back through it.
public struct _Rotation3DEffect: GeometryEffect, Equatable {
    public var angle: Angle
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    public var anchor: UnitPoint
    public var anchorZ: CGFloat
    public var perspective: CGFloat

    public init(
        angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) {
        self.angle = angle
        self.axis = axis
        self.anchor = anchor
        self.anchorZ = anchorZ
        self.perspective = perspective
    }

    public typealias AnimatableData = AnimatablePair<
        Double, AnimatablePair<AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>,
            AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>>
    >

    public var animatableData: AnimatableData {
        get {
            AnimatablePair(
                angle.radians,
                AnimatablePair(
                    AnimatablePair(axis.x, AnimatablePair(axis.y, axis.z)),
                    AnimatablePair(AnimatablePair(anchor.x, anchor.y), AnimatablePair(anchorZ, perspective))))
        }
        set {
            angle = .radians(newValue.first)
            let axisData = newValue.second.first, rest = newValue.second.second
            axis = (axisData.first, axisData.second.first, axisData.second.second)
            anchor = UnitPoint(x: rest.first.first, y: rest.first.second)
            anchorZ = rest.second.first
            perspective = rest.second.second
        }
    }

    public func effectValue(size: CGSize) -> ProjectionTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        let radians = angle.radians
        // No axis, or nothing finite to turn by: the drawing is left as it is.
        guard length > 0, length.isFinite, radians.isFinite, anchorZ.isFinite, perspective.isFinite,
              size.width.isFinite, size.height.isFinite
        else { return ProjectionTransform() }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let c = cos(radians), s = sin(radians), t = 1 - c
        // The rotation's columns: where the x, y and z unit vectors go.
        let e1 = (t * x * x + c, t * x * y + s * z, t * x * z - s * y)
        let e2 = (t * x * y - s * z, t * y * y + c, t * y * z + s * x)
        let e3 = (t * x * z + s * y, t * y * z - s * x, t * z * z + c)
        let a = (anchor.x * size.width, anchor.y * size.height, anchorZ)
        // Where the view's origin goes, relative to the anchor: −R·anchor.
        let k = (
            -(a.0 * e1.0 + a.1 * e2.0 + a.2 * e3.0), -(a.0 * e1.1 + a.1 * e2.1 + a.2 * e3.1),
            -(a.0 * e1.2 + a.1 * e2.2 + a.2 * e3.2))
        let extent = max(size.width, size.height)
        let inverseDistance = extent > 0 ? perspective / extent : 0
        // (x, y, 1) ↦ (X + ax·w, Y + ay·w, w) with w = 1 − Z / d: the rotated point, its depth, the anchor back.
        let w1 = -e1.2 * inverseDistance, w2 = -e2.2 * inverseDistance, w3 = 1 - k.2 * inverseDistance
        var result = ProjectionTransform()
        (result.m11, result.m12, result.m13) = (e1.0 + a.0 * w1, e1.1 + a.1 * w1, w1)
        (result.m21, result.m22, result.m23) = (e2.0 + a.0 * w2, e2.1 + a.1 * w2, w2)
        (result.m31, result.m32, result.m33) = (k.0 + a.0 * w3, k.1 + a.1 * w3, w3)
        return result
    }

    public static func == (lhs: _Rotation3DEffect, rhs: _Rotation3DEffect) -> Bool {
        lhs.angle == rhs.angle && lhs.axis == rhs.axis && lhs.anchor == rhs.anchor && lhs.anchorZ == rhs.anchorZ
            && lhs.perspective == rhs.perspective
    }
}

extension _Rotation3DEffect: DirectionalGeometryEffect {
    /// In a right-to-left layout the turn is mirrored, as the layout is: flipped, turned, flipped back.
    func effectValue(size: CGSize, layoutDirection: LayoutDirection) -> ProjectionTransform {
        let value = effectValue(size: size)
        guard layoutDirection == .rightToLeft else { return value }
        let flip = ProjectionTransform(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: size.width, ty: 0))
        return flip.concatenating(value).concatenating(flip)
    }
}

/// A geometry effect whose transform depends on the layout direction.
protocol DirectionalGeometryEffect {
    func effectValue(size: CGSize, layoutDirection: LayoutDirection) -> ProjectionTransform
}

extension View {
    /// Renders a view's content as if it's rotated in three dimensions around the specified axis.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View {
        modifier(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }
}
