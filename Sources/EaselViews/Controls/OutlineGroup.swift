import Foundation

/// A structure that computes views and disclosure groups on demand from tree-structured, identified data: an
/// element with children (a non-nil collection, empty or not) is a disclosure group labeled with its view, its
/// children's outline inside; an element without is its view alone. In a `List` each is a row, the children's rows
/// indented under their parent while it is expanded; every group starts collapsed (`List(_:children:rowContent:)`
/// is a list of one outline group).
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    let roots: [Data.Element]
    let id: (Data.Element) -> ID
    let children: (Data.Element) -> Data?
    let content: (Data.Element) -> Leaf
}

extension OutlineGroup
where ID == Data.Element.ID, Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>,
    Data.Element: Identifiable {
    /// An outline of a root element and its descendants.
    public init<DataElement>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: [root], id: { $0.id }, children: { $0[keyPath: children] }, content: content)
    }

    /// An outline of a collection of root elements and their descendants.
    public init<DataElement>(
        _ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: Array(data), id: { $0.id }, children: { $0[keyPath: children] }, content: content)
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// An outline of a root element and its descendants, identified by a key path.
    public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(roots: [root], id: { $0[keyPath: id] }, children: { $0[keyPath: children] }, content: content)
    }

    /// An outline of a collection of root elements and their descendants, identified by a key path.
    public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(roots: Array(data), id: { $0[keyPath: id] }, children: { $0[keyPath: children] }, content: content)
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// An outline of a binding to a collection of root elements and their descendants, identified by a key path;
    /// each element's view is given a binding to it.
    public init<C: MutableCollection & RandomAccessCollection, E>(
        _ data: Binding<C>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>,
        @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, E == C.Element {
        self.init(roots: Array(data), id: { $0.wrappedValue[keyPath: id] }, children: Self.children(children), content: content)
    }

    /// An outline of a binding to a root element and its descendants, identified by a key path; each element's
    /// view is given a binding to it.
    public init<C: MutableCollection & RandomAccessCollection, E>(
        _ root: Binding<E>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>,
        @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, E == C.Element {
        self.init(roots: [root], id: { $0.wrappedValue[keyPath: id] }, children: Self.children(children), content: content)
    }

    /// The children of a bound element: a binding to the collection, when the element has one.
    private static func children<C: MutableCollection & RandomAccessCollection, E>(
        _ keyPath: WritableKeyPath<E, C?>
    ) -> (Binding<E>) -> Binding<C>? where Data == Binding<C>, E == C.Element {
        { element in Binding(element[dynamicMember: keyPath]) }
    }
}

extension OutlineGroup
where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// An outline of a binding to a collection of identifiable root elements and their descendants; each
    /// element's view is given a binding to it.
    public init<C: MutableCollection & RandomAccessCollection, E: Identifiable>(
        _ data: Binding<C>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, ID == E.ID, E == C.Element {
        self.init(data, id: \.id, children: children, content: content)
    }

    /// An outline of a binding to an identifiable root element and its descendants; each element's view is given a
    /// binding to it.
    public init<C: MutableCollection & RandomAccessCollection, E: Identifiable>(
        _ root: Binding<E>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, ID == E.ID, E == C.Element {
        self.init(root, id: \.id, children: children, content: content)
    }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    public typealias Body = Never

    /// The outline's elements as one ForEach, by their ids: groups for elements with children, views for the others.
    var elements: ForEach<[Data.Element], ID, AnyView> {
        let id = self.id, children = self.children, content = self.content
        return ForEach(data: roots, content: { element in
            guard let subtree = children(element) else { return AnyView(content(element)) }
            let inner = OutlineGroup(roots: Array(subtree), id: id, children: children, content: content)
            return AnyView(DisclosureGroup {
                OutlineSubgroupChildren(view: AnyView(inner))
            } label: {
                content(element)
            })
        }, keyPath: nil, function: id)
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        VStack(alignment: .leading, spacing: 0) { view.elements }.makeView(inputs: inputs.pushing("OutlineGroup"), outputs: &outputs)
    }
}

extension OutlineGroup where Parent: View, Leaf: View, Subgroup: View {
    public static func _makeViewList(view: Self, inputs: _ViewListInputs) { view.addItems(to: inputs.items, inputs: inputs.base) }
    public static var _viewListMayGiveSeveralItems: Bool { true }

    /// In a list, each element is a row (a group's label row, its children's rows after it while expanded).
    func addItems(to items: LazyItems, inputs: _ViewInputs) {
        items.add(elements, inputs: inputs.pushing("OutlineGroup"))
    }
}

/// A type-erased view representing the children in an outline subgroup.
public struct OutlineSubgroupChildren: View {
    public typealias Body = Never
    let view: AnyView

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        view.view.makeView(inputs: inputs, outputs: &outputs)
    }
}

extension OutlineSubgroupChildren {
    public static func _makeViewList(view: Self, inputs: _ViewListInputs) { view.addItems(to: inputs.items, inputs: inputs.base) }
    public static var _viewListMayGiveSeveralItems: Bool { true }

    func addItems(to items: LazyItems, inputs: _ViewInputs) {
        items.add(view, inputs: inputs)
    }
}
