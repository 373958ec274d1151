import Foundation

extension Gradient {
    /// A method of interpolating between colors: of mixing two colors, and of a gradient's colors between stops.
    public struct ColorSpace: Hashable, Sendable, CustomStringConvertible {
        enum Kind: Hashable, Sendable {
            case device, perceptual
        }

        let kind: Kind

        /// Interpolates the sRGB components of the colors as they are encoded.
        public static let device = ColorSpace(kind: .device)
        /// Interpolates in a perceptually uniform space (Oklab), so that lightness changes evenly.
        public static let perceptual = ColorSpace(kind: .perceptual)

        public var description: String {
            switch kind {
            case .device: "device"
            case .perceptual: "perceptual"
            }
        }
    }
}

extension Color {
    /// This color mixed with `rhs` by `fraction` (0 is this color, 1 is `rhs`, 0.5 equal parts; clamped to 0...1) in
    /// `colorSpace`. Each color is taken as it is drawn: a color with light and dark values mixes in each scheme, so
    /// the mix changes with the scheme too. Transparent colors mix premultiplied, so that the clear color fades the
    /// other rather than darkening it (docs/Decisions.md, "Color mixing").
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let fraction = fraction.isNaN ? 0 : Swift.min(Swift.max(fraction, 0), 1)
        if case .rgba(let first) = storage, case .rgba(let second) = rhs.storage {
            // Two constant colors mix once, here.
            return Color(storage: .rgba(ColorMixing.mix(first, second, by: fraction, in: colorSpace)))
        }
        return Color(storage: .mix(self, rhs, fraction, colorSpace))
    }
}

/// Mixing resolved colors, in sRGB as encoded (the device space) or in Oklab (the perceptual one).
package enum ColorMixing {
    /// `first` mixed with `second` by `fraction` of the second (0...1). Components are weighted by their opacity
    /// (premultiplied), and the opacity interpolates linearly.
    package static func mix(_ first: RGBA, _ second: RGBA, by fraction: Double, in space: Gradient.ColorSpace) -> RGBA {
        let t = fraction.isNaN ? 0 : Swift.min(Swift.max(fraction, 0), 1)
        let opacity = first.opacity + (second.opacity - first.opacity) * t
        // The weights of each color's components: its share of the mix times its opacity. When both are clear, the
        // components mix by share alone (what shows is clear either way).
        var weightFirst = (1 - t) * first.opacity
        var weightSecond = t * second.opacity
        let total = weightFirst + weightSecond
        if total > 0 {
            weightFirst /= total
            weightSecond /= total
        } else {
            weightFirst = 1 - t
            weightSecond = t
        }
        switch space.kind {
        case .device:
            return RGBA(
                red: first.red * weightFirst + second.red * weightSecond,
                green: first.green * weightFirst + second.green * weightSecond,
                blue: first.blue * weightFirst + second.blue * weightSecond,
                opacity: opacity)
        case .perceptual:
            let a = ColorSpaces.sRGBToOklab(red: first.red, green: first.green, blue: first.blue)
            let b = ColorSpaces.sRGBToOklab(red: second.red, green: second.green, blue: second.blue)
            let mixed = ColorSpaces.oklabToSRGB(
                lightness: a.lightness * weightFirst + b.lightness * weightSecond,
                a: a.a * weightFirst + b.a * weightSecond,
                b: a.b * weightFirst + b.b * weightSecond)
            return RGBA(red: mixed.red, green: mixed.green, blue: mixed.blue, opacity: opacity)
        }
    }

    /// A gradient's stops for interpolation in `space`: as they are for the device space; for the perceptual space,
    /// with `segments - 1` stops mixed in Oklab between each pair of stops at different locations, so that a renderer
    /// interpolating in sRGB follows the Oklab path closely.
    package static func stops(_ stops: [GradientStop], in space: Gradient.ColorSpace, segments: Int = 16) -> [GradientStop] {
        guard space.kind == .perceptual, stops.count > 1, segments > 1 else { return stops }
        var result: [GradientStop] = [stops[0]]
        for index in 1..<stops.count {
            let from = stops[index - 1], to = stops[index]
            let span = to.location - from.location
            if span > 0 {
                for step in 1..<segments {
                    let t = Double(step) / Double(segments)
                    result.append(GradientStop(
                        color: mix(from.color, to.color, by: t, in: space),
                        location: from.location + span * CGFloat(t)))
                }
            }
            result.append(to)
        }
        return result
    }
}

extension ColorSpaces {
    /// Encoded sRGB to Oklab (Björn Ottosson, "A perceptual color space for image processing", 2020): decode to
    /// linear light, map to the LMS cone responses, take cube roots, map to lightness and the two opponent axes.
    package static func sRGBToOklab(red: Double, green: Double, blue: Double) -> (lightness: Double, a: Double, b: Double) {
        let r = sRGBToLinear(red), g = sRGBToLinear(green), b = sRGBToLinear(blue)
        let l = 0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b
        let m = 0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b
        let s = 0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b
        let lRoot = cbrt(l), mRoot = cbrt(m), sRoot = cbrt(s)
        return (
            lightness: 0.2104542553 * lRoot + 0.7936177850 * mRoot - 0.0040720468 * sRoot,
            a: 1.9779984951 * lRoot - 2.4285922050 * mRoot + 0.4505937099 * sRoot,
            b: 0.0259040371 * lRoot + 0.7827717662 * mRoot - 0.8086757660 * sRoot)
    }

    /// The inverse of ``sRGBToOklab(red:green:blue:)``, unclamped (`RGBA` clamps what falls outside sRGB).
    package static func oklabToSRGB(lightness: Double, a: Double, b: Double) -> (red: Double, green: Double, blue: Double) {
        let lRoot = lightness + 0.3963377774 * a + 0.2158037573 * b
        let mRoot = lightness - 0.1055613458 * a - 0.0638541728 * b
        let sRoot = lightness - 0.0894841775 * a - 1.2914855480 * b
        let l = lRoot * lRoot * lRoot, m = mRoot * mRoot * mRoot, s = sRoot * sRoot * sRoot
        let r = 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s
        let g = -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s
        let bl = -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s
        return (red: linearToSRGB(r), green: linearToSRGB(g), blue: linearToSRGB(bl))
    }
}

extension Color {
    /// A concrete color: red, green, blue and opacity, stored as linear-light sRGB components in an extended range
    /// (`linearRed`…); `red`, `green` and `blue` are the same components encoded with sRGB's transfer function, as
    /// `Color(red:green:blue:)` takes them.
    public struct Resolved: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The amount of red in the color in the sRGB linear color space.
        public var linearRed: Float
        /// The amount of green in the color in the sRGB linear color space.
        public var linearGreen: Float
        /// The amount of blue in the color in the sRGB linear color space.
        public var linearBlue: Float
        /// The degree of opacity in the color, given in the range 0 to 1.
        public var opacity: Float

        /// Creates a resolved color from red, green, and blue component values in a color space (extended range:
        /// components outside 0...1 are kept).
        public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            func decode(_ value: Double) -> Float { Float(ColorSpaces.sRGBToLinear(value)) }
            switch colorSpace {
            case .sRGB:
                linearRed = decode(Double(red))
                linearGreen = decode(Double(green))
                linearBlue = decode(Double(blue))
            case .sRGBLinear:
                linearRed = red
                linearGreen = green
                linearBlue = blue
            case .displayP3:
                let (r, g, b) = ColorSpaces.displayP3ToSRGB(red: Double(red), green: Double(green), blue: Double(blue))
                linearRed = decode(r)
                linearGreen = decode(g)
                linearBlue = decode(b)
            }
            self.opacity = opacity
        }

        /// A resolved color from Easel's sRGB components.
        package init(_ rgba: RGBA) {
            linearRed = Float(ColorSpaces.sRGBToLinear(rgba.red))
            linearGreen = Float(ColorSpaces.sRGBToLinear(rgba.green))
            linearBlue = Float(ColorSpaces.sRGBToLinear(rgba.blue))
            opacity = Float(rgba.opacity)
        }

        /// The amount of red in the color in the sRGB color space (encoded).
        public var red: Float {
            get { Float(ColorSpaces.linearToSRGB(Double(linearRed))) }
            set { linearRed = Float(ColorSpaces.sRGBToLinear(Double(newValue))) }
        }

        /// The amount of green in the color in the sRGB color space (encoded).
        public var green: Float {
            get { Float(ColorSpaces.linearToSRGB(Double(linearGreen))) }
            set { linearGreen = Float(ColorSpaces.sRGBToLinear(Double(newValue))) }
        }

        /// The amount of blue in the color in the sRGB color space (encoded).
        public var blue: Float {
            get { Float(ColorSpaces.linearToSRGB(Double(linearBlue))) }
            set { linearBlue = Float(ColorSpaces.sRGBToLinear(Double(newValue))) }
        }

        /// Easel's sRGB components (clamped to sRGB's gamut).
        package var rgba: RGBA {
            RGBA(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(opacity))
        }

        /// The color as `#RRGGBBAA`, its encoded components clamped to 0...1.
        public var description: String {
            func byte(_ value: Float) -> String {
                let clamped = value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
                let hex = String(Int((clamped * 255).rounded()), radix: 16, uppercase: true)
                return hex.count == 1 ? "0" + hex : hex
            }
            return "#" + byte(red) + byte(green) + byte(blue) + byte(opacity)
        }
    }

    /// Creates a constant color with the values of a resolved color (clamped to sRGB when drawn).
    public init(_ resolved: Color.Resolved) {
        self.init(
            .sRGBLinear, red: Double(resolved.linearRed), green: Double(resolved.linearGreen),
            blue: Double(resolved.linearBlue), opacity: Double(resolved.opacity))
    }
}

extension Color.Resolved: ShapeStyle {}
