import EaselGraphics
import EaselLayout
import Foundation

/// How one layout node appears: what it draws, and where on what it draws a tap can land. The draw step
/// (docs/Architecture.md, "The flow", step 3) walks the placed tree and asks each node that has one to draw; hit
/// testing (`ViewHost+Taps.swift`) asks the same value which points and children take taps. A node without one
/// draws its children in order, and taps reach them.
///
/// An appearance decides whether and how its children are drawn: a shape draws itself and has none, an opacity
/// modifier draws its child into a group, a background draws its second child before its first.
package final class NodeAppearance: Sendable {
    /// What the node draws: set once when the node is made and only read afterwards, by the one thread drawing
    /// the tree. A leaf's commands and a solid color's fill are kept as such, not wrapped in a closure of the
    /// general form: a node per color or shape on screen has one, and each closure context is an allocation.
    private enum Drawing {
        case node((_ node: LayoutNode, _ frame: CGRect, _ context: inout DrawContext) -> Void)
        case leaf((_ frame: CGRect, _ list: inout DisplayList) -> Void)
        case fill(RGBA)
    }
    // Safety: a `let`, never changed; the shared static drawings capture nothing mutable, and a node's own drawing
    // is called only by the one thread drawing or hit-testing that node's tree.
    nonisolated(unsafe) private let drawing: Drawing
    /// Whether a point (in the root's coordinates) lands on what the node draws in `frame`, for hit
    /// testing; nil for nodes a tap cannot land on (modifiers, clear colors).
    // Safety: as `drawing`.
    nonisolated(unsafe) package let hitTest: ((_ point: CGPoint, _ frame: CGRect) -> Bool)?
    /// The children a tap can reach, when the drawing shows only some of them (nil: all of them).
    // Safety: as `drawing`.
    nonisolated(unsafe) package let touchableChildren: ((_ node: LayoutNode) -> [LayoutNode])?
    /// Whether taps outside the node's frame miss its subtree (what a scroll view clips away).
    package let clipsTouches: Bool
    /// Whether nothing of the subtree is drawn outside the node's frame (`clipped`, `clipShape`, `cornerRadius`),
    /// though taps may still land there, as in SwiftUI.
    package let clipsDrawing: Bool

    package convenience init(
        hitTest: ((_ point: CGPoint, _ frame: CGRect) -> Bool)? = nil,
        touchableChildren: ((_ node: LayoutNode) -> [LayoutNode])? = nil, clipsTouches: Bool = false,
        clipsDrawing: Bool = false,
        _ draw: @escaping (_ node: LayoutNode, _ frame: CGRect, _ context: inout DrawContext) -> Void
    ) {
        self.init(
            .node(draw), hitTest: hitTest, touchableChildren: touchableChildren, clipsTouches: clipsTouches,
            clipsDrawing: clipsDrawing)
    }

    private init(
        _ drawing: Drawing, hitTest: ((_ point: CGPoint, _ frame: CGRect) -> Bool)?,
        touchableChildren: ((_ node: LayoutNode) -> [LayoutNode])? = nil, clipsTouches: Bool = false,
        clipsDrawing: Bool = false
    ) {
        self.drawing = drawing
        self.hitTest = hitTest
        self.touchableChildren = touchableChildren
        self.clipsTouches = clipsTouches
        self.clipsDrawing = clipsDrawing || clipsTouches
    }

    /// Draws the node, placed in `frame` (pixel-aligned), into the context.
    package func draw(_ node: LayoutNode, _ frame: CGRect, _ context: inout DrawContext) {
        switch drawing {
        case .node(let draw): draw(node, frame, &context)
        case .leaf(let draw): draw(frame, &context.list)
        case .fill(let color): context.list.append(.fill(Path(frame), .color(color), FillRule()))
        }
    }

    /// A leaf's drawing: commands for its pixel-aligned frame. By default a tap lands anywhere in the frame.
    package static func leaf(
        hitTest: ((_ point: CGPoint, _ frame: CGRect) -> Bool)? = { $1.contains($0) },
        _ draw: @escaping (_ frame: CGRect, _ list: inout DisplayList) -> Void
    ) -> NodeAppearance {
        NodeAppearance(.leaf(draw), hitTest: hitTest)
    }

    /// A leaf filled with one color: a tap lands anywhere in its frame unless the color is clear (as in SwiftUI,
    /// where a clear color takes no taps until given a `contentShape`).
    ///
    /// An appearance holds nothing of its node, so views of one color share one: a screen's colors are few and its
    /// Color views many (a grid's cells, a list's backgrounds), and each appearance was an allocation a view.
    package static func fill(_ color: RGBA) -> NodeAppearance {
        // The slot from the color's bits, mixed by one multiplication (cheaper than `Hasher` for each Color view).
        let mixed = color.red.bitPattern ^ color.green.bitPattern &<< 1 ^ color.blue.bitPattern &<< 2
            ^ color.opacity.bitPattern &<< 3
        return fills.value(for: color, hash: Int(truncatingIfNeeded: (mixed &* 0x9E37_79B9_7F4A_7C15) &>> 58)) {
            NodeAppearance(.fill(color), hitTest: color.opacity > 0 ? { $1.contains($0) } : nil)
        }
    }

    /// The fills made last, 64 of them.
    private static let fills = RecentValues<RGBA, NodeAppearance>(bits: 6)

    /// A modifier's drawing: its children drawn into a group with an effect made from its frame.
    package static func effect(
        clipsTouches: Bool = false, clipsDrawing: Bool = false, _ effect: @escaping (_ frame: CGRect) -> DisplayEffect
    ) -> NodeAppearance {
        NodeAppearance(clipsTouches: clipsTouches, clipsDrawing: clipsDrawing) { node, frame, context in
            let content = context.capture { $0.drawChildren(of: node) }
            context.list.append(effect(frame), content)
        }
    }

    /// A modifier's drawing that moves its children by the node's `drawingTransform`, made from the frame it
    /// is drawn in. Hit testing and extents move points through the same transform, made from the node's
    /// unrounded frame (`LayoutNode+Extent.swift`, `ViewHost+Taps.swift`).
    package static let transformed = NodeAppearance { node, frame, context in
        guard let transform = node.drawingTransform?(frame) else {
            context.drawChildren(of: node)
            return
        }
        let content = context.capture { $0.drawChildren(of: node) }
        context.list.append(.transform(transform), content)
    }

    /// A geometry effect's drawing: its children moved by the node's `drawingProjection`, made from the frame it
    /// is drawn in; an affine projection draws as `transformed` does.
    package static let projected = NodeAppearance { node, frame, context in
        guard let projection = node.drawingProjection?(frame) else {
            context.drawChildren(of: node)
            return
        }
        let content = context.capture { $0.drawChildren(of: node) }
        context.list.append(projection.hasPerspective ? .projection(projection) : .transform(projection.affine), content)
    }

    /// Draws nothing, children included (`.hidden()`).
    /// The children of `node` (drawn with `drawing`) that show, for taps and accessibility to reach: a masked
    /// view's content but not its mask, the chosen child of a view that draws only some, else all of them.
    package static func shownChildren(of node: LayoutNode, drawing: NodeAppearance?) -> [LayoutNode] {
        if drawing === NodeAppearance.masked { return Array(node.children.prefix(1)) }
        if let touchable = drawing?.touchableChildren { return touchable(node) }
        return node.children
    }

    package static let nothing = NodeAppearance { _, _, _ in }
}
