import EaselGraphics
import EaselLayout
import EaselViews
import Foundation

/// An object that creates images from SwiftUI views, as SwiftUI's `ImageRenderer` does, with Easel's
/// outputs: `pngData()`, `svgData()` and `pdfData()` instead of platform image types.
///
/// The view is laid out for `proposedSize` (unspecified by default, so it takes its ideal size) with the
/// environment's `displayScale` set to `scale`, then drawn at that scale. Unlike SwiftUI's, it is not bound
/// to the main actor: separate renderers may work on separate threads (LayoutRules §12).
public final class ImageRenderer<Content: View> {
    /// The root view rendered.
    public var content: Content
    /// The size proposed to the root view.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Pixels per point of the PNG, and the `displayScale` the view is laid out with.
    public var scale: CGFloat = 1
    /// Whether the image is opaque: when true, the view is drawn over white and the PNG has no alpha.
    public var isOpaque = false
    /// What Easel repaired or could not do in the last render.
    public private(set) var diagnostics: [Diagnostic] = []

    public init(content view: Content) {
        content = view
    }

    /// The view as a PNG image, or nil when it cannot be rendered (a zero-size view, a size beyond Easel's
    /// limits); `diagnostics` then says why.
    public func pngData() -> Data? { data(as: .png) }

    /// The view as an SVG image, or nil when it cannot be rendered.
    public func svgData() -> Data? { data(as: .svg) }

    /// The view as a one-page PDF document, or nil when it cannot be rendered.
    public func pdfData() -> Data? { data(as: .pdf) }

    /// The view's animation from its first appearance as a looping animated PNG (APNG): a frame every `1/fps`
    /// second until nothing moves or `maximumDuration` has passed (as `ViewHost.renderFrames` records), or nil
    /// when it cannot be rendered; `diagnostics` then says why.
    public func animatedPNGData(fps: Int = 60, maximumDuration: TimeInterval = 10) -> Data? {
        let host = makeHost()
        do {
            let data = try host.renderAnimatedPNG(fps: fps, maximumDuration: maximumDuration, scale: scale)
            diagnostics = host.diagnostics
            return data
        } catch {
            let fix = "use 1 to 240 frames per second, at most 600 seconds, and a view of finite, non-zero size"
            diagnostics = host.diagnostics + [Diagnostic(message: "\(error)", path: "", fix: fix)]
            return nil
        }
    }

    /// Draws the view's frames from its first appearance, `1/fps` second apart, until nothing moves or
    /// `maximumDuration` has passed, and hands each to `frame` (`RenderedFrame.pngData()` gives its PNG). Throws
    /// what `ViewHost.renderFrames` throws, and what `frame` throws.
    public func renderFrames(fps: Int = 60, maximumDuration: TimeInterval = 10, _ frame: (RenderedFrame) throws -> Void) throws {
        let host = makeHost()
        defer { diagnostics = host.diagnostics }
        try host.renderFrames(fps: fps, maximumDuration: maximumDuration, scale: scale, frame)
    }

    private static var renderingFix: String { "give the view a finite, non-zero size within the limits" }

    /// A new host for the view: a render starts from the view's first appearance.
    private func makeHost() -> ViewHost {
        var environment = EnvironmentValues()
        environment.displayScale = scale
        if isOpaque {
            return ViewHost(content.background(Color.white), proposal: proposedSize, environment: environment)
        }
        return ViewHost(content, proposal: proposedSize, environment: environment)
    }

    private func data(as format: RenderFormat) -> Data? {
        let host = makeHost()
        do {
            let data = try host.render(as: format, scale: scale)
            diagnostics = host.diagnostics
            return data
        } catch {
            diagnostics = host.diagnostics + [Diagnostic(message: error.description, path: "", fix: Self.renderingFix)]
            return nil
        }
    }
}
