import EaselGraphics
import EaselLayout
import Foundation

/// `.overlay` and `.background`: each modified view gets its own copy of the secondary content, proposed
/// the primary's size and aligned to it; several secondary views share an implicit ZStack (LayoutRules §4.5).
struct SecondaryModifier<Secondary: View>: ViewModifier {
    typealias Body = Never
    let kind: SecondaryLayout.Kind
    let alignment: Alignment
    let secondary: Secondary
    /// A mask is laid out as an overlay is, but its alpha limits the drawing of the primary view instead.
    var isMask = false

    static func _makeView(
        modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs
    ) {
        let layout = SecondaryLayout(kind: modifier.kind, alignment: modifier.alignment)
        let drawing = modifier.isMask ? NodeAppearance.masked : modifier.kind == .background ? NodeAppearance.secondaryFirst : nil
        makeEach(
            content, with: modifier.secondary, alignment: modifier.alignment, in: layout, name: layout.name,
            inputs: inputs, outputs: &outputs
        ) { $0.drawing = drawing }
    }
}

/// Makes the modified content, then, for each of its views, a copy of `secondary` of its own (several views in a
/// ZStack with `alignment`), and wraps the two in `layout`; a view is passed on alone when `secondary` makes
/// nothing. Overlays, backgrounds and safe-area insets are made this way.
func makeEach<Secondary: View, L: Layout & BuiltinLayout>(
    _ content: _ModifierContent, with secondary: Secondary, alignment: Alignment, in layout: L, name: String,
    inputs: _ViewInputs, outputs: inout _ViewOutputs, configure: (LayoutNode) -> Void = { _ in }
) {
    var primaries = _ViewOutputs()
    content.make(inputs, &primaries)
    let inputs = inputs.pushing(name)
    let secondaryInputs = inputs.children(of: ZStackLayout.self)
    for primary in primaries.nodes {
        var secondaries = secondary.makeNodes(inputs: secondaryInputs)
        if secondaries.count > 1 {
            secondaries = [secondaryInputs.makeNode(ZStackLayout(alignment: alignment), children: secondaries)]
        }
        guard let made = secondaries.first else {
            outputs.append(primary)
            continue
        }
        let node = inputs.wrap(primary, in: layout, with: [made])
        configure(node)
        outputs.append(node)
    }
}

extension NodeAppearance {
    /// A background draws behind its view: the secondary child first.
    static let secondaryFirst = NodeAppearance { node, _, context in
        for child in node.children.reversed() { context.draw(child) }
    }

    /// A mask draws its view only where the mask view draws, scaled by the mask's alpha.
    static let masked = NodeAppearance { node, _, context in
        guard node.children.count == 2 else { return context.drawChildren(of: node) }
        let mask = context.capture { $0.draw(node.children[1]) }
        let content = context.capture { $0.draw(node.children[0]) }
        context.list.append(.mask(mask), content)
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
        modifier(SecondaryModifier(kind: .overlay, alignment: .center, secondary: StyleView(style: style).ignoresSafeArea(edges: edges)))
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

    /// Sets the view's background to a style. Where the view touches the safe area's edge, on `edges`, the
    /// background reaches past it to the unsafe area's far edge (behind the status bar, say).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryModifier(kind: .background, alignment: .center, secondary: StyleView(style: style).ignoresSafeArea(edges: edges)))
    }

    /// Sets the view's background to the default background style (the system background).
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryModifier(kind: .background, alignment: .center, secondary: StyleView(style: Color.systemBackground).ignoresSafeArea(edges: edges)))
    }

    /// Sets the view's background to a shape filled with a style.
    public func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View {
        modifier(SecondaryModifier(kind: .background, alignment: .center, secondary: shape.fill(style)))
    }

    /// Masks this view using the alpha channel of the given view, laid out as an overlay is.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(SecondaryModifier(kind: .overlay, alignment: alignment, secondary: mask(), isMask: true))
    }

    /// Masks this view using the alpha channel of the given view.
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(SecondaryModifier(kind: .overlay, alignment: .center, secondary: mask, isMask: true))
    }

    /// Adds a border inside the view's bounds: an overlay of a rectangle stroked inside its edge, so it adds
    /// no space (LayoutRules §4.5).
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}

/// A style filling the space it is offered, like a Color.
struct StyleView<S: ShapeStyle>: View {
    typealias Body = Never
    let style: S

    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let name = view.style is Color ? "Color" : ViewTypeName.of(S.self)
        let node = inputs.pushing(name).makeNode(ProposalLayout(name: name))
        let style = inputs.resolve(style: view.style)
        node.drawing = NodeAppearance.leaf { frame, list in list.append(.fill(Path(frame), style.paint(in: frame), FillRule())) }
        outputs.append(node)
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
