import Foundation

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

    static func run<T>(_ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            let box = ResultBox<T>(body)
            let thread = Thread { box.run() }
            thread.stackSize = stackSize
            thread.start()
            box.wait()
            return box.result!
        }
    }

    private final class ResultBox<T>: @unchecked Sendable {
        /// Dropped as soon as it has run: the thread object may outlive this call, the closure must not.
        private var body: (() -> T)?
        private let done = DispatchSemaphore(value: 0)
        var result: T?

        init(_ body: @escaping () -> T) {
            self.body = body
        }

        func run() {
            result = body?()
            body = nil
            done.signal()
        }

        func wait() { done.wait() }
    }
}
