import Foundation

/// The file formats Easel renders to.
package enum RenderOutput: Sendable {
    /// A raster image at the given pixels per point.
    case png
    /// A vector image, one unit per point.
    case svg
    /// A one-page document, one PDF point per point, with selectable text.
    case pdf
}

/// Why a render produced nothing.
package enum RenderFailure: Error, Equatable, CustomStringConvertible {
    /// The view has no area to draw.
    case empty(width: CGFloat, height: CGFloat)
    /// The image would be too large to allocate sensibly.
    case tooLarge(width: CGFloat, height: CGFloat, scale: CGFloat, limit: String)
    /// The scale is not a positive, finite number.
    case invalidScale(CGFloat)
    /// Cairo reported an error.
    case cairo(String)

    package var description: String {
        switch self {
        case .empty(let width, let height):
            "the view is \(width)x\(height) points: there is nothing to render; give it a size with .frame"
        case .tooLarge(let width, let height, let scale, let limit):
            "a \(width)x\(height) point image at scale \(scale) exceeds Easel's limit of \(limit); render a smaller view or at a lower scale"
        case .invalidScale(let scale):
            "the scale \(scale) is not a positive, finite number; use 1, 2 or 3"
        case .cairo(let message):
            "the renderer failed: \(message)"
        }
    }
}
