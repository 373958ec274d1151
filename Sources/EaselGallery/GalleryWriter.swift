import Easel
import EaselTools
import Foundation

/// Renders every scene of the gallery in every variant, and the page that shows them.
@MainActor
public enum GalleryWriter {
    /// Three Dynamic Type sizes in light and dark, and one debug-overlay rendering, all at 2x.
    public static let variants: [SceneVariant] = {
        var variants: [SceneVariant] = []
        for colorScheme in [ColorScheme.light, .dark] {
            for size in [DynamicTypeSize.xSmall, .large, .accessibility3] {
                variants.append(SceneVariant(dynamicTypeSize: size, colorScheme: colorScheme, scale: 2))
            }
        }
        variants.append(SceneVariant(dynamicTypeSize: .large, colorScheme: .light, scale: 2, debug: .all))
        return variants
    }()

    /// A margin around each scene, so shadows and outer borders show.
    static let margin: CGFloat = 12

    /// What a run made.
    public struct Summary {
        public var images = 0
        public var warnings: [String] = []
        public var index: URL
    }

    /// Writes `images/<scene>/<variant>.<format>` for `scenes` and `index.html` into `folder`, reporting
    /// progress. The page shows every scene of the gallery whose images are in the folder, so rendering a few
    /// scenes again (`easel gallery --only`) keeps the others on the page.
    public static func write(
        to folder: URL, scenes: [GalleryScene] = Gallery.scenes, format: RenderFormat = .png,
        progress: (String) -> Void = { _ in }
    ) throws -> Summary {
        try SceneRendering.prepareOutput(folder)
        var summary = Summary(index: folder.appendingPathComponent("index.html"))
        let rendering = Set(scenes.map(\.id))
        var entries: [(scene: GalleryScene, sizes: [CGSize], tree: String)] = []
        for scene in Gallery.scenes + scenes where !entries.contains(where: { $0.scene.id == scene.id }) {
            let sceneFolder = folder.appendingPathComponent("images").appendingPathComponent(scene.id)
            let render = rendering.contains(scene.id)
            if render {
                let number = summary.images / variants.count + 1
                progress("[\(number)/\(scenes.count)] \(scene.id)")
                try FileManager.default.createDirectory(at: sceneFolder, withIntermediateDirectories: true)
            } else {
                // Shown only when an earlier run left all its images.
                let files = variants.map { sceneFolder.appendingPathComponent("\($0.name).\(format.rawValue)").path }
                guard files.allSatisfy(FileManager.default.fileExists(atPath:)) else { continue }
            }
            var sizes: [CGSize] = []
            for variant in variants {
                // The debug version has no margin: the overlays would draw the stage's padding as the scene's.
                let host = SceneRendering.host(
                    scene.make(), proposal: scene.proposal, variant: variant, margin: variant.debug.isEmpty ? margin : 0,
                    imageDirectory: Gallery.artworkDirectory, device: scene.device)
                sizes.append(host.size)
                guard render else { continue }
                let url = sceneFolder.appendingPathComponent("\(variant.name).\(format.rawValue)")
                try host.write(to: url, as: format, scale: variant.scale, debug: variant.debug)
                summary.images += 1
                for diagnostic in host.diagnostics {
                    summary.warnings.append("\(scene.id) (\(variant.caption)): \(diagnostic)")
                }
            }
            if render, let motion = scene.motion {
                // Recorded from the taps on, at 30 frames a second, in the Large light variant.
                let host = SceneRendering.host(
                    scene.make(), proposal: scene.proposal, variant: SceneVariant(), margin: margin,
                    imageDirectory: Gallery.artworkDirectory, device: scene.device)
                for tap in motion.taps { try host.tap(identifier: tap) }
                let data = try host.renderAnimatedPNG(fps: 30, maximumDuration: motion.duration, scale: 2)
                try data.write(to: sceneFolder.appendingPathComponent("motion.png"), options: .atomic)
            }
            let tree = SceneRendering.host(
                scene.make(), proposal: scene.proposal, variant: SceneVariant(), imageDirectory: Gallery.artworkDirectory,
                staged: false, device: scene.device
            ).layoutDescription()
            entries.append((scene, sizes, tree))
        }
        let page = indexPage(entries, format: format)
        try Data(page.utf8).write(to: summary.index, options: .atomic)
        return summary
    }

    static func indexPage(_ entries: [(scene: GalleryScene, sizes: [CGSize], tree: String)], format: RenderFormat) -> String {
        var html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Easel gallery</title>
            <style>
            body { font: 15px/1.45 system-ui, sans-serif; margin: 0 auto; padding: 24px; max-width: 1800px; color: #1c1c1e; }
            h1 { margin-bottom: 4px; } h2 { margin-top: 48px; border-bottom: 1px solid #ddd; padding-bottom: 4px; }
            section { margin: 28px 0; } .caption { max-width: 900px; color: #444; }
            .variants { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
            figure { margin: 0; } figure img { display: block; border: 1px solid #ccc; }
            figcaption { font-size: 12px; color: #666; margin-top: 4px; }
            pre { background: #f4f4f6; padding: 12px; overflow-x: auto; font-size: 12px; }
            nav a { margin-right: 12px; }
            </style>
            </head>
            <body>
            <h1>Easel gallery</h1>
            <p>Every scene of the seed tutorials, laid out by Easel with SwiftUI's rules and rendered on Linux: Dynamic Type xSmall, Large and accessibility3, light and dark, at 2x, and with debug overlays (layout bounds, padding, baselines, alignment guides).</p>

            """
        var chapter = ""
        for (scene, sizes, tree) in entries {
            if scene.chapter != chapter {
                chapter = scene.chapter
                html += "<h2>\(escape(chapter))</h2>\n"
            }
            html += "<section id=\"\(scene.id)\">\n<h3>\(escape(scene.title))</h3>\n"
            html += "<p class=\"caption\">\(escape(scene.caption))</p>\n<div class=\"variants\">\n"
            for (variant, size) in zip(variants, sizes) {
                let source = "images/\(scene.id)/\(variant.name).\(format.rawValue)"
                html += "<figure><img src=\"\(source)\" width=\"\(Int(size.width.rounded()))\" "
                    + "height=\"\(Int(size.height.rounded()))\" alt=\"\(escape(scene.title)), \(escape(variant.caption))\">"
                    + "<figcaption>\(escape(variant.caption))</figcaption></figure>\n"
            }
            if scene.motion != nil, let size = sizes.first {
                html += "<figure><img src=\"images/\(scene.id)/motion.png\" width=\"\(Int(size.width.rounded()))\" "
                    + "height=\"\(Int(size.height.rounded()))\" alt=\"\(escape(scene.title)), in motion\">"
                    + "<figcaption>In motion (animated PNG, 30 fps)</figcaption></figure>\n"
            }
            html += "</div>\n<details><summary>Layout tree (Large, light)</summary><pre>\(escape(tree))</pre></details>\n</section>\n"
        }
        html += "</body>\n</html>\n"
        return html
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
