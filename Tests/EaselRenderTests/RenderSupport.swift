import Foundation
import SwiftUI
import Testing

/// Decoded pixels, read outside Easel: PNGs through netpbm's pngtopam, SVGs through librsvg's
/// rsvg-convert, PDFs through poppler's pdftoppm (all from Debian, installed by scripts/install-deps.sh).
struct Pixels {
    let width: Int
    let height: Int
    /// Four bytes per pixel, RGBA, straight alpha.
    let rgba: [UInt8]

    struct Color: Equatable, CustomStringConvertible {
        var r, g, b, a: Int
        var description: String { "(\(r), \(g), \(b), \(a))" }

        /// Whether each channel is within `tolerance` of the expected value.
        func isClose(to other: Color, tolerance: Int = 1) -> Bool {
            abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
                && abs(a - other.a) <= tolerance
        }
    }

    subscript(x: Int, y: Int) -> Color {
        let o = (y * width + x) * 4
        return Color(r: Int(rgba[o]), g: Int(rgba[o + 1]), b: Int(rgba[o + 2]), a: Int(rgba[o + 3]))
    }

    /// The pixel under a point given in points, at a scale.
    func at(_ x: CGFloat, _ y: CGFloat, scale: CGFloat) -> Color {
        self[Int((x * scale).rounded(.down)), Int((y * scale).rounded(.down))]
    }

    /// Reads a PNG with pngtopam, outside Easel.
    init(png: Data) throws {
        let pam = try tool("pngtopam", ["-alphapam"], input: png)
        try self.init(pam: pam)
    }

    /// Parses netpbm's PAM: a text header, then raw samples.
    init(pam: Data) throws {
        let bytes = [UInt8](pam)
        guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: Array("ENDHDR\n".utf8)) }) else {
            throw ToolError(description: "not a PAM file")
        }
        let header = String(decoding: bytes[..<end], as: UTF8.self)
        func field(_ name: String) -> Int {
            header.split(separator: "\n").first { $0.hasPrefix(name + " ") }.flatMap { Int($0.split(separator: " ")[1]) } ?? 0
        }
        width = field("WIDTH")
        height = field("HEIGHT")
        let depth = field("DEPTH")
        let samples = bytes[(end + 7)...]
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for pixel in 0..<(width * height) {
            let base = samples.startIndex + pixel * depth
            switch depth {
            case 1, 2:
                for c in 0..<3 { rgba[pixel * 4 + c] = samples[base] }
                if depth == 2 { rgba[pixel * 4 + 3] = samples[base + 1] }
            default:
                for c in 0..<min(depth, 4) { rgba[pixel * 4 + c] = samples[base + c] }
            }
        }
        self.rgba = rgba
    }

    /// Rasterizes an SVG with rsvg-convert at a pixel size.
    init(svg: Data, width: Int, height: Int) throws {
        let png = try tool("rsvg-convert", ["-w", "\(width)", "-h", "\(height)", "-f", "png"], input: svg)
        try self.init(png: png)
    }

    /// Rasterizes a PDF's first page with pdftoppm at `scale` pixels per point.
    init(pdf: Data, scale: CGFloat) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("easel-\(UUID().uuidString).pdf")
        try pdf.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let png = try tool("pdftoppm", ["-r", "\(Int(72 * scale))", "-png", "-singlefile", file.path], input: Data())
        try self.init(png: png)
    }

    /// The mean absolute difference per channel over the color channels of two images of one size.
    func meanDifference(from other: Pixels) -> Double {
        var total = 0
        for index in rgba.indices where index % 4 != 3 { total += abs(Int(rgba[index]) - Int(other.rgba[index])) }
        return Double(total) / Double(width * height * 3)
    }
}

struct ToolError: Error, CustomStringConvertible {
    let description: String
}

/// Runs a command-line tool with `input` on its standard input and returns its standard output.
func tool(_ name: String, _ arguments: [String], input: Data) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [name] + arguments
    let stdin = Pipe(), stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Write on another thread so a large output cannot block the writer.
    let writer = Thread {
        stdin.fileHandleForWriting.write(input)
        try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw ToolError(description: "\(name) failed with status \(process.terminationStatus)") }
    return output
}

/// Renders a view to PNG at a scale (laid out with that display scale, as ImageRenderer does) and decodes
/// it outside Easel.
func pixels<V: View>(_ view: V, scale: CGFloat = 1) throws -> Pixels {
    let renderer = ImageRenderer(content: view)
    renderer.scale = scale
    let png = try #require(renderer.pngData())
    return try Pixels(png: png)
}

/// An sRGB color from its 0...255 components.
func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: Int = 255) -> Pixels.Color {
    Pixels.Color(r: r, g: g, b: b, a: a)
}

/// `top` at `opacity` composited over white, per channel, as a renderer blends in sRGB.
func overWhite(_ r: Int, _ g: Int, _ b: Int, opacity: Double) -> Pixels.Color {
    func mix(_ c: Int) -> Int { Int((Double(c) * opacity + 255 * (1 - opacity)).rounded()) }
    return rgb(mix(r), mix(g), mix(b))
}

/// The standard normal cumulative distribution, for Gaussian shadow edges.
func normalCDF(_ x: Double) -> Double { 0.5 * erfc(-x / 2.squareRoot()) }

/// iOS's system colors (LayoutRules §12) in 0...255 sRGB.
enum IOS {
    static let red = rgb(255, 59, 48)
    static let blue = rgb(0, 122, 255)
    static let green = rgb(52, 199, 89)
    static let darkRed = rgb(255, 69, 58)
    static let white = rgb(255, 255, 255)
}
