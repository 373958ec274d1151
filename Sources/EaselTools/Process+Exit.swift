import Foundation

extension Process {
    /// Starts the process and hands back a semaphore signalled when it has exited, so that a caller can wait for
    /// the end promptly. Foundation's `waitUntilExit()` on Linux runs the thread's run loop in 50 ms steps and
    /// returned about 60 ms after each short child had ended: seven such children (`pkg-config`, `swiftc`) made
    /// `easel render` 0.4 s slower after every edit. The exit status is set before the semaphore is signalled.
    package func runUntilExitSignal() throws -> DispatchSemaphore {
        let exited = DispatchSemaphore(value: 0)
        terminationHandler = { _ in exited.signal() }
        try run()
        return exited
    }

    /// Starts the process and hands back what waits for its end, as often as asked (see `runUntilExitSignal`).
    package func runWithExitWaiter() throws -> ExitWaiter {
        ExitWaiter(try runUntilExitSignal())
    }
}

/// Waits for a process started with `runWithExitWaiter()` to end: returns as soon as it has, every time it is asked.
package final class ExitWaiter: @unchecked Sendable {
    private let exited: DispatchSemaphore

    init(_ exited: DispatchSemaphore) { self.exited = exited }

    /// Waits until the process has ended.
    package func wait() {
        exited.wait()
        // Passed on, so that the next wait returns at once too.
        exited.signal()
    }

    /// Waits until the process has ended or the time is up; true when it has ended.
    package func wait(until deadline: DispatchTime) -> Bool {
        guard exited.wait(timeout: deadline) == .success else { return false }
        exited.signal()
        return true
    }
}
