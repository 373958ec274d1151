import Easel
import EaselViews
import Foundation

/// The previews of one provider type or one `#Preview` block of a file.
public struct EaselPreviewSource {
    let name: String
    let items: @MainActor () -> [PreviewItem]

    /// Every preview of a `PreviewProvider` type.
    public init<P: PreviewProvider>(provider: P.Type) {
        name = String(describing: P.self)
        items = { PreviewItem.items(of: P.previews) }
    }

    /// The preview of a `#Preview` block at `line` of the file.
    public init(_ preview: _EaselPreview, line: Int) {
        name = preview.name?.fileSlug ?? "Preview-line\(line)"
        items = {
            // A block is one preview; its own trait modifiers (a color scheme, say) apply to the whole of it. They are
            // read from the views the block makes; the preview shows the block run as a view's body, so that its
            // `@Previewable` properties live in the host (its trait modifiers stay on it: they change no layout, and
            // the color scheme they set is the preview's).
            // Several views at the block's root are previews of their own, as Xcode shows them.
            let split = PreviewItem.items(of: preview.make())
            guard split.count == 1, let only = split.first else {
                return split.map { PreviewItem(view: $0.view, traits: $0.traits.merged(under: preview.traits)) }
            }
            return [PreviewItem(view: preview.live(), traits: only.traits.merged(under: preview.traits))]
        }
    }
}

/// The program `easel render`, `easel layout` and `easel explain` compile from a user's file: it renders,
/// describes or narrates each preview.
@MainActor
public enum EaselPreviewRunner {
    /// Runs with the command line `easel` passes (`--mode render|layout|explain --output DIR --format png
    /// --scale 2 --images DIR`, and for a recording `--animate both|apng|mp4 --fps 60 --duration 10 --tap ID`)
    /// and returns the exit status.
    public static func run(_ sources: [EaselPreviewSource]) -> Int32 {
        // The previews' clock starts at the wall clock, as Xcode's previews show the present: a date the app makes
        // from `Date()` ("ten minutes ago") is shown against the same now.
        ViewHost.startClocks(at: Date())
        let options = Options(CommandLine.arguments.dropFirst())
        if let parent = options.parent { exitWhenOrphaned(parent: parent) }
        var failed = false
        var written: Set<String> = []
        var number = 0
        for source in sources {
            let items = source.items()
            for (index, item) in items.enumerated() {
                var name = source.name
                if items.count > 1 { name += "-" + (item.traits.displayName?.fileSlug ?? String(index + 1)) }
                while written.contains(name) { name += "-again" }
                written.insert(name)
                number += 1
                // `--mode list` names the previews, one a line; `--only N` makes the Nth alone; `--share K/N`
                // makes every Nth from the (K+1)th on, each between markers (the command runs the previews in as
                // many processes as the machine has processors, and runs those a failed process had not reached
                // one to a process, so one that hangs or crashes spares the rest).
                if options.mode == "list" {
                    print(name)
                    continue
                }
                if let only = options.only, only != number { continue }
                if let share = options.share, (number - 1) % share.count != share.index { continue }
                if options.mode == "serve" { return PreviewServing.serve(item, options: options) }
                if options.share != nil { PreviewMarker.begin(number: number, name: name) }
                defer { if options.share != nil { PreviewMarker.end(number: number) } }
                let (host, onDevice) = preview(item, options: options)
                switch options.mode {
                case "layout":
                    print("── \(name) ──")
                    print(host.layoutDescription())
                case "explain":
                    print("── \(name) ──")
                    print(LayoutNarration.explain(host))
                case _ where options.animate:
                    if !record(host, name: name, options: options) { failed = true }
                default:
                    let url = options.output.appendingPathComponent("\(name).\(options.format.rawValue)")
                    do {
                        let canvas = onDevice ? nil : canvas(of: host)
                        try host.write(to: url, as: options.format, scale: options.scale, canvas: canvas)
                        let size = canvas?.size ?? host.size
                        print("wrote \(url.path) (\(Int(size.width))×\(Int(size.height)) pt at \(options.scale)x)")
                    } catch {
                        failed = true
                        printError("error: \(name) was not rendered: \(error)")
                    }
                }
                for diagnostic in host.diagnostics { printError("warning: \(name): \(diagnostic)") }
            }
        }
        if options.share != nil { PreviewMarker.done() }
        fflush(nil)
        return failed ? 1 : 0
    }

    /// Records a preview's animation as `name.animated.png` and `name.mp4` (or the one of them asked for), and
    /// says what was written; false when nothing could be.
    static func record(_ host: ViewHost, name: String, options: Options) -> Bool {
        let recording = FrameRecording(fps: options.fps, maximumDuration: options.duration, taps: options.taps)
        // Every frame has the size the view has at its first appearance.
        let size = host.size
        do {
            let written = try recording.write(
                host, scale: options.scale, to: options.output, name: name, outputs: options.recordingOutputs)
            let length = String(format: "%.2f", written.duration)
            let frames = written.frameCount == 1 ? "1 frame" : "\(written.frameCount) frames"
            let files = [written.animatedPNG, written.video].compactMap { $0?.path }
            if let first = files.first {
                print(
                    "wrote \(first) (\(frames), \(length) s at \(options.fps) fps, "
                        + "\(Int(size.width))×\(Int(size.height)) pt at \(options.scale)x)")
            }
            for file in files.dropFirst() { print("wrote \(file)") }
            for warning in written.warnings { printError("warning: \(name): \(warning)") }
            return true
        } catch {
            printError("error: \(name) was not recorded: \(error)")
            return false
        }
    }

    /// Lays a preview out as Xcode would show it, on its device (an iPhone 15 unless it names another): a
    /// preview that names a device or the `.device` layout, and a view that takes the whole screen (a navigation
    /// stack, a list, a tab view) or that presents something, is drawn on the device's screen, with its safe area, status bar and home
    /// indicator; any other view is drawn at the size it chooses when offered the screen, and a `.fixed` layout
    /// centers the view in that size.
    static func host(for item: PreviewItem, options: Options) -> ViewHost {
        preview(item, options: options).host
    }

    /// The host of a preview and whether it is shown on a device's screen.
    static func preview(_ item: PreviewItem, options: Options) -> (host: ViewHost, onDevice: Bool) {
        let device = Device(named: item.traits.device?.rawValue ?? options.device ?? "iPhone 15")
        let screen = device.screenSize
        let variant = variant(item, options)
        let staged = options.mode == "render" || options.mode == "serve"
        func onDevice() -> ViewHost {
            SceneRendering.host(
                item.view, proposal: ProposedViewSize(screen), variant: variant, imageDirectory: options.images,
                staged: staged, device: device)
        }
        let view: AnyView
        let proposal: ProposedViewSize
        var layout = item.traits.layout
        // `easel preview`'s device menu: a device's screen, or the view's own size, unless the preview fixes one.
        if let override = options.layout, !Self.isFixed(layout) {
            layout = override == "device" ? .device : .sizeThatFits
        }
        switch layout {
        case .fixed(let width, let height)?:
            view = AnyView(item.view.frame(width: width, height: height))
            proposal = ProposedViewSize(width: width, height: height)
        case .device?:
            return (onDevice(), true)
        case nil:
            let host = onDevice()
            // A view that presents something (a sheet, an alert) is shown on the screen it covers.
            if item.traits.device != nil || host.fillsSafeArea || !host.presentations.isEmpty { return (host, true) }
            view = item.view
            proposal = ProposedViewSize(screen)
        case .sizeThatFits?:
            view = item.view
            proposal = ProposedViewSize(screen)
        }
        let host = SceneRendering.host(
            view, proposal: proposal, variant: variant, imageDirectory: options.images, staged: staged)
        return (host, false)
    }

    private static func isFixed(_ layout: PreviewLayout?) -> Bool {
        if case .fixed? = layout { return true }
        return false
    }

    /// The canvas a preview off any device is drawn on when what it draws reaches past its own frame (an
    /// offset, a position, a frame smaller than its content): grown to hold all of it, as Xcode's canvas
    /// grows. Nil when everything is inside the view's frame.
    static func canvas(of host: ViewHost) -> CGRect? {
        let frame = CGRect(origin: .zero, size: host.size)
        let drawn = host.drawnBounds.union(frame)
        guard drawn.width > frame.width + 0.5 || drawn.height > frame.height + 0.5 else { return nil }
        return drawn
    }

    /// Ends this process as soon as `parent` is gone (a killed `easel` command leaves no preview running):
    /// a thread watches for this process to be handed to another parent.
    static func exitWhenOrphaned(parent: pid_t) {
        guard getppid() == parent else { exit(1) }
        let watcher = Thread {
            while getppid() == parent { usleep(100_000) }
            exit(1)
        }
        watcher.start()
    }

    static func variant(_ item: PreviewItem, _ options: Options) -> SceneVariant {
        SceneVariant(
            dynamicTypeSize: options.dynamicTypeSize, colorScheme: item.traits.colorScheme ?? options.colorScheme,
            scale: options.scale, layoutDirection: options.layoutDirection)
    }

    struct Options {
        var mode = "render"
        var output = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var format = RenderFormat.png
        var scale: CGFloat = 2
        var images: URL?
        var colorScheme = ColorScheme.light
        /// The preview to make, counted from 1 in the order `--mode list` gives; all when nil.
        var only: Int?
        /// The share of the previews to make, `--share K/N`: those whose number, counted from 0, leaves K when
        /// divided by N, each between markers (`PreviewMarker`); all when nil.
        var share: (index: Int, count: Int)?
        /// The process that started this one: when it is gone, this one ends too.
        var parent: pid_t?
        /// Whether to record each preview's animation instead of rendering one image.
        var animate = false
        /// The files a recording writes (`--animate both`, `apng` or `mp4`).
        var recordingOutputs = FrameRecording.Outputs.both
        var fps = 60
        /// Seconds each stretch of a recording may last.
        var duration: TimeInterval = 10
        /// Accessibility identifiers to tap during a recording, in order.
        var taps: [String] = []
        /// The device of previews that name none (an iPhone 15 when nil).
        var device: String?
        /// "device" or "fit": every preview without a fixed size is shown so.
        var layout: String?
        var dynamicTypeSize = DynamicTypeSize.large
        var layoutDirection = LayoutDirection.leftToRight
        /// The debug overlays drawn over each preview (`easel preview`'s switches).
        var debug: DebugOverlays = []

        init(_ arguments: ArraySlice<String>) {
            var arguments = arguments
            while let flag = arguments.popFirst() {
                guard let value = arguments.popFirst() else { break }
                switch flag {
                case "--mode": mode = value
                case "--output": output = URL(fileURLWithPath: value)
                case "--format": format = RenderFormat(rawValue: value) ?? .png
                case "--scale": scale = Double(value).map { CGFloat($0) } ?? 2
                case "--images": images = URL(fileURLWithPath: value)
                case "--color-scheme": colorScheme = value == "dark" ? .dark : .light
                case "--only": only = Int(value)
                case "--share":
                    let parts = value.split(separator: "/").compactMap { Int($0) }
                    if parts.count == 2, parts[1] > 0, (0..<parts[1]).contains(parts[0]) { share = (parts[0], parts[1]) }
                case "--parent": parent = pid_t(value)
                case "--animate":
                    let outputs: [String: FrameRecording.Outputs] = ["both": .both, "apng": .animatedPNG, "mp4": .video]
                    animate = outputs[value] != nil
                    recordingOutputs = outputs[value] ?? .both
                case "--fps": fps = Int(value) ?? 60
                case "--duration": duration = TimeInterval(value) ?? 10
                case "--tap": taps.append(value)
                case "--device": device = value
                case "--layout": layout = value
                case "--dynamic-type":
                    dynamicTypeSize = DynamicTypeSize.allCases.first { "\($0)" == value } ?? .large
                case "--direction": layoutDirection = value == "rightToLeft" ? .rightToLeft : .leftToRight
                case "--debug": debug = DebugOverlays(rawValue: Int(value) ?? 0)
                default: break
                }
            }
        }
    }
}

/// The lines a preview program run with `--share` writes around each preview, on both its output and its error
/// stream, so that the command can tell which preview printed what, which one was running when the program
/// stopped, and that the program is still making progress. Each line starts with the unit separator (0x1F),
/// which a view's own text does not print.
package enum PreviewMarker {
    package static let byte: UInt8 = 0x1F

    static func begin(number: Int, name: String) {
        write("\u{1F}easel-preview begin \(number) \(name)\n")
    }

    static func end(number: Int) {
        write("\u{1F}easel-preview end \(number)\n")
    }

    /// Written once the program has made every preview of its share.
    static func done() {
        write("\u{1F}easel-preview done\n")
    }

    private static func write(_ line: String) {
        fflush(nil)
        print(line, terminator: "")
        fflush(nil)
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// One preview's part of a program's output: its number and name, and what it wrote to each stream.
    package struct Part: Equatable {
        package var number: Int
        package var name: String
        package var output = ""
        package var errors = ""
        /// Whether the program wrote the preview's end marker (false for the preview it stopped in).
        package var finished = false
    }

    /// A `--share` program's output and error streams split into its previews' parts, in the order they ran;
    /// what it wrote outside any preview (while making the previews' list); and whether it made its whole share.
    package static func split(output: String, errors: String) -> Split {
        var parts: [Part] = []
        var outside = (output: "", errors: "")
        var done = false
        func index(of number: Int, name: String?) -> Int {
            if let found = parts.firstIndex(where: { $0.number == number }) { return found }
            parts.append(Part(number: number, name: name ?? String(number)))
            return parts.count - 1
        }
        for (text, isOutput) in [(output, true), (errors, false)] {
            var current: Int?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") || text.isEmpty ? 1 : 0) {
                if line.utf8.first == byte {
                    let fields = line.dropFirst().split(separator: " ", maxSplits: 3)
                    if fields.count == 2, fields[0] == "easel-preview", fields[1] == "done" {
                        done = done || isOutput
                        continue
                    }
                    if fields.count >= 3, fields[0] == "easel-preview", let number = Int(fields[2]) {
                        if fields[1] == "begin" {
                            current = index(of: number, name: fields.count > 3 ? String(fields[3]) : nil)
                        } else {
                            if let current { parts[current].finished = parts[current].finished || isOutput }
                            current = nil
                        }
                        continue
                    }
                }
                let text = line + "\n"
                switch (current, isOutput) {
                case (let part?, true): parts[part].output += text
                case (let part?, false): parts[part].errors += text
                case (nil, true): outside.output += text
                case (nil, false): outside.errors += text
                }
            }
        }
        return Split(parts: parts, outsideOutput: outside.output, outsideErrors: outside.errors, done: done)
    }

    /// What `split` found.
    package struct Split: Equatable {
        package var parts: [Part]
        package var outsideOutput: String
        package var outsideErrors: String
        package var done: Bool
    }
}
