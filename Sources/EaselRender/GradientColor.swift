import EaselGraphics
import Foundation

/// Colors along a gradient.
enum GradientColor {
    /// How two stops' colors are mixed between them.
    enum Mixing {
        /// Premultiplied: a clear stop fades the other color without darkening it (angular gradients).
        case premultiplied
        /// The straight color and the alpha interpolated apart, as Cairo's linear and radial patterns do.
        case straight
    }

    /// The color at `t` (0...1) between sorted stops, interpolated in sRGB; outside the first and last
    /// stops the end colors continue.
    static func at(_ t: Double, in stops: [GradientStop], mixing: Mixing = .premultiplied) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return RGBA(0, 0, 0, 0) }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            let alpha = a.color.opacity + (b.color.opacity - a.color.opacity) * f
            func mix(_ x: Double, _ y: Double) -> Double {
                switch mixing {
                case .straight:
                    return x + (y - x) * f
                case .premultiplied:
                    guard alpha > 0 else { return 0 }
                    return (x * a.color.opacity + (y * b.color.opacity - x * a.color.opacity) * f) / alpha
                }
            }
            return RGBA(
                red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                blue: mix(a.color.blue, b.color.blue), opacity: alpha)
        }
        return last.color
    }
}
