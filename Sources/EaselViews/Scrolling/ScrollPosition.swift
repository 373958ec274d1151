import EaselGraphics
import EaselLayout
import Foundation

/// A `.scrollPosition(id:anchor:)` binding with its type erased.
struct ScrollPositionBinding {
    let get: () -> AnyHashable?
    let set: (AnyHashable?) -> Void
    let anchor: UnitPoint?
}

extension View {
    /// Associates a binding to the id of the view at the scroll view's leading edge (its top, for a
    /// vertical one): setting it scrolls there once laid out (that view's `anchor` point, its top by
    /// default, to the same point of the scroll view); a user's scroll (`ViewHost.scroll(identifier:to:)`)
    /// writes the id of the first view in sight. Ids are those of `ForEach` elements and `.id(_:)`.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        modifier(ScrollPositionModifier(position: ScrollPositionBinding(
            get: { id.wrappedValue.map(AnyHashable.init) },
            set: { id.wrappedValue = $0?.base as? ID },
            anchor: anchor)))
    }
}

struct ScrollPositionModifier: ViewModifier {
    typealias Body = Never
    let position: ScrollPositionBinding

    static func _makeView(modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs) {
        var inputs = inputs
        inputs.scrollPosition = modifier.position
        content.make(inputs, &outputs)
    }
}
