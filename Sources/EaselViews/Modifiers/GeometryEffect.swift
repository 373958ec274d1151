import EaselGeometry
import EaselGraphics
import EaselLayout
import Foundation

/// An effect that changes the visual appearance of a view, largely without changing its ancestors or descendants.
///
/// The effect's transform, made from the view's size, moves its drawing (and where taps land) in the view's own
/// coordinates, its origin at the view's top-left corner; layout does not see it. An animatable effect is made
/// with its animatable data at its presentation, frame after frame. A transform with a perspective part (as
/// `rotation3DEffect` makes) is drawn by warping the view's pixels (docs/Decisions.md).
public protocol GeometryEffect: Animatable, ViewModifier where Self.Body == Never {
    /// Returns the current value of the effect.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    public static func _makeView(
        modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs
    ) {
        GeometryEffectModifier(effect: inputs.animated(modifier))._makeLayoutModifier(
            inputs: inputs, content: content, outputs: &outputs)
    }

    /// Returns an effect that produces the same geometry transform as this effect, but only applies the transform
    /// while rendering its view (here that is what every geometry effect does).
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> {
        _IgnoredByLayoutEffect(base: self)
    }
}

/// An effect applied while rendering only.
public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
    public var base: Base

    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }

    public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
}

/// The primitive an app's geometry effect lowers to: a drawing-only node whose drawing transform is the effect's.
struct GeometryEffectModifier<Effect: GeometryEffect>: LayoutModifier {
    let effect: Effect

    func layout(in inputs: _ViewInputs) -> DrawingLayout { DrawingLayout(name: ViewTypeName.of(Effect.self)) }

    func drawing(in inputs: _ViewInputs) -> NodeAppearance? { NodeAppearance.projected }

    /// Makes the node through the layout-modifier path (the effect itself is not a `LayoutModifier`), and gives
    /// it the effect's transform, about its frame's origin.
    func _makeLayoutModifier(inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs) {
        let first = outputs.nodes.count
        Self.makeLayoutModifier(self, inputs: inputs, content: content, outputs: &outputs)
        let effect = effect
        let projection: (CGRect) -> ProjectionTransform
        if let directional = effect as? DirectionalGeometryEffect {
            let direction = inputs.environment.layoutDirection
            projection = { frame in directional.effectValue(size: frame.size, layoutDirection: direction).about(frame.origin) }
        } else {
            projection = { frame in effect.effectValue(size: frame.size).about(frame.origin) }
        }
        for node in outputs.nodes[first...] { node.drawingProjection = projection }
    }
}

extension View {
    /// Applies an affine transformation to this view's rendered output.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_TransformEffect(transform: transform))
    }

    /// Applies a projection transformation to this view's rendered output.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(_ProjectionEffect(transform: transform))
    }
}

/// `.transformEffect(_:)`.
public struct _TransformEffect: GeometryEffect {
    public var transform: CGAffineTransform

    public func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(transform) }
}

/// `.projectionEffect(_:)`.
public struct _ProjectionEffect: GeometryEffect {
    public var transform: ProjectionTransform

    public func effectValue(size: CGSize) -> ProjectionTransform { transform }
}
