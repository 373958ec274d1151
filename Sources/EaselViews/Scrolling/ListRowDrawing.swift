import EaselGraphics
import EaselLayout
import Foundation

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
