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

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let appearance = inputs.environment.listAppearance
        var inputs = inputs
        // A row's tag and badge are its own, not an enclosing tab's.
        inputs.environment.itemTraits = nil
        let list = ScrollView {
            _ListRows(content: view.content, appearance: appearance)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(appearance == .plain ? Color.systemBackground : Color.systemGroupedBackground)
        list.makeView(inputs: inputs.pushing("List"), outputs: &outputs)
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
}

/// The rows of a list: a lazy stack whose items are dressed as list rows, headers and footers.
struct _ListRows<Content: View>: View {
    typealias Body = Never
    let content: Content
    let appearance: ListAppearance

    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let appearance = view.appearance
        let shape = LazyLayoutState.Shape(
            name: "List", axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: 0,
            pinned: appearance == .plain ? .sectionHeaders : [])
        let node = LazyLayoutState.makeContainer(shape, content: view.content, inputs: inputs) { items in
            items.decorate { position, make in
                { inputs in
                    let isRow = position.role == .content
                    let made = _MadeNodes { inner in
                        var rowInputs = inner
                        rowInputs.environment.isListRow = isRow
                        return make(rowInputs)
                    }
                    let dressed = appearance == .plain
                        ? plainItem(made, position, inputs.environment.pixelLength)
                        : groupedItem(made, position, inputs.environment.pixelLength, inset: appearance == .insetGrouped)
                    return dressed.makeNodes(inputs: inputs)
                }
            }
        }
        outputs.append(node)
    }

    /// A row's content with its padding and minimum height, and its separator unless it ends its section.
    private static func row(_ made: _MadeNodes, _ position: LazyItems.Position, _ hairline: CGFloat) -> some View {
        made
            .frame(maxWidth: .infinity, minHeight: 22, alignment: .leading)
            .padding(.vertical, 11)
            .padding(.horizontal, 20)
            .overlay(alignment: .bottom) {
                if !position.isLast {
                    Rectangle().fill(Color.separator).frame(height: hairline).padding(.leading, 20)
                }
            }
    }

    private static func plainItem(_ made: _MadeNodes, _ position: LazyItems.Position, _ hairline: CGFloat) -> AnyView {
        switch position.role {
        case .content:
            return AnyView(row(made, position, hairline))
        case .header:
            return AnyView(
                made
                    .font(.headline)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, 20)
                    .padding(.vertical, 6)
                    .background(Color.secondarySystemBackground))
        case .footer:
            return AnyView(
                made
                    .font(.footnote)
                    .foregroundStyle(Color.secondary)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, 20)
                    .padding(.vertical, 8))
        }
    }

    /// Points above a section with no header and below one with no footer: half of UIKit's 35-point gap between
    /// the sections of a grouped table.
    static var sectionGap: CGFloat { 17.5 }

    private static func groupedItem(
        _ made: _MadeNodes, _ position: LazyItems.Position, _ hairline: CGFloat, inset: Bool
    ) -> AnyView {
        switch position.role {
        case .content:
            let card = ListCardShape(
                radius: inset ? 10 : 0, roundsTop: position.isFirst, roundsBottom: position.isLast)
            return AnyView(
                row(made, position, hairline)
                    .background(card.fill(Color.secondarySystemGroupedBackground))
                    .modifier(ListCardMargin(inset: inset))
                    .padding(.top, position.isFirst && !position.sectionHasHeader ? sectionGap : 0)
                    .padding(.bottom, position.isLast && !position.sectionHasFooter ? sectionGap : 0))
        case .header:
            return AnyView(
                made
                    .font(.footnote)
                    .foregroundStyle(Color.secondary)
                    .textCase(.uppercase)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, 20)
                    .padding(.top, 16)
                    .padding(.bottom, 6)
                    .modifier(ListCardMargin(inset: inset)))
        case .footer:
            return AnyView(
                made
                    .font(.footnote)
                    .foregroundStyle(Color.secondary)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, 20)
                    .padding(.top, 6)
                    .padding(.bottom, sectionGap)
                    .modifier(ListCardMargin(inset: inset)))
        }
    }
}

/// How a list is drawn: what `listStyle(_:)` chose, resolved for iPhone.
package enum ListAppearance: Hashable, Sendable {
    case plain, grouped, insetGrouped
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
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        let margin = NavigationBarRowLayout.margin(forWidth: proposal.width ?? 0)
        let size = child.sizeThatFits(ProposedViewSize(width: proposal.width.map { max(0, $0 - 2 * margin) }, height: proposal.height))
        return CGSize(width: size.width + 2 * margin, height: size.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let margin = NavigationBarRowLayout.margin(forWidth: bounds.width)
        subviews.first?.place(
            at: CGPoint(x: bounds.minX + margin, y: bounds.minY), anchor: .topLeading,
            proposal: ProposedViewSize(width: max(0, bounds.width - 2 * margin), height: bounds.height))
    }
}

/// A row's part of its section's card: a rectangle with its top corners rounded on the first row and its bottom
/// corners on the last.
struct ListCardShape: Shape {
    let radius: CGFloat
    let roundsTop: Bool
    let roundsBottom: Bool

    func path(in rect: CGRect) -> Path {
        let top = roundsTop ? min(radius, rect.width / 2, rect.height / 2) : 0
        let bottom = roundsBottom ? min(radius, rect.width / 2, rect.height / 2) : 0
        // A quarter circle as a cubic Bézier: control points 0.5523 of the radius from the ends.
        let k: CGFloat = 0.5523
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + top, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - top, y: rect.minY))
        if top > 0 {
            path.addCurve(
                to: CGPoint(x: rect.maxX, y: rect.minY + top), control1: CGPoint(x: rect.maxX - top * (1 - k), y: rect.minY),
                control2: CGPoint(x: rect.maxX, y: rect.minY + top * (1 - k)))
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottom))
        if bottom > 0 {
            path.addCurve(
                to: CGPoint(x: rect.maxX - bottom, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - bottom * (1 - k)),
                control2: CGPoint(x: rect.maxX - bottom * (1 - k), y: rect.maxY))
        }
        path.addLine(to: CGPoint(x: rect.minX + bottom, y: rect.maxY))
        if bottom > 0 {
            path.addCurve(
                to: CGPoint(x: rect.minX, y: rect.maxY - bottom), control1: CGPoint(x: rect.minX + bottom * (1 - k), y: rect.maxY),
                control2: CGPoint(x: rect.minX, y: rect.maxY - bottom * (1 - k)))
        }
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + top))
        if top > 0 {
            path.addCurve(
                to: CGPoint(x: rect.minX + top, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + top * (1 - k)),
                control2: CGPoint(x: rect.minX + top * (1 - k), y: rect.minY))
        }
        path.closeSubpath()
        return path
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
