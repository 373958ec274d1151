import Foundation

/// An environment-dependent font: a text style that scales with Dynamic Type, a system font of a fixed
/// size, or a named custom font. Resolved against the environment only when text is measured.
public struct Font: Hashable, Sendable {
    package enum Base: Hashable, Sendable {
        case textStyle(TextStyle, design: Design?, weight: Weight?)
        case system(size: CGFloat, weight: Weight?, design: Design?)
        /// A named font; `relativeTo` nil means a fixed size that ignores Dynamic Type.
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }

    package var base: Base
    package var weightOverride: Weight?
    package var isBold = false
    package var isItalic = false
    package var usesMonospacedDigits = false
    package var isMonospaced = false
    /// `width(_:)`: the system font's width.
    package var widthOverride: Width?
    /// A factor on the point size: below 1 for text at the secondary text scale (`textScale(.secondary)`).
    package var sizeScale: CGFloat = 1
    /// The line spacing adjustment of `leading(_:)`.
    package var leading = Leading.standard

    package init(_ base: Base) {
        self.base = base
    }

    // MARK: Text styles

    /// A font with the large title text style.
    public static let largeTitle = Font(.textStyle(.largeTitle, design: nil, weight: nil))
    /// A font with the title text style.
    public static let title = Font(.textStyle(.title, design: nil, weight: nil))
    /// A font for second-level hierarchical headings.
    public static let title2 = Font(.textStyle(.title2, design: nil, weight: nil))
    /// A font for third-level hierarchical headings.
    public static let title3 = Font(.textStyle(.title3, design: nil, weight: nil))
    /// A font with the headline text style.
    public static let headline = Font(.textStyle(.headline, design: nil, weight: nil))
    /// A font with the subheadline text style.
    public static let subheadline = Font(.textStyle(.subheadline, design: nil, weight: nil))
    /// A font with the body text style.
    public static let body = Font(.textStyle(.body, design: nil, weight: nil))
    /// A font with the callout text style.
    public static let callout = Font(.textStyle(.callout, design: nil, weight: nil))
    /// A font with the footnote text style.
    public static let footnote = Font(.textStyle(.footnote, design: nil, weight: nil))
    /// A font with the caption text style.
    public static let caption = Font(.textStyle(.caption, design: nil, weight: nil))
    /// An alternate font with the caption text style.
    public static let caption2 = Font(.textStyle(.caption2, design: nil, weight: nil))

    // MARK: System and custom fonts

    /// A system font for a text style, which scales with Dynamic Type.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(.textStyle(style, design: design, weight: weight))
    }

    /// A system font of a fixed size.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(.system(size: size, weight: weight, design: design))
    }

    /// A custom font that scales with Dynamic Type relative to the body style.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(.custom(name: name, size: size, relativeTo: .body))
    }

    /// A custom font that scales with Dynamic Type relative to the given text style.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(.custom(name: name, size: size, relativeTo: textStyle))
    }

    /// A custom font of a fixed size that does not scale with Dynamic Type.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(.custom(name: name, size: fixedSize, relativeTo: nil))
    }

    // MARK: Modifiers

    /// Adds italics to the font.
    public func italic() -> Font { with { $0.isItalic = true } }

    /// Adds bold styling to the font (the style's emphasized weight for text styles, LayoutRules §8.1).
    public func bold() -> Font { with { $0.isBold = true } }

    /// Sets the weight of the font.
    public func weight(_ weight: Weight) -> Font { with { $0.weightOverride = weight } }

    /// Uses fixed-width digits (tabular figures) while leaving other characters proportional.
    public func monospacedDigit() -> Font { with { $0.usesMonospacedDigits = true } }

    /// Uses the fixed-width variant of the font.
    public func monospaced() -> Font { with { $0.isMonospaced = true } }

    /// The same font in another design (`fontDesign(_:)`); a custom font has none and is unchanged.
    package func design(_ design: Design) -> Font {
        with { font in
            switch font.base {
            case let .textStyle(style, _, weight): font.base = .textStyle(style, design: design, weight: weight)
            case let .system(size, weight, _): font.base = .system(size: size, weight: weight, design: design)
            case .custom: break
            }
        }
    }

    /// Sets the width of the font: the system font's compressed, condensed or expanded width. Custom fonts keep
    /// their own.
    public func width(_ width: Width) -> Font { with { $0.widthOverride = width } }

    /// Adjusts the line spacing of a font: `.tight` takes 2 points from each line, `.loose` adds 2, as on iOS.
    /// Fonts you name with `custom` keep their own spacing (the adjustment exists for the system font).
    public func leading(_ leading: Leading) -> Font { with { $0.leading = leading } }

    private func with(_ change: (inout Font) -> Void) -> Font {
        var font = self
        change(&font)
        return font
    }
}

extension Font {
    /// A dynamic text style to use for fonts.
    public enum TextStyle: Hashable, CaseIterable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// A weight to use for fonts.
    public struct Weight: Hashable, Sendable {
        /// The OpenType weight class this weight selects (100 to 900).
        package let value: CGFloat

        package init(value: CGFloat) { self.value = value }

        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// A line spacing adjustment that you can apply to a font.
    /// A width to use for fonts that have multiple widths: less than 0 narrower than the standard width, more than
    /// 0 wider.
    public struct Width: Hashable, Sendable {
        public var value: CGFloat

        /// A width with a value: -0.3 compressed, -0.2 condensed, 0 standard, 0.2 expanded.
        public init(_ value: CGFloat) {
            self.value = value
        }

        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)

        /// How much wider than the standard width the system font's glyphs are drawn: 1 plus the value, within
        /// 0.5…1.5 (Easel's stand-in for SF Pro's widths; docs/Decisions.md).
        package var horizontalScale: CGFloat {
            value.isFinite ? Swift.min(Swift.max(1 + value, 0.5), 1.5) : 1
        }
    }

    public enum Leading: Hashable, Sendable {
        /// The font's default line spacing.
        case standard
        /// Reduced line spacing: 2 points less a line.
        case tight
        /// Increased line spacing: 2 points more a line.
        case loose
    }

    /// A design to use for fonts.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }
}
