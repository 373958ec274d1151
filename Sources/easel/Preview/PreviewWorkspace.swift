import EaselGallery
import EaselTools
import Foundation

/// What `easel preview` serves: the file's previews, each alive in a process of its own, compiled again on
/// every save; the page's settings; and the pages connected to it. Everything runs on one serial queue, so a
/// page's tap, a save and an animation's next frame are handled one after another, in order.
final class PreviewWorkspace: @unchecked Sendable {
    // Safety: every property below `queue` is read and written on `queue` only.
    let source: PreviewFileOptions
    let pages: PageHub
    private let queue = DispatchQueue(label: "easel.preview.workspace")

    /// The canvas settings every page shares.
    struct Settings {
        /// "auto" (as `easel render` decides), "fit" (the view's own size) or a device's name.
        var device = "auto"
        var colorScheme = "light"
        var dynamicTypeSize = "large"
        var layoutDirection = "leftToRight"
        /// DebugOverlays' raw value.
        var debug = 0
        var scale = 2.0

        var json: [String: Any] {
            [
                "device": device, "colorScheme": colorScheme, "dynamicTypeSize": dynamicTypeSize,
                "layoutDirection": layoutDirection, "debug": debug,
            ]
        }
    }

    /// One preview: its process, its last frame, and why it failed if it did.
    private struct Slot {
        var name: String
        var child: PreviewChild?
        var frame: [String: Any]?
        var failure: String?
        var paused = false
        /// When the clock last moved, for animations played in real time.
        var lastTick: Date?
        var ticking = false
    }

    private var settings = Settings()
    private var slots: [Slot] = []
    private var program: URL?
    /// Counts compiles that produced previews; a page keeps state only within one.
    private var generation = 0
    private var compileError: String?
    private var status = "Compiling…"
    private var lastChange: Date?
    private var firstCompile: Date?

    init(source: PreviewFileOptions, pages: PageHub) {
        self.source = source
        self.pages = pages
    }

    /// Compiles and starts the previews, then watches the file for saves.
    func start() {
        queue.async { self.reload() }
        let url = source.fileURL
        Thread.detachNewThread { [self] in
            var seen = modificationDate(url)
            while true {
                usleep(50_000)
                let now = modificationDate(url)
                if now != seen {
                    seen = now
                    queue.async { self.reload() }
                }
            }
        }
    }

    /// Stops every preview process (the server is stopping).
    func stop() {
        queue.sync {
            for slot in slots { slot.child?.stop() }
            slots = []
        }
    }

    // MARK: Compiling

    private func reload() {
        let file = source.fileURL
        let changed = modificationDate(file)
        if changed == lastChange, program != nil { return }
        lastChange = changed
        status = "Compiling…"
        broadcastState()
        let started = Date()
        guard let data = FileManager.default.contents(atPath: file.path) else {
            return fail("cannot read \(file.path)")
        }
        let text = String(decoding: data, as: UTF8.self)
        let plan = PreviewSourceFile(source: text, path: file.path)
        guard !plan.isEmpty else {
            return fail("\(file.lastPathComponent) declares no previews: add a #Preview { … } block or a PreviewProvider")
        }
        var messages = ""
        let newProgram: URL
        do {
            newProgram = try Toolchain.locate().compile(source.compilableSource(of: plan, source: text), for: file) { messages = $0 }
        } catch {
            return fail(messages.isEmpty ? "\(error)" : messages)
        }
        // Recompiled: every preview starts again from its first appearance, as Xcode's canvas does.
        for slot in slots { slot.child?.stop() }
        slots = []
        program = newProgram
        compileError = nil
        generation += 1
        let names: [String]
        switch listPreviews(program: newProgram) {
        case .success(let listed): names = listed
        case .failure(let failure): return fail("listing the previews failed: \(failure)")
        }
        slots = names.map { Slot(name: $0) }
        for index in slots.indices { launch(index) }
        // From the save (or, on start, from when the server began compiling) to the frames being sent.
        let seconds = Date().timeIntervalSince(max(changed ?? started, firstCompile ?? started))
        if firstCompile == nil { firstCompile = started }
        status = "Updated \(Self.clock()) (\(Int((seconds * 1000).rounded())) ms after the save)"
        print("\(status): \(slots.count) preview\(slots.count == 1 ? "" : "s")")
        fflush(nil)
        broadcastState()
    }

    /// Shows a failure over the last good previews, which stay as they were.
    private func fail(_ message: String) {
        compileError = message
        status = "Error at \(Self.clock())"
        printError(message.trimmingCharacters(in: .whitespacesAndNewlines))
        broadcastState()
    }

    private func listPreviews(program: URL) -> Result<[String], PreviewChild.Failure> {
        let runner = PreviewProcess(
            program: program, workingDirectory: workingDirectory, timeout: source.timeLimit,
            memoryLimit: source.memoryLimit << 20, fallbackImages: Gallery.artworkDirectory)
        guard let listing = try? runner.run(baseArguments + ["--mode", "list"], captureOutput: true) else {
            return .failure(.crashed("it could not be started"))
        }
        guard listing.ending == .exited(0) else {
            return .failure(.crashed(listing.fatalLine ?? listing.errors.split(separator: "\n").last.map(String.init) ?? "\(listing.ending)"))
        }
        return .success(listing.output.split(separator: "\n").map(String.init))
    }

    private var workingDirectory: URL { source.workingFolder }

    private var baseArguments: [String] {
        var arguments = [
            "--images", source.imagesFolder.path, "--scale", String(settings.scale), "--color-scheme", settings.colorScheme,
            "--dynamic-type", settings.dynamicTypeSize, "--direction", settings.layoutDirection,
            "--debug", String(settings.debug),
        ]
        switch settings.device {
        case "auto": break
        case "fit": arguments += ["--layout", "fit"]
        case let name: arguments += ["--device", name, "--layout", "device"]
        }
        return arguments
    }

    // MARK: Previews

    /// Starts preview `index` afresh and shows its first frame.
    private func launch(_ index: Int) {
        slots[index].child?.stop()
        slots[index].child = nil
        slots[index].failure = nil
        guard let program else { return }
        do {
            slots[index].child = try PreviewChild(
                program: program, arguments: baseArguments + ["--mode", "serve", "--only", String(index + 1)],
                workingDirectory: workingDirectory, memoryLimit: source.memoryLimit << 20,
                fallbackImages: Gallery.artworkDirectory, file: source.fileURL)
        } catch {
            slots[index].failure = "could not be started: \(error)"
            return
        }
        send(["op": "frame"], to: index)
    }

    /// Sends a command to a preview and shows the frame it answers with (or why it did not).
    @discardableResult
    private func send(_ command: [String: Any], to index: Int) -> [String: Any]? {
        guard slots.indices.contains(index), let child = slots[index].child else { return nil }
        switch child.request(command, timeout: source.timeLimit) {
        case .success(let answer):
            if answer["png"] != nil { slots[index].frame = answer }
            if let animating = answer["animating"] as? Bool, animating { scheduleTick(index) }
            return answer
        case .failure(let failure):
            slots[index].child = nil
            slots[index].failure = "\(slots[index].name) \(failure)"
            printError("error: \(slots[index].failure!)")
            return nil
        }
    }

    /// Plays a moving preview in real time: the clock moves by the time that passed, about 30 times a second.
    private func scheduleTick(_ index: Int) {
        guard !slots[index].paused, !slots[index].ticking else { return }
        slots[index].ticking = true
        if slots[index].lastTick == nil { slots[index].lastTick = Date() }
        let generation = self.generation
        queue.asyncAfter(deadline: .now() + .milliseconds(33)) { [self] in
            guard generation == self.generation, slots.indices.contains(index) else { return }
            slots[index].ticking = false
            guard !slots[index].paused else { return }
            let now = Date()
            let elapsed = min(now.timeIntervalSince(slots[index].lastTick ?? now), 0.1)
            slots[index].lastTick = now
            send(["op": "advance", "seconds": elapsed], to: index)
            if (slots[index].frame?["animating"] as? Bool) != true { slots[index].lastTick = nil }
            broadcast(index)
        }
    }

    // MARK: Messages from pages

    /// Handles one message from a page; `reply` sends an answer to that page alone.
    func receive(_ text: String, reply: @escaping @Sendable (String) -> Void) {
        queue.async { [self] in
            guard let data = text.data(using: .utf8),
                let message = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
                let type = message["type"] as? String
            else { return }
            let index = (message["preview"] as? NSNumber)?.intValue ?? -1
            switch type {
            case "hello":
                reply(stateMessage())
            case "tap", "scroll", "drag", "key":
                guard (message["generation"] as? NSNumber)?.intValue == generation else { return }
                var command = message
                command["op"] = type
                command["type"] = nil
                command["preview"] = nil
                command["generation"] = nil
                let answer = send(command, to: index)
                broadcast(index, error: answer?["error"] as? String)
            case "animation":
                guard slots.indices.contains(index) else { return }
                switch message["action"] as? String {
                case "pause":
                    slots[index].paused = true
                case "play":
                    slots[index].paused = false
                    slots[index].lastTick = nil
                    send(["op": "frame"], to: index)
                case "step":
                    slots[index].paused = true
                    send(["op": "advance", "seconds": 1.0 / 60], to: index)
                case "restart":
                    launch(index)
                default: return
                }
                broadcast(index)
            case "settings":
                if let device = message["device"] as? String { settings.device = device }
                if let scheme = message["colorScheme"] as? String { settings.colorScheme = scheme }
                if let size = message["dynamicTypeSize"] as? String { settings.dynamicTypeSize = size }
                if let direction = message["layoutDirection"] as? String { settings.layoutDirection = direction }
                if let debug = (message["debug"] as? NSNumber)?.intValue { settings.debug = debug }
                // The previews are made again in the new environment (their state starts over).
                for index in slots.indices { launch(index) }
                broadcastState()
            case "explain":
                guard slots.indices.contains(index), let child = slots[index].child,
                    case .success(let answer) = child.request(
                        ["op": "explain", "view": message["view"] ?? 0], timeout: source.timeLimit)
                else { return }
                reply(Self.encode(["type": "explanation", "preview": index, "view": message["view"] ?? 0, "text": answer["explanation"] ?? ""]))
            default:
                return
            }
        }
    }

    // MARK: Messages to pages

    private func previewJSON(_ index: Int) -> [String: Any] {
        let slot = slots[index]
        var json: [String: Any] = ["name": slot.name, "paused": slot.paused, "index": index]
        if let frame = slot.frame { json["frame"] = frame }
        if let failure = slot.failure { json["failure"] = failure }
        return json
    }

    private func stateMessage() -> String {
        Self.encode([
            "type": "state", "file": source.fileURL.lastPathComponent, "generation": generation,
            "compileError": compileError ?? NSNull(), "status": status, "settings": settings.json,
            "previews": slots.indices.map(previewJSON),
        ])
    }

    private func broadcastState() {
        pages.broadcast(stateMessage())
    }

    private func broadcast(_ index: Int, error: String? = nil) {
        guard slots.indices.contains(index) else { return }
        var message: [String: Any] = ["type": "preview", "generation": generation, "preview": previewJSON(index)]
        if let error { message["notice"] = error }
        pages.broadcast(Self.encode(message))
    }

    static func encode(_ message: [String: Any]) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: message) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    private static func clock() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: Date())
    }
}
