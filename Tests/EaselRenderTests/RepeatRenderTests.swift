import Easel
import EaselTesting
import Foundation
import Testing

/// The same view gives the same bytes on its first render in a process and on every later one (a later
/// render may draw on a surface kept from an earlier one of the same size).
@Suite final class RepeatRenderTests {
    /// The folder of the photo the card cases draw, made on first use by a test and removed after it.
    private var folder: URL?

    deinit {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }
    @Test("First, second and third renders of a view are byte-identical", arguments: [0, 1, 2, 3, 4, 5, 6, 7, 8])
    func sameBytes(kind: Int) throws {
        // An unusual size per case, so that the first render draws on a new surface.
        let width = CGFloat(131 + kind * 2), height = CGFloat(89 + kind)
        let view: AnyView = switch kind {
        case 0: AnyView(Circle().fill(Color.blue).padding(7.3))
        case 1: AnyView(RoundedRectangle(cornerRadius: 11).stroke(Color.red, lineWidth: 3).padding(5.5))
        case 2: AnyView(Text("Same bytes, every time").font(.headline).foregroundStyle(Color.purple))
        case 4: AnyView(RoundedRectangle(cornerRadius: 8).fill(Color.white).shadow(radius: 6).padding(12))
        case 5: AnyView(Text("Blurred").font(.title).blur(radius: 2))
        case 8: AnyView(CardLike(folder: try photoFolder()))
        case 6: AnyView(Rectangle().fill(LinearGradient(colors: [.blue, .green], startPoint: .top, endPoint: .bottom)))
        default: AnyView(Capsule().fill(LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing)).rotationEffect(.degrees(17)))
        }
        let framed = view.frame(width: width, height: height).background(Color.white)
        for scale in [1, 2] as [CGFloat] {
            let renders = try (0..<3).map { _ in try ViewHost(framed).render(as: .png, scale: scale) }
            #expect(renders[0] == renders[1], "scale \(scale)")
            #expect(renders[1] == renders[2], "scale \(scale)")
        }
    }

    @Test("The social card's ingredients at full size, rendered three times at 1x, give the same bytes")
    func cardSizeSameBytes() throws {
        let card = CardLike(folder: try photoFolder()).frame(width: 1203, height: 631)
        let renders = try (0..<3).map { _ in try ViewHost(card).render(as: .png, scale: 1) }
        #expect(renders[0] == renders[1])
        #expect(renders[1] == renders[2])
    }

    /// A photo drawn by Easel, in a folder of this test's own.
    func photoFolder() throws -> URL {
        if let folder { return folder }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-repeat-render-\(UUID().uuidString)")
        self.folder = folder
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let photo = ImageRenderer(content: Rectangle()
            .fill(RadialGradient(colors: [.yellow, .orange, .pink], center: .topLeading, startRadius: 0, endRadius: 300))
            .frame(width: 240, height: 240))
        try #require(photo.pngData()).write(to: folder.appendingPathComponent("photo.png"))
        return folder
    }

    /// The social card's ingredients at a small size: a resized, clipped, shadowed photo on a gradient, text.
    struct CardLike: View {
        let folder: URL
        var body: some View {
            HStack(spacing: 12) {
                Image("photo").resizable().scaledToFill().frame(width: 60, height: 60)
                    .clipShape(RoundedRectangle(cornerRadius: 8)).shadow(color: .black.opacity(0.25), radius: 4, y: 2)
                Text("Same bytes").font(.system(size: 16, weight: .bold)).foregroundColor(.white)
            }
            .padding(10)
            .background(LinearGradient(colors: [.indigo, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
            .environment(\.imageDirectory, folder)
        }
    }

    @Test("The social card itself (1200×630 at 1x), rendered three times, gives the same bytes")
    func socialCardSameBytes() throws {
        let card = SocialCardCopy().environment(\.imageDirectory, try photoFolder())
        let renders = try (0..<3).map { _ in try ViewHost(card).render(as: .png, scale: 1) }
        #expect(renders[0] == renders[1])
        #expect(renders[1] == renders[2])
    }

    /// The benchmarks' social card.
    struct SocialCardCopy: View {
        var body: some View {
            HStack(spacing: 48) {
                Image("photo").resizable().scaledToFill().frame(width: 420, height: 420)
                    .clipShape(RoundedRectangle(cornerRadius: 32))
                    .shadow(color: .black.opacity(0.25), radius: 16, y: 8)
                VStack(alignment: .leading, spacing: 24) {
                    Text("Easel renders SwiftUI on Linux").font(.system(size: 64, weight: .bold)).foregroundColor(.white)
                    Text("Lay out views by SwiftUI's rules and render them to PNG, SVG and PDF.")
                        .font(.system(size: 30)).foregroundColor(.white.opacity(0.85))
                    Text("Read more").font(.system(size: 28, weight: .semibold)).foregroundColor(.blue)
                        .padding(.horizontal, 36).padding(.vertical, 18)
                        .background(Color.white, in: RoundedRectangle(cornerRadius: 20))
                }
            }
            .padding(72)
            .frame(width: 1200, height: 630)
            .background(LinearGradient(colors: [.indigo, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
        }
    }

    /// The README's server card: a title on indigo.
    struct TitleCard: View {
        let title: String
        var body: some View {
            Text(title).font(.largeTitle).bold().padding(48)
                .frame(width: 1200, height: 630).background(Color.indigo).foregroundStyle(.white)
        }
    }

    @Test("The README's server card, rendered three times, gives the same bytes")
    func titleCardSameBytes() throws {
        let renders = try (0..<3).map { _ in try ViewHost(TitleCard(title: "Hello, server")).render(as: .png, scale: 1) }
        #expect(renders[0] == renders[1])
        #expect(renders[1] == renders[2])
    }
}
