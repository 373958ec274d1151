import EaselGraphics
import EaselLayout
import Foundation

/// A view type that supports immediate mode drawing: its renderer draws into a `GraphicsContext` the size
/// of the canvas each time the canvas is drawn. As a view, a canvas takes the size it is offered, as a shape
/// does (nil dimensions become 10).
public struct Canvas<Symbols: View>: View {
    public typealias Body = Never

    /// The views the renderer may draw by tag, through `GraphicsContext.resolveSymbol(id:)`.
    public var symbols: Symbols
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    public var isOpaque: Bool
    public var colorMode: ColorRenderingMode
    public var rendersAsynchronously: Bool

    /// Creates a canvas that draws with `renderer`, which may draw `symbols` by their tags.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.symbols = symbols()
        self.renderer = renderer
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("Canvas")
        // The symbols are made with the canvas, each view of them a child that is laid out and drawn only when the
        // renderer draws it.
        let symbols = LazyItems.taggedChildren(of: view.symbols, inputs: inputs.pushing("symbols"))
        let tags = symbols.flatMap { child in child.nodes.map { _ in child.tag } }
        let node = inputs.makeNode(CanvasLayout(), children: symbols.flatMap(\.nodes))
        let renderer = view.renderer
        let scale = inputs.environment.displayScale
        node.drawing = NodeAppearance(hitTest: { $1.contains($0) }) { node, frame, context in
            let sink = GraphicsContext.Sink(inputs: inputs, scale: scale)
            sink.symbols = Array(zip(tags, node.children))
            var graphics = GraphicsContext(sink: sink, size: frame.size)
            renderer(&graphics, frame.size)
            context.list.append(.transform(CGAffineTransform(translationX: frame.minX, y: frame.minY)), graphics.drawing)
        }
        outputs.append(node)
    }
}

extension Canvas where Symbols == EmptyView {
    /// Creates a canvas that draws with `renderer`.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) {
            EmptyView()
        }
    }
}

/// A canvas's layout: the proposed size, as a shape takes it; its symbols are placed only when drawn.
struct CanvasLayout: Layout, BuiltinLayout {
    static var layoutProperties: LayoutProperties { LayoutProperties() }
    var name: String { "Canvas" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

// A path is a shape whose outline is itself, in the coordinates of the frame it is drawn in.
extension Path: Shape {
    public func path(in rect: CGRect) -> Path {
        rect.origin == .zero ? self : offsetBy(dx: rect.minX, dy: rect.minY)
    }
}
