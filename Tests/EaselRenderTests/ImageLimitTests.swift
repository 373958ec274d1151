import Easel
@testable import EaselRender
import EaselGraphics
import Foundation
import Testing

/// Images cannot exhaust memory or reach outside the folders they are looked for in.
@Suite(.serialized) struct ImageLimitTests {
    /// The first 33 bytes of a PNG declaring `width` × `height` pixels (signature and IHDR, CRC not checked
    /// here): what a small hostile file starts with.
    static func pngHeader(width: Int, height: Int) -> Data {
        func word(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let ihdr = word(13) + Array("IHDR".utf8) + word(width) + word(height) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
        return Data(signature + ihdr)
    }

    @Test("A file that declares 23,000 × 23,000 pixels is refused before decoding, with the limit in the reason")
    func hugeDeclaredSize() {
        #expect(throws: ImageSourceError.self) { try ImageSource(name: "huge", data: Self.pngHeader(width: 23_000, height: 23_000)) }
        do {
            _ = try ImageSource(name: "huge", data: Self.pngHeader(width: 23_000, height: 23_000))
        } catch {
            #expect(error.description.contains("more than Easel decodes"))
        }
        // 8192 × 8192 is the most allowed; one row more is refused.
        #expect((try? ImageSource(name: "ok", data: Self.pngHeader(width: 8192, height: 8192))) != nil)
        #expect((try? ImageSource(name: "no", data: Self.pngHeader(width: 8192, height: 8193))) == nil)
    }

    @Test("A huge declared image in a view draws a placeholder and a diagnostic, at once")
    func hugeImageInView() throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        try Self.pngHeader(width: 23_000, height: 23_000).write(to: folder.url.appendingPathComponent("bomb.png"))
        let host = ViewHost(
            Image("bomb").resizable().frame(width: 100, height: 100), environment: folder.environment())
        _ = try host.render(as: .png, scale: 1)
        #expect(host.diagnostics.contains { $0.message.contains("more than Easel decodes") })
    }

    @Test("Image names cannot leave the image folder: '..', absolute paths and links out are refused")
    func confined() throws {
        let outside = try AssetFolder(), inside = try AssetFolder()
        defer {
            outside.remove()
            inside.remove()
        }
        try outside.png("secret.png", [[(255, 0, 0)]])
        let parent = "../" + outside.url.lastPathComponent + "/secret"
        for name in [parent, outside.url.appendingPathComponent("secret").path] {
            let host = ViewHost(Image(name), environment: inside.environment())
            #expect(host.diagnostics.contains { $0.message.contains("reaches outside the image folders") }, "\(name)")
        }
        // A link inside the folder that points out of it is not followed.
        try FileManager.default.createSymbolicLink(
            at: inside.url.appendingPathComponent("link.png"), withDestinationURL: outside.url.appendingPathComponent("secret.png"))
        let linked = ViewHost(Image("link"), environment: inside.environment())
        #expect(linked.diagnostics.contains { $0.message.contains("no image named \"link\"") })
        // The same image inside the folder is found.
        try inside.png("own.png", [[(0, 0, 255)]])
        #expect(ViewHost(Image("own"), environment: inside.environment()).diagnostics.isEmpty)
    }

    @Test("Decoded pixels kept between renders stay under the byte bound")
    func decodedCacheBounded() throws {
        // 18 images of 2048 × 2048 (16 MiB each decoded) are 288 MiB, more than the 256 MiB bound.
        for index in 0..<18 {
            let photo = ImageRenderer(content: Color(red: Double(index) / 18, green: 0.5, blue: 0.5).frame(width: 2048, height: 2048))
            let data = try #require(photo.pngData())
            let source = try ImageSource(name: "photo\(index)", data: data)
            #expect(ImageDecoder.surface(for: source) != nil)
            #expect(ImageDecoder.cachedBytes <= ImageDecoder.byteLimit)
        }
    }

    @Test("A large JPEG drawn small is decoded at the smallest of TurboJPEG's scales that covers it, not whole")
    func largeJPEGDecodedSmall() throws {
        // 2,400 × 1,600 pixels, left half red and right half blue.
        var ppm = Data("P6\n2400 1600\n255\n".utf8)
        let row = [UInt8]((0..<2400).flatMap { $0 < 1200 ? [220, 30, 30] : [30, 30, 220] as [UInt8] })
        for _ in 0..<1600 { ppm.append(contentsOf: row) }
        let jpeg = try tool("pnmtojpeg", ["-quality=95"], input: ppm)
        let source = try ImageSource(name: "large", data: jpeg)
        func decodedSize(_ drawn: (width: Int, height: Int)?) -> CGSize? {
            ImageDecoder.surface(for: source, atLeast: drawn)?.pixelSize
        }
        // TurboJPEG scales by n/8: an eighth (300 × 200) covers 300 × 200 and less; 301 wide needs a quarter.
        #expect(decodedSize((120, 80)) == CGSize(width: 300, height: 200))
        #expect(decodedSize((300, 200)) == CGSize(width: 300, height: 200))
        #expect(decodedSize((301, 200)) == CGSize(width: 600, height: 400))
        #expect(decodedSize((2000, 1000)) == CGSize(width: 2100, height: 1400))
        #expect(decodedSize(nil) == CGSize(width: 2400, height: 1600))
        #expect(decodedSize((2400, 1600)) == CGSize(width: 2400, height: 1600))
        // 300 × 200 served two of those: four decodings are kept.
        #expect(Set(ImageDecoder.keptSizes(of: source)).count == 4)

        // Drawn small in a view, it keeps its colors on each side.
        let folder = try AssetFolder()
        defer { folder.remove() }
        try jpeg.write(to: folder.url.appendingPathComponent("large.jpg"))
        let host = ViewHost(Image("large").resizable().frame(width: 120, height: 80), environment: folder.environment())
        let pixels = try Pixels(png: host.render(as: .png, scale: 1))
        #expect(pixels[20, 40].isClose(to: Pixels.Color(r: 220, g: 30, b: 30, a: 255), tolerance: 6))
        #expect(pixels[100, 40].isClose(to: Pixels.Color(r: 30, g: 30, b: 220, a: 255), tolerance: 6))
        #expect(host.diagnostics.isEmpty)
    }
}

/// An image resampled for one render is kept for the next that draws it at the same pixels.
@Suite struct ResampledImageCacheTests {
    @Test("A photo drawn at the same size card after card is resampled once; the bytes are the same as the first card's")
    func resampledOnce() throws {
        let folder = try AssetFolder()
        defer { folder.remove() }
        let name = "photo-\(UUID().uuidString).png"
        // 60 × 60 pixels of a diagonal ramp, drawn at 42 × 42: reduced, so resampled.
        try folder.png(name, (0..<60).map { y in (0..<60).map { x in (x * 4, y * 4, 128) } })
        func card(_ side: CGFloat) throws -> Data {
            try ViewHost(
                Image(name).resizable().frame(width: side, height: side).padding(3), environment: folder.environment()
            ).render(as: .png, scale: 1)
        }
        let first = try card(42)
        #expect(ResampledImageCache.keptCount(named: name) == 1)
        let second = try card(42)
        #expect(ResampledImageCache.keptCount(named: name) == 1)
        #expect(first == second)
        // Another size is another resampling, kept beside the first.
        _ = try card(40)
        #expect(ResampledImageCache.keptCount(named: name) == 2)
        #expect(ResampledImageCache.cachedBytes <= ResampledImageCache.byteLimit)
    }
}

/// The pool of raster surfaces kept for the next render holds at most its stated number of bytes.
@Suite struct SurfacePoolBoundTests {
    @Test("Surfaces given back after large renders stay under the pool's 128 MiB bound")
    func poolBounded() throws {
        // Two 5000 × 3600 renders at 1x are 69 MiB of pixels each: together more than the bound.
        for width in [5000, 5001] as [CGFloat] {
            _ = try ViewHost(Color.orange.frame(width: width, height: 3600)).render(as: .png, scale: 1)
            #expect(SurfacePool.keptBytes <= SurfacePool.byteLimit)
        }
    }
}
