import Foundation

/// An image as UIKit names it, for SwiftUI code that makes an `Image(uiImage:)`. It names an image rather than
/// holding pixels: the asset or symbol is found when the view is drawn, exactly as `Image(_:bundle:)` and
/// `Image(systemName:)` find theirs (so a view's `\.imageDirectory` counts).
///
/// The failable initializers never fail: whether a name exists is known only when the image is drawn, where a
/// missing one draws Easel's placeholder with a diagnostic (docs/Decisions.md).
public final class UIImage: Hashable, Sendable {
    package let source: Image.Source
    public let renderingMode: RenderingMode

    package init(source: Image.Source, renderingMode: RenderingMode) {
        self.source = source
        self.renderingMode = renderingMode
    }

    /// The asset `name` (a file or an asset catalog's image set).
    public convenience init?(named name: String) {
        self.init(source: .named(name, bundlePath: nil), renderingMode: .automatic)
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(source: .named(name, bundlePath: bundle.map { $0.resourcePath ?? $0.bundlePath }), renderingMode: .automatic)
    }

    /// The SF Symbol `name`, drawn with Easel's stand-in for it.
    public convenience init?(systemName name: String) {
        self.init(source: .system(name), renderingMode: .automatic)
    }

    /// An image with no name: drawn as the placeholder, with a diagnostic.
    public convenience init() {
        self.init(source: .named("", bundlePath: nil), renderingMode: .automatic)
    }

    /// How an image's pixels are drawn: as they are, or as a template in the tint.
    public enum RenderingMode: Int, Hashable, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(source: source, renderingMode: renderingMode)
    }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs.source == rhs.source && lhs.renderingMode == rhs.renderingMode
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(renderingMode)
    }
}

extension Image {
    /// An image from a UIKit image: its asset or symbol, and its rendering mode.
    public init(uiImage: UIImage) {
        self.init(source: uiImage.source)
        switch uiImage.renderingMode {
        case .alwaysTemplate: renderingMode = .template
        case .alwaysOriginal: renderingMode = .original
        case .automatic: break
        }
    }
}
