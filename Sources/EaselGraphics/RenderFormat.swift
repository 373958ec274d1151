import Foundation

/// The file formats a view renders to.
public enum RenderFormat: String, Hashable, Sendable, CaseIterable {
    /// A raster image (8-bit RGBA, or RGB when fully opaque), at the scale asked for.
    case png
    /// A vector image, one unit per point; shadows are embedded as images.
    case svg
    /// A one-page PDF, one PDF point per point, with selectable text.
    case pdf
}

/// Why a view could not be rendered: a sentence that says what was wrong and how to avoid it.
public struct RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String

    package init(_ description: String) {
        self.description = description
    }

    /// The view has no area to draw.
    package static func empty(width: CGFloat, height: CGFloat) -> RenderError {
        RenderError("the view is \(width)x\(height) points: there is nothing to render; give it a size with .frame")
    }

    /// The image would be too large to allocate sensibly.
    package static func tooLarge(width: CGFloat, height: CGFloat, scale: CGFloat, limit: String) -> RenderError {
        RenderError(
            "a \(width)x\(height) point image at scale \(scale) exceeds Easel's limit of \(limit); render a smaller view or at a lower scale")
    }

    /// The scale is not a positive, finite number.
    package static func invalidScale(_ scale: CGFloat) -> RenderError {
        RenderError("the scale \(scale) is not a positive, finite number; use 1, 2 or 3")
    }

    /// The drawing library reported an error.
    package static func cairo(_ message: String) -> RenderError {
        RenderError("the renderer failed: \(message)")
    }
}
