import EaselLayout
import Foundation

/// A type-erased view.
public struct AnyView: View {
    public typealias Body = Never

    package let view: any View

    public init<V: View>(_ view: V) {
        if let any = view as? AnyView {
            self.view = any.view
        } else {
            self.view = view
        }
    }

    public init<V: View>(erasing view: V) {
        self.init(view)
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        // Views built in a loop nest through AnyView: the rest moves to a large stack when this one runs low.
        DeepStack.withRoom { view.view.makeView(inputs: inputs, outputs: &outputs) }
    }
}
