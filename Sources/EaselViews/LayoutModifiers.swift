import EaselGraphics
import EaselLayout
import Foundation

// The primitive modifiers that lower to a layout node each. Their algorithms are documented on the layout
// types in EaselLayout; the `View` methods below have SwiftUI's names and signatures.

struct FrameModifier: LayoutModifier {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    func layout(in inputs: _ViewInputs) -> FrameLayout {
        FrameLayout(width: width, height: height, alignment: alignment)
    }

    var problems: [ModifierProblem] {
        FrameLayout.problems(width: width, height: height).map {
            ModifierProblem($0, fix: "pass a finite, non-negative size, or nil to keep the proposal")
        }
    }
}

struct FlexibleFrameModifier: LayoutModifier {
    let minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: CGFloat?
    let alignment: Alignment

    func layout(in inputs: _ViewInputs) -> FlexibleFrameLayout {
        FlexibleFrameLayout(
            width: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
            height: .init(min: minHeight, ideal: idealHeight, max: maxHeight), alignment: alignment)
    }

    var problems: [ModifierProblem] {
        FlexibleFrameLayout.problems(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
            idealHeight: idealHeight, maxHeight: maxHeight
        ).map { ModifierProblem($0, fix: "give bounds in order min ≤ ideal ≤ max, none negative or NaN") }
    }
}

struct PaddingModifier: LayoutModifier {
    let edges: Edge.Set
    let length: CGFloat?
    let insets: EdgeInsets?

    func layout(in inputs: _ViewInputs) -> PaddingLayout {
        if let insets { return PaddingLayout(insets: insets.sanitized) }
        let base = length.map { EdgeInsets(_all: $0) } ?? inputs.environment.defaultPadding
        return PaddingLayout(
            insets: EdgeInsets(
                top: edges.contains(.top) ? base.top : 0, leading: edges.contains(.leading) ? base.leading : 0,
                bottom: edges.contains(.bottom) ? base.bottom : 0,
                trailing: edges.contains(.trailing) ? base.trailing : 0
            ).sanitized)
    }

    var problems: [ModifierProblem] {
        let values = insets.map { [$0.top, $0.leading, $0.bottom, $0.trailing] } ?? [length].compactMap { $0 }
        return values.contains(where: { !$0.isFinite })
            ? [ModifierProblem("Invalid padding (non-finite); it is treated as 0", fix: "pass finite insets")] : []
    }
}

extension CGFloat {
    /// The value, or 0 when it is NaN or infinite (what SwiftUI does with such offsets and insets).
    fileprivate var finiteOrZero: CGFloat { isFinite ? self : 0 }
}

extension EdgeInsets {
    /// Non-finite insets become 0. Negative insets are kept: SwiftUI lets a view draw outside its padding.
    fileprivate var sanitized: EdgeInsets {
        EdgeInsets(
            top: top.finiteOrZero, leading: leading.finiteOrZero, bottom: bottom.finiteOrZero,
            trailing: trailing.finiteOrZero)
    }
}

struct FixedSizeModifier: LayoutModifier {
    let horizontal: Bool
    let vertical: Bool
    func layout(in inputs: _ViewInputs) -> FixedSizeLayout { FixedSizeLayout(horizontal: horizontal, vertical: vertical) }
}

struct AspectRatioModifier: LayoutModifier {
    let aspectRatio: CGFloat?
    let contentMode: ContentMode
    func layout(in inputs: _ViewInputs) -> AspectRatioLayout {
        AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode)
    }

    var problems: [ModifierProblem] {
        guard let problem = AspectRatioLayout.problem(aspectRatio: aspectRatio) else { return [] }
        return [ModifierProblem(problem, fix: "pass a positive, finite width-to-height ratio, or nil")]
    }
}

struct OffsetModifier: LayoutModifier {
    let offset: CGSize
    func layout(in inputs: _ViewInputs) -> OffsetLayout {
        OffsetLayout(offset: CGSize(width: offset.width.finiteOrZero, height: offset.height.finiteOrZero))
    }

    var problems: [ModifierProblem] {
        offset.width.isFinite && offset.height.isFinite
            ? [] : [ModifierProblem("Invalid offset (non-finite); it is treated as 0", fix: "pass a finite offset")]
    }
}

struct PositionModifier: LayoutModifier {
    let position: CGPoint
    func layout(in inputs: _ViewInputs) -> PositionLayout {
        PositionLayout(position: CGPoint(x: position.x.finiteOrZero, y: position.y.finiteOrZero))
    }

    var problems: [ModifierProblem] {
        position.x.isFinite && position.y.isFinite
            ? [] : [ModifierProblem("Invalid position (non-finite); it is treated as 0", fix: "pass a finite point")]
    }
}

struct AlignmentGuideModifier: LayoutModifier {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat
    func layout(in inputs: _ViewInputs) -> AlignmentGuideLayout {
        AlignmentGuideLayout(key: key, computeValue: computeValue)
    }
}

/// A modifier that changes drawing only: layout sees the child unchanged (spec §4.5, last rule).
struct DrawingModifier: LayoutModifier {
    let name: String
    var makeDrawing: ((_ViewInputs) -> NodeDrawing?)?
    var problem: ModifierProblem?

    init(name: String, problem: ModifierProblem? = nil, drawing: ((_ViewInputs) -> NodeDrawing?)? = nil) {
        self.name = name
        self.problem = problem
        makeDrawing = drawing
    }

    /// A modifier that applies an effect, made from the view's frame, to everything the view draws.
    init(name: String, problem: ModifierProblem? = nil, effect: @escaping (CGRect) -> DisplayEffect) {
        self.init(name: name, problem: problem) { _ in NodeDrawing.effect(effect) }
    }

    func layout(in inputs: _ViewInputs) -> DrawingLayout { DrawingLayout(name: name) }
    func drawing(in inputs: _ViewInputs) -> NodeDrawing? { makeDrawing?(inputs) }
    var problems: [ModifierProblem] { problem.map { [$0] } ?? [] }
}

extension View {
    /// Positions this view within an invisible frame with the specified size (spec §2.1).
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FrameModifier(width: width, height: height, alignment: alignment))
    }

    /// Positions this view within an invisible frame having the specified size constraints (spec §2.2).
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        modifier(
            FlexibleFrameModifier(
                minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }

    /// Adds padding to the specified edges: `length`, or the default of 16 points (spec §3.1).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(PaddingModifier(edges: edges, length: length, insets: nil))
    }

    /// Adds the same padding to every edge.
    public func padding(_ length: CGFloat) -> some View {
        modifier(PaddingModifier(edges: .all, length: length, insets: nil))
    }

    /// Adds a different padding amount to each edge.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(PaddingModifier(edges: .all, length: nil, insets: insets))
    }

    /// Fixes this view at its ideal size (spec §2.3).
    public func fixedSize() -> some View {
        modifier(FixedSizeModifier(horizontal: true, vertical: true))
    }

    /// Fixes this view at its ideal size in the specified dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }

    /// Constrains this view's dimensions to the specified aspect ratio (spec §3.4).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains this view's dimensions to the aspect ratio of the given size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        let ratio = aspectRatio.height != 0 ? aspectRatio.width / aspectRatio.height : .nan
        return modifier(AspectRatioModifier(aspectRatio: ratio, contentMode: contentMode))
    }

    /// Scales this view to fit its parent, keeping its aspect ratio.
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }

    /// Scales this view to fill its parent, keeping its aspect ratio.
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }

    /// Offsets this view's drawing by the given size; its layout frame does not move (spec §3.2).
    public func offset(_ offset: CGSize) -> some View {
        modifier(OffsetModifier(offset: offset))
    }

    /// Offsets this view by the horizontal and vertical amounts you specify.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(OffsetModifier(offset: CGSize(width: x, height: y)))
    }

    /// Positions the center of this view at the specified point in its parent's coordinate space (spec §3.3).
    public func position(_ position: CGPoint) -> some View {
        modifier(PositionModifier(position: position))
    }

    /// Positions the center of this view at the specified coordinates.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(PositionModifier(position: CGPoint(x: x, y: y)))
    }

    /// Sets the view's horizontal alignment guide (spec §6).
    public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }

    /// Sets the view's vertical alignment guide.
    public func alignmentGuide(
        _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }

    /// Hides the view: it keeps its place in layout but is not drawn (spec §3.9).
    public func hidden() -> some View {
        modifier(DrawingModifier(name: "hidden") { _ in NodeDrawing.nothing })
    }
}

// Drawing modifiers: they change how a view is drawn, never its size or position (spec §4.5, last rule).
// Easel records them in the layout tree now; the renderer draws them.
extension View {
    /// Sets the color of the foreground elements displayed by this view.
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundStyle, color.map { AnyShapeStyle($0) }).modifier(DrawingModifier(name: "foregroundColor"))
    }

    /// Sets a view's foreground elements to use a given style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.foregroundStyle, AnyShapeStyle(style)).modifier(DrawingModifier(name: "foregroundStyle"))
    }

    /// Sets the transparency of this view: everything it draws is composited as one layer at that opacity,
    /// clamped to 0...1.
    public func opacity(_ opacity: Double) -> some View {
        let value = opacity.isNaN ? 1 : min(max(opacity, 0), 1)
        let problem = opacity.isNaN ? ModifierProblem("Invalid opacity (NaN); 1 is used", fix: "pass a value from 0 to 1") : nil
        return modifier(DrawingModifier(name: "opacity", problem: problem) { _ in
            value == 0 ? NodeDrawing.nothing : value == 1 ? nil : NodeDrawing.effect { _ in .opacity(value) }
        })
    }

    /// Clips this view to its bounding frame, with the specified corner radius.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        let radius = radius.isFinite ? max(radius, 0) : 0
        return modifier(DrawingModifier(name: "cornerRadius") { frame in
            .clip(Path(roundedRect: frame, cornerRadius: radius, style: .circular), FillRule(antialiased: antialiased))
        })
    }

    /// Clips this view to its bounding rectangular frame.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(DrawingModifier(name: "clipped") { frame in .clip(Path(frame), FillRule(antialiased: antialiased)) })
    }

    /// Sets a clipping shape for this view: the shape's path in the view's frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(DrawingModifier(name: "clipShape") { frame in
            .clip(shape.path(in: frame), FillRule(evenOdd: style.isEOFilled, antialiased: style.isAntialiased))
        })
    }

    /// Adds a shadow to this view: a copy of everything it draws, blurred, offset and tinted, behind it.
    ///
    /// The blur is a Gaussian whose standard deviation is `radius` points (Easel's reading of SwiftUI, where
    /// the radius is Core Animation's shadow radius; docs/Decisions.md).
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        let valid = radius.isFinite && x.isFinite && y.isFinite
        let problem = valid ? nil : ModifierProblem("Invalid shadow (non-finite radius or offset); it is not drawn", fix: "pass finite values")
        return modifier(DrawingModifier(name: "shadow", problem: problem) { inputs in
            let shadow = Shadow(
                color: color.resolved(dark: inputs.isDark), radius: max(radius, 0), offset: CGSize(width: x, height: y))
            return valid && shadow.color.opacity > 0 ? NodeDrawing.effect { _ in .shadow(shadow) } : nil
        })
    }

    /// Blurs the view's drawing with a Gaussian of standard deviation `radius` points (as shadows read their
    /// radius); its layout does not change. `opaque` is accepted, and the edges fade to transparent either way
    /// (Easel does not clamp them; docs/Decisions.md).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        let valid = radius.isFinite
        let problem = valid ? nil : ModifierProblem("Invalid blur radius (not finite); the view is not blurred", fix: "pass a finite radius")
        return modifier(DrawingModifier(name: "blur", problem: problem) { _ in
            guard valid && radius > 0 else { return nil }
            return NodeDrawing.effect { frame in .filter(opaque ? .opaqueBlur(radius: radius, bounds: frame) : .blur(radius: radius)) }
        })
    }

    /// Scales the view's colors toward (below 1) or away from (above 1) their gray; 0 draws it in grays.
    public func saturation(_ amount: Double) -> some View {
        colorFilter("saturation", amount, identity: 1) { .saturation($0) }
    }

    /// Draws the view's colors that much closer to gray: 0 changes nothing, 1 is fully gray.
    public func grayscale(_ amount: Double) -> some View {
        colorFilter("grayscale", 1 - min(max(amount, 0), 1), identity: 1) { .saturation($0) }
    }

    /// Adds `amount` (−1…1) to each color channel of the view's drawing.
    public func brightness(_ amount: Double) -> some View {
        colorFilter("brightness", amount, identity: 0) { .brightness($0) }
    }

    /// Scales the view's colors about middle gray: 1 changes nothing, 0 is flat gray.
    public func contrast(_ amount: Double) -> some View {
        colorFilter("contrast", amount, identity: 1) { .contrast($0) }
    }

    private func colorFilter(
        _ name: String, _ amount: Double, identity: Double, _ filter: @escaping @Sendable (Double) -> RasterFilter
    ) -> some View {
        let valid = amount.isFinite
        let problem = valid ? nil : ModifierProblem("Invalid \(name) (not finite); it is ignored", fix: "pass a finite value")
        return modifier(DrawingModifier(name: name, problem: problem) { _ in
            valid && amount != identity ? NodeDrawing.effect { _ in .filter(filter(amount)) } : nil
        })
    }

    /// Rotates the view's drawing around an anchor point (its center by default); its layout frame does not
    /// change.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        let radians = angle.radians.isFinite ? angle.radians : 0
        return modifier(DrawingModifier(name: "rotationEffect") { _ in
            radians == 0
                ? nil : NodeDrawing.transform { frame in Transform.rotation(radians).about(frame.point(at: anchor)) }
        })
    }

    /// Scales the view's drawing around an anchor point; its layout frame does not change.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        let x = scale.width.isFinite ? scale.width : 1, y = scale.height.isFinite ? scale.height : 1
        return modifier(DrawingModifier(name: "scaleEffect") { _ in
            if x == 0 || y == 0 { return NodeDrawing.nothing }
            if x == 1 && y == 1 { return nil }
            return NodeDrawing.transform { frame in Transform.scale(x, y).about(frame.point(at: anchor)) }
        })
    }

    /// Scales the view's drawing uniformly around an anchor point.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales the view's drawing by the given horizontal and vertical amounts.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
}

extension CGRect {
    /// The point of the rectangle at a unit point.
    func point(at unit: UnitPoint) -> CGPoint {
        CGPoint(x: minX + unit.x * width, y: minY + unit.y * height)
    }
}
