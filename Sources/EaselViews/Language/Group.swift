import EaselLayout
import Foundation

/// A view that contributes its content's views to the enclosing container; modifiers applied to a group
/// apply to each of them.
public struct Group<Content> {
    public var content: Content
}

extension Group: View where Content: View {
    public typealias Body = Never

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        view.content.makeView(inputs: inputs, outputs: &outputs)
    }
}
