import EaselGraphics
import EaselLayout
import Foundation

// MARK: Events and recognizers

/// One event of a touch sequence the host delivers: a finger (or two, pinching or rotating) coming down,
/// moving, or lifting, at a time of the host's gesture clock.
package struct TouchEvent {
    package enum Kind { case down, move, up }

    var kind: Kind
    /// Where the finger is (the fingers' centroid), in the root's coordinates.
    var location: CGPoint
    /// Seconds on the host's gesture clock.
    var time: TimeInterval
    /// The fingers' spread relative to when they came down (1 for one finger).
    var magnification: CGFloat = 1
    /// The fingers' turn since they came down, in radians (0 for one finger).
    var rotation: Double = 0
    /// Whether two fingers pinch or rotate.
    var isTwoFinger = false

    /// The date a gesture's value reports for this event.
    var date: Date { Date(timeIntervalSinceReferenceDate: time) }
}

/// Converts the root's coordinates into a coordinate space relative to the view a gesture is attached to.
package struct GestureSpace {
    private weak var node: LayoutNode?
    private let lastFrame: CGRect

    init(node: LayoutNode?) {
        self.node = node
        lastFrame = node?.globalFrame ?? .zero
    }

    /// The view's frame in the root's coordinates (where it was placed last, should it have left).
    var frame: CGRect {
        guard let node, node.isPlaced else { return lastFrame }
        return node.globalFrame
    }

    /// `point` (in the root's coordinates) in `space`.
    func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
        switch space {
        case .global:
            return point
        case .local:
            let frame = self.frame
            return CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
        case .named(let name):
            guard let named = node?.space(named: name) else { return point }
            return CGPoint(x: point.x - named.globalFrame.minX, y: point.y - named.globalFrame.minY)
        }
    }
}

/// Where a recognizer stands after an event.
package enum GesturePhase<Value> {
    /// Still deciding (a drag shorter than its minimum distance, a tap not yet lifted).
    case possible
    /// Recognized and going on, with its current value.
    case changed(Value)
    /// Recognized and over, with its final value.
    case ended(Value)
    /// Not this gesture (moved too far for a tap, lifted too soon for a long press).
    case failed

    var isActive: Bool { value != nil }

    /// The value of a recognized phase.
    var value: Value? {
        switch self {
        case .changed(let value), .ended(let value): return value
        case .possible, .failed: return nil
        }
    }

    func map<T>(_ transform: (Value) -> T) -> GesturePhase<T> {
        switch self {
        case .possible: return .possible
        case .failed: return .failed
        case .changed(let value): return .changed(transform(value))
        case .ended(let value): return .ended(transform(value))
        }
    }
}

/// Matches the events of one touch sequence to a gesture. `handle` only works out the phase; the host's
/// arbitration decides whether the gesture wins, and only then `deliver`s its phases to the gesture's callbacks
/// (`onChanged`, `onEnded`, `updating`). Not for use by apps.
public class _GestureRecognizer<Value> {
    public init() {}

    /// The phase after `event`.
    package func handle(_ event: TouchEvent, in space: GestureSpace) -> GesturePhase<Value> { .failed }

    /// Runs the callbacks for a phase of this gesture that the arbitration let through.
    package func deliver(_ phase: GesturePhase<Value>) {}

    /// The gesture lost, or the touch ended before it was recognized: callbacks that hold state reset it.
    package func cancel() {}
}

/// A recognizer that passes events to another and adds callbacks or transforms its values.
class WrappingRecognizer<Inner, Value>: _GestureRecognizer<Value> {
    let inner: _GestureRecognizer<Inner>
    private var innerPhases: [GesturePhase<Inner>] = []
    private let transform: (Inner) -> Value

    init(_ inner: _GestureRecognizer<Inner>, transform: @escaping (Inner) -> Value) {
        self.inner = inner
        self.transform = transform
    }

    override func handle(_ event: TouchEvent, in space: GestureSpace) -> GesturePhase<Value> {
        let phase = inner.handle(event, in: space)
        if phase.isActive { innerPhases.append(phase) }
        return phase.map(transform)
    }

    override func deliver(_ phase: GesturePhase<Value>) {
        // The inner gesture's callbacks see the phase as it produced it, first.
        if !innerPhases.isEmpty { inner.deliver(innerPhases.removeFirst()) }
        act(on: phase)
    }

    override func cancel() {
        inner.cancel()
        cancelled()
    }

    func act(on phase: GesturePhase<Value>) {}
    func cancelled() {}
}

final class CallbackRecognizer<Value>: WrappingRecognizer<Value, Value> {
    private let changed: ((Value) -> Void)?
    private let ended: ((Value) -> Void)?
    private let cancelledAction: (() -> Void)?

    init(
        _ inner: _GestureRecognizer<Value>, changed: ((Value) -> Void)? = nil, ended: ((Value) -> Void)? = nil,
        cancelled: (() -> Void)? = nil
    ) {
        self.changed = changed
        self.ended = ended
        cancelledAction = cancelled
        super.init(inner) { $0 }
    }

    override func act(on phase: GesturePhase<Value>) {
        switch phase {
        case .changed(let value): changed?(value)
        case .ended(let value): ended?(value)
        case .possible, .failed: break
        }
    }

    override func cancelled() { cancelledAction?() }
}

/// A recognizer built from others: the callbacks of the children's phases are kept in batches, one per phase
/// this recognizer reports, and run when that phase is delivered.
class CompositeRecognizer<Value>: _GestureRecognizer<Value> {
    private var unsent: [() -> Void] = []
    private var batches: [[() -> Void]] = []

    /// Notes a child's phase, to be delivered with this recognizer's next reported phase.
    func record<Child>(_ child: _GestureRecognizer<Child>, _ phase: GesturePhase<Child>) {
        if phase.isActive { unsent.append { child.deliver(phase) } }
    }

    /// Reports `phase`, carrying the children's phases noted since the last report.
    func report(_ phase: GesturePhase<Value>) -> GesturePhase<Value> {
        if phase.isActive {
            batches.append(unsent)
            unsent = []
        }
        return phase
    }

    override func deliver(_ phase: GesturePhase<Value>) {
        guard !batches.isEmpty else { return }
        for delivery in batches.removeFirst() { delivery() }
    }
}

/// Whether a child recognizer is still deciding, going on, or done.
enum ChildStatus {
    case possible, active, ended, failed

    mutating func note<V>(_ phase: GesturePhase<V>) {
        switch phase {
        case .possible: break
        case .changed: self = .active
        case .ended: self = .ended
        case .failed: self = .failed
        }
    }

    var isDone: Bool { self == .ended || self == .failed }
}

/// A recognizer of two gestures (simultaneous, sequenced or exclusive): the two children, how far each has got, and
/// their phases noted for delivery with this recognizer's own.
class PairRecognizer<First, Second, Value>: CompositeRecognizer<Value> {
    let first: _GestureRecognizer<First>
    let second: _GestureRecognizer<Second>
    var firstStatus = ChildStatus.possible, secondStatus = ChildStatus.possible

    init(_ first: _GestureRecognizer<First>, _ second: _GestureRecognizer<Second>) {
        self.first = first
        self.second = second
    }

    /// Passes `event` to the first gesture, noting its phase.
    func feedFirst(_ event: TouchEvent, _ space: GestureSpace) -> GesturePhase<First> {
        let phase = first.handle(event, in: space)
        firstStatus.note(phase)
        record(first, phase)
        return phase
    }

    /// Passes `event` to the second gesture, noting its phase.
    func feedSecond(_ event: TouchEvent, _ space: GestureSpace) -> GesturePhase<Second> {
        let phase = second.handle(event, in: space)
        secondStatus.note(phase)
        record(second, phase)
        return phase
    }

    override func cancel() {
        if !firstStatus.isDone { first.cancel() }
        if !secondStatus.isDone { second.cancel() }
    }
}
