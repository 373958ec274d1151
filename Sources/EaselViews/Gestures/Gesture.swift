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
