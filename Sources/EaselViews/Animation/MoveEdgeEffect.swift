import EaselLayout
import Foundation

/// Moves a view's drawing toward one of its edges by a fraction of its own size: 0 leaves it in place, 1 moves it
/// its whole width (leading, trailing) or height (top, bottom) off that edge. What `move(edge:)`, `slide` and
/// `push(from:)` are made of.
///
/// The distance depends on the view's size, known only once it is placed, so the move is a drawing transform made
/// from the node's frame, as `rotationEffect` and `scaleEffect` are; layout sees the view where it is (a
/// pass-through `DrawingLayout`), and taps follow the drawing. Leading is to the left: Easel lays out left to right
/// whatever `layoutDirection` says (docs/Decisions.md, "Right-to-left layout").
///
/// The fraction is the animatable data, so the engine can move a view in and out; the edge stays fixed in every
/// phase of a transition (a transition that moves in from one edge and out toward another uses two effects).
package struct MoveEdgeEffect: LayoutModifier, Animatable {
    package var edge: Edge
    package var fraction: CGFloat

    package init(edge: Edge, fraction: CGFloat) {
        self.edge = edge
        self.fraction = fraction
    }

    package var animatableData: CGFloat {
        get { fraction }
        set { fraction = newValue }
    }

    package func layout(in inputs: _ViewInputs) -> DrawingLayout { DrawingLayout(name: "move") }

    package func drawing(in inputs: _ViewInputs) -> NodeAppearance? { moves ? NodeAppearance.transformed : nil }

    package func drawingTransform(in inputs: _ViewInputs) -> ((CGRect) -> CGAffineTransform)? {
        guard moves else { return nil }
        let edge = edge, fraction = fraction
        return { frame in
            switch edge {
            case .leading: CGAffineTransform(translationX: -frame.width * fraction, y: 0)
            case .trailing: CGAffineTransform(translationX: frame.width * fraction, y: 0)
            case .top: CGAffineTransform(translationX: 0, y: -frame.height * fraction)
            case .bottom: CGAffineTransform(translationX: 0, y: frame.height * fraction)
            }
        }
    }

    /// Whether there is anything to move: an effect at 0 (a transition's identity phase) draws the view as it is.
    private var moves: Bool { fraction != 0 && fraction.isFinite }
}
