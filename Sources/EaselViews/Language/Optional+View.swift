import EaselLayout
import Foundation

extension Optional: View where Wrapped: View {
    public typealias Body = Never

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        view?.makeView(inputs: inputs, outputs: &outputs)
    }
}
