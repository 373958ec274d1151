import Foundation
import SwiftUI
import Testing

/// A folder of image files made outside Easel with netpbm, for one test.
struct AssetFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("easel-assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Deletes the folder, when its test is done with it.
    func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes a PNG of the given rows of (r, g, b) pixels, with an alpha mask when given (255 opaque).
    func png(_ name: String, _ rows: [[(Int, Int, Int)]], alpha: [[Int]]? = nil) throws {
        let ppm = "P3\n\(rows[0].count) \(rows.count)\n255\n" + rows.map { $0.map { "\($0.0) \($0.1) \($0.2)" }.joined(separator: " ") }.joined(separator: "\n") + "\n"
        var arguments: [String] = []
        if let alpha {
            let mask = url.appendingPathComponent("\(name).alpha.pgm")
            try ("P2\n\(alpha[0].count) \(alpha.count)\n255\n" + alpha.map { $0.map(String.init).joined(separator: " ") }.joined(separator: "\n") + "\n")
                .write(to: mask, atomically: true, encoding: .utf8)
            arguments = ["-alpha=\(mask.path)"]
        }
        try tool("pnmtopng", arguments, input: Data(ppm.utf8)).write(to: url.appendingPathComponent(name))
    }

    func jpeg(_ name: String, width: Int, height: Int, color: (Int, Int, Int)) throws {
        let ppm = "P3\n\(width) \(height)\n255\n" + Array(repeating: "\(color.0) \(color.1) \(color.2)", count: width * height).joined(separator: " ") + "\n"
        try tool("pnmtojpeg", ["-quality=100"], input: Data(ppm.utf8)).write(to: url.appendingPathComponent(name))
    }

    func environment(scale: CGFloat = 1) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.imageDirectory = url
        environment.displayScale = scale
        return environment
    }

    func render<V: View>(_ view: V, scale: CGFloat = 1) throws -> (ViewHost, Pixels) {
        let host = ViewHost(view, environment: environment(scale: scale))
        return (host, try Pixels(png: try host.render(as: .png, scale: scale)))
    }
}

private let swatch = [[(255, 0, 0), (0, 255, 0)], [(0, 0, 255), (255, 255, 255)]]

@Suite("Named images (LayoutRules §3.5)")
struct ImageAssetTests {
    @Test("an image is fixed at its own size in points; a resizable one stretches to its frame")
    func stretch() throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        try folder.png("swatch.png", swatch)
        let (fixed, _) = try folder.render(Image("swatch"))
        #expect(fixed.size == CGSize(width: 2, height: 2))
        let (_, image) = try folder.render(Image("swatch").resizable().interpolation(.none).frame(width: 20, height: 20))
        #expect(image[5, 5] == rgb(255, 0, 0))
        #expect(image[15, 5] == rgb(0, 255, 0))
        #expect(image[5, 15] == rgb(0, 0, 255))
        #expect(image[15, 15] == rgb(255, 255, 255))
    }

    @Test("a name@2x file is half as many points as pixels; an extension in the name is allowed")
    func scaleSuffix() throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        try folder.png("icon@2x.png", Array(repeating: Array(repeating: (0, 0, 255), count: 4), count: 4))
        #expect(ViewHost(Image("icon"), environment: folder.environment(scale: 2)).size == CGSize(width: 2, height: 2))
        try folder.png("plain.png", swatch)
        #expect(ViewHost(Image("plain.png"), environment: folder.environment()).size == CGSize(width: 2, height: 2))
    }

    @Test("JPEG images decode to their colors")
    func jpeg() throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        try folder.jpeg("photo.jpg", width: 8, height: 8, color: (200, 100, 50))
        let (host, image) = try folder.render(Image("photo"))
        #expect(host.size == CGSize(width: 8, height: 8))
        #expect(image[4, 4].isClose(to: rgb(200, 100, 50), tolerance: 4))
    }

    @Test("scaledToFit keeps the image's own aspect ratio, centered in its frame (LayoutRules §3.4)")
    func scaledToFit() throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        try folder.png("wide.png", [[(255, 0, 0), (255, 0, 0), (255, 0, 0), (255, 0, 0)], [(255, 0, 0), (255, 0, 0), (255, 0, 0), (255, 0, 0)]])
        let (_, image) = try folder.render(
            Image("wide").resizable().scaledToFit().frame(width: 40, height: 40).background(Color.white))
        #expect(image[20, 5] == IOS.white)
        #expect(image[20, 20] == rgb(255, 0, 0))
        #expect(image[20, 35] == IOS.white)
    }

    /// Medium interpolation (the default) weighs the source pixels under each output pixel by a tent as wide as
    /// its footprint (docs/Decisions.md). Columns black, white, white repeated and drawn at a third of their width:
    /// the output pixel centered on a white column sees, at distances 0, 1 and 2 source pixels, weights 1, 2/3 and
    /// 1/3, which cover two white pixels for every black one, so it is two-thirds white (170), as an area average
    /// is. Sampling only near the center, as nearest or bilinear filtering would, gives pure white.
    @Test("a reduced image averages every pixel it covers instead of sampling a few", arguments: [1.0, 2.0])
    func reducedImageAverages(scale: CGFloat) throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        let period = [(0, 0, 0), (255, 255, 255), (255, 255, 255)]
        let row = Array(repeating: period, count: 8).flatMap { $0 }
        try folder.png("stripes.png", Array(repeating: row, count: Int(3 * scale)))
        let (_, image) = try folder.render(Image("stripes").resizable().frame(width: 8 / scale, height: 1), scale: scale)
        // Away from the edges, where the edge pixel stands in for what lies beyond.
        for x in 2..<6 {
            #expect(image[x, 0].isClose(to: rgb(170, 170, 170), tolerance: 2), "at x = \(x)")
        }
    }

    @Test("an image drawn far smaller than its pixels still draws its color (Cairo's filter takes over)")
    func tinyImage() throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        try folder.png("big.png", Array(repeating: Array(repeating: (0, 0, 255), count: 64), count: 64))
        let (_, image) = try folder.render(Image("big").resizable().frame(width: 2, height: 2))
        #expect(image[0, 0].isClose(to: rgb(0, 0, 255), tolerance: 2))
        #expect(image[1, 1].isClose(to: rgb(0, 0, 255), tolerance: 2))
    }

    @Test("an enlarged image blends neighboring pixels linearly (medium interpolation)")
    func enlargedImageBlends() throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        try folder.png("pair.png", [[(0, 0, 0), (255, 255, 255)]])
        // Each source pixel spans 10 output pixels; output pixel x samples source x + 0.5 over 10, and between the
        // two source centers (5 and 15) the value is the linear blend of black and white.
        let (_, image) = try folder.render(Image("pair").resizable().frame(width: 20, height: 1))
        #expect(image[2, 0] == rgb(0, 0, 0))
        #expect(image[17, 0] == rgb(255, 255, 255))
        #expect(image[9, 0].isClose(to: rgb(115, 115, 115), tolerance: 1))  // (9.5 - 5) / 10 = 0.45
        #expect(image[12, 0].isClose(to: rgb(191, 191, 191), tolerance: 1))  // 0.75
    }

    @Test("tiling repeats the image at its own size from the frame's origin")
    func tile() throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        try folder.png("swatch.png", swatch)
        let (_, image) = try folder.render(Image("swatch").resizable(resizingMode: .tile).frame(width: 8, height: 8))
        #expect(image[0, 0] == rgb(255, 0, 0) && image[2, 0] == rgb(255, 0, 0) && image[6, 6] == rgb(255, 0, 0))
        #expect(image[3, 2] == rgb(0, 255, 0))
        #expect(image[4, 5] == rgb(0, 0, 255))
    }

    @Test("the template rendering mode paints the image's opaque pixels with the foreground color")
    func template() throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        try folder.png("glyph.png", swatch, alpha: [[255, 0], [0, 255]])
        let (_, image) = try folder.render(
            Image("glyph").renderingMode(.template).resizable().interpolation(.none).frame(width: 20, height: 20)
                .foregroundColor(.blue).background(Color.white))
        #expect(image[5, 5] == IOS.blue)
        #expect(image[15, 15] == IOS.blue)
        #expect(image[15, 5] == IOS.white)
    }

    @Test("a missing image is a visible 24-point placeholder and a diagnostic")
    func missing() throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        let (host, image) = try folder.render(Image("nowhere"))
        #expect(host.size == CGSize(width: 24, height: 24))
        #expect(host.diagnostics.contains { $0.message.contains("no image named \"nowhere\"") })
        #expect(image[12, 6] == rgb(229, 229, 234))
    }

    @Test("a file that is not an image, or whose pixels do not decode, is a placeholder and a diagnostic")
    func corrupt() throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        try Data("not an image at all".utf8).write(to: folder.url.appendingPathComponent("garbage.png"))
        let (garbage, _) = try folder.render(Image("garbage"))
        #expect(garbage.diagnostics.contains { $0.message.contains("is neither a PNG nor a JPEG") })
        // A real PNG header followed by damaged data: the size is read, the pixels are not.
        try folder.png("swatch.png", swatch)
        var bytes = try Data(contentsOf: folder.url.appendingPathComponent("swatch.png"))
        bytes.replaceSubrange(40..<bytes.count - 12, with: Data(repeating: 0xAB, count: bytes.count - 52))
        try bytes.write(to: folder.url.appendingPathComponent("damaged.png"))
        let (damaged, image) = try folder.render(Image("damaged").resizable().frame(width: 20, height: 20))
        #expect(damaged.diagnostics.contains { $0.message.contains("could not be decoded") })
        #expect(image[10, 4] == rgb(229, 229, 234))
    }
}

// Image.antialiased(_:): a turned image's edges are smoothed by default (pixels the edge crosses partly covered);
// without antialiasing each pixel is wholly the image's or wholly clear.
@Suite struct ImageAntialiasingTests {
    func partlyCovered(_ antialiased: Bool) throws -> Int {
        let folder = try AssetFolder()
        defer { folder.remove() }
        try folder.png("red.png", Array(repeating: Array(repeating: (255, 0, 0), count: 40), count: 40))
        let image = try pixels(
            Image("red").antialiased(antialiased).rotationEffect(.degrees(30)).frame(width: 80, height: 80)
                .environment(\.imageDirectory, folder.url))
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].a > 10 && image[x, y].a < 245 { count += 1 }
        }
        return count
    }

    @Test("Antialiased edges are partly covered; without, none is")
    func edges() throws {
        #expect(try partlyCovered(true) > 20)
        #expect(try partlyCovered(false) == 0)
    }
}
