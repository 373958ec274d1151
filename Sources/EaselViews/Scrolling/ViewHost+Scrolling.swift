import EaselLayout
import Foundation

/// Why `ViewHost.scroll(identifier:to:)` could not scroll.
public struct ScrollError: Error, CustomStringConvertible, Equatable {
    public enum Reason: Equatable, Sendable {
        /// No view has the accessibility identifier.
        case noSuchView(identifier: String)
        /// The view with the identifier is not a scroll view and holds none.
        case notScrollable(identifier: String)
    }

    public let reason: Reason

    public init(reason: Reason) {
        self.reason = reason
    }

    public var description: String {
        switch reason {
        case .noSuchView(let identifier):
            "no view has the accessibility identifier \"\(identifier)\""
        case .notScrollable(let identifier):
            "the view \"\(identifier)\" is not a ScrollView and contains none"
        }
    }
}

extension ViewHost {
    /// Sets the content offset of the scroll view marked `.accessibilityIdentifier(identifier)` (or of the
    /// first scroll view inside that view), as a user's drag that comes to rest there would: the offset is
    /// clamped to the content (no gap past either end), items coming into view are made and run their
    /// `onAppear`, items leaving run their `onDisappear`. Returns the offset the scroll view settled at.
    @discardableResult
    public func scroll(identifier: String, to offset: CGPoint) throws(ScrollError) -> CGPoint {
        update()
        guard let marked = node(identifier), marked.isPlaced else {
            throw ScrollError(reason: .noSuchView(identifier: identifier))
        }
        guard let scrollNode = Self.firstScrollView(in: marked), let layout = scrollNode.box.layout(as: ScrollViewLayout.self)
        else {
            throw ScrollError(reason: .notScrollable(identifier: identifier))
        }
        let requested = CGPoint(x: offset.x.isFinite ? offset.x : 0, y: offset.y.isFinite ? offset.y : 0)
        if requested != offset {
            layoutContext.diagnose(
                "scroll(identifier: \"\(identifier)\", to: \(LayoutFormat.point(offset))) asked for a non-finite offset; 0 is used for it",
                at: scrollNode, fix: "pass finite offsets")
        }
        // A drag comes to rest where the scroll target behavior says.
        let resting = layout.state.restingOffset(requested, options: layout.state.options, axes: layout.axes, node: scrollNode)
        ScrollMotion.setOffset(resting, of: scrollNode)
        ScrollMotion.reportPosition(of: scrollNode)
        ScrollMotion.reportPositionValue(of: scrollNode)
        // The items now in view may run onAppear; their changes are applied before returning.
        // Geometry read from the moved content (onGeometryChange, preferences) is read again.
        graph.preferenceReaders.check()
        if graph.needsUpdate { update() } else { for handler in changeHandlers { handler() } }
        return layout.state.offset
    }

    /// The content offset of the scroll view marked `identifier` (or of the first one inside it).
    public func contentOffset(of identifier: String) -> CGPoint? {
        update()
        guard let marked = node(identifier), let scrollNode = Self.firstScrollView(in: marked) else { return nil }
        return scrollNode.box.layout(as: ScrollViewLayout.self)?.state.offset
    }

    /// `node` if it is a scroll view, else the first scroll view below it, breadth first.
    private static func firstScrollView(in node: LayoutNode) -> LayoutNode? {
        var queue = [node]
        var index = 0
        while index < queue.count {
            let current = queue[index]
            if current.box.layout(as: ScrollViewLayout.self) != nil { return current }
            queue.append(contentsOf: current.children)
            index += 1
        }
        return nil
    }
}

extension ViewHost {
    /// Scrolls the innermost scroll view under `point` that scrolls along the delta's larger component by
    /// `delta` (positive moves the content's later part into view, as a wheel turned down does), clamped to its
    /// content; false when no scroll view there scrolls that way. How a live preview turns a wheel or a drag
    /// into scrolling.
    @discardableResult
    package func scroll(at point: CGPoint, by delta: CGSize) -> Bool {
        update()
        guard let root else { return false }
        let vertical = abs(delta.height) >= abs(delta.width)
        var target: LayoutNode?
        root.walkSubtree { node, _ in
            guard node.isPlaced, node.extent.contains(point) else { return .skipChildren }
            if let layout = node.box.layout(as: ScrollViewLayout.self), node.globalFrame.contains(point),
                layout.axes.contains(vertical ? .vertical : .horizontal), layout.state.isScrollEnabled
            {
                target = node
            }
            return .descend
        }
        guard let target, let layout = target.box.layout(as: ScrollViewLayout.self) else { return false }
        let old = layout.state.offset
        let wanted = CGPoint(x: old.x + delta.width, y: old.y + delta.height)
        ScrollMotion.setOffset(layout.state.restingOffset(wanted, options: layout.state.options, axes: layout.axes, node: target), of: target)
        ScrollMotion.reportPosition(of: target)
        ScrollMotion.reportPositionValue(of: target)
        // Geometry read from the moved content (onGeometryChange, preferences) is read again.
        graph.preferenceReaders.check()
        if graph.needsUpdate { update() } else { for handler in changeHandlers { handler() } }
        return true
    }
}
