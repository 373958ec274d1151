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

extension TupleView: LazyItemsProvider {
    func addItems(to items: LazyItems, inputs: _ViewInputs) {
        addElements(items, inputs)
    }
}

extension View {
    /// Adds this view's nodes to `outputs`.
    package func makeView(inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        Self._makeView(view: self, inputs: inputs, outputs: &outputs)
    }

    /// This view's nodes.
    package func makeNodes(inputs: _ViewInputs) -> [LayoutNode] {
        var outputs = _ViewOutputs()
        Self._makeView(view: self, inputs: inputs, outputs: &outputs)
        return outputs.nodes
    }
}

/// A view that doesn't contain any content: no child, no size, no spacing (spec §3.9).
public struct EmptyView: View {
    public typealias Body = Never
    public init() {}
    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {}
}

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

extension Optional: View where Wrapped: View {
    public typealias Body = Never

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        view?.makeView(inputs: inputs, outputs: &outputs)
    }
}

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
        view.view.makeView(inputs: inputs, outputs: &outputs)
    }
}
