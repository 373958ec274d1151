import EaselGraphics
import EaselLayout
import Foundation

/// One gesture taking part in a touch sequence, with the phases it reported that no callback has seen yet.
protocol GestureRunning: AnyObject {
    var status: GestureRunStatus { get }
    /// Whether phases wait to be delivered.
    var hasPending: Bool { get }
    func feed(_ event: TouchEvent)
    /// Delivers the waiting phases to the gesture's callbacks.
    func flush()
    /// The gesture lost, or the touch ended before it was recognized.
    func cancel()
}

enum GestureRunStatus {
    case possible, active, ended, failed

    var isDone: Bool { self == .ended || self == .failed }
}

final class GestureRun<Value>: GestureRunning {
    private let recognizer: _GestureRecognizer<Value>
    private let space: GestureSpace
    private var pending: [GesturePhase<Value>] = []
    private(set) var status = GestureRunStatus.possible

    init(_ recognizer: _GestureRecognizer<Value>, space: GestureSpace) {
        self.recognizer = recognizer
        self.space = space
    }

    var hasPending: Bool { !pending.isEmpty }

    func feed(_ event: TouchEvent) {
        guard !status.isDone else { return }
        let phase = recognizer.handle(event, in: space)
        switch phase {
        case .possible: return
        case .failed:
            // A gesture that fails after it began (a press lifted too soon) undoes what its callbacks hold.
            status = .failed
            pending.removeAll()
            recognizer.cancel()
        case .changed: status = .active
        case .ended: status = .ended
        }
        if phase.isActive { pending.append(phase) }
    }

    func flush() {
        while !pending.isEmpty { recognizer.deliver(pending.removeFirst()) }
    }

    func cancel() {
        pending.removeAll()
        if status != .failed { recognizer.cancel() }
        status = .failed
    }
}

extension ViewHost {
    /// Drags from the center of the view marked `.accessibilityIdentifier(identifier)` by `translation`, as a
    /// finger would: it comes down, moves in `steps` even steps over `duration` seconds, and lifts. The gestures
    /// at the start point (a `DragGesture`, a slider's thumb) see every step; state they change is applied before
    /// each next step and before the call returns.
    public func drag(
        identifier: String, by translation: CGSize, steps: Int = 10, duration: TimeInterval = 0.25
    ) throws(TapError) {
        let start = try center(of: identifier)
        try drag(from: start, to: CGPoint(x: start.x + translation.width, y: start.y + translation.height), steps: steps, duration: duration)
    }

    /// Drags from one point of the root's coordinate space to another (see `drag(identifier:by:)`).
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10, duration: TimeInterval = 0.25) throws(TapError) {
        let steps = max(1, steps)
        let duration = duration.isFinite ? max(0, duration) : 0.25
        var events = [TouchEvent(kind: .down, location: start, time: 0)]
        for step in 1...steps {
            let f = CGFloat(step) / CGFloat(steps)
            let point = CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)
            events.append(TouchEvent(kind: .move, location: point, time: duration * Double(step) / Double(steps)))
        }
        events.append(TouchEvent(kind: .up, location: end, time: duration))
        try runTouch(at: start, events)
    }

    /// Holds a finger still on the center of the view marked `.accessibilityIdentifier(identifier)` for
    /// `duration` seconds, then lifts it: long-press gestures that ask for no more than `duration` succeed.
    public func longPress(identifier: String, duration: TimeInterval = 1) throws(TapError) {
        try longPress(at: center(of: identifier), duration: duration)
    }

    /// Holds a finger still at a point of the root's coordinate space for `duration` seconds, then lifts it.
    public func longPress(at point: CGPoint, duration: TimeInterval = 1) throws(TapError) {
        let duration = duration.isFinite ? max(0, duration) : 1
        try runTouch(at: point, [
            TouchEvent(kind: .down, location: point, time: 0),
            TouchEvent(kind: .move, location: point, time: duration),
            TouchEvent(kind: .up, location: point, time: duration),
        ])
    }

    /// Pinches two fingers on the center of the view marked `.accessibilityIdentifier(identifier)`, spreading
    /// them until they are `scale` times as far apart, in `steps` steps: magnify gestures see each step.
    public func magnify(identifier: String, by scale: CGFloat, steps: Int = 10) throws(TapError) {
        let point = try center(of: identifier)
        try twoFingers(at: point, steps: steps) { f in (1 + (scale - 1) * f, 0) }
    }

    /// Turns two fingers on the center of the view marked `.accessibilityIdentifier(identifier)` by `angle`, in
    /// `steps` steps: rotate gestures see each step.
    public func rotate(identifier: String, by angle: Angle, steps: Int = 10) throws(TapError) {
        let point = try center(of: identifier)
        try twoFingers(at: point, steps: steps) { f in (1, angle.radians * Double(f)) }
    }

    private func twoFingers(at point: CGPoint, steps: Int, at progress: (CGFloat) -> (CGFloat, Double)) throws(TapError) {
        let steps = max(1, steps)
        var events = [TouchEvent(kind: .down, location: point, time: 0, isTwoFinger: true)]
        for step in 1...steps {
            let (magnification, rotation) = progress(CGFloat(step) / CGFloat(steps))
            events.append(TouchEvent(
                kind: step == steps ? .up : .move, location: point, time: 0.025 * Double(step),
                magnification: magnification, rotation: rotation, isTwoFinger: true))
        }
        try runTouch(at: point, events)
    }

    private func center(of identifier: String) throws(TapError) -> CGPoint {
        update()
        guard let node = node(identifier), node.isPlaced else {
            throw TapError(reason: .noSuchView(identifier: identifier), point: .zero)
        }
        let frame = node.globalFrame
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// Whether a touch at `point` reaches any attached gesture (then taps go through the gesture arbitration).
    package func touchesGestures(at point: CGPoint) -> Bool {
        guard let root, let hit = frontmost(at: point, in: root) else { return false }
        var node: LayoutNode? = hit
        while let current = node {
            if let interaction = current.interaction as? Interaction, !interaction.gestures.isEmpty { return true }
            node = current.parent
        }
        return false
    }

    /// Taps `count` times at `point` through the gesture arbitration.
    func tapThroughGestures(at point: CGPoint, count: Int) throws(TapError) {
        var events: [TouchEvent] = []
        for index in 0..<max(1, count) {
            let time = 0.15 * Double(index)
            events.append(TouchEvent(kind: .down, location: point, time: time))
            events.append(TouchEvent(kind: .up, location: point, time: time + 0.05))
        }
        try runTouch(at: point, events)
    }

    /// Delivers a touch sequence starting at `point` to the gestures of the views under it, as SwiftUI
    /// arbitrates: every candidate sees the events; a gesture's phases reach its callbacks only once it has won,
    /// which it does when it is recognized and every gesture ahead of it has failed. Ahead means: high-priority
    /// gestures (the outermost first), then the gestures of the views nearest the finger (a button's tap, a
    /// `.gesture`) before their containers'. Simultaneous gestures are never held back. The host's clock for
    /// gestures moves on by the sequence's length.
    private func runTouch(at point: CGPoint, _ events: [TouchEvent]) throws(TapError) {
        try withHostClock { () throws(TapError) in try runTouchEvents(at: point, events) }
    }

    private func runTouchEvents(at point: CGPoint, _ events: [TouchEvent]) throws(TapError) {
        release(performingAction: false)
        update()
        guard let root, let hit = frontmost(at: point, in: root) else {
            throw TapError(reason: .nothingThere, point: point)
        }
        var ordered: [any GestureRunning] = [], high: [any GestureRunning] = [], simultaneous: [any GestureRunning] = []
        var disabled: String?
        var node: LayoutNode? = hit
        while let current = node {
            node = current.parent
            guard let interaction = current.interaction as? Interaction else { continue }
            let space = GestureSpace(node: current)
            if !interaction.isEnabled, !interaction.taps.isEmpty || !interaction.gestures.isEmpty {
                disabled = disabled ?? interaction.name
                continue
            }
            if !interaction.taps.isEmpty {
                let taps = interaction.taps
                for tap in taps {
                    let recognizer = TapRecognizer(count: tap.count) { location, space in
                        (location, CGPoint(x: location.x - space.frame.minX, y: location.y - space.frame.minY))
                    }
                    ordered.append(GestureRun(
                        CallbackRecognizer(recognizer, ended: { tap.action($0.1, $0.0) }), space: space))
                }
            }
            for attachment in interaction.gestures {
                if !attachment.mask.contains(.subviews) {
                    ordered.removeAll()
                    high.removeAll()
                    simultaneous.removeAll()
                }
                guard attachment.mask.contains(.gesture) else { continue }
                let run = attachment.makeRun(space)
                switch attachment.priority {
                case .normal: ordered.append(run)
                case .high: high.insert(run, at: 0)
                case .simultaneous: simultaneous.append(run)
                }
            }
        }
        let candidates = high + ordered
        guard !candidates.isEmpty || !simultaneous.isEmpty else {
            if let disabled { throw TapError(reason: .disabled(control: disabled), point: point) }
            throw TapError(reason: .noHandler(frontmost: hit.path is ViewPath ? hit.pathDescription : hit.name), point: point)
        }
        let base = gestureClock
        var winner: (any GestureRunning)?
        for (index, var event) in events.enumerated() {
            event.time += base
            if let winner {
                winner.feed(event)
                winner.flush()
            } else {
                for candidate in candidates { candidate.feed(event) }
                if index == events.count - 1 {
                    // The touch is over: what has not been recognized never will be.
                    for candidate in candidates where candidate.status == .possible && !candidate.hasPending {
                        candidate.cancel()
                    }
                }
                winner = arbitrate(candidates)
            }
            for run in simultaneous {
                run.feed(event)
                run.flush()
            }
            update()
        }
        gestureClock = base + (events.last?.time ?? 0) + 1
        // A gesture still going when the finger lifted (a sequence waiting for its second part) is cancelled.
        for run in candidates + simultaneous where !run.status.isDone { run.cancel() }
        update()
    }

    /// The winner among `candidates` (in precedence order), if one has won: the first that has not failed, once
    /// it has phases to deliver; the others are cancelled and its phases delivered.
    private func arbitrate(_ candidates: [any GestureRunning]) -> (any GestureRunning)? {
        guard let first = candidates.first(where: { $0.status != .failed }), first.hasPending else { return nil }
        for candidate in candidates where candidate !== first { candidate.cancel() }
        first.flush()
        return first
    }
}
