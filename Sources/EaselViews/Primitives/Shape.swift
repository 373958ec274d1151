import EaselGraphics
import EaselLayout
import Foundation

/// A 2D shape that you can use when drawing a view. As a view, a shape takes the proposed size (nil
/// dimensions become 10) unless it says otherwise in `sizeThatFits` (LayoutRules §3.6).
public protocol Shape: Animatable, View {
    func path(in rect: CGRect) -> Path
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: .foreground, drawing: .fill(FillStyle())) }

    /// A shape on its own is its filled shape view, made directly rather than through `body`, so its path
    /// in the tree names it once.
    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        _ShapeView<Self, ForegroundStyle>._makeView(view: view.body, inputs: inputs, outputs: &outputs)
    }

    /// Fills the shape with a color or style.
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: .fill(FillStyle()))
    }

    /// Traces the outline of the shape with a color or gradient, centered on its edge. Strokes are drawn
    /// antialiased whatever `antialiased` says (docs/Decisions.md).
    public func stroke<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StrokeShapeView<Self, S, EmptyView> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Fills the shape with a style, using a fill rule.
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: .fill(style))
    }

    /// Traces the outline of the shape with a color or gradient and a stroke style.
    public func stroke<S: ShapeStyle>(
        _ content: S, style: StrokeStyle, antialiased: Bool = true
    ) -> StrokeShapeView<Self, S, EmptyView> {
        StrokeShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// A new shape that is this shape's outline stroked with a style: the region the stroke covers. Shown as a
    /// view it is drawn as the stroke (in the foreground style); filled, clipped to or trimmed it is that region.
    public func stroke(style: StrokeStyle) -> some Shape {
        _StrokedShape(shape: self, style: style)
    }

    /// A new shape that is this shape's outline stroked `lineWidth` wide.
    public func stroke(lineWidth: CGFloat = 1) -> some Shape {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// A shape's outline stroked with a style, as a shape (`stroke(lineWidth:)`, `stroke(style:)`): its path is the
/// region the stroke covers (`Path.strokedPath(_:)`), and on its own it draws as that stroke of the shape, so its
/// pixels are the stroke's. It animates as the shape it strokes.
struct _StrokedShape<Content: Shape>: Shape {
    var shape: Content
    var style: StrokeStyle

    func path(in rect: CGRect) -> Path {
        shape.path(in: rect).strokedPath(style)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }

    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let drawn = _ShapeView(shape: view.shape, style: ForegroundStyle(), drawing: .stroke(view.style))
        _ShapeView<Content, ForegroundStyle>._makeView(view: drawn, inputs: inputs, outputs: &outputs)
    }
}

/// A shape that is insettable, so that its outline can be drawn inside its frame.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// Traces the outline inside the shape's frame: the whole stroke stays within its bounds.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Self, S, EmptyView> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Traces the outline inside the shape's frame with a stroke style.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), style: StrokeStyle, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Self, S, EmptyView> {
        StrokeBorderShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// The shape stroked inside its frame: the outline moves in by half the line width, so the stroke's outer
    /// edge is the frame's edge.
    func borderView<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
        let inset = style.lineWidth.isFinite ? style.lineWidth / 2 : 0
        var view = _ShapeView(shape: self, style: content, drawing: .stroke(style))
        view.strokedPath = { rect in self.inset(by: inset).path(in: rect) }
        return view
    }
}

/// A shape drawn with a style. It sizes exactly like the shape it draws.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: ShapeView {
    public typealias Body = Never

    package enum Drawing {
        case fill(FillStyle)
        case stroke(StrokeStyle)
    }

    public var shape: Content
    public var style: Style
    package var drawing: Drawing
    /// The outline a border strokes: the shape inset by half the line width.
    package var strokedPath: ((CGRect) -> Path)?

    package init(shape: Content, style: Style, drawing: Drawing) {
        self.shape = shape
        self.style = style
        self.drawing = drawing
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let shape = inputs.animated(view.shape)
        let name = ViewTypeName.of(Content.self)
        let node = inputs.makeNamedNode(ProposalLayout(name: name, measure: { shape.sizeThatFits($0) }))
        var style = inputs.resolve(style: view.style)
        style = inputs.animated(styles: [style])[0]
        // A container-relative shape takes the container's shape, in its own frame (docs/Decisions.md).
        let container = shape is ContainerRelativeShape ? inputs.environment.containerShape : nil
        let path: (CGRect) -> Path = view.strokedPath ?? container.map { container in { container.path(in: $0) } } ?? { shape.path(in: $0) }
        switch view.drawing {
        case .fill(let fill):
            let rule = FillRule(evenOdd: fill.isEOFilled, antialiased: fill.isAntialiased)
            node.drawing = NodeAppearance.leaf(hitTest: { path($1).contains($0, eoFill: fill.isEOFilled) }) { frame, list in
                list.append(.fill(path(frame), style.paint(in: frame), rule))
            }
        case .stroke(let stroke):
            guard let stroke = stroke.sanitized(inputs, naming: name) else { break }
            // A stroked shape takes taps on its stroke only, as SwiftUI's stroked shapes do.
            let width = stroke.lineWidth
            node.drawing = NodeAppearance.leaf(hitTest: { path($1).strokeContains($0, lineWidth: width) }) { frame, list in
                list.append(.stroke(path(frame), style.paint(in: frame), stroke))
            }
        }
        outputs.append(node)
    }
}

extension StrokeStyle {
    /// The style with a usable width and dash pattern, or nil (and a diagnostic) when nothing can be drawn. The
    /// diagnostic names the view `name` below the inputs' path, when given.
    func sanitized(_ inputs: _ViewInputs, naming name: String? = nil) -> StrokeStyle? {
        guard lineWidth.isFinite, lineWidth >= 0 else {
            inputs.diagnose(
                "Invalid stroke width \(lineWidth); the stroke is not drawn", fix: "pass a finite, non-negative lineWidth",
                naming: name)
            return nil
        }
        var style = self
        if dash.contains(where: { !$0.isFinite || $0 < 0 }) || (!dash.isEmpty && dash.allSatisfy { $0 == 0 }) {
            inputs.diagnose(
                "Invalid dash pattern \(dash); the stroke is drawn solid",
                fix: "pass finite, non-negative dash lengths, not all zero", naming: name)
            style.dash = []
        }
        if !dashPhase.isFinite { style.dashPhase = 0 }
        if !miterLimit.isFinite || miterLimit < 1 { style.miterLimit = 10 }
        return style
    }
}

/// A rectangular shape aligned inside the frame of the view containing it.
public struct Rectangle: InsettableShape, Sendable {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> InsetRectangle { InsetRectangle(amount: amount) }
}

/// A rectangle inset by an amount.
public struct InsetRectangle: InsettableShape, Sendable {
    let amount: CGFloat
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: amount, dy: amount)) }
    public func inset(by amount: CGFloat) -> InsetRectangle { InsetRectangle(amount: self.amount + amount) }
}

/// A rectangular shape with rounded corners.
public struct RoundedRectangle: InsettableShape, Sendable {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path {
        let inset = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let size = CGSize(width: max(cornerSize.width - insetAmount, 0), height: max(cornerSize.height - insetAmount, 0))
        return Path(roundedRect: inset, cornerSize: size, style: style)
    }

    public func inset(by amount: CGFloat) -> RoundedRectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// A rectangle whose corners have radii of their own.
public struct UnevenRoundedRectangle: Shape, Sendable {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
                topTrailing: topTrailingRadius),
            style: style)
    }

    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
        return path
    }
}

/// A capsule: a rounded rectangle whose corner radius is half its shorter side.
public struct Capsule: InsettableShape, Sendable {
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(style: RoundedCornerStyle = .circular) {
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        let inset = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let radius = min(inset.width, inset.height) / 2
        return Path(roundedRect: inset, cornerRadius: radius, style: style)
    }

    public func inset(by amount: CGFloat) -> Capsule {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// An ellipse aligned inside the frame of the view containing it.
public struct Ellipse: InsettableShape, Sendable {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Ellipse {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// A circle centered on the frame of the view containing it.
///
/// In layout a circle is square: the side is the smaller dimension of the proposal, nil dimensions taken
/// as 10 (LayoutRules §3.6, §11 Q16).
public struct Circle: InsettableShape, Sendable {
    var insetAmount: CGFloat = 0
    public init() {}

    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height) - 2 * insetAmount
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: max(side, 0), height: max(side, 0)))
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }

    public func inset(by amount: CGFloat) -> Circle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

extension Color: View {
    public typealias Body = Never

    /// A color fills the space it is offered, nil dimensions taken as 10 (LayoutRules §3.6).
    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let node = inputs.makeNamedNode(ProposalLayout(name: "Color"))
        node.drawing = NodeAppearance.fill(inputs.animated(color: inputs.resolve(color: view)))
        outputs.append(node)
    }
}

// MARK: Trimming

/// A shape drawn only between two fractions of its outline's length; what `trim(from:to:)` returns. Both
/// fractions animate (a progress ring filling up), and so does the shape inside.
public struct _TrimmedShape<S: Shape>: Shape {
    public var shape: S
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    public init(shape: S, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
        self.shape = shape
        self.startFraction = startFraction
        self.endFraction = endFraction
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    public var animatableData: AnimatablePair<S.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(startFraction, endFraction)) }
        set {
            shape.animatableData = newValue.first
            startFraction = newValue.second.first
            endFraction = newValue.second.second
        }
    }
}

extension _TrimmedShape: Sendable where S: Sendable {}

extension Shape {
    /// Trims this shape by a fractional amount based on its representation as a path: only the part of its
    /// outline between `startFraction` and `endFraction` of its length is drawn (a circle's outline starts at
    /// 3 o'clock and runs clockwise; a rectangle's at its top leading corner).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}
