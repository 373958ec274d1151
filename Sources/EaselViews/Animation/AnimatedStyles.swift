import EaselGraphics
import EaselLayout
import Foundation

/// Resolved shape styles (colors and gradients) as one animatable value: each color's linear-light red, green
/// and blue and its opacity, each gradient stop's color and location, and a gradient's points, radii or angles.
/// A shape's fill and a text's colors move from one style to the next through these, as SwiftUI animates
/// `Color.Resolved` and gradients. Styles whose makeup changes (a color becoming a gradient, a stop added) take
/// their new values at once (docs/Decisions.md).
struct AnimatedStyles: Animatable {
    var styles: [ResolvedStyle]

    var animatableData: AnimatableVector {
        get {
            // The first number counts the rest: it stays put while styles of one makeup animate, and differs
            // (so nothing is decoded and the new styles show at once) while a change of makeup would animate.
            var values: [Double] = [0]
            for style in styles { Self.encode(style, into: &values) }
            values[0] = Double(values.count - 1)
            return AnimatableVector(values)
        }
        set {
            guard let count = newValue.values.first, count == Double(newValue.values.count - 1) else { return }
            var decoded: [ResolvedStyle] = []
            var reader = newValue.values.dropFirst()
            for style in styles {
                guard let made = Self.decode(like: style, from: &reader) else { return }
                decoded.append(made)
            }
            guard reader.isEmpty else { return }
            styles = decoded
        }
    }

    private static func encode(_ color: RGBA, into values: inout [Double]) {
        values += [
            ColorSpaces.sRGBToLinear(color.red), ColorSpaces.sRGBToLinear(color.green), ColorSpaces.sRGBToLinear(color.blue),
            color.opacity,
        ]
    }

    private static func encode(_ stops: [GradientStop], into values: inout [Double]) {
        for stop in stops {
            encode(stop.color, into: &values)
            values.append(Double(stop.location))
        }
    }

    private static func encode(_ style: ResolvedStyle, into values: inout [Double]) {
        switch style {
        case .paint(.color(let color)): encode(color, into: &values)
        case .paint(.linearGradient(let stops, let start, let end)):
            encode(stops, into: &values)
            values += [start.x, start.y, end.x, end.y].map(Double.init)
        case .paint(.radialGradient(let stops, let center, let from, let to)):
            encode(stops, into: &values)
            values += [center.x, center.y, from, to].map(Double.init)
        case .paint(.angularGradient(let stops, let center, let from, let to)):
            encode(stops, into: &values)
            values += [Double(center.x), Double(center.y), from, to]
        case .paint(.backdrop): break
        case .linear(let stops, let start, let end):
            encode(stops, into: &values)
            values += [start.x, start.y, end.x, end.y].map(Double.init)
        case .radial(let stops, let center, let from, let to):
            encode(stops, into: &values)
            values += [center.x, center.y, from, to].map(Double.init)
        case .angular(let stops, let center, let from, let to):
            encode(stops, into: &values)
            values += [Double(center.x), Double(center.y), from.radians, to.radians]
        }
    }

    private static func take(_ count: Int, from reader: inout ArraySlice<Double>) -> [Double]? {
        guard reader.count >= count else { return nil }
        defer { reader = reader.dropFirst(count) }
        return Array(reader.prefix(count))
    }

    private static func color(from reader: inout ArraySlice<Double>) -> RGBA? {
        guard let v = take(4, from: &reader), v.allSatisfy(\.isFinite) else { return nil }
        return RGBA(
            red: ColorSpaces.linearToSRGB(v[0]), green: ColorSpaces.linearToSRGB(v[1]), blue: ColorSpaces.linearToSRGB(v[2]),
            opacity: min(max(v[3], 0), 1))
    }

    private static func stops(like old: [GradientStop], from reader: inout ArraySlice<Double>) -> [GradientStop]? {
        var made: [GradientStop] = []
        for _ in old {
            guard let color = color(from: &reader), let location = take(1, from: &reader)?.first else { return nil }
            made.append(GradientStop(color: color, location: CGFloat(location)))
        }
        return made
    }

    private static func decode(like style: ResolvedStyle, from reader: inout ArraySlice<Double>) -> ResolvedStyle? {
        func four() -> [CGFloat]? { take(4, from: &reader).map { $0.map { CGFloat($0) } } }
        switch style {
        case .paint(.color): return color(from: &reader).map { .paint(.color($0)) }
        case .paint(.linearGradient(let old, _, _)):
            guard let stops = stops(like: old, from: &reader), let g = four() else { return nil }
            return .paint(.linearGradient(stops: stops, start: CGPoint(x: g[0], y: g[1]), end: CGPoint(x: g[2], y: g[3])))
        case .paint(.radialGradient(let old, _, _, _)):
            guard let stops = stops(like: old, from: &reader), let g = four() else { return nil }
            return .paint(.radialGradient(stops: stops, center: CGPoint(x: g[0], y: g[1]), startRadius: g[2], endRadius: g[3]))
        case .paint(.angularGradient(let old, _, _, _)):
            guard let stops = stops(like: old, from: &reader), let g = four() else { return nil }
            return .paint(.angularGradient(stops: stops, center: CGPoint(x: g[0], y: g[1]), startAngle: g[2], endAngle: g[3]))
        case .paint(.backdrop): return style
        case .linear(let old, _, _):
            guard let stops = stops(like: old, from: &reader), let g = four() else { return nil }
            return .linear(stops, UnitPoint(x: g[0], y: g[1]), UnitPoint(x: g[2], y: g[3]))
        case .radial(let old, _, _, _):
            guard let stops = stops(like: old, from: &reader), let g = four() else { return nil }
            return .radial(stops, UnitPoint(x: g[0], y: g[1]), g[2], g[3])
        case .angular(let old, _, _, _):
            guard let stops = stops(like: old, from: &reader), let g = four() else { return nil }
            return .angular(stops, UnitPoint(x: g[0], y: g[1]), Angle(radians: Double(g[2])), Angle(radians: Double(g[3])))
        }
    }
}

extension _ViewInputs {
    /// Resolved styles as they show now, when the styles of the view made here changed under an animation.
    func animated(styles: [ResolvedStyle]) -> [ResolvedStyle] {
        animated(AnimatedStyles(styles: styles)).styles
    }
}
