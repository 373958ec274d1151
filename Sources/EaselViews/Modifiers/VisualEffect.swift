import EaselGraphics
import EaselLayout
import Foundation

/// Visual effects that change the visual appearance of a view without changing its layout: what a
/// `visualEffect` closure returns, made from the `EmptyVisualEffect` it is given.
public protocol VisualEffect: Sendable, Animatable {}

/// The base visual effect that you apply additional effects to.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A chain of visual effects, innermost first. Each step keeps its parameters as numbers, so that two chains of
/// the same steps can be blended (a scroll transition's effect between its phases).
public struct _VisualEffectChain: VisualEffect {
    struct Step: Sendable {
        enum Kind: Sendable {
            /// dx, dy.
            case offset
            /// Radians, anchor x, anchor y.
            case rotation
            /// sx, sy, anchor x, anchor y.
            case scale
            /// a, b, c, d, tx, ty.
            case transform
            /// Radians, axis x, y, z, anchor x, y, anchorZ, perspective.
            case rotation3D
            case opacity, blur, brightness, contrast, saturation
            /// Radians.
            case hueRotation
        }

        var kind: Kind
        var values: [Double]

        /// The step's geometry in a view's frame: an affine transform, or a projection for a turn in space.
        func projection(in frame: CGRect) -> ProjectionTransform? {
            let v = values
            switch kind {
            case .offset:
                return ProjectionTransform(CGAffineTransform(translationX: v[0], y: v[1]))
            case .rotation:
                let anchor = frame.point(at: UnitPoint(x: v[1], y: v[2]))
                return ProjectionTransform(CGAffineTransform(rotationAngle: v[0]).about(anchor))
            case .scale:
                let anchor = frame.point(at: UnitPoint(x: v[2], y: v[3]))
                return ProjectionTransform(CGAffineTransform(scaleX: v[0], y: v[1]).about(anchor))
            case .transform:
                return ProjectionTransform(CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5]))
            case .rotation3D:
                let effect = _Rotation3DEffect(
                    angle: .radians(v[0]), axis: (v[1], v[2], v[3]), anchor: UnitPoint(x: v[4], y: v[5]), anchorZ: v[6],
                    perspective: v[7])
                return effect.effectValue(size: frame.size).about(frame.origin)
            default:
                return nil
            }
        }

        /// The step's effect on the drawing's pixels, if it is not a geometry.
        var pixelEffect: DisplayEffect? {
            let value = values[0]
            switch kind {
            case .opacity: return .opacity(Swift.min(Swift.max(value, 0), 1))
            case .blur: return .filter(.blur(radius: Swift.max(value, 0)))
            case .brightness: return .filter(.brightness(value))
            case .contrast: return .filter(.contrast(value))
            case .saturation: return .filter(.saturation(value))
            case .hueRotation: return .filter(.hueRotation(value))
            default: return nil
            }
        }
    }

    var steps: [Step]

    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    /// This chain's steps blended with `other`'s by `amount` (0 is this chain, 1 the other), number by number,
    /// when the two are made of the same steps; otherwise whichever is nearer.
    func interpolated(towards other: _VisualEffectChain, amount: Double) -> _VisualEffectChain {
        guard steps.count == other.steps.count,
            zip(steps, other.steps).allSatisfy({ $0.kind == $1.kind && $0.values.count == $1.values.count })
        else { return amount < 0.5 ? self : other }
        return _VisualEffectChain(steps: zip(steps, other.steps).map { from, to in
            Step(kind: from.kind, values: zip(from.values, to.values).map { $0 + ($1 - $0) * amount })
        })
    }
}

extension VisualEffect {
    private func adding(_ kind: _VisualEffectChain.Step.Kind, _ values: [Double]) -> _VisualEffectChain {
        // A value that is not finite leaves the drawing as it is: the step is left out.
        let step = values.allSatisfy(\.isFinite) ? [_VisualEffectChain.Step(kind: kind, values: values)] : []
        return _VisualEffectChain(steps: ((self as? _VisualEffectChain)?.steps ?? []) + step)
    }

    /// Moves the view's drawing by `offset`.
    public func offset(_ offset: CGSize) -> some VisualEffect {
        adding(.offset, [offset.width, offset.height])
    }

    /// Moves the view's drawing by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
        offset(CGSize(width: x, height: y))
    }

    /// Rotates the view's drawing about an anchor.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.rotation, [angle.radians, anchor.x, anchor.y])
    }

    /// Turns the view's drawing in space about an axis, as `View.rotation3DEffect` does.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some VisualEffect {
        adding(.rotation3D, [angle.radians, axis.x, axis.y, axis.z, anchor.x, anchor.y, anchorZ, perspective])
    }

    /// Scales the view's drawing about an anchor.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some VisualEffect {
        // A scale that is not finite leaves that dimension as it is.
        adding(.scale, [x.isFinite ? x : 1, y.isFinite ? y : 1, anchor.x, anchor.y])
    }

    /// Scales the view's drawing about an anchor.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Scales the view's drawing uniformly about an anchor.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Applies an affine transform to the view's drawing.
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
        adding(.transform, [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty])
    }

    /// Sets the transparency of the view's drawing.
    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity, [opacity]) }

    /// Blurs the view's drawing.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { adding(.blur, [radius]) }

    /// Brightens the view's drawing.
    public func brightness(_ amount: Double) -> some VisualEffect { adding(.brightness, [amount]) }

    /// Changes the contrast of the view's drawing.
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.contrast, [amount]) }

    /// Changes the saturation of the view's drawing.
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.saturation, [amount]) }

    /// Turns the hues of the view's drawing, keeping their luminance.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.hueRotation, [angle.radians]) }

    /// Removes color from the view's drawing (1 is wholly gray).
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.saturation, [1 - amount]) }
}

extension View {
    /// Applies effects to this view, made from its geometry when it is drawn: the proxy tells its size and its
    /// frame in any coordinate space (a scroll view's, say), so an effect can follow where the view is. Layout is
    /// unchanged; taps follow the moved drawing.
    public func visualEffect(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
    ) -> some View {
        modifier(VisualEffectModifier { effect(EmptyVisualEffect(), $0) })
    }
}

struct VisualEffectModifier: ViewModifier {
    typealias Body = Never
    let make: (GeometryProxy) -> any VisualEffect

    static func _makeView(modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs) {
        let make = modifier.make
        makeEffectNodes(name: "visualEffect", inputs: inputs, content: content, outputs: &outputs) { node in
            (make(GeometryProxy(node: node)) as? _VisualEffectChain)?.steps ?? []
        }
    }

    /// Wraps each of the content's nodes in a drawing-only node whose drawing passes through the steps `steps`
    /// makes from the node when it is drawn (`visualEffect`, `scrollTransition`).
    static func makeEffectNodes(
        name: String, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs,
        steps: @escaping (LayoutNode) -> [_VisualEffectChain.Step]
    ) {
        var made = _ViewOutputs()
        content.make(inputs, &made)
        let inputs = inputs.pushing(name)
        for child in made.nodes {
            let node = inputs.wrap(child, in: DrawingLayout(name: name))
            // Hit testing and extents move points through the same transforms the drawing uses (a turn in space
            // is left out: taps are not mapped through it).
            node.drawingTransform = { [unowned node] frame in
                steps(node).reduce(CGAffineTransform.identity) { total, step in
                    guard let projection = step.projection(in: frame), !projection.hasPerspective else { return total }
                    return total.concatenating(projection.affine)
                }
            }
            node.drawing = NodeAppearance { node, frame, context in
                var list = context.capture { $0.drawChildren(of: node) }
                for step in steps(node) {
                    if let projection = step.projection(in: frame) {
                        let effect: DisplayEffect = projection.hasPerspective ? .projection(projection) : .transform(projection.affine)
                        list = DisplayList([.group(effect, list)])
                    } else if let effect = step.pixelEffect {
                        list = DisplayList([.group(effect, list)])
                    }
                }
                context.list.append(contentsOf: list)
            }
            outputs.append(node)
        }
    }
}
