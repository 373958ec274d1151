import EaselGraphics
import EaselLayout
import Foundation

/// A view that shows or hides another content view, based on the state of a disclosure control.
///
/// Drawn as iOS 17 draws it (animation aside). In a `List` or `Form` the label is a row of its own with a chevron at
/// its trailing edge in the tint, pointing right while collapsed and down while expanded; a tap anywhere on the row
/// toggles the group, and the expanded content follows as rows of their own, indented 20 points per level. Elsewhere
/// the label and the chevron share a row as wide as offered and the content is stacked under them. Without an
/// `isExpanded` binding the group keeps its own expansion, collapsed at first. The label row is
/// "DisclosureGroup.label" and its chevron "DisclosureGroup.chevron". Metrics in docs/Decisions.md ("Disclosure
/// groups").
public struct DisclosureGroup<Label: View, Content: View>: View {
    public typealias Body = Never

    let label: Label
    let content: () -> Content
    let isExpanded: Binding<Bool>?

    /// Creates a disclosure group with the given label and content views.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        isExpanded = nil
    }

    /// Creates a disclosure group with the given label and content views, and a binding to the expansion state.
    public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.content = content
        self.isExpanded = isExpanded
    }

    /// Outside a list (or inside a custom view that is one row of a list), the group is one view: its label row with
    /// the content stacked under it.
    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        DisclosureGroupStack(label: view.label, content: view.content, isExpanded: view.isExpanded)
            .makeView(inputs: inputs.pushing("DisclosureGroup"), outputs: &outputs)
    }
}

extension DisclosureGroup where Label == Text {
    /// Creates a disclosure group whose label is a text view made from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a disclosure group whose label is a text view made from a localized string key, with a binding to
    /// the expansion state.
    public init(
        _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// Creates a disclosure group whose label is a text view made from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }

    /// Creates a disclosure group whose label is a text view made from a string, with a binding to the expansion
    /// state.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}

/// iOS's disclosure metrics, as Easel reads them (docs/Decisions.md, "Disclosure groups").
enum DisclosureMetrics {
    /// How far each level of a disclosure group's content rows is indented in a list.
    static let indentation: CGFloat = 20
}

// MARK: - In a list: rows of their own

extension DisclosureGroup {
    public static func _makeViewList(view: Self, inputs: _ViewListInputs) { view.addItems(to: inputs.items, inputs: inputs.base) }
    public static var _viewListMayGiveSeveralItems: Bool { true }

    /// In a list the label is one row and, while expanded, each view of the content is a row after it (a disclosure
    /// group in the content adds its rows in turn, one level further in). In any other lazy container the group is
    /// one item.
    func addItems(to items: LazyItems, inputs: _ViewInputs) {
        guard inputs.environment.listCollectsRows else {
            let group = self
            items.addRun(count: 1) { _ in LazyItems.Item(inputs: inputs, make: { group.makeNodes(inputs: $0) }) }
            return
        }
        let groupInputs = inputs.pushing("DisclosureGroup")
        let expansion = isExpanded ?? ListDisclosureExpansion.binding(at: groupInputs)
        let label = self.label
        let labelInputs = groupInputs.pushing("label")
        items.addRun(count: 1) { _ in
            LazyItems.Item(inputs: labelInputs, make: { DisclosureLabelRow(label: label, isExpanded: expansion).makeNodes(inputs: $0) })
        }
        // Reading the expansion here makes the body that made the list depend on it: a toggle makes the list again.
        guard expansion.wrappedValue else { return }
        var contentInputs = groupInputs.pushing("content")
        contentInputs.environment.listRowIndentation += DisclosureMetrics.indentation
        items.add(content(), inputs: contentInputs)
    }
}

/// The expansion of the disclosure groups a list shows as rows and that have no binding: the group's own state,
/// kept with the list's items (in the storage of their graph entry, which lives as long as the list does), one value
/// per group, by its place among the items.
enum ListDisclosureExpansion {
    /// The slot of the items' entry that holds the record (the entry has no properties of its own to collide with).
    static let slot = Int.min

    final class Record {
        var states: [BodyKey: StateBox<Bool>] = [:]
    }

    /// The expansion of the group at `inputs` (collapsed at first). Outside a host it is constant, as `@State` is.
    static func binding(at inputs: _ViewInputs) -> Binding<Bool> {
        guard let scope = inputs.owner else { return .constant(false) }
        let record = scope.storage(slot) { Record() }
        let key = BodyKey(path: inputs.path, scope: scope.inputs.path)
        if let state = record.states[key] { return Binding(location: state) }
        let state = StateBox(false, owner: scope)
        record.states[key] = state
        return Binding(location: state)
    }
}

private struct ListCollectsRowsKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct ListRowIndentationKey: EnvironmentKey {
    static var defaultValue: CGFloat { 0 }
}

extension EnvironmentValues {
    /// Whether the views being collected are a list's items (each a row): a disclosure group then adds rows of its own.
    var listCollectsRows: Bool {
        get { self[ListCollectsRowsKey.self] }
        set { self[ListCollectsRowsKey.self] = newValue }
    }

    /// How far the list rows being collected are indented (20 points per enclosing disclosure group).
    var listRowIndentation: CGFloat {
        get { self[ListRowIndentationKey.self] }
        set { self[ListRowIndentationKey.self] = newValue }
    }
}

// MARK: - Drawing

/// The group as one view: the label row, and under it, while expanded, the content (indented when the group is the
/// content of a single list row).
struct DisclosureGroupStack<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    let isExpanded: Binding<Bool>?
    @State private var expandedHere = false
    @Environment(\.isListRow) private var isListRow

    var body: some View {
        let expansion = isExpanded ?? $expandedHere
        VStack(alignment: .leading) {
            DisclosureLabelRow(label: label, isExpanded: expansion)
            if expansion.wrappedValue {
                content().padding(.leading, isListRow ? DisclosureMetrics.indentation : 0)
            }
        }
    }
}

/// The label row: the label at the leading edge in the label color, the chevron at the trailing edge in the tint,
/// turned down while expanded. A tap anywhere on the row toggles the group.
struct DisclosureLabelRow<Label: View>: View {
    let label: Label
    let isExpanded: Binding<Bool>
    @Environment(\.tint) private var tint

    var body: some View {
        let binding = isExpanded
        HStack(spacing: 8) {
            label.frame(maxWidth: .infinity, alignment: .leading)
            // UIKit's outline disclosure: chevron.right, semibold, at the body size's small scale, in the tint.
            Image(systemName: "chevron.right")
                .font(.system(size: 17, weight: .semibold))
                .imageScale(.small)
                .foregroundStyle(tint ?? Color.accentColor)
                .rotationEffect(.degrees(binding.wrappedValue ? 90 : 0))
                .accessibilityIdentifier("DisclosureGroup.chevron")
        }
        .contentShape(Rectangle())
        .onTapGesture { binding.wrappedValue.toggle() }
        .accessibilityIdentifier("DisclosureGroup.label")
    }
}
