import EaselGraphics
import Foundation

extension Color {
    /// Evaluates this color to a resolved color in an environment: in its color scheme, a named color looked for in
    /// its image folder too (one that cannot be found resolves to the magenta placeholder).
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        Color.Resolved(resolved(dark: environment.colorScheme == .dark, directory: environment.imageDirectory))
    }
}

/// A resolved color used as a style draws as itself, whatever the environment.
extension Color.Resolved: EnvironmentShapeStyle {
    func resolve(in inputs: _ViewInputs) -> ResolvedStyle { .paint(.color(rgba)) }
}

extension Gradient {
    /// Returns a version of the gradient that will use a specified color space for interpolating between its
    /// colors.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        AnyGradient(self).colorSpace(space)
    }
}

extension AnyGradient {
    /// Returns a version of the gradient that will use a specified color space for interpolating between its
    /// colors.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        var copy = self
        copy.space = space
        return copy
    }
}
