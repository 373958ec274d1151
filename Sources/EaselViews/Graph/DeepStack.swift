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
/// Work whose depth is known (laying out, drawing a made tree) moves only when the tree is deep. Making a tree,
/// whose depth is unknown until it is made, starts on the caller's thread and moves the rest of a subtree only
/// when the caller's stack runs low (`withRoom`): handing every host's making to another thread and waiting for
/// it cost a server two thread switches a request, and with several threads rendering, each waited for others.
///
/// The threads are kept and reused: a server laying out a list per request (a list's rows are made while it is
/// placed, so its depth is not known) would otherwise create a thread, fault in its stack and unmap it again for
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

    /// The stack one stretch of view making may take between two calls of `withRoom`: a custom view's body or
    /// an `AnyView` with what lies between it and the next (modifiers, a stack, a `ForEach`). Far more than any
    /// stretch takes, even unoptimized.
    static let makingMargin = 1 << 20

    /// Runs `body` on the caller's thread while its stack has `makingMargin` bytes left below this point, else on
    /// a large stack, carrying the task-local values that making reads. View making calls it at each custom
    /// view's body and each `AnyView`, the places it recurses through for every level of a tree deeper than its
    /// types (a recursive view, or views built in a loop), so a tree of any depth is made on the caller's thread
    /// until its stack runs low, and a tree of ordinary depth never waits for another thread.
    ///
    /// `levels` asks for room for that many more levels of nodes besides (`levelSize` each): laying out or
    /// measuring content made while placing, whose depth the host could not count when it chose where to lay out.
    @inline(__always)
    static func withRoom<T>(levels: Int = 0, _ body: () -> T) -> T {
        if StackRoom.remaining() > makingMargin + levels * levelSize { return body() }
        return continueOnLargeStack(body)
    }

    /// The stack a level of nodes may take while it is measured and placed, counted generously: `run(height:)`
    /// takes `shallowTreeHeight` levels to fit a thread's stack of 512 KiB (about 2.5 KiB a level), and this counts
    /// three times that, as unoptimized builds take more than optimized ones.
    static let levelSize = 8 << 10

    @inline(never)
    private static func continueOnLargeStack<T>(_ body: () -> T) -> T {
        let clock = HostClock.current, taskID = HostClock.taskID, transaction = AmbientTransaction.current
        return run {
            HostClock.$current.withValue(clock) {
                HostClock.$taskID.withValue(taskID) {
                    AmbientTransaction.$current.withValue(transaction, operation: body)
                }
            }
        }
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

/// How much stack the running thread has left: the distance from a local variable's address down to the lowest
/// address of the thread's stack. The stack's bounds are asked of the system once per thread and kept in two
/// thread-specific slots.
enum StackRoom {
    #if canImport(Glibc)
    /// Made once per process; each thread's slots hold its stack's lowest usable address and its highest (or
    /// nothing yet).
    private static let slots: (low: pthread_key_t, high: pthread_key_t)? = {
        var low = pthread_key_t(), high = pthread_key_t()
        guard pthread_key_create(&low, nil) == 0, pthread_key_create(&high, nil) == 0 else { return nil }
        return (low, high)
    }()

    /// Bytes of stack left below the caller's frame. 0 when the system does not say where the stack is, or when
    /// the local variable is not on it (a sanitizer can keep locals elsewhere), so that callers move their work
    /// to a stack they know.
    @inline(__always)
    static func remaining() -> Int {
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        guard let (low, high) = bounds(around: here), here > low, here < high else { return 0 }
        return Int(here - low)
    }

    private static func bounds(around here: UInt) -> (UInt, UInt)? {
        guard let slots else { return nil }
        if let low = pthread_getspecific(slots.low), let high = pthread_getspecific(slots.high) {
            return (UInt(bitPattern: low), UInt(bitPattern: high))
        }
        guard let (low, high) = askedBounds(around: here) else { return nil }
        pthread_setspecific(slots.low, UnsafeRawPointer(bitPattern: low))
        pthread_setspecific(slots.high, UnsafeRawPointer(bitPattern: high))
        return (low, high)
    }

    /// glibc's `pthread_getattr_np`, looked up by name: Swift's Glibc module leaves out GNU extensions.
    private static let getAttributes: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else { return nil }
        return unsafeBitCast(
            symbol, to: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32).self)
    }()

    /// The lowest address of the thread's stack above its guard pages and its highest, or nil when the system
    /// cannot say.
    private static func askedBounds(around here: UInt) -> (UInt, UInt)? {
        if let main = mainThreadBounds(), here > main.low, here <= main.high { return main }
        var attributes = pthread_attr_t()
        guard let getAttributes, getAttributes(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var address: UnsafeMutableRawPointer?
        var size = 0
        var guardSize = 0
        guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address, size > 0 else { return nil }
        _ = pthread_attr_getguardsize(&attributes, &guardSize)
        // The guard is counted out again, in case the system reported it inside the stack: a page or two of
        // room given up is nothing against the margin callers keep.
        let low = UInt(bitPattern: address)
        return (low + UInt(guardSize), low + UInt(size))
    }

    /// The main thread's bounds, from where its stack began and the limit on its size. (glibc's
    /// `pthread_getattr_np` reads the process's whole memory map for the main thread.) The stack grows down from
    /// its start to at most the limit, and the program's arguments and environment, above the start, take up to a
    /// quarter of the limit, so three quarters of it below the start is always the stack's. An unlimited stack
    /// is counted as 8 MiB, the usual limit. A thread whose frames lie between the two runs on the main thread's
    /// stack.
    private static func mainThreadBounds() -> (low: UInt, high: UInt)? {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__libc_stack_end") else { return nil }
        let start = UInt(bitPattern: symbol.load(as: UnsafeRawPointer?.self))
        var limit = rlimit()
        guard start > 0, getrlimit(Int32(RLIMIT_STACK.rawValue), &limit) == 0 else { return nil }
        let size = limit.rlim_cur == rlim_t.max ? 8 << 20 : UInt(limit.rlim_cur)
        let usable = size / 4 * 3
        return start > usable ? (start - usable, start) : nil
    }
    #else
    /// Unknown elsewhere: work that needs room always moves to a large stack.
    static func remaining() -> Int { 0 }
    #endif
}
