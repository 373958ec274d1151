import EaselGraphics
import EaselLayout
import Foundation

/// A shape style that Easel resolves itself against the environment: the hierarchical levels, the tint,
/// materials, a color's gradient and a style at an opacity.
protocol EnvironmentShapeStyle: ShapeStyle {
    func resolve(in inputs: _ViewInputs) -> ResolvedStyle
}

// MARK: - Hierarchical styles

/// A shape style that maps to one of the numbered content levels of the current foreground style: primary,
/// secondary and so on.
///
/// Below the default foreground the levels are iOS's label colors (label, secondary, tertiary and
/// quaternary label; quinary is Easel's estimate). Below another style, a level is that style at the label
/// colors' opacities (1, 0.6, 0.3, 0.18, 0.1), unless `.foregroundStyle(_:_:)` or `(_:_:_:)` named the
/// style for that level (docs/Decisions.md, "Shape styles").
public struct HierarchicalShapeStyle: ShapeStyle, EnvironmentShapeStyle {
    let level: Int
    /// The foreground style the level was set below, captured where `.foregroundStyle(.secondary)` was
    /// applied, so that the level is of the style around it.
    var base: AnyShapeStyle?

    /// A shape style that maps to the first level of the current content style.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// A shape style that maps to the second level of the current content style.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// A shape style that maps to the third level of the current content style.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// A shape style that maps to the fourth level of the current content style.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// A shape style that maps to the fifth level of the current content style.
    public static let quinary = HierarchicalShapeStyle(level: 4)

    init(level: Int, base: AnyShapeStyle? = nil) {
        self.level = level
        self.base = base
    }

    /// The label colors' opacities, level by level.
    static let opacities = [1, 0.6, 0.3, 0.18, 0.1]

    func resolve(in inputs: _ViewInputs) -> ResolvedStyle {
        let levels = inputs.environment.foregroundLevels
        if level < levels.count { return inputs.resolve(style: levels[level]) }
        guard let base = base ?? inputs.environment.foregroundStyle, !(base.base is ForegroundStyle) else {
            return .paint(.color(Self.labelColor(level: level, dark: inputs.isDark)))
        }
        if let around = base.base as? HierarchicalShapeStyle, around.base == nil {
            // A bare level around this one: the levels of the default foreground add up.
            return .paint(.color(Self.labelColor(level: min(level + around.level, 4), dark: inputs.isDark)))
        }
        let opacity = Self.opacities[min(level, Self.opacities.count - 1)]
        return inputs.resolve(style: base).multiplyingOpacity(by: opacity)
    }

    /// UIKit's label colors: the default foreground's levels. The fifth is Easel's estimate, below UIKit's
    /// quaternary label.
    static func labelColor(level: Int, dark: Bool) -> RGBA {
        switch level {
        case 0: Color.primary.resolved(dark: dark)
        case 1: Color.secondary.resolved(dark: dark)
        case 2: Color.tertiaryLabel.resolved(dark: dark)
        case 3: SystemColor.quaternaryLabel.rgba(dark: dark)
        default: dark ? RGBA(235, 235, 245, 0.08) : RGBA(60, 60, 67, 0.1)
        }
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// A shape style that maps to the first level of the current content style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// A shape style that maps to the second level of the current content style.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// A shape style that maps to the third level of the current content style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// A shape style that maps to the fourth level of the current content style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// A shape style that maps to the fifth level of the current content style.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle {
    /// This style at an opacity (multiplied into what it draws).
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        OpacityShapeStyle(base: AnyShapeStyle(self), opacity: opacity.isNaN ? 1 : min(max(opacity, 0), 1))
    }

    /// The second level of this shape style.
    public var secondary: some ShapeStyle { LevelOfStyle(base: AnyShapeStyle(self), level: 1) }
    /// The third level of this shape style.
    public var tertiary: some ShapeStyle { LevelOfStyle(base: AnyShapeStyle(self), level: 2) }
    /// The fourth level of this shape style.
    public var quaternary: some ShapeStyle { LevelOfStyle(base: AnyShapeStyle(self), level: 3) }
    /// The fifth level of this shape style.
    public var quinary: some ShapeStyle { LevelOfStyle(base: AnyShapeStyle(self), level: 4) }
}

/// A style drawn at an opacity.
struct OpacityShapeStyle: EnvironmentShapeStyle {
    let base: AnyShapeStyle
    let opacity: Double

    func resolve(in inputs: _ViewInputs) -> ResolvedStyle {
        inputs.resolve(style: base).multiplyingOpacity(by: opacity)
    }
}

/// A numbered level of a given style (`Color.red.secondary`).
struct LevelOfStyle: EnvironmentShapeStyle {
    let base: AnyShapeStyle
    let level: Int

    func resolve(in inputs: _ViewInputs) -> ResolvedStyle {
        HierarchicalShapeStyle(level: level, base: base).resolve(in: inputs)
    }
}

// MARK: - Tint, background and separator

/// A style that reflects the current tint color: the accent color unless `.tint` sets one.
public struct TintShapeStyle: ShapeStyle, EnvironmentShapeStyle {
    public init() {}

    func resolve(in inputs: _ViewInputs) -> ResolvedStyle {
        if let style = inputs.environment.tintStyle {
            // Resolved without itself, so that a tint of `.tint` is the accent color rather than a loop.
            var inputs = inputs
            inputs.environment.tintStyle = nil
            return inputs.resolve(style: style)
        }
        return .paint(.color(inputs.resolve(color: inputs.environment.tint ?? .accentColor)))
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// A style that reflects the current tint color.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The background style in the current context: the system background unless `.backgroundStyle` sets one.
public struct BackgroundStyle: ShapeStyle, EnvironmentShapeStyle {
    public init() {}

    func resolve(in inputs: _ViewInputs) -> ResolvedStyle {
        inputs.resolve(style: inputs.environment.backgroundStyle ?? AnyShapeStyle(Color.systemBackground))
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style in the current context.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// A style that is one of UIKit's system colors, light or dark with the color scheme.
protocol SystemColorShapeStyle: EnvironmentShapeStyle {
    var color: Color { get }
}

extension SystemColorShapeStyle {
    func resolve(in inputs: _ViewInputs) -> ResolvedStyle { .paint(.color(color.resolved(dark: inputs.isDark))) }
}

/// The style of separators: UIKit's separator color.
public struct SeparatorShapeStyle: ShapeStyle, SystemColorShapeStyle {
    public init() {}
    var color: Color { .separator }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// A style appropriate for foreground separator or border lines.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// The style of placeholder text: UIKit's placeholder text color.
public struct PlaceholderTextShapeStyle: ShapeStyle, SystemColorShapeStyle {
    public init() {}
    var color: Color { Color(storage: .system(.placeholderText)) }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// A style appropriate for placeholder text.
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

/// The style of links: UIKit's link color.
public struct LinkShapeStyle: ShapeStyle, SystemColorShapeStyle {
    public init() {}
    var color: Color { Color(storage: .system(.link)) }
}

extension ShapeStyle where Self == LinkShapeStyle {
    /// A style appropriate for links.
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}

/// The fill styles of iOS: the system fills, from the first (`.fill`) to the quaternary.
public struct FillShapeStyle: ShapeStyle, SystemColorShapeStyle {
    public init() {}
    var color: Color { .systemFill }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// An overlay fill style for filling shapes.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

// MARK: - Materials

/// A background material type: a blurred, tinted backdrop.
///
/// Drawn as iOS draws its materials: what is behind, blurred by a Gaussian 30 points wide and its saturation
/// raised 1.8 times, under a tint of the system background, the thinner materials more transparent. SVG and PDF
/// cannot be read back, so there a material is its tint alone (docs/Decisions.md, "Materials").
public struct Material: ShapeStyle, EnvironmentShapeStyle, Sendable {
    let light: RGBA
    let dark: RGBA

    init(light: RGBA, dark: RGBA) {
        self.light = light
        self.dark = dark
    }

    /// The blur's standard deviation, in points.
    static let blurRadius: CGFloat = 30
    /// How much the blurred backdrop's saturation is raised.
    static let saturation = 1.8

    func resolve(in inputs: _ViewInputs) -> ResolvedStyle {
        .paint(.backdrop(Backdrop(
            tint: inputs.isDark ? dark : light, blurRadius: Self.blurRadius, saturation: Self.saturation)))
    }

    /// A material that's somewhat translucent.
    public static let regular = Material(light: RGBA(247, 247, 247, 0.82), dark: RGBA(37, 37, 37, 0.82))
    /// A material that's more opaque than translucent.
    public static let thick = Material(light: RGBA(247, 247, 247, 0.9), dark: RGBA(37, 37, 37, 0.9))
    /// A material that's more translucent than opaque.
    public static let thin = Material(light: RGBA(247, 247, 247, 0.7), dark: RGBA(37, 37, 37, 0.7))
    /// A mostly translucent material.
    public static let ultraThin = Material(light: RGBA(247, 247, 247, 0.55), dark: RGBA(37, 37, 37, 0.55))
    /// A mostly opaque material.
    public static let ultraThick = Material(light: RGBA(247, 247, 247, 0.95), dark: RGBA(37, 37, 37, 0.95))
    /// A material matching the style of system toolbars.
    public static let bar = Material(light: RGBA(249, 249, 249, 0.94), dark: RGBA(22, 22, 22, 0.94))
}

extension ShapeStyle where Self == Material {
    /// A material that's somewhat translucent.
    public static var regularMaterial: Material { .regular }
    /// A material that's more opaque than translucent.
    public static var thickMaterial: Material { .thick }
    /// A material that's more translucent than opaque.
    public static var thinMaterial: Material { .thin }
    /// A mostly translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A mostly opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// A material matching the style of system toolbars.
    public static var bar: Material { .bar }
}

// MARK: - Gradients from colors

/// A color gradient in its own style: `Color.gradient` and `Gradient` values used as styles. It interpolates in its
/// color space (`colorSpace(_:)`): the device space by default, or the perceptual one (Oklab).
public struct AnyGradient: ShapeStyle, EnvironmentShapeStyle, Hashable, Sendable {
    enum Source: Hashable, Sendable {
        case gradient(Gradient)
        case color(Color)
    }

    let source: Source
    var space = Gradient.ColorSpace.device

    /// Creates a new instance from the specified gradient.
    public init(_ gradient: Gradient) {
        source = .gradient(gradient)
    }

    init(color: Color) {
        source = .color(color)
    }

    func resolve(in inputs: _ViewInputs) -> ResolvedStyle {
        switch source {
        case .gradient(let gradient):
            return .linear(ColorMixing.stops(inputs.resolve(gradient: gradient), in: space), .top, .bottom)
        case .color(let color):
            let bottom = inputs.resolve(color: color)
            func lighten(_ value: Double) -> Double { value + (1 - value) * 0.2 }
            let top = RGBA(
                red: lighten(bottom.red), green: lighten(bottom.green), blue: lighten(bottom.blue), opacity: bottom.opacity)
            let stops = [GradientStop(color: top, location: 0), GradientStop(color: bottom, location: 1)]
            return .linear(ColorMixing.stops(stops, in: space), .top, .bottom)
        }
    }
}

extension Color {
    /// A standard gradient for the color: from the color lightened a fifth of the way to white at the top to
    /// the color itself at the bottom (Easel's reading of iOS; docs/Decisions.md, "Shape styles").
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

// MARK: - Foreground levels and the background style in the environment

private struct ForegroundLevelsKey: EnvironmentKey {
    static let defaultValue: [AnyShapeStyle] = []
}

private struct BackgroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
    /// The styles `.foregroundStyle(_:_:)` and `(_:_:_:)` named for the hierarchical levels.
    var foregroundLevels: [AnyShapeStyle] {
        get { self[ForegroundLevelsKey.self] }
        set { self[ForegroundLevelsKey.self] = newValue }
    }

    /// The style `BackgroundStyle` draws: the system background unless `.backgroundStyle` sets one.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the primary and secondary levels of the foreground style in the child view.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        transformEnvironment(\.self) {
            $0.userForegroundStyle = AnyShapeStyle(primary)
            $0.foregroundLevels = [AnyShapeStyle(primary), AnyShapeStyle(secondary)]
        }
        .modifier(DrawingModifier(name: "foregroundStyle"))
    }

    /// Sets the primary, secondary, and tertiary levels of the foreground style.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        transformEnvironment(\.self) {
            $0.userForegroundStyle = AnyShapeStyle(primary)
            $0.foregroundLevels = [AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)]
        }
        .modifier(DrawingModifier(name: "foregroundStyle"))
    }

    /// Sets the specified style to render backgrounds within the view.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }

    /// Sets the view's background to an insettable shape filled with the background style.
    public func background<S: InsettableShape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// Sets the view's background to a shape filled with the background style.
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }
}
