import EaselGraphics
import EaselLayout
import Foundation

/// What one layout node draws. The draw step (DESIGN.md, "The flow", step 3) walks the placed tree and
/// asks each node that has one; a node without one draws its children in order.
///
/// A drawing decides whether and how its children are drawn: a shape draws itself and has none, an opacity
/// modifier draws its child into a group, a background draws its second child before its first.
package final class NodeDrawing: Sendable {
    /// Set once when the node is made and only read afterwards, by the one thread drawing the tree.
    nonisolated(unsafe) package let draw: (_ node: LayoutNode, _ frame: CGRect, _ context: inout DrawContext) -> Void
    /// Whether a point (in the root's coordinates) lands on what the node draws in `frame`, for hit
    /// testing; nil for nodes a tap cannot land on (modifiers, clear colors).
    nonisolated(unsafe) package let hitTest: ((_ point: CGPoint, _ frame: CGRect) -> Bool)?
    /// The children a tap can reach, when the drawing shows only some of them (nil: all of them).
    nonisolated(unsafe) package let touchableChildren: ((_ node: LayoutNode) -> [LayoutNode])?
    /// Whether taps outside the node's frame miss its subtree (what a scroll view clips away).
    package let clipsTouches: Bool
    /// How the drawing moves the subtree, from the node's frame (rotation and scale effects), so that taps
    /// land where the subtree is drawn.
    nonisolated(unsafe) package let touchTransform: ((CGRect) -> AffineMap)?

    package init(
        hitTest: ((_ point: CGPoint, _ frame: CGRect) -> Bool)? = nil,
        touchableChildren: ((_ node: LayoutNode) -> [LayoutNode])? = nil, clipsTouches: Bool = false,
        touchTransform: ((CGRect) -> AffineMap)? = nil,
        _ draw: @escaping (_ node: LayoutNode, _ frame: CGRect, _ context: inout DrawContext) -> Void
    ) {
        self.draw = draw
        self.hitTest = hitTest
        self.touchableChildren = touchableChildren
        self.clipsTouches = clipsTouches
        self.touchTransform = touchTransform
    }

    /// A leaf's drawing: commands for its pixel-aligned frame. By default a tap lands anywhere in the frame.
    package static func leaf(
        hitTest: ((_ point: CGPoint, _ frame: CGRect) -> Bool)? = { $1.contains($0) },
        _ draw: @escaping (_ frame: CGRect, _ list: inout DisplayList) -> Void
    ) -> NodeDrawing {
        NodeDrawing(hitTest: hitTest) { _, frame, context in draw(frame, &context.list) }
    }

    /// A modifier's drawing: its children drawn into a group with an effect made from its frame.
    package static func effect(
        clipsTouches: Bool = false, touchTransform: ((CGRect) -> AffineMap)? = nil,
        _ effect: @escaping (_ frame: CGRect) -> DisplayEffect
    ) -> NodeDrawing {
        NodeDrawing(clipsTouches: clipsTouches, touchTransform: touchTransform) { node, frame, context in
            let content = context.capture { $0.drawChildren(of: node) }
            context.list.append(effect(frame), content)
        }
    }

    /// A modifier's drawing that moves its children by a transform made from its frame; taps follow it.
    package static func transform(_ transform: @escaping (_ frame: CGRect) -> Transform) -> NodeDrawing {
        effect(touchTransform: { frame in
            let t = transform(frame)
            return AffineMap(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
        }) { frame in .transform(transform(frame)) }
    }

    /// Draws nothing, children included (`.hidden()`).
    package static let nothing = NodeDrawing { _, _, _ in }
}

/// The state of one walk of the placed tree: the list being written and the pixel grid frames snap to.
package struct DrawContext {
    package var list = DisplayList()
    package let grid: PixelGrid

    package init(scale: CGFloat) {
        grid = PixelGrid(scale: scale)
    }

    /// Draws a node and its subtree, at its frame snapped to the pixel grid (spec §1.3).
    package mutating func draw(_ node: LayoutNode) {
        guard node.isPlaced else { return }
        if let drawing = node.drawing as? NodeDrawing {
            drawing.draw(node, grid.align(node.globalFrame), &self)
        } else {
            drawChildren(of: node)
        }
    }

    /// Draws the children in order. Where there are several (a stack's rows, a ZStack's layers), the node
    /// keeps one item per child, and the next draw draws again only the children that were placed or changed
    /// since (`LayoutNode.needsRedraw`) and reuses the others' items: after one row's state changes, the next
    /// display list draws that row and nothing else. The items are edited in place, so a draw after a small
    /// change costs a look at each child's flag, not a copy of every command (unless the previous list is
    /// still held, which shares them). Chains of single-child modifiers keep nothing of their own; the
    /// nearest container of several children above them keeps their commands.
    package mutating func drawChildren(of node: LayoutNode) {
        let children = node.children
        guard children.count > 1 else {
            for child in children { draw(child) }
            return
        }
        // Only this method stores kept drawings, so the cast needs no check.
        let kept: KeptChildren
        if let object = node.keptDrawing, case let known = unsafeDowncast(object, to: KeptChildren.self),
           known.pixelLength == grid.pixelLength, known.items.count == children.count
        {
            kept = known
        } else {
            kept = KeptChildren(pixelLength: grid.pixelLength, count: children.count)
            node.keptDrawing = kept
        }
        children.withUnsafeBufferPointer { children in
            for index in children.indices {
                // The array keeps the children alive; reading them unretained saves two atomics each.
                Unmanaged.passUnretained(children[index])._withUnsafeGuaranteedRef { child in
                    let id = ObjectIdentifier(child)
                    if !child.needsRedraw && kept.children[index] == id { return }
                    kept.children[index] = id
                    guard child.isPlaced else {
                        kept.items[index] = KeptChildren.nothing
                        return
                    }
                    let content = capture { $0.draw(child) }
                    kept.items[index] = switch content.items.count {
                    case 0: KeptChildren.nothing
                    case 1: content.items[0]
                    default: .list(content)
                    }
                }
            }
        }
        list.append(.list(DisplayList(kept.items)))
    }

    /// What `body` draws, as a list of its own instead of into the current one.
    package mutating func capture(_ body: (inout DrawContext) -> Void) -> DisplayList {
        var saved = DisplayList()
        swap(&saved, &list)
        body(&self)
        swap(&saved, &list)
        return saved
    }
}

/// What a node with several children kept of their drawing for the next draw: one item per child, in
/// order, with the child it came from and the pixel grid it was snapped to.
private final class KeptChildren {
    /// The item of a child that draws nothing.
    static let nothing = DisplayItem.list(DisplayList())

    let pixelLength: CGFloat
    var items: [DisplayItem]
    /// Which node each item was drawn from; an item is reused only for that node.
    var children: [ObjectIdentifier?]

    init(pixelLength: CGFloat, count: Int) {
        self.pixelLength = pixelLength
        items = Array(repeating: Self.nothing, count: count)
        children = Array(repeating: nil, count: count)
    }
}

extension _ViewInputs {
    /// Whether colors resolve to their dark variants here.
    package var isDark: Bool { environment.colorScheme == .dark }
}
