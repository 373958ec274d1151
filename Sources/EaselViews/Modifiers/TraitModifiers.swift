import EaselLayout
import Foundation

/// A modifier that marks the modified views' nodes without adding one: priorities, layout values,
/// identifiers and coordinate-space names.
struct NodeMarkingModifier: ViewModifier {
    typealias Body = Never
    let mark: (LayoutNode) -> Void

    static func _makeView(
        modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs
    ) {
        var marked = _ViewOutputs()
        content.make(inputs, &marked)
        for node in marked.nodes {
            modifier.mark(node)
            outputs.append(node)
        }
    }
}

/// `.id(_:)`: the view's identity becomes the value, not its position.
struct IdentityModifier: ViewModifier {
    typealias Body = Never
    let id: AnyHashable

    static func _makeView(
        modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs
    ) {
        content.make(inputs.pushing(id: modifier.id), &outputs)
    }
}

extension View {
    /// Sets the priority by which a parent layout should apportion space to this child (LayoutRules §4.1).
    /// Like SwiftUI's view traits, the priority stays with the view through later modifiers.
    public func layoutPriority(_ value: Double) -> some View {
        modifier(NodeMarkingModifier { $0.traits.priority = value.isNaN ? 0 : value })
    }

    /// Controls the display order of overlapping views: within its container, a view with a higher index is
    /// drawn (and takes taps) in front of its siblings with lower ones; equal indices keep their order.
    public func zIndex(_ value: Double) -> some View {
        modifier(NodeMarkingModifier { $0.traits.zIndex = value.isFinite ? value : 0 })
    }

    /// Associates a value with a custom layout property (LayoutRules §10).
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(NodeMarkingModifier { $0.traits.setValue(value, for: key) })
    }

    /// Uses the string you specify to identify the view; `ViewHost.frame(of:)` finds it by this string.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(identifier: identifier))
    }

    /// Uses the string you specify to identify the view when `isEnabled` is true; otherwise leaves the view's
    /// identifier as it is.
    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        modifier(AccessibilityAttachmentModifier(identifier: isEnabled ? identifier : nil))
    }

    /// Assigns a name to the view's coordinate space, for `GeometryProxy.frame(in: .named(name))`.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        let name = AnyHashable(name)
        return modifier(NodeMarkingModifier { $0.coordinateSpaceName = name })
    }

    /// Assigns a name to the view's coordinate space.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        let name = name.name
        return modifier(NodeMarkingModifier { $0.coordinateSpaceName = name })
    }

    /// Binds a view's identity to the given proxy value.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(IdentityModifier(id: AnyHashable(id)))
    }
}
