import EaselLayout
import Foundation

/// A view that arranges its children in a line that grows vertically, creating items only as needed
/// (LayoutRules §9).
///
/// It lays out like a `VStack` whose children are proposed the stack's width and no height (their ideal
/// height), except that it takes the whole width it is proposed. Only the items in view inside the
/// enclosing scroll view are made, measured and drawn; the height of the rest is estimated from the
/// average of the items measured so far (exact when the items are alike). An item scrolled out of view
/// leaves the tree: its `onDisappear` runs and its state is dropped.
public struct LazyVStack<Content: View>: View {
    public typealias Body = Never

    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let shape = LazyLayoutState.Shape(
            name: "LazyVStack", axis: .vertical, alignment: view.alignment.key, spacing: view.spacing,
            pinned: view.pinnedViews)
        outputs.append(LazyLayoutState.makeContainer(shape, content: view.content, inputs: inputs))
    }
}

/// A view that arranges its children in a line that grows horizontally, creating items only as needed:
/// the horizontal counterpart of `LazyVStack`.
public struct LazyHStack<Content: View>: View {
    public typealias Body = Never

    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let shape = LazyLayoutState.Shape(
            name: "LazyHStack", axis: .horizontal, alignment: view.alignment.key, spacing: view.spacing,
            pinned: view.pinnedViews)
        outputs.append(LazyLayoutState.makeContainer(shape, content: view.content, inputs: inputs))
    }
}
