import EaselGraphics
import EaselLayout
import EaselText
import Foundation

extension Image {
    /// The relative size of a symbol image beside text of its font.
    public enum Scale: Hashable, Sendable {
        case small, medium, large

        /// The symbol's side relative to the medium scale: SF Symbols' small and large scales are about 0.78
        /// and 1.29 times the medium (Easel's reading of Apple's symbol scales; docs/Decisions.md, "Symbols").
        var factor: CGFloat {
            switch self {
            case .small: 0.78
            case .medium: 1
            case .large: 1.29
            }
        }
    }

    /// Creates a system symbol image with a variable value. Easel's stand-ins have no variable layers: the
    /// value is accepted and the whole symbol drawn.
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    /// Creates an image of a custom symbol or an asset with a variable value (drawn as the image itself, as a
    /// symbol's variable value is; see `init(systemName:variableValue:)`).
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// The SF Symbol name with the variants around it applied: `heart` with `.fill` is `heart.fill`, with
    /// `.circle.fill` `heart.circle.fill`. A component the name already has is not added twice.
    static func name(_ name: String, with variants: SymbolVariants) -> String {
        guard variants != .none else { return name }
        var components = name.split(separator: ".").map(String.init)
        func add(_ component: String) { if !components.contains(component) { components.append(component) } }
        if variants.contains(.slash) { add("slash") }
        if let shape = variants.shape, !components.contains(where: { ["circle", "square", "rectangle"].contains($0) }) {
            add(shape)
        }
        if variants.contains(.fill) { add("fill") }
        return components.joined(separator: ".")
    }
}

/// A variant of a symbol: filled, in a circle or square, slashed, or none.
public struct SymbolVariants: Hashable, Sendable {
    private struct Parts: OptionSet, Hashable, Sendable {
        let rawValue: Int
        static let fill = Parts(rawValue: 1)
        static let slash = Parts(rawValue: 2)
        static let circle = Parts(rawValue: 4)
        static let square = Parts(rawValue: 8)
        static let rectangle = Parts(rawValue: 16)
    }

    private let parts: Parts

    /// No variant for a symbol.
    public static let none = SymbolVariants(parts: [])
    /// A variant that encapsulates the symbol in a circle.
    public static let circle = SymbolVariants(parts: .circle)
    /// A variant that encapsulates the symbol in a square.
    public static let square = SymbolVariants(parts: .square)
    /// A variant that encapsulates the symbol in a rectangle.
    public static let rectangle = SymbolVariants(parts: .rectangle)
    /// A variant that fills the symbol.
    public static let fill = SymbolVariants(parts: .fill)
    /// A variant that draws a slash through the symbol.
    public static let slash = SymbolVariants(parts: .slash)

    /// A version of the variant that's encapsulated in a circle.
    public var circle: SymbolVariants { SymbolVariants(parts: parts.subtracting([.square, .rectangle]).union(.circle)) }
    /// A version of the variant that's encapsulated in a square.
    public var square: SymbolVariants { SymbolVariants(parts: parts.subtracting([.circle, .rectangle]).union(.square)) }
    /// A version of the variant that's encapsulated in a rectangle.
    public var rectangle: SymbolVariants {
        SymbolVariants(parts: parts.subtracting([.circle, .square]).union(.rectangle))
    }
    /// A filled version of the variant.
    public var fill: SymbolVariants { SymbolVariants(parts: parts.union(.fill)) }
    /// A slashed version of the variant.
    public var slash: SymbolVariants { SymbolVariants(parts: parts.union(.slash)) }

    /// Returns a Boolean value that indicates whether the current variant contains the specified variant.
    public func contains(_ other: SymbolVariants) -> Bool { parts.isSuperset(of: other.parts) }

    var shape: String? {
        parts.contains(.circle) ? "circle" : parts.contains(.square) ? "square"
            : parts.contains(.rectangle) ? "rectangle" : nil
    }
}

/// A symbol rendering mode. Easel's stand-in symbols are single glyphs: in the hierarchical and palette modes an
/// enclosed symbol is drawn in two layers (``SymbolLayers``), the enclosure secondary; every other symbol, and
/// every symbol in the monochrome and multicolor modes, is its glyph in the foreground style (docs/Decisions.md,
/// "Symbol scales and rendering modes").
public struct SymbolRenderingMode: Hashable, Sendable {
    private let name: String

    /// A mode that renders symbols as a single layer filled with the foreground style.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// A mode that renders symbols as multiple layers with their inherit styles.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// A mode that renders symbols as multiple layers, with different opacities applied to the primary style.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// A mode that renders symbols as multiple layers, with different styles applied to the layers.
    public static let palette = SymbolRenderingMode(name: "palette")
}

private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue = Image.Scale.medium
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

private struct SymbolRenderingModeKey: EnvironmentKey {
    static let defaultValue: SymbolRenderingMode? = nil
}

extension EnvironmentValues {
    /// The image scale for this environment.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// The symbol variant to use in this environment.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// The current symbol rendering mode, or nil for the symbol's own.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// Scales images within the view according to one of the relative sizes available.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }

    /// Makes symbols within the view show a particular variant.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }

    /// Sets the rendering mode for symbol images within this view.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}

extension Image {
    /// Sets the rendering mode for symbol images within this view.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var image = self
        image.symbolRenderingMode = mode
        return image
    }
}
