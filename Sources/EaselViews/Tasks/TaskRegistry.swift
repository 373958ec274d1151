import Foundation

/// A task's action, carried to the task that runs it (see `task(priority:_:)` on why it need not be
/// `@Sendable`).
// Safety: UNVERIFIED — only the task calls the action, never the host; but what it captures (beyond @State, which
// StateBox locks) is shared unchecked with the host's thread, e.g. an @Observable model the body also reads.
private struct UncheckedAction: @unchecked Sendable {
    let body: () async -> Void

    init(_ body: @escaping () async -> Void) {
        self.body = body
    }
}

/// A task `.task` started, to cancel.
struct TaskHandle {
    let task: Task<Void, Never>

    func cancel() { task.cancel() }
}

/// The tasks a host's views started: they run on the host's executor, with the host's clock as the clock
/// their sleeps wait on, and the host can tell which are still running and which only wait for its clock.
// Safety: `running` and `next` are read and written only under `lock`, a `let`; `executor` and `clock` are
// Sendable.
final class TaskRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var running: Set<Int> = []
    private var next = 0
    let executor: HostExecutor
    let clock: HostClock

    init(clock: HostClock, onEnqueue: @escaping @Sendable () -> Void) {
        self.clock = clock
        executor = HostExecutor(onEnqueue: onEnqueue)
        clock.registry = self
    }

    func start(_ body: @escaping () async -> Void, priority: TaskPriority?) -> TaskHandle {
        let action = UncheckedAction(body)
        return TaskHandle(task: run(priority: priority) { await action.body() })
    }

    /// Starts a task on the host's executor, with the host's clock, counted among the running tasks until it ends.
    func run<Success>(name: String? = nil, priority: TaskPriority?, _ body: sending @escaping () async -> Success) -> Task<Success, Never> {
        let id = begin()
        let clock = clock
        return Task(name: name, executorPreference: executor, priority: priority) {
            defer { self.finish(id) }
            return await HostClock.$current.withValue(clock) {
                await HostClock.$taskID.withValue(id) { await body() }
            }
        }
    }

    /// Starts a throwing task on the host's executor (see `run(priority:_:)`).
    func run<Success>(
        name: String? = nil, priority: TaskPriority?, _ body: sending @escaping () async throws -> Success
    ) -> Task<Success, any Error> {
        let id = begin()
        let clock = clock
        return Task(name: name, executorPreference: executor, priority: priority) {
            defer { self.finish(id) }
            return try await HostClock.$current.withValue(clock) {
                try await HostClock.$taskID.withValue(id) { try await body() }
            }
        }
    }

    private func begin() -> Int {
        lock.withLock {
            next += 1
            running.insert(next)
            return next
        }
    }

    private func finish(_ id: Int) {
        _ = lock.withLock { running.remove(id) }
    }

    /// The tasks started and not finished.
    var runningTasks: Set<Int> { lock.withLock { running } }

    /// Whether every running task is asleep on the host's clock (nothing else can move them on), with no job
    /// waiting to run.
    var onlyWaitingForClock: Bool {
        let running = runningTasks
        return !running.isEmpty && !executor.hasJobs && running.isSubset(of: clock.waitingTasks)
    }
}
