import Foundation
import SwiftUI
import Testing

// rotation3DEffect's projection, worked independently of Easel's matrix: a point of the view's plane, taken
// relative to the anchor, is turned by Rodrigues' rotation formula v cos θ + (k × v) sin θ + k (k · v)(1 − cos θ)
// (right-handed, k the unit axis; y points down and z toward the viewer), then seen from an eye at distance
// d = max(width, height) / perspective: its offset from the anchor is divided by 1 − z / d.

private func rotated(
    _ point: CGPoint, size: CGSize, degrees: Double, axis: (CGFloat, CGFloat, CGFloat),
    anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1
) -> CGPoint {
    let length = (axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2).squareRoot()
    let k = (axis.0 / length, axis.1 / length, axis.2 / length)
    let a = (anchor.x * size.width, anchor.y * size.height, anchorZ)
    let v = (point.x - a.0, point.y - a.1, 0 - a.2)
    let theta = degrees * .pi / 180
    let cross = (k.1 * v.2 - k.2 * v.1, k.2 * v.0 - k.0 * v.2, k.0 * v.1 - k.1 * v.0)
    let dot = k.0 * v.0 + k.1 * v.1 + k.2 * v.2
    let r = (
        v.0 * cos(theta) + cross.0 * sin(theta) + k.0 * dot * (1 - cos(theta)),
        v.1 * cos(theta) + cross.1 * sin(theta) + k.1 * dot * (1 - cos(theta)),
        v.2 * cos(theta) + cross.2 * sin(theta) + k.2 * dot * (1 - cos(theta)))
    let d = max(size.width, size.height) / perspective
    let w = perspective == 0 ? 1 : 1 - r.2 / d
    return CGPoint(x: a.0 + r.0 / w, y: a.1 + r.1 / w)
}

private func project(_ point: CGPoint, _ transform: ProjectionTransform) -> CGPoint {
    let w = point.x * transform.m13 + point.y * transform.m23 + transform.m33
    return CGPoint(
        x: (point.x * transform.m11 + point.y * transform.m21 + transform.m31) / w,
        y: (point.x * transform.m12 + point.y * transform.m22 + transform.m32) / w)
}

private func close(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

@Suite("rotation3DEffect: the projection (rotation, then perspective)")
struct Rotation3DEffectTests {
    static let corners = [CGPoint(x: 0, y: 0), CGPoint(x: 200, y: 0), CGPoint(x: 0, y: 100), CGPoint(x: 200, y: 100),
                          CGPoint(x: 37, y: 81)]

    @Test("45° about y on a 200×100 view: the right edge recedes (to x ≈ 152.24), the left comes forward (to ≈ −9.38)")
    func aboutY() {
        let size = CGSize(width: 200, height: 100)
        let transform = _Rotation3DEffect(angle: .degrees(45), axis: (x: 0, y: 1, z: 0)).effectValue(size: size)
        for corner in Self.corners {
            let expected = rotated(corner, size: size, degrees: 45, axis: (0, 1, 0))
            #expect(close(project(corner, transform), expected), "\(corner)")
        }
        // The worked numbers: d = 200; the right edge's z is −100 sin 45°, so w = 1 + 0.35355 and its offset of
        // 100 cos 45° becomes 52.24; the left edge's w = 1 − 0.35355.
        let right = project(CGPoint(x: 200, y: 0), transform), left = project(CGPoint(x: 0, y: 0), transform)
        #expect(abs(right.x - 152.2407) < 1e-3 && abs(right.y - 13.0602) < 1e-3)
        #expect(abs(left.x - (-9.3836)) < 1e-3 && abs(left.y - (-27.3459)) < 1e-3)
    }

    @Test("Any axis, anchor, depth and perspective follow the same rule", arguments: [
        (30.0, (CGFloat(1), CGFloat(0), CGFloat(0)), UnitPoint.top, CGFloat(0), CGFloat(1)),
        (-60.0, (1, 1, 0), .bottomTrailing, 20, 0.5),
        (120.0, (0.3, -0.7, 0.2), .center, -15, 2),
        (10.0, (0, 2, 0), .leading, 0, 1),
    ] as [(Double, (CGFloat, CGFloat, CGFloat), UnitPoint, CGFloat, CGFloat)])
    func general(degrees: Double, axis: (CGFloat, CGFloat, CGFloat), anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat) {
        let size = CGSize(width: 200, height: 100)
        let transform = _Rotation3DEffect(
            angle: .degrees(degrees), axis: (x: axis.0, y: axis.1, z: axis.2), anchor: anchor, anchorZ: anchorZ,
            perspective: perspective
        ).effectValue(size: size)
        for corner in Self.corners {
            let expected = rotated(corner, size: size, degrees: degrees, axis: axis, anchor: anchor, anchorZ: anchorZ,
                                   perspective: perspective)
            #expect(close(project(corner, transform), expected, within: 1e-7), "\(corner)")
        }
    }

    @Test("About z it is rotationEffect's turn, affine; perspective 0 is a flat projection")
    func affineCases() {
        let size = CGSize(width: 200, height: 100)
        let flat = _Rotation3DEffect(angle: .degrees(30), axis: (x: 0, y: 0, z: 1)).effectValue(size: size)
        #expect(flat.isAffine)
        let turn = CGAffineTransform(translationX: -100, y: -50).concatenating(CGAffineTransform(rotationAngle: .pi / 6))
            .concatenating(CGAffineTransform(translationX: 100, y: 50))
        for corner in Self.corners { #expect(close(project(corner, flat), corner.applying(turn), within: 1e-9)) }
        // Seen from infinitely far, a 60° turn about y halves the width about the center.
        let orthographic = _Rotation3DEffect(angle: .degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 0)
            .effectValue(size: size)
        #expect(orthographic.isAffine)
        #expect(close(project(CGPoint(x: 200, y: 0), orthographic), CGPoint(x: 150, y: 0), within: 1e-9))
        #expect(close(project(CGPoint(x: 0, y: 100), orthographic), CGPoint(x: 50, y: 100), within: 1e-9))
    }

    @Test("No axis, or an angle that is not finite, leaves the view as it is; a zero-sized view does not crash")
    func badInput() {
        let size = CGSize(width: 200, height: 100)
        #expect(_Rotation3DEffect(angle: .degrees(45), axis: (x: 0, y: 0, z: 0)).effectValue(size: size).isIdentity)
        #expect(_Rotation3DEffect(angle: .radians(.nan), axis: (x: 0, y: 1, z: 0)).effectValue(size: size).isIdentity)
        #expect(_Rotation3DEffect(angle: .degrees(45), axis: (x: .infinity, y: 1, z: 0)).effectValue(size: size).isIdentity)
        let empty = _Rotation3DEffect(angle: .degrees(45), axis: (x: 0, y: 1, z: 0)).effectValue(size: .zero)
        #expect(empty.m11.isFinite && empty.m22.isFinite && empty.m33.isFinite)
        // Drawn at 90° the view is edge-on; at 135° with perspective a corner passes behind the eye. Neither crashes.
        for degrees in [90.0, 135.0, 180.0] {
            let host = ViewHost(Color.red.frame(width: 200, height: 100)
                .rotation3DEffect(.degrees(degrees), axis: (x: 0, y: 1, z: 0), perspective: 3).padding(40))
            _ = host.displayList(scale: 2)
        }
    }

    @Test("Its animatable data carries angle, axis, anchor, depth and perspective")
    func animatableData() {
        var effect = _Rotation3DEffect(angle: .degrees(10), axis: (x: 0, y: 1, z: 0))
        var data = effect.animatableData
        data.first = .pi / 2
        effect.animatableData = data
        #expect(effect == _Rotation3DEffect(angle: .radians(.pi / 2), axis: (x: 0, y: 1, z: 0)))
        let other = _Rotation3DEffect(angle: .degrees(20), axis: (x: 1, y: 0, z: 0), anchor: .top, anchorZ: 3, perspective: 2)
        effect.animatableData = other.animatableData
        #expect(effect == other)
    }

    /// The flip effect SwiftUI tutorials write with Core Animation's transform, unchanged.
    struct FlipEffect: GeometryEffect {
        var angle: Double
        let axis: (x: CGFloat, y: CGFloat)

        var animatableData: Double {
            get { angle }
            set { angle = newValue }
        }

        func effectValue(size: CGSize) -> ProjectionTransform {
            let a = CGFloat(Angle(degrees: angle).radians)
            var transform3d = CATransform3DIdentity
            transform3d.m34 = -1 / max(size.width, size.height)
            transform3d = CATransform3DRotate(transform3d, a, axis.x, axis.y, 0)
            transform3d = CATransform3DTranslate(transform3d, -size.width / 2.0, -size.height / 2.0, 0)
            let affineTransform = ProjectionTransform(CGAffineTransform(translationX: size.width / 2.0, y: size.height / 2.0))
            return ProjectionTransform(transform3d).concatenating(affineTransform)
        }
    }

    @Test("A flip effect built from CATransform3D (m34 = −1/d, rotate, translate) is the same turn about the center")
    func coreAnimationFlip() {
        let size = CGSize(width: 200, height: 100)
        for (degrees, axis) in [(45.0, (CGFloat(0), CGFloat(1))), (-70, (1, 0)), (30, (1, 1))] {
            let transform = FlipEffect(angle: degrees, axis: (x: axis.0, y: axis.1)).effectValue(size: size)
            for corner in Self.corners {
                let expected = rotated(corner, size: size, degrees: degrees, axis: (axis.0, axis.1, 0))
                #expect(close(project(corner, transform), expected, within: 1e-9), "\(degrees)° \(corner)")
            }
        }
        // Core Animation's rotation about z is Core Graphics' rotation; an inverse undoes its transform.
        let turn = CATransform3DMakeRotation(.pi / 5, 0, 0, 3)
        let flat = CATransform3DGetAffineTransform(turn)
        let expected = CGAffineTransform(rotationAngle: .pi / 5)
        #expect(abs(flat.a - expected.a) < 1e-12 && abs(flat.b - expected.b) < 1e-12 && abs(flat.c - expected.c) < 1e-12)
        #expect(CATransform3DIsAffine(turn))
        let tilted = CATransform3DTranslate(CATransform3DRotate(CATransform3DMakeScale(2, 3, 1), 0.7, 1, 2, 3), 5, -4, 9)
        let product = CATransform3DConcat(tilted, CATransform3DInvert(tilted))
        let identity = CATransform3DIdentity
        for (seen, wanted) in zip(
            [product.m11, product.m12, product.m22, product.m33, product.m41, product.m42, product.m43, product.m44],
            [identity.m11, identity.m12, identity.m22, identity.m33, identity.m41, identity.m42, identity.m43, identity.m44]) {
            #expect(abs(seen - wanted) < 1e-12)
        }
        // A matrix with no inverse comes back unchanged.
        #expect(CATransform3DInvert(CATransform3DMakeScale(0, 1, 1)) == CATransform3DMakeScale(0, 1, 1))
    }

    @Test("Taps land where the turned view is drawn: on the near side outside its frame, not on the far side inside it")
    func taps() throws {
        var tapped = 0
        // The 200×100 view's frame is 50…250 × 50…150; turned 45° about y, its left edge comes to x ≈ 40.6 and its
        // right edge recedes to x ≈ 202.2.
        let host = ViewHost(
            Color.red.frame(width: 200, height: 100)
                .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
                .onTapGesture { tapped += 1 }
                .padding(50))
        try host.tap(at: CGPoint(x: 45, y: 100))
        #expect(tapped == 1)
        #expect(throws: TapError.self) { try host.tap(at: CGPoint(x: 230, y: 100)) }
        #expect(tapped == 1)
    }
}
