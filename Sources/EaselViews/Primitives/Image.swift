import EaselGraphics
import EaselLayout
import EaselText
import Foundation

/// A view that displays an image: a bitmap from an asset (PNG or JPEG), or an SF Symbol name drawn with a
/// Material Icons stand-in sized by the environment's font (LayoutRules §12).
///
/// In layout (LayoutRules §3.5) an image is fixed at its own size in points for every proposal; a resizable one
/// takes the proposal, its own size standing in for nil dimensions.
public struct Image: View, Equatable, Sendable {
    public typealias Body = Never

    package enum Source: Hashable, Sendable {
        case system(String)
        /// An asset name, and the resource folder of the bundle it was asked from.
        case named(String, bundlePath: String?)
        /// An image already read (what `AsyncImage` loaded).
        case loaded(ImageSource)
    }

    package var source: Source

    /// The SF Symbol name, or for a named image its asset name (which no symbol has).
    package var symbolName: String {
        switch source {
        case .system(let name): name
        case .named(let name, _): "\(name) (a named image inside Text)"
        case .loaded(let source): "\(source.name) (a loaded image inside Text)"
        }
    }
    package var isResizable = false
    package var resizingMode: ResizingMode = .stretch
    package var interpolation: Interpolation = .medium
    package var isAntialiased = true
    package var renderingMode: TemplateRenderingMode?
    /// The symbol rendering mode `Image.symbolRenderingMode(_:)` set; nil for the environment's.
    package var symbolRenderingMode: SymbolRenderingMode?
    /// What accessibility reads for the image (`Image(_:bundle:label:)`); nil for its name.
    package var accessibilityText: Text?
    /// Whether accessibility leaves the image out (`Image(decorative:bundle:)`).
    package var isDecorative = false

    /// Creates a system symbol image: a stand-in for the SF Symbol of that name.
    public init(systemName: String) {
        source = .system(systemName)
    }

    /// An image of a symbol or an asset.
    package init(source: Source) {
        self.source = source
    }

    /// Creates an image from an asset: `name` (with or without its extension) in the bundle's resources,
    /// the environment's ``EnvironmentValues/imageDirectory``, or the current directory.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .named(name, bundlePath: bundle?.resourcePath ?? bundle?.bundlePath)
    }

    /// Creates an image that accessibility ignores; it draws like any other.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        isDecorative = true
    }

    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    /// The level of quality for rendering an image that requires interpolation, such as a scaled image.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    /// A type that indicates how SwiftUI renders images.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// The image's opaque pixels take the foreground style.
        case template
        /// The image's own colors.
        case original
    }

    /// Sets the mode by which SwiftUI resizes an image to fit its space: it then takes the proposed size
    /// (its own size where a dimension is unspecified) instead of keeping its own (LayoutRules §3.5). Cap insets
    /// are accepted and not yet honoured: the whole image stretches or tiles.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        image.resizingMode = resizingMode
        return image
    }

    /// Specifies the current level of quality for rendering an image that requires interpolation.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var image = self
        image.interpolation = interpolation
        return image
    }

    /// Specifies whether the image's edges are smoothed where they fall across pixels (a rotated or fractionally
    /// placed image); without, each pixel is wholly the image's or not.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var image = self
        image.isAntialiased = isAntialiased
        return image
    }

    /// Indicates whether SwiftUI renders an image as-is, or by using a different mode.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = renderingMode
        return image
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("Image")
        let node: LayoutNode
        switch view.source {
        case .system(let name):
            node = makeSymbol(view, name: Image.name(name, with: inputs.environment.symbolVariants), inputs: inputs)
        case .named(let name, let bundlePath):
            let source = ImageAssets.find(
                name, bundlePath: bundlePath, directory: inputs.environment.imageDirectory,
                scale: inputs.environment.displayScale, inputs: inputs)
            node = makeBitmap(view, source: source, inputs: inputs)
        case .loaded(let source):
            node = makeBitmap(view, source: source, inputs: inputs)
        }
        if let description = AccessibilityNodeDescription.image(view) { node.accessibility = description }
        inputs.applyContentTransition(to: node, content: .image(view.source))
        outputs.append(node)
    }

    private static func makeSymbol(_ view: Image, name: String, inputs: _ViewInputs) -> LayoutNode {
        guard let font = inputs.resolve(inputs.environment.symbolFont ?? inputs.environmentFont) else {
            return inputs.makeNode(ProposalLayout(name: "Image", measure: { _ in .zero }))
        }
        let symbol = inputs.symbol(named: name, placeholder: "a placeholder of the same size is drawn")
        let node = inputs.makeNode(SymbolLayout(
            font: font, scale: inputs.environment.imageScale.factor, isResizable: view.isResizable, name: name))
        let style = inputs.resolve(style: ForegroundStyle())
        let mode = view.symbolRenderingMode ?? inputs.environment.symbolRenderingMode
        let layered = mode == .hierarchical || mode == .palette
        if layered || !SymbolCatalog.hasOwnStandIn(name), let layers = SymbolLayers(name: name) {
            // Hierarchical: the secondary layer is the primary style at the secondary level's opacity. Palette:
            // the second style `.foregroundStyle(_:_:)` names, else the one style for every layer. Monochrome: one
            // style, the inner symbol cut out of a filled enclosure.
            let secondary: ResolvedStyle = if mode == .hierarchical {
                style.multiplyingOpacity(by: HierarchicalShapeStyle.opacities[1])
            } else if mode == .palette, inputs.environment.foregroundLevels.count > 1 {
                inputs.resolve(style: HierarchicalShapeStyle.secondary)
            } else {
                style
            }
            node.drawing = NodeAppearance.leaf { frame, list in
                layers.draw(
                    in: frame, primary: style.paint(in: frame), secondary: secondary.paint(in: frame), knockout: !layered,
                    into: &list)
            }
            return node
        }
        node.drawing = NodeAppearance.leaf { frame, list in
            guard let symbol else { return list.append(contentsOf: .placeholder(in: frame)) }
            SymbolLayers.drawGlyph(symbol, in: frame, paint: style.paint(in: frame), into: &list)
        }
        return node
    }

    /// A missing image's size: Easel draws a visible placeholder this big rather than nothing
    /// (docs/Decisions.md).
    static let placeholderSize = CGSize(width: 24, height: 24)

    private static func makeBitmap(_ view: Image, source: ImageSource?, inputs: _ViewInputs) -> LayoutNode {
        let own = source?.size ?? placeholderSize
        let resizable = view.isResizable
        let node = inputs.makeNode(ProposalLayout(name: "Image") { proposal in
            resizable ? proposal.replacingUnspecifiedDimensions(by: own) : own
        })
        let tint = view.renderingMode == .template ? inputs.resolve(style: ForegroundStyle()) : nil
        let tiles = resizable && view.resizingMode == .tile
        let antialiased = view.isAntialiased
        let interpolation: ImageDrawing.Interpolation = switch view.interpolation {
        case .none: .none
        case .low: .low
        case .medium: .medium
        case .high: .high
        }
        node.drawing = NodeAppearance.leaf { frame, list in
            guard let source else { return list.append(contentsOf: .placeholder(in: frame)) }
            list.append(.image(ImageDrawing(
                source: source, rect: frame, tileSize: tiles ? source.size : nil, interpolation: interpolation,
                tint: tint?.paint(in: frame), antialiased: antialiased)))
        }
        return node
    }
}
