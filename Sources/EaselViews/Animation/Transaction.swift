import Foundation

/// The context of the current state-processing update: the animation a change of state is made with, and what
/// travels with it.
///
/// A change of state made inside `withAnimation` or `withTransaction` carries that transaction to the update that
/// shows it: every animatable value the change moves (a frame's size, an offset, an opacity, a shape's data)
/// goes from what is on screen to its new value with the transaction's animation, on the host's clock
/// (`ViewHost.advance(by:)`). `.animation(_:value:)` and `.transaction(_:)` change it for the views below them.
public struct Transaction {
    /// The animation, if any, associated with the current state change.
    public var animation: Animation?
    /// A Boolean value that indicates whether views should disable animations.
    public var disablesAnimations = false
    /// A Boolean value that indicates whether the transaction originated from an action that produces a sequence of
    /// values (a drag).
    public var isContinuous = false
    /// Whether this transaction will track the velocity of any animatable properties that change.
    public var tracksVelocity = false
    /// Values stored under `TransactionKey`s.
    private var values: [ObjectIdentifier: Any] = [:]
    /// What waits for the animations this transaction starts to finish (`addAnimationCompletion`).
    var completions: AnimationCompletions?

    /// Creates a transaction.
    public init() {}

    /// Creates a transaction and assigns its animation property.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// Accesses the transaction value associated with a custom key.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Adds a completion to run when the animations created with this transaction are all complete.
    ///
    /// The completion runs exactly once. With `.logicallyComplete` it runs when the animations this
    /// transaction's changes created have ended, even when a later change took their values over (a spring
    /// interrupted by another keeps counting to its own end); with `.removed`, only once every animation that
    /// took over from them has ended too. Easel's animations end at one instant either way (a spring at its
    /// settling time). When the changes create no animations, the completion runs immediately after the body.
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
    ) {
        let group = completions ?? AnimationCompletions()
        if criteria == .removed {
            group.removedHandlers.append(completion)
        } else {
            group.handlers.append(completion)
        }
        completions = group
    }
}

/// A key for accessing values in a transaction.
public protocol TransactionKey {
    associatedtype Value
    /// The default value for the transaction key.
    static var defaultValue: Value { get }
}

/// The criteria that determines when an animation is considered finished.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private let removed: Bool

    /// The animation has logically completed, but may still be in its long tail.
    public static let logicallyComplete = AnimationCompletionCriteria(removed: false)
    /// The entire animation is finished and will now be removed.
    public static let removed = AnimationCompletionCriteria(removed: true)
}

/// The completions of one transaction, run once every animation it started has finished (or at once, at the end
/// of the update, when it started none).
// Safety: made, counted and run on the host's thread; a transaction handed to another thread carries it
// untouched until it reaches the host's update.
final class AnimationCompletions: @unchecked Sendable {
    /// The `.logicallyComplete` completions, and the `.removed` ones.
    var handlers: [() -> Void] = []
    var removedHandlers: [() -> Void] = []
    /// Animations started with the transaction and not at their own end yet.
    var running = 0
    /// Those, and the animations that took over from them (which the `.removed` completions wait for too).
    var removedRunning = 0
    /// Whether the transaction reached an update (before that, "no animation running" means "not started yet").
    var applied = false
    /// Whether a change of state made in the transaction's body marked a view for an update, which will start
    /// its animations (set under the graph's lock, read on the thread that ran the body).
    var claimed = false
    private var done = false
    private var removedDone = false

    func started() {
        running += 1
        removedRunning += 1
    }

    /// One animation finished, and nothing took over from it: the completions run when it was the last.
    func finished(in graph: ViewGraph) {
        running -= 1
        removedRunning -= 1
        fireIfDone(in: graph)
    }

    /// One animation reached its own end, though another took its value over earlier (the `.removed`
    /// completions wait for that one).
    func finishedLogically(in graph: ViewGraph) {
        running -= 1
        fireIfDone(in: graph)
    }

    /// An animation that took over from one of this transaction's ended.
    func finishedTakingOver(in graph: ViewGraph) {
        removedRunning -= 1
        fireIfDone(in: graph)
    }

    func fireIfDone(in graph: ViewGraph) {
        guard applied else { return }
        if running <= 0, !done {
            done = true
            for handler in handlers { graph.enqueue(handler) }
            handlers = []
        }
        if removedRunning <= 0, running <= 0, !removedDone {
            removedDone = true
            for handler in removedHandlers { graph.enqueue(handler) }
            removedHandlers = []
        }
    }

    /// The body changed nothing a view shows, so it created no animations: as SwiftUI documents, the
    /// completions run immediately after the body, once.
    func fireIfUnclaimed() {
        guard !claimed, !done else { return }
        done = true
        removedDone = true
        let ready = handlers + removedHandlers
        handlers = []
        removedHandlers = []
        for handler in ready { handler() }
    }
}

/// The transaction a change of state made now belongs to: set by `withTransaction` and `withAnimation` around
/// their body, on the thread that runs it.
enum AmbientTransaction {
    @TaskLocal static var current: TransactionBox?
}

/// A transaction carried by a task-local value.
// Safety: the box is made by `withTransaction`, read by the state changes its body makes and copied into the
// graph's pending changes; nothing writes it after it is made.
final class TransactionBox: @unchecked Sendable {
    let transaction: Transaction

    init(_ transaction: Transaction) {
        self.transaction = transaction
    }
}

/// Executes a closure with the specified transaction and returns the result.
///
/// A completion added to the transaction (`addAnimationCompletion`) runs once: after the animations its changes
/// create, or immediately after `body` when they mark no view for an update.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    // A transaction copied from the one around it (`withTransaction(_:_:_:)`) shares its completions, which
    // wait for the outer body.
    let inherited = AmbientTransaction.current?.transaction.completions
    defer {
        if let completions = transaction.completions, completions !== inherited { completions.fireIfUnclaimed() }
    }
    return try AmbientTransaction.$current.withValue(TransactionBox(transaction)) { try body() }
}

/// Executes a closure with the specified transaction key path and value and returns the result.
public func withTransaction<R, V>(
    _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R {
    var transaction = AmbientTransaction.current?.transaction ?? Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// Returns the result of recomputing the view's body with the provided animation.
///
/// Every animatable value the body's change of state moves goes to its new value with `animation` (the
/// default animation when none is given), starting at the host's current time.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Returns the result of recomputing the view's body with the provided animation, and runs the completion when
/// all animations are complete.
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}
