import Foundation

/// A color or pattern to use when rendering a shape. Gradients and the semantic styles arrive with the
/// renderer; for now a style is a `Color`.
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

/// The foreground style in the current context (the primary color unless the environment sets one).
public struct ForegroundStyle: ShapeStyle, Hashable {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
