import EaselLayout
import Foundation

/// A view made of several views, each a separate child of the enclosing container.
public struct TupleView<T>: View {
    public typealias Body = Never

    public var value: T
    private let makeElements: (_ViewInputs, inout _ViewOutputs) -> Void
    /// Adds each element as an item (or items) of a lazy container.
    let addElements: (LazyItems, _ViewInputs) -> Void

    /// Makes a tuple view from a tuple of views; elements that are not views contribute nothing.
    public init(_ value: T) {
        self.value = value
        func views(_ inputs: _ViewInputs) -> [(Int, any View)] {
            Mirror(reflecting: value).children.enumerated().compactMap { index, child in
                guard let view = child.value as? any View else {
                    inputs.diagnose(
                        "element \(index) of a TupleView is not a view (\(type(of: child.value)))",
                        fix: "build tuple views with @ViewBuilder")
                    return nil
                }
                return (index, view)
            }
        }
        makeElements = { inputs, outputs in
            for (index, view) in views(inputs) { view.makeView(inputs: inputs.pushing(index: index), outputs: &outputs) }
        }
        addElements = { items, inputs in
            for (index, view) in views(inputs) { items.add(view, inputs: inputs.pushing(index: index)) }
        }
    }

    init<each Element: View>(elements: repeat each Element) where T == (repeat each Element) {
        value = (repeat each elements)
        makeElements = { inputs, outputs in
            var index = 0
            for element in repeat each elements {
                element.makeView(inputs: inputs.pushing(index: index), outputs: &outputs)
                index += 1
            }
        }
        addElements = { items, inputs in
            var index = 0
            for element in repeat each elements {
                items.add(element, inputs: inputs.pushing(index: index))
                index += 1
            }
        }
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        view.makeElements(inputs, &outputs)
    }
}

extension TupleView {
    public static func _makeViewList(view: Self, inputs: _ViewListInputs) { view.addItems(to: inputs.items, inputs: inputs.base) }
    public static var _viewListMayGiveSeveralItems: Bool { true }

    func addItems(to items: LazyItems, inputs: _ViewInputs) {
        addElements(items, inputs)
    }
}
