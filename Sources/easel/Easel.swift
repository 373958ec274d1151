import ArgumentParser
import Easel
import EaselGallery
import EaselTools
import Foundation

@main
struct EaselCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "easel",
        abstract: "Lays SwiftUI views out by SwiftUI's rules and renders them to PNG, SVG and PDF on Linux.",
        subcommands: [Render.self, Preview.self, Layout.self, Explain.self, GalleryCommand.self, Artwork.self])
}

/// Options shared by the commands that read a Swift file of previews.
struct PreviewFileOptions: ParsableArguments {
    @Argument(help: "A Swift file declaring PreviewProvider types or #Preview blocks (with `import SwiftUI` or `import Easel`).")
    var file: String

    @Option(help: "A folder of images for Image(\"name\") (default: the file's folder, then Easel's sample artwork).")
    var images: String?

    @Option(help: "The folder the previews' code runs in (default: the file's folder).")
    var workingDirectory: String?

    @Option(help: "Seconds each preview may take before it is stopped (default 30; with --animate, 30 more and a tenth of a second for each frame the recording may have).")
    var timeout: Double?

    @Option(help: "MiB of memory each preview may use before it is stopped.")
    var memoryLimit: Int = 4096

    var fileURL: URL { URL(fileURLWithPath: file).standardizedFileURL }

    /// The folder named images are looked for in first: `--images`, else the file's folder.
    var imagesFolder: URL {
        images.map { URL(fileURLWithPath: $0).standardizedFileURL } ?? fileURL.deletingLastPathComponent()
    }

    /// The folder the previews' code runs in: `--working-directory`, else the file's folder.
    var workingFolder: URL {
        workingDirectory.map { URL(fileURLWithPath: $0).standardizedFileURL } ?? fileURL.deletingLastPathComponent()
    }

    /// The program to compile for the file's previews, with the asset symbols Xcode would generate from the asset
    /// catalogs in the images folder and the working directory (`Image(.logo)`).
    func compilableSource(of plan: PreviewSourceFile, source text: String) -> String {
        plan.compilableSource + AssetSymbols.source(forCatalogsIn: [imagesFolder.path, workingFolder.path], besides: text)
    }

    /// Seconds each preview may take.
    var timeLimit: Double { timeout ?? 30 }

    func validate() throws {
        if let timeout, !(timeout > 0 && timeout.isFinite) {
            throw ValidationError("--timeout must be a positive number of seconds")
        }
        guard memoryLimit > 0 else { throw ValidationError("--memory-limit must be a positive number of MiB") }
    }
}

/// `easel render --format`: Easel's render formats for one image, and the two files a recording can write.
enum FileFormatOption: String, ExpressibleByArgument, CaseIterable {
    case png, svg, pdf, apng, mp4
}

enum ColorSchemeOption: String, ExpressibleByArgument, CaseIterable {
    case light, dark
}

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Renders each preview of a Swift file to an image, or records its animation.",
        discussion: """
            Compiles FILE against Easel (a few seconds once Easel is built; unchanged files are not compiled \
            again) and writes one file per preview, named after its provider type (and display name or \
            index when a provider has several previews). Compiler errors are shown as the compiler reports \
            them, with the file's own line numbers.

            With --animate, each preview is recorded instead, from its first appearance, a frame every 1/fps \
            second until nothing moves (the settled frame included) or --duration has passed (10 s unless \
            given, so a view that never settles, such as a repeatForever animation, still ends). Each --tap, \
            in order, then taps the view with that accessibility identifier one frame after the recording \
            settles, and records what it does the same way. Two files are written per preview: \
            NAME.animated.png, an animated PNG (APNG: lossless, looping; viewers without APNG show the first \
            frame), and NAME.mp4, H.264 video made by ffmpeg (Debian package ffmpeg, with libx264); without \
            ffmpeg the APNG is still written, with a warning. --format apng or --format mp4 writes that one \
            alone (the MP4 alone is faster: no frame is compressed losslessly).
            """)

    @OptionGroup var source: PreviewFileOptions

    @Option(name: .shortAndLong, help: "The folder to write the images into (made if missing).")
    var output: String = "."

    @Option(help: "The file format: png (the default), svg or pdf; with --animate, apng or mp4 for one of the two files a recording writes.")
    var format: FileFormatOption?

    @Option(help: "Pixels per point for PNG (1 to 4).")
    var scale: Double = 2

    @Option(help: "The color scheme of previews that do not set one.")
    var colorScheme: ColorSchemeOption = .light

    @Flag(help: "Render again each time the file is saved, until interrupted.")
    var watch = false

    @Flag(help: "Record each preview's animation to NAME.animated.png (APNG) and NAME.mp4 (H.264, with ffmpeg) instead of one image.")
    var animate = false

    @Option(help: "Frames per second of a recording, 1 to 240 (default 60).")
    var fps: Int?

    @Option(help: "Seconds a recording, and each stretch after a --tap, may last before it ends unsettled (default 10; at most 600).")
    var duration: Double?

    @Option(help: ArgumentHelp("Once the recording settles, tap the view with this accessibility identifier and record what it does; give it again for more taps, made in order.", valueName: "id"))
    var tap: [String] = []

    func validate() throws {
        guard scale >= 1 && scale <= 4 else { throw ValidationError("--scale must be between 1 and 4 (got \(scale))") }
        let rates = ViewHost.frameRates
        if let fps, !rates.contains(fps) {
            throw ValidationError("--fps must be between \(rates.lowerBound) and \(rates.upperBound) (got \(fps))")
        }
        if let duration {
            guard duration.isFinite, duration > 0 else {
                throw ValidationError("--duration must be a positive number of seconds (got \(String(format: "%g", duration)))")
            }
            guard duration <= ViewHost.longestRecording else {
                throw ValidationError(
                    "--duration over ten minutes is refused: give at most \(Int(ViewHost.longestRecording)) seconds (got \(String(format: "%g", duration)))")
            }
        }
        if !animate, fps != nil || duration != nil || !tap.isEmpty {
            throw ValidationError("--fps, --duration and --tap shape a recording: add --animate")
        }
        if animate, let format, format != .apng, format != .mp4 {
            throw ValidationError(
                "--animate writes an animated PNG and an MP4: give --format apng or --format mp4 for one of them, or leave out --format \(format.rawValue)")
        }
        if !animate, let format, format == .apng || format == .mp4 {
            throw ValidationError("--format \(format.rawValue) is a recording: add --animate")
        }
    }

    func run() throws {
        let output = URL(fileURLWithPath: self.output).standardizedFileURL
        var arguments = [
            "--mode", "render", "--output", output.path, "--format", (animate ? nil : format)?.rawValue ?? "png",
            "--scale", String(scale),
            "--color-scheme", colorScheme.rawValue,
        ]
        var source = self.source
        if animate {
            let fps = self.fps ?? 60, duration = self.duration ?? 10
            arguments += ["--animate", format?.rawValue ?? "both", "--fps", String(fps), "--duration", String(duration)]
            arguments += tap.flatMap { ["--tap", $0] }
            // A recording takes longer than one image: the limit grows with the frames it may draw.
            if source.timeout == nil {
                let frames = Double(tap.count + 1) * (duration * Double(fps)).rounded(.up)
                source.timeout = 30 + frames / 10
            }
        }
        let job = PreviewJob(source: source, runnerArguments: arguments) {
            do {
                try SceneRendering.prepareOutput(output)
            } catch let error as OutputError {
                throw CommandFailure(error.description)
            }
        }
        if watch {
            try job.watch()
        } else {
            try job.runOnce()
        }
    }
}

struct Layout: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Prints each preview's layout tree: every view, the size it was offered, the size it chose, and where it went.")

    @OptionGroup var source: PreviewFileOptions

    func run() throws {
        try PreviewJob(source: source, runnerArguments: ["--mode", "layout"]).runOnce()
    }
}

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Tells each preview's layout in plain words: who proposed what to whom, what each view chose, and where each was placed.")

    @OptionGroup var source: PreviewFileOptions

    func run() throws {
        try PreviewJob(source: source, runnerArguments: ["--mode", "explain"]).runOnce()
    }
}

struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Renders every scene of the seed tutorials, in every variant, and a page that shows them.",
        discussion: """
            Each scene is rendered at Dynamic Type xSmall, Large and accessibility3, light and dark, at 2x, plus \
            a version with debug overlays; OUTPUT/index.html shows them with captions and layout trees.
            """)

    @Option(name: .shortAndLong, help: "The folder to write the gallery into.")
    var output: String = "gallery"

    @Option(help: "Only the scenes whose identifier contains this text.")
    var only: String?

    func run() throws {
        try MainActor.assumeIsolated { try render() }
    }

    @MainActor
    func render() throws {
        let folder = URL(fileURLWithPath: output).standardizedFileURL
        let scenes = Gallery.scenes.filter { only == nil || $0.id.contains(only!) }
        guard !scenes.isEmpty else { throw CommandFailure("no scene's identifier contains \"\(only ?? "")\"") }
        let summary: GalleryWriter.Summary
        do {
            summary = try GalleryWriter.write(to: folder, scenes: scenes) { line in
                print(line)
                fflush(nil)
            }
        } catch let error as OutputError {
            throw CommandFailure(error.description)
        }
        for warning in summary.warnings { printError("warning: \(warning)") }
        print("Rendered \(scenes.count) scenes (\(summary.images) images).")
        print("Open \(summary.index.path)")
    }
}

struct Artwork: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draws the gallery's artwork (portraits, overlay, icon, background) to PNG files at 2x and 3x.")

    @Option(name: .shortAndLong, help: "The folder to write the PNG files into.")
    var output: String

    func run() throws {
        try MainActor.assumeIsolated { try draw() }
    }

    @MainActor
    func draw() throws {
        let folder = URL(fileURLWithPath: output).standardizedFileURL
        do {
            try SceneRendering.prepareOutput(folder)
        } catch {
            throw CommandFailure(error.description)
        }
        for drawing in ArtworkDrawings.all {
            for scale in [2, 3] {
                let host = SceneRendering.host(
                    AnyView(drawing.view.frame(width: drawing.size.width, height: drawing.size.height)),
                    proposal: ProposedViewSize(drawing.size), variant: SceneVariant(scale: CGFloat(scale)), staged: false)
                let url = folder.appendingPathComponent("\(drawing.name)@\(scale)x.png")
                try host.write(to: url, as: .png, scale: CGFloat(scale))
                print("wrote \(url.path)")
            }
        }
    }
}

/// A failure the command reports in one line and exits non-zero for.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
