import EaselGraphics
import EaselLayout
import Foundation

extension View {
    /// Adds a condition that controls whether users can interact with this view. `disabled(false)` does not
    /// enable a view that an ancestor disabled.
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { $0 = $0 && !disabled }
    }

    /// Sets the tint color within this view: the color of buttons' labels and of a toggle that is on.
    public func tint(_ tint: Color?) -> some View {
        transformEnvironment(\.self) { environment in
            environment.tint = tint
            environment.tintStyle = nil
        }
    }

    /// Sets the tint within this view to a shape style: `.tint` fills and prominent buttons draw with the style
    /// itself (a gradient, say); controls that draw a single color take the style's color (a color's gradient
    /// its color, another gradient its first stop's).
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        transformEnvironment(\.self) { environment in
            environment.tint = tint.flatMap(Self.representativeColor)
            environment.tintStyle = tint.map { AnyShapeStyle($0) }
        }
    }

    private static func representativeColor(of style: some ShapeStyle) -> Color? {
        switch AnyShapeStyle(style).base {
        case let color as Color: color
        case let gradient as AnyGradient:
            switch gradient.source {
            case .color(let color): color
            case .gradient(let gradient): gradient.stops.first?.color
            }
        case let gradient as LinearGradient: gradient.gradient.stops.first?.color
        case let gradient as RadialGradient: gradient.gradient.stops.first?.color
        case let gradient as AngularGradient: gradient.gradient.stops.first?.color
        default: nil
        }
    }
}

private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

private struct TintKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

private struct TintStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
    /// Whether users can interact with views here (false below `.disabled(true)`).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The tint `.tint(_:)` set; buttons use the accent color without one.
    var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The shape style `.tint(_:)` set, when it was given one that is not a plain color.
    var tintStyle: AnyShapeStyle? {
        get { self[TintStyleKey.self] }
        set { self[TintStyleKey.self] = newValue }
    }
}


// MARK: - Toggle
