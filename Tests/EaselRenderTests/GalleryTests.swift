import Easel
@testable import EaselGallery
@testable import EaselTools
@testable import EaselViews
import Foundation
import Testing

@MainActor
@Suite struct GalleryTests {
    @Test("Every gallery scene renders in every variant, its artwork found, with nothing repaired")
    func everySceneRenders() throws {
        let ids = Gallery.scenes.map(\.id)
        #expect(Set(ids).count == ids.count, "scene identifiers must be unique: they name folders")
        #expect(Gallery.artworkDirectory != nil)
        for scene in Gallery.scenes {
            for variant in GalleryWriter.variants {
                let host = SceneRendering.host(
                    scene.make(), proposal: scene.proposal, variant: variant, margin: 12,
                    imageDirectory: Gallery.artworkDirectory, device: scene.device)
                let png = try host.render(as: .png, scale: variant.scale, debug: variant.debug)
                #expect(png.count > 100, "\(scene.id) \(variant.name)")
                #expect(host.diagnostics.isEmpty, "\(scene.id) \(variant.name): \(host.diagnostics)")
            }
        }
    }

    @Test("The gallery writes one image per scene and variant, and a page that shows each of them")
    func galleryWritesPage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-gallery-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenes = Array(Gallery.scenes.prefix(2))
        let summary = try GalleryWriter.write(to: folder, scenes: scenes)
        #expect(summary.images == scenes.count * GalleryWriter.variants.count)
        let page = try String(contentsOf: summary.index, encoding: .utf8)
        for scene in scenes {
            for variant in GalleryWriter.variants {
                let path = "images/\(scene.id)/\(variant.name).png"
                #expect(page.contains("src=\"\(path)\""))
                #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path))
            }
            #expect(page.contains(GalleryWriter.escape(scene.caption)))
        }
        #expect(page.contains("<details><summary>Layout tree"))
        // A scene the folder has no images of is not on the page.
        #expect(!page.contains("id=\"\(Gallery.scenes[2].id)\""))

        // Rendering one more scene into the same folder (`easel gallery --only`) keeps the others on the page.
        let again = try GalleryWriter.write(to: folder, scenes: [Gallery.scenes[2]])
        #expect(again.images == GalleryWriter.variants.count)
        let fuller = try String(contentsOf: again.index, encoding: .utf8)
        for scene in Gallery.scenes.prefix(3) {
            #expect(fuller.contains("id=\"\(scene.id)\""))
        }
        #expect(!fuller.contains("id=\"\(Gallery.scenes[3].id)\""))
    }

    @Test("Size-limiting frames (seed): offered 400 tall, frame(maxHeight: 200) is 200 tall even for a short title; fixed vertically it is the title's height")
    func sizeLimitingFrames() throws {
        // The brawler's portrait is 96 points square; the short title is one line of body text (about 20).
        let proposal = ProposedViewSize(width: 360, height: 400)
        var environment = EnvironmentValues()
        environment.imageDirectory = Gallery.artworkDirectory
        let attempt = ViewHost(LimitedTitleAttempt(character: .brawler), proposal: proposal, environment: environment)
        #expect(attempt.size.height == 200)
        let fixed = ViewHost(LimitedTitle(character: .brawler), proposal: proposal, environment: environment)
        #expect(fixed.size.height == 96)
        // The dragoon's long title is cut at the frame's maximum either way.
        let long = ViewHost(LimitedTitle(character: .dragoon), proposal: proposal, environment: environment)
        #expect(long.size.height == 200)
    }

    @Test("Hit point bars (seed): green covers (hit points − damage) / hit points of a 200-point bar")
    func hitPointBars() throws {
        for (hitPoints, damage) in [(60, 27), (84, 0), (95, 95)] {
            let bar = HitPointBar(hitPoints: hitPoints, damageTaken: damage).font(.caption).frame(width: 200)
            let host = ViewHost(bar)
            // Two fixed-width frames: the call site's 200 points, then (deeper, so later in tree order) the green
            // rectangle's in the background's GeometryReader.
            let frames = host.placedViews().filter { $0.name == "frame" && $0.detail?.hasPrefix("width:") == true }
            #expect(frames.count == 2)
            #expect(frames.first?.frame.width == 200)
            #expect(frames.last?.frame.width == CGFloat(200 * (hitPoints - damage)) / CGFloat(hitPoints))
        }
    }
}

@MainActor
@Suite struct PreviewTests {
    struct Badge: View {
        var body: some View { Text("Badge").padding() }
    }

    @Test("A Group of previews is split into one preview per view; group modifiers apply to each, the nearest wins")
    func groupsSplit() {
        let previews = Group {
            Badge()
            Badge().previewDisplayName("Second").previewLayout(.fixed(width: 100, height: 50))
            ForEach(0..<3) { _ in Badge() }
        }
        .previewLayout(.sizeThatFits)
        let items = PreviewItem.items(of: previews)
        #expect(items.count == 5)
        #expect(items[0].traits.layout == .sizeThatFits)
        #expect(items[1].traits.displayName == "Second")
        #expect(items[1].traits.layout == .fixed(width: 100, height: 50))
        #expect(items[4].traits.layout == .sizeThatFits)
    }

    @Test("A single view is one preview; a modifier that is not a preview trait stays on it")
    func singlePreview() {
        let items = PreviewItem.items(of: Badge().frame(width: 120).preferredColorScheme(.dark))
        #expect(items.count == 1)
        #expect(items[0].traits.colorScheme == .dark)
        let host = ViewHost(items[0].view, proposal: .unspecified)
        #expect(host.size.width == 120)
    }

    @Test("A #Preview block is named by its title; its color scheme applies to the whole of it; views at its root are previews of their own")
    func macroPreview() {
        let source = EaselPreviewSource(_EaselPreview("In the dark") { Badge().preferredColorScheme(.dark) }, line: 3)
        #expect(source.name == "In-the-dark")
        let items = source.items()
        #expect(items.count == 1)
        #expect(items.first?.traits.colorScheme == .dark)
        let unnamed = EaselPreviewSource(_EaselPreview { Badge(); Badge() }, line: 7)
        #expect(unnamed.name == "Preview-line7")
        // Two views at the block's root are two previews, as Xcode shows them.
        #expect(unnamed.items().count == 2)
    }

    @Test("Preview layouts: sizeThatFits is the view's own size; fixed centers it in exactly that size")
    func previewLayouts() {
        var options = EaselPreviewRunner.Options(["--mode", "layout"])
        options.scale = 1
        var traits = PreviewTraits()
        traits.layout = .fixed(width: 300, height: 80)
        let fixed = EaselPreviewRunner.host(for: PreviewItem(view: AnyView(Color.red.frame(width: 10, height: 10)), traits: traits), options: options)
        #expect(fixed.size == CGSize(width: 300, height: 80))
        traits.layout = .sizeThatFits
        let fits = EaselPreviewRunner.host(for: PreviewItem(view: AnyView(Color.red.frame(width: 10, height: 10)), traits: traits), options: options)
        #expect(fits.size == CGSize(width: 10, height: 10))
        // A greedy view takes the default device's screen, 393×852.
        let greedy = EaselPreviewRunner.host(for: PreviewItem(view: AnyView(Color.red), traits: PreviewTraits()), options: options)
        #expect(greedy.size == CGSize(width: 393, height: 852))
    }

    @Test("Provider types are found in code, not in comments or strings; #Preview and @main are rewritten on their own lines")
    func sourceScanning() {
        let source = """
            import SwiftUI
            // struct Commented_Previews: PreviewProvider {}
            let text = "struct InString_Previews: PreviewProvider {"
            @main
            struct MyApp: App { var body: some Scene { WindowGroup { Text("\\("a" + "b")") } } }
            struct A_Previews: PreviewProvider { static var previews: some View { Text("a") } }
            extension B: PreviewProvider {
            }
            private struct C_Previews: SwiftUI.PreviewProvider, Equatable { static var previews: some View { Text("c") } }
            #Preview("Named") {
                Text("d")
            }
            """
        let file = PreviewSourceFile(source: source, path: "/tmp/My File.swift")
        #expect(file.providers == ["A_Previews", "B", "C_Previews"])
        #expect(file.macroPreviews.count == 1)
        #expect(file.macroPreviews.first?.line == 10)
        #expect(file.leastPreviewCount == 4)
        let compiled = file.compilableSource.components(separatedBy: "\n")
        // Line 1 of the user's file comes right after the #sourceLocation line that names it.
        let start = compiled.firstIndex { $0.hasPrefix("#sourceLocation(file: \"/tmp/My File.swift\", line: 1)") }
        #expect(start != nil)
        if let start {
            #expect(compiled[start + 1] == "import SwiftUI")
            #expect(compiled[start + 4] == "     ")  // @main blanked
            #expect(compiled[start + 10].hasPrefix("@MainActor let __easelPreview1 = _EaselPreview(\"Named\") {"))
        }
        #expect(file.compilableSource.contains("EaselPreviewSource(provider: C_Previews.self)"))
        #expect(file.compilableSource.contains("EaselPreviewSource(__easelPreview1, line: 10)"))
        #expect(PreviewSourceFile(source: "import SwiftUI\nstruct A: View { var body: some View { Text(\"a\") } }", path: "/a.swift").isEmpty)
    }

    @Test("A declaration's @MainActor is blanked for previews; a closure's and a function type's stay")
    func mainActorDeclarations() {
        let source = """
            import SwiftUI
            @MainActor final class Model: ObservableObject { @Published var count = 0 }
            @MainActor
            func reset(_ model: Model) { Task { @MainActor in model.count = 0 } }
            let work: @MainActor () -> Void = {}
            #Preview { Text("a") }
            """
        let lines = PreviewSourceFile(source: source, path: "/m.swift").compilableSource.components(separatedBy: "\n")
        #expect(lines.contains("           final class Model: ObservableObject { @Published var count = 0 }"))
        #expect(lines.contains("          "))
        #expect(lines.contains("func reset(_ model: Model) { Task { @MainActor in model.count = 0 } }"))
        #expect(lines.contains("let work: @MainActor () -> Void = {}"))
    }

    @Test("A share of the previews: every Nth from the (K+1)th; its output split by preview, the one it stopped in unfinished")
    func previewShares() {
        let options = EaselPreviewRunner.Options(["--share", "1/3", "--mode", "render"])
        #expect(options.share?.index == 1 && options.share?.count == 3)
        #expect(EaselPreviewRunner.Options(["--share", "3/3"]).share == nil)
        #expect(EaselPreviewRunner.Options(["--share", "x"]).share == nil)

        let marker = "\u{1F}easel-preview"
        let output = """
            made while listing
            \(marker) begin 2 B_Previews
            wrote B.png
            \(marker) end 2
            \(marker) begin 5 E_Previews
            partial

            """
        let errors = """
            \(marker) begin 2 B_Previews
            warning: B
            \(marker) end 2
            \(marker) begin 5 E_Previews
            Fatal error: Index out of range
            at /tmp/Bad.swift:15:3

            """
        let split = PreviewMarker.split(output: output, errors: errors)
        #expect(split.outsideOutput == "made while listing\n")
        #expect(split.outsideErrors == "")
        #expect(!split.done)
        #expect(split.parts.map(\.number) == [2, 5])
        #expect(split.parts.map(\.name) == ["B_Previews", "E_Previews"])
        #expect(split.parts.map(\.finished) == [true, false])
        #expect(split.parts.first?.output == "wrote B.png\n")
        #expect(split.parts.first?.errors == "warning: B\n")
        #expect(split.parts.last?.errors == "Fatal error: Index out of range\nat /tmp/Bad.swift:15:3\n")
        let finished = PreviewMarker.split(output: output + "\(marker) end 5\n\(marker) done\n", errors: "")
        #expect(finished.done && finished.parts.allSatisfy(\.finished))
    }

    @Test("Command lines the compiler's drivers print are split as a POSIX shell splits them")
    func shellWordSplitting() {
        #expect(shellWords("/opt/swift/usr/bin/swift-autolink-extract '/tmp/T.1/My File-1.o' -o /tmp/T.1/P-1.autolink")
            == ["/opt/swift/usr/bin/swift-autolink-extract", "/tmp/T.1/My File-1.o", "-o", "/tmp/T.1/P-1.autolink"])
        #expect(shellWords(#" "/usr/bin/ld.lld" "-o" "sp ace/prog"  "say \"hi\"" "a\b""#)
            == ["/usr/bin/ld.lld", "-o", "sp ace/prog", "say \"hi\"", "a\\b"])
        #expect(shellWords(#"'it'\''s' x\ y"#) == ["it's", "x y"])
        #expect(shellWords("''") == [""])
        #expect(shellWords("'open") == nil)
        #expect(shellWords("\"open") == nil)
    }

    @Test("Explain narrates the seed's padding example: the frame proposes 200×200, the padding 168×168")
    func explainPadding() {
        // Seeds, "Padding": a 200×200 frame; the padding subtracts 16 from each side and offers 168×168.
        let view = Text("Nogitsune Takeshi").font(.title).padding().frame(width: 200, height: 200)
        let host = ViewHost(view, proposal: ProposedViewSize(width: 390, height: 844))
        let story = LayoutNarration.explain(host)
        #expect(story.contains("The host proposes 390×844 to frame"))
        #expect(story.contains("The frame proposes 200×200 to padding."))
        #expect(story.contains("The padding proposes 168×168 to Text"))
        #expect(story.contains("frame chooses 200×200"))
        #expect(story.contains("Then each parent places its children:"))
        #expect(story.contains("The host places frame at (0, 0), 200×200."))
    }
}
