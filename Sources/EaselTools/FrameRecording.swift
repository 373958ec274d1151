import Easel
internal import EaselRender
import EaselViews
import Foundation

/// How `easel render --animate` records a preview: its frames from its first appearance, and after each tap
/// asked for, written as a looping animated PNG and, when ffmpeg is on `PATH`, an MP4 video (or as one of the
/// two alone: `Outputs`).
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

    /// The files a recording writes.
    package struct Outputs: OptionSet, Sendable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }
        /// `NAME.animated.png`: an APNG, lossless and looping.
        package static let animatedPNG = Outputs(rawValue: 1)
        /// `NAME.mp4`: H.264 through ffmpeg.
        package static let video = Outputs(rawValue: 2)
        package static let both: Outputs = [.animatedPNG, .video]
    }

    /// What a recording wrote.
    package struct Written {
        /// The animated PNG, when one was asked for.
        package var animatedPNG: URL?
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
    /// ffmpeg), or as the one of them `outputs` names. When both are asked for and there is no ffmpeg, or it
    /// fails, the APNG is still written and a warning says why there is no video; when the video alone is asked
    /// for, that is an error. ffmpeg is looked for on `environment`'s `PATH`. Files are replaced only once whole.
    package func write(
        _ host: ViewHost, scale: CGFloat, to folder: URL, name: String, outputs: Outputs = .both,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> Written {
        let animatedPNG = folder.appendingPathComponent("\(name).animated.png")
        let videoURL = folder.appendingPathComponent("\(name).mp4")
        let videoAlone = !outputs.contains(.animatedPNG)
        let ffmpeg = outputs.contains(.video) ? VideoEncoder.ffmpeg(environment: environment) : nil
        if videoAlone, ffmpeg == nil {
            throw RenderError("an MP4 needs ffmpeg (Debian package ffmpeg), and none is on PATH; nothing was written")
        }
        var writer: APNGWriter?
        var video: VideoEncoder?
        var videoWarnings: [String] = []
        var frameCount = 0
        let tapWarnings = try record(host, scale: scale) { frame in
            if frameCount == 0 {
                if !videoAlone {
                    writer = APNGWriter(width: frame.pixelWidth, height: frame.pixelHeight, fps: fps, scale: frame.scale)
                }
                if let ffmpeg {
                    do {
                        video = try VideoEncoder(
                            writing: videoURL, width: frame.pixelWidth, height: frame.pixelHeight, fps: fps, ffmpeg: ffmpeg)
                    } catch {
                        if videoAlone { throw RenderError("no MP4 was written: \(error)") }
                        videoWarnings.append("no MP4 was written: \(error); the APNG was written")
                    }
                }
            }
            frameCount += 1
            frame.withUnsafePremultipliedBGRA { pixels, stride in
                writer?.append(premultipliedBGRA: pixels, stride: stride)
                video?.append(premultipliedBGRA: pixels, stride: stride)
            }
        }
        guard frameCount > 0 else { throw RenderError("no frame was drawn") }
        var warnings = tapWarnings + videoWarnings
        var writtenPNG: URL?
        if let writer {
            try writer.finish().write(to: animatedPNG, options: .atomic)
            writtenPNG = animatedPNG
        }
        var writtenVideo: URL?
        if outputs.contains(.video) {
            if ffmpeg == nil {
                warnings.append("MP4 needs ffmpeg (Debian package ffmpeg); the APNG was written")
            } else if let video {
                do {
                    try video.finish()
                    writtenVideo = videoURL
                } catch {
                    if videoAlone { throw RenderError("no MP4 was written: \(error)") }
                    warnings.append("no MP4 was written: \(error); the APNG was written")
                }
            }
        }
        return Written(
            animatedPNG: writtenPNG, video: writtenVideo, frameCount: frameCount,
            duration: Double(frameCount) / Double(fps), warnings: warnings)
    }
}
