import Foundation
import Synchronization

/// Encodes frames to an H.264 video in an MP4 file with Debian's `ffmpeg` command (libx264), fed raw pixels
/// through a pipe (docs/Decisions.md, "Recording animations").
///
/// 1. `ffmpeg` is started with the frame size and rate; its standard error goes to a pipe that is read
///    while it runs, and its last lines explain a failure.
/// 2. Each frame is converted by Easel to planar 4:2:0 YUV in BT.709 (`YUV420Frame`; H.264's 4:2:0 chroma
///    needs an even width and height, so an odd edge is padded with a copy of the last column or row) and
///    written to ffmpeg's input on a queue of its own, at most three frames ahead, so drawing the next frame
///    overlaps encoding this one and memory stays flat. ffmpeg only encodes: its own color conversion ran on
///    its one main thread, in series with everything else it does, and took longer than the encoding.
/// 3. `finish()` closes the input, waits for ffmpeg, and moves the finished file into place, so a failed
///    encode leaves no half-written video.
///
/// The same frames give the same bytes with the same ffmpeg and x264: x264 runs a fixed four threads (its
/// output depends on the thread count, not on the machine's cores) in its deterministic mode with
/// CPU-independent algorithms, the color conversion is Easel's fixed-point arithmetic, and no time or metadata goes into the
/// file (the stream carries only x264's version and settings, as x264 always writes them).
package final class VideoEncoder {
    package let url: URL
    package let width: Int
    package let height: Int
    private let paddedWidth: Int
    private let paddedHeight: Int
    private let temporary: URL
    private let process: Process
    /// Waits for ffmpeg to end (nil until it has started).
    private var exited: ExitWaiter?
    private let input: FileHandle
    private let writes = DispatchQueue(label: "Easel.VideoEncoder.writes")
    private let slots = DispatchSemaphore(value: 3)
    private let shared = Shared()
    private let errorsRead = DispatchGroup()
    private var finished = false

    /// What the writing queue and the standard-error reader hand back.
    private final class Shared: Sendable {
        let writeFailure = Mutex<String?>(nil)
        let errors = Mutex(Data())
        /// Frame buffers written and free to fill again: a recording allocates four, not one a frame (a new
        /// 2.6 MB buffer a frame cost a page fault a page, and zeroing, each time).
        let spare = Mutex<[FrameBuffer]>([])
    }

    /// One converted frame's bytes. Held by one side at a time: filled by `append`, then written by the
    /// writing queue, then put back in `Shared.spare`.
    private final class FrameBuffer: @unchecked Sendable {
        let bytes: UnsafeMutableRawBufferPointer

        init(count: Int) {
            bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 64)
        }

        deinit { bytes.deallocate() }
    }

    /// The `ffmpeg` command on `PATH`, or nil when there is none.
    package static func ffmpeg(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("ffmpeg")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Starts `ffmpeg` to write `url` from frames of `width` × `height` pixels at `fps` frames per second.
    package init(writing url: URL, width: Int, height: Int, fps: Int, ffmpeg: URL) throws(VideoEncoderError) {
        guard width > 0, height > 0, fps > 0 else {
            throw VideoEncoderError("a video of \(width)×\(height) pixels at \(fps) frames per second cannot be made")
        }
        self.url = url
        self.width = width
        self.height = height
        paddedWidth = width + width % 2
        paddedHeight = height + height % 2
        temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).partial")
        // A write to an ffmpeg that has stopped must fail with an error to report, not end this process with
        // SIGPIPE's default action.
        _ = signal(SIGPIPE, SIG_IGN)
        process = Process()
        process.executableURL = ffmpeg
        process.arguments = [
            "-hide_banner", "-loglevel", "error", "-nostdin",
            "-f", "rawvideo", "-pix_fmt", "yuv420p", "-video_size", "\(paddedWidth)x\(paddedHeight)",
            "-framerate", String(fps), "-i", "pipe:0", "-an",
            "-c:v", "libx264", "-preset", "superfast", "-crf", "18",
            "-threads", "4", "-x264-params", "cpu-independent=1",
            "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv",
            "-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1",
            "-movflags", "+faststart", "-f", "mp4", "-y", temporary.path,
        ]
        // ffmpeg allocates a packet a frame (2.6 MB at 786×2200), above glibc's threshold for mapping memory
        // of its own, so each frame's packet was mapped, zeroed page by page and unmapped: a quarter of ffmpeg's
        // time was the kernel's. Raising the threshold keeps the packets on ffmpeg's heap, reused.
        var environment = ProcessInfo.processInfo.environment
        let tunables = "glibc.malloc.mmap_threshold=33554432:glibc.malloc.trim_threshold=134217728"
        environment["GLIBC_TUNABLES"] = [environment["GLIBC_TUNABLES"], tunables].compactMap { $0 }.joined(separator: ":")
        process.environment = environment
        let inputPipe = Pipe(), errorPipe = Pipe()
        process.standardInput = inputPipe
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorPipe
        input = inputPipe.fileHandleForWriting
        do {
            exited = try process.runWithExitWaiter()
        } catch {
            throw VideoEncoderError("ffmpeg (\(ffmpeg.path)) could not be started: \(error.localizedDescription)")
        }
        // Read while ffmpeg runs, so that a full pipe never stops it.
        let reading = errorPipe.fileHandleForReading, shared = self.shared, errorsRead = self.errorsRead
        errorsRead.enter()
        DispatchQueue.global().async {
            let data = reading.readDataToEndOfFile()
            shared.errors.withLock { $0 = data }
            errorsRead.leave()
        }
    }

    deinit {
        // A recording that stopped half way (a render that threw) leaves neither ffmpeg nor its file behind.
        // ffmpeg is stopped first, so that writes still queued fail at once instead of waiting for it.
        guard !finished else { return }
        if process.isRunning { process.terminate() }
        writes.sync {}
        try? input.close()
        exited?.wait()
        errorsRead.wait()
        try? FileManager.default.removeItem(at: temporary)
    }

    /// Adds a frame: `width` × `height` premultiplied BGRA words, rows `stride` bytes apart. Colors are taken as
    /// they are, so a pixel that is not opaque shows as if drawn over black (a video has no transparency). A
    /// buffer too small for the frame is added as a black frame, so the timing stays right.
    package func append(premultipliedBGRA pixels: UnsafeRawBufferPointer, stride: Int) {
        guard !finished else { return }
        let frame =
            shared.spare.withLock { $0.popLast() }
            ?? FrameBuffer(count: YUV420Frame.byteCount(width: paddedWidth, height: paddedHeight))
        convert(pixels, stride: stride, into: frame.bytes)
        slots.wait()
        let input = self.input, slots = self.slots, shared = self.shared
        writes.async {
            if shared.writeFailure.withLock({ $0 }) == nil {
                do {
                    try input.write(contentsOf: UnsafeRawBufferPointer(frame.bytes))
                } catch {
                    shared.writeFailure.withLock { $0 = "\(error)" }
                }
            }
            shared.spare.withLock { $0.append(frame) }
            slots.signal()
        }
    }

    /// Waits for ffmpeg to encode every frame and puts the file at `url`. Throws what went wrong, with ffmpeg's
    /// own last lines, and then leaves no file.
    package func finish() throws(VideoEncoderError) {
        guard !finished else { return }
        writes.sync {}
        try? input.close()
        exited?.wait()
        errorsRead.wait()
        finished = true
        let messages = String(decoding: shared.errors.withLock { $0 }, as: UTF8.self)
        let lastLines = messages.split(separator: "\n").suffix(3).joined(separator: "; ")
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            let ending =
                process.terminationReason == .exit
                ? "exited with status \(process.terminationStatus)" : "was stopped by signal \(process.terminationStatus)"
            throw VideoEncoderError("ffmpeg \(ending)" + (lastLines.isEmpty ? "" : ": \(lastLines)"))
        }
        if let failure = shared.writeFailure.withLock({ $0 }) {
            try? FileManager.default.removeItem(at: temporary)
            throw VideoEncoderError("the frames could not be handed to ffmpeg: \(failure)")
        }
        // rename(2) replaces an older video at once, never leaving a moment without a whole file.
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw VideoEncoderError("the video could not be written to \(url.path): \(reason)")
        }
    }

    /// Writes the frame as ffmpeg reads it into `out`: planar 4:2:0 YUV of `paddedWidth` × `paddedHeight`, an
    /// odd edge repeated; black when the pixel buffer is too small for the frame.
    private func convert(_ pixels: UnsafeRawBufferPointer, stride: Int, into out: UnsafeMutableRawBufferPointer) {
        let lumaCount = paddedWidth * paddedHeight
        guard let base = out.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        guard let source = pixels.baseAddress, stride >= width * 4, pixels.count >= stride * (height - 1) + width * 4 else {
            // Black in limited range: luma 16, chroma 128.
            base.update(repeating: 16, count: lumaCount)
            (base + lumaCount).update(repeating: 128, count: out.count - lumaCount)
            return
        }
        YUV420Frame.convert(
            source, width: width, height: height, stride: stride, into: base, paddedWidth: paddedWidth, paddedHeight: paddedHeight)
    }
}

/// Why a video could not be made.
package struct VideoEncoderError: Error, CustomStringConvertible, Sendable {
    package let description: String
    package init(_ description: String) { self.description = description }
}
