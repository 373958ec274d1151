import Dispatch
import Foundation

/// Where the tasks a host's views start (`.task`) run: a queue of jobs the host runs on its own thread, at the
/// start of each update and after the actions that start tasks, until none is left. A task therefore runs up to
/// its next suspension before the host answers its next question, and a task woken by the host's clock runs
/// while the clock moves: the same taps and times give the same state, whatever the machine's load.
///
/// Code a task awaits on another executor (an actor, an I/O callback) runs there; when it comes back, its job
/// waits here, and `onEnqueue` tells a live display to update.
// Safety: `jobs`, `detached` and `running` are read and written only under `lock`, a `let`.
final class HostExecutor: TaskExecutor, @unchecked Sendable {
    private let lock = NSLock()
    private var jobs: [UnownedJob] = []
    private var detached = false
    private var running = false
    /// Called when a job arrives at an empty queue (on the thread that enqueued it).
    let onEnqueue: @Sendable () -> Void

    init(onEnqueue: @escaping @Sendable () -> Void) {
        self.onEnqueue = onEnqueue
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let (runElsewhere, first) = lock.withLock { () -> (Bool, Bool) in
            if detached { return (true, false) }
            jobs.append(job)
            return (false, jobs.count == 1)
        }
        if runElsewhere {
            DispatchQueue.global().async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
        } else if first {
            onEnqueue()
        }
    }

    var hasJobs: Bool { lock.withLock { !jobs.isEmpty } }

    /// Runs the waiting jobs on the calling thread, and those they enqueue, until none is left or `limit` ran.
    /// Returns how many ran; a call made while jobs are running (from inside one) runs none.
    @discardableResult
    func runJobs(limit: Int = 100_000) -> Int {
        guard lock.withLock({ () -> Bool in
            if running { return false }
            running = true
            return true
        }) else { return 0 }
        defer { lock.withLock { running = false } }
        var ran = 0
        while ran < limit, let job = lock.withLock({ jobs.isEmpty ? nil : jobs.removeFirst() }) {
            job.runSynchronously(on: asUnownedTaskExecutor())
            ran += 1
        }
        return ran
    }

    /// The host is going: jobs waiting now, and any that come later (tasks ending after cancellation), run on
    /// Swift's global executor instead.
    func detach() {
        let waiting = lock.withLock {
            detached = true
            defer { jobs = [] }
            return jobs
        }
        for job in waiting {
            DispatchQueue.global().async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
        }
    }
}
