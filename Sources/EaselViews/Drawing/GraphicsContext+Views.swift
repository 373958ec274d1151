import EaselGraphics
import EaselLayout
import Foundation

// Text, images and symbols in a canvas: each is made as a view in the canvas's environment, laid out on its own,
// and its drawing appended through the context's state.
extension GraphicsContext {
    /// A text resolved in the canvas's environment, ready to measure and draw.
    public struct ResolvedText {
        let node: LayoutNode
        /// The shading that fills the text when it sets no color of its own (the foreground style).
        public var shading: Shading = .foreground

        /// The size the text takes when offered `size`.
        public func measure(in size: CGSize) -> CGSize { node.sizeThatFits(ProposedViewSize(size)) }

        /// The distance from the top of the text, laid out in `size`, to its first baseline.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            let proposal = ProposedViewSize(size)
            return ViewDimensions(size: node.sizeThatFits(proposal), node: node, proposal: proposal)[VerticalAlignment.firstTextBaseline]
        }

        /// The distance from the top of the text, laid out in `size`, to its last baseline.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            let proposal = ProposedViewSize(size)
            return ViewDimensions(size: node.sizeThatFits(proposal), node: node, proposal: proposal)[VerticalAlignment.lastTextBaseline]
        }
    }

    /// An image resolved in the canvas's environment.
    public struct ResolvedImage {
        let image: Image
        let node: LayoutNode
        /// The image's size in points.
        public var size: CGSize
        /// The distance from the top of the image to its baseline (its bottom).
        public var baseline: CGFloat { size.height }
        /// The shading a template image is filled with.
        public var shading: Shading?
    }

    /// A symbol view of the canvas, laid out at its ideal size.
    public struct ResolvedSymbol {
        let node: LayoutNode
        /// The symbol's size in points.
        public var size: CGSize
    }

    /// Resolves a text in the canvas's environment.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(node: make(text))
    }

    /// Resolves an image in the canvas's environment.
    public func resolve(_ image: Image) -> ResolvedImage {
        let node = make(image)
        return ResolvedImage(image: image, node: node, size: node.sizeThatFits(.unspecified))
    }

    /// The symbol view tagged `id`, or nil when the canvas has none.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        guard let node = sink.symbols.first(where: { $0.tag == AnyHashable(id) })?.node else { return nil }
        return ResolvedSymbol(node: node, size: node.sizeThatFits(.unspecified))
    }

    /// Draws a text with `anchor` of its ideal size at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws a text laid out in `rect`, from its top-leading corner.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// Draws a resolved text with `anchor` of its ideal size at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.node.sizeThatFits(.unspecified)
        draw(text.node, in: CGRect(origin: origin(of: size, at: point, anchor: anchor), size: size), proposal: .unspecified)
    }

    /// Draws a resolved text laid out in `rect`.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        let proposal = ProposedViewSize(rect.size)
        let size = text.node.sizeThatFits(proposal)
        draw(text.node, in: CGRect(origin: rect.origin, size: size), proposal: proposal)
    }

    /// Draws an image at its own size with `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Draws an image stretched to fill `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws a resolved image at its own size with `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(image.node, in: CGRect(origin: origin(of: image.size, at: point, anchor: anchor), size: image.size), proposal: .unspecified)
    }

    /// Draws a resolved image stretched to fill `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        let node = make(image.image.resizable())
        draw(node, in: rect, proposal: ProposedViewSize(rect.size))
    }

    /// Draws a symbol at its ideal size with `anchor` at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(symbol.node, in: CGRect(origin: origin(of: symbol.size, at: point, anchor: anchor), size: symbol.size), proposal: .unspecified)
    }

    /// Draws a symbol laid out in `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        draw(symbol.node, in: rect, proposal: ProposedViewSize(rect.size))
    }

    // MARK: Making and drawing views

    private func origin(of size: CGSize, at point: CGPoint, anchor: UnitPoint) -> CGPoint {
        CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
    }

    /// A view made in the canvas's environment, as one node.
    private func make<V: View>(_ view: V) -> LayoutNode {
        let inputs = sink.inputs
        let nodes = view.makeNodes(inputs: inputs.pushing("draw"))
        if nodes.count == 1 { return nodes[0] }
        return inputs.pushing("draw").makeNode(ZStackLayout(), children: nodes)
    }

    /// Places `node` in `rect` (canvas-local coordinates of this context) and appends what it draws.
    private func draw(_ node: LayoutNode, in rect: CGRect, proposal: ProposedViewSize) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        _ = node.sizeThatFits(proposal)
        node.place(at: rect.origin, size: rect.size, proposal: proposal)
        var context = DrawContext(scale: sink.scale)
        context.draw(node)
        append(context.list)
    }
}
