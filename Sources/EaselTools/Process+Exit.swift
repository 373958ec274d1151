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
}
