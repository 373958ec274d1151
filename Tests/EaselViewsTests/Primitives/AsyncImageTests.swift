import Foundation
import SwiftUI
import Testing

// AsyncImage (iOS 15): Easel reads the image at a file or data URL, or finds a remote URL's file name among the image
// folders, on the first frame; each phase goes to the content closure. A 30×20-pixel image is 30×20 points at scale
// 1 and 15×10 at scale 2.
@Suite final class AsyncImageTests {
    let folder: URL
    let png: Data

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-async-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let renderer = ImageRenderer(content: Color.orange.frame(width: 30, height: 20))
        renderer.scale = 1
        png = try #require(renderer.pngData())
        try png.write(to: folder.appendingPathComponent("photo.png"))
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    @Test("A file URL's image shows at its own size, scaled by `scale`")
    func fileURL() {
        let url = folder.appendingPathComponent("photo.png")
        let host = ViewHost(AsyncImage(url: url).accessibilityIdentifier("image"))
        #expect(host["image"]?.size == CGSize(width: 30, height: 20))
        let doubled = ViewHost(AsyncImage(url: url, scale: 2).accessibilityIdentifier("image"))
        #expect(doubled["image"]?.size == CGSize(width: 15, height: 10))
    }

    @Test("A named image with a variable value is the image")
    func variableValue() {
        let host = ViewHost(Image("photo", variableValue: 0.5).accessibilityIdentifier("image").environment(\.imageDirectory, folder))
        #expect(host["image"]?.size == CGSize(width: 30, height: 20))
    }

    @Test("The content closure gets the image; the placeholder shows without one")
    func contentAndPlaceholder() {
        let url = folder.appendingPathComponent("photo.png")
        let host = layOut(300, 300) {
            AsyncImage(url: url) { image in
                image.resizable().frame(width: 90, height: 60).accessibilityIdentifier("image")
            } placeholder: {
                Text("Loading")
            }
        }
        #expect(host["image"]?.size == CGSize(width: 90, height: 60))
        #expect(host.texts.isEmpty)
        let none = layOut(300, 300) {
            AsyncImage(url: nil) { $0 } placeholder: { Text("Loading") }
        }
        #expect(none.texts == ["Loading"])
        // The plain form's placeholder takes the space it is offered.
        let plain = layOut(100, 50) { AsyncImage(url: nil).accessibilityIdentifier("image") }
        #expect(plain["image"]?.size == CGSize(width: 100, height: 50))
    }

    struct Phases: View {
        let url: URL?
        var body: some View {
            AsyncImage(url: url, transaction: Transaction(animation: .default)) { phase in
                switch phase {
                case .empty: Text("empty")
                case .success(let image): image.accessibilityIdentifier("image")
                case .failure(let error): Text("failed: \(error is AsyncImageError)")
                @unknown default: Text("unknown")
                }
            }
        }
    }

    @Test("Each phase reaches the content closure: empty without a URL, failure for a file that is not there")
    func phases() {
        #expect(layOut(300, 300) { Phases(url: nil) }.texts == ["empty"])
        let missing = layOut(300, 300) { Phases(url: self.folder.appendingPathComponent("nothing.png")) }
        #expect(missing.texts == ["failed: true"])
        #expect(missing.diagnostics.contains { $0.message.contains("nothing.png") })
    }

    @Test("A remote URL is found by its file name in the image folder; a data URL is decoded")
    func remoteAndData() throws {
        let remote = ViewHost(
            Phases(url: URL(string: "https://example.com/pictures/photo.png")).environment(\.imageDirectory, folder))
        #expect(remote["image"]?.size == CGSize(width: 30, height: 20))
        let unknown = layOut(300, 300) { Phases(url: URL(string: "https://example.com/pictures/other.png")) }
        #expect(unknown.texts == ["failed: true"])
        let data = try #require(URL(string: "data:image/png;base64," + png.base64EncodedString()))
        #expect(ViewHost(Phases(url: data))["image"]?.size == CGSize(width: 30, height: 20))
    }
}
