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

    /// The date every host's clock starts at: 1 January 2026, 9:41 UTC, so that a timeline or a date drawn at a
    /// given time is the same every run (docs/Decisions.md), unless the process chose another before making its
    /// first host (`ViewHost.startClocks(at:)`: previews start at the wall clock, as Xcode's do).
    // Safety: written once, before any host is made (the preview runner's first step), and only read after.
    nonisolated(unsafe) static var startDate = Date(timeIntervalSince1970: 1_767_260_460)

    /// The host's date now.
    var date: Date { Self.startDate.addingTimeInterval(time) }
    /// The transaction of the change being made now: set for each body an update evaluates, changed for the views
    /// below `.animation(_:value:)` and `.transaction(_:)` while they are made.
    var transaction = Transaction()
    /// The clock as tasks and timers see it: their sleeps and firings, woken as this clock moves.
    let clock = HostClock()
    /// The views with a matched geometry effect, by namespace and id.
    let matchedGeometry = MatchedGeometryRegistry()
    /// The bodies that made a value still animating, re-evaluated at every tick of the clock.
    private var animating: [ObjectIdentifier: BodyNode] = [:]
    /// How many times a value still moving was made: a site compares it before and after making a view to
    /// learn whether anything in it still moves.
    private(set) var movingValues = 0

    func noteMoving() { movingValues &+= 1 }

    /// Transactions applied by this update, whose completions run once their animations end.
    private var appliedCompletions: [AnimationCompletions] = []

    /// The implicit animation of views' frames.
    let geometry = GeometryAnimator()

    var isAnimating: Bool { !animating.isEmpty || geometry.isMoving }

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

    /// Moves the clock to `time` and marks for evaluation every body with a moving value and every body that
    /// asked to be woken by then.
    func advance(to time: TimeInterval) {
        guard time >= self.time else { return }
        let moved = time > self.time
        self.time = time
        if moved {
            for node in animating.values {
                guard !node.isRemoved else {
                    animating[ObjectIdentifier(node)] = nil
                    continue
                }
                node.invalidate()
            }
        }
        while let first = wakeups.first, first.time <= time {
            wakeups.removeFirst()
            if let node = first.node, !node.isRemoved { node.invalidate() }
        }
        // Views moving to a new frame that arrive by now finish, and the transactions waiting for them are told
        // (their completions run in the update that follows).
        if moved { _ = geometry.isMoving }
        // Timers send and sleeping tasks wake (their jobs run in the update that follows).
        HostClock.$current.withValue(clock) { clock.advance(to: time) }
    }

    /// Times at which a body must be evaluated again (a phase animator's next phase, a timeline's next entry),
    /// earliest first.
    private var wakeups: [(time: TimeInterval, node: BodyNode?)] = []

    /// Asks for `node` to be evaluated again when the clock reaches `time`.
    func schedule(_ node: BodyNode, at time: TimeInterval) {
        guard time.isFinite else { return }
        if wakeups.contains(where: { $0.time == time && $0.node === node }) { return }
        let index = wakeups.firstIndex { $0.time > time } ?? wakeups.count
        wakeups.insert((time, node), at: index)
    }

    /// The earliest wakeup (of a body, a timer or a sleeping task) after the current time and no later than `end`.
    func nextWakeup(upTo end: TimeInterval) -> TimeInterval? {
        wakeups.removeAll { $0.node == nil || $0.node?.isRemoved == true }
        let earliest = [wakeups.first?.time, clock.nextTime].compactMap { $0 }.min()
        guard let earliest, earliest <= end else { return nil }
        return max(earliest, time)
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
        wakeups = []
        clock.reset()
        appliedCompletions = []
        geometry.reset()
    }
}
