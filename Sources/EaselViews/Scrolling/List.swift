import EaselGraphics
import EaselLayout
import Foundation

/// A container that presents rows of data arranged in a single column, drawn as iOS 17 draws lists.
///
/// A list takes all the space it is offered and scrolls vertically; its rows are made lazily, as a
/// `LazyVStack`'s are. Each row is at least 44 points tall, its content leading-aligned 20 points from the
/// row's edges and 11 above and below, with a hairline separator under it that starts where the content does;
/// the last row of a section has none.
///
/// The style (`listStyle(_:)`) decides the rest. The inset-grouped style, which a `List` has unless told
/// otherwise on iPhone and which a `Form` always has, puts each section's rows on a card with 10-point corners,
/// 16 points in from the edges (20 on screens 414 points and wider), on the grouped background; headers are
/// uppercased footnote text in the secondary color above the card, footers footnote text under it. The grouped
/// style draws the cards edge to edge, square. The plain style draws rows on the list's background with headers
/// pinned while their section is in view, in the headline font on a light gray band. Metrics and their sources
/// are in docs/Decisions.md ("List styles").
public struct List<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never

    let content: Content
    var selection: ListSelection?

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let appearance = inputs.environment.listAppearance
        var inputs = inputs
        // A row's tag and badge are its own, not an enclosing tab's.
        inputs.environment.itemTraits = nil
        let options = ListOptions(
            appearance: appearance, selection: view.selection, rowSpacing: inputs.environment.listRowSpacing ?? 0,
            sectionGap: (inputs.environment.listSectionSpacing ?? ListSectionSpacing.default.value) / 2,
            prominence: inputs.environment.headerProminence)
        let background: Color =
            inputs.environment.scrollContentBackground == .hidden ? .clear
            : appearance == .plain ? .systemBackground : .systemGroupedBackground
        let list = ScrollView {
            _ListRows(content: view.content, options: options)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(background)
        list.makeView(inputs: inputs.pushing("List"), outputs: &outputs)
    }
}

/// How a list's selection binding is read and written, by row id.
struct ListSelection {
    let isSelected: (AnyHashable) -> Bool
    let select: (AnyHashable) -> Void
}

/// What every row of a list needs to know about the list.
struct ListOptions {
    var appearance: ListAppearance
    var selection: ListSelection?
    var rowSpacing: CGFloat
    /// Half the gap between two sections: what a section with no header or footer leaves on that side.
    var sectionGap: CGFloat
    var prominence: Prominence
}

extension List {
    /// A list that supports selecting several rows (by their ForEach ids or tags).
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        selection.map { binding in
            self.selection = ListSelection(
                isSelected: { ($0.base as? SelectionValue).map { binding.wrappedValue.contains($0) } ?? false },
                select: { id in
                    guard let value = id.base as? SelectionValue else { return }
                    if binding.wrappedValue.contains(value) { binding.wrappedValue.remove(value) } else { binding.wrappedValue.insert(value) }
                })
        }
    }

    /// A list that supports selecting one row (by its ForEach id or tag).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        selection.map { binding in
            self.selection = ListSelection(
                isSelected: { ($0.base as? SelectionValue).map { binding.wrappedValue == $0 } ?? false },
                select: { id in if let value = id.base as? SelectionValue { binding.wrappedValue = value } })
        }
    }

    /// A list of identifiable data that supports selecting several rows.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A list of identifiable data that supports selecting one row.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A list of data identified by a key path that supports selecting several rows.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A list of data identified by a key path that supports selecting one row.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A hierarchical list of identifiable data that supports selecting several rows.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A hierarchical list of identifiable data that supports selecting one row.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A hierarchical list of data identified by a key path that supports selecting several rows.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(selection: selection) { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }

    /// A hierarchical list of data identified by a key path that supports selecting one row.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(selection: selection) { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }

    /// A list of rows, one for each element of a binding to identifiable data, each given a binding to its
    /// element, that supports selecting several rows.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
        Data.Element: Identifiable, Data.Index: Hashable {
        self.init(selection: selection) { Content(data, content: rowContent) }
    }

    /// A list of rows, one for each element of a binding to identifiable data, each given a binding to its
    /// element, that supports selecting one row.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
        Data.Element: Identifiable, Data.Index: Hashable {
        self.init(selection: selection) { Content(data, content: rowContent) }
    }

    /// A list of rows, one for each element of a binding to data identified by a key path, each given a binding to
    /// its element, that supports selecting several rows.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data.Index: Hashable {
        self.init(selection: selection) { Content(data, id: id, content: rowContent) }
    }

    /// A list of rows, one for each element of a binding to data identified by a key path, each given a binding to
    /// its element, that supports selecting one row.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data.Index: Hashable {
        self.init(selection: selection) { Content(data, id: id, content: rowContent) }
    }
}

extension List where SelectionValue == Never {
    /// A list of the given content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list of rows computed on demand from identifiable data.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// A list of rows computed on demand from data identified by a key path.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A list of rows for a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }

    /// A hierarchical list: rows for identifiable data, an element with children a row that discloses them.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data.Element: Identifiable {
        content = OutlineGroup(data, children: children, content: rowContent)
    }

    /// A hierarchical list of data identified by a key path, an element with children a row that discloses them.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        content = OutlineGroup(data, id: id, children: children, content: rowContent)
    }

    /// A hierarchical list from a binding to identifiable data, each row given a binding to its element.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data.Element: Identifiable {
        content = OutlineGroup(data, children: children, content: rowContent)
    }

    /// A hierarchical list from a binding to data identified by a key path, each row given a binding to its
    /// element.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        content = OutlineGroup(data, id: id, children: children, content: rowContent)
    }

    /// A list of rows, one for each element of a binding to identifiable data, each given a binding to its
    /// element (`List($items) { $item in … }`).
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
        Data.Element: Identifiable, Data.Index: Hashable {
        content = Content(data, content: rowContent)
    }

    /// A list of rows, one for each element of a binding to data identified by a key path, each given a binding to
    /// its element.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data.Index: Hashable {
        content = Content(data, id: id, content: rowContent)
    }
}
