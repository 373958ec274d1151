import EaselGraphics
import EaselLayout
import Foundation

/// A resolved color as an animatable value: its linear-light red, green and blue and its opacity, the components
/// `Color.Resolved` animates (Easel's reading of it; docs/Decisions.md). A color view and a shape filled with a
/// color move from one color to the next through these.
struct AnimatedColor: Animatable {
    var rgba: RGBA

    var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
        get {
            AnimatablePair(
                AnimatablePair(ColorSpaces.sRGBToLinear(rgba.red), ColorSpaces.sRGBToLinear(rgba.green)),
                AnimatablePair(ColorSpaces.sRGBToLinear(rgba.blue), rgba.opacity))
        }
        set {
            rgba = RGBA(
                red: ColorSpaces.linearToSRGB(newValue.first.first), green: ColorSpaces.linearToSRGB(newValue.first.second),
                blue: ColorSpaces.linearToSRGB(newValue.second.first), opacity: newValue.second.second)
        }
    }
}

extension _ViewInputs {
    /// A resolved color as it shows now, when the color of the view made here changed under an animation.
    func animated(color: RGBA) -> RGBA {
        animated(AnimatedColor(rgba: color)).rgba
    }
}
