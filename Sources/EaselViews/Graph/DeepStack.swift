import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work that recurses once per level of the view tree on a thread with a large stack, so deeply
/// nested views (10,000 levels and more) lay out instead of overflowing the caller's stack.
///
/// The threads are kept and reused: a host is made on one (the tree's depth is unknown until it is made), so a
/// server making a host per request would otherwise create a thread, fault in its stack and unmap it again for
/// every request (the unmapping flushes every core's TLB). A kept thread gives back what a deep tree pushed
/// onto its stack past the first two megabytes once its work is done, so an idle thread holds little memory.
enum DeepStack {
    /// Virtual size only: pages are touched as the recursion reaches them.
    fileprivate static let stackSize = 1 << 30

    /// What a kept thread's stack keeps in memory between runs, from its top: the rest is given back.
    fileprivate static let keptStack = 2 << 20

    /// Trees shallower than this are laid out on the caller's thread: a few hundred levels fit in any
    /// thread's stack, and handing work to another thread costs more than a small layout.
    static let shallowTreeHeight = 200

    /// Runs `body` on the caller's thread when `height` is known to be small, else on a large stack.
    static func run<T>(height: Int?, _ body: () -> T) -> T {
        if let height, height < shallowTreeHeight { return body() }
        return run(body)
    }

    /// Runs `body` on a thread with a large stack and waits for it. If the system refuses a new thread, `body`
    /// runs on the caller's thread instead.
    static func run<T>(_ body: () -> T) -> T {
        var result: T?
        withoutActuallyEscaping({ result = body() }) { body in
            let job = Job(body)
            guard let worker = Worker.idle() ?? Worker.start() else {
                job.run()
                return
            }
            worker.perform(job)
            worker.done()
        }
        return result!
    }

    // Safety: the caller is blocked in `perform` while the worker runs `body` (which writes the caller's result),
    // and reads the result only after it returns (or runs it itself when no thread started): never two threads at
    // once. Not generic: the runtime would make a generic class's type anew for each result type, by name, in
    // the process's first host.
    fileprivate final class Job: @unchecked Sendable {
        /// Dropped as soon as it has run, so the closure never outlives this call.
        private var body: (() -> Void)?

        init(_ body: @escaping () -> Void) {
            self.body = body
        }

        func run() {
            body?()
            body = nil
        }
    }
}

/// A thread with a large stack that runs one job at a time for whoever holds it, and waits between jobs. Its
/// stack is mapped here, so that its pages can be given back between jobs and the mapping removed when it ends.
// Safety: `job` is written by the one caller holding the worker before it signals `start`, and read by the worker
// thread after it waits on `start`; the caller waits on `finished` before touching it again. The semaphores order
// every access. `thread` and `stack` are written once, before the worker is shared.
private final class Worker: @unchecked Sendable {
    /// Idle workers, at most `keptIdle` of them.
    private static let pool = Mutex<[Worker]>([])
    /// Asked of the system directly: Foundation's `activeProcessorCount` reads the control group's quota files
    /// first, which cost the process's first host about half a millisecond.
    private static let keptIdle = max(2, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    /// An inaccessible page range below each stack, so an overflow faults instead of writing past it.
    private static let guardSize = 64 << 10

    private let start = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private var job: DeepStack.Job?
    private var thread = pthread_t()
    /// The whole mapping: the guard, then the stack.
    private var mapping: UnsafeMutableRawPointer?

    static func idle() -> Worker? {
        pool.withLock { $0.popLast() }
    }

    /// A new worker on a new thread, or nil when the system refuses the stack or the thread.
    static func start() -> Worker? {
        let length = guardSize + DeepStack.stackSize
        // Reserved, not committed: pages are backed as the recursion first touches them.
        let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK
        guard let mapping = mmap(nil, length, PROT_READ | PROT_WRITE, flags, -1, 0), mapping != MAP_FAILED else {
            return nil
        }
        _ = mprotect(mapping, guardSize, PROT_NONE)
        let worker = Worker()
        worker.mapping = mapping
        // Safety: this +1 passes to the new thread, which takes it back once (takeRetainedValue); when no thread
        // starts, the release below balances it instead.
        let context = Unmanaged.passRetained(worker).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstack(&attributes, mapping + guardSize, DeepStack.stackSize)
        let started = pthread_create(&worker.thread, &attributes, { context in
            // Safety: `context` is the +1 worker retained above, consumed exactly once, here.
            let worker = Unmanaged<Worker>.fromOpaque(context!).takeRetainedValue()
            worker.loop()
            return nil
        }, context)
        guard started == 0 else {
            // Safety: no thread started, so nothing else consumes the +1 retained above.
            Unmanaged<Worker>.fromOpaque(context).release()
            munmap(mapping, length)
            return nil
        }
        return worker
    }

    /// Runs `job` on the worker's thread and waits for it.
    func perform(_ job: DeepStack.Job) {
        self.job = job
        start.signal()
        finished.wait()
    }

    /// The caller is done with the worker: it waits for the next job, or, when enough others wait, its thread
    /// ends and its stack is unmapped.
    func done() {
        let kept = Self.pool.withLock { pool in
            guard pool.count < Self.keptIdle else { return false }
            pool.append(self)
            return true
        }
        guard !kept else { return }
        job = nil
        start.signal()
        pthread_join(thread, nil)
        if let mapping { munmap(mapping, Self.guardSize + DeepStack.stackSize) }
    }

    private func loop() {
        while true {
            start.wait()
            guard let job else { return }
            self.job = nil
            job.run()
            releaseStack()
            finished.signal()
        }
    }

    /// Gives back the pages of the stack below its top `keptStack` bytes: only a deep tree's recursion touched
    /// them, and the next job may never reach them. (Pages never touched cost nothing to give back.)
    private func releaseStack() {
        guard let mapping else { return }
        _ = madvise(mapping + Self.guardSize, DeepStack.stackSize - DeepStack.keptStack, MADV_DONTNEED)
    }
}
