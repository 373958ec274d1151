import EaselTools
import Foundation
import SwiftUI
import Testing

/// Frames from a host: how many a view that does not move gives, the limits, and a recording's taps; the
/// frames are read back from the animated PNG.
@Suite("Recording frames")
struct FrameRecordingTests {
    /// Red until tapped, then blue, with no animation.
    struct Switch: View {
        @State private var on = false

        var body: some View {
            (on ? Color.blue : Color.red)
                .frame(width: 20, height: 10)
                .onTapGesture { on.toggle() }
                .accessibilityIdentifier("switch")
        }
    }

    /// The color of a frame's top-left pixel (opaque, so premultiplying changes nothing).
    func corner(_ frame: RenderedFrame) -> Pixels.Color {
        frame.withUnsafePremultipliedBGRA { pixels, _ in
            Pixels.Color(r: Int(pixels[2]), g: Int(pixels[1]), b: Int(pixels[0]), a: Int(pixels[3]))
        }
    }

    @Test("a view that does not move gives one frame, at time 0, whose animated PNG is the still PNG")
    func still() throws {
        let host = ViewHost(Switch())
        var times: [TimeInterval] = []
        try host.renderFrames(fps: 60, scale: 2) { frame in
            times.append(frame.time)
            #expect(frame.pixelWidth == 40 && frame.pixelHeight == 20)
        }
        #expect(times == [0])
        let renderer = ImageRenderer(content: Switch())
        renderer.scale = 2
        let animated = try APNGFile(#require(renderer.animatedPNGData()))
        #expect(animated.frameCount == 1)
        let still = try Pixels(png: #require(renderer.pngData()))
        #expect(animated.frames == [still.rgba])
    }

    @Test("frame rates outside 1…240 and durations that are not positive or pass ten minutes are refused, drawing nothing")
    func limits() {
        let host = ViewHost(Switch())
        var drawn = 0
        for (fps, duration) in [(0, 10.0), (241, 10), (60, 0), (60, -1), (60, .nan), (60, .infinity), (60, 601)] {
            let error = #expect(throws: RenderError.self) { try host.renderFrames(fps: fps, maximumDuration: duration) { _ in drawn += 1 } }
            #expect(error?.description.isEmpty == false)
        }
        #expect(drawn == 0)
        let rate = #expect(throws: RenderError.self) { try host.renderFrames(fps: 0) { _ in } }
        #expect(rate?.description.contains("frame rate 0") == true)
        let long = #expect(throws: RenderError.self) { try host.renderFrames(maximumDuration: 601) { _ in } }
        #expect(long?.description.contains("refused") == true)
        let renderer = ImageRenderer(content: Switch())
        #expect(renderer.animatedPNGData(fps: 0) == nil)
        #expect(renderer.diagnostics.contains { $0.message.contains("frame rate 0") })
    }

    @Test("each tap follows the stretch before it by one frame, and a tap that finds nothing is a warning")
    func taps() throws {
        let host = ViewHost(Switch())
        var colors: [Pixels.Color] = [], times: [TimeInterval] = []
        let recording = FrameRecording(fps: 30, taps: ["switch", "missing", "switch"])
        let warnings = try recording.record(host, scale: 1) { frame in
            colors.append(corner(frame))
            times.append(frame.time)
        }
        #expect(colors == [IOS.red, IOS.blue, IOS.blue, IOS.red])
        for (index, time) in times.enumerated() { #expect(abs(time - Double(index) / 30) < 1e-9) }
        #expect(warnings == ["the tap on \"missing\" did nothing: no view has the accessibility identifier \"missing\""])
    }

    @Test("a recording writes NAME.animated.png, and NAME.mp4 when ffmpeg is installed")
    func write() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-recording-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try FrameRecording(fps: 30, taps: ["switch"]).write(ViewHost(Switch()), scale: 2, to: folder, name: "Switch")
        #expect(written.frameCount == 2)
        #expect(abs(written.duration - 2.0 / 30) < 1e-9)
        let animatedPNG = try #require(written.animatedPNG)
        #expect(animatedPNG.lastPathComponent == "Switch.animated.png")
        let file = try APNGFile(Data(contentsOf: animatedPNG))
        #expect(file.width == 40 && file.height == 20)
        #expect(file.controls.map(\.delayDenominator) == [30, 30])
        #expect(file.frames.map { Array($0.prefix(4)) } == [[255, 59, 48, 255], [0, 122, 255, 255]])
        if VideoEncoder.ffmpeg() != nil {
            #expect(written.video?.lastPathComponent == "Switch.mp4")
            #expect(written.warnings.isEmpty)
        } else {
            #expect(written.video == nil)
            #expect(written.warnings == ["MP4 needs ffmpeg (Debian package ffmpeg); the APNG was written"])
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == (written.video == nil ? ["Switch.animated.png"] : ["Switch.animated.png", "Switch.mp4"]))
    }

    @Test("a recording asked for one file writes that file alone")
    func oneOutput() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-recording-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let recording = FrameRecording(fps: 30, taps: ["switch"])
        // The APNG alone starts no ffmpeg and warns of none.
        let png = try recording.write(ViewHost(Switch()), scale: 1, to: folder, name: "A", outputs: .animatedPNG)
        #expect(png.animatedPNG?.lastPathComponent == "A.animated.png" && png.video == nil && png.warnings.isEmpty)
        #expect(png.frameCount == 2)
        // The MP4 alone, without ffmpeg, is an error and writes nothing.
        #expect(throws: RenderError.self) {
            try recording.write(
                ViewHost(Switch()), scale: 1, to: folder, name: "B", outputs: .video, environment: ["PATH": "/nonexistent"])
        }
        if VideoEncoder.ffmpeg() != nil {
            let video = try recording.write(ViewHost(Switch()), scale: 2, to: folder, name: "C", outputs: .video)
            #expect(video.video?.lastPathComponent == "C.mp4" && video.animatedPNG == nil && video.warnings.isEmpty)
            #expect(video.frameCount == 2)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == (VideoEncoder.ffmpeg() == nil ? ["A.animated.png"] : ["A.animated.png", "C.mp4"]))
    }
}
