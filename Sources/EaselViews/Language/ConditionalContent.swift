import EaselLayout
import Foundation

/// The view of an `if`/`else` or `switch` in a view builder.
public struct _ConditionalContent<TrueContent, FalseContent> {
    package enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    package let storage: Storage
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never

    /// The branch taken; a change of branch with animation removes one and inserts the other with their
    /// transitions.
    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        inputs.makeTransitioning(view, outputs: &outputs)
    }
}

extension _ConditionalContent: TransitionContent where TrueContent: View, FalseContent: View {
    func makeAll(inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        switch storage {
        case .trueContent(let content): content.makeView(inputs: inputs.pushing("if"), outputs: &outputs)
        case .falseContent(let content): content.makeView(inputs: inputs.pushing("else"), outputs: &outputs)
        }
    }

    func items(inputs: _ViewInputs) -> [TransitionItem] {
        switch storage {
        case .trueContent(let content):
            [TransitionItem(id: AnyHashable("if"), inputs: inputs.pushing("if")) { content.makeNodes(inputs: $0) }]
        case .falseContent(let content):
            [TransitionItem(id: AnyHashable("else"), inputs: inputs.pushing("else")) { content.makeNodes(inputs: $0) }]
        }
    }
}
