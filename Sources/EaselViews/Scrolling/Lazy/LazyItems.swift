import EaselLayout
import Foundation

/// The content of a lazy container (lazy stacks and grids, `List`) as a numbered sequence of items, each
/// made only when it comes into view (LayoutRules §9).
///
/// An item is one view: an element of a `ForEach`, one view of a tuple, a section's header or footer. Its
/// views are laid out as a block, one after the other. A `ForEach` over plain content is one run of items
/// that costs nothing until an item is asked for, so a million elements are a million items for the price
/// of a count; `Section`s (and `ForEach`es of sections) are expanded when the container is made, one entry
/// per section.
package final class LazyItems {
    /// What an item is within its section.
    enum Role {
        case header, content, footer
    }

    /// One item, ready to make: where it is in the tree, and how its views are made there.
    struct Item {
        var inputs: _ViewInputs
        var make: (_ViewInputs) -> [LayoutNode]
        /// The id a `ForEach` gave it, for `ScrollViewProxy.scrollTo(_:anchor:)`.
        var id: AnyHashable?
    }

    /// A run of consecutive items of the same role and section.
    struct Run {
        var start: Int
        var count: Int
        var role: Role
        var section: Int?
        var item: (Int) -> Item
        /// The id of the item at a position of the run, without making it.
        var id: ((Int) -> AnyHashable)?
    }

    /// The items of one `Section`, by position.
    struct SectionRange {
        var header: Int?
        var footer: Int?
        /// From the first item (its header, if any) to past the last (its footer, if any).
        var items: Range<Int>
    }

    private(set) var runs: [Run] = []
    private(set) var sections: [SectionRange] = []
    private(set) var count = 0

    /// The item at `index`.
    func item(_ index: Int) -> Item {
        let run = runs[run(containing: index)]
        return run.item(index - run.start)
    }

    /// The position of the first item whose id is `id`, looking through every run (without making items).
    func index(of id: AnyHashable) -> Int? {
        for run in runs {
            if let ids = run.id {
                for offset in 0..<run.count where ids(offset) == id { return run.start + offset }
            }
        }
        return nil
    }

    private func run(containing index: Int) -> Int {
        var low = 0, high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle].start <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Where an item sits among its neighbours, for a container that dresses items by position (a list's rows).
    struct Position {
        var index: Int
        var role: Role
        /// Whether the item is the first content item of its section (or of the list).
        var isFirst: Bool
        /// Whether the item is the last content item of its section (or of the list).
        var isLast: Bool
        /// Whether the item's section has a header, and a footer.
        var sectionHasHeader: Bool
        var sectionHasFooter: Bool
        /// The id a `ForEach` gave the item.
        var id: AnyHashable?
    }

    /// Rewrites how every item is made: `wrap` gets the item's position and how it was made; it returns how to
    /// make it now.
    func decorate(
        _ wrap: @escaping (_ position: Position, _ make: @escaping (_ViewInputs) -> [LayoutNode])
            -> (_ViewInputs) -> [LayoutNode]
    ) {
        for position in runs.indices {
            let run = runs[position]
            let previous = position > 0 ? runs[position - 1] : nil
            let next = position + 1 < runs.count ? runs[position + 1] : nil
            let continues = next.map { $0.role == .content && $0.section == run.section } ?? false
            let follows = previous.map { $0.role == .content && $0.section == run.section } ?? false
            let sectionRange = run.section.map { sections[$0] }
            let count = run.count
            runs[position].item = { offset in
                var item = run.item(offset)
                let facts = Position(
                    index: run.start + offset, role: run.role, isFirst: offset == 0 && !follows,
                    isLast: offset == count - 1 && !continues, sectionHasHeader: sectionRange?.header != nil,
                    sectionHasFooter: sectionRange?.footer != nil, id: item.id)
                item.make = wrap(facts, item.make)
                return item
            }
        }
    }

    // MARK: Building

    /// Collects the items of `content`, made with `inputs`.
    static func of<Content: View>(_ content: Content, inputs: _ViewInputs) -> LazyItems {
        let items = LazyItems()
        items.add(content, inputs: inputs)
        return items
    }

    /// Adds the items of `view`: the view itself, or what it gives (`View._makeViewList`). Asked of the view's
    /// type through `View`, never by a cast: a cast to a protocol would have the runtime search every conformance
    /// in the process (several thousand) the first time each view type is seen.
    func add<V: View>(_ view: V, inputs: _ViewInputs) {
        if V._viewListMayGiveSeveralItems {
            V._makeViewList(view: view, inputs: _ViewListInputs(items: self, base: inputs))
        } else {
            addSingle(view, inputs: inputs)
        }
    }

    /// Adds `view` as one item.
    func addSingle<V: View>(_ view: V, inputs: _ViewInputs) {
        addRun(count: 1) { _ in Item(inputs: inputs, make: { view.makeNodes(inputs: $0) }) }
    }

    private var currentSection: Int?
    private var currentRole = Role.content

    func addRun(count: Int, id: ((Int) -> AnyHashable)? = nil, item: @escaping (Int) -> Item) {
        guard count > 0 else { return }
        var id = id, item = item
        // Each item made through the modifiers around the views that gave several (innermost first).
        if !wrappers.isEmpty {
            let wrappers = self.wrappers, made = item
            item = { offset in
                var result = made(offset)
                for wrap in wrappers.reversed() { result.make = wrap(result.make) }
                return result
            }
        }
        // The first row an element of a ForEach gives, when it gives several items, is known by the element's id.
        if let elementID = pendingID {
            pendingID = nil
            if id == nil, currentRole == .content {
                id = { _ in elementID }
                let made = item
                item = { offset in
                    var result = made(offset)
                    if result.id == nil { result.id = elementID }
                    return result
                }
            }
        }
        runs.append(Run(start: self.count, count: count, role: currentRole, section: currentSection, item: item, id: id))
        self.count += count
    }

    /// The id of the ForEach element whose items are being added, for the first of them.
    private var pendingID: AnyHashable?

    /// What the modifiers around views that give several items do to each item's making, outermost first.
    private var wrappers: [(@escaping (_ViewInputs) -> [LayoutNode]) -> (_ViewInputs) -> [LayoutNode]] = []

    /// Adds what `body` adds with each item made through `wrap` (a modifier on a ForEach applies to each row).
    func wrapping(
        _ wrap: @escaping (@escaping (_ViewInputs) -> [LayoutNode]) -> (_ViewInputs) -> [LayoutNode], _ body: () -> Void
    ) {
        wrappers.append(wrap)
        body()
        wrappers.removeLast()
    }

    /// Adds `view`'s items, the first of them known by `id` unless it has an id of its own (a ForEach element
    /// that is several items: an outline's disclosure group, whose label row is the element's row).
    func add<V: View>(_ view: V, id: AnyHashable, inputs: _ViewInputs) {
        pendingID = id
        add(view, inputs: inputs)
        pendingID = nil
    }

    /// Adds a section: its header, its content and its footer as items, the header and footer marked so a
    /// container can pin them.
    func addSection(header: (LazyItems) -> Void, content: (LazyItems) -> Void, footer: (LazyItems) -> Void) {
        let saved = (currentSection, currentRole)
        let section = sections.count
        sections.append(SectionRange(header: nil, footer: nil, items: count..<count))
        currentSection = section
        currentRole = .header
        let beforeHeader = count
        header(self)
        // A header or footer made of several views is still one item of each kind: its first.
        if count > beforeHeader { sections[section].header = beforeHeader }
        currentRole = .content
        content(self)
        currentRole = .footer
        let beforeFooter = count
        footer(self)
        if count > beforeFooter { sections[section].footer = beforeFooter }
        sections[section].items = sections[section].items.lowerBound..<count
        (currentSection, currentRole) = saved
    }
}

/// What a view adds its items to in a lazy container (`View._makeViewList`). Not for use by apps.
///
/// The views that give several items instead of one (tuples, groups, conditional content, `ForEach`, `Section`,
/// outline and disclosure groups, a modified view of one of those) answer `_makeViewList` with their
/// `addItems(to:inputs:)` and `_viewListMayGiveSeveralItems` with true, so that containers reach them through
/// `View` alone, never by a cast.
public struct _ViewListInputs {
    let items: LazyItems
    let base: _ViewInputs
}

/// A modifier on a view that gives several items (a ForEach, a group, a section) applies to each item, as in
/// SwiftUI, where `ForEach(…) { … }.listRowSeparator(.hidden)` hides every row's separator.
extension ModifiedContent where Content: View, Modifier: ViewModifier {
    public static func _makeViewList(view: Self, inputs: _ViewListInputs) { view.addItems(to: inputs.items, inputs: inputs.base) }
    /// A modified view gives one item unless the view it modifies may give several.
    public static var _viewListMayGiveSeveralItems: Bool { Content._viewListMayGiveSeveralItems }

    func addItems(to items: LazyItems, inputs: _ViewInputs) {
        let modifier = self.modifier
        items.wrapping({ make in
            { inputs in
                var outputs = _ViewOutputs()
                Modifier._makeView(
                    modifier: modifier, inputs: inputs,
                    content: _ModifierContent { inputs, outputs in
                        var inputs = inputs
                        inputs.modifierDepth += 1
                        outputs.nodes.append(contentsOf: make(inputs))
                    },
                    outputs: &outputs)
                return outputs.nodes
            }
        }) {
            items.add(content, inputs: inputs)
        }
    }
}

extension Group where Content: View {
    public static func _makeViewList(view: Self, inputs: _ViewListInputs) { view.addItems(to: inputs.items, inputs: inputs.base) }
    public static var _viewListMayGiveSeveralItems: Bool { Content._viewListMayGiveSeveralItems }

    func addItems(to items: LazyItems, inputs: _ViewInputs) {
        items.add(content, inputs: inputs)
    }
}

/// An `if`/`else` of one view each is one item, whichever branch holds, so a `ForEach` of such rows stays lazy
/// (as in SwiftUI, where a row that is always one view keeps a list from making every row to count them).
extension _ConditionalContent where TrueContent: View, FalseContent: View {
    public static func _makeViewList(view: Self, inputs: _ViewListInputs) { view.addItems(to: inputs.items, inputs: inputs.base) }
    public static var _viewListMayGiveSeveralItems: Bool {
        TrueContent._viewListMayGiveSeveralItems || FalseContent._viewListMayGiveSeveralItems
    }

    func addItems(to items: LazyItems, inputs: _ViewInputs) {
        switch storage {
        case .trueContent(let content): items.add(content, inputs: inputs.pushing("if"))
        case .falseContent(let content): items.add(content, inputs: inputs.pushing("else"))
        }
    }
}

extension Optional where Wrapped: View {
    public static func _makeViewList(view: Self, inputs: _ViewListInputs) { view.addItems(to: inputs.items, inputs: inputs.base) }
    public static var _viewListMayGiveSeveralItems: Bool { true }

    func addItems(to items: LazyItems, inputs: _ViewInputs) {
        if let view = self { items.add(view, inputs: inputs) }
    }
}

extension AnyView {
    public static func _makeViewList(view: Self, inputs: _ViewListInputs) { view.addItems(to: inputs.items, inputs: inputs.base) }
    public static var _viewListMayGiveSeveralItems: Bool { true }

    func addItems(to items: LazyItems, inputs: _ViewInputs) {
        items.add(view, inputs: inputs)
    }
}

extension EmptyView {
    public static func _makeViewList(view: Self, inputs: _ViewListInputs) { view.addItems(to: inputs.items, inputs: inputs.base) }
    public static var _viewListMayGiveSeveralItems: Bool { true }

    func addItems(to items: LazyItems, inputs: _ViewInputs) {}
}

