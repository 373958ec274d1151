import EaselGraphics
import EaselLayout
import Foundation

/// A linear gradient: colors change along the line from `startPoint` to `endPoint`, unit points of the
/// frame it fills.
public struct LinearGradient: ShapeStyle, View {
    public typealias Body = Never
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        StyleView._makeView(view: StyleView(style: view), inputs: inputs, outputs: &outputs)
    }
}

/// A radial gradient: colors change with the distance from `center`, from `startRadius` to `endRadius`
/// points.
public struct RadialGradient: ShapeStyle, View {
    public typealias Body = Never
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        StyleView._makeView(view: StyleView(style: view), inputs: inputs, outputs: &outputs)
    }
}

/// An angular (conic) gradient: colors change with the angle around `center`, clockwise from `startAngle`
/// to `endAngle`, 0 pointing to the trailing edge. Outside that sweep the first and last colors fill the
/// rest of the turn.
public struct AngularGradient: ShapeStyle, View {
    public typealias Body = Never
    var gradient: Gradient
    var center: UnitPoint
    var startAngle: Angle
    var endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        StyleView._makeView(view: StyleView(style: view), inputs: inputs, outputs: &outputs)
    }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(
        _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(
        colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(
        _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
}

/// A gradient used as a style directly fills top to bottom, as in SwiftUI.
extension Gradient: ShapeStyle {}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle

    public init<S: ShapeStyle>(_ style: S) {
        base = (style as? AnyShapeStyle)?.base ?? style
    }
}

/// A shape style that compares equal to another when it describes the same style, so that `Text` stays
/// `Equatable` when it carries one.
package struct StyleIdentity: Equatable, Sendable {
    let style: AnyShapeStyle

    init(_ style: AnyShapeStyle) { self.style = style }

    package static func == (lhs: StyleIdentity, rhs: StyleIdentity) -> Bool {
        String(reflecting: lhs.style.base) == String(reflecting: rhs.style.base)
    }
}

/// A shape style resolved in an environment: a paint, once the frame it fills is known.
package enum ResolvedStyle {
    case paint(Paint)
    case linear([GradientStop], UnitPoint, UnitPoint)
    case radial([GradientStop], UnitPoint, CGFloat, CGFloat)
    case angular([GradientStop], UnitPoint, Angle, Angle)

    /// The style with every color's opacity multiplied by `factor`.
    func multiplyingOpacity(by factor: Double) -> ResolvedStyle {
        func scaled(_ stops: [GradientStop]) -> [GradientStop] {
            stops.map { GradientStop(color: $0.color.multiplyingOpacity(by: factor), location: $0.location) }
        }
        switch self {
        case .paint(.color(let color)): return .paint(.color(color.multiplyingOpacity(by: factor)))
        case .paint(.backdrop(var backdrop)):
            backdrop.tint = backdrop.tint.multiplyingOpacity(by: factor)
            return .paint(.backdrop(backdrop))
        case .paint(.linearGradient(let stops, let start, let end)):
            return .paint(.linearGradient(stops: scaled(stops), start: start, end: end))
        case .paint(.radialGradient(let stops, let center, let from, let to)):
            return .paint(.radialGradient(stops: scaled(stops), center: center, startRadius: from, endRadius: to))
        case .paint(.angularGradient(let stops, let center, let from, let to)):
            return .paint(.angularGradient(stops: scaled(stops), center: center, startAngle: from, endAngle: to))
        case .linear(let stops, let start, let end): return .linear(scaled(stops), start, end)
        case .radial(let stops, let center, let from, let to): return .radial(scaled(stops), center, from, to)
        case .angular(let stops, let center, let from, let to): return .angular(scaled(stops), center, from, to)
        }
    }

    package func paint(in rect: CGRect) -> Paint {
        let point = rect.point(at:)
        switch self {
        case .paint(let paint):
            return paint
        case .linear(let stops, let start, let end):
            return .linearGradient(stops: stops, start: point(start), end: point(end))
        case .radial(let stops, let center, let from, let to):
            return .radialGradient(stops: stops, center: point(center), startRadius: from, endRadius: to)
        case .angular(let stops, let center, let from, var to):
            // Equal angles sweep a whole turn (Easel's reading of SwiftUI's defaults; docs/Decisions.md).
            if to.radians == from.radians { to = Angle(radians: from.radians + 2 * .pi) }
            return .angularGradient(stops: stops, center: point(center), startAngle: from.radians, endAngle: to.radians)
        }
    }
}

extension _ViewInputs {
    /// A shape style resolved against this environment (color scheme, foreground style).
    package func resolve(style: any ShapeStyle) -> ResolvedStyle {
        let dark = isDark
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }
        switch style {
        case let color as Color:
            return .paint(.color(resolve(color: color)))
        case is ForegroundStyle:
            guard let foreground = environment.foregroundStyle?.base, !(foreground is ForegroundStyle) else {
                return .paint(.color(Color.primary.resolved(dark: dark)))
            }
            return resolve(style: foreground)
        case let any as AnyShapeStyle:
            return resolve(style: any.base)
        case let gradient as LinearGradient:
            return .linear(resolve(gradient: gradient.gradient), gradient.startPoint, gradient.endPoint)
        case let gradient as RadialGradient:
            return .radial(
                resolve(gradient: gradient.gradient), gradient.center, finite(gradient.startRadius),
                finite(gradient.endRadius))
        case let gradient as AngularGradient:
            let from = gradient.startAngle.radians.isFinite ? gradient.startAngle : .zero
            let to = gradient.endAngle.radians.isFinite ? gradient.endAngle : from
            return .angular(resolve(gradient: gradient.gradient), gradient.center, from, to)
        case let gradient as Gradient:
            return .linear(resolve(gradient: gradient), .top, .bottom)
        case let style as EnvironmentShapeStyle:
            return style.resolve(in: self)
        default:
            diagnose(
                "the shape style \(type(of: style)) is not one Easel can draw; the foreground color is used",
                fix: "use a Color, a gradient, .foreground or AnyShapeStyle")
            return resolve(style: ForegroundStyle())
        }
    }
}
