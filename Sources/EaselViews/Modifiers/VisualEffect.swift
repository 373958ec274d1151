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

/// A chain of visual effects, innermost first.
public struct _VisualEffectChain: VisualEffect {
    enum Step: Sendable {
        case transform(@Sendable (CGRect) -> CGAffineTransform)
        case effect(DisplayEffect)
    }

    var steps: [Step]

    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension VisualEffect {
    private func adding(_ step: _VisualEffectChain.Step) -> _VisualEffectChain {
        _VisualEffectChain(steps: ((self as? _VisualEffectChain)?.steps ?? []) + [step])
    }

    /// Moves the view's drawing by `offset`.
    public func offset(_ offset: CGSize) -> some VisualEffect {
        adding(.transform { _ in CGAffineTransform(translationX: offset.width, y: offset.height) })
    }

    /// Moves the view's drawing by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
        offset(CGSize(width: x, height: y))
    }

    /// Rotates the view's drawing about an anchor.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        let radians = angle.radians.isFinite ? angle.radians : 0
        return adding(.transform { frame in CGAffineTransform(rotationAngle: radians).about(frame.point(at: anchor)) })
    }

    /// Scales the view's drawing about an anchor.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some VisualEffect {
        let (sx, sy) = (x.isFinite ? x : 1, y.isFinite ? y : 1)
        return adding(.transform { frame in CGAffineTransform(scaleX: sx, y: sy).about(frame.point(at: anchor)) })
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
        adding(.transform { _ in transform })
    }

    /// Sets the transparency of the view's drawing.
    public func opacity(_ opacity: Double) -> some VisualEffect {
        adding(.effect(.opacity(opacity.isFinite ? Swift.min(Swift.max(opacity, 0), 1) : 1)))
    }

    /// Blurs the view's drawing.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        adding(.effect(.filter(.blur(radius: radius.isFinite ? Swift.max(radius, 0) : 0))))
    }

    /// Brightens the view's drawing.
    public func brightness(_ amount: Double) -> some VisualEffect { adding(.effect(.filter(.brightness(amount)))) }

    /// Changes the contrast of the view's drawing.
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.effect(.filter(.contrast(amount)))) }

    /// Changes the saturation of the view's drawing.
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.effect(.filter(.saturation(amount)))) }

    /// Turns the hues of the view's drawing, keeping their luminance.
    public func hueRotation(_ angle: Angle) -> some VisualEffect {
        adding(.effect(.filter(.hueRotation(angle.radians.isFinite ? angle.radians : 0))))
    }

    /// Removes color from the view's drawing (1 is wholly gray).
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.effect(.filter(.saturation(1 - amount)))) }
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
        var made = _ViewOutputs()
        content.make(inputs, &made)
        let inputs = inputs.pushing("visualEffect")
        let make = modifier.make
        for child in made.nodes {
            let node = inputs.wrap(child, in: DrawingLayout(name: "visualEffect"))
            func steps(_ node: LayoutNode) -> [_VisualEffectChain.Step] {
                (make(GeometryProxy(node: node)) as? _VisualEffectChain)?.steps ?? []
            }
            // Hit testing and extents move points through the same transforms the drawing uses.
            node.drawingTransform = { [unowned node] frame in
                steps(node).reduce(CGAffineTransform.identity) { total, step in
                    if case .transform(let transform) = step { return total.concatenating(transform(frame)) }
                    return total
                }
            }
            node.drawing = NodeAppearance { node, frame, context in
                var list = context.capture { $0.drawChildren(of: node) }
                for step in steps(node) {
                    switch step {
                    case .transform(let transform): list = DisplayList([.group(.transform(transform(frame)), list)])
                    case .effect(let effect): list = DisplayList([.group(effect, list)])
                    }
                }
                context.list.append(contentsOf: list)
            }
            outputs.append(node)
        }
    }
}
