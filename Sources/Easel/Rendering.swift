import EaselGraphics
import EaselLayout
internal import EaselRender
import EaselViews
import Foundation

extension ViewHost {
    /// Renders the laid-out view as PNG, SVG or PDF bytes.
    ///
    /// The canvas is the size the view chose, or `canvas`: a rectangle of the root's coordinate space (rounded
    /// out to whole points), for showing what a view draws outside its own frame. `scale` is pixels per point
    /// for PNG (the environment's `displayScale` when nil), and the resolution of effects that must be
    /// rasterized (shadows) in SVG and PDF. Frames snap to that scale's pixel grid. Problems that do not stop
    /// the render (an image that does not decode) are added to `diagnostics`; a render that cannot be done at
    /// all (a zero-size view, an image too large to allocate) throws a `RenderError` that says why.
    public func render(
        as format: RenderFormat = .png, scale: CGFloat? = nil, debug: DebugOverlays = [], canvas: CGRect? = nil
    ) throws(RenderError) -> Data {
        let scale = scale ?? environment.displayScale
        let setOperationFailures = Path.setOperationFailures.count
        let area = canvas.map { rect in
            CGRect(
                x: rect.minX.rounded(.down), y: rect.minY.rounded(.down),
                width: rect.maxX.rounded(.up) - rect.minX.rounded(.down),
                height: rect.maxY.rounded(.up) - rect.minY.rounded(.down))
        }
        let size = area?.size ?? self.size
        // Check the size before drawing anything, so a huge request fails fast and allocates nothing.
        _ = try CairoRenderer.validate(size: size, scale: scale, as: format)
        var list = displayList(scale: scale, debug: debug)
        if let area, area.origin != .zero {
            list = DisplayList([.group(.transform(CGAffineTransform(translationX: -area.minX, y: -area.minY)), list)])
        }
        let result = try CairoRenderer.render(list, size: size, scale: scale, as: format)
        for problem in result.problems {
            record(Diagnostic(message: problem, path: "", fix: "check the files the view uses"))
        }
        let failures = Path.setOperationFailures
        if failures.count > setOperationFailures, let reason = failures.reason {
            record(Diagnostic(
                message: "\(reason); shapes made by set operations (union, intersection, …) were left empty",
                path: "", fix: "install GEOS (Debian: libgeos-c1v5)"))
        }
        return result.data
    }

    /// Renders the view and writes the file at `url`, replacing it only once the whole file is ready: a
    /// failed render leaves nothing half-written.
    public func write(
        to url: URL, as format: RenderFormat? = nil, scale: CGFloat? = nil, debug: DebugOverlays = [],
        canvas: CGRect? = nil
    ) throws {
        let format = format ?? RenderFormat(rawValue: url.pathExtension.lowercased()) ?? .png
        let data = try render(as: format, scale: scale, debug: debug, canvas: canvas)
        try data.write(to: url, options: .atomic)
    }
}

/// A PNG render in its three stages, for benchmarks that time them apart: the display list (which also
/// brings the layout up to date), the drawing into pixels, and the PNG encoding.
@_spi(Benchmarking)
public struct RenderStages {
    let list: DisplayList
    let size: CGSize
    let scale: CGFloat

    /// Stage 1: the display list of `host`, with frames snapped to the pixel grid of `scale`.
    public init(displayListOf host: ViewHost, scale: CGFloat) {
        list = host.displayList(scale: scale)
        size = host.size
        self.scale = scale
    }

    /// Stage 2: the list drawn into pixels.
    public func rasterize() throws -> Raster {
        let pixels = try CairoRenderer.validate(size: size, scale: scale, as: .png)
        return Raster(pixels: try CairoRenderer.rasterize(list, width: pixels.width, height: pixels.height, scale: scale))
    }

    public struct Raster {
        let pixels: CairoRenderer.Raster

        /// Stage 3: the pixels encoded as a PNG file.
        public func encodePNG() throws -> Data { try pixels.encodePNG() }

        /// The rows PNG compresses (straight color, "Up" filtered), and whether they are RGB rather than RGBA.
        public func filteredRows() -> (bytes: [UInt8], opaque: Bool) { pixels.filteredRows() }

        /// Easel's deflate encoder alone: `bytes` as a zlib stream.
        public static func deflate(_ bytes: [UInt8]) -> [UInt8] { CairoRenderer.Raster.deflate(bytes) }
    }
}
