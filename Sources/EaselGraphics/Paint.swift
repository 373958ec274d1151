import Foundation

/// What fills a path or glyphs: a color or a gradient, with its geometry resolved in points.
package enum Paint: Hashable, Sendable {
    case color(RGBA)
    /// Colors along the line from `start` to `end`, constant across it.
    case linearGradient(stops: [GradientStop], start: CGPoint, end: CGPoint)
    /// Colors by distance from `center`, from `startRadius` to `endRadius`.
    case radialGradient(stops: [GradientStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// Colors by angle around `center`, clockwise on screen from `startAngle` to `endAngle` (radians, 0 pointing
    /// right).
    case angularGradient(stops: [GradientStop], center: CGPoint, startAngle: Double, endAngle: Double)
    /// A material: what is already drawn behind, blurred and saturated, under a tint. Where what is behind
    /// cannot be read back (SVG and PDF), the tint alone.
    case backdrop(Backdrop)

    /// Whether the paint draws nothing at all.
    package var isClear: Bool {
        switch self {
        case .color(let rgba): rgba.opacity == 0
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _), .angularGradient(let stops, _, _, _):
            stops.allSatisfy { $0.color.opacity == 0 }
        case .backdrop: false
        }
    }
}

/// A resolved gradient stop: a color at a location from 0 to 1.
package struct GradientStop: Hashable, Sendable {
    package var color: RGBA
    package var location: CGFloat

    package init(color: RGBA, location: CGFloat) {
        self.color = color
        self.location = location
    }
}

/// A material's recipe: the backdrop blurred by a Gaussian of standard deviation `blurRadius` points, its
/// colors' saturation multiplied by `saturation`, then `tint` laid over it.
package struct Backdrop: Hashable, Sendable {
    package var tint: RGBA
    package var blurRadius: CGFloat
    package var saturation: Double

    package init(tint: RGBA, blurRadius: CGFloat, saturation: Double) {
        self.tint = tint
        self.blurRadius = blurRadius
        self.saturation = saturation
    }
}
