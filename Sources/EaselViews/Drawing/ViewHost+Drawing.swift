import EaselGraphics
import EaselLayout
import Foundation

/// Layout made visible: what `ViewHost.render(as:scale:debug:)` can draw over a view, as ordinary
/// display-list commands that every backend draws.
public struct DebugOverlays: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The frame of every view that measures itself or arranges others (not of pass-through modifiers).
    public static let layoutBounds = DebugOverlays(rawValue: 1 << 0)
    /// The space each `.padding` adds around its content.
    public static let padding = DebugOverlays(rawValue: 1 << 1)
    /// The first and last text baselines of each text and of each view that has them as explicit guides.
    public static let baselines = DebugOverlays(rawValue: 1 << 2)
    /// The value of each `.alignmentGuide` a view sets.
    public static let alignmentGuides = DebugOverlays(rawValue: 1 << 3)

    public static let all: DebugOverlays = [.layoutBounds, .padding, .baselines, .alignmentGuides]
}

extension ViewHost {
    /// What the view draws, as display-list commands with frames snapped to the pixel grid of `scale`,
    /// followed by any debug overlays.
    package func displayList(scale: CGFloat, debug: DebugOverlays = []) -> DisplayList {
        update()
        guard let root, root.isPlaced else { return DisplayList() }
        var context = DrawContext(scale: scale)
        let moving = graph.animation.geometry.presentation()
        if !moving.isEmpty { context.geometry = moving }
        // Drawing makes no nodes: the placed tree's height, content made while placing included, is its depth.
        DeepStack.run(height: root.height) {
            context.draw(root)
        }
        // Every change since the last draw is in this list; what the children keep is current again.
        root.markDrawn()
        if !debug.isEmpty {
            context.list.append(contentsOf: overlays(debug, grid: context.grid))
        }
        return context.list
    }

    /// Builds the display list and returns how many items it has, for benchmarks.
    @_spi(Benchmarking)
    public func displayListItemCount(scale: CGFloat) -> Int {
        displayList(scale: scale).items.count
    }

    /// Records a problem found while rendering, beside those found while laying out.
    package func record(_ diagnostic: Diagnostic) {
        layoutContext.diagnose(diagnostic)
    }

    private func overlays(_ debug: DebugOverlays, grid: PixelGrid) -> DisplayList {
        var list = DisplayList()
        let hairline = StrokeStyle(lineWidth: grid.pixelLength)
        let bounds = RGBA(0, 122, 255, 0.8), padding = RGBA(255, 149, 0, 0.3)
        let baseline = RGBA(255, 59, 48, 0.9), guide = RGBA(175, 82, 222, 0.9)
        root?.walkSubtree { node, _ in
            guard node.isPlaced else { return .descend }
            let frame = grid.align(node.globalFrame)
            let inset = frame.insetBy(dx: grid.pixelLength / 2, dy: grid.pixelLength / 2)
            let builtin = node.box.builtin
            if debug.contains(.layoutBounds), !(builtin is any PassThroughLayout), frame.width > 0 || frame.height > 0 {
                list.append(.stroke(Path(inset), .color(bounds), hairline))
            }
            if debug.contains(.padding), builtin is PaddingLayout, let child = node.children.first, child.isPlaced {
                var ring = Path(frame)
                ring.addRect(grid.align(child.globalFrame))
                list.append(.fill(ring, .color(padding), FillRule(evenOdd: true)))
            }
            if debug.contains(.baselines), builtin?.hasOwnExplicitGuides == true, !(builtin is any PassThroughLayout) {
                for key in [VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key] {
                    guard let value = node.explicitAlignment(key, proposal: node.placedProposal, size: node.globalFrame.size) else { continue }
                    let y = grid.align(node.globalFrame.minY + value)
                    list.append(.stroke(Path { $0.addLines([CGPoint(x: frame.minX, y: y), CGPoint(x: frame.maxX, y: y)]) }, .color(baseline), hairline))
                }
            }
            if debug.contains(.alignmentGuides), let layout = builtin as? AlignmentGuideLayout {
                guard let value = node.explicitAlignment(layout.key, proposal: node.placedProposal, size: node.globalFrame.size) else { return .descend }
                let line: [CGPoint] = layout.key.axis == .horizontal
                    ? [CGPoint(x: grid.align(frame.minX + value), y: frame.minY), CGPoint(x: grid.align(frame.minX + value), y: frame.maxY)]
                    : [CGPoint(x: frame.minX, y: grid.align(frame.minY + value)), CGPoint(x: frame.maxX, y: grid.align(frame.minY + value))]
                list.append(.stroke(Path { $0.addLines(line) }, .color(guide), StrokeStyle(lineWidth: grid.pixelLength, dash: [4, 2])))
            }
            return .descend
        }
        return list
    }
}

extension ViewHost {
    /// The rectangle, in the root's coordinates, that holds the frames of every placed view: the root's own
    /// frame grown by whatever is offset, positioned or framed outside it. What a scroll view clips away is
    /// left out (its own frame counts); effects that draw past a frame (shadows, blur) are not measured.
    /// Tools that show a whole preview grow their canvas to it, as Xcode's canvas does.
    package var drawnBounds: CGRect {
        update()
        guard let root, root.isPlaced else { return .zero }
        func bounds(of node: LayoutNode) -> CGRect {
            var union = node.globalFrame
            // Nothing is drawn outside a clipping node's frame.
            if (node.drawing as? NodeAppearance)?.clipsDrawing != true {
                for child in node.children where child.isPlaced { union = union.union(bounds(of: child)) }
            }
            if let transform = node.drawingTransform { union = union.applying(transform(node.globalFrame)) }
            if let projection = node.drawingProjection {
                union = projection(node.globalFrame).boundingBox(of: union) ?? union
            }
            return union
        }
        return DeepStack.run(height: root.height) { bounds(of: root) }
    }
}
