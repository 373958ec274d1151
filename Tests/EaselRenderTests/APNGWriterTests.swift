import CZlib
import EaselRender
import EaselTesting
import EaselTools
import Foundation
import Testing

/// Easel's animated PNGs, read back by a small reader written here from the APNG specification (every chunk's
/// CRC checked, every frame inflated by zlib and unfiltered) and, when ffmpeg is installed, by ffmpeg's own APNG
/// decoder: chunk order, sequence numbers, frame count, delays, and every pixel of every frame.
@Suite("Animated PNG writing")
struct APNGWriterTests {
    /// Frames of `width` × `height` pixels, each fully opaque or fully transparent (premultiplying then loses
    /// nothing), as Cairo's premultiplied BGRA words and as the straight RGBA a decoder gives back.
    struct TestFrame {
        var words: [UInt32]
        var rgba: [UInt8]

        init(width: Int, height: Int, seed: UInt64, transparentEvery: Int? = nil) {
            var random = SeededGenerator(seed: seed)
            words = []
            rgba = []
            for index in 0..<(width * height) {
                if let every = transparentEvery, index % every == 0 {
                    words.append(0)
                    rgba += [0, 0, 0, 0]
                    continue
                }
                let r = UInt8.random(in: 0...255, using: &random), g = UInt8.random(in: 0...255, using: &random)
                let b = UInt8.random(in: 0...255, using: &random)
                words.append(0xFF00_0000 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b))
                rgba += [r, g, b, 255]
            }
        }
    }

    func encode(_ frames: [TestFrame], width: Int, height: Int, fps: Int = 60) -> Data {
        var writer = APNGWriter(width: width, height: height, fps: fps, scale: 2)
        for frame in frames {
            frame.words.withUnsafeBytes { writer.append(premultipliedBGRA: $0, stride: width * 4) }
        }
        return writer.finish()
    }

    @Test("chunks come in the APNG order, with sequence numbers 0, 1, 2, … across fcTL and fdAT, and valid CRCs")
    func chunkOrder() throws {
        let frames = (0..<3).map { TestFrame(width: 7, height: 5, seed: UInt64($0)) }
        let file = try APNGFile(encode(frames, width: 7, height: 5))
        #expect(file.chunks.map(\.type) == [
            "IHDR", "sRGB", "pHYs", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND",
        ])
        #expect(file.sequenceNumbers == [0, 1, 2, 3, 4])
        #expect(file.frameCount == 3)
        #expect(file.plays == 0)  // loops forever
    }

    @Test("at 60 fps each frame is shown 1/60 s; every frame covers the canvas, disposes nothing and replaces it")
    func delays() throws {
        let frames = (0..<3).map { TestFrame(width: 4, height: 3, seed: UInt64(10 + $0)) }
        let file = try APNGFile(encode(frames, width: 4, height: 3))
        #expect(file.controls.count == 3)
        for control in file.controls {
            #expect(control.delayNumerator == 1 && control.delayDenominator == 60)
            #expect(control.width == 4 && control.height == 3 && control.x == 0 && control.y == 0)
            #expect(control.dispose == 0 && control.blend == 0)
        }
        let slow = try APNGFile(encode(frames, width: 4, height: 3, fps: 24))
        #expect(slow.controls.allSatisfy { $0.delayNumerator == 1 && $0.delayDenominator == 24 })
    }

    @Test("every pixel of every frame round-trips; opaque frames are stored as RGB")
    func pixelsRoundTrip() throws {
        let frames = (0..<4).map { TestFrame(width: 33, height: 17, seed: UInt64(20 + $0)) }
        let file = try APNGFile(encode(frames, width: 33, height: 17))
        #expect(file.colorType == 2)
        #expect(file.width == 33 && file.height == 17)
        #expect(file.frames == frames.map(\.rgba))
    }

    @Test("a frame equal to the one before is stored once, with a longer delay")
    func heldFrames() throws {
        let a = TestFrame(width: 5, height: 5, seed: 1), b = TestFrame(width: 5, height: 5, seed: 2)
        let file = try APNGFile(encode([a, a, a, b, b, a], width: 5, height: 5))
        #expect(file.frameCount == 3)
        #expect(file.controls.map(\.delayNumerator) == [3, 2, 1])
        #expect(file.frames == [a.rgba, b.rgba, a.rgba])
    }

    @Test("a transparent frame after opaque ones makes the file RGBA, and the earlier frames keep their pixels")
    func alphaLater() throws {
        let opaque = TestFrame(width: 9, height: 6, seed: 3)
        let clear = TestFrame(width: 9, height: 6, seed: 4, transparentEvery: 3)
        let file = try APNGFile(encode([opaque, opaque, clear, opaque], width: 9, height: 6))
        #expect(file.colorType == 6)
        #expect(file.frames == [opaque.rgba, clear.rgba, opaque.rgba])
        #expect(file.controls.map(\.delayNumerator) == [2, 1, 1])
    }

    @Test("the same frames give the same bytes; no frames give one transparent frame")
    func deterministicAndEmpty() throws {
        let frames = (0..<3).map { TestFrame(width: 6, height: 6, seed: UInt64(30 + $0), transparentEvery: 5) }
        #expect(encode(frames, width: 6, height: 6) == encode(frames, width: 6, height: 6))
        let empty = try APNGFile(APNGWriter(width: 2, height: 3, fps: 60).finish())
        #expect(empty.frameCount == 1)
        #expect(empty.frames == [[UInt8](repeating: 0, count: 2 * 3 * 4)])
    }

    @Test("a buffer too small for the frame is a transparent frame, not a crash")
    func shortBuffer() throws {
        var writer = APNGWriter(width: 4, height: 4, fps: 30)
        [UInt32](repeating: 0xFFFF_0000, count: 3).withUnsafeBytes { writer.append(premultipliedBGRA: $0, stride: 16) }
        let file = try APNGFile(writer.finish())
        #expect(file.frames == [[UInt8](repeating: 0, count: 4 * 4 * 4)])
    }

    @Test("ffmpeg's APNG decoder reads every frame back", .enabled(if: VideoEncoder.ffmpeg() != nil))
    func ffmpegDecodes() throws {
        let a = TestFrame(width: 10, height: 4, seed: 5), b = TestFrame(width: 10, height: 4, seed: 6, transparentEvery: 4)
        let data = encode([a, b, b], width: 10, height: 4)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("easel-\(UUID().uuidString).animated.png")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        // Each stored frame once (no frames repeated to a constant rate), as RGBA.
        let raw = try tool(
            "ffmpeg", ["-v", "error", "-nostdin", "-f", "apng", "-i", file.path, "-f", "rawvideo", "-pix_fmt", "rgba", "-fps_mode", "passthrough", "-"],
            input: Data())
        #expect([UInt8](raw) == a.rgba + b.rgba)
    }
}

/// A small APNG reader, written from the APNG specification for these tests.
struct APNGFile {
    struct Chunk {
        var type: String
        var body: [UInt8]
    }

    struct FrameControl {
        var sequence, width, height, x, y: UInt32
        var delayNumerator, delayDenominator: UInt16
        var dispose, blend: UInt8
    }

    var chunks: [Chunk] = []
    var width = 0, height = 0
    var colorType: UInt8 = 0
    var frameCount: UInt32 = 0, plays: UInt32 = 0
    var controls: [FrameControl] = []
    /// The sequence numbers of the fcTL and fdAT chunks, in file order.
    var sequenceNumbers: [UInt32] = []
    /// Each frame's pixels, straight RGBA.
    var frames: [[UInt8]] = []

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw ToolError(description: "no PNG signature")
        }
        var offset = 8
        var compressed: [[UInt8]] = []
        while offset < bytes.count {
            guard offset + 12 <= bytes.count else { throw ToolError(description: "a chunk is cut off at \(offset)") }
            let length = Int(Self.bigEndian32(bytes, offset))
            guard offset + 12 + length <= bytes.count else { throw ToolError(description: "a chunk is cut off at \(offset)") }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            let checked = Array(bytes[(offset + 4)..<(offset + 8 + length)])
            let crc = checked.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
            guard crc == Self.bigEndian32(bytes, offset + 8 + length) else { throw ToolError(description: "\(type)'s CRC is wrong") }
            chunks.append(Chunk(type: type, body: body))
            switch type {
            case "IHDR":
                width = Int(Self.bigEndian32(body, 0))
                height = Int(Self.bigEndian32(body, 4))
                guard body[8] == 8, body[9] == 2 || body[9] == 6 else { throw ToolError(description: "not 8-bit RGB or RGBA") }
                colorType = body[9]
            case "acTL":
                frameCount = Self.bigEndian32(body, 0)
                plays = Self.bigEndian32(body, 4)
            case "fcTL":
                let control = FrameControl(
                    sequence: Self.bigEndian32(body, 0), width: Self.bigEndian32(body, 4), height: Self.bigEndian32(body, 8),
                    x: Self.bigEndian32(body, 12), y: Self.bigEndian32(body, 16),
                    delayNumerator: UInt16(body[20]) << 8 | UInt16(body[21]), delayDenominator: UInt16(body[22]) << 8 | UInt16(body[23]),
                    dispose: body[24], blend: body[25])
                controls.append(control)
                sequenceNumbers.append(control.sequence)
                compressed.append([])
            case "IDAT":
                guard !compressed.isEmpty else { throw ToolError(description: "IDAT before any fcTL") }
                compressed[compressed.count - 1] += body
            case "fdAT":
                guard !compressed.isEmpty else { throw ToolError(description: "fdAT before any fcTL") }
                sequenceNumbers.append(Self.bigEndian32(body, 0))
                compressed[compressed.count - 1] += body[4...]
            default:
                break
            }
            offset += 12 + length
        }
        let (width, height, colorType) = (width, height, colorType)
        frames = try compressed.map { try Self.decode($0, width: width, height: height, colorType: colorType) }
    }

    /// Inflates and unfilters one frame (all five PNG filters), as RGBA.
    private static func decode(_ stream: [UInt8], width: Int, height: Int, colorType: UInt8) throws -> [UInt8] {
        let channels = colorType == 2 ? 3 : 4
        let rowBytes = width * channels
        let expected = (rowBytes + 1) * height
        var raw = [UInt8](repeating: 0, count: expected)
        var length = uLongf(expected)
        let status = raw.withUnsafeMutableBufferPointer { out in
            stream.withUnsafeBufferPointer { uncompress(out.baseAddress, &length, $0.baseAddress, uLong($0.count)) }
        }
        guard status == Z_OK, length == uLongf(expected) else { throw ToolError(description: "a frame does not inflate to its size") }
        var previous = [UInt8](repeating: 0, count: rowBytes), rgba: [UInt8] = []
        for y in 0..<height {
            let filter = raw[y * (rowBytes + 1)]
            var row = Array(raw[(y * (rowBytes + 1) + 1)..<((y + 1) * (rowBytes + 1))])
            for i in 0..<rowBytes {
                let a = i >= channels ? Int(row[i - channels]) : 0, b = Int(previous[i])
                let c = i >= channels ? Int(previous[i - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw ToolError(description: "unknown filter \(filter)")
                }
                row[i] = row[i] &+ UInt8(predictor & 0xFF)
            }
            previous = row
            for x in 0..<width {
                rgba += row[(x * channels)..<(x * channels + 3)]
                rgba.append(channels == 4 ? row[x * channels + 3] : 255)
            }
        }
        return rgba
    }

    private static func bigEndian32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}
