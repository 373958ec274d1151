import EaselGraphics
import Foundation

// iOS 17's shape views: a filled or stroked shape provides its shape, and fills and strokes applied to it draw the
// same shape over it. Each is drawn as the `_ShapeView` a shape's own fill or stroke makes, over its background.

/// A view that provides a shape for further drawing: fills and strokes applied to it draw the same shape over
/// it, as `Capsule().fill(.yellow).stroke(.blue, lineWidth: 8)` draws a yellow capsule with a blue outline.
public protocol ShapeView<Content>: View {
    associatedtype Content: Shape
    /// The shape this view draws, and provides for further drawing.
    var shape: Content { get }
}

extension ShapeView {
    /// Fills this view's shape with a color or gradient, over this view.
    public func fill<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), style: FillStyle = FillStyle()
    ) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    /// Traces the outline of this view's shape with a color or gradient and a stroke style, over this view.
    public func stroke<S: ShapeStyle>(
        _ content: S, style: StrokeStyle, antialiased: Bool = true
    ) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Traces the outline of this view's shape with a color or gradient, over this view.
    public func stroke<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView where Content: InsettableShape {
    /// Traces the outline of this view's shape inside its frame with a stroke style, over this view.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), style: StrokeStyle, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Traces the outline of this view's shape inside its frame, over this view.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView {
    /// Makes `drawn` (this view's own fill or stroke), over `background` unless that is the `EmptyView` a shape's
    /// own fill or stroke starts from. The background is laid out at the drawn shape's size, behind it.
    static func make<Drawn: View, Background: View>(
        _ drawn: Drawn, over background: Background, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        if Background.self == EmptyView.self {
            drawn.makeView(inputs: inputs, outputs: &outputs)
        } else {
            drawn.background(background).makeView(inputs: inputs, outputs: &outputs)
        }
    }
}

/// A shape filled with a style, over a background (iOS 17's `fill` on a `ShapeView`).
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    public typealias Body = Never
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    /// The view drawn beneath the fill.
    public var background: Background

    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let drawn = _ShapeView(shape: view.shape, style: view.style, drawing: .fill(view.fillStyle))
        make(drawn, over: view.background, inputs: inputs, outputs: &outputs)
    }
}

/// A shape's outline stroked with a style, over a background (`stroke(_:lineWidth:antialiased:)`).
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    public typealias Body = Never
    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    /// Whether the stroke is drawn antialiased; Easel draws every stroke antialiased (docs/Decisions.md).
    public var isAntialiased: Bool
    /// The view drawn beneath the stroke.
    public var background: Background

    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let drawn = _ShapeView(shape: view.shape, style: view.style, drawing: .stroke(view.strokeStyle))
        make(drawn, over: view.background, inputs: inputs, outputs: &outputs)
    }
}

/// A shape's outline stroked inside its frame with a style, over a background (`strokeBorder`).
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView {
    public typealias Body = Never
    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    /// Whether the stroke is drawn antialiased; Easel draws every stroke antialiased (docs/Decisions.md).
    public var isAntialiased: Bool
    /// The view drawn beneath the stroke.
    public var background: Background

    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        make(view.shape.borderView(view.style, style: view.strokeStyle), over: view.background, inputs: inputs, outputs: &outputs)
    }
}
