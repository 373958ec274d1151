import Easel
import Foundation

/// A 1200×630 social card: an image, two texts, a rounded button and a shadow (issue 4's benchmark).
public struct SocialCard: View {
    public init() {}

    public var body: some View {
        HStack(spacing: 48) {
            Image("card-photo")
                .resizable()
                .scaledToFill()
                .frame(width: 420, height: 420)
                .clipShape(RoundedRectangle(cornerRadius: 32))
                .shadow(color: .black.opacity(0.25), radius: 16, y: 8)
            VStack(alignment: .leading, spacing: 24) {
                Text("Easel renders SwiftUI on Linux")
                    .font(.system(size: 64, weight: .bold))
                    .foregroundColor(.white)
                Text("Lay out views by SwiftUI's rules and render them to PNG, SVG and PDF, headlessly and deterministically.")
                    .font(.system(size: 30))
                    .foregroundColor(.white.opacity(0.85))
                Text("Read more")
                    .font(.system(size: 28, weight: .semibold))
                    .foregroundColor(.blue)
                    .padding(.horizontal, 36)
                    .padding(.vertical, 18)
                    .background(Color.white, in: RoundedRectangle(cornerRadius: 20))
            }
        }
        .padding(72)
        .frame(width: 1200, height: 630)
        .background(LinearGradient(colors: [.indigo, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
    }

    /// A folder holding the card's photo (a 600×600 gradient PNG rendered by Easel), for `\.imageDirectory`.
    /// The photo is rendered when the folder lacks it and written whole (atomically); a process that finds it
    /// reads it, as a server reads its assets and as the browser peer reads the card's photo.
    public static func assetFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-card-assets")
        let photo = folder.appendingPathComponent("card-photo.png")
        if FileManager.default.fileExists(atPath: photo.path) { return folder }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let renderer = ImageRenderer(
            content: Rectangle()
                .fill(RadialGradient(colors: [.yellow, .orange, .pink], center: .topLeading, startRadius: 0, endRadius: 800))
                .frame(width: 600, height: 600))
        if let png = renderer.pngData() {
            try png.write(to: photo, options: .atomic)
        }
        return folder
    }

    /// The environment the card renders in at `scale`: its photo's folder (written once here) and the display scale.
    public static func environment(scale: CGFloat = 1) throws -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = scale
        environment.imageDirectory = try assetFolder()
        return environment
    }

    /// The same card as an HTML page, for timing a headless browser on it.
    public static let html = """
        <!doctype html><html><head><meta charset="utf-8"><style>
        body { margin: 0; }
        .card { width: 1200px; height: 630px; box-sizing: border-box; padding: 72px; display: flex; gap: 48px;
          align-items: center; background: linear-gradient(135deg, rgb(88,86,214), rgb(175,82,222)); font-family: Inter; }
        .photo { width: 420px; height: 420px; border-radius: 32px; object-fit: cover; flex: none;
          box-shadow: 0 8px 32px rgba(0,0,0,0.25); }
        .text { display: flex; flex-direction: column; align-items: flex-start; gap: 24px; }
        h1 { margin: 0; font-size: 64px; font-weight: 700; color: white; }
        p { margin: 0; font-size: 30px; color: rgba(255,255,255,0.85); }
        a { font-size: 28px; font-weight: 600; color: rgb(0,122,255); background: white; border-radius: 20px;
          padding: 18px 36px; text-decoration: none; }
        </style></head><body><div class="card"><img class="photo" src="card-photo.png">
        <div class="text"><h1>Easel renders SwiftUI on Linux</h1>
        <p>Lay out views by SwiftUI's rules and render them to PNG, SVG and PDF, headlessly and deterministically.</p>
        <a>Read more</a></div></div></body></html>
        """
}
