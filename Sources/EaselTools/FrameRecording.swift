import Easel
internal import EaselRender
import EaselViews
import Foundation

/// How `easel render --animate` records a preview: its frames from its first appearance, and after each tap
/// asked for, written as a looping animated PNG and, when ffmpeg is on `PATH`, an MP4 video.
///
/// 1. The first stretch starts at the host's first appearance (its clock at 0) and runs, a frame every `1/fps`
///    second, until nothing moves (that idle frame included) or `maximumDuration` has passed
///    (`ViewHost.renderFrames`).
/// 2. Each tap, in the order given, follows the stretch before it: the clock moves on by one frame, the view
///    marked with the accessibility identifier is tapped, and a new stretch starts with the frame that shows
///    what the tap did, ending as the first did. Frames stay `1/fps` second apart throughout, and each stretch
///    may last `maximumDuration`, so a view that never settles is still tapped.
/// 3. Every frame has the size of the first, even when the view's size animates.
/// 4. Frames go to the writers as they are drawn and are not kept, so memory stays flat however long the
///    recording: the APNG keeps each frame compressed, the video's frames go to ffmpeg.
package struct FrameRecording {
    package var fps: Int
    package var maximumDuration: TimeInterval
    /// The accessibility identifiers to tap, in order.
    package var taps: [String]

    package init(fps: Int = 60, maximumDuration: TimeInterval = 10, taps: [String] = []) {
        self.fps = fps
        self.maximumDuration = maximumDuration
        self.taps = taps
    }

    /// What a recording wrote.
    package struct Written {
        package var animatedPNG: URL
        /// The video, when one was written.
        package var video: URL?
        package var frameCount: Int
        /// Seconds the recording shows: its frame count over the frame rate.
        package var duration: TimeInterval
        /// What did not work without stopping the recording (a tap that did nothing, no ffmpeg).
        package var warnings: [String]
    }

    /// Records `host` (steps 1 to 4), handing each frame to `frame`; returns what did not work without stopping
    /// the recording (a tap that found nothing to tap). Throws what `ViewHost.renderFrames` or `frame` throws.
    package func record(_ host: ViewHost, scale: CGFloat, frame: (RenderedFrame) throws -> Void) throws -> [String] {
        let canvas = host.size
        var warnings: [String] = []
        try host.renderFrames(fps: fps, maximumDuration: maximumDuration, scale: scale, canvas: canvas, frame)
        for identifier in taps {
            host.advance(by: 1 / Double(fps))
            do {
                try host.tap(identifier: identifier)
            } catch {
                warnings.append("the tap on \"\(identifier)\" did nothing: \(error)")
            }
            try host.renderFrames(fps: fps, maximumDuration: maximumDuration, scale: scale, canvas: canvas, frame)
        }
        return warnings
    }

    /// Records `host` into `folder` as `name.animated.png` (an APNG, lossless) and `name.mp4` (H.264 through
    /// ffmpeg). Without ffmpeg, or when it fails, the APNG is still written and a warning says why there is no
    /// video. Files are replaced only once whole.
    package func write(_ host: ViewHost, scale: CGFloat, to folder: URL, name: String) throws -> Written {
        let animatedPNG = folder.appendingPathComponent("\(name).animated.png")
        let videoURL = folder.appendingPathComponent("\(name).mp4")
        let ffmpeg = VideoEncoder.ffmpeg()
        var writer: APNGWriter?
        var video: VideoEncoder?
        var videoWarnings: [String] = []
        var frameCount = 0
        let tapWarnings = try record(host, scale: scale) { frame in
            if writer == nil {
                writer = APNGWriter(width: frame.pixelWidth, height: frame.pixelHeight, fps: fps, scale: frame.scale)
                if let ffmpeg {
                    do {
                        video = try VideoEncoder(
                            writing: videoURL, width: frame.pixelWidth, height: frame.pixelHeight, fps: fps, ffmpeg: ffmpeg)
                    } catch {
                        videoWarnings.append("no MP4 was written: \(error); the APNG was written")
                    }
                }
            }
            frameCount += 1
            frame.withUnsafePremultipliedBGRA { pixels, stride in
                writer!.append(premultipliedBGRA: pixels, stride: stride)
                video?.append(premultipliedBGRA: pixels, stride: stride)
            }
        }
        guard let apng = writer else { throw RenderError("no frame was drawn") }
        try apng.finish().write(to: animatedPNG, options: .atomic)
        var warnings = tapWarnings + videoWarnings
        var written: URL?
        if ffmpeg == nil {
            warnings.append("MP4 needs ffmpeg (Debian package ffmpeg); the APNG was written")
        } else if let video {
            do {
                try video.finish()
                written = videoURL
            } catch {
                warnings.append("no MP4 was written: \(error); the APNG was written")
            }
        }
        return Written(
            animatedPNG: animatedPNG, video: written, frameCount: frameCount,
            duration: Double(frameCount) / Double(fps), warnings: warnings)
    }
}
