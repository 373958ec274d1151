import Foundation
import EaselTools

/// Runs a compiled preview program as a child process under a watchdog: a time limit and a memory limit,
/// a working directory, and its crash backtrace kept for the command to report in one line.
struct PreviewProcess {
    let program: URL
    let workingDirectory: URL
    /// Seconds a run may take; a run of several previews (`--share`), each of its previews.
    let timeout: Double
    /// Resident bytes a run may use (a run of several previews makes them one after another).
    let memoryLimit: Int
    /// Where images not found beside the file are looked for (Easel's sample artwork).
    let fallbackImages: URL?

    struct Outcome {
        enum Ending: Equatable {
            case exited(Int32)
            case crashed(signal: Int32)
            case timedOut
            case outOfMemory
        }

        var ending: Ending
        var output: String
        var errors: String

        /// The line of the runtime's message that says why the program stopped ("File.swift:12: Fatal error:
        /// …"), if it printed one.
        var fatalLine: String? {
            guard let line = errors.split(separator: "\n").first(where: { $0.contains("Fatal error") }) else { return nil }
            return String(line[line.range(of: "Fatal error")!.lowerBound...])
        }

        /// The first place in `file` the backtrace names ("Bad.swift:17"): where the user's code was when it
        /// stopped.
        func site(in file: URL) -> String? {
            // A frame ends "at PATH:LINE:COLUMN". The path is the file's, whole or relative to the folder it was
            // compiled in (as lld records it), so any tail of the file's path that starts at a folder counts.
            let name = file.lastPathComponent
            for line in errors.split(separator: "\n") {
                guard let at = line.range(of: " at ", options: .backwards) else { continue }
                let parts = line[at.upperBound...].split(separator: ":")
                guard parts.count >= 2, let number = Int(parts[1]) else { continue }
                let path = String(parts[0])
                guard path == file.path || (path.hasSuffix(name) && file.path.hasSuffix("/" + path)) else { continue }
                return "\(name):\(number)"
            }
            return nil
        }
    }

    /// Sets a process up to run a preview program: its arguments (with this process as the parent it watches),
    /// folder and environment.
    static func prepare(
        _ process: Process, program: URL, arguments: [String], workingDirectory: URL, fallbackImages: URL?
    ) {
        process.executableURL = program
        process.arguments = arguments + ["--parent", String(getpid())]
        process.currentDirectoryURL = workingDirectory
        var environment = ProcessInfo.processInfo.environment
        // The runtime's backtrace is read for the crash's line in the user's file, never shown whole.
        environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no"
        if let fallbackImages { environment["EASEL_FALLBACK_IMAGES"] = fallbackImages.path }
        process.environment = environment
    }

    func run(_ arguments: [String], captureOutput: Bool) throws -> Outcome {
        let process = Process()
        Self.prepare(
            process, program: program, arguments: arguments, workingDirectory: workingDirectory,
            fallbackImages: fallbackImages)
        let outputPipe = captureOutput ? Pipe() : nil
        let errorPipe = Pipe()
        if let outputPipe { process.standardOutput = outputPipe }
        process.standardError = errorPipe
        // Read while the child runs, so that a full pipe never blocks it.
        let output = Collected(), errors = Collected()
        let group = DispatchGroup()
        let progress = Progress()
        for (pipe, sink) in [(outputPipe, output), (errorPipe, errors)] {
            guard let pipe else { continue }
            let watched = sink === output
            group.enter()
            DispatchQueue.global().async {
                let handle = pipe.fileHandleForReading
                var data = Data()
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    // A preview's marker on the output restarts the clock: the time limit is each preview's.
                    if watched && chunk.contains(PreviewMarker.byte) { progress.restart() }
                    data.append(chunk)
                }
                sink.data = data
                group.leave()
            }
        }
        let exited = try process.runWithExitWaiter()
        progress.restart()
        var stopped: Outcome.Ending?
        // Limits are checked every 10 ms; the end is seen the moment it comes.
        while !exited.wait(until: .now() + .milliseconds(10)) {
            if progress.seconds > timeout {
                stopped = .timedOut
            } else if Self.residentBytes(of: process.processIdentifier) > memoryLimit {
                stopped = .outOfMemory
            }
            if stopped != nil {
                kill(process.processIdentifier, SIGKILL)
                break
            }
        }
        exited.wait()
        group.wait()
        let ending: Outcome.Ending =
            stopped
            ?? (process.terminationReason == .uncaughtSignal
                ? .crashed(signal: process.terminationStatus) : .exited(process.terminationStatus))
        return Outcome(
            ending: ending, output: String(decoding: output.data, as: UTF8.self),
            errors: String(decoding: errors.data, as: UTF8.self))
    }

    /// What a process holds in memory now, from /proc (0 when it cannot be read).
    static func residentBytes(of pid: Int32) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// When the run last wrote a preview's marker (or the program started, before its first).
    private final class Progress: @unchecked Sendable {
        // Safety: the time is read and written under the lock.
        private var start = Date()
        private let lock = NSLock()

        func restart() { lock.withLock { start = Date() } }
        var seconds: Double { lock.withLock { Date().timeIntervalSince(start) } }
    }

    /// Bytes read on another thread, handed back after the group waits.
    private final class Collected: @unchecked Sendable {
        // Safety: written once by the reading thread, read only after `group.wait()` has seen it finish.
        var data = Data()
    }
}
