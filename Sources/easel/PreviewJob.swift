import EaselGallery
import EaselTools
import Foundation

/// Compiles a file's previews into a small program linked against Easel's shared library, and runs it.
///
/// The program is built with `swiftc` against the modules of the Easel build the `easel` command itself
/// came from, so only the user's file is compiled: seconds, not the minutes a fresh package build takes.
/// Each file gets a folder under `.build/easel-previews/` for each build of `easel` (debug, release); an unchanged
/// file is not compiled again.
struct PreviewJob {
    let source: PreviewFileOptions
    let runnerArguments: [String]
    /// Checks made before compiling (an output folder that can be written, say).
    let preflight: () throws -> Void

    init(source: PreviewFileOptions, runnerArguments: [String], preflight: @escaping () throws -> Void = {}) {
        self.source = source
        self.runnerArguments = runnerArguments
        self.preflight = preflight
    }

    func runOnce() throws {
        let status = try compileAndRun()
        if status != 0 { throw ExitStatus(status) }
    }

    /// Renders now and again after each save, until interrupted; errors are reported and waited out.
    func watch() throws {
        let url = source.fileURL
        var lastChange: Date? = nil
        print("Watching \(url.path) (Ctrl-C to stop)")
        while true {
            if let modified = modificationDate(url), modified != lastChange {
                lastChange = modified
                do {
                    _ = try compileAndRun()
                } catch {
                    printError("error: \(error)")
                }
                print("Waiting for changes…")
                fflush(nil)
            }
            Thread.sleep(forTimeInterval: 0.3)
        }
    }

    /// Returns the preview program's exit status.
    private func compileAndRun() throws -> Int32 {
        let file = source.fileURL
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw CommandFailure("no such file: \(file.path)")
        }
        guard let data = FileManager.default.contents(atPath: file.path), let text = String(data: data, encoding: .utf8)
        else {
            throw CommandFailure("cannot read \(file.path) as UTF-8 text")
        }
        let plan = PreviewSourceFile(source: text, path: file.path)
        guard !plan.isEmpty else {
            throw CommandFailure(
                "\(file.path) declares no previews: add a type conforming to PreviewProvider "
                    + "(struct ContentView_Previews: PreviewProvider { static var previews: some View { ContentView() } }) "
                    + "or a #Preview { … } block")
        }
        try preflight()
        let toolchain = try Toolchain.locate()
        let program = try toolchain.compile(source.compilableSource(of: plan, source: text), for: file)

        var arguments = runnerArguments
        arguments += ["--images", source.imagesFolder.path]
        // The previews run in processes of their own, under a time limit for each preview and a memory limit for
        // each process, in the working directory asked for (the file's folder by default). Images not found beside
        // the file (or in --images) are looked for in the gallery's artwork, so the tutorials' Image("rogue") finds
        // a portrait.
        let runner = PreviewProcess(
            program: program,
            workingDirectory: source.workingFolder,
            timeout: source.timeLimit, memoryLimit: source.memoryLimit << 20, fallbackImages: Gallery.artworkDirectory)
        return try runPreviews(with: runner, arguments: arguments, least: plan.leastPreviewCount)
    }

    /// Runs the previews in as many processes as the machine has processors (no more than the file has previews),
    /// each making its share one after another (`--share`), and passes on what each preview printed, in the
    /// previews' order, so the output reads the same however the runs overlapped. A process that stopped before
    /// the end of its share (it crashed, hung, ran out of memory or exited) is reported in the preview it was
    /// making; the previews of its share it had not reached then run one to a process, as a failing preview
    /// spares the rest. Returns the exit status.
    private func runPreviews(with runner: PreviewProcess, arguments: [String], least: Int) throws -> Int32 {
        let file = source.fileURL
        let processes = max(1, min(ProcessInfo.processInfo.activeProcessorCount, least))
        let shares = Outcomes(count: processes)
        DispatchQueue.concurrentPerform(iterations: processes) { index in
            shares[index] = Result {
                try runner.run(arguments + ["--share", "\(index)/\(processes)"], captureOutput: true)
            }
        }
        var failed = false
        // Each preview's report, by its number.
        var reports: [Int: (output: String, outcome: PreviewProcess.Outcome, name: String)] = [:]
        var printedOutside = Set<String>()
        var unfinished: [(share: Int, after: Int)] = []
        for index in 0..<processes {
            let outcome = try shares[index]!.get()
            let split = PreviewMarker.split(output: outcome.output, errors: outcome.errors)
            for part in split.parts {
                // The preview the process was making when it stopped carries the way it stopped.
                let ending = part.finished ? .exited(0) : outcome.ending
                if !part.finished { failed = true }
                reports[part.number] = (part.output, .init(ending: ending, output: "", errors: part.errors), part.name)
            }
            let outside = split.outsideOutput + split.outsideErrors
            if !outside.isEmpty && printedOutside.insert(outside).inserted {
                FileHandle.standardOutput.write(Data(split.outsideOutput.utf8))
                FileHandle.standardError.write(Data(split.outsideErrors.utf8))
            }
            if !split.done {
                unfinished.append((index, split.parts.map(\.number).max() ?? 0))
            } else if outcome.ending != .exited(0) {
                failed = true
            }
        }
        if !unfinished.isEmpty {
            // The previews' names and number, from a listing, for those still to make.
            let listing = try runner.run(arguments + ["--mode", "list"], captureOutput: true)
            guard listing.ending == .exited(0) else {
                printReports(reports)
                report(listing, what: "listing the previews of \(file.lastPathComponent)")
                return 1
            }
            let names = listing.output.split(separator: "\n").map(String.init)
            let remaining = unfinished.flatMap { share, after in
                names.indices.map { $0 + 1 }.filter { $0 > after && ($0 - 1) % processes == share }
            }
            let alone = Outcomes(count: remaining.count)
            DispatchQueue.concurrentPerform(iterations: remaining.count) { index in
                alone[index] = Result { try runner.run(arguments + ["--only", String(remaining[index])], captureOutput: true) }
            }
            for (index, number) in remaining.enumerated() {
                let outcome = try alone[index]!.get()
                if outcome.ending != .exited(0) { failed = true }
                reports[number] = (outcome.output, outcome, names[number - 1])
            }
        }
        printReports(reports)
        return failed ? 1 : 0
    }

    private func printReports(_ reports: [Int: (output: String, outcome: PreviewProcess.Outcome, name: String)]) {
        for number in reports.keys.sorted() {
            let (output, outcome, name) = reports[number]!
            if !output.isEmpty { FileHandle.standardOutput.write(Data(output.utf8)) }
            report(outcome, what: "preview \(name)")
        }
    }

    /// The previews' runs, filled in by the threads that ran them.
    private final class Outcomes: @unchecked Sendable {
        // Safety: each slot is written by one run's thread under the lock and read after every run has finished.
        private var slots: [Result<PreviewProcess.Outcome, any Error>?]
        private let lock = NSLock()

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        subscript(index: Int) -> Result<PreviewProcess.Outcome, any Error>? {
            get { lock.withLock { slots[index] } }
            set { lock.withLock { slots[index] = newValue } }
        }
    }

    /// Passes a run's messages on, or says in one line why it stopped.
    private func report(_ outcome: PreviewProcess.Outcome, what: String) {
        switch outcome.ending {
        case .exited:
            if !outcome.errors.isEmpty { FileHandle.standardError.write(Data(outcome.errors.utf8)) }
        case .timedOut:
            printError("error: \(what) did not finish in \(String(format: "%g", source.timeLimit)) s; it was stopped (--timeout)")
        case .outOfMemory:
            printError("error: \(what) used more than \(source.memoryLimit) MiB; it was stopped (--memory-limit)")
        case .crashed(let signal):
            let site = outcome.site(in: source.fileURL).map { " at \($0)" } ?? ""
            printError("error: \(what) crashed\(site): \(outcome.fatalLine ?? "signal \(signal)")")
        }
    }
}

/// Where Swift and Easel's build are, and how to compile against them.
struct Toolchain {
    /// The Easel checkout.
    let packageRoot: URL
    /// The build folder holding the `easel` executable, the shared runtime and the modules.
    let buildFolder: URL

    static func locate() throws -> Toolchain {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let selfPath = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")).map(URL.init(fileURLWithPath:))
        let buildFolder = (selfPath ?? executable).deletingLastPathComponent()
        var root = buildFolder
        while root.path != "/" && !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            root = root.deletingLastPathComponent()
        }
        if let override = ProcessInfo.processInfo.environment["EASEL_PACKAGE"] {
            root = URL(fileURLWithPath: override)
        }
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
            throw CommandFailure(
                "cannot find Easel's package above \(buildFolder.path); run easel from its build folder or set EASEL_PACKAGE")
        }
        return Toolchain(packageRoot: root, buildFolder: buildFolder)
    }

    var runtimeLibrary: URL { buildFolder.appendingPathComponent("libEaselPreviewRuntime.so") }

    /// Builds the shared runtime if this build has none yet (the first render after building `easel` alone).
    func ensureRuntime() throws {
        // The runtime must match the modules the program compiles against: rebuild it when it is missing or
        // older than this `easel` (built from the same sources).
        let ownDate = modificationDate(buildFolder.appendingPathComponent("easel")) ?? .distantPast
        // One stamp for each build folder: a debug and a release `easel` each check their own runtime (a stamp
        // shared by the two let one build's check stand for the other's stale runtime).
        let stamp = packageRoot.appendingPathComponent(".build/easel-previews/runtime-checked-\(stableHash(buildFolder.path))")
        if FileManager.default.fileExists(atPath: runtimeLibrary.path), let checked = modificationDate(stamp),
            checked >= ownDate
        {
            return
        }
        printError("Building Easel's preview runtime…")
        let configuration = buildFolder.lastPathComponent == "release" ? "release" : "debug"
        let status = try run(
            "swift", ["build", "--package-path", packageRoot.path, "-c", configuration, "--product", "EaselPreviewRuntime"])
        guard status == 0, FileManager.default.fileExists(atPath: runtimeLibrary.path) else {
            throw CommandFailure("building Easel's preview runtime failed (swift build exited with \(status))")
        }
        try FileManager.default.createDirectory(at: stamp.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: stamp)
    }

    /// Compiles the previews program for `file`, or reuses the last one if nothing changed. The compiler's
    /// messages go to the terminal, or, given `messages`, are collected and handed to it (`easel preview` shows
    /// them in the page).
    func compile(_ source: String, for file: URL, messages: ((String) -> Void)? = nil) throws -> URL {
        try ensureRuntime()
        // A folder for each file and build folder: a program compiled against one build's modules and runtime is
        // never taken for the other's.
        let folder = packageRoot.appendingPathComponent(".build/easel-previews/\(stableHash(buildFolder.path + "\n" + file.path))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let sourceURL = folder.appendingPathComponent("Previews.swift")
        let program = folder.appendingPathComponent("previews")
        let runtimeDate = max(
            modificationDate(runtimeLibrary) ?? .distantFuture, modificationDate(buildFolder.appendingPathComponent("easel")) ?? .distantPast)
        if let old = FileManager.default.contents(atPath: sourceURL.path), old == Data(source.utf8),
            let built = modificationDate(program), built >= runtimeDate
        {
            return program
        }
        try Data(source.utf8).write(to: sourceURL, options: .atomic)
        try? FileManager.default.removeItem(at: program)

        var arguments = [
            // Line tables, so that a crash names the line of the user's file it stopped at.
            "-swift-version", "5", "-parse-as-library", "-Onone", "-gline-tables-only", "-module-name", "Previews",
            "-I", buildFolder.appendingPathComponent("Modules").path,
            "-L", buildFolder.path, "-lEaselPreviewRuntime",
            "-Xlinker", "-rpath", "-Xlinker", buildFolder.path,
            // Compiled as Xcode compiles previews: in a debug build, so `#if DEBUG` holds.
            "-D", "DEBUG",
            "-suppress-warnings", "-diagnostic-style", "llvm",
        ]
        arguments += cModuleFlags()
        arguments += linkerFlags()
        arguments += [sourceURL.path, "-o", program.path]
        let status = try build(arguments, in: folder, collecting: messages)
        guard status == 0 else {
            throw CommandFailure("\(file.lastPathComponent) did not compile (the compiler's messages are above)")
        }
        return program
    }

    /// Runs `swiftc` with `arguments`, through the plan kept in `folder` when it can (`CompilePlan`); returns the
    /// status, which is the compiler's when the file has errors.
    private func build(_ arguments: [String], in folder: URL, collecting messages: ((String) -> Void)?) throws -> Int32 {
        let capture: (String, [String]) -> (status: Int32, output: String)? = { tool, arguments in
            try? Self.capturing(tool, arguments)
        }
        if var plan = CompilePlan.plan(for: arguments, in: folder, run: capture) {
            let outcome = plan.build(in: folder, run: capture) { output in
                guard !output.isEmpty else { return }
                if let messages { messages(output) } else { FileHandle.standardError.write(Data(output.utf8)) }
            }
            if case .finished(let status) = outcome { return status }
            CompilePlan.discard(in: folder)
        }
        return try run("swiftc", arguments, collecting: messages)
    }

    /// Runs `tool` (a full path) and hands back its status and what it wrote to both streams.
    private static func capturing(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let exited = try process.runUntilExitSignal()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        exited.wait()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// `-use-ld=lld` when the toolchain has lld beside the `swiftc` on the PATH (Swift's Linux toolchains do): it
    /// links the preview program about 60 ms sooner than the system's gold, the default. None otherwise.
    func linkerFlags() -> [String] {
        guard let swiftc = CompilePlan.executable(named: "swiftc") else { return [] }
        let tools = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
        let lld = tools.appendingPathComponent("ld.lld").path
        return FileManager.default.isExecutableFile(atPath: lld) ? ["-use-ld=lld"] : []
    }

    /// Module maps and header folders of the C libraries Easel's modules import.
    func cModuleFlags() -> [String] {
        var flags: [String] = []
        let sources = packageRoot.appendingPathComponent("Sources")
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        for entry in entries.sorted() {
            let map = sources.appendingPathComponent(entry).appendingPathComponent("module.modulemap")
            if FileManager.default.fileExists(atPath: map.path) { flags += ["-Xcc", "-fmodule-map-file=\(map.path)"] }
        }
        // Module maps SwiftPM generated for dependencies' C targets.
        let built = (try? FileManager.default.contentsOfDirectory(atPath: buildFolder.path)) ?? []
        for entry in built.sorted() where entry.hasSuffix(".build") {
            let map = buildFolder.appendingPathComponent(entry).appendingPathComponent("module.modulemap")
            if FileManager.default.fileExists(atPath: map.path) { flags += ["-Xcc", "-fmodule-map-file=\(map.path)"] }
        }
        // One pkg-config process for all the libraries rather than eight in a row before each compile. Asked one
        // by one only when one of them is missing, which fails the whole question, so that the others' folders
        // are still found.
        let packages = ["harfbuzz", "fontconfig", "libunibreak", "fribidi", "geos", "cairo-ft", "zlib", "libturbojpeg"]
        let cflags = pkgConfigFlags(packages) ?? packages.flatMap { pkgConfigFlags([$0]) ?? [] }
        var seen = Set<String>()
        for flag in cflags where flag.hasPrefix("-I") && seen.insert(flag).inserted { flags += ["-Xcc", flag] }
        return flags
    }

    /// The compiler flags pkg-config gives for the packages (its messages too, which the caller's `-I` filter
    /// leaves out); nil when it fails (a package it does not know).
    private func pkgConfigFlags(_ packages: [String]) -> [String]? {
        let asked = try? Self.capturing("/usr/bin/env", ["pkg-config", "--cflags"] + packages)
        guard let (status, output) = asked, status == 0 else { return nil }
        return output.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    }

    private func run(_ tool: String, _ arguments: [String], collecting messages: ((String) -> Void)? = nil) throws -> Int32 {
        if let messages {
            let (status, output) = try Self.capturing("/usr/bin/env", [tool] + arguments)
            messages(output)
            return status
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let exited = try process.runUntilExitSignal()
        exited.wait()
        return process.terminationStatus
    }

    /// FNV-1a of the path, so each file keeps its own build folder across runs.
    private func stableHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}

/// When the file at `url` was last changed, if it exists.
func modificationDate(_ url: URL) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate]) as? Date
}

/// The preview program's failure: its own messages were printed; exit with its status.
struct ExitStatus: Error, CustomStringConvertible {
    let status: Int32
    init(_ status: Int32) { self.status = status }
    var description: String { "some previews failed (see the messages above)" }
}
