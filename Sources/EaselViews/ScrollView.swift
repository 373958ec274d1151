import EaselGraphics
import EaselLayout
import Foundation

/// A scrollable view (spec §9).
///
/// Along each scroll axis it proposes nil to its content (the content takes its ideal size: colors and
/// shapes 10 points, a GeometryReader 0) and takes whatever it is proposed; across them its size follows
/// its content. Several views inside are stacked, vertically unless it scrolls only horizontally. The
/// content is drawn clipped to the scroll view, moved by the content offset, which starts at zero and is
/// kept between updates; `ViewHost.scroll(identifier:to:)` and `ScrollViewProxy.scrollTo(_:anchor:)` change
/// it, clamped so the content never leaves a gap (as iOS settles after a drag past an end).
///
/// Scroll indicators appear on iOS only while scrolling, so a still image never shows them:
/// `showsIndicators` is kept for source compatibility and draws nothing.
public struct ScrollView<Content: View>: View {
    public typealias Body = Never

    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("ScrollView")
        let state = inputs.persistent("scroll position") { ScrollState() }
        var contentInputs = inputs
        contentInputs.scrollPosition = nil
        let nodes: [LayoutNode]
        if view.axes == .horizontal {
            nodes = view.content.makeNodes(inputs: contentInputs.children(of: HStackLayout.self))
        } else {
            nodes = view.content.makeNodes(inputs: contentInputs.children(of: VStackLayout.self))
        }
        // Several views scroll as one stack, as in SwiftUI.
        let content: LayoutNode
        if nodes.count == 1 {
            content = nodes[0]
        } else if view.axes == .horizontal {
            content = contentInputs.pushing("content").makeNode(HStackLayout(), children: nodes)
        } else {
            content = contentInputs.pushing("content").makeNode(VStackLayout(), children: nodes)
        }
        let node = inputs.makeNode(ScrollViewLayout(axes: view.axes, state: state), children: [content])
        node.drawing = ScrollView<EmptyView>.clipping
        state.node = node
        inputs.enclosingScrollTargets?.register(state)
        state.position = inputs.scrollPosition
        // A position set from outside (not the one this scroll view reported) is scrolled to once laid out.
        if let position = inputs.scrollPosition, let id = position.get(), id != state.reportedID, let graph = inputs.graph {
            state.reportedID = id
            graph.enqueueAfterLayout { [weak state] in
                guard let node = state?.node, node.isPlaced else { return }
                _ = ScrollMotion.scroll(node, toItem: id, anchor: position.anchor ?? .top)
            }
        }
        outputs.append(node)
    }
}

extension ScrollView where Content == EmptyView {
    /// The content clipped to the scroll view's frame, for drawing and for taps.
    static let clipping = NodeDrawing.effect(clipsTouches: true) { frame in .clip(Path(frame), FillRule(antialiased: false)) }
}

/// What a scroll view keeps between updates: its content offset, and what it last measured.
final class ScrollState {
    var offset: CGPoint = .zero
    /// The scroll view's node as last made (weak: a node that left the tree cannot be scrolled).
    weak var node: LayoutNode?

    /// The binding `.scrollPosition(id:)` gave, and the id last scrolled to or reported through it.
    var position: ScrollPositionBinding?
    var reportedID: AnyHashable?
}

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

/// The layout of a scroll view: nil along the scroll axes, the content's size across them, the content
/// moved by the offset.
struct ScrollViewLayout: Layout, BuiltinLayout {
    let axes: Axis.Set
    let state: ScrollState

    static var layoutProperties: LayoutProperties { LayoutProperties() }

    var name: String { "ScrollView" }

    var detail: String? {
        let axis = axes == [.horizontal, .vertical] ? "both" : axes == .horizontal ? "horizontal" : "vertical"
        return state.offset == .zero ? axis : "\(axis), offset \(LayoutFormat.point(state.offset))"
    }

    private func scrolls(_ axis: Axis) -> Bool {
        axes.contains(axis == .horizontal ? .horizontal : .vertical)
    }

    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: scrolls(.horizontal) ? nil : proposal.width, height: scrolls(.vertical) ? nil : proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let content = subviews.first else { return proposal.replacingUnspecifiedDimensions(by: .zero) }
        let size = content.sizeThatFits(contentProposal(proposal))
        return CGSize(
            width: scrolls(.horizontal) ? (proposal.width ?? size.width) : size.width,
            height: scrolls(.vertical) ? (proposal.height ?? size.height) : size.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        let contentProposal = contentProposal(proposal)
        let size = content.sizeThatFits(contentProposal)
        var origin = CGPoint.zero
        for axis in [Axis.horizontal, .vertical] {
            if scrolls(axis) {
                let maximum = Swift.max(0, size[axis] - bounds.size[axis])
                state.offset[axis] = Swift.min(Swift.max(state.offset[axis], 0), maximum)
                origin[axis] = bounds.origin[axis] - state.offset[axis]
            } else {
                state.offset[axis] = 0
                origin[axis] = bounds.origin[axis] + (bounds.size[axis] - size[axis]) / 2
            }
        }
        content.place(at: origin, proposal: contentProposal)
    }

    /// A scroll view prefers the default spacing; what scrolls inside it does not reach its edges.
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

// MARK: - Scrolling programmatically

/// A proxy value that supports programmatic scrolling of the scrollable views within a view hierarchy.
public struct ScrollViewProxy {
    let targets: ScrollTargets

    /// Scans all scroll views contained by the proxy for the first with a child view with identifier `id`,
    /// and then scrolls to that view: with an anchor, that point of the view goes to the same point of the
    /// scroll view; without one, the scroll view scrolls as little as makes the whole view visible.
    /// The scroll happens once the change that asked for it is laid out.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        let targets = targets, id = AnyHashable(id)
        guard let graph = targets.graph else { return }
        graph.enqueueAfterLayout { targets.scroll(to: id, anchor: anchor) }
    }
}

/// A view whose child is defined as a function of a `ScrollViewProxy` targeting the scrollable views
/// within the child.
public struct ScrollViewReader<Content: View>: View {
    public typealias Body = Never

    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("ScrollViewReader")
        let targets = inputs.persistent("scroll targets") { ScrollTargets() }
        targets.graph = inputs.graph
        var contentInputs = inputs
        contentInputs.enclosingScrollTargets = targets
        view.content(ScrollViewProxy(targets: targets)).makeView(inputs: contentInputs, outputs: &outputs)
    }
}

/// The scroll views a `ScrollViewReader` reaches.
final class ScrollTargets {
    weak var graph: ViewGraph?
    private var states: [WeakScrollState] = []

    private struct WeakScrollState {
        weak var state: ScrollState?
    }

    func register(_ state: ScrollState) {
        states.removeAll { $0.state == nil || $0.state === state }
        states.append(WeakScrollState(state: state))
    }

    func scroll(to id: AnyHashable, anchor: UnitPoint?) {
        for case let state? in states.map(\.state) {
            guard let node = state.node, node.isPlaced else { continue }
            if ScrollMotion.scroll(node, toItem: id, anchor: anchor) { return }
        }
        graph?.diagnose(
            "scrollTo(\(id)) found no view with that id in the reader's scroll views; nothing scrolled",
            at: nil, fix: "give the target view that id with ForEach or .id(_:)")
    }
}

/// Moving a scroll view's content.
enum ScrollMotion {
    /// Sets the offset of the scroll view laid out by `node` (clamped) and places its content again.
    static func setOffset(_ offset: CGPoint, of node: LayoutNode) {
        guard let layout = node.box.layout(as: ScrollViewLayout.self), node.isPlaced else { return }
        layout.state.offset = offset
        node.place(at: node.globalFrame.origin, proposal: node.placedProposal)
    }

    /// Scrolls so that the view with `id` inside `node`'s content is where `anchor` says; false when no
    /// view there has the id. Lazy content is located by its estimated position first, then by the frame
    /// of the item made there.
    static func scroll(_ node: LayoutNode, toItem id: AnyHashable, anchor: UnitPoint?) -> Bool {
        guard let layout = node.box.layout(as: ScrollViewLayout.self) else { return false }
        var found = false
        for _ in 0..<3 {
            guard let target = frame(of: id, in: node) else { break }
            found = true
            let viewport = node.globalFrame
            var offset = layout.state.offset
            for axis in [Axis.horizontal, .vertical] {
                let delta: CGFloat
                if let anchor {
                    let unit = axis == .horizontal ? anchor.x : anchor.y
                    delta = (target.origin[axis] + unit * target.size[axis]) - (viewport.origin[axis] + unit * viewport.size[axis])
                } else if target.origin[axis] < viewport.origin[axis] {
                    delta = target.origin[axis] - viewport.origin[axis]
                } else if target.origin[axis] + target.size[axis] > viewport.origin[axis] + viewport.size[axis] {
                    // Far enough to show its end, but never past its start (a view longer than the
                    // viewport shows its start).
                    delta = Swift.min(
                        target.origin[axis] + target.size[axis] - viewport.origin[axis] - viewport.size[axis],
                        target.origin[axis] - viewport.origin[axis])
                } else {
                    delta = 0
                }
                offset[axis] += delta
            }
            if offset == layout.state.offset { break }
            setOffset(offset, of: node)
        }
        return found
    }

    /// The frame (in the root's space) of the view with `id` in the content of the scroll view `node`: a
    /// made view whose identity carries the id, else an item of a lazy container not made yet.
    static func frame(of id: AnyHashable, in node: LayoutNode) -> CGRect? {
        guard let scrollPath = node.path as? ViewPath else { return nil }
        var lazyStates: [LazyStackState] = []
        var stack = Array(node.children.reversed())
        while let current = stack.popLast() {
            if let path = current.path as? ViewPath, path.explicitIDs(below: scrollPath).contains(id) {
                return current.globalFrame
            }
            if let lazy = current.box.layout(as: LazyStackLayout.self) { lazyStates.append(lazy.state) }
            stack.append(contentsOf: current.children.reversed())
        }
        for state in lazyStates {
            if let frame = state.estimatedFrame(of: id) { return frame }
        }
        return nil
    }
}

extension ScrollMotion {
    /// After a user's scroll: writes the id of the first view in sight (the outermost identified view
    /// whose frame reaches past the leading edge) to the scroll view's `.scrollPosition` binding.
    static func reportPosition(of node: LayoutNode) {
        guard let layout = node.box.layout(as: ScrollViewLayout.self), let position = layout.state.position,
            let scrollPath = node.path as? ViewPath
        else { return }
        let axis: Axis = layout.axes == .horizontal ? .horizontal : .vertical
        let edge = node.globalFrame.origin[axis]
        var best: (start: CGFloat, id: AnyHashable)?
        var stack = Array(node.children.reversed())
        while let current = stack.popLast() {
            if current.isPlaced, let path = current.path as? ViewPath, let outermost = path.explicitIDs(below: scrollPath).last,
                current.globalFrame.origin[axis] + current.globalFrame.size[axis] > edge
            {
                // A duplicate's identity stands for the id it repeats.
                let id = (outermost.base as? DuplicateID)?.id ?? outermost
                let start = current.globalFrame.origin[axis]
                if best == nil || start < best!.start { best = (start, id) }
                continue
            }
            stack.append(contentsOf: current.children.reversed())
        }
        guard let id = best?.id, id != position.get() else { return }
        layout.state.reportedID = id
        position.set(id)
    }
}

extension ViewPath {
    /// The ids of the views on this path identified by a `ForEach` element or `.id(_:)`, innermost first,
    /// looking up to (not including) `ancestor`.
    func explicitIDs(below ancestor: ViewPath) -> [AnyHashable] {
        var ids: [AnyHashable] = []
        var current: ViewPath? = self
        while let path = current, path !== ancestor {
            if case .explicit(let value) = path.label { ids.append(value) }
            current = path.parent
        }
        return ids
    }
}

// MARK: - Keeping things across updates

extension _ViewInputs {
    /// An object that lives as long as the view at this position (made the first time; the same object on
    /// every later update), for primitives that remember something: a scroll offset, a lazy container's
    /// items. Outside a host a new object is made each time.
    func persistent<T: AnyObject>(_ name: String, make: () -> T) -> T {
        guard let graph, let owner else { return make() }
        let entryInputs = pushing(name)
        let entry = graph.entry(
            BodyKey(path: entryInputs.path, scope: owner.inputs.path), in: owner, type: T.self, inputs: entryInputs)
        return entry.storage(0, make: make)
    }
}
