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

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        switch view.storage {
        case .trueContent(let content): content.makeView(inputs: inputs.pushing("if"), outputs: &outputs)
        case .falseContent(let content): content.makeView(inputs: inputs.pushing("else"), outputs: &outputs)
        }
    }
}
