import EaselGraphics
import EaselLayout
import Foundation

/// A gesture attached to a view, and how it competes with the gestures around it.
struct GestureAttachment {
    enum Priority {
        /// `.gesture`: below the gestures of the views it contains.
        case normal
        /// `.highPriorityGesture`: ahead of the gestures of the views it contains.
        case high
        /// `.simultaneousGesture`: recognized alongside the others, never blocking or blocked.
        case simultaneous
    }

    let priority: Priority
    let mask: GestureMask
    let makeRun: (GestureSpace) -> any GestureRunning
}

extension View {
    /// Attaches a gesture to the view with a lower precedence than gestures defined by the view (those of the
    /// views it contains win when both recognize a touch).
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .normal, mask: mask, isEnabled: true))
    }

    /// Attaches a gesture to the view, enabled or not.
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .normal, mask: .all, isEnabled: isEnabled))
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the view.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .high, mask: mask, isEnabled: true))
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the view, enabled or not.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .high, mask: .all, isEnabled: isEnabled))
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by the view.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask, isEnabled: true))
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by the view, enabled or not.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .simultaneous, mask: .all, isEnabled: isEnabled))
    }

    /// Adds an action to perform when this view recognizes a long press gesture; `onPressingChanged` is told
    /// when the finger comes down (true) and when it lifts or the press fails (false).
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        gesture(PressingGesture(
            minimumDuration: minimumDuration, maximumDistance: maximumDistance, pressing: onPressingChanged,
            action: action))
    }

    /// Adds an action to perform when this view recognizes a long press gesture (iOS 13's form).
    @_disfavoredOverload
    @available(iOS, deprecated: 100000.0, renamed: "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)")
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> some View {
        gesture(PressingGesture(
            minimumDuration: minimumDuration, maximumDistance: maximumDistance, pressing: pressing, action: action))
    }
}

/// Attaches a gesture to the modified view's node.
struct GestureModifier<G: Gesture>: LayoutModifier {
    let gesture: G
    let priority: GestureAttachment.Priority
    let mask: GestureMask
    let isEnabled: Bool

    func layout(in inputs: _ViewInputs) -> DrawingLayout { DrawingLayout(name: "gesture") }

    package func interaction(in inputs: _ViewInputs) -> Interaction? {
        let interaction = Interaction(name: "gesture")
        let gesture = self.gesture
        interaction.gestures = [GestureAttachment(priority: priority, mask: isEnabled ? mask : mask.subtracting(.gesture)) { space in
            GestureRun(gesture._makeRecognizer(), space: space)
        }]
        interaction.isEnabled = inputs.environment.isEnabled
        return interaction
    }
}

/// `onLongPressGesture`'s gesture: a long press that reports the finger's pressing and runs the action once
/// held long enough.
struct PressingGesture: Gesture {
    typealias Value = Bool
    typealias Body = Never
    let minimumDuration: Double
    let maximumDistance: CGFloat
    let pressing: ((Bool) -> Void)?
    let action: () -> Void

    func _makeRecognizer() -> _GestureRecognizer<Bool> {
        let pressing = self.pressing, action = self.action
        var isPressing = false
        return CallbackRecognizer(
            LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
            changed: { _ in
                if !isPressing { isPressing = true; pressing?(true) }
            },
            ended: { _ in
                if !isPressing { pressing?(true) }
                isPressing = false
                pressing?(false)
                action()
            },
            cancelled: {
                if isPressing { isPressing = false; pressing?(false) }
            })
    }
}
