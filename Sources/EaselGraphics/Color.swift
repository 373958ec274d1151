import Foundation

/// A color (LayoutRules §12: iOS's system palette, light and dark).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    package enum Storage: Hashable, Sendable {
        case rgba(RGBA)
        case system(SystemColor)
        indirect case opacity(Color, Double)
        /// A color with one value in light mode and another in dark mode (a resolved asset-catalog color, a
        /// `UIColor(dynamicProvider:)`).
        case dynamic(light: RGBA, dark: RGBA)
        /// A color from an asset catalog, found by name when it is drawn (`Color("name")`).
        case asset(ColorAssetReference)
        /// Two colors mixed (`mix(with:by:in:)`), each resolved in the color scheme it is drawn in: the fraction of
        /// the second, 0...1.
        indirect case mix(Color, Color, Double, Gradient.ColorSpace)
    }

    package let storage: Storage

    package init(storage: Storage) {
        self.storage = storage
    }

    /// A profile for the components of a color.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    /// A color from components in a color space, kept in sRGB (Display P3 and linear components converted; a
    /// P3 color outside sRGB is clamped to it when drawn).
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let (r, g, b) = switch colorSpace {
        case .sRGB: (red, green, blue)
        case .sRGBLinear: ColorSpaces.linearSRGBToSRGB(red: red, green: green, blue: blue)
        case .displayP3: ColorSpaces.displayP3ToSRGB(red: red, green: green, blue: blue)
        }
        storage = .rgba(RGBA(red: r, green: g, blue: b, opacity: opacity))
    }

    /// A gray from its white component in a color space (a gray is the same in sRGB and Display P3).
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        let value = colorSpace == .sRGBLinear ? ColorSpaces.linearToSRGB(white) : white
        storage = .rgba(RGBA(red: value, green: value, blue: value, opacity: opacity))
    }

    /// A color from hue, saturation and brightness, each 0...1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let v = brightness, s = saturation
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        storage = .rgba(RGBA(red: r, green: g, blue: b, opacity: opacity))
    }

    /// The same color with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(storage: .opacity(self, opacity))
    }

    public static let red = Color(storage: .system(.red))
    public static let orange = Color(storage: .system(.orange))
    public static let yellow = Color(storage: .system(.yellow))
    public static let green = Color(storage: .system(.green))
    public static let mint = Color(storage: .system(.mint))
    public static let teal = Color(storage: .system(.teal))
    public static let cyan = Color(storage: .system(.cyan))
    public static let blue = Color(storage: .system(.blue))
    public static let indigo = Color(storage: .system(.indigo))
    public static let purple = Color(storage: .system(.purple))
    public static let pink = Color(storage: .system(.pink))
    public static let brown = Color(storage: .system(.brown))
    public static let gray = Color(storage: .system(.gray))
    public static let white = Color(storage: .system(.white))
    public static let black = Color(storage: .system(.black))
    public static let clear = Color(storage: .system(.clear))
    public static let primary = Color(storage: .system(.primary))
    public static let secondary = Color(storage: .system(.secondary))
    public static let accentColor = Color(storage: .system(.blue))

    /// UIKit colors that SwiftUI reaches through `UIColor` (for lists' backgrounds and separators).
    package static let systemBackground = Color(storage: .system(.systemBackground))
    package static let secondarySystemBackground = Color(storage: .system(.secondarySystemBackground))
    package static let separator = Color(storage: .system(.separator))
    package static let tertiaryLabel = Color(storage: .system(.tertiaryLabel))
    package static let systemGroupedBackground = Color(storage: .system(.systemGroupedBackground))
    package static let systemGray4 = Color(storage: .system(.systemGray4))
    package static let tertiarySystemBackground = Color(storage: .system(.tertiarySystemBackground))
    package static let systemFill = Color(storage: .system(.systemFill))
    package static let tertiarySystemFill = Color(storage: .system(.tertiarySystemFill))
    package static let secondarySystemFill = Color(storage: .system(.secondarySystemFill))
    package static let alertMaterial = Color(storage: .system(.alertMaterial))
    package static let secondarySystemGroupedBackground = Color(storage: .system(.secondarySystemGroupedBackground))

    /// The color's components in a color scheme. A named color is looked for in `directory` too (a view's image
    /// folder), and a problem finding it is told to `report` (the placeholder is drawn).
    package func resolved(
        dark: Bool, directory: URL? = nil, report: (ColorAssetProblem) -> Void = { _ in }
    ) -> RGBA {
        switch storage {
        case .rgba(let rgba): rgba
        case .system(let system): system.rgba(dark: dark)
        case .opacity(let color, let opacity):
            color.resolved(dark: dark, directory: directory, report: report).multiplyingOpacity(by: opacity)
        case .dynamic(let light, let darkValue): dark ? darkValue : light
        case .asset(let reference): reference.resolved(dark: dark, directory: directory, report: report)
        case .mix(let first, let second, let fraction, let space):
            ColorMixing.mix(
                first.resolved(dark: dark, directory: directory, report: report),
                second.resolved(dark: dark, directory: directory, report: report),
                by: fraction, in: space)
        }
    }

    public var description: String {
        switch storage {
        case .rgba(let rgba): rgba.description
        case .system(let system): system.rawValue
        case .opacity(let color, let opacity): "\(color.description) opacity \(opacity)"
        case .dynamic(let light, let dark): "\(light.description) (dark: \(dark.description))"
        case .asset(let reference): "NamedColor(\"\(reference.name)\")"
        case .mix(let first, let second, let fraction, let space):
            "\(first.description) mixed with \(second.description) by \(fraction) (\(space.description))"
        }
    }
}

/// Color components in sRGB, 0...1.
package struct RGBA: Hashable, Sendable, CustomStringConvertible {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var opacity: Double

    package init(red: Double, green: Double, blue: Double, opacity: Double) {
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.opacity = clamp(opacity)
    }

    package init(_ r: Int, _ g: Int, _ b: Int, _ opacity: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: opacity)
    }

    package func multiplyingOpacity(by factor: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, opacity: opacity * factor)
    }

    package var description: String {
        func byte(_ value: Double) -> Int { Int((value * 255).rounded()) }
        return "rgba(\(byte(red)), \(byte(green)), \(byte(blue)), \(opacity))"
    }
}

/// iOS's system colors, with their light and dark sRGB values.
package enum SystemColor: String, Hashable, Sendable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
    case white, black, clear, primary, secondary
    /// UIKit's background and separator colors, which lists use.
    case systemBackground, secondarySystemBackground, separator
    /// UIKit's tertiary label color (disclosure chevrons).
    case tertiaryLabel
    /// UIKit's grouped backgrounds: behind an inset-grouped list's cards, and the cards themselves.
    case systemGroupedBackground, secondarySystemGroupedBackground
    /// UIKit's fourth gray: a selected list row.
    case systemGray4
    /// UIKit's third background (a dialog's cancel card) and its fills for thin and small shapes (a progress
    /// track) and for larger ones (a search field, a segmented control, a stepper).
    case tertiarySystemBackground, systemFill, tertiarySystemFill
    /// Easel's flat stand-ins for UIKit's materials at rest over the system background: an alert's and a bar's
    /// (docs/Decisions.md, "Alerts", "Tab bar").
    case alertMaterial
    /// The rest of UIKit's semantic colors (`UIColor.label` and its kin), for `UIColor` and asset catalogs that
    /// refer to system colors.
    case label, secondaryLabel, quaternaryLabel, placeholderText
    case secondarySystemFill, quaternarySystemFill
    case tertiarySystemGroupedBackground, opaqueSeparator, link, darkText, lightText
    case systemGray2, systemGray3, systemGray5, systemGray6

    package func rgba(dark: Bool) -> RGBA {
        switch self {
        case .red: dark ? RGBA(255, 69, 58) : RGBA(255, 59, 48)
        case .orange: dark ? RGBA(255, 159, 10) : RGBA(255, 149, 0)
        case .yellow: dark ? RGBA(255, 214, 10) : RGBA(255, 204, 0)
        case .green: dark ? RGBA(48, 209, 88) : RGBA(52, 199, 89)
        case .mint: dark ? RGBA(99, 230, 226) : RGBA(0, 199, 190)
        case .teal: dark ? RGBA(64, 200, 224) : RGBA(48, 176, 199)
        case .cyan: dark ? RGBA(100, 210, 255) : RGBA(50, 173, 230)
        case .blue: dark ? RGBA(10, 132, 255) : RGBA(0, 122, 255)
        case .indigo: dark ? RGBA(94, 92, 230) : RGBA(88, 86, 214)
        case .purple: dark ? RGBA(191, 90, 242) : RGBA(175, 82, 222)
        case .pink: dark ? RGBA(255, 55, 95) : RGBA(255, 45, 85)
        case .brown: dark ? RGBA(172, 142, 104) : RGBA(162, 132, 94)
        case .gray: RGBA(142, 142, 147)
        case .white: RGBA(255, 255, 255)
        case .black: RGBA(0, 0, 0)
        case .clear: RGBA(0, 0, 0, 0)
        case .primary: dark ? RGBA(255, 255, 255) : RGBA(0, 0, 0)
        case .secondary: dark ? RGBA(235, 235, 245, 0.6) : RGBA(60, 60, 67, 0.6)
        case .systemBackground: dark ? RGBA(0, 0, 0) : RGBA(255, 255, 255)
        case .secondarySystemBackground: dark ? RGBA(28, 28, 30) : RGBA(242, 242, 247)
        case .separator: dark ? RGBA(84, 84, 88, 0.6) : RGBA(60, 60, 67, 0.29)
        case .tertiaryLabel: dark ? RGBA(235, 235, 245, 0.3) : RGBA(60, 60, 67, 0.3)
        case .systemGroupedBackground: dark ? RGBA(0, 0, 0) : RGBA(242, 242, 247)
        case .secondarySystemGroupedBackground: dark ? RGBA(28, 28, 30) : RGBA(255, 255, 255)
        case .systemGray4: dark ? RGBA(58, 58, 60) : RGBA(209, 209, 214)
        case .tertiarySystemBackground: dark ? RGBA(44, 44, 46) : RGBA(255, 255, 255)
        case .systemFill: dark ? RGBA(120, 120, 128, 0.36) : RGBA(120, 120, 128, 0.2)
        case .tertiarySystemFill: dark ? RGBA(118, 118, 128, 0.24) : RGBA(118, 118, 128, 0.12)
        case .alertMaterial: dark ? RGBA(44, 44, 46) : RGBA(242, 242, 242)
        case .label: dark ? RGBA(255, 255, 255) : RGBA(0, 0, 0)
        case .secondaryLabel: dark ? RGBA(235, 235, 245, 0.6) : RGBA(60, 60, 67, 0.6)
        case .quaternaryLabel: dark ? RGBA(235, 235, 245, 0.16) : RGBA(60, 60, 67, 0.18)
        case .placeholderText: dark ? RGBA(235, 235, 245, 0.3) : RGBA(60, 60, 67, 0.3)
        case .secondarySystemFill: dark ? RGBA(120, 120, 128, 0.32) : RGBA(120, 120, 128, 0.16)
        case .quaternarySystemFill: dark ? RGBA(118, 118, 128, 0.18) : RGBA(116, 116, 128, 0.08)
        case .tertiarySystemGroupedBackground: dark ? RGBA(44, 44, 46) : RGBA(242, 242, 247)
        case .opaqueSeparator: dark ? RGBA(56, 56, 58) : RGBA(198, 198, 200)
        case .link: dark ? RGBA(9, 132, 255) : RGBA(0, 122, 255)
        case .darkText: RGBA(0, 0, 0)
        case .lightText: RGBA(255, 255, 255, 0.6)
        case .systemGray2: dark ? RGBA(99, 99, 102) : RGBA(174, 174, 178)
        case .systemGray3: dark ? RGBA(72, 72, 74) : RGBA(199, 199, 204)
        case .systemGray5: dark ? RGBA(44, 44, 46) : RGBA(229, 229, 234)
        case .systemGray6: dark ? RGBA(28, 28, 30) : RGBA(242, 242, 247)
        }
    }
}
