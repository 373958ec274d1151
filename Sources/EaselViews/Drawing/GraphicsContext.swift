import EaselGraphics
import EaselLayout
import Foundation

/// An immediate-mode drawing destination, and its current state: what a `Canvas` hands its renderer.
///
/// Each fill, stroke and draw appends to the canvas's display list, through the context's current transform,
/// clip, opacity, blend mode and filters. The context is a value: a copy (or a `drawLayer` closure's context)
/// changes its own state only, and draws into the same canvas.
public struct GraphicsContext {
    /// Where drawing goes, shared by every copy of a context made from one canvas.
    final class Sink {
        let inputs: _ViewInputs
        let scale: CGFloat
        /// The canvas's symbols by tag.
        var symbols: [(tag: AnyHashable, node: LayoutNode)] = []

        init(inputs: _ViewInputs, scale: CGFloat) {
            self.inputs = inputs
            self.scale = scale
        }
    }

    let sink: Sink
    /// The list this context (or the layer it draws in) appends to.
    private var layer: LayerBox
    /// A clip: a path with its fill rule, or a layer whose alpha masks later drawing (`clipToLayer`).
    private enum Clip {
        case path(Path, FillRule)
        case mask(DisplayList)
    }

    /// Clips in the canvas's coordinates, outermost first.
    private var clips: [Clip] = []
    private var filters: [DisplayEffect] = []

    /// The current transform matrix, from the context's coordinates to the canvas's.
    public var transform: CGAffineTransform = .identity
    /// The opacity of drawing operations in the context.
    public var opacity: Double = 1
    /// The blend mode used by drawing operations in the context.
    public var blendMode: BlendMode = .normal
    /// The environment the canvas's drawing resolves colors, fonts and images in.
    public var environment: EnvironmentValues { sink.inputs.environment }

    /// The bounds of the current clip, in the context's coordinates (the canvas when nothing clips).
    public var clipBoundingRect: CGRect {
        var bounds = CGRect(origin: .zero, size: layer.size)
        for case .path(let path, _) in clips { bounds = bounds.intersection(path.boundingRect) }
        return bounds.applying(transform.inverted())
    }

    final class LayerBox {
        var list = DisplayList()
        let size: CGSize
        init(size: CGSize) { self.size = size }
    }

    init(sink: Sink, size: CGSize) {
        self.sink = sink
        layer = LayerBox(size: size)
    }

    /// What the canvas drew.
    var drawing: DisplayList { layer.list }

    // MARK: Transforms

    /// Moves the origin of the context's coordinates.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Scales the context's coordinates.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Rotates the context's coordinates (clockwise on screen for positive angles).
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
    }

    /// Appends a matrix to the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Clipping, filters, layers

    /// Options that affect the use of clip shapes.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Inverts the clip: drawing shows outside the shape.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Adds a path to the clip: later drawing in this context shows only inside it.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        var shape = path.applying(transform)
        var evenOdd = style.isEOFilled
        if options.contains(.inverse) {
            // The canvas with a hole: an even-odd clip of the canvas's rectangle and the shape.
            var outside = Path(CGRect(origin: .zero, size: layer.size).insetBy(dx: -1e5, dy: -1e5))
            outside.addPath(shape)
            shape = outside
            evenOdd = true
        }
        clips.append(.path(shape, FillRule(evenOdd: evenOdd, antialiased: style.isAntialiased)))
    }

    /// Adds a clip drawn in a layer: later drawing in this context shows as much as the layer's alpha (times
    /// `opacity`) there; with `.inverse`, as much as it is transparent.
    public mutating func clipToLayer(
        opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void
    ) rethrows {
        var inner = GraphicsContext(sink: sink, size: layer.size)
        inner.transform = transform
        try content(&inner)
        var mask = inner.layer.list
        let opacity = opacity.isFinite ? min(max(opacity, 0), 1) : 1
        if opacity < 1 { mask = DisplayList([.group(.opacity(opacity), mask)]) }
        if options.contains(.inverse) {
            // Everywhere, less the layer: an opaque sheet with the layer's alpha cut out of it.
            let sheet = Path(CGRect(origin: .zero, size: layer.size).insetBy(dx: -1e5, dy: -1e5))
            mask = DisplayList([
                .fill(sheet, .color(RGBA(0, 0, 0)), FillRule()),
                .group(.blend(.destinationOut), mask),
            ])
        }
        clips.append(.mask(mask))
    }

    /// Draws the content of `body` into a layer of its own, composited into this context as one image with
    /// the context's opacity, blend mode, filters and clip.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var inner = GraphicsContext(sink: sink, size: layer.size)
        inner.transform = transform
        try content(&inner)
        append(inner.layer.list)
    }

    /// A filter applied to later drawing in the context.
    public struct Filter: Sendable {
        let effect: DisplayEffect?
        /// A shadow's color, resolved in the canvas's environment when the filter is added.
        var shadow: (color: Color, radius: CGFloat, offset: CGSize)?
        /// `colorMultiply`'s color, resolved likewise.
        var multiply: Color? = nil
        /// `alphaThreshold`'s range and color, the color resolved likewise.
        var threshold: (min: Double, max: Double, color: Color)? = nil

        /// A Gaussian blur.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(effect: radius.isFinite && radius > 0 ? .filter(.blur(radius: radius)) : nil, shadow: nil)
        }

        /// A shadow under what is drawn.
        public static func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
            blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
        ) -> Filter {
            Filter(effect: nil, shadow: (color, radius.isFinite ? max(radius, 0) : 0, CGSize(width: x, height: y)))
        }

        /// Multiplies each color by the saturation factor (0 is gray).
        public static func saturation(_ amount: Double) -> Filter { Filter(effect: .filter(.saturation(amount)), shadow: nil) }
        /// Adds to each color's brightness.
        public static func brightness(_ amount: Double) -> Filter { Filter(effect: .filter(.brightness(amount)), shadow: nil) }
        /// Scales each color's distance from middle gray.
        public static func contrast(_ amount: Double) -> Filter { Filter(effect: .filter(.contrast(amount)), shadow: nil) }
        /// Turns colors into shades of gray (1 is wholly gray).
        public static func grayscale(_ amount: Double) -> Filter { Filter(effect: .filter(.saturation(1 - amount)), shadow: nil) }
        /// Turns the hues by an angle, keeping each color's luminance.
        public static func hueRotation(_ angle: Angle) -> Filter {
            Filter(effect: angle.radians.isFinite ? .filter(.hueRotation(angle.radians)) : nil, shadow: nil)
        }
        /// Multiplies each color channel by the color's (white changes nothing).
        public static func colorMultiply(_ color: Color) -> Filter { Filter(effect: nil, shadow: nil, multiply: color) }
        /// Moves each color channel toward its complement: 1 inverts, 0 changes nothing.
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            Filter(effect: amount.isFinite && amount != 0 ? .filter(.invert(min(max(amount, 0), 1))) : nil, shadow: nil)
        }
        /// Replaces each pixel whose alpha lies between `min` and `max` (inclusive) by the color, and makes every
        /// other pixel transparent: after a blur, the classic way to merge shapes that come close.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(effect: nil, shadow: nil, threshold: (min.isFinite ? min : 0, max.isFinite ? max : 1, color))
        }
        /// Transforms each pixel's straight red, green, blue and alpha by the matrix.
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter {
            Filter(effect: .filter(.colorMatrix(matrix.values)), shadow: nil)
        }
        /// Black, as opaque as each pixel's color is light (SVG's `luminanceToAlpha`).
        public static var luminanceToAlpha: Filter { Filter(effect: .filter(.luminanceToAlpha), shadow: nil) }
    }

    /// Options for a blur filter.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 1)
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Options for a shadow filter.
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// Options for filters.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Adds a filter that applies to later drawing in the context.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        if let effect = filter.effect { filters.append(effect) }
        if let threshold = filter.threshold {
            let color = sink.inputs.resolve(color: threshold.color)
            filters.append(.filter(.alphaThreshold(min: threshold.min, max: threshold.max, color: color)))
        }
        if let multiply = filter.multiply {
            let color = sink.inputs.resolve(color: multiply)
            filters.append(.filter(.multiply(red: color.red, green: color.green, blue: color.blue)))
        }
        if let shadow = filter.shadow {
            let color = sink.inputs.resolve(color: shadow.color)
            filters.append(.shadow(Shadow(color: color, radius: shadow.radius, offset: shadow.offset)))
        }
    }

    // MARK: Shading

    /// A color, gradient or style that fills or strokes a path.
    public struct Shading {
        enum Kind {
            case style(any ShapeStyle)
            case linear(Gradient, CGPoint, CGPoint)
            case radial(Gradient, CGPoint, CGFloat, CGFloat)
            case conic(Gradient, CGPoint, Angle)
        }

        let kind: Kind

        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { Shading(kind: .style(ForegroundStyle())) }
        /// A constant color.
        public static func color(_ color: Color) -> Shading { Shading(kind: .style(color)) }
        /// A constant color from components.
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
        ) -> Shading {
            Shading(kind: .style(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity)))
        }
        /// A shape style, laid over the bounds of what it fills.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }
        /// A linear gradient between two points of the context.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .linear(gradient, startPoint, endPoint))
        }
        /// A radial gradient around a point of the context.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .radial(gradient, center, startRadius, endRadius))
        }
        /// A conic gradient around a point of the context, starting at `angle`.
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .conic(gradient, center, angle))
        }
    }

    /// Options that affect the rendering of color gradients.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    func paint(_ shading: Shading, over bounds: CGRect) -> Paint {
        let inputs = sink.inputs
        switch shading.kind {
        case .style(let style):
            return inputs.resolve(style: style).paint(in: bounds)
        case .linear(let gradient, let start, let end):
            return .linearGradient(stops: inputs.resolve(gradient: gradient), start: start, end: end)
        case .radial(let gradient, let center, let from, let to):
            return .radialGradient(stops: inputs.resolve(gradient: gradient), center: center, startRadius: from, endRadius: to)
        case .conic(let gradient, let center, let angle):
            return .angularGradient(
                stops: inputs.resolve(gradient: gradient), center: center, startAngle: angle.radians,
                endAngle: angle.radians + 2 * .pi)
        }
    }

    // MARK: Drawing

    /// Draws the items in the context's coordinates into the canvas, through its transform, filters, opacity,
    /// blend mode and clips.
    func append(_ items: DisplayList) {
        guard !items.isEmpty else { return }
        var list = items
        if transform != .identity { list = DisplayList([.group(.transform(transform), list)]) }
        for filter in filters.reversed() { list = DisplayList([.group(filter, list)]) }
        if opacity < 1 { list = DisplayList([.group(.opacity(max(opacity, 0)), list)]) }
        if blendMode != .normal { list = DisplayList([.group(.blend(blendMode.compositing), list)]) }
        for clip in clips.reversed() {
            switch clip {
            case .path(let path, let rule): list = DisplayList([.group(.clip(path, rule), list)])
            case .mask(let mask): list = DisplayList([.group(.mask(mask), list)])
            }
        }
        layer.list.append(contentsOf: list)
    }

    /// Fills a path with a color, gradient or style.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let rule = FillRule(evenOdd: style.isEOFilled, antialiased: style.isAntialiased)
        append(DisplayList([.fill(path, paint(shading, over: path.boundingRect), rule)]))
    }

    /// Strokes a path with a color, gradient or style.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard style.lineWidth.isFinite, style.lineWidth >= 0 else { return }
        append(DisplayList([.stroke(path, paint(shading, over: path.boundingRect), style)]))
    }

    /// Strokes a path with a color, gradient or style, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }
}

extension GraphicsContext {
    /// The ways drawing in a context combines with what is already drawn.
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        public static let normal = BlendMode(rawValue: 0)
        public static let multiply = BlendMode(rawValue: 1)
        public static let screen = BlendMode(rawValue: 2)
        public static let overlay = BlendMode(rawValue: 3)
        public static let darken = BlendMode(rawValue: 4)
        public static let lighten = BlendMode(rawValue: 5)
        public static let colorDodge = BlendMode(rawValue: 6)
        public static let colorBurn = BlendMode(rawValue: 7)
        public static let softLight = BlendMode(rawValue: 8)
        public static let hardLight = BlendMode(rawValue: 9)
        public static let difference = BlendMode(rawValue: 10)
        public static let exclusion = BlendMode(rawValue: 11)
        public static let hue = BlendMode(rawValue: 12)
        public static let saturation = BlendMode(rawValue: 13)
        public static let color = BlendMode(rawValue: 14)
        public static let luminosity = BlendMode(rawValue: 15)
        public static let sourceAtop = BlendMode(rawValue: 20)
        public static let destinationOver = BlendMode(rawValue: 21)
        public static let destinationOut = BlendMode(rawValue: 23)
        public static let plusDarker = BlendMode(rawValue: 26)
        public static let plusLighter = BlendMode(rawValue: 27)

        var compositing: CompositingOperator {
            let table: [Int32: CompositingOperator] = [
                1: .multiply, 2: .screen, 3: .overlay, 4: .darken, 5: .lighten, 6: .colorDodge, 7: .colorBurn,
                8: .softLight, 9: .hardLight, 10: .difference, 11: .exclusion, 12: .hue, 13: .saturation, 14: .color,
                15: .luminosity, 20: .sourceAtop, 21: .destinationOver, 23: .destinationOut, 26: .plusDarker,
                27: .plusLighter,
            ]
            return table[rawValue] ?? .normal
        }
    }
}
