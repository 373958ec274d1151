import EaselGraphics
import EaselLayout
import Foundation

/// A container that presents rows of data arranged in a single column, drawn as iOS draws a plain list.
///
/// A list takes all the space it is offered and scrolls vertically; its rows are made lazily, as a
/// `LazyVStack`'s are. Each row is at least 44 points tall, its content leading-aligned 20 points from
/// the edges and 11 above and below, with a hairline separator under it that starts where the content
/// does; the last row of a section has none. Section headers are pinned while their section is in view,
/// in the headline font on a light gray band; footers are in the footnote font, in the secondary color.
/// (Row metrics are UIKit's standard cell metrics; header and footer styling is Easel's approximation of
/// the plain style.)
public struct List<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never

    let content: Content

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let list = ScrollView {
            _ListRows(content: view.content)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.systemBackground)
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

    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let shape = LazyLayoutState.Shape(
            name: "List", axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: 0,
            pinned: .sectionHeaders)
        let node = LazyLayoutState.makeContainer(shape, content: view.content, inputs: inputs) { items in
            items.decorate { _, role, isLast, make in
                { inputs in
                    let isRow = role == .content
                    let made = _MadeNodes { inner in
                        var rowInputs = inner
                        rowInputs.environment.isListRow = isRow
                        return make(rowInputs)
                    }
                    let dressed: AnyView
                    switch role {
                    case .content:
                        dressed = AnyView(
                            made
                                .frame(maxWidth: .infinity, minHeight: 22, alignment: .leading)
                                .padding(.vertical, 11)
                                .padding(.horizontal, 20)
                                .overlay(alignment: .bottom) {
                                    if !isLast {
                                        Rectangle().fill(Color.separator).frame(height: inputs.environment.pixelLength)
                                            .padding(.leading, 20)
                                    }
                                })
                    case .header:
                        dressed = AnyView(
                            made
                                .font(.headline)
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .padding(.horizontal, 20)
                                .padding(.vertical, 6)
                                .background(Color.secondarySystemBackground))
                    case .footer:
                        dressed = AnyView(
                            made
                                .font(.footnote)
                                .foregroundStyle(Color.secondary)
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .padding(.horizontal, 20)
                                .padding(.vertical, 8))
                    }
                    return dressed.makeNodes(inputs: inputs)
                }
            }
        }
        outputs.append(node)
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
