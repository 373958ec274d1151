import EaselGraphics
import EaselLayout
import Foundation

/// `.overlay` and `.background`: each modified view gets its own copy of the secondary content, proposed
/// the primary's size and aligned to it; several secondary views share an implicit ZStack (spec §4.5).
struct SecondaryModifier<Secondary: View>: ViewModifier {
    typealias Body = Never
    let kind: SecondaryLayout.Kind
    let alignment: Alignment
    let secondary: Secondary

    static func _makeView(
        modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs
    ) {
        var primaries = _ViewOutputs()
        content.make(inputs, &primaries)
        let layout = SecondaryLayout(kind: modifier.kind, alignment: modifier.alignment)
        let inputs = inputs.pushing(layout.name)
        let secondaryInputs = inputs.children(of: ZStackLayout.self)
        for primary in primaries.nodes {
            var secondaries = modifier.secondary.makeNodes(inputs: secondaryInputs)
            if secondaries.count > 1 {
                secondaries = [secondaryInputs.makeNode(ZStackLayout(alignment: modifier.alignment), children: secondaries)]
            }
            guard let secondary = secondaries.first else {
                outputs.append(primary)
                continue
            }
            outputs.append(inputs.wrap(primary, in: layout, with: [secondary]))
        }
    }
}

extension View {
    /// Layers the views that you specify in front of this view.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryModifier(kind: .overlay, alignment: alignment, secondary: content()))
    }

    /// Layers a secondary view in front of this view.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(SecondaryModifier(kind: .overlay, alignment: alignment, secondary: overlay))
    }

    /// Layers the specified style in front of this view.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryModifier(kind: .overlay, alignment: .center, secondary: StyleView(style: style)))
    }

    /// Layers a shape filled with a style in front of this view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(SecondaryModifier(kind: .overlay, alignment: .center, secondary: shape.fill(style)))
    }

    /// Layers the views that you specify behind this view.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryModifier(kind: .background, alignment: alignment, secondary: content()))
    }

    /// Layers a secondary view behind this view.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(SecondaryModifier(kind: .background, alignment: alignment, secondary: background))
    }

    /// Sets the view's background to a style.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryModifier(kind: .background, alignment: .center, secondary: StyleView(style: style)))
    }

    /// Sets the view's background to the default background style.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryModifier(kind: .background, alignment: .center, secondary: StyleView(style: Color.white)))
    }

    /// Sets the view's background to a shape filled with a style.
    public func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View {
        modifier(SecondaryModifier(kind: .background, alignment: .center, secondary: shape.fill(style)))
    }

    /// Adds a border inside the view's bounds: an overlay of a rectangle stroked inside its edge, so it adds
    /// no space (spec §4.5).
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}

/// A style filling the space it is offered, like a Color.
struct StyleView<S: ShapeStyle>: View {
    typealias Body = Never
    let style: S

    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        outputs.append(inputs.pushing("Style").makeNode(ProposalLayout(name: "Style")))
    }
}

/// A style for rasterizing vector shapes.
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
