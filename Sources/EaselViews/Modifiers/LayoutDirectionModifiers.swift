import EaselGeometry
import EaselLayout
import Foundation

/// `.flipsForRightToLeftLayoutDirection(_:)`: in a right-to-left environment the view's drawing (and its taps)
/// are mirrored about its vertical center line, as a directional image (an arrow) should be. Layout is unchanged.
struct FlipsForRightToLeft: LayoutModifier {
    let enabled: Bool

    func layout(in inputs: _ViewInputs) -> DrawingLayout { DrawingLayout(name: "flipsForRightToLeftLayoutDirection") }

    private func flips(in inputs: _ViewInputs) -> Bool { enabled && inputs.environment.isRightToLeft }

    func drawing(in inputs: _ViewInputs) -> NodeAppearance? { flips(in: inputs) ? NodeAppearance.transformed : nil }

    func drawingTransform(in inputs: _ViewInputs) -> ((CGRect) -> CGAffineTransform)? {
        guard flips(in: inputs) else { return nil }
        return { frame in CGAffineTransform(scaleX: -1, y: 1).about(CGPoint(x: frame.midX, y: frame.midY)) }
    }
}

extension View {
    /// Sets whether this view mirrors its contents horizontally when the layout direction is right-to-left.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(FlipsForRightToLeft(enabled: enabled))
    }
}
