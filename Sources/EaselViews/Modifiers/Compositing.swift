import EaselGraphics
import EaselLayout
import Foundation

/// Modes for compositing a view with overlapping content.
public enum BlendMode: Sendable, Hashable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    /// The compositing operator that draws it.
    var compositing: CompositingOperator {
        switch self {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationOut: .destinationOut
        case .plusDarker: .plusDarker
        case .plusLighter: .plusLighter
        }
    }
}

extension View {
    /// Sets the blend mode for compositing this view with overlapping views: the view is drawn as one layer
    /// and composited with what is behind it in its compositing group by `blendMode`.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        let mode = blendMode.compositing
        return modifier(DrawingModifier(name: "blendMode") { _ in
            mode == .normal ? nil : NodeAppearance.effect { _ in .blend(mode) }
        })
    }

    /// Wraps this view in a compositing group: its content is composited as one layer before effects around
    /// it (an opacity, a blend mode) apply, and blend modes inside it blend only with each other.
    public func compositingGroup() -> some View {
        modifier(DrawingModifier.compositingGroup(name: "compositingGroup"))
    }

    /// Composites this view's contents into an offscreen image before final display. Easel draws every view
    /// the same way offscreen or not, so the group matters only as a compositing group.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(DrawingModifier.compositingGroup(name: "drawingGroup"))
    }
}

extension DrawingModifier {
    /// Draws the view as one layer (a group at full opacity), composited as a whole with what is behind it.
    static func compositingGroup(name: String) -> DrawingModifier {
        DrawingModifier(name: name) { _ in NodeAppearance.effect { _ in .opacity(1) } }
    }
}

/// The set of possible working color spaces for color-compositing operations.
public enum ColorRenderingMode: Sendable, Hashable {
    case nonLinear, linear, extendedLinear
}
