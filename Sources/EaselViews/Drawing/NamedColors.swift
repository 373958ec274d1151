import EaselGraphics
import Foundation

extension _ViewInputs {
    /// A color's components in this environment. A named color (`Color("name")`) is also looked for in the
    /// environment's image folder, as images are, and one that cannot be found or read records a diagnostic and
    /// draws the magenta placeholder.
    package func resolve(color: Color) -> RGBA {
        switch color.storage {
        case .asset(let reference):
            switch ColorAssets.find(reference.name, bundlePath: reference.bundlePath, directory: environment.imageDirectory) {
            case .success(let set):
                return set.rgba(dark: isDark)
            case .failure(let problem):
                diagnose(problem.message, fix: problem.fix)
                return ColorAssets.placeholder
            }
        case .opacity(let base, let opacity):
            return resolve(color: base).multiplyingOpacity(by: opacity)
        default:
            return color.resolved(dark: isDark)
        }
    }
}
