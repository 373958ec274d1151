import Foundation

// `Task.sleep` as a view's code sees it. These declarations have the standard library's signatures, so code
// that imports SwiftUI calls them instead (a module's own declarations shadow those of the modules it imports).
// Inside a host (a view's `.task`, an action a tap runs, a task started from one), the time slept is the
// host's clock's: the task wakes when `ViewHost.advance(by:)` moves the clock past its deadline, and not before,
// so the same taps and times give the same state every run. Anywhere else, and for clocks other than the
// continuous and suspending ones, they sleep as the standard library does.

extension Task where Success == Never, Failure == Never {
    /// Suspends the current task for at least the given number of nanoseconds (on the host's clock, in a view).
    public static func sleep(nanoseconds duration: UInt64) async throws {
        if let clock = HostClock.current {
            try await clock.sleep(seconds: Double(duration) / 1e9)
        } else {
            try await ContinuousClock().sleep(for: .nanoseconds(Int64(clamping: duration)))
        }
    }

    /// Suspends the current task for at least the given number of nanoseconds; returns early, without an
    /// error, if the task is cancelled.
    @available(*, deprecated, renamed: "Task.sleep(nanoseconds:)")
    public static func sleep(_ duration: UInt64) async {
        try? await sleep(nanoseconds: duration)
    }

    /// Suspends the current task until the given deadline (on the host's clock, in a view).
    public static func sleep<C: Clock>(
        until deadline: C.Instant, tolerance: C.Instant.Duration? = nil, clock: C = .continuous
    ) async throws {
        if let host = HostClock.current, let seconds = hostSeconds(clock.now.duration(to: deadline), on: clock) {
            try await host.sleep(seconds: seconds)
        } else {
            try await clock.sleep(until: deadline, tolerance: tolerance)
        }
    }

    /// Suspends the current task for the given duration (on the host's clock, in a view).
    public static func sleep<C: Clock>(
        for duration: C.Instant.Duration, tolerance: C.Instant.Duration? = nil, clock: C = .continuous
    ) async throws {
        if let host = HostClock.current, let seconds = hostSeconds(duration, on: clock) {
            try await host.sleep(seconds: seconds)
        } else {
            try await clock.sleep(until: clock.now.advanced(by: duration), tolerance: tolerance)
        }
    }
}

/// A duration of the continuous or suspending clock in seconds; nil for other clocks (an app's own test
/// clock keeps its own time).
private func hostSeconds<C: Clock>(_ duration: C.Instant.Duration, on clock: C) -> Double? {
    guard clock is ContinuousClock || clock is SuspendingClock, let duration = duration as? Duration else { return nil }
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) * 1e-18
}

// `Task { … }` as a view's code sees it, shadowing the standard library's initializers in the same way. A task
// started while the host runs the app's code (an action a tap runs, an `onAppear`, a task of the host's) runs
// on the host's executor, as a view's `.task` does, so what it does after a sleep on the host's clock happens
// while the clock moves; `ViewHost.waitForTasks()` waits for it. Code isolated to an actor (a `@MainActor`
// model's method) still runs on that actor. Anywhere else these start tasks as the standard library does.

extension Task where Failure == Never {
    /// Runs the given nonthrowing operation asynchronously as part of a new top-level task on behalf of the
    /// current actor.
    @discardableResult
    public init(
        name: String? = nil, priority: TaskPriority? = nil,
        @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async -> Success
    ) {
        if let registry = HostClock.current?.registry {
            self = registry.run(name: name, priority: priority) { await operation() }
        } else {
            self = Task(name: name, executorPreference: nil, priority: priority) { await operation() }
        }
    }
}

extension Task where Failure == any Error {
    /// Runs the given throwing operation asynchronously as part of a new top-level task on behalf of the current
    /// actor.
    @discardableResult
    public init(
        name: String? = nil, priority: TaskPriority? = nil,
        @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async throws -> Success
    ) {
        if let registry = HostClock.current?.registry {
            self = registry.run(name: name, priority: priority) { try await operation() }
        } else {
            self = Task(name: name, executorPreference: nil, priority: priority) { try await operation() }
        }
    }
}
