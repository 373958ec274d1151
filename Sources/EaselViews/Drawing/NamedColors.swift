import EaselGraphics
import Foundation

extension _ViewInputs {
    /// A color's components in this environment. A named color (`Color("name")`) is also looked for in the
    /// environment's image folder, as images are, and one that cannot be found or read records a diagnostic and
    /// draws the magenta placeholder.
    package func resolve(color: Color) -> RGBA {
        color.resolved(dark: isDark, directory: environment.imageDirectory) { diagnose($0.message, fix: $0.fix) }
    }

    /// A gradient's stops in this environment, its named colors found as `resolve(color:)` finds them.
    package func resolve(gradient: Gradient) -> [GradientStop] {
        gradient.resolved(dark: isDark, directory: environment.imageDirectory) { diagnose($0.message, fix: $0.fix) }
    }
}
