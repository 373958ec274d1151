import EaselLayout
import Foundation

extension View {
    /// Activates this view as the source of a drag and drop operation, carrying `payload`. A drag is a long
    /// press and a move on iOS, which a picture never shows: `ViewHost.drag(identifier:onto:)` performs one.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        modifier(InteractionModifier(name: "draggable") { interaction, _ in
            interaction.dragPayload = { payload() }
        })
    }

    /// Activates this view as the source of a drag and drop operation, with a preview shown while dragging (not
    /// drawn: a drag is never seen at rest).
    public func draggable<V: View, T: Transferable>(
        _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
    ) -> some View {
        draggable(payload())
    }

    /// Defines the destination of a drag and drop operation that takes payloads of `payloadType`: `action` gets
    /// the dropped items and the drop's location in this view, and returns whether it took them; `isTargeted`
    /// hears when a drag enters (true) and leaves (false).
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View {
        modifier(InteractionModifier(name: "dropDestination") { interaction, _ in
            interaction.drop = { payload, location in
                guard let item = payload as? T else { return nil }
                return action([item], location)
            }
            interaction.dropTargeted = isTargeted
        })
    }
}

extension ViewHost {
    /// Why a drag could not be made.
    public struct DragError: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// Drags the `draggable` view marked `identifier` onto the drop destination marked `target` (or the nearest
    /// one around it) and drops it at the target's middle, as a person's long press, move and release would: the
    /// destination hears that a drag is over it, then gets the payload, then that the drag left. Returns what the
    /// destination's action returned.
    @discardableResult
    public func drag(identifier: String, onto target: String) throws(DragError) -> Bool {
        update()
        guard let source = node(identifier) else { throw DragError(description: "no view is marked \"\(identifier)\"") }
        guard let payload = Self.nearestInteraction(to: source, where: { $0.dragPayload != nil })?.interaction.dragPayload
        else { throw DragError(description: "the view marked \"\(identifier)\" is not draggable") }
        guard let targetNode = node(target) else { throw DragError(description: "no view is marked \"\(target)\"") }
        guard let destination = Self.nearestInteraction(to: targetNode, where: { $0.drop != nil }),
            let drop = destination.interaction.drop
        else {
            throw DragError(description: "no drop destination is at or around the view marked \"\(target)\"")
        }
        let frame = destination.node.globalFrame
        let location = CGPoint(x: frame.width / 2, y: frame.height / 2)
        let item = payload()
        var taken: Bool?
        withHostClock {
            destination.interaction.dropTargeted?(true)
            taken = drop(item, location)
            destination.interaction.dropTargeted?(false)
        }
        update()
        guard let taken else {
            throw DragError(description: "the drop destination does not take a payload of type \(Swift.type(of: item))")
        }
        return taken
    }

    /// The interaction of `node` or inside it that `matches`, else of the nearest node around it.
    private static func nearestInteraction(
        to node: LayoutNode, where matches: (Interaction) -> Bool
    ) -> (node: LayoutNode, interaction: Interaction)? {
        node.interaction(inside: matches) ?? node.parent?.interaction(around: matches)
    }
}
