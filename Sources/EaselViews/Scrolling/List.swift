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

/// The rows of a list: a lazy stack whose items are dressed as list rows, headers and footers.
struct _ListRows<Content: View>: View {
    typealias Body = Never
    let content: Content
    let options: ListOptions

    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let options = view.options
        let shape = LazyLayoutState.Shape(
            name: "List", axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: 0,
            pinned: options.appearance == .plain ? .sectionHeaders : [])
        // A disclosure group among the items gives its label and, expanded, its content rows of their own.
        var inputs = inputs
        inputs.environment.listCollectsRows = true
        let node = LazyLayoutState.makeContainer(shape, content: view.content, inputs: inputs) { items in
            items.decorate { position, make in
                { inputs in _ListItem(position: position, options: options, make: make).makeNodes(inputs: inputs) }
            }
        }
        outputs.append(node)
    }
}

/// One item of a list, dressed as a row, header or footer. Its content is made first, so that what its modifiers
/// declared (insets, background, separators, badge, tag) is known when the row around it is made.
struct _ListItem: View {
    typealias Body = Never
    let position: LazyItems.Position
    let options: ListOptions
    let make: (_ViewInputs) -> [LayoutNode]

    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let isRow = view.position.role == .content
        let traits = ListRowTraits(), item = ItemTraits()
        var contentInputs = inputs
        contentInputs.environment.isListRow = isRow
        // What is inside an item is not the list's items (a lazy stack in a row lays out its own), and the item's
        // indentation under a disclosure group is the row's, not its content's.
        let indentation = inputs.environment.listRowIndentation
        contentInputs.environment.listCollectsRows = false
        contentInputs.environment.listRowIndentation = 0
        if isRow {
            contentInputs.environment.listRowTraits = traits
            contentInputs.environment.itemTraits = item
            contentInputs.environment.listIconTint = true
        } else {
            // Headers and footers take the style's text: set before their content is made.
            let options = view.options, grouped = options.appearance != .plain
            // A sidebar's headers are drawn as increased-prominence ones are.
            let increased = options.prominence == .increased || options.appearance == .sidebar
            switch view.position.role {
            case .header:
                contentInputs.environment.font = increased ? .title3.bold() : grouped ? .footnote : .headline
                if grouped, !increased {
                    contentInputs.environment.foregroundStyle = AnyShapeStyle(Color.secondary)
                    contentInputs.environment.textCase = .uppercase
                }
            default:
                contentInputs.environment.font = .footnote
                contentInputs.environment.foregroundStyle = AnyShapeStyle(Color.secondary)
            }
        }
        let nodes = view.make(contentInputs)
        let made = _MadeNodes { _ in nodes }
        let edit = inputs.environment.listRowEdit
        let dressed: AnyView
        switch view.position.role {
        case .content:
            let editing = inputs.environment.editMode?.wrappedValue.isEditing ?? false
            dressed = row(
                made, view, traits: traits, item: item, edit: editing ? edit : nil, hairline: inputs.environment.pixelLength,
                indentation: indentation)
        case .header:
            // In a sidebar, a collapsible section's header has its disclosure chevron and toggles on a tap.
            if view.options.appearance == .sidebar, let expansion = inputs.environment.sectionExpansion {
                let row = _MadeNodes { inputs in
                    DisclosureLabelRow(label: made, isExpanded: expansion).makeNodes(inputs: inputs)
                }
                dressed = sectionText(row, view, isHeader: true)
            } else {
                dressed = sectionText(made, view, isHeader: true)
            }
        case .footer:
            dressed = sectionText(made, view, isHeader: false)
        }
        var dressedOutputs = _ViewOutputs()
        dressed.makeView(inputs: inputs.pushing("row"), outputs: &dressedOutputs)
        if isRow, let node = dressedOutputs.nodes.first, let graph = inputs.graph {
            graph.register(listRow: ListRowRecord(node: node, edit: edit, traits: traits))
        }
        outputs.nodes.append(contentsOf: dressedOutputs.nodes)
    }

    /// A row: `edit` is what its ForEach lets it do while the list is in edit mode (nil otherwise); `indentation`
    /// moves its content and its separator in (a disclosure group's content rows).
    private static func row(
        _ made: _MadeNodes, _ view: Self, traits: ListRowTraits, item: ItemTraits, edit: ListRowEdit?, hairline: CGFloat,
        indentation: CGFloat
    ) -> AnyView {
        let options = view.options, position = view.position
        var insets = traits.insets ?? EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
        insets.leading += indentation
        let spaced = options.rowSpacing > 0
        let separated = !position.isLast && !spaced && !traits.hiddenSeparators.contains(.bottom)
        let separatorColor = traits.separatorTint ?? Color.separator
        let id = item.tag ?? position.id
        let selected = id.map { options.selection?.isSelected($0) ?? false } ?? false
        // In edit mode a row its ForEach can delete shows the red delete control before its content, and one it
        // can move the reorder control after it.
        let deletable = edit?.onDelete != nil && !traits.deleteDisabled
        let movable = edit?.onMove != nil && !traits.moveDisabled
        let content = HStack(spacing: 8) {
            if deletable {
                DeleteControl().padding(.trailing, 8)
            }
            made.frame(maxWidth: .infinity, alignment: .leading)
            if let badge = item.badge {
                badge.foregroundStyle(Color.secondary)
            }
            if movable {
                Image(systemName: "line.3.horizontal").font(.system(size: 17)).foregroundStyle(Color.secondary)
                    .accessibilityIdentifier("ListRow.reorder")
            }
        }
        .frame(maxWidth: .infinity, minHeight: max(0, 44 - insets.top - insets.bottom), alignment: .leading)
        .padding(insets)
        .overlay(alignment: .bottom) {
            if separated {
                Rectangle().fill(separatorColor).frame(height: hairline).padding(.leading, insets.leading + (deletable ? 38 : 0))
            }
        }
        // Outside the row: a section's half gap above its first row and below its last (grouped styles), and the
        // row spacing below every row but the last.
        let grouped = options.appearance != .plain
        let around = EdgeInsets(
            top: grouped && position.isFirst && !position.sectionHasHeader ? options.sectionGap : 0, leading: 0,
            bottom: position.isLast
                ? (grouped && !position.sectionHasFooter ? options.sectionGap : 0) : (spaced ? options.rowSpacing : 0),
            trailing: 0)
        var dressed: AnyView
        if !grouped {
            dressed = AnyView(content.background {
                if selected { Color.listSelection } else if let background = traits.background { background }
            })
        } else {
            let inset = options.appearance.isInset
            let card = UnevenRoundedRectangle.listCard(
                radius: inset ? 10 : 0, roundsTop: position.isFirst || spaced, roundsBottom: position.isLast || spaced)
            dressed = AnyView(
                content
                    .background {
                        if selected {
                            card.fill(Color.listSelection)
                        } else if let background = traits.background {
                            background.clipShape(card)
                        } else {
                            card.fill(Color.secondarySystemGroupedBackground)
                        }
                    }
                    .modifier(ListCardMargin(inset: inset)))
        }
        if around != EdgeInsets() { dressed = AnyView(dressed.padding(around)) }
        if let selection = options.selection, let id, !traits.selectionDisabled {
            dressed = AnyView(dressed.contentShape(Rectangle()).onTapGesture { selection.select(id) })
        }
        return dressed
    }

    /// A section's header (`isHeader`) or footer: in the plain style a band from the row inset (a gray one, 6
    /// points above and below, for headers; 8 for footers); grouped, text from the card's row inset, a header 6
    /// points above its card and a footer 6 points below it, each a half section gap from the section beside.
    private static func sectionText(_ made: _MadeNodes, _ view: Self, isHeader: Bool) -> AnyView {
        let options = view.options
        let text = made.frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal, 20)
        if options.appearance == .plain {
            return AnyView(
                text.padding(.vertical, isHeader ? 6 : 8)
                    .background { if isHeader { Color.secondarySystemBackground } })
        }
        return AnyView(
            text
                .padding(.top, isHeader ? options.sectionGap - 1.5 : 6)
                .padding(.bottom, isHeader ? 6 : options.sectionGap)
                .modifier(ListCardMargin(inset: options.appearance.isInset)))
    }
}

/// The delete control of a row in edit mode: a white bar on a red 22-point circle ("ListRow.delete").
struct DeleteControl: View {
    var body: some View {
        Circle().fill(Color.red)
            .overlay { Capsule().fill(Color.white).frame(width: 12, height: 2.5) }
            .frame(width: 22, height: 22)
            .accessibilityIdentifier("ListRow.delete")
    }
}

extension Color {
    /// A selected list row's background (UIKit's system gray 4).
    static let listSelection = Color.systemGray4
}

/// How a list is drawn: what `listStyle(_:)` chose, resolved for iPhone.
package enum ListAppearance: Hashable, Sendable {
    /// The sidebar style is inset-grouped on iPhone, with its own headers: larger, and with a disclosure control
    /// for a collapsible section.
    case plain, grouped, insetGrouped, sidebar

    /// Whether rows sit on cards inset from the list's edges.
    var isInset: Bool { self == .insetGrouped || self == .sidebar }
}

private struct ListAppearanceKey: EnvironmentKey {
    /// iOS 17 draws a list of the automatic style inset-grouped on iPhone.
    static let defaultValue = ListAppearance.insetGrouped
}

extension EnvironmentValues {
    package var listAppearance: ListAppearance {
        get { self[ListAppearanceKey.self] }
        set { self[ListAppearanceKey.self] = newValue }
    }
}

/// An inset-grouped card's side margins: 16 points on screens narrower than 414 points, 20 on wider ones (as
/// the navigation bar's); none for the grouped style.
struct ListCardMargin: ViewModifier {
    let inset: Bool

    func body(content: Content) -> some View {
        if inset {
            ListCardMarginLayout { content }
        } else {
            content
        }
    }
}

private struct ListCardMarginLayout: Layout {
    /// Padding of the layout margin on each side, for a width.
    private func padding(_ width: CGFloat?) -> PaddingLayout {
        let margin = NavigationBarRowLayout.margin(forWidth: width ?? 0)
        return PaddingLayout(insets: EdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        padding(proposal.width).sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        padding(bounds.width).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

extension UnevenRoundedRectangle {
    /// A row's part of its section's card: its top corners rounded on the first row and its bottom corners on the
    /// last.
    static func listCard(radius: CGFloat, roundsTop: Bool, roundsBottom: Bool) -> UnevenRoundedRectangle {
        let top = roundsTop ? radius : 0, bottom = roundsBottom ? radius : 0
        return UnevenRoundedRectangle(
            topLeadingRadius: top, bottomLeadingRadius: bottom, bottomTrailingRadius: bottom, topTrailingRadius: top)
    }
}

/// A view whose nodes are made by a closure: an item's content, dressed by the container around it.
struct _MadeNodes: View {
    typealias Body = Never
    let make: (_ViewInputs) -> [LayoutNode]

    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        outputs.nodes.append(contentsOf: view.make(inputs))
    }
}
