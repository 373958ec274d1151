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

    package init(
        hitTest: ((_ point: CGPoint, _ frame: CGRect) -> Bool)? = nil,
        touchableChildren: ((_ node: LayoutNode) -> [LayoutNode])? = nil, clipsTouches: Bool = false,
        _ draw: @escaping (_ node: LayoutNode, _ frame: CGRect, _ context: inout DrawContext) -> Void
    ) {
        self.draw = draw
        self.hitTest = hitTest
        self.touchableChildren = touchableChildren
        self.clipsTouches = clipsTouches
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
        clipsTouches: Bool = false, _ effect: @escaping (_ frame: CGRect) -> DisplayEffect
    ) -> NodeDrawing {
        NodeDrawing(clipsTouches: clipsTouches) { node, frame, context in
            let content = context.capture { $0.drawChildren(of: node) }
            context.list.append(effect(frame), content)
        }
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

    /// Draws the children in order. Where there are several (a stack's rows, a ZStack's layers), each
    /// child's commands are kept on the child and used again by the next draw while nothing in the child's
    /// subtree was placed or changed (`LayoutNode.needsRedraw`): after one row's state changes, the next
    /// display list draws that row and copies the others. Chains of single-child modifiers keep nothing of
    /// their own; the nearest several-children container above them keeps their commands.
    package mutating func drawChildren(of node: LayoutNode) {
        let children = node.children
        guard children.count > 1 else {
            for child in children { draw(child) }
            return
        }
        children.withUnsafeBufferPointer { children in
            for child in children {
                // The array keeps the children alive; reading them unretained saves two atomics each.
                Unmanaged.passUnretained(child)._withUnsafeGuaranteedRef { child in
                    guard child.isPlaced else { return }
                    // Only this method stores kept drawings, so the cast needs no check.
                    if !child.needsRedraw, let object = child.keptDrawing {
                        let kept = unsafeDowncast(object, to: KeptDrawing.self)
                        if kept.pixelLength == grid.pixelLength {
                            if let item = kept.item { list.append(item) }
                            return
                        }
                    }
                    let content = capture { $0.draw(child) }
                    let kept = KeptDrawing(pixelLength: grid.pixelLength, content: content)
                    child.keptDrawing = kept
                    if let item = kept.item { list.append(item) }
                }
            }
        }
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

/// A node's commands from the last draw, with the pixel grid they were snapped to, as the one item that
/// stands for them in its parent's list (nil when the node draws nothing): the next draw appends that item
/// again, one reference instead of a copy of every command.
private final class KeptDrawing {
    let pixelLength: CGFloat
    let item: DisplayItem?

    init(pixelLength: CGFloat, content: DisplayList) {
        self.pixelLength = pixelLength
        switch content.items.count {
        case 0: item = nil
        case 1: item = content.items[0]
        default: item = .list(content)
        }
    }
}

extension _ViewInputs {
    /// Whether colors resolve to their dark variants here.
    package var isDark: Bool { environment.colorScheme == .dark }
}
