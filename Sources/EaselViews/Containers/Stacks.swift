import EaselLayout
import Foundation

/// A view that arranges its subviews in a horizontal line (LayoutRules §4.1).
public struct HStack<Content: View>: View, LayoutContainerView {
    public typealias Body = Never
    let layout: HStackLayout
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
}

/// A view that arranges its subviews in a vertical line (LayoutRules §4.1).
public struct VStack<Content: View>: View, LayoutContainerView {
    public typealias Body = Never
    let layout: VStackLayout
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
}

/// A view that overlays its subviews, aligning them in both axes (LayoutRules §4.4).
public struct ZStack<Content: View>: View, LayoutContainerView {
    public typealias Body = Never
    let layout: ZStackLayout
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }
}
