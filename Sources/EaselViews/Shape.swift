import EaselGraphics
import EaselLayout
import Foundation

/// A 2D shape that you can use when drawing a view. As a view, a shape takes the proposed size (nil
/// dimensions become 10) unless it says otherwise in `sizeThatFits` (spec §3.6).
public protocol Shape: Animatable, View {
    func path(in rect: CGRect) -> Path
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: .foreground, drawing: .fill) }

    /// A shape on its own is its filled shape view, made directly rather than through `body`, so its path
    /// in the tree names it once.
    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        _ShapeView<Self, ForegroundStyle>._makeView(view: view.body, inputs: inputs, outputs: &outputs)
    }

    /// Fills the shape with a color or style.
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: .fill)
    }

    /// Traces the outline of the shape, centered on its edge.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: .stroke(lineWidth: lineWidth, inset: false))
    }

    /// Fills the shape with a style, using a fill rule.
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: .fill)
    }

    /// Traces the outline of the shape with a stroke style.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: .stroke(lineWidth: style.lineWidth, inset: false))
    }

    /// Traces the outline of the shape with the foreground color and a stroke style.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: .foreground, drawing: .stroke(lineWidth: style.lineWidth, inset: false))
    }

    /// Traces the outline of the shape with the foreground color.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: .foreground, drawing: .stroke(lineWidth: lineWidth, inset: false))
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
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: .stroke(lineWidth: lineWidth, inset: true))
    }

    public func strokeBorder<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), style: StrokeStyle, antialiased: Bool = true
    ) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: .stroke(lineWidth: style.lineWidth, inset: true))
    }

    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: .foreground, drawing: .stroke(lineWidth: lineWidth, inset: true))
    }
}

/// A shape drawn with a style. It sizes exactly like the shape it draws.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    public typealias Body = Never

    package enum Drawing {
        case fill
        case stroke(lineWidth: CGFloat, inset: Bool)
    }

    public var shape: Content
    public var style: Style
    package var drawing: Drawing

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let shape = view.shape
        let name = ViewTypeName.of(Content.self)
        let inputs = inputs.pushing(name)
        outputs.append(inputs.makeNode(ProposalLayout(name: name, measure: { shape.sizeThatFits($0) })))
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
/// as 10 (spec §3.6, §11 Q16).
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

    /// A color fills the space it is offered, nil dimensions taken as 10 (spec §3.6).
    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        outputs.append(inputs.pushing("Color").makeNode(ProposalLayout(name: "Color")))
    }
}
