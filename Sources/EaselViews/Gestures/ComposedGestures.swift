import EaselGraphics
import EaselLayout
import Foundation

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

    private final class Recognizer: PairRecognizer<First.Value, Second.Value, Value> {
        private var value = Value(first: nil, second: nil)

        override func handle(_ event: TouchEvent, in space: GestureSpace) -> GesturePhase<Value> {
            var changed = false
            if !firstStatus.isDone, let v = feedFirst(event, space).value {
                value.first = v
                changed = true
            }
            if !secondStatus.isDone, let v = feedSecond(event, space).value {
                value.second = v
                changed = true
            }
            if firstStatus == .failed && secondStatus == .failed { return .failed }
            if firstStatus.isDone && secondStatus.isDone { return report(.ended(value)) }
            return changed ? report(.changed(value)) : .possible
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

    private final class Recognizer: PairRecognizer<First.Value, Second.Value, Value> {
        private var firstValue: First.Value?

        override func handle(_ event: TouchEvent, in space: GestureSpace) -> GesturePhase<Value> {
            guard let firstValue else {
                switch feedFirst(event, space) {
                case .possible: return .possible
                case .failed: return .failed
                case .changed(let value): return report(.changed(.first(value)))
                case .ended(let value):
                    self.firstValue = value
                    // The second gesture starts where the finger is as the first ends.
                    var start = event
                    start.kind = .down
                    let second = feedSecond(start, space)
                    if case .ended(let v) = second { return report(.ended(.second(value, v))) }
                    // Lifted as the first ended: the sequence ends with the second not begun.
                    if event.kind == .up { return report(.ended(.second(value, second.value))) }
                    return report(.changed(.second(value, second.value)))
                }
            }
            switch feedSecond(event, space) {
            case .possible: return .possible
            case .failed: return .failed
            case .changed(let value): return report(.changed(.second(firstValue, value)))
            case .ended(let value): return report(.ended(.second(firstValue, value)))
            }
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

    private final class Recognizer: PairRecognizer<First.Value, Second.Value, Value> {
        /// The second gesture's latest phase, held while the first may still succeed.
        private var heldSecond: GesturePhase<Value> = .possible

        override func handle(_ event: TouchEvent, in space: GestureSpace) -> GesturePhase<Value> {
            if firstStatus != .failed {
                let phase = feedFirst(event, space)
                if phase.isActive {
                    // The first has it: the second can no longer succeed.
                    if !secondStatus.isDone { second.cancel() }
                    secondStatus = .failed
                    return report(phase.map { .first($0) })
                }
                holdSecond(event, space)
                if firstStatus != .failed { return .possible }
                // The first failed: the second's phase so far counts.
                if heldSecond.isActive { return report(heldSecond) }
                return secondStatus == .failed ? .failed : .possible
            }
            guard secondStatus != .failed else { return .failed }
            let phase = feedSecond(event, space).map { Value.second($0) }
            return phase.isActive ? report(phase) : phase
        }

        private func holdSecond(_ event: TouchEvent, _ space: GestureSpace) {
            guard !secondStatus.isDone else { return }
            let phase = feedSecond(event, space)
            if phase.isActive { heldSecond = phase.map { .second($0) } }
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
