import EaselTools
import Foundation
import Testing

/// MP4 through Debian's ffmpeg (libx264): the file, read back by ffprobe, and what happens without ffmpeg or when
/// it fails.
@Suite("MP4 video through ffmpeg")
struct VideoEncoderTests {
    static let ffmpeg = VideoEncoder.ffmpeg()

    /// A folder of its own for each test, removed afterwards.
    func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-video-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    /// `count` opaque frames of a white bar moving right over dark gray, through an encoder for `url`.
    func encode(to url: URL, width: Int, height: Int, fps: Int, count: Int, ffmpeg: URL) throws {
        let encoder = try VideoEncoder(writing: url, width: width, height: height, fps: fps, ffmpeg: ffmpeg)
        for index in 0..<count {
            let words = (0..<(width * height)).map { $0 % width == index % width ? UInt32(0xFFFF_FFFF) : 0xFF30_3030 }
            words.withUnsafeBytes { encoder.append(premultipliedBGRA: $0, stride: width * 4) }
        }
        try encoder.finish()
    }

    /// Whether a command is on PATH.
    static func onPath(_ name: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
        }
    }

    @Test("ten frames make an MP4 (an ftyp box first) that ffprobe reads as ten H.264 frames at the frame rate, sizes padded to even", .enabled(if: ffmpeg != nil))
    func tenFrames() throws {
        try withFolder { folder in
            let url = folder.appendingPathComponent("clip.mp4")
            try encode(to: url, width: 31, height: 17, fps: 30, count: 10, ffmpeg: #require(Self.ffmpeg))
            let data = try Data(contentsOf: url)
            #expect(data.count > 8 && String(decoding: data[4..<8], as: UTF8.self) == "ftyp")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["clip.mp4"], "no partial file is left")
            guard Self.onPath("ffprobe") else { return }
            let report = try tool(
                "ffprobe",
                [
                    "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                    "stream=codec_name,nb_read_frames,r_frame_rate,width,height,pix_fmt", "-of", "default=noprint_wrappers=1", url.path,
                ], input: Data())
            let fields = Set(String(decoding: report, as: UTF8.self).split(separator: "\n").map(String.init))
            #expect(fields.isSuperset(of: [
                "codec_name=h264", "nb_read_frames=10", "r_frame_rate=30/1", "width=32", "height=18", "pix_fmt=yuv420p",
            ]))
        }
    }

    @Test("the same frames give the same bytes", .enabled(if: ffmpeg != nil))
    func deterministic() throws {
        try withFolder { folder in
            let first = folder.appendingPathComponent("a.mp4"), second = folder.appendingPathComponent("b.mp4")
            let ffmpeg = try #require(Self.ffmpeg)
            try encode(to: first, width: 64, height: 48, fps: 60, count: 12, ffmpeg: ffmpeg)
            try encode(to: second, width: 64, height: 48, fps: 60, count: 12, ffmpeg: ffmpeg)
            #expect(try Data(contentsOf: first) == Data(contentsOf: second))
        }
    }

    @Test("ffmpeg is looked for on PATH, and without it there is none")
    func lookup() throws {
        #expect(VideoEncoder.ffmpeg(environment: ["PATH": "/nonexistent-easel-folder"]) == nil)
        try withFolder { folder in
            let fake = folder.appendingPathComponent("ffmpeg")
            #expect(FileManager.default.createFile(atPath: fake.path, contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755]))
            #expect(VideoEncoder.ffmpeg(environment: ["PATH": "/nonexistent-easel-folder:\(folder.path)"])?.path == fake.path)
        }
    }

    @Test("an encoder that fails is reported with its exit status, and no file is left")
    func failure() throws {
        try withFolder { folder in
            let url = folder.appendingPathComponent("clip.mp4")
            let error = #expect(throws: VideoEncoderError.self) {
                try encode(to: url, width: 8, height: 8, fps: 30, count: 5, ffmpeg: URL(fileURLWithPath: "/bin/false"))
            }
            #expect(error?.description.hasPrefix("ffmpeg exited with status 1") == true)
            let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(left.isEmpty, "no file, whole or partial, is left")
        }
    }

    /// One BGRA word per pixel (premultiplied), converted to a padded 4:2:0 frame.
    static func yuv(_ words: [UInt32], width: Int, height: Int) -> [UInt8] {
        let paddedWidth = width + width % 2, paddedHeight = height + height % 2
        var out = [UInt8](repeating: 0, count: YUV420Frame.byteCount(width: paddedWidth, height: paddedHeight))
        words.withUnsafeBytes { source in
            out.withUnsafeMutableBufferPointer { target in
                YUV420Frame.convert(
                    source.baseAddress!, width: width, height: height, stride: width * 4, into: target.baseAddress!,
                    paddedWidth: paddedWidth, paddedHeight: paddedHeight)
            }
        }
        return out
    }

    @Test("colors convert to BT.709's limited-range values: white, black, the primaries, and a premultiplied half white over black",
          arguments: [
            // (BGRA word, Y, Cb, Cr): the BT.709 color-bar values, Y = 16 + 219 · Y′, Cb and Cr = 128 + 224 · the difference.
            (UInt32(0xFFFF_FFFF), UInt8(235), UInt8(128), UInt8(128)),
            (0xFF00_0000, 16, 128, 128),
            (0xFFFF_0000, 63, 102, 240),
            (0xFF00_FF00, 173, 42, 26),
            (0xFF00_00FF, 32, 240, 118),
            // Premultiplied (128, 128, 128) at half alpha: a gray of 128 over black, Y = 16 + 219 · 128 / 255.
            (0x8080_8080, 126, 128, 128),
          ])
    func bt709(word: UInt32, y: UInt8, cb: UInt8, cr: UInt8) {
        let frame = Self.yuv(Array(repeating: word, count: 4), width: 2, height: 2)
        #expect(frame == [y, y, y, y, cb, cr])
    }

    @Test("a 3 × 1 frame is padded to 4 × 2 by repeating its last column and row; chroma is each block's mean")
    func oddPadding() {
        // Black, white, white: the first block is half white, the second all white.
        let frame = Self.yuv([0xFF00_0000, 0xFFFF_FFFF, 0xFFFF_FFFF], width: 3, height: 1)
        #expect(frame.count == 8 + 2 + 2)
        #expect(Array(frame[0..<8]) == [16, 235, 235, 235, 16, 235, 235, 235])
        #expect(Array(frame[8..<12]) == [128, 128, 128, 128], "gray and white have no color difference")
    }

    @Test("red stays red through ffmpeg: a decoded frame's pixels are within a few levels of the drawn color",
          .enabled(if: ffmpeg != nil && onPath("ffprobe")))
    func colorsRoundTrip() throws {
        try withFolder { folder in
            let url = folder.appendingPathComponent("red.mp4")
            let encoder = try VideoEncoder(writing: url, width: 32, height: 32, fps: 30, ffmpeg: #require(Self.ffmpeg))
            // Left half red, right half (40, 120, 200).
            let words = (0..<(32 * 32)).map { $0 % 32 < 16 ? UInt32(0xFFFF_0000) : 0xFF28_78C8 }
            words.withUnsafeBytes { encoder.append(premultipliedBGRA: $0, stride: 32 * 4) }
            try encoder.finish()
            let decoded = try tool(
                "ffmpeg", ["-v", "error", "-i", url.path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"], input: Data())
            #expect(decoded.count == 32 * 32 * 3)
            func pixel(_ x: Int, _ y: Int) -> [Int] { (0..<3).map { Int(decoded[(y * 32 + x) * 3 + $0]) } }
            for (got, want) in [(pixel(4, 16), [255, 0, 0]), (pixel(28, 16), [40, 120, 200])] {
                #expect(zip(got, want).allSatisfy { abs($0 - $1) <= 6 }, "\(got) against \(want)")
            }
        }
    }
}
