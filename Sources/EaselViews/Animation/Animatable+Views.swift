import EaselLayout
import Foundation

// Views and modifiers of the app's own that are `Animatable`: their body is evaluated with their animatable data
// at its presentation, frame after frame, as SwiftUI evaluates an animatable view's body while it animates.

extension View where Self: Animatable {
    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        makeCustomView(inputs.animated(view), inputs: inputs, outputs: &outputs)
    }
}

extension ViewModifier where Self: Animatable {
    public static func _makeView(
        modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs
    ) {
        makeCustomModifier(inputs.animated(modifier), inputs: inputs, content: content, outputs: &outputs)
    }
}

extension LayoutModifier where Self: Animatable {
    package static func _makeView(
        modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs
    ) {
        makeLayoutModifier(modifier, inputs: inputs, content: content, outputs: &outputs)
    }
}

/// A modifier that can create another modifier with animation.
@available(*, deprecated, message: "use Animatable directly")
public protocol AnimatableModifier: Animatable, ViewModifier {}
