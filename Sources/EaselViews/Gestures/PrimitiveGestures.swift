import EaselGraphics
import EaselLayout
import Foundation

/// How far a finger may move and still tap, in points (UIKit's tap tolerance; docs/Decisions.md, "Gestures").
let tapMovementTolerance: CGFloat = 10

private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    hypot(b.x - a.x, b.y - a.y)
}

// MARK: Taps

/// A gesture that recognizes one or more taps.
public struct TapGesture: Gesture {
    public typealias Value = ()
    public typealias Body = Never

    /// The required number of tap events.
    public var count: Int

    /// Creates a tap gesture with the number of required taps.
    public init(count: Int = 1) {
        self.count = count
    }

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        TapRecognizer(count: count) { _, _ in () }
    }
}

/// A gesture that recognizes one or more taps and reports their location.
public struct SpatialTapGesture: Gesture {
    public typealias Body = Never

    /// The attributes of a tap gesture.
    public struct Value: Equatable, @unchecked Sendable {
        /// The location of the tap gesture's current event.
        public var location: CGPoint
    }

    /// The required number of tap events.
    public var count: Int
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a tap gesture with the number of required taps and the coordinate space of the gesture's location.
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        let space = coordinateSpace
        return TapRecognizer(count: count) { location, gestureSpace in
            Value(location: gestureSpace.convert(location, to: space))
        }
    }
}

/// Recognizes `count` taps: the finger lifts `count` times without moving past the tap tolerance.
final class TapRecognizer<Value>: _GestureRecognizer<Value> {
    private let count: Int
    private let makeValue: (CGPoint, GestureSpace) -> Value
    private var taps = 0
    private var down: CGPoint?

    init(count: Int, makeValue: @escaping (CGPoint, GestureSpace) -> Value) {
        self.count = max(1, count)
        self.makeValue = makeValue
    }

    override func handle(_ event: TouchEvent, in space: GestureSpace) -> GesturePhase<Value> {
        switch event.kind {
        case .down:
            down = event.location
            return .possible
        case .move:
            guard let down, !event.isTwoFinger, distance(down, event.location) <= tapMovementTolerance else { return .failed }
            return .possible
        case .up:
            guard let down, distance(down, event.location) <= tapMovementTolerance else { return .failed }
            taps += 1
            return taps >= count ? .ended(makeValue(event.location, space)) : .possible
        }
    }
}

// MARK: Long press

/// A gesture that succeeds when the user performs a long press: its value is true while the finger is down, and
/// it ends once the finger has been held `minimumDuration` seconds without moving `maximumDistance` points.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public typealias Body = Never

    /// The minimum duration of the long press that must elapse before the gesture succeeds.
    public var minimumDuration: Double
    /// The maximum distance that the long press can move before the gesture fails.
    public var maximumDistance: CGFloat

    /// Creates a long-press gesture with a minimum duration and a maximum distance that the interaction can move
    /// before the gesture fails.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}

final class LongPressRecognizer: _GestureRecognizer<Bool> {
    private let minimumDuration: Double
    private let maximumDistance: CGFloat
    private var start: TouchEvent?

    init(minimumDuration: Double, maximumDistance: CGFloat) {
        self.minimumDuration = minimumDuration.isFinite ? max(0, minimumDuration) : 0.5
        self.maximumDistance = maximumDistance.isNaN ? 10 : maximumDistance
    }

    override func handle(_ event: TouchEvent, in space: GestureSpace) -> GesturePhase<Bool> {
        switch event.kind {
        case .down:
            start = event
            return minimumDuration == 0 ? .ended(true) : .changed(true)
        case .move, .up:
            guard let start, distance(start.location, event.location) <= maximumDistance else { return .failed }
            // A millionth of a second of slack: the clock's sums are floating point.
            if event.time - start.time >= minimumDuration - 1e-6 { return .ended(true) }
            return event.kind == .up ? .failed : .possible
        }
    }
}

// MARK: Drag

/// A dragging motion that invokes an action as the drag-event sequence changes.
public struct DragGesture: Gesture {
    public typealias Body = Never

    /// The attributes of a drag gesture.
    public struct Value: Equatable, @unchecked Sendable {
        /// The time associated with the drag gesture's current event.
        public var time: Date
        /// The location of the drag gesture's current event.
        public var location: CGPoint
        /// The location of the drag gesture's first event.
        public var startLocation: CGPoint
        /// The current drag velocity, in points per second.
        public var velocity: CGSize

        /// The total translation from the start of the drag gesture to the current event of the drag gesture.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// A prediction, based on the current drag velocity, of where the final location will be if dragging
        /// stopped now: the distance a flick at this velocity travels as a scroll view decelerates (0.998 a
        /// millisecond, so velocity × 0.499 s).
        public var predictedEndLocation: CGPoint {
            CGPoint(
                x: location.x + velocity.width * DragGesture.predictionInterval,
                y: location.y + velocity.height * DragGesture.predictionInterval)
        }

        /// A prediction, based on the current drag velocity, of what the final translation will be if dragging
        /// stopped now.
        public var predictedEndTranslation: CGSize {
            CGSize(
                width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    /// Seconds of motion at the current velocity a prediction adds: the distance of UIScrollView's normal
    /// deceleration (0.998 per millisecond), 0.998 / (1 − 0.998) ms.
    static let predictionInterval: CGFloat = 0.998 / (1 - 0.998) / 1000

    /// The minimum dragging distance before the gesture succeeds.
    public var minimumDistance: CGFloat
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds and the
    /// coordinate space of the gesture's location.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        DragRecognizer(minimumDistance: minimumDistance, space: coordinateSpace)
    }
}

final class DragRecognizer: _GestureRecognizer<DragGesture.Value> {
    private let minimumDistance: CGFloat
    private let space: CoordinateSpace
    private var start: TouchEvent?
    private var startLocation = CGPoint.zero
    private var last: TouchEvent?
    private var velocity = CGSize.zero
    private var isActive = false

    init(minimumDistance: CGFloat, space: CoordinateSpace) {
        self.minimumDistance = minimumDistance.isNaN ? 10 : max(0, minimumDistance)
        self.space = space
    }

    override func handle(_ event: TouchEvent, in gestureSpace: GestureSpace) -> GesturePhase<DragGesture.Value> {
        if event.kind == .down {
            start = event
            last = event
            startLocation = gestureSpace.convert(event.location, to: space)
            isActive = minimumDistance == 0
            return isActive ? .changed(value(event, gestureSpace)) : .possible
        }
        guard let start, let last else { return .failed }
        let elapsed = event.time - last.time
        if elapsed > 0 {
            velocity = CGSize(
                width: (event.location.x - last.location.x) / elapsed, height: (event.location.y - last.location.y) / elapsed)
        }
        self.last = event
        if !isActive, distance(start.location, event.location) >= minimumDistance { isActive = true }
        switch event.kind {
        case .down, .move:
            return isActive ? .changed(value(event, gestureSpace)) : .possible
        case .up:
            return isActive ? .ended(value(event, gestureSpace)) : .failed
        }
    }

    private func value(_ event: TouchEvent, _ gestureSpace: GestureSpace) -> DragGesture.Value {
        DragGesture.Value(
            time: event.date, location: gestureSpace.convert(event.location, to: space), startLocation: startLocation,
            velocity: velocity)
    }
}

// MARK: Magnify and rotate

/// A gesture that recognizes a magnification interaction (two fingers pinching) and tracks the amount of
/// magnification.
public struct MagnifyGesture: Gesture {
    public typealias Body = Never

    /// The attributes of a magnification gesture.
    public struct Value: Equatable, @unchecked Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has magnified by.
        public var magnification: CGFloat
        /// The current magnification velocity, in scale per second.
        public var velocity: CGFloat
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
    }

    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a gesture with a minimum scale delta.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        TwoFingerRecognizer(threshold: Double(minimumScaleDelta), measure: { Double($0.magnification - 1) }) {
            event, start, velocity, space in
            Value(
                time: event.date, magnification: event.magnification, velocity: CGFloat(velocity),
                startAnchor: start.anchor, startLocation: start.location)
        }
    }
}

/// A gesture that recognizes a magnification interaction and reports the scale (iOS 13–16's form).
@available(iOS, deprecated: 17.0, renamed: "MagnifyGesture")
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public typealias Body = Never

    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnification gesture with a given minimum delta for the gesture to start.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        TwoFingerRecognizer(threshold: Double(minimumScaleDelta), measure: { Double($0.magnification - 1) }) {
            event, _, _, _ in event.magnification
        }
    }
}

/// A gesture that recognizes a rotation interaction (two fingers turning) and tracks the angle of the rotation.
public struct RotateGesture: Gesture {
    public typealias Body = Never

    /// The attributes of a rotation gesture.
    public struct Value: Equatable, @unchecked Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has rotated by.
        public var rotation: Angle
        /// The current rotation velocity, per second.
        public var velocity: Angle
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
    }

    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        TwoFingerRecognizer(threshold: minimumAngleDelta.radians, measure: { $0.rotation }) {
            event, start, velocity, space in
            Value(
                time: event.date, rotation: .radians(event.rotation), velocity: .radians(velocity),
                startAnchor: start.anchor, startLocation: start.location)
        }
    }
}

/// A gesture that recognizes a rotation interaction and reports the angle (iOS 13–16's form).
@available(iOS, deprecated: 17.0, renamed: "RotateGesture")
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public typealias Body = Never

    /// The minimum delta required before the gesture starts.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        TwoFingerRecognizer(threshold: minimumAngleDelta.radians, measure: { $0.rotation }) { event, _, _, _ in
            .radians(event.rotation)
        }
    }
}

/// Recognizes two fingers pinching or turning: active once `measure` (the scale's or the angle's change) passes
/// `threshold`; a one-finger touch fails.
final class TwoFingerRecognizer<Value>: _GestureRecognizer<Value> {
    struct Start {
        var location: CGPoint
        var anchor: UnitPoint
    }

    private let threshold: Double
    private let measure: (TouchEvent) -> Double
    private let makeValue: (TouchEvent, Start, Double, GestureSpace) -> Value
    private var start: Start?
    private var last: TouchEvent?
    private var velocity = 0.0
    private var isActive = false

    init(
        threshold: Double, measure: @escaping (TouchEvent) -> Double,
        makeValue: @escaping (TouchEvent, Start, Double, GestureSpace) -> Value
    ) {
        self.threshold = threshold.isNaN ? 0 : abs(threshold)
        self.measure = measure
        self.makeValue = makeValue
    }

    override func handle(_ event: TouchEvent, in space: GestureSpace) -> GesturePhase<Value> {
        guard event.isTwoFinger else { return .failed }
        if event.kind == .down {
            let location = space.convert(event.location, to: .local)
            let size = space.frame.size
            start = Start(
                location: location,
                anchor: UnitPoint(
                    x: size.width > 0 ? location.x / size.width : 0, y: size.height > 0 ? location.y / size.height : 0))
            last = event
            return .possible
        }
        guard let start, let last else { return .failed }
        let elapsed = event.time - last.time
        if elapsed > 0 { velocity = (measure(event) - measure(last)) / elapsed }
        self.last = event
        if !isActive, abs(measure(event)) >= threshold { isActive = true }
        guard isActive else { return event.kind == .up ? .failed : .possible }
        let value = makeValue(event, start, velocity, space)
        return event.kind == .up ? .ended(value) : .changed(value)
    }
}
