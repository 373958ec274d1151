import EaselGraphics
import EaselLayout
import Foundation

/// What a container's child declares about itself while it is made: its tag, its tab item and its badge. A
/// container that reads them (a tab view) puts a record in the environment for each child; elsewhere the
/// modifiers change nothing.
final class ItemTraits {
    var tag: AnyHashable?
    var tabItem: AnyView?
    var badge: Text?
}

private struct ItemTraitsKey: EnvironmentKey {
    static var defaultValue: ItemTraits? { nil }
}

extension EnvironmentValues {
    var itemTraits: ItemTraits? {
        get { self[ItemTraitsKey.self] }
        set { self[ItemTraitsKey.self] = newValue }
    }
}

/// Writes into an object the environment carries for the enclosing container (a tab's traits, a list row's, a
/// sheet's options) while the content is made, then makes the content; elsewhere it changes nothing. Outer
/// modifiers are made first, so a recorder that keeps the first value lets the outermost win (a tag deeper in a
/// tab's content does not replace the tab's own).
struct RecordingModifier<Record: AnyObject>: ViewModifier {
    typealias Body = Never
    let keyPath: KeyPath<EnvironmentValues, Record?>
    let record: (Record) -> Void

    init(_ keyPath: KeyPath<EnvironmentValues, Record?>, record: @escaping (Record) -> Void) {
        self.keyPath = keyPath
        self.record = record
    }

    static func _makeView(modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs) {
        if let record = inputs.environment[keyPath: modifier.keyPath] { modifier.record(record) }
        content.make(inputs, &outputs)
    }
}

extension View {
    /// Sets the unique tag value of this view: a tab view's or picker's selection names the child by it.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(RecordingModifier(\.itemTraits) { if $0.tag == nil { $0.tag = AnyHashable(tag) } })
    }

    /// Sets the unique tag value of this view, also matching an optional selection when `includeOptional`.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View {
        modifier(RecordingModifier(\.itemTraits) { if $0.tag == nil { $0.tag = AnyHashable(tag) } })
    }

    /// Sets the tab bar item associated with this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead")
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let label = AnyView(label())
        return modifier(RecordingModifier(\.itemTraits) { if $0.tabItem == nil { $0.tabItem = label } })
    }

    /// Generates a badge for the view from an integer value (none for 0): on a tab item or a list row.
    public func badge(_ count: Int) -> some View {
        modifier(RecordingModifier(\.itemTraits) { if $0.badge == nil { $0.badge = count == 0 ? nil : Text(verbatim: String(count)) } })
    }

    /// Generates a badge for the view from a text view (none for nil).
    public func badge(_ label: Text?) -> some View {
        modifier(RecordingModifier(\.itemTraits) { if $0.badge == nil { $0.badge = label } })
    }

    /// Generates a badge for the view from a localized string key (none for nil).
    public func badge(_ key: LocalizedStringKey?) -> some View {
        let label = key.map { Text($0) }
        return modifier(RecordingModifier(\.itemTraits) { if $0.badge == nil { $0.badge = label } })
    }

    /// Generates a badge for the view from a string (none for nil).
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        let label = label.map { Text($0) }
        return modifier(RecordingModifier(\.itemTraits) { if $0.badge == nil { $0.badge = label } })
    }
}

/// A child of a container that selects among its children (a tab view's tabs, a picker's options): its views,
/// what it declared, and its tag.
struct TaggedChild {
    var nodes: [LayoutNode]
    var traits: ItemTraits
    /// Its `.tag`, else its ForEach id, else its position: what a selection names it by, as in SwiftUI.
    var tag: AnyHashable
}

extension LazyItems {
    /// Makes every child of `content` with `inputs`, each with a record of its own traits.
    static func taggedChildren<Content: View>(of content: Content, inputs: _ViewInputs) -> [TaggedChild] {
        var inputs = inputs
        inputs.environment.itemTraits = nil
        let items = LazyItems.of(content, inputs: inputs)
        return (0..<items.count).map { index in
            let item = items.item(index)
            let traits = ItemTraits()
            var itemInputs = item.inputs
            itemInputs.environment.itemTraits = traits
            let nodes = item.make(itemInputs)
            return TaggedChild(nodes: nodes, traits: traits, tag: traits.tag ?? item.id ?? AnyHashable(index))
        }
    }
}
