import EaselGraphics
import EaselLayout
import Foundation

/// A scrollable view (LayoutRules §9).
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
        contentInputs.scrollPositionValue = nil
        contentInputs.containerScroll = state
        let nodes: [LayoutNode]
        if view.axes == .horizontal {
            nodes = view.content.makeNodes(inputs: contentInputs.children(of: HStackLayout.self))
        } else {
            nodes = view.content.makeNodes(inputs: contentInputs.children(of: VStackLayout.self))
        }
        // Several views scroll as one stack, as in SwiftUI.
        var content: LayoutNode
        if nodes.count == 1 {
            content = nodes[0]
        } else if view.axes == .horizontal {
            content = contentInputs.pushing("content").makeNode(HStackLayout(), children: nodes)
        } else {
            content = contentInputs.pushing("content").makeNode(VStackLayout(), children: nodes)
        }
        let options = inputs.environment.scrollOptions
        // Content margins pad the content inside the scroll view (it scrolls with them).
        if options.contentMargins != EdgeInsets() {
            content = contentInputs.pushing("contentMargins").wrap(content, in: PaddingLayout(insets: options.contentMargins))
        }
        state.options = options
        state.isScrollEnabled = inputs.environment.isScrollEnabled
        if state.pendingAnchor == nil, !state.placedOnce { state.pendingAnchor = options.defaultAnchor }
        let node = inputs.makeNode(ScrollViewLayout(axes: view.axes, state: state), children: [content])
        // The content is clipped to the scroll view's frame grown into the unsafe area it touches along its scroll
        // axes: on a device, rows show under the home indicator and scroll under the bars, as on iOS. With
        // `scrollClipDisabled` it is not clipped, and taps reach what shows outside.
        if !options.clipDisabled {
            node.drawing = NodeAppearance.effect(clipsTouches: true) { [weak state] frame in
                .clip(Path(state?.visibleFrame(frame) ?? frame), FillRule(antialiased: false))
            }
        }
        state.node = node
        inputs.enclosingScrollTargets?.register(state)
        state.position = inputs.scrollPosition
        state.positionValue = inputs.scrollPositionValue
        // A position set from outside (not the one this scroll view reported) is scrolled to once laid out.
        if let value = inputs.scrollPositionValue, value.binding.wrappedValue != state.reportedPosition, let graph = inputs.graph {
            let position = value.binding.wrappedValue, anchor = value.anchor
            state.reportedPosition = position
            graph.enqueueAfterLayout { [weak state] in
                guard let node = state?.node, node.isPlaced else { return }
                ScrollMotion.scroll(node, to: position, defaultAnchor: anchor)
            }
        }
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

/// What a scroll view keeps between updates: its content offset, and what it last measured.
final class ScrollState {
    var offset: CGPoint = .zero
    /// What the environment said of this scroll view when it was last made.
    var options = ScrollOptions()
    /// Whether a person may scroll it (`scrollDisabled`).
    var isScrollEnabled = true
    /// The default scroll anchor, applied when the scroll view is first placed.
    var pendingAnchor: UnitPoint?
    var placedOnce = false
    /// The size the scroll view was last offered, for `containerRelativeFrame`.
    var containerSize: CGSize = .zero
    /// The scroll view's node as last made (weak: a node that left the tree cannot be scrolled).
    weak var node: LayoutNode?

    /// The binding `.scrollPosition(id:)` gave, and the id last scrolled to or reported through it.
    var position: ScrollPositionBinding?
    var reportedID: AnyHashable?
    /// The `ScrollPosition` binding, and the position last scrolled to or reported through it.
    var positionValue: ScrollPositionValueBinding?
    var reportedPosition: ScrollPosition?
    /// The depth of the unsafe area beyond the scroll view's edges along its scroll axes, where its content still
    /// shows (set when it is placed).
    var unsafeInsets = EdgeInsets()

    /// Where the content shows: the scroll view's frame grown into the unsafe area beyond it.
    func visibleFrame(_ frame: CGRect) -> CGRect { frame.outset(by: unsafeInsets) }
}
