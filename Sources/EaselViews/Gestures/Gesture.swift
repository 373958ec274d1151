import EaselGraphics
import EaselLayout
import Foundation

/// An instance that matches a sequence of events to a gesture, and returns a stream of values for each of its
/// states.
///
/// A gesture is a value, like a view: attached with `.gesture(_:)` (or `.simultaneousGesture`,
/// `.highPriorityGesture`), it is turned into a recognizer each time a finger comes down on the view, which the
/// host feeds the touch's events (`ViewHost.drag`, `longPress`, `magnify`, `rotate`, `tap`). Primitive gestures
/// (`TapGesture`, `DragGesture`, …) recognize events themselves; a custom gesture recognizes what its `body`
/// recognizes.
public protocol Gesture<Value> {
    /// The type representing the gesture's value.
    associatedtype Value
    /// The type of gesture representing the body of `Self`.
    associatedtype Body: Gesture

    /// The content and behavior of the gesture.
    var body: Body { get }

    /// Makes the recognizer that matches events to this gesture. Not for use by apps.
    func _makeRecognizer() -> _GestureRecognizer<Value>
}

extension Gesture where Body.Value == Value {
    public func _makeRecognizer() -> _GestureRecognizer<Value> { body._makeRecognizer() }
}

extension Gesture where Body == Never {
    /// Primitive gestures have no body; they recognize events themselves.
    public var body: Never {
        fatalError("\(Self.self) is a primitive gesture; its body is never evaluated")
    }
}

extension Never: Gesture {
    public typealias Value = Never
    public func _makeRecognizer() -> _GestureRecognizer<Never> { _GestureRecognizer() }
}

/// Options that control how adding a gesture to a view affects other gestures recognized by the view and its
/// subviews.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Disable all gestures in the subview hierarchy, including the added gesture.
    public static let none: GestureMask = []
    /// Enable the added gesture but disable all gestures in the subview hierarchy.
    public static let gesture = GestureMask(rawValue: 1 << 0)
    /// Enable all gestures in the subview hierarchy but disable the added gesture.
    public static let subviews = GestureMask(rawValue: 1 << 1)
    /// Enable both the added gesture as well as all other gestures on the view and its subviews.
    public static let all: GestureMask = [.gesture, .subviews]
}

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
            guard let named = node?.ancestor(namedSpace: name) else { return point }
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

    var isActive: Bool {
        switch self {
        case .changed, .ended: return true
        case .possible, .failed: return false
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

// MARK: Callbacks and transforms

/// A gesture that calls an action as its value changes.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let action: (Content.Value) -> Void

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        // As in SwiftUI, the action runs when the value changes, not for every event.
        var last: Value?
        let action = self.action
        return CallbackRecognizer(content._makeRecognizer(), changed: { value in
            guard value != last else { return }
            last = value
            action(value)
        })
    }
}

/// A gesture that calls an action when it ends.
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let action: (Content.Value) -> Void

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        CallbackRecognizer(content._makeRecognizer(), ended: action)
    }
}

/// A gesture that turns its content's values into others.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    public typealias Body = Never
    let content: Content
    let transform: (Content.Value) -> Value

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        WrappingRecognizer(content._makeRecognizer(), transform: transform)
    }
}

/// A gesture that updates a gesture state while it is recognized, and resets it when it ends.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never

    /// The originating gesture.
    public var base: Base
    /// A value that changes as the user performs the gesture.
    public var state: GestureState<State>
    /// The updating gesture containing the originating gesture's value, the updated state of the gesture, and a
    /// transaction.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        let state = self.state, body = self.body
        return CallbackRecognizer(
            base._makeRecognizer(),
            changed: { value in
                var current = state.wrappedValue
                var transaction = Transaction()
                body(value, &current, &transaction)
                state.update(to: current)
            },
            ended: { _ in state.reset() },
            cancelled: { state.reset() })
    }
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

extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

extension Gesture {
    /// Adds an action to perform when the gesture ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Returns a gesture that's the result of mapping the given closure over the gesture.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }

    /// Updates the provided gesture state property as the gesture's value changes; the property returns to its
    /// initial value when the gesture ends or is cancelled.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

// MARK: Any gesture

/// A type-erased gesture.
public struct AnyGesture<Value>: Gesture {
    public typealias Body = Never
    private let make: () -> _GestureRecognizer<Value>

    /// Creates an instance from another gesture.
    public init<T: Gesture>(_ gesture: T) where Value == T.Value {
        make = { gesture._makeRecognizer() }
    }

    public func _makeRecognizer() -> _GestureRecognizer<Value> { make() }
}

// MARK: Composition

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
private enum ChildStatus {
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

/// A gesture containing two gestures that can happen at the same time with neither of them preceding the other.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never

    /// The value of a simultaneous gesture that indicates which of its two gestures receives events.
    public struct Value {
        /// The value of the first gesture.
        public var first: First.Value?
        /// The value of the second gesture.
        public var second: Second.Value?
    }

    /// The first of two gestures that can happen simultaneously.
    public var first: First
    /// The second of two gestures that can happen simultaneously.
    public var second: Second

    /// Creates a gesture with two gestures that can receive updates or succeed independently of each other.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        Recognizer(first._makeRecognizer(), second._makeRecognizer())
    }

    private final class Recognizer: CompositeRecognizer<Value> {
        let first: _GestureRecognizer<First.Value>
        let second: _GestureRecognizer<Second.Value>
        private var firstStatus = ChildStatus.possible, secondStatus = ChildStatus.possible
        private var value = Value(first: nil, second: nil)

        init(_ first: _GestureRecognizer<First.Value>, _ second: _GestureRecognizer<Second.Value>) {
            self.first = first
            self.second = second
        }

        override func handle(_ event: TouchEvent, in space: GestureSpace) -> GesturePhase<Value> {
            var changed = false
            if !firstStatus.isDone {
                let phase = first.handle(event, in: space)
                firstStatus.note(phase)
                record(first, phase)
                if case .changed(let v) = phase { value.first = v; changed = true }
                if case .ended(let v) = phase { value.first = v; changed = true }
            }
            if !secondStatus.isDone {
                let phase = second.handle(event, in: space)
                secondStatus.note(phase)
                record(second, phase)
                if case .changed(let v) = phase { value.second = v; changed = true }
                if case .ended(let v) = phase { value.second = v; changed = true }
            }
            if firstStatus == .failed && secondStatus == .failed { return .failed }
            if firstStatus.isDone && secondStatus.isDone { return report(.ended(value)) }
            return changed ? report(.changed(value)) : .possible
        }

        override func cancel() {
            if !firstStatus.isDone { first.cancel() }
            if !secondStatus.isDone { second.cancel() }
        }
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture that's a sequence of two gestures: the second is recognized only after the first succeeds.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never

    /// The value of a sequence gesture that helps to detect whether the first gesture succeeded, so the second
    /// gesture can start.
    public enum Value {
        /// The first gesture hasn't ended.
        case first(First.Value)
        /// The first gesture has ended.
        case second(First.Value, Second.Value?)
    }

    /// The first gesture in a sequence of two gestures.
    public var first: First
    /// The second gesture in a sequence of two gestures.
    public var second: Second

    /// Creates a sequence gesture with two gestures.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        Recognizer(first._makeRecognizer(), second._makeRecognizer())
    }

    private final class Recognizer: CompositeRecognizer<Value> {
        let first: _GestureRecognizer<First.Value>
        let second: _GestureRecognizer<Second.Value>
        private var firstValue: First.Value?
        private var secondStatus = ChildStatus.possible

        init(_ first: _GestureRecognizer<First.Value>, _ second: _GestureRecognizer<Second.Value>) {
            self.first = first
            self.second = second
        }

        override func handle(_ event: TouchEvent, in space: GestureSpace) -> GesturePhase<Value> {
            guard let firstValue else {
                let phase = first.handle(event, in: space)
                record(first, phase)
                switch phase {
                case .possible: return .possible
                case .failed: return .failed
                case .changed(let value): return report(.changed(.first(value)))
                case .ended(let value):
                    self.firstValue = value
                    // The second gesture starts where the finger is as the first ends.
                    var start = event
                    start.kind = .down
                    let secondPhase = second.handle(start, in: space)
                    secondStatus.note(secondPhase)
                    record(second, secondPhase)
                    var result = GesturePhase<Value>.changed(.second(value, nil))
                    if case .changed(let v) = secondPhase { result = .changed(.second(value, v)) }
                    if case .ended(let v) = secondPhase { result = .ended(.second(value, v)) }
                    if event.kind == .up, case .changed = result { return report(.ended(.second(value, nil))) }
                    return report(result)
                }
            }
            let phase = second.handle(event, in: space)
            secondStatus.note(phase)
            record(second, phase)
            switch phase {
            case .possible: return .possible
            case .failed: return .failed
            case .changed(let value): return report(.changed(.second(firstValue, value)))
            case .ended(let value): return report(.ended(.second(firstValue, value)))
            }
        }

        override func cancel() {
            if firstValue == nil { first.cancel() } else if !secondStatus.isDone { second.cancel() }
        }
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture that consists of two gestures where only one of them can succeed: the first takes precedence.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never

    /// The value of an exclusive gesture that indicates which of two gestures succeeded.
    public enum Value {
        /// The first of two gestures succeeded.
        case first(First.Value)
        /// The second of two gestures succeeded.
        case second(Second.Value)
    }

    /// The first of two gestures.
    public var first: First
    /// The second of two gestures.
    public var second: Second

    /// Creates a gesture from two gestures where only one of them succeeds.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        Recognizer(first._makeRecognizer(), second._makeRecognizer())
    }

    private final class Recognizer: CompositeRecognizer<Value> {
        let first: _GestureRecognizer<First.Value>
        let second: _GestureRecognizer<Second.Value>
        private var firstStatus = ChildStatus.possible, secondStatus = ChildStatus.possible
        /// The second gesture's latest phase, held while the first may still succeed.
        private var heldSecond: GesturePhase<Value> = .possible

        init(_ first: _GestureRecognizer<First.Value>, _ second: _GestureRecognizer<Second.Value>) {
            self.first = first
            self.second = second
        }

        override func handle(_ event: TouchEvent, in space: GestureSpace) -> GesturePhase<Value> {
            if firstStatus != .failed {
                let phase = first.handle(event, in: space)
                firstStatus.note(phase)
                record(first, phase)
                if phase.isActive {
                    if !secondStatus.isDone { second.cancel() }
                    secondStatus = .failed
                    return report(phase.map { .first($0) })
                }
                if firstStatus != .failed {
                    feedSecond(event, space)
                    return .possible
                }
                // The first failed: the second's phase so far counts.
                if secondStatus != .failed { feedSecond(event, space) }
                if case .failed = heldSecond, secondStatus == .failed { return .failed }
                return heldSecond.isActive ? report(heldSecond) : (secondStatus == .failed ? .failed : .possible)
            }
            guard secondStatus != .failed else { return .failed }
            let phase = second.handle(event, in: space)
            secondStatus.note(phase)
            record(second, phase)
            return phase.isActive ? report(phase.map { .second($0) }) : phase.map { .second($0) }
        }

        private func feedSecond(_ event: TouchEvent, _ space: GestureSpace) {
            guard !secondStatus.isDone else { return }
            let phase = second.handle(event, in: space)
            secondStatus.note(phase)
            record(second, phase)
            if phase.isActive { heldSecond = phase.map { .second($0) } }
        }

        override func cancel() {
            if !firstStatus.isDone { first.cancel() }
            if !secondStatus.isDone { second.cancel() }
        }
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// Combines a gesture with another gesture to create a new gesture that recognizes both gestures at the same
    /// time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// Sequences a gesture with another one to create a new gesture, which results in the second gesture only
    /// receiving events after the first gesture succeeds.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// Combines two gestures exclusively to create a new gesture where only one gesture succeeds, giving
    /// precedence to the first gesture.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
