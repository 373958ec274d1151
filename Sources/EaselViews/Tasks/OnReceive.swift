import Foundation
import OpenCombine

extension View {
    /// Adds an action to perform when this view detects data emitted by the given publisher.
    ///
    /// The view subscribes when it appears (after the update that makes it, as an `onAppear` action runs) and
    /// cancels when it leaves the tree. A publisher that is not the same as before when the view is made again
    /// (another object, or different values) is subscribed to afresh, as in SwiftUI: a timer made in `body` starts
    /// again at every evaluation, so keep it in a property. The action runs on the thread the publisher sends on;
    /// a timer from `Timer.publish` sends on the host's clock, during `ViewHost.advance(by:)`.
    public func onReceive<P: Publisher>(
        _ publisher: P, perform action: @escaping (P.Output) -> Void
    ) -> some View where P.Failure == Never {
        modifier(ReceiveModifier(publisher: publisher, action: action))
    }
}

struct ReceiveModifier<P: Publisher>: LifecycleModifier where P.Failure == Never {
    typealias Body = Never
    static var entryName: String { "onReceive" }
    let publisher: P
    let action: (P.Output) -> Void

    /// The subscription, and the latest action (a view made again brings a new closure over its new values).
    // Safety: `action` and `cancellable` are read and written only under `lock`, a `let`; values may arrive on
    // any thread.
    final class Subscription: EndsWithNode, @unchecked Sendable {
        private let lock = NSLock()
        private var action: ((P.Output) -> Void)?
        private var cancellable: AnyCancellable?
        private var removed = false

        func subscribe(to publisher: P, action: @escaping (P.Output) -> Void) {
            let old = lock.withLock {
                self.action = action
                defer { cancellable = nil }
                return cancellable
            }
            old?.cancel()
            guard !lock.withLock({ removed }) else { return }
            let made = publisher.sink { [weak self] value in self?.receive(value) }
            let keep = lock.withLock {
                if !removed { cancellable = made }
                return !removed
            }
            if !keep { made.cancel() }
        }

        func use(_ action: @escaping (P.Output) -> Void) {
            lock.withLock { self.action = action }
        }

        private func receive(_ value: P.Output) {
            lock.withLock { action }?(value)
        }

        override func nodeRemoved() {
            let old = lock.withLock {
                action = nil
                removed = true
                defer { cancellable = nil }
                return cancellable
            }
            old?.cancel()
        }
    }

    func appeared(entry: BodyNode, graph: ViewGraph) {
        let subscription = entry.storage(0) { Subscription() }
        let publisher = publisher, action = action
        graph.enqueue { subscription.subscribe(to: publisher, action: action) }
    }

    func updated(from previous: Self, entry: BodyNode, graph: ViewGraph) {
        let subscription = entry.storage(0) { Subscription() }
        if ValueComparison.equal(previous.publisher, publisher) {
            subscription.use(action)
        } else {
            let publisher = publisher, action = action
            graph.enqueue { subscription.subscribe(to: publisher, action: action) }
        }
    }
}
