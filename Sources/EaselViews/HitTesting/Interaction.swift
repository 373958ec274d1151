import EaselGraphics
import EaselLayout
import Foundation

/// How one layout node takes part in hit testing: the taps it handles, whether it may receive them, and
/// the shape that receives them.
package final class Interaction {
    struct Tap {
        var count: Int
        /// Called with the tap's location in the node's frame and in the root's coordinates.
        var action: (_ local: CGPoint, _ global: CGPoint) -> Void
    }

    let name: String
    var taps: [Tap] = []
    /// For a text field: inserts typed text (a newline submits), as a keyboard would.
    var typeText: ((String) -> Void)?
    /// For a control that shows its pressed state: told when a finger comes down on it (true) and lifts or
    /// slides off (false).
    var press: ((Bool) -> Void)?
    /// Gestures attached with `.gesture`, `.simultaneousGesture` or `.highPriorityGesture`.
    var gestures: [GestureAttachment] = []
    var isEnabled = true
    var allowsHitTesting = true
    var contentShape: ((CGRect) -> Path)?
    var eoFill = false
    /// For a `draggable` view: makes the payload a drag carries.
    var dragPayload: (() -> Any)?
    /// For a `dropDestination`: takes a payload dropped at a point of the node's frame (nil when its type is not
    /// the one the destination takes), and hears whether a drag is over it.
    var drop: ((_ payload: Any, _ location: CGPoint) -> Bool?)?
    var dropTargeted: ((Bool) -> Void)?

    init(name: String) {
        self.name = name
    }
}

/// Wraps each of the modified views in a node that handles or filters taps; layout sees the views unchanged.
struct InteractionModifier: LayoutModifier {
    let name: String
    let configure: (Interaction, _ViewInputs) -> Void

    func layout(in inputs: _ViewInputs) -> DrawingLayout { DrawingLayout(name: name) }

    package func interaction(in inputs: _ViewInputs) -> Interaction? {
        let interaction = Interaction(name: name)
        configure(interaction, inputs)
        return interaction
    }
}

extension View {
    /// Adds an action to perform when this view recognizes a tap gesture (`count` taps in a row).
    ///
    /// As in SwiftUI, a tap lands only where the view draws something (text, a shape's filled area, an
    /// opaque color): the gaps of a stack, a `Spacer` and `Color.clear` take none unless the view is given
    /// a `contentShape`.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(InteractionModifier(name: "onTapGesture") { interaction, inputs in
            interaction.taps = [Interaction.Tap(count: count) { _, _ in action() }]
            interaction.isEnabled = inputs.environment.isEnabled
        })
    }

    /// Adds an action to perform when this view recognizes a tap, given the tap's location in
    /// `coordinateSpace`.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        let space = coordinateSpace.coordinateSpace
        return modifier(InteractionModifier(name: "onTapGesture") { interaction, inputs in
            interaction.taps = [Interaction.Tap(count: count) { local, global in action(space == .local ? local : global) }]
            interaction.isEnabled = inputs.environment.isEnabled
        })
    }

    /// Configures whether this view participates in hit test operations: when false, taps pass through it
    /// (and everything it contains) to the views behind.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(InteractionModifier(name: "allowsHitTesting") { interaction, _ in
            interaction.allowsHitTesting = enabled
        })
    }

    /// Defines the content shape for hit testing: taps anywhere inside the shape (in the view's frame) land
    /// on the view, and taps outside it do not.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(InteractionModifier(name: "contentShape") { interaction, _ in
            interaction.contentShape = { shape.path(in: $0) }
            interaction.eoFill = eoFill
        })
    }

    /// Sets the content shape for the given kinds of use. With `.interaction` it is the shape hit testing uses,
    /// as `contentShape(_:eoFill:)` sets it; the other kinds shape drag and context-menu previews, hover effects
    /// and accessibility, none of which changes what Easel draws or where a tap lands.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        modifier(InteractionModifier(name: "contentShape") { interaction, _ in
            guard kind.contains(.interaction) else { return }
            interaction.contentShape = { shape.path(in: $0) }
            interaction.eoFill = eoFill
        })
    }
}

/// The kinds of use a content shape has (`contentShape(_:_:eoFill:)`).
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The shape hit testing uses.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The shape of a drag's preview.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The shape of a context menu's preview.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The shape of a hover effect.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The shape of a focus effect.
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// The shape accessibility uses for the view's frame.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

extension LayoutNode {
    /// The interaction of this node or of the first node inside it (in drawing order) that `matches`.
    func interaction(inside matches: (Interaction) -> Bool) -> (node: LayoutNode, interaction: Interaction)? {
        var found: (node: LayoutNode, interaction: Interaction)?
        walkSubtree { current, _ in
            if let interaction = current.interaction as? Interaction, matches(interaction) {
                found = (current, interaction)
                return .stop
            }
            return .descend
        }
        return found
    }

    /// The interaction of this node or of the nearest node around it that `matches`.
    func interaction(around matches: (Interaction) -> Bool) -> (node: LayoutNode, interaction: Interaction)? {
        var node: LayoutNode? = self
        while let current = node {
            if let interaction = current.interaction as? Interaction, matches(interaction) { return (current, interaction) }
            node = current.parent
        }
        return nil
    }
}
