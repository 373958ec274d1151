import EaselText
import Foundation

/// A font as UIKit names it, for SwiftUI code that sizes things by UIKit's fonts (`UIFont.preferredFont(forTextStyle:
/// .body).lineHeight`) or passes one to `Font(_:)`. Sizes follow the HIG's Dynamic Type table (LayoutRules §8.1)
/// and vertical metrics SF Pro's proportions, which Easel's system font keeps (LayoutRules §8.3).
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// What the font was made as, so that `withSize(_:)` can make it again.
    package enum Kind: Hashable, Sendable {
        case system(weight: Font.Weight, italic: Bool, design: Font.Design?, monospacedDigits: Bool)
        case textStyle(Font.TextStyle)
        case custom(name: String)
    }

    package let kind: Kind
    public let pointSize: CGFloat

    package init(kind: Kind, pointSize: CGFloat) {
        self.kind = kind
        self.pointSize = pointSize.isFinite && pointSize >= 0 ? pointSize : 17
    }

    /// A font by name, at a fixed size. Easel finds the family when text is drawn (a name it cannot find falls back
    /// to the system font, with a diagnostic), so this never returns nil.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(kind: .custom(name: fontName), pointSize: fontSize)
    }

    // MARK: Making fonts

    /// The font for a text style at the Large Dynamic Type size (17 points for `.body`).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for a text style at the trait collection's Dynamic Type size (Large when unspecified).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let size = traitCollection?.preferredContentSizeCategory.dynamicTypeSize ?? .large
        let textStyle = style.fontTextStyle
        return UIFont(kind: .textStyle(textStyle), pointSize: textStyle.pointSize(at: size))
    }

    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(kind: .system(weight: weight.fontWeight, italic: false, design: nil, monospacedDigits: false), pointSize: fontSize)
    }

    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(kind: .system(weight: .regular, italic: true, design: nil, monospacedDigits: false), pointSize: fontSize)
    }

    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(kind: .system(weight: weight.fontWeight, italic: false, design: .monospaced, monospacedDigits: false), pointSize: fontSize)
    }

    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(kind: .system(weight: weight.fontWeight, italic: false, design: nil, monospacedDigits: true), pointSize: fontSize)
    }

    /// UIKit's standard sizes: labels 17, buttons 18, the system font 14, the small system font 12.
    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 18 }
    public static var systemFontSize: CGFloat { 14 }
    public static var smallSystemFontSize: CGFloat { 12 }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(kind: kind, pointSize: fontSize)
    }

    // MARK: Metrics

    /// SF Pro's proportions, which Easel's system font uses whatever its glyphs; a custom font is measured with
    /// them too here (its own metrics are read only when text is drawn).
    private var metrics: FontMetrics { FontMetrics.systemFont }

    /// The top of the tallest glyphs above the baseline.
    public var ascender: CGFloat { metrics.ascender * pointSize }
    /// The bottom of the lowest glyphs, below the baseline: negative, as UIKit gives it.
    public var descender: CGFloat { -metrics.descender * pointSize }
    public var leading: CGFloat { metrics.leading * pointSize }
    public var capHeight: CGFloat { metrics.capHeight * pointSize }
    public var xHeight: CGFloat { metrics.xHeight * pointSize }
    /// Ascender plus descender plus leading: 20.287 points for 17-point text (LayoutRules §8.3).
    public var lineHeight: CGFloat { ascender - descender + leading }

    public var familyName: String {
        if case .custom(let name) = kind { return name }
        return "System Font"
    }

    public var fontName: String {
        if case .custom(let name) = kind { return name }
        return ".SFUI-\(weightName)"
    }

    private var weightName: String {
        switch font.resolvedWeight.value {
        case ..<150: "Ultralight"
        case ..<250: "Thin"
        case ..<350: "Light"
        case ..<450: "Regular"
        case ..<550: "Medium"
        case ..<650: "Semibold"
        case ..<750: "Bold"
        case ..<850: "Heavy"
        default: "Black"
        }
    }

    /// The SwiftUI font that draws like this one: a fixed size, as `Font(_:)` of a Core Text font is.
    package var font: Font {
        switch kind {
        case let .system(weight, italic, design, monospacedDigits):
            var font = Font.system(size: pointSize, weight: weight, design: design)
            if italic { font = font.italic() }
            if monospacedDigits { font = font.monospacedDigit() }
            return font
        case .textStyle(let style):
            return Font.system(size: pointSize, weight: style.weight)
        case .custom(let name):
            return Font.custom(name, fixedSize: pointSize)
        }
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.kind == rhs.kind && lhs.pointSize == rhs.pointSize
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(pointSize)
    }

    public var description: String { "UIFont(\(fontName) \(pointSize)pt)" }
}

extension UIFont {
    /// A font weight, with UIKit's values (-0.8 ultra light … 0 regular … 0.62 black).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat

        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// The SwiftUI weight nearest to this one.
        package var fontWeight: Font.Weight {
            let weights: [(CGFloat, Font.Weight)] = [
                (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium), (0.3, .semibold),
                (0.4, .bold), (0.56, .heavy), (0.62, .black),
            ]
            guard rawValue.isFinite else { return .regular }
            return weights.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? .regular
        }
    }

    /// A Dynamic Type text style, with UIKit's names (`title1`, `caption1`).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// SwiftUI's style of the same name (`title1` is `.title`, `caption1` is `.caption`); body for a style
        /// Easel does not know.
        package var fontTextStyle: Font.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption
            case .caption2: .caption2
            default: .body
            }
        }
    }
}

/// UIKit's Dynamic Type categories.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories from smallest to largest, in the order of `DynamicTypeSize.allCases`.
    private static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// SwiftUI's size of the same meaning; nil when unspecified.
    package var dynamicTypeSize: DynamicTypeSize? {
        Self.ordered.firstIndex(of: self).map { DynamicTypeSize.allCases[$0] }
    }

    public var isAccessibilityCategory: Bool { dynamicTypeSize?.isAccessibilitySize ?? false }
}

extension DynamicTypeSize {
    /// The SwiftUI size of a UIKit category; nil for `.unspecified`.
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let size = uiSizeCategory.dynamicTypeSize else { return nil }
        self = size
    }
}

extension Font {
    /// The SwiftUI font that draws as a UIKit font, at its fixed size.
    public init(_ font: UIFont) {
        self = font.font
    }
}
