import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work that recurses once per level of the view tree on a thread with a large stack, so deeply
/// nested views (10,000 levels and more) lay out instead of overflowing the caller's stack.
enum DeepStack {
    /// Virtual size only: pages are touched as the recursion reaches them.
    private static let stackSize = 1 << 30

    /// Trees shallower than this are laid out on the caller's thread: a few hundred levels fit in any
    /// thread's stack, and a new thread (with fresh stack pages to fault in) costs more than a small layout.
    static let shallowTreeHeight = 200

    /// Runs `body` on the caller's thread when `height` is known to be small, else on a large stack.
    static func run<T>(height: Int?, _ body: () -> T) -> T {
        if let height, height < shallowTreeHeight { return body() }
        return run(body)
    }

    /// Runs `body` on a new thread with a large stack and waits for it. If the system refuses the thread,
    /// `body` runs on the caller's thread instead.
    static func run<T>(_ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            let box = ResultBox<T>(body)
            // Safety: this +1 passes to the new thread, which takes it back once (takeRetainedValue); when no thread
            // starts, the release below balances it instead.
            let context = Unmanaged.passRetained(box).toOpaque()
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, stackSize)
            #if canImport(Darwin)
            var thread: pthread_t?
            #else
            var thread = pthread_t()
            #endif
            let started = pthread_create(&thread, &attributes, { context in
                // Safety: `context` is the +1 `box` retained above, consumed exactly once, here.
                let box = Unmanaged<AnyObject>.fromOpaque(context!).takeRetainedValue() as! Runnable
                box.run()
                return nil
            }, context)
            guard started == 0 else {
                // Safety: no thread started, so nothing else consumes the +1 retained above.
                Unmanaged<ResultBox<T>>.fromOpaque(context).release()
                box.run()
                return box.result!
            }
            #if canImport(Darwin)
            pthread_join(thread!, nil)
            #else
            pthread_join(thread, nil)
            #endif
            return box.result!
        }
    }

    private protocol Runnable: AnyObject {
        func run()
    }

    // Safety: the caller is blocked in pthread_join while the new thread runs `body` and writes `result`, and reads
    // `result` only after the join (or runs it itself when no thread started): never two threads at once.
    private final class ResultBox<T>: Runnable, @unchecked Sendable {
        /// Dropped as soon as it has run, so the closure never outlives this call.
        private var body: (() -> T)?
        var result: T?

        init(_ body: @escaping () -> T) {
            self.body = body
        }

        func run() {
            result = body?()
            body = nil
        }
    }
}
