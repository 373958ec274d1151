import EaselGraphics
import EaselLayout
import Foundation

extension View {
    /// Places the view in an invisible frame as large as its nearest container along `axes`: the nearest
    /// enclosing scroll view's visible size (less its content margins), else the window (less the device's safe
    /// area). The view is offered that size and aligned in it.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length })
    }

    /// Places the view in a frame that takes `span` of `count` equal columns (or rows) of its nearest container,
    /// `spacing` apart: `(length − spacing × (count − 1)) / count × span + spacing × (span − 1)`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        let count = Swift.max(count, 1), span = Swift.min(Swift.max(span, 1), Swift.max(count, 1))
        let spacing = spacing.isFinite ? Swift.max(spacing, 0) : 0
        return modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
            let column = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return Swift.max(0, column * CGFloat(span) + spacing * CGFloat(span - 1))
        })
    }

    /// Places the view in a frame whose size along each of `axes` is `length` of the container's size.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}

struct ContainerRelativeFrameModifier: ViewModifier {
    typealias Body = Never
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    static func _makeView(modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs) {
        var made = _ViewOutputs()
        content.make(inputs, &made)
        // The window of a device host is its screen less the safe area.
        let insets = inputs.environment.hostDevice?.safeAreaInsets ?? EdgeInsets()
        let layout = ContainerRelativeFrameLayout(
            axes: modifier.axes, alignment: modifier.alignment, length: modifier.length, windowInsets: insets,
            scroll: inputs.containerScroll)
        let inputs = inputs.pushing(layout.name)
        for child in made.nodes { outputs.append(inputs.wrap(child, in: layout)) }
    }
}

/// The frame of `containerRelativeFrame`: along its axes the container's length as the length function maps
/// it, across them the child's size; the child is offered that and aligned inside.
struct ContainerRelativeFrameLayout: Layout, BuiltinLayout {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    let windowInsets: EdgeInsets
    /// The enclosing scroll view or list, when there is one.
    let scroll: ScrollState?

    static var layoutProperties: LayoutProperties { LayoutProperties() }
    var name: String { "containerRelativeFrame" }

    /// The nearest container's size: an enclosing scroll view's (a list's), else the window's.
    private func container(of owner: LayoutNode?) -> CGSize {
        if let scroll {
            let margins = scroll.options.contentMargins
            return CGSize(
                width: Swift.max(0, scroll.containerSize.width - margins.horizontal),
                height: Swift.max(0, scroll.containerSize.height - margins.vertical))
        }
        let window = owner?.context.windowSize ?? .zero
        return CGSize(
            width: Swift.max(0, window.width - windowInsets.horizontal),
            height: Swift.max(0, window.height - windowInsets.vertical))
    }

    private func childProposal(_ proposal: ProposedViewSize, owner: LayoutNode?) -> ProposedViewSize {
        let size = container(of: owner)
        var result = proposal
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? Swift.max(value, 0) : 0 }
        if axes.contains(.horizontal) { result.width = finite(length(size.width, .horizontal)) }
        if axes.contains(.vertical) { result.height = finite(length(size.height, .vertical)) }
        return result
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        let offered = childProposal(proposal, owner: subviews.owner)
        let size = child.sizeThatFits(offered)
        return CGSize(
            width: axes.contains(.horizontal) ? offered.width ?? size.width : size.width,
            height: axes.contains(.vertical) ? offered.height ?? size.height : size.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(in: bounds, alignment: alignment, proposal: childProposal(proposal, owner: subviews.owner))
    }
}
