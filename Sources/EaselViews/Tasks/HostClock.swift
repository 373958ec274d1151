import Foundation

/// The host's clock as tasks and timers see it: `Task.sleep` in a view's task and `Timer.publish` in a view
/// wait on it, so they move only when the host's clock moves (`ViewHost.advance(by:)`), and a frame at a given
/// time shows the same state every run.
///
/// Tasks and publishers run on other threads too, so everything here is guarded by `lock`; what an entry does
/// when it fires (resume a task, send a date) runs on the thread that moves the clock, the host's.
// Safety: `now`, `entries` and `nextID` are read and written only under `lock`, a `let`; `registry` is set once,
// when the host makes its registry, before any task can read it.
final class HostClock: @unchecked Sendable {
    /// The clock of the host whose call is running (an update, a tap) or whose task this is.
    @TaskLocal static var current: HostClock?
    /// The number the host's task registry gave the running `.task`, so the host knows which tasks wait on it.
    @TaskLocal static var taskID: Int?

    /// The host's tasks: a `Task` started while the host runs the app's code joins them.
    weak var registry: TaskRegistry?

    private let lock = NSLock()
    private var now: TimeInterval = 0
    private var entries: [Entry] = []
    private var nextID = 0

    private struct Entry {
        let id: Int
        var time: TimeInterval
        /// For a repeating entry (a timer): the interval, and the time of its first firing, from which later
        /// ones are counted so they do not drift.
        let interval: TimeInterval?
        let start: TimeInterval
        var firings = 0
        let taskID: Int?
        let fire: @Sendable (Date) -> Void
        /// What to do when the host is torn down with the entry still waiting.
        let abandon: (@Sendable () -> Void)?
    }

    /// Seconds on the host's clock.
    var time: TimeInterval { lock.withLock { now } }

    /// The host's date at a time of its clock.
    static func date(at time: TimeInterval) -> Date { GraphAnimation.startDate.addingTimeInterval(time) }

    /// Calls `fire` with the host's date when the clock reaches `delay` seconds from now, and then every
    /// `interval` seconds if one is given. Returns the entry's number, to unschedule it.
    @discardableResult
    func schedule(
        after delay: TimeInterval, repeating interval: TimeInterval? = nil, taskID: Int? = nil,
        abandon: (@Sendable () -> Void)? = nil, fire: @escaping @Sendable (Date) -> Void
    ) -> Int {
        lock.withLock {
            nextID += 1
            let time = now + max(delay, 0)
            let repeating = interval.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
            insert(Entry(id: nextID, time: time, interval: repeating, start: time, taskID: taskID, fire: fire, abandon: abandon))
            return nextID
        }
    }

    private func insert(_ entry: Entry) {
        let index = entries.firstIndex { $0.time > entry.time } ?? entries.count
        entries.insert(entry, at: index)
    }

    func unschedule(_ id: Int) {
        lock.withLock { entries.removeAll { $0.id == id } }
    }

    /// The time of the earliest entry (entries waiting for ever do not count).
    var nextTime: TimeInterval? {
        lock.withLock { entries.first { $0.time.isFinite }.map { max($0.time, now) } }
    }

    /// The tasks of the host's registry waiting on the clock.
    var waitingTasks: Set<Int> {
        lock.withLock { Set(entries.compactMap(\.taskID)) }
    }

    /// Moves the clock to `time`, firing every entry due by then in order of time (a repeating one as many
    /// times as it falls due), each with the host's date at its own time.
    func advance(to time: TimeInterval) {
        while true {
            let due = lock.withLock { () -> Entry? in
                guard let first = entries.first, first.time <= time else { return nil }
                entries.removeFirst()
                now = max(now, first.time)
                if let interval = first.interval {
                    var next = first
                    next.firings += 1
                    next.time = first.start + Double(next.firings) * interval
                    insert(next)
                }
                return first
            }
            guard let due else { break }
            due.fire(Self.date(at: due.time))
        }
        lock.withLock { now = max(now, time) }
    }

    /// The host is going: nothing fires again, and tasks still sleeping are woken as cancelled.
    func reset() {
        let waiting = lock.withLock {
            defer { entries = [] }
            return entries
        }
        for entry in waiting { entry.abandon?() }
    }

    /// Suspends the calling task until the clock has moved `seconds` on. Throws `CancellationError` if the
    /// task is cancelled first (at once when it already is), as `Task.sleep` does.
    func sleep(seconds: Double) async throws {
        try Task.checkCancellation()
        guard seconds > 0 else {
            await Task.yield()
            try Task.checkCancellation()
            return
        }
        let sleeper = Sleeper()
        let taskID = HostClock.taskID
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                guard sleeper.begin(continuation) else { return }
                let id = schedule(
                    after: seconds, taskID: taskID, abandon: { sleeper.end(throwing: CancellationError()) },
                    fire: { _ in sleeper.end(throwing: nil) })
                sleeper.scheduled(id)
            }
        } onCancel: {
            if let id = sleeper.end(throwing: CancellationError()) { self.unschedule(id) }
        }
    }
}

/// One task asleep on the host's clock: its continuation, resumed exactly once, by the clock or by
/// cancellation, whichever comes first.
// Safety: `state` is read and written only under `lock`, a `let`.
private final class Sleeper: @unchecked Sendable {
    private enum State {
        case starting
        case waiting(CheckedContinuation<Void, any Error>, id: Int?)
        case cancelled
        case ended
    }

    private let lock = NSLock()
    private var state = State.starting

    /// Takes the continuation; false (and the continuation resumed) when the task was cancelled already.
    func begin(_ continuation: CheckedContinuation<Void, any Error>) -> Bool {
        let cancelled = lock.withLock { () -> Bool in
            if case .cancelled = state { return true }
            state = .waiting(continuation, id: nil)
            return false
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
        return !cancelled
    }

    func scheduled(_ id: Int) {
        lock.withLock {
            if case .waiting(let continuation, nil) = state { state = .waiting(continuation, id: id) }
        }
    }

    /// Resumes the task (throwing `error` if one is given), unless it was resumed already; returns the clock
    /// entry that was waiting for it.
    @discardableResult
    func end(throwing error: (any Error)?) -> Int? {
        let taken = lock.withLock { () -> (CheckedContinuation<Void, any Error>, Int?)? in
            switch state {
            case .starting:
                state = .cancelled
                return nil
            case .waiting(let continuation, let id):
                state = .ended
                return (continuation, id)
            case .cancelled, .ended:
                return nil
            }
        }
        guard let (continuation, id) = taken else { return nil }
        if let error { continuation.resume(throwing: error) } else { continuation.resume() }
        return id
    }
}
