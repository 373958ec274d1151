import EaselGraphics
import Foundation

// UIKit's names that SwiftUI files use without thinking of them as UIKit (`Color(.systemBackground)`,
// `Color(uiColor:)`), so that such files compile on Linux. They draw through Easel's `Color`; nothing of UIKit's
// views is here.

/// The interface style a trait collection describes.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    case unspecified, light, dark
}

/// The traits a color or font is resolved for: the interface style, the display scale and the Dynamic Type
/// category. A trait left unspecified takes Easel's default (light, the main screen's scale, Large).
public final class UITraitCollection: Hashable, Sendable, CustomStringConvertible {
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// 0 when unspecified.
    public let displayScale: CGFloat
    public let preferredContentSizeCategory: UIContentSizeCategory

    package init(
        userInterfaceStyle: UIUserInterfaceStyle, displayScale: CGFloat,
        preferredContentSizeCategory: UIContentSizeCategory
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.displayScale = displayScale
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    public convenience init() {
        self.init(userInterfaceStyle: .unspecified, displayScale: 0, preferredContentSizeCategory: .unspecified)
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceStyle: userInterfaceStyle, displayScale: 0, preferredContentSizeCategory: .unspecified)
    }

    public convenience init(displayScale: CGFloat) {
        self.init(userInterfaceStyle: .unspecified, displayScale: displayScale, preferredContentSizeCategory: .unspecified)
    }

    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(userInterfaceStyle: .unspecified, displayScale: 0, preferredContentSizeCategory: preferredContentSizeCategory)
    }

    /// The traits of all the collections, a later collection's specified traits winning.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified
        var scale: CGFloat = 0
        var category = UIContentSizeCategory.unspecified
        for traits in traitCollections {
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.displayScale != 0 { scale = traits.displayScale }
            if traits.preferredContentSizeCategory != .unspecified { category = traits.preferredContentSizeCategory }
        }
        self.init(userInterfaceStyle: style, displayScale: scale, preferredContentSizeCategory: category)
    }

    /// The traits colors and fonts made outside a view are resolved with: light, the main screen's scale, Large.
    /// (Easel draws each view in its environment's color scheme; this is only for code that asks UIKit directly.)
    public static var current: UITraitCollection {
        UITraitCollection(userInterfaceStyle: .light, displayScale: UIScreen.main.scale, preferredContentSizeCategory: .large)
    }

    package var isDark: Bool { userInterfaceStyle == .dark }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceStyle == rhs.userInterfaceStyle && lhs.displayScale == rhs.displayScale
            && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(userInterfaceStyle)
        hasher.combine(displayScale)
        hasher.combine(preferredContentSizeCategory)
    }

    public var description: String {
        "UITraitCollection(userInterfaceStyle: \(userInterfaceStyle), displayScale: \(displayScale), "
            + "preferredContentSizeCategory: \(preferredContentSizeCategory.rawValue))"
    }
}

/// A color as UIKit names it. It draws as the SwiftUI `Color` it wraps: system colors keep their light and dark
/// values (iOS 17's, docs/Decisions.md), and a dynamic color resolves per color scheme.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The color this one draws as.
    package let color: Color

    package init(color: Color) {
        self.color = color
    }

    /// A color from sRGB components, 0…1 (values outside are clamped when drawn).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(color: Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// A color from Display P3 components, converted to sRGB (and clamped to it when drawn).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(color: Color(.displayP3, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// A gray: `white` is its sRGB value, 0 black to 1 white.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(color: Color(white: Double(white), opacity: Double(alpha)))
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(color: Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
    }

    /// The SwiftUI color as a UIColor.
    public convenience init(_ color: Color) {
        self.init(color: color)
    }

    /// A color whose value the provider gives for each interface style; it is asked once for light and once for
    /// dark, when the color is made.
    public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color.resolved(dark: false)
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color.resolved(dark: true)
        self.init(color: Color(storage: .dynamic(light: light, dark: dark)))
    }

    /// The color set `name` of an asset catalog (as `Color(_:bundle:)` finds it), or nil when none has it.
    ///
    /// Made outside a view, the color is looked for in the bundle's resources, the current directory and Easel's
    /// sample artwork, not in a view's `\.imageDirectory`; drawn in a view, it is looked for as `Color(_:bundle:)`
    /// is.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let bundlePath = bundle.map { $0.resourcePath ?? $0.bundlePath }
        guard case .success(let set) = ColorAssets.find(name, bundlePath: bundlePath, directory: nil) else { return nil }
        if let style = traitCollection?.userInterfaceStyle, style != .unspecified {
            self.init(color: Color(storage: .rgba(set.rgba(dark: style == .dark))))
        } else {
            // Drawn in a view, the set is looked for again with the view's environment, as `Color(_:)` is.
            self.init(color: Color(storage: .asset(ColorAssetReference(name: name, bundlePath: bundlePath))))
        }
    }

    /// The same color with its alpha replaced (in both interface styles).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        func replaced(_ rgba: RGBA) -> RGBA {
            RGBA(red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: Double(alpha))
        }
        return UIColor(color: Color(storage: .dynamic(
            light: replaced(color.resolved(dark: false)), dark: replaced(color.resolved(dark: true)))))
    }

    /// The color's value for a trait collection's interface style (light when unspecified).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        UIColor(color: Color(storage: .rgba(color.resolved(dark: traitCollection.isDark))))
    }

    /// The sRGB components in the current traits (light). Always succeeds.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let rgba = color.resolved(dark: UITraitCollection.current.isDark)
        red?.pointee = CGFloat(rgba.red)
        green?.pointee = CGFloat(rgba.green)
        blue?.pointee = CGFloat(rgba.blue)
        alpha?.pointee = CGFloat(rgba.opacity)
        return true
    }

    /// The gray level (the components' mean) and alpha in the current traits. Always succeeds.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let rgba = color.resolved(dark: UITraitCollection.current.isDark)
        white?.pointee = CGFloat((rgba.red + rgba.green + rgba.blue) / 3)
        alpha?.pointee = CGFloat(rgba.opacity)
        return true
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }

    public func hash(into hasher: inout Hasher) { hasher.combine(color) }

    public var description: String { "UIColor(\(color.description))" }

    private static func system(_ color: SystemColor) -> UIColor { UIColor(color: Color(storage: .system(color))) }

    /// One of UIKit's fixed colors, from the table asset catalogs read too.
    private static func fixed(_ name: String) -> UIColor {
        UIColor(color: Color(storage: .rgba(SystemColor.uiKitFixedColors[name] ?? ColorAssets.placeholder)))
    }

    // MARK: Label colors

    public static let label = system(.label)
    public static let secondaryLabel = system(.secondaryLabel)
    public static let tertiaryLabel = system(.tertiaryLabel)
    public static let quaternaryLabel = system(.quaternaryLabel)
    public static let placeholderText = system(.placeholderText)
    public static let link = system(.link)

    // MARK: Fills

    public static let systemFill = system(.systemFill)
    public static let secondarySystemFill = system(.secondarySystemFill)
    public static let tertiarySystemFill = system(.tertiarySystemFill)
    public static let quaternarySystemFill = system(.quaternarySystemFill)

    // MARK: Backgrounds

    public static let systemBackground = system(.systemBackground)
    public static let secondarySystemBackground = system(.secondarySystemBackground)
    public static let tertiarySystemBackground = system(.tertiarySystemBackground)
    public static let systemGroupedBackground = system(.systemGroupedBackground)
    public static let secondarySystemGroupedBackground = system(.secondarySystemGroupedBackground)
    public static let tertiarySystemGroupedBackground = system(.tertiarySystemGroupedBackground)

    // MARK: Separators

    public static let separator = system(.separator)
    public static let opaqueSeparator = system(.opaqueSeparator)

    // MARK: Colors that do not adapt

    /// Black, in light and dark mode alike.
    public static let darkText = system(.darkText)
    /// White at 60 %, in light and dark mode alike.
    public static let lightText = system(.lightText)

    // MARK: System colors

    public static let systemRed = system(.red)
    public static let systemOrange = system(.orange)
    public static let systemYellow = system(.yellow)
    public static let systemGreen = system(.green)
    public static let systemMint = system(.mint)
    public static let systemTeal = system(.teal)
    public static let systemCyan = system(.cyan)
    public static let systemBlue = system(.blue)
    public static let systemIndigo = system(.indigo)
    public static let systemPurple = system(.purple)
    public static let systemPink = system(.pink)
    public static let systemBrown = system(.brown)
    public static let systemGray = system(.gray)
    public static let systemGray2 = system(.systemGray2)
    public static let systemGray3 = system(.systemGray3)
    public static let systemGray4 = system(.systemGray4)
    public static let systemGray5 = system(.systemGray5)
    public static let systemGray6 = system(.systemGray6)
    /// The tint of the view, which outside a view is the accent color: system blue.
    public static let tintColor = UIColor(color: .accentColor)

    // MARK: Fixed colors (sRGB, not the system palette: `UIColor.red` is (1, 0, 0))

    public static let black = fixed("black")
    public static let darkGray = fixed("darkGray")
    public static let lightGray = fixed("lightGray")
    public static let white = fixed("white")
    public static let gray = fixed("gray")
    public static let red = fixed("red")
    public static let green = fixed("green")
    public static let blue = fixed("blue")
    public static let cyan = fixed("cyan")
    public static let yellow = fixed("yellow")
    public static let magenta = fixed("magenta")
    public static let orange = fixed("orange")
    public static let purple = fixed("purple")
    public static let brown = fixed("brown")
    public static let clear = fixed("clear")
}

extension Color {
    /// A SwiftUI color from a UIKit color: it keeps the UIColor's light and dark values.
    public init(uiColor: UIColor) {
        self = uiColor.color
    }

    /// A SwiftUI color from a UIKit color (`Color(.systemBackground)`).
    public init(_ color: UIColor) {
        self = color.color
    }
}
