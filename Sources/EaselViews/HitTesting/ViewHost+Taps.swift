import EaselGraphics
import EaselLayout
import Foundation

/// Why a tap delivered through `ViewHost` did nothing.
public struct TapError: Error, CustomStringConvertible, Equatable {
    public enum Reason: Equatable, Sendable {
        /// No view has the accessibility identifier.
        case noSuchView(identifier: String)
        /// Nothing that takes taps is drawn at the point (gaps of stacks, spacers and clear colors take none).
        case nothingThere
        /// The frontmost view at the point takes taps, but neither it nor any view around it handles them.
        case noHandler(frontmost: String)
        /// The control that would handle the tap is disabled.
        case disabled(control: String)
    }

    public let reason: Reason
    /// Where the tap was delivered, in the root's coordinate space.
    public let point: CGPoint

    public init(reason: Reason, point: CGPoint) {
        self.reason = reason
        self.point = point
    }

    public var description: String {
        let at = "(\(LayoutFormat.number(point.x)), \(LayoutFormat.number(point.y)))"
        switch reason {
        case .noSuchView(let identifier):
            return "no view has the accessibility identifier \"\(identifier)\""
        case .nothingThere:
            return "nothing at \(at) takes taps: a tap lands only where a view draws (give gaps a contentShape)"
        case .noHandler(let frontmost):
            return "the tap at \(at) lands on \(frontmost), and no view around it handles taps"
        case .disabled(let control):
            return "the tap at \(at) lands on a disabled \(control)"
        }
    }
}

extension ViewHost {
    /// Taps the center of the frame of the view marked `.accessibilityIdentifier(identifier)`, as a finger
    /// would: the tap goes to whatever is frontmost there. State the action changes is applied before the
    /// call returns.
    public func tap(identifier: String, count: Int = 1) throws(TapError) {
        update()
        guard let node = node(identifier), node.isPlaced else {
            throw TapError(reason: .noSuchView(identifier: identifier), point: .zero)
        }
        let frame = node.globalFrame
        try tap(at: CGPoint(x: frame.midX, y: frame.midY), count: count)
    }

    /// Taps a point of the root's coordinate space. Hit testing follows SwiftUI: the frontmost view that
    /// draws at the point (or whose `contentShape` contains it) takes the tap, unless it or an ancestor
    /// disallows hit testing; the nearest view around it that handles taps (a button, a toggle's switch,
    /// `onTapGesture`) performs its action.
    public func tap(at point: CGPoint, count: Int = 1) throws(TapError) {
        update()
        // Gestures attached around the point compete with the taps of buttons and `onTapGesture`.
        if touchesGestures(at: point) {
            try tapThroughGestures(at: point, count: count)
            return
        }
        let (node, interaction) = try handler(at: point) { $0.taps.contains { $0.count == count } }
        guard let tap = interaction.taps.first(where: { $0.count == count }) else { return }
        let frame = node.globalFrame
        withHostClock { tap.action(CGPoint(x: point.x - frame.minX, y: point.y - frame.minY), point) }
        update()
    }

    /// Puts a finger down on the center of the view marked `.accessibilityIdentifier(identifier)` and holds
    /// it there: the control under it shows its pressed state (`ButtonStyleConfiguration.isPressed`) until
    /// `release(performingAction:)`. A finger already held is lifted first, without acting.
    public func press(identifier: String) throws(TapError) {
        update()
        guard let node = node(identifier), node.isPlaced else {
            throw TapError(reason: .noSuchView(identifier: identifier), point: .zero)
        }
        let frame = node.globalFrame
        try press(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    /// Puts a finger down at a point of the root's coordinate space and holds it there.
    public func press(at point: CGPoint) throws(TapError) {
        release(performingAction: false)
        update()
        let (_, interaction) = try handler(at: point) { $0.press != nil || !$0.taps.isEmpty }
        heldPress = (point, interaction)
        withHostClock { interaction.press?(true) }
        update()
    }

    /// Lifts the finger `press` holds down. With `performingAction`, the pressed control acts as on a tap
    /// (a button performs its action); without, the finger slides off first and nothing happens.
    public func release(performingAction: Bool = true) {
        guard let (point, interaction) = heldPress else { return }
        heldPress = nil
        withHostClock { interaction.press?(false) }
        update()
        if performingAction { try? tap(at: point) }
    }

    /// The nearest node around the frontmost one at `point` whose interaction `handles`, and that
    /// interaction; thrown errors say why there is none or why it cannot act.
    private func handler(
        at point: CGPoint, handles: (Interaction) -> Bool
    ) throws(TapError) -> (LayoutNode, Interaction) {
        guard let root, let hit = frontmost(at: point, in: root) else {
            throw TapError(reason: .nothingThere, point: point)
        }
        if let (node, interaction) = hit.interaction(around: handles) {
            guard interaction.isEnabled else { throw TapError(reason: .disabled(control: interaction.name), point: point) }
            return (node, interaction)
        }
        throw TapError(reason: .noHandler(frontmost: hit.path is ViewPath ? hit.pathDescription : hit.name), point: point)
    }

    /// The frontmost node in `node`'s subtree that takes a tap at `point`, walking in reverse drawing
    /// order and skipping subtrees whose frames all miss the point. Clipping does not limit hit testing,
    /// as in SwiftUI, except a scroll view's (content scrolled out of view cannot be tapped). Rotation and
    /// scale effects are followed: below one, the point is mapped back through it.
    func frontmost(at point: CGPoint, in start: LayoutNode) -> LayoutNode? {
        // Depth first without recursion: deep trees must not overflow the caller's stack.
        // Each step carries the point in the coordinates of its node's frame: below a rotation or scale
        // effect, the point mapped back through it.
        enum Step {
            case visit(LayoutNode, CGPoint)
            case test(LayoutNode, CGPoint)
        }
        var stack: [Step] = [.visit(start, point)]
        while let step = stack.popLast() {
            switch step {
            case .test(let node, let point):
                // A node with a content shape was let in only because the shape holds the point.
                if (node.interaction as? Interaction)?.contentShape != nil { return node }
                if let hitTest = (node.drawing as? NodeAppearance)?.hitTest, hitTest(point, node.globalFrame) {
                    return node
                }
            case .visit(let node, let point):
                guard node.isPlaced, node.extent.contains(point) else { continue }
                let drawing = node.drawing as? NodeAppearance
                // What a scroll view clips away cannot be touched.
                if drawing?.clipsTouches == true, !node.globalFrame.contains(point) { continue }
                if drawing === NodeAppearance.nothing { continue }
                if let interaction = node.interaction as? Interaction {
                    if !interaction.allowsHitTesting { continue }
                    if let shape = interaction.contentShape,
                        !shape(node.globalFrame).contains(point, eoFill: interaction.eoFill)
                    {
                        continue
                    }
                }
                // The node itself is tested after its children (which are in front of it).
                stack.append(.test(node, point))
                var inner = point
                if let transform = node.drawingTransform?(node.globalFrame) {
                    // A drawing that cannot be undone (scaled to nothing) cannot be touched.
                    guard transform.isInvertible else { continue }
                    inner = point.applying(transform.inverted())
                }
                if let projection = node.drawingProjection?(node.globalFrame) {
                    // A point the projection cannot have drawn (past the horizon) touches nothing below.
                    var inverse = projection
                    guard inverse.invert(), let unprojected = inverse.apply(to: inner),
                          projection.apply(to: unprojected) != nil
                    else { continue }
                    inner = unprojected
                }
                // Only the children drawn can be touched (not a mask; a ViewThatFits's chosen one).
                var order = NodeAppearance.shownChildren(of: node, drawing: drawing)
                if drawing === NodeAppearance.secondaryFirst { order.reverse() }
                if let zOrder = order.zOrder { order = zOrder.map { order[$0] } }
                // Pushed so that the frontmost (last drawn) child is visited first.
                for child in order { stack.append(.visit(child, inner)) }
            }
        }
        return nil
    }
}
