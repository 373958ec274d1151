import EaselLayout
import Foundation

/// A structure that computes views on demand from a collection of identified data; each element's view is
/// a separate child of the enclosing container (LayoutRules §9). In a lazy container an element's view is made
/// only when it comes into view.
///
/// Ids must be unique. When two elements share one, the first keeps it (its state, `scrollTo`), a
/// diagnostic names the id, and the later ones are still shown, each under an identity of its own.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    // An element's id: read through the key path given (a key path written in code is made once and shared), or
    // worked out by a function where there is none. Nearly every ForEach on screen is kept by its transition site,
    // so its size counts: a key path kept as such spares an allocation for a closure that would wrap it.
    private let idKeyPath: KeyPath<Data.Element, ID>?
    private let idFunction: ((Data.Element) -> ID)?
    /// `onDelete` and `onMove`, held together out of line (few ForEach values have either).
    private var rowActions: RowActions?

    /// What a list's rows made from this ForEach let a person do. Shared by copies of the ForEach; never changed
    /// once made (setting an action makes a new one).
    private final class RowActions {
        let delete: ((IndexSet) -> Void)?
        let move: ((IndexSet, Int) -> Void)?

        init(delete: ((IndexSet) -> Void)?, move: ((IndexSet, Int) -> Void)?) {
            self.delete = delete
            self.move = move
        }
    }

    /// The id of `element` under this ForEach.
    package func id(_ element: Data.Element) -> ID {
        if let idKeyPath { return element[keyPath: idKeyPath] }
        return idFunction!(element)
    }

    /// `onDelete`: what deleting a list's row made from this ForEach does.
    var deleteAction: ((IndexSet) -> Void)? {
        get { rowActions?.delete }
        set { rowActions = newValue == nil && moveAction == nil ? nil : RowActions(delete: newValue, move: moveAction) }
    }

    /// `onMove`: what moving a list's rows made from this ForEach does.
    var moveAction: ((IndexSet, Int) -> Void)? {
        get { rowActions?.move }
        set { rowActions = newValue == nil && deleteAction == nil ? nil : RowActions(delete: deleteAction, move: newValue) }
    }

    init(data: Data, content: @escaping (Data.Element) -> Content, keyPath: KeyPath<Data.Element, ID>?, function: ((Data.Element) -> ID)?) {
        self.data = data
        self.content = content
        idKeyPath = keyPath
        idFunction = function
    }
}

extension ForEach: View where Content: View {
    public typealias Body = Never

    /// Views for identifiable data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable {
        self.init(data: data, content: content, keyPath: nil, function: { $0.id })
    }

    /// Views for data identified by a key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, content: content, keyPath: id, function: nil)
    }

    /// Views for a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int {
        self.init(data: data, content: content, keyPath: nil, function: { $0 })
    }

    /// Views for each element of a binding to a collection of identifiable data, each given a binding to its
    /// element (`ForEach($items) { $item in … }`). An element's binding reads and writes the collection at the
    /// element's index.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    /// Views for each element of a binding to a collection, identified by a key path, each given a binding to
    /// its element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        let collection = data.wrappedValue
        let elements = collection.indices.lazy.map { index in (index, collection[index][keyPath: id]) }
        self.init(
            data: elements,
            content: { element in content(data[element.0]) },
            keyPath: nil, function: { $0.1 })
    }

    /// Each element's view; elements added or removed with animation come and go with their transitions.
    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        inputs.pushing("ForEach").makeTransitioning(view, outputs: &outputs)
    }

    /// Calls `body` with each element and the inputs it is made with (its identity under the ForEach).
    private func forEachElement(inputs: _ViewInputs, reports: Bool, _ body: (Data.Element, _ViewInputs) -> Void) {
        var seen = Set<ID>(minimumCapacity: data.count)
        var duplicates = 0
        for element in data {
            let id = self.id(element)
            var elementInputs = inputs.pushing(id: id)
            if !seen.insert(id).inserted {
                duplicates += 1
                if duplicates == 1 && reports { Self.reportDuplicate(id, inputs: inputs) }
                elementInputs = inputs.pushing(id: DuplicateID(id: id, occurrence: duplicates))
            }
            body(element, elementInputs)
        }
    }

    static func reportDuplicate(_ id: ID, inputs: _ViewInputs) {
        inputs.diagnose(
            "the id \(id) occurs more than once in the data of a ForEach; the first element keeps it, the others are shown with identities of their own",
            fix: "give every element a unique id (ForEach(data, id: \\.self) needs distinct values)")
    }
}

extension ForEach: TransitionContent where Content: View {
    func makeAll(inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        forEachElement(inputs: inputs, reports: true) { element, elementInputs in
            content(element).makeView(inputs: elementInputs, outputs: &outputs)
        }
    }

    func items(inputs: _ViewInputs) -> [TransitionItem] {
        var items: [TransitionItem] = []
        let content = self.content
        forEachElement(inputs: inputs, reports: false) { element, elementInputs in
            guard case .explicit(let id) = elementInputs.path.label else { return }
            items.append(TransitionItem(id: id, inputs: elementInputs) { content(element).makeNodes(inputs: $0) })
        }
        return items
    }
}

/// The identity given to an element whose id an earlier element of the same `ForEach` already has.
struct DuplicateID: Hashable, CustomStringConvertible {
    let id: AnyHashable
    let occurrence: Int

    var description: String { "\(id) (duplicate \(occurrence))" }
}

extension ForEach where Content: View {
    public static func _makeViewList(view: Self, inputs: _ViewListInputs) { view.addItems(to: inputs.items, inputs: inputs.base) }
    public static var _viewListMayGiveSeveralItems: Bool { true }

    /// Plain content is one run of items made on demand; content that is itself several items (sections,
    /// groups, nested ForEach) is expanded now, element by element.
    func addItems(to items: LazyItems, inputs: _ViewInputs) {
        let inputs = inputs.pushing("ForEach")
        let data = self.data, content = self.content, forEach = self
        let deleteAction = self.deleteAction, moveAction = self.moveAction
        if Content._viewListMayGiveSeveralItems {
            for element in data {
                let elementID = AnyHashable(forEach.id(element))
                items.add(content(element), id: elementID, inputs: inputs.pushing(id: elementID))
            }
            return
        }
        let start = data.startIndex
        items.addRun(count: data.count, id: { AnyHashable(forEach.id(data[data.index(start, offsetBy: $0)])) }) { offset in
            let element = data[data.index(start, offsetBy: offset)]
            let elementID = AnyHashable(forEach.id(element))
            var itemInputs = inputs.pushing(id: elementID)
            if deleteAction != nil || moveAction != nil {
                itemInputs.environment.listRowEdit = ListRowEdit(offset: offset, onDelete: deleteAction, onMove: moveAction)
            }
            return LazyItems.Item(inputs: itemInputs, make: { content(element).makeNodes(inputs: $0) }, id: elementID)
        }
    }
}
