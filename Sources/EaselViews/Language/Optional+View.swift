import EaselLayout
import Foundation

extension Optional: View where Wrapped: View {
    public typealias Body = Never

    /// An `if` without `else`: the view when there is one, inserted and removed with its transition.
    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        inputs.makeTransitioning(view, outputs: &outputs)
    }
}

extension Optional: TransitionContent where Wrapped: View {
    func makeAll(inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        self?.makeView(inputs: inputs, outputs: &outputs)
    }

    func items(inputs: _ViewInputs) -> [TransitionItem] {
        guard let view = self else { return [] }
        return [TransitionItem(id: AnyHashable("some"), inputs: inputs) { view.makeNodes(inputs: $0) }]
    }
}
