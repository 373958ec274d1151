import EaselGraphics
import EaselLayout
internal import EaselRender
import EaselViews
import Foundation

extension ViewHost {
    /// The frame rates `renderFrames` accepts, in frames per second.
    public static let frameRates = 1...240
    /// The longest stretch `renderFrames` records: ten minutes.
    public static let longestRecording: TimeInterval = 600

    /// Draws the view as it is now, at the host's `time`, into pixels. `canvas` is the area drawn, in points from
    /// the root's origin (the view's size when nil); a recording passes its first frame's, so that every frame has
    /// the same size even when the view's size animates. Throws as `render(as:scale:debug:)` does.
    public func renderFrame(scale: CGFloat? = nil, canvas: CGSize? = nil) throws(RenderError) -> RenderedFrame {
        let scale = scale ?? environment.displayScale
        let canvas = canvas ?? size
        let pixels = try CairoRenderer.validate(size: canvas, scale: scale, as: .png)
        let list = displayList(scale: scale)
        let raster = try CairoRenderer.rasterize(list, width: pixels.width, height: pixels.height, scale: scale)
        for problem in raster.problems {
            record(Diagnostic(message: problem, path: "", fix: "check the files the view uses"))
        }
        return RenderedFrame(raster: raster, time: time, pixelWidth: pixels.width, pixelHeight: pixels.height, scale: scale)
    }

    /// Draws the view's frames `1/fps` second apart, from now until nothing moves, and hands each to `frame` as
    /// it is drawn (nothing is kept, so a long recording uses no more memory than a short one).
    ///
    /// 1. The first frame shows the view as it is now (a new host: its first appearance).
    /// 2. While the host `isAnimating` or has something scheduled on its clock (`nextScheduledTime`: a timer, a
    ///    sleeping task, a timeline), and fewer than `maximumDuration × fps` frames (rounded up) were drawn, the
    ///    clock moves on by `1/fps` (`advance(by:)`) and the next frame is drawn.
    /// 3. The frame drawn once nothing moves any more is the last: the animation's end state shows.
    ///
    /// Every frame has the size of `canvas` (the view's size at the first frame when nil). A view that never
    /// settles (`repeatForever`, a repeating timer) is recorded for `maximumDuration`. `fps` must be in `frameRates` and
    /// `maximumDuration` positive and at most `longestRecording`; otherwise this throws a `RenderError` that
    /// says so, before drawing anything.
    public func renderFrames(
        fps: Int = 60, maximumDuration: TimeInterval = 10, scale: CGFloat? = nil, canvas: CGSize? = nil,
        _ frame: (RenderedFrame) throws -> Void
    ) throws {
        let limit = try Self.frameLimit(fps: fps, maximumDuration: maximumDuration)
        let scale = scale ?? environment.displayScale
        let canvas = canvas ?? size
        var drawn = 0
        while true {
            try frame(renderFrame(scale: scale, canvas: canvas))
            drawn += 1
            guard isAnimating || nextScheduledTime != nil, drawn < limit else { return }
            advance(by: 1 / Double(fps))
        }
    }

    /// The frames `renderFrames` draws, as a looping animated PNG (APNG): lossless, each frame shown for `1/fps`
    /// second, a frame that repeats the one before stored once with a longer delay. Viewers without APNG show
    /// the first frame.
    public func renderAnimatedPNG(fps: Int = 60, maximumDuration: TimeInterval = 10, scale: CGFloat? = nil) throws -> Data {
        var writer: APNGWriter?
        try renderFrames(fps: fps, maximumDuration: maximumDuration, scale: scale) { frame in
            if writer == nil {
                writer = APNGWriter(width: frame.pixelWidth, height: frame.pixelHeight, fps: fps, scale: frame.scale)
            }
            frame.withUnsafePremultipliedBGRA { pixels, stride in writer!.append(premultipliedBGRA: pixels, stride: stride) }
        }
        return writer?.finish() ?? Data()
    }

    /// How many frames a stretch of `maximumDuration` at `fps` may have, or why the two cannot be recorded.
    static func frameLimit(fps: Int, maximumDuration: TimeInterval) throws(RenderError) -> Int {
        guard frameRates.contains(fps) else {
            throw RenderError("the frame rate \(fps) is not between \(frameRates.lowerBound) and \(frameRates.upperBound) frames per second")
        }
        guard maximumDuration.isFinite, maximumDuration > 0 else {
            throw RenderError("the duration \(maximumDuration) is not a positive number of seconds")
        }
        guard maximumDuration <= longestRecording else {
            throw RenderError(
                "a recording of \(LayoutFormat.number(CGFloat(maximumDuration))) s is refused: at most \(Int(longestRecording)) s (ten minutes) is recorded")
        }
        return max(1, Int((maximumDuration * Double(fps)).rounded(.up)))
    }
}
