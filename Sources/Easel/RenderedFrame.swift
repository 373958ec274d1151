import EaselGraphics
internal import EaselRender
import Foundation

/// One frame of a view drawn into pixels: what `ViewHost.renderFrame` and `renderFrames` hand out, for writing
/// to an image, an animation or a video. Its pixels belong to it; they go back to Easel's surface pool when the
/// frame is released, so a frame is best used at once and let go.
public final class RenderedFrame {
    /// The host's clock when the frame was drawn (`ViewHost.time`), in seconds.
    public let time: TimeInterval
    /// The size in pixels: the canvas in points times the scale, rounded up.
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// Pixels per point.
    public let scale: CGFloat
    let raster: CairoRenderer.Raster

    init(raster: CairoRenderer.Raster, time: TimeInterval, pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
        self.raster = raster
        self.time = time
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
    }

    /// Calls `body` with the frame's pixels: four bytes each, blue, green, red, alpha, with the colors
    /// premultiplied by alpha (Cairo's ARGB32 on a little-endian machine), rows `bytesPerRow` apart (at least
    /// `pixelWidth * 4`). The buffer is valid only during the call.
    public func withUnsafePremultipliedBGRA<R>(
        _ body: (_ pixels: UnsafeRawBufferPointer, _ bytesPerRow: Int) throws -> R
    ) rethrows -> R {
        try raster.withPremultipliedBGRA(body)
    }

    /// The frame as a PNG file.
    public func pngData() throws(RenderError) -> Data {
        try raster.encodePNG()
    }
}
