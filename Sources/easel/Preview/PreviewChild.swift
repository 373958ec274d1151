import Foundation
import EaselTools

/// One preview kept alive in a process of its own for `easel preview`: the compiled preview program in its
/// live mode (`--mode serve`, EaselTools' `PreviewServing`), asked one command at a time over its standard
/// input and answering on its standard output. A command that takes longer than the time limit, a process that
/// grows past the memory limit, and a process that dies are reported as such; the server goes on.
final class PreviewChild: @unchecked Sendable {
    // Safety: `buffer`, `lines`, `closed` and `errors` are touched only under `lock`; the rest is set in `init`.
    private let process = Process()
    private let input: FileHandle
    private let lock = NSLock()
    private var buffer = Data()
    private var lines: [Data] = []
    private var closed = false
    private var errors = Data()
    private let wake = DispatchSemaphore(value: 0)
    /// Waits for the process to end.
    private let exited: ExitWaiter
    private let memoryLimit: Int
    private let file: URL

    /// Why a command got no answer.
    enum Failure: Error, CustomStringConvertible {
        case timedOut(seconds: Double)
        case outOfMemory(mebibytes: Int)
        case crashed(String)

        var description: String {
            switch self {
            case .timedOut(let seconds):
                "did not answer in \(String(format: "%g", seconds)) s and was stopped (a loop in body? --timeout)"
            case .outOfMemory(let mebibytes):
                "used more than \(mebibytes) MiB and was stopped (--memory-limit)"
            case .crashed(let why): "crashed: \(why)"
            }
        }
    }

    init(program: URL, arguments: [String], workingDirectory: URL, memoryLimit: Int, fallbackImages: URL?, file: URL) throws {
        self.memoryLimit = memoryLimit
        self.file = file
        PreviewProcess.prepare(
            process, program: program, arguments: arguments, workingDirectory: workingDirectory,
            fallbackImages: fallbackImages)
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        input = stdin.fileHandleForWriting
        exited = try process.runWithExitWaiter()
        // Read both outputs while the child runs, so a full pipe never blocks it.
        let output = stdout.fileHandleForReading, messages = stderr.fileHandleForReading
        Thread.detachNewThread { [self] in
            while true {
                let chunk = output.availableData
                lock.lock()
                if chunk.isEmpty {
                    closed = true
                } else {
                    buffer.append(chunk)
                    while let end = buffer.firstIndex(of: 0x0A) {
                        lines.append(Data(buffer[buffer.startIndex..<end]))
                        buffer.removeSubrange(buffer.startIndex...end)
                    }
                }
                lock.unlock()
                wake.signal()
                if chunk.isEmpty { return }
            }
        }
        Thread.detachNewThread { [self] in
            while true {
                let chunk = messages.availableData
                if chunk.isEmpty { return }
                lock.lock()
                // The last 64 KiB is enough for the runtime's fatal line and backtrace.
                errors.append(chunk)
                if errors.count > 1 << 16 { errors.removeFirst(errors.count - (1 << 16)) }
                lock.unlock()
            }
        }
    }

    /// Sends one command and waits for its answer.
    func request(_ command: [String: Any], timeout: Double) -> Result<[String: Any], Failure> {
        guard let data = try? JSONSerialization.data(withJSONObject: command) else {
            return .failure(.crashed("the command could not be encoded"))
        }
        do {
            try input.write(contentsOf: data + Data([0x0A]))
        } catch {
            return .failure(died())
        }
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            lock.lock()
            let line = lines.isEmpty ? nil : lines.removeFirst()
            let ended = closed
            lock.unlock()
            if let line {
                guard let answer = (try? JSONSerialization.jsonObject(with: line)) as? [String: Any] else {
                    // Something the preview printed itself: skipped.
                    continue
                }
                return .success(answer)
            }
            if ended { return .failure(died()) }
            if Date() > deadline {
                stop()
                return .failure(.timedOut(seconds: timeout))
            }
            if PreviewProcess.residentBytes(of: process.processIdentifier) > memoryLimit {
                stop()
                return .failure(.outOfMemory(mebibytes: memoryLimit >> 20))
            }
            _ = wake.wait(timeout: .now() + .milliseconds(20))
        }
    }

    /// Ends the process (the server restarts a preview, recompiles, or stops).
    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? input.close()
        exited.wait()
    }

    /// Why the process stopped answering: the runtime's fatal line and the place in the user's file.
    private func died() -> Failure {
        exited.wait()
        lock.lock()
        let text = String(decoding: errors, as: UTF8.self)
        lock.unlock()
        let ending: PreviewProcess.Outcome.Ending =
            process.terminationReason == .uncaughtSignal
            ? .crashed(signal: process.terminationStatus) : .exited(process.terminationStatus)
        let outcome = PreviewProcess.Outcome(ending: ending, output: "", errors: text)
        let site = outcome.site(in: file).map { " at \($0)" } ?? ""
        switch ending {
        case .crashed(let signal): return .crashed("\(outcome.fatalLine ?? "signal \(signal)")\(site)")
        default:
            let last = text.split(separator: "\n").last.map(String.init) ?? ""
            return .crashed("it exited with status \(process.terminationStatus)\(site)\(last.isEmpty ? "" : ": \(last)")")
        }
    }
}
