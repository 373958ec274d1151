import EaselGraphics
import EaselLayout
import Foundation

// What a list's rows declare about themselves (insets, background, separators, swipe actions), what a ForEach
// lets its rows do (delete, move), and what the host can do with rows on a person's behalf.

/// What a row's modifiers asked of the row, recorded while its content is made.
final class ListRowTraits {
    var insets: EdgeInsets?
    var background: AnyView?
    var hiddenSeparators: VerticalEdge.Set = []
    var separatorTint: Color?
    var swipeActions: [HorizontalEdge: [AlertButton]] = [:]
    var deleteDisabled = false
    var moveDisabled = false
    var selectionDisabled = false
}

/// What a row's ForEach lets it do: its element's offset in the data and the ForEach's edit actions.
struct ListRowEdit {
    let offset: Int
    let onDelete: ((IndexSet) -> Void)?
    let onMove: ((IndexSet, Int) -> Void)?
}

private struct ListRowTraitsKey: EnvironmentKey { static var defaultValue: ListRowTraits? { nil } }
private struct ListRowEditKey: EnvironmentKey { static var defaultValue: ListRowEdit? { nil } }
private struct ListRowSpacingKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
private struct ListSectionSpacingKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
private struct ScrollContentBackgroundKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }
private struct HeaderProminenceKey: EnvironmentKey { static var defaultValue: Prominence { .standard } }
private struct RefreshKey: EnvironmentKey { static var defaultValue: RefreshAction? { nil } }

extension EnvironmentValues {
    var listRowTraits: ListRowTraits? {
        get { self[ListRowTraitsKey.self] }
        set { self[ListRowTraitsKey.self] = newValue }
    }

    var listRowEdit: ListRowEdit? {
        get { self[ListRowEditKey.self] }
        set { self[ListRowEditKey.self] = newValue }
    }

    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }

    var listSectionSpacing: CGFloat? {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }

    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }

    /// The prominence of section headers in the views below.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }

    /// A refresh action stored in a view's environment: the one `.refreshable` set, or nil.
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}

/// The visual prominence of a section header.
public enum Prominence: Hashable, Sendable {
    case standard, increased
}

/// The spacing between sections of a list.
public struct ListSectionSpacing: Sendable {
    let value: CGFloat
    /// The default spacing: 35 points.
    public static let `default` = ListSectionSpacing(value: 35)
    /// Compact spacing: 20 points.
    public static let compact = ListSectionSpacing(value: 20)
    /// A custom spacing.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(value: spacing.isFinite ? max(0, spacing) : 35)
    }
}

extension View {
    /// Applies an inset to the rows in a list (nil: the default, 20 points at the sides and 11 above and below).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(RecordingModifier(\.listRowTraits) { if $0.insets == nil { $0.insets = insets } })
    }

    /// Places a custom background view behind a list row item.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        let background = view.map { AnyView($0) }
        return modifier(RecordingModifier(\.listRowTraits) { if $0.background == nil { $0.background = background } })
    }

    /// Sets the display mode for the separator associated with this specific row.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(RecordingModifier(\.listRowTraits) {
            if visibility == .hidden { $0.hiddenSeparators.formUnion(edges) } else { $0.hiddenSeparators.subtract(edges) }
        })
    }

    /// Sets the tint color associated with a row's separator.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(RecordingModifier(\.listRowTraits) { if $0.separatorTint == nil { $0.separatorTint = color } })
    }

    /// Sets whether to hide the separator associated with a list section (Easel draws no section separators).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Sets the tint color associated with a section separator (Easel draws no section separators).
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Sets the vertical spacing between two adjacent rows in a list (each row then has a card of its own).
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, spacing.flatMap { $0.isFinite ? max(0, $0) : nil })
    }

    /// Sets the spacing between adjacent sections in a list.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\.listSectionSpacing, spacing.value)
    }

    /// Sets the spacing between adjacent sections in a list to a number of points.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        environment(\.listSectionSpacing, ListSectionSpacing.custom(spacing).value)
    }

    /// Specifies the visibility of the background for scrollable views within this view (a list's grouped
    /// background, when hidden, shows what is behind the list).
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }

    /// Sets the header prominence for this view.
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }

    /// Adds custom swipe actions to a row in a list: not drawn at rest (a row shows them only while swiped);
    /// `ViewHost.swipeActions(of:edge:)` lists them and `performSwipeAction(_:of:edge:)` runs one.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        let buttons = AlertButton.buttons(in: content())
        return modifier(RecordingModifier(\.listRowTraits) { $0.swipeActions[edge, default: []] += buttons })
    }

    /// Adds a condition for whether the view's row can be deleted.
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(RecordingModifier(\.listRowTraits) { $0.deleteDisabled = $0.deleteDisabled || isDisabled })
    }

    /// Adds a condition for whether the view's row can be moved.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(RecordingModifier(\.listRowTraits) { $0.moveDisabled = $0.moveDisabled || isDisabled })
    }

    /// Adds a condition that controls whether people can select this view.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(RecordingModifier(\.listRowTraits) { $0.selectionDisabled = $0.selectionDisabled || isDisabled })
    }

    /// Marks this view as refreshable: the action is the environment's `refresh` below, and
    /// `ViewHost.refresh()` runs it as a person's pull would.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        modifier(RefreshableModifier(action: RefreshAction(action: action)))
    }
}

/// An action that initiates a refresh operation.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Initiates a refresh action, and returns when it has finished.
    public func callAsFunction() async { await action() }
}

/// Sets the environment's refresh action and registers it with the host.
struct RefreshableModifier: ViewModifier {
    typealias Body = Never
    let action: RefreshAction

    static func _makeView(modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs) {
        var inputs = inputs
        inputs.environment.refresh = modifier.action
        if let graph = inputs.graph {
            let token = inputs.livenessToken("refreshable")
            graph.refreshActions.removeAll { $0.token == nil || $0.token === token }
            graph.refreshActions.append(WeakRefreshAction(token: token, action: modifier.action))
        }
        content.make(inputs, &outputs)
    }
}

/// A refresh action held while the view that declared it is in the tree.
struct WeakRefreshAction {
    weak var token: LivenessToken?
    let action: RefreshAction
}

// MARK: Dynamic content

/// A type of view that generates views from an underlying collection of data.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ForEach where Content: View {
    /// Sets the deletion action for the dynamic view: in a list, `ViewHost.delete(identifier:)` runs it for the
    /// row holding the identified view, as a swipe to delete would.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.deleteAction = action
        return copy
    }

    /// Sets the move action for the dynamic view: `ViewHost.move(identifier:to:)` runs it.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        var copy = self
        copy.moveAction = action
        return copy
    }
}

/// A row the host can act on: its node (weakly), what its ForEach allows, and what its modifiers declared.
extension ViewGraph {
    /// Keeps a row's record for the host's row actions. Records of rows that left are dropped when the registry has
    /// doubled since it was last cleaned, so registering stays cheap however many rows scroll by.
    func register(listRow record: ListRowRecord) {
        guard let node = record.node else { return }
        listRows[ObjectIdentifier(node)] = record
        if listRows.count > listRowsLimit {
            listRows = listRows.filter { $0.value.node != nil }
            listRowsLimit = max(512, 2 * listRows.count)
        }
    }
}

final class ListRowRecord {
    weak var node: LayoutNode?
    let edit: ListRowEdit?
    let traits: ListRowTraits

    init(node: LayoutNode, edit: ListRowEdit?, traits: ListRowTraits) {
        self.node = node
        self.edit = edit
        self.traits = traits
    }
}

extension ViewHost {
    /// Why a row action could not be done.
    public struct RowActionError: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// The list row holding the view marked `identifier`.
    private func row(_ identifier: String) throws(RowActionError) -> ListRowRecord {
        update()
        guard let target = node(identifier) else {
            throw RowActionError(description: "no view is marked \"\(identifier)\"")
        }
        var current: LayoutNode? = target
        while let node = current {
            if let record = graph.listRows[ObjectIdentifier(node)], record.node === node { return record }
            current = node.parent
        }
        throw RowActionError(description: "the view marked \"\(identifier)\" is not in a list row")
    }

    /// Deletes the row holding the view marked `identifier`, as a swipe to delete would: its ForEach's `onDelete`
    /// runs with the row's offset. Throws when the row cannot be deleted (no `onDelete`, or `deleteDisabled`).
    public func delete(identifier: String) throws(RowActionError) {
        let record = try row(identifier)
        guard let edit = record.edit, let onDelete = edit.onDelete, !record.traits.deleteDisabled else {
            throw RowActionError(description: "the row holding \"\(identifier)\" cannot be deleted (its ForEach has no onDelete, or the row is deleteDisabled)")
        }
        onDelete(IndexSet(integer: edit.offset))
        update()
    }

    /// Moves the row holding the view marked `identifier` to `destination` (an offset in its ForEach's data, as
    /// `onMove` takes it), as a drag in edit mode would.
    public func move(identifier: String, to destination: Int) throws(RowActionError) {
        let record = try row(identifier)
        guard let edit = record.edit, let onMove = edit.onMove, !record.traits.moveDisabled else {
            throw RowActionError(description: "the row holding \"\(identifier)\" cannot be moved (its ForEach has no onMove, or the row is moveDisabled)")
        }
        onMove(IndexSet(integer: edit.offset), destination)
        update()
    }

    /// The titles of the swipe actions of the row holding the view marked `identifier`, on one edge.
    public func swipeActions(of identifier: String, edge: HorizontalEdge = .trailing) throws(RowActionError) -> [String] {
        try row(identifier).traits.swipeActions[edge, default: []].map { $0.title ?? "" }
    }

    /// Runs the swipe action titled `title` of the row holding the view marked `identifier`, as a person's swipe
    /// and tap would.
    public func performSwipeAction(_ title: String, of identifier: String, edge: HorizontalEdge = .trailing) throws(RowActionError) {
        let actions = try row(identifier).traits.swipeActions[edge, default: []]
        guard let action = actions.first(where: { $0.title == title }) else {
            throw RowActionError(description: "the row holding \"\(identifier)\" has no \(edge) swipe action titled \"\(title)\"")
        }
        withHostClock { action.action() }
        update()
    }

    /// Runs the refresh action of the view's `.refreshable` (the first still in the tree), as a person's pull to
    /// refresh would, and returns when it has finished; false when no view is refreshable. It runs in the caller's
    /// isolation (a test on the main actor keeps its host there).
    @discardableResult
    nonisolated(nonsending) public func refresh() async -> Bool {
        update()
        guard let action = graph.refreshActions.first(where: { $0.token != nil })?.action else { return false }
        await action()
        update()
        return true
    }
}

// MARK: Editing collections by offsets (what onDelete and onMove hand over)

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes all the elements at the specified offsets from the collection.
    public mutating func remove(atOffsets offsets: IndexSet) {
        var kept: [Element] = []
        for (offset, element) in enumerated() where !offsets.contains(offset) { kept.append(element) }
        self = Self(kept)
    }
}

extension MutableCollection {
    /// Moves all the elements at the specified offsets to the specified destination offset, preserving ordering:
    /// `destination` is an offset in the collection before the move, as a list's `onMove` reports it.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moving = source.filter { $0 >= 0 && $0 < elements.count }.map { elements[$0] }
        var staying: [Element] = []
        var insertion = 0
        for (offset, element) in elements.enumerated() {
            if offset == destination { insertion = staying.count }
            if !source.contains(offset) { staying.append(element) }
        }
        if destination >= elements.count { insertion = staying.count }
        staying.insert(contentsOf: moving, at: insertion)
        var index = startIndex
        for element in staying {
            self[index] = element
            formIndex(after: &index)
        }
    }
}
