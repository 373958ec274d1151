import EaselLayout
import Foundation

/// A graph's motion: its clock, the transaction the views being made belong to, and the bodies whose animated
/// values are still moving.
///
/// Nothing here reads the wall clock. Time moves only when the host is told (`ViewHost.advance(by:)`), and a
/// frame at a given time shows the same presentation every time.
final class GraphAnimation {
    /// Seconds since the host was made, on the host's own clock.
    private(set) var time: TimeInterval = 0
    /// The transaction of the change being made now: set for each body an update evaluates, changed for the views
    /// below `.animation(_:value:)` and `.transaction(_:)` while they are made.
    var transaction = Transaction()
    /// The bodies that made a value still animating, re-evaluated at every tick of the clock.
    private var animating: [ObjectIdentifier: BodyNode] = [:]
    /// How many times a value still moving was made: a site compares it before and after making a view to
    /// learn whether anything in it still moves.
    private(set) var movingValues = 0

    func noteMoving() { movingValues &+= 1 }

    /// Transactions applied by this update, whose completions run once their animations end.
    private var appliedCompletions: [AnimationCompletions] = []

    var isAnimating: Bool { !animating.isEmpty }

    func noteAnimating(_ node: BodyNode) {
        animating[ObjectIdentifier(node)] = node
    }

    func noteStill(_ node: BodyNode) {
        animating[ObjectIdentifier(node)] = nil
    }

    /// Runs `body` with `transaction` as the current one.
    func with<T>(_ transaction: Transaction, _ body: () -> T) -> T {
        let saved = self.transaction
        self.transaction = transaction
        defer { self.transaction = saved }
        return body()
    }

    /// Moves the clock to `time` and marks every body with a moving value for evaluation at the new time.
    func advance(to time: TimeInterval) {
        guard time > self.time else { return }
        self.time = time
        for node in animating.values {
            guard !node.isRemoved else {
                animating[ObjectIdentifier(node)] = nil
                continue
            }
            node.invalidate()
        }
    }

    /// A transaction reached an update: from now on, its completions wait only for the animations it started.
    func applied(_ completions: AnimationCompletions?) {
        guard let completions, !completions.applied else { return }
        completions.applied = true
        appliedCompletions.append(completions)
    }

    /// After an update: the completions of transactions that started nothing (or whose animations all ended) run.
    func settleCompletions(in graph: ViewGraph) {
        guard !appliedCompletions.isEmpty else { return }
        let applied = appliedCompletions
        appliedCompletions = []
        for completions in applied { completions.fireIfDone(in: graph) }
    }

    func reset() {
        animating = [:]
        appliedCompletions = []
    }
}
