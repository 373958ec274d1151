import EaselGraphics
import EaselLayout
import Foundation

/// A modifier that changes drawing only: layout sees the child unchanged (LayoutRules §4.5, last rule).
struct DrawingModifier: LayoutModifier {
    let name: String
    var makeDrawing: ((_ViewInputs) -> NodeAppearance?)?
    var transform: ((CGRect) -> CGAffineTransform)?
    var problem: ModifierProblem?

    init(name: String, problem: ModifierProblem? = nil, drawing: ((_ViewInputs) -> NodeAppearance?)? = nil) {
        self.name = name
        self.problem = problem
        makeDrawing = drawing
    }

    /// A modifier that applies an effect, made from the view's frame, to everything the view draws; `clips` when
    /// the effect keeps the drawing inside the frame.
    init(name: String, problem: ModifierProblem? = nil, clips: Bool = false, effect: @escaping (CGRect) -> DisplayEffect) {
        self.init(name: name, problem: problem) { _ in NodeAppearance.effect(clipsDrawing: clips, effect) }
    }

    /// A modifier that moves everything the view draws by a transform made from the view's frame; taps follow.
    init(name: String, problem: ModifierProblem? = nil, transform: @escaping (CGRect) -> CGAffineTransform) {
        self.init(name: name, problem: problem) { _ in NodeAppearance.transformed }
        self.transform = transform
    }

    func layout(in inputs: _ViewInputs) -> DrawingLayout { DrawingLayout(name: name) }
    func drawing(in inputs: _ViewInputs) -> NodeAppearance? { makeDrawing?(inputs) }
    func drawingTransform(in inputs: _ViewInputs) -> ((CGRect) -> CGAffineTransform)? { transform }
    var problems: [ModifierProblem] { problem.map { [$0] } ?? [] }
}

// Drawing modifiers: they change how a view is drawn, never its size or position (LayoutRules §4.5, last rule).
// Easel records them in the layout tree now; the renderer draws them.
extension View {
    /// Sets the color of the foreground elements displayed by this view.
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.userForegroundStyle, color.map { AnyShapeStyle($0) }).modifier(DrawingModifier(name: "foregroundColor"))
    }

    /// Sets a view's foreground elements to use a given style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformEnvironment(\.self) {
            if var level = style as? HierarchicalShapeStyle, level.base == nil {
                // A level of the style around: `.secondary` below `.foregroundStyle(.red)` is a lighter red.
                level.base = $0.foregroundStyle ?? AnyShapeStyle(ForegroundStyle())
                $0.userForegroundStyle = AnyShapeStyle(level)
            } else {
                $0.userForegroundStyle = AnyShapeStyle(style)
                $0.foregroundLevels = []
            }
        }
        .modifier(DrawingModifier(name: "foregroundStyle"))
    }

    /// Sets the transparency of this view: everything it draws is composited as one layer at that opacity,
    /// clamped to 0...1.
    public func opacity(_ opacity: Double) -> some View {
        modifier(OpacityEffect(opacity: opacity))
    }

    /// Clips this view to its bounding frame, with the specified corner radius.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(CornerRadiusEffect(radius: radius, antialiased: antialiased))
    }

    /// Clips this view to its bounding rectangular frame.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(DrawingModifier(name: "clipped", clips: true) { frame in .clip(Path(frame), FillRule(antialiased: antialiased)) })
    }

    /// Sets a clipping shape for this view: the shape's path in the view's frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(DrawingModifier(name: "clipShape", clips: true) { frame in
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
        modifier(ShadowEffect(color: color, radius: radius, x: x, y: y))
    }

    /// Blurs the view's drawing with a Gaussian of standard deviation `radius` points (as shadows read their
    /// radius); its layout does not change. `opaque` is accepted, and the edges fade to transparent either way
    /// (Easel does not clamp them; docs/Decisions.md).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(BlurEffect(radius: radius, opaque: opaque))
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

    /// Turns the hues of the view's drawing by an angle, keeping their luminance.
    public func hueRotation(_ angle: Angle) -> some View {
        colorFilter("hueRotation", angle.radians, identity: 0) { .hueRotation($0) }
    }

    /// Multiplies each color channel of the view's drawing by the color's (white changes nothing).
    public func colorMultiply(_ color: Color) -> some View {
        modifier(DrawingModifier(name: "colorMultiply", problem: nil) { inputs in
            let rgba = inputs.resolve(color: color)
            return NodeAppearance.effect { _ in .filter(.multiply(red: rgba.red, green: rgba.green, blue: rgba.blue)) }
        })
    }

    /// Inverts the colors of the view's drawing.
    public func colorInvert() -> some View {
        modifier(DrawingModifier(name: "colorInvert", problem: nil) { _ in NodeAppearance.effect { _ in .filter(.invert(1)) } })
    }

    /// Makes the view a mask of its own luminance: each pixel becomes black, as opaque as its color is light
    /// (SVG's `luminanceToAlpha`: 0.2125 R + 0.7154 G + 0.0721 B), so black parts vanish and white parts stay.
    public func luminanceToAlpha() -> some View {
        modifier(DrawingModifier(name: "luminanceToAlpha", problem: nil) { _ in
            NodeAppearance.effect { _ in .filter(.luminanceToAlpha) }
        })
    }

    private func colorFilter(
        _ name: String, _ amount: Double, identity: Double, _ filter: @escaping @Sendable (Double) -> RasterFilter
    ) -> some View {
        let valid = amount.isFinite
        let problem = valid ? nil : ModifierProblem("Invalid \(name) (not finite); it is ignored", fix: "pass a finite value")
        return modifier(DrawingModifier(name: name, problem: problem) { _ in
            valid && amount != identity ? NodeAppearance.effect { _ in .filter(filter(amount)) } : nil
        })
    }

    /// Rotates the view's drawing around an anchor point (its center by default); its layout frame does not
    /// change.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(RotationEffect(radians: angle.radians, anchor: anchor))
    }

    /// Scales the view's drawing around an anchor point; its layout frame does not change.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(ScaleEffect(scale: scale, anchor: anchor))
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

/// `.opacity(_:)`: the view drawn as one layer at an opacity, animatable.
struct OpacityEffect: LayoutModifier, Animatable {
    var opacity: Double

    var animatableData: Double {
        get { opacity.isFinite ? opacity : 1 }
        set { opacity = newValue }
    }

    func layout(in inputs: _ViewInputs) -> DrawingLayout { DrawingLayout(name: "opacity") }

    var problems: [ModifierProblem] {
        opacity.isNaN ? [ModifierProblem("Invalid opacity (NaN); 1 is used", fix: "pass a value from 0 to 1")] : []
    }

    func drawing(in inputs: _ViewInputs) -> NodeAppearance? {
        let value = opacity.isNaN ? 1 : min(max(opacity, 0), 1)
        return value == 0 ? NodeAppearance.nothing : value == 1 ? nil : NodeAppearance.effect { _ in .opacity(value) }
    }
}

/// `.cornerRadius(_:antialiased:)`: the view clipped to its frame with rounded corners, animatable.
struct CornerRadiusEffect: LayoutModifier, Animatable {
    var radius: CGFloat
    let antialiased: Bool

    var animatableData: Double {
        get { Optional(radius).animatable }
        set { radius.take(newValue) }
    }

    func layout(in inputs: _ViewInputs) -> DrawingLayout { DrawingLayout(name: "cornerRadius") }

    private var isValid: Bool { radius.isFinite && radius >= 0 }

    var problems: [ModifierProblem] {
        isValid ? [] : [ModifierProblem(
            "Invalid cornerRadius \(radius) (it must be finite and not negative); 0 is used", fix: "pass a radius of 0 or more")]
    }

    func drawing(in inputs: _ViewInputs) -> NodeAppearance? {
        let radius = isValid ? radius : 0, rule = FillRule(antialiased: antialiased)
        return NodeAppearance.effect(clipsDrawing: true) { frame in
            .clip(Path(roundedRect: frame, cornerRadius: radius, style: .circular), rule)
        }
    }
}

/// `.blur(radius:opaque:)`, animatable.
struct BlurEffect: LayoutModifier, Animatable {
    var radius: CGFloat
    let opaque: Bool

    var animatableData: Double {
        get { Optional(radius).animatable }
        set { radius.take(newValue) }
    }

    func layout(in inputs: _ViewInputs) -> DrawingLayout { DrawingLayout(name: "blur") }

    var problems: [ModifierProblem] {
        radius.isFinite ? [] : [ModifierProblem("Invalid blur radius (not finite); the view is not blurred", fix: "pass a finite radius")]
    }

    func drawing(in inputs: _ViewInputs) -> NodeAppearance? {
        guard radius.isFinite && radius > 0 else { return nil }
        let radius = radius, opaque = opaque
        return NodeAppearance.effect { frame in .filter(opaque ? .opaqueBlur(radius: radius, bounds: frame) : .blur(radius: radius)) }
    }
}

/// `.rotationEffect(_:anchor:)`: the drawing turned about an anchor, taps with it; animatable (angle and anchor).
struct RotationEffect: LayoutModifier, Animatable {
    var radians: Double
    var anchor: UnitPoint

    var animatableData: AnimatablePair<Double, AnimatablePair<Double, Double>> {
        get { AnimatablePair(radians.isFinite ? radians : 0, AnimatablePair(Double(anchor.x), Double(anchor.y))) }
        set {
            radians = newValue.first
            anchor = UnitPoint(x: newValue.second.first, y: newValue.second.second)
        }
    }

    func layout(in inputs: _ViewInputs) -> DrawingLayout { DrawingLayout(name: "rotationEffect") }

    func drawing(in inputs: _ViewInputs) -> NodeAppearance? {
        radians.isFinite && radians != 0 ? NodeAppearance.transformed : nil
    }

    func drawingTransform(in inputs: _ViewInputs) -> ((CGRect) -> CGAffineTransform)? {
        guard radians.isFinite && radians != 0 else { return nil }
        let radians = radians, anchor = anchor
        return { frame in CGAffineTransform(rotationAngle: radians).about(frame.point(at: anchor)) }
    }
}

/// `.scaleEffect(_:anchor:)`: the drawing scaled about an anchor, taps with it; animatable (scale and anchor).
struct ScaleEffect: LayoutModifier, Animatable {
    var scale: CGSize
    var anchor: UnitPoint

    var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
        get {
            AnimatablePair(
                AnimatablePair(scale.width.isFinite ? scale.width : 1, scale.height.isFinite ? scale.height : 1),
                AnimatablePair(Double(anchor.x), Double(anchor.y)))
        }
        set {
            scale = CGSize(width: newValue.first.first, height: newValue.first.second)
            anchor = UnitPoint(x: newValue.second.first, y: newValue.second.second)
        }
    }

    private var factors: (x: CGFloat, y: CGFloat) {
        (scale.width.isFinite ? scale.width : 1, scale.height.isFinite ? scale.height : 1)
    }

    func layout(in inputs: _ViewInputs) -> DrawingLayout { DrawingLayout(name: "scaleEffect") }

    var problems: [ModifierProblem] {
        scale.width.isFinite && scale.height.isFinite ? [] : [ModifierProblem(
            "Invalid scaleEffect \(scale.width)x\(scale.height) (not finite); 1 is used for that axis", fix: "pass finite scales")]
    }

    func drawing(in inputs: _ViewInputs) -> NodeAppearance? {
        let (x, y) = factors
        if x == 0 || y == 0 { return NodeAppearance.nothing }
        return x == 1 && y == 1 ? nil : NodeAppearance.transformed
    }

    func drawingTransform(in inputs: _ViewInputs) -> ((CGRect) -> CGAffineTransform)? {
        let (x, y) = factors
        guard x != 0, y != 0, x != 1 || y != 1 else { return nil }
        let anchor = anchor
        return { frame in CGAffineTransform(scaleX: x, y: y).about(frame.point(at: anchor)) }
    }
}

extension CGRect {
    /// The point of the rectangle at a unit point.
    func point(at unit: UnitPoint) -> CGPoint {
        CGPoint(x: minX + unit.x * width, y: minY + unit.y * height)
    }
}

/// `.shadow(color:radius:x:y:)`: a blurred, tinted copy of the view's drawing behind it. The radius, the offset and
/// the color animate.
struct ShadowEffect: LayoutModifier, Animatable {
    let color: Color
    var radius: CGFloat
    var x: CGFloat
    var y: CGFloat

    var animatableData: AnimatablePair<Double, AnimatablePair<Double, Double>> {
        get { AnimatablePair(Optional(radius).animatable, AnimatablePair(Optional(x).animatable, Optional(y).animatable)) }
        set {
            radius.take(newValue.first)
            x.take(newValue.second.first)
            y.take(newValue.second.second)
        }
    }

    private var isValid: Bool { radius.isFinite && x.isFinite && y.isFinite }

    func layout(in inputs: _ViewInputs) -> DrawingLayout { DrawingLayout(name: "shadow") }

    var problems: [ModifierProblem] {
        isValid ? [] : [ModifierProblem("Invalid shadow (non-finite radius or offset); it is not drawn", fix: "pass finite values")]
    }

    func drawing(in inputs: _ViewInputs) -> NodeAppearance? {
        guard isValid else { return nil }
        let shadow = Shadow(
            color: inputs.animated(color: inputs.resolve(color: color)), radius: max(radius, 0), offset: CGSize(width: x, height: y))
        return shadow.color.opacity > 0 ? NodeAppearance.effect { _ in .shadow(shadow) } : nil
    }
}
