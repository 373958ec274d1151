import EaselLayout
import Foundation

/// A view for presenting a stack of views that represents a visible path in a navigation hierarchy: on iPhone,
/// a `NavigationStack` that manages its own path.
public struct NavigationView<Content: View>: View {
    let content: Content

    /// Creates a destination-based navigation view.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        NavigationStack { content }
    }
}

/// A specification for the appearance and interaction of a navigation view.
public protocol NavigationViewStyle {}

/// The default navigation view style (a stack on iPhone).
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// A navigation view style represented by a view stack that only shows a single top view at a time.
public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// A navigation view style represented by a series of views in columns (a stack on iPhone).
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// A navigation view style represented by a primary view stack that navigates to a detail view (a stack on iPhone).
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
    /// Sets the style for navigation views within this view (on iPhone every style is a stack).
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
