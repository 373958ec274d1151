@_implementationOnly import CZlib
import Foundation

/// An animated PNG (APNG) encoder: frames of one size, each shown for one period of `1/fps` second, looping
/// forever. Viewers without APNG show the first frame as a still image.
///
/// 1. Each frame is filtered as `PNGWriter` filters a still image: RGB while every frame so far is opaque.
/// 2. A frame equal to the one before is not stored again: the one before is shown for one more period (its
///    delay grows), up to the 65,535 periods an fcTL can hold.
/// 3. Other frames are deflated (`Deflate`) and kept compressed, so memory grows with the file, not with the
///    frames' pixels. Deflating runs on a queue of the writer's own, at most three frames behind, so it overlaps
///    drawing and filtering the next frame; the bytes are those deflating in order would give.
/// 4. The first frame with a pixel that is not opaque turns the whole file RGBA: frames kept as RGB are inflated
///    (zlib), given an opaque alpha channel and deflated again. Filtered rows need no undoing for that.
/// 5. `finish()` writes the signature, IHDR, sRGB and pHYs as `PNGWriter` does, acTL (the frame count; 0 plays,
///    for a loop), then for each frame an fcTL (its sequence number, the whole canvas at 0, 0, a delay of its
///    periods over `fps`, dispose none and blend source, so each frame replaces the last, transparent pixels
///    too) followed by its data: IDAT for the first frame, fdAT (a sequence number, then the data) for the
///    others; then IEND. Sequence numbers count the fcTL and fdAT chunks from 0.
///
/// Nothing depends on the time or the machine: the same frames give the same bytes.
package struct APNGWriter {
    package let width: Int
    package let height: Int
    /// Frames per second: a period is `1/fps` second, the fcTL delay's denominator.
    package let fps: Int
    private let scale: CGFloat
    /// How many frames were appended, held ones included.
    package private(set) var frameCount = 0
    private var frames: [Frame] = []
    /// The last frame stored, filtered, to recognise a frame that repeats it.
    private var previous: PNGWriter.FilteredRows?
    private var opaque = true
    /// Step 3's queue, the frames it has yet to deflate, and the bound on how many may wait.
    private let compression = DispatchQueue(label: "Easel.APNGWriter.deflate")
    private let pending = DispatchGroup()
    private let backlog = DispatchSemaphore(value: 3)

    private struct Frame {
        /// The filtered rows, deflated (once `pending` is empty).
        var deflated: Deflated
        /// How many periods the frame is shown for.
        var periods: Int
    }

    /// A frame's deflated rows: written once on the compression queue, read only after waiting for `pending`,
    /// never written again.
    private final class Deflated: @unchecked Sendable {
        var data: [UInt8]

        init(_ data: [UInt8] = []) { self.data = data }
    }

    /// The most periods one fcTL delay can hold (its numerator is 16 bits).
    private static let maximumPeriods = Int(UInt16.max)

    /// A writer for frames of `width` × `height` pixels (at least 1 × 1), at `fps` frames per second (1…65,535,
    /// the range of the fcTL delay's denominator; values outside it are clamped). `scale`, pixels per point, goes
    /// into the pHYs chunk as for a still image.
    package init(width: Int, height: Int, fps: Int, scale: CGFloat = 1) {
        self.width = max(width, 1)
        self.height = max(height, 1)
        self.fps = min(max(fps, 1), Int(UInt16.max))
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// Adds a frame: premultiplied BGRA words (Cairo's ARGB32), rows `stride` bytes apart, `width` × `height` of
    /// them. A buffer too small for that is added as a transparent frame, so the timing stays right.
    package mutating func append(premultipliedBGRA pixels: UnsafeRawBufferPointer, stride: Int) {
        frameCount += 1
        var rows: PNGWriter.FilteredRows
        if let base = pixels.baseAddress, stride >= width * 4, pixels.count >= stride * (height - 1) + width * 4 {
            rows = PNGWriter.FilteredRows(premultipliedBGRA: base, width: width, height: height, stride: stride)
        } else {
            rows = .transparent(width: width, height: height)
        }
        if opaque && !rows.opaque { addAlphaToKeptFrames() }
        if !opaque { rows = rows.addingOpaqueAlpha(width: width, height: height) }
        if let last = frames.indices.last, let previous, previous == rows, frames[last].periods < Self.maximumPeriods {
            frames[last].periods += 1
            return
        }
        let deflated = Deflated(), backlog = self.backlog, filtered = rows
        backlog.wait()
        compression.async(group: pending) {
            deflated.data = filtered.deflated()
            backlog.signal()
        }
        frames.append(Frame(deflated: deflated, periods: 1))
        previous = rows
    }

    /// The APNG file of the frames appended. With none, it holds one transparent frame.
    package func finish() -> Data {
        pending.wait()
        var frames = self.frames, opaque = self.opaque
        if frames.isEmpty {
            let transparent = PNGWriter.FilteredRows.transparent(width: width, height: height).deflated()
            frames = [Frame(deflated: Deflated(transparent), periods: 1)]
            opaque = false
        }
        var png = PNGWriter.header(width: width, height: height, opaque: opaque, scale: scale)
        var animation = Data()
        animation.appendBigEndian(UInt32(frames.count))
        animation.appendBigEndian(UInt32(0))  // plays: 0 loops forever
        png.appendPNGChunk("acTL", animation)
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            var control = Data()
            control.appendBigEndian(sequence)
            sequence += 1
            control.appendBigEndian(UInt32(width))
            control.appendBigEndian(UInt32(height))
            control.appendBigEndian(UInt32(0))  // x offset
            control.appendBigEndian(UInt32(0))  // y offset
            control.appendBigEndian(UInt16(frame.periods))  // delay numerator
            control.appendBigEndian(UInt16(fps))  // delay denominator
            control.append(0)  // dispose: none (the next frame covers the whole canvas)
            control.append(0)  // blend: source (the frame replaces the canvas)
            png.appendPNGChunk("fcTL", control)
            let data = frame.deflated.data
            if index == 0 {
                png.appendPNGChunk("IDAT", Data(data))
            } else {
                var body = Data(capacity: 4 + data.count)
                body.appendBigEndian(sequence)
                sequence += 1
                body.append(contentsOf: data)
                png.appendPNGChunk("fdAT", body)
            }
        }
        png.appendPNGChunk("IEND", Data())
        return png
    }

    /// Step 4: the file becomes RGBA, and the frames kept as RGB with it.
    private mutating func addAlphaToKeptFrames() {
        opaque = false
        pending.wait()
        let rgbCount = (width * 3 + 1) * height
        for index in frames.indices {
            let rows =
                Self.inflate(frames[index].deflated.data, count: rgbCount).map { PNGWriter.FilteredRows(bytes: $0, opaque: true) }
            // Easel's own stream always inflates; were it not to, a transparent frame keeps the timing.
            frames[index].deflated = Deflated(
                (rows?.addingOpaqueAlpha(width: width, height: height) ?? .transparent(width: width, height: height)).deflated())
        }
        previous = previous?.addingOpaqueAlpha(width: width, height: height)
    }

    /// The `count` bytes a zlib stream holds, or nil when it does not hold exactly that many.
    private static func inflate(_ stream: [UInt8], count: Int) -> [UInt8]? {
        var length = uLongf(count)
        var status = Z_DATA_ERROR
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            stream.withUnsafeBufferPointer { input in
                status = uncompress(out.baseAddress, &length, input.baseAddress, uLong(input.count))
            }
            // Bytes zlib did not write are zeroed, so none is left uninitialized.
            if length < uLongf(count) { (out.baseAddress! + Int(length)).initialize(repeating: 0, count: count - Int(length)) }
            initialized = count
        }
        guard status == Z_OK, length == uLongf(count) else { return nil }
        return bytes
    }
}
