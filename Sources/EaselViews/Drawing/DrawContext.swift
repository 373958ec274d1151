import EaselGraphics
import EaselLayout
import Foundation

/// The state of one walk of the placed tree: the list being written and the pixel grid frames snap to.
package struct DrawContext {
    package var list = DisplayList()
    package let grid: PixelGrid
    /// The nodes whose geometry is moving under an animation, and how they are shown (`GeometryAnimator`); nil
    /// when none is.
    var geometry: [ObjectIdentifier: GeometryAnimator.Presentation]?
    /// The offset the moving ancestors of the node being drawn add to it.
    private var shift = CGSize.zero

    package init(scale: CGFloat) {
        grid = PixelGrid(scale: scale)
    }

    /// Draws a node and its subtree, at its frame snapped to the pixel grid (LayoutRules §1.3).
    package mutating func draw(_ node: LayoutNode) {
        guard node.isPlaced else { return }
        var frame = node.globalFrame
        let saved = shift
        if let geometry {
            // A moving node (and with it its subtree) is drawn at its offset and size.
            if let moving = geometry[ObjectIdentifier(node)] {
                shift.width += moving.offset.width
                shift.height += moving.offset.height
                frame.size = moving.size
            }
            frame.origin.x += shift.width
            frame.origin.y += shift.height
            // A matched move places its view where it is shown: the moves around it no longer carry it.
            if node.placesChildInWindow { shift = .zero }
        }
        if let drawing = node.drawing as? NodeAppearance {
            drawing.draw(node, grid.align(frame), &self)
        } else {
            drawChildren(of: node)
        }
        shift = saved
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
        // While geometry moves, every child is drawn afresh at its moving place, and nothing is kept.
        if geometry != nil {
            node.keptDrawing = nil
            if let order = children.zOrder {
                for index in order { draw(children[index]) }
            } else {
                for child in children { draw(child) }
            }
            return
        }
        // Children are drawn in `zIndex` order (then in order); each keeps its item by its own index.
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
                // Safety: the local array `children` holds every child for the whole loop, so reading them unretained
                // (two atomics saved each) cannot outlive them.
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
        if let order = children.zOrder {
            list.append(.list(DisplayList(order.map { kept.items[$0] })))
        } else {
            list.append(.list(DisplayList(kept.items)))
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
