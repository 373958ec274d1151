import EaselGraphics
import EaselLayout
import Foundation

/// A modifier that writes what its page asks of the navigation bar. It makes its content first, so that on the
/// same page an outer modifier's value wins over an inner one's, as SwiftUI's preferences do.
struct NavigationPageModifier: ViewModifier {
    typealias Body = Never
    let change: (inout NavigationModel.PageInfo, _ site: LivenessToken) -> Void

    static func _makeView(
        modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs
    ) {
        content.make(inputs, &outputs)
        guard let placement = inputs.environment.navigationPlacement else { return }
        // Records are keyed by the modifier's place in the tree, and leave with it.
        let token = inputs.livenessToken("navigation page")
        token.onRelease = { [weak model = placement.model] in model?.owner?.invalidate() }
        placement.model.update(placement.page) { modifier.change(&$0, token) }
    }
}

/// The mode to use when displaying the title of the navigation bar.
public struct NavigationBarItem: Sendable {
    /// A style for displaying the title of a navigation bar.
    public enum TitleDisplayMode: Sendable, Hashable {
        /// Inherit the display mode from the previous navigation item (the root's is large).
        case automatic
        /// Display the title within the standard bounds of the navigation bar.
        case inline
        /// Display a large title within an expanded navigation bar.
        case large
    }
}

extension View {
    /// Configures the view's title for purposes of navigation, using a text view.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationPageModifier { info, _ in
            info.title = title
            info.titleBinding = nil
        })
    }

    /// Configures the view's title for purposes of navigation, using a localized string.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// Configures the view's title for purposes of navigation, using a string.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// Configures the view's title for purposes of navigation, using a string binding (the title an inline bar
    /// lets the user rename; drawn as the string).
    public func navigationTitle(_ title: Binding<String>) -> some View {
        modifier(NavigationPageModifier { info, _ in
            info.title = nil
            info.titleBinding = title
        })
    }

    /// Configures the title display mode for this view.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationPageModifier { info, _ in info.displayMode = displayMode })
    }

    /// Configures the title display mode for this view (the iOS 17 spelling).
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.barMode)
    }

    /// Sets the title in the navigation bar for this view.
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// Sets the title of this view's navigation bar with a localized string.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// Sets the title of this view's navigation bar with a string.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// Sets the title and display mode in the navigation bar for this view.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title and display mode in the navigation bar for this view, with a localized string.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(Text(titleKey)).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title and display mode in the navigation bar for this view, with a string.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(Text(title)).navigationBarTitleDisplayMode(displayMode)
    }

    /// Hides the navigation bar back button for the view.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(NavigationPageModifier { info, _ in info.backButtonHidden = hidesBackButton })
    }

    /// Hides the navigation bar for this view.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(NavigationPageModifier { info, _ in info.barHidden = hidden })
    }

    /// Populates the toolbar or navigation bar with the specified items.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let content = content()
        return modifier(NavigationPageModifier { info, site in
            var items: [ToolbarItemInfo] = []
            Content._makeToolbarItems(content: content, path: site.key, items: &items)
            info.setToolbar(items, from: site)
        })
    }

    /// Populates the toolbar or navigation bar with the specified views, each an item at the automatic placement.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let content = content()
        return modifier(NavigationPageModifier { info, site in
            info.setToolbar([ToolbarItemInfo(placement: .automatic, id: site.key, content: AnyView(content))], from: site)
        })
    }

    /// Populates the toolbar or navigation bar with customizable items.
    public func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
        toolbar(content: content)
    }

    /// Specifies the visibility of a bar managed by SwiftUI: `.hidden` for the navigation bar hides it.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let applies = ToolbarPlacement.includesNavigationBar(bars)
        return modifier(NavigationPageModifier { info, _ in if applies { info.barHidden = visibility == .hidden } })
    }

    /// Specifies the preferred shape style of the background of a bar managed by SwiftUI. For the navigation bar,
    /// the style shows where the bar has a background: at rest only with `.toolbarBackground(.visible, for:)`, as
    /// iOS 17 draws a bar at the top of its content without one.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let applies = ToolbarPlacement.includesNavigationBar(bars)
        let style = AnyShapeStyle(style)
        return modifier(NavigationPageModifier { info, _ in if applies { info.barBackground = style } })
    }

    /// Specifies the preferred visibility of backgrounds on a bar managed by SwiftUI.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let applies = ToolbarPlacement.includesNavigationBar(bars)
        return modifier(NavigationPageModifier { info, _ in if applies { info.barBackgroundVisibility = visibility } })
    }

    /// Specifies the preferred color scheme of a bar managed by SwiftUI (applied where the bar has a background).
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        let applies = ToolbarPlacement.includesNavigationBar(bars)
        return modifier(NavigationPageModifier { info, _ in if applies { info.barColorScheme = colorScheme } })
    }

    /// Configures the semantic role for the content populating the toolbar (no change to an iPhone's bar).
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }

    /// Configures the navigation bar items for the view.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modifier(NavigationPageModifier { info, site in
            info.setToolbar([
                ToolbarItemInfo(placement: .topBarLeading, id: site.key + "#leading", content: AnyView(leading)),
                ToolbarItemInfo(placement: .topBarTrailing, id: site.key + "#trailing", content: AnyView(trailing)),
            ], from: site)
        })
    }

    /// Configures the navigation bar items for the view.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        modifier(NavigationPageModifier { info, site in
            info.setToolbar([ToolbarItemInfo(placement: .topBarLeading, id: site.key + "#leading", content: AnyView(leading))], from: site)
        })
    }

    /// Configures the navigation bar items for the view.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        modifier(NavigationPageModifier { info, site in
            info.setToolbar([ToolbarItemInfo(placement: .topBarTrailing, id: site.key + "#trailing", content: AnyView(trailing))], from: site)
        })
    }
}

/// A type that defines the behavior of title of a toolbar.
public struct ToolbarTitleDisplayMode: Sendable {
    let barMode: NavigationBarItem.TitleDisplayMode

    public static var automatic: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(barMode: .automatic) }
    public static var large: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(barMode: .large) }
    public static var inlineLarge: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(barMode: .large) }
    public static var inline: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(barMode: .inline) }
}

/// The visibility of a UI element, chosen automatically or explicitly.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The element may be visible or hidden depending on the policies of the component accepting it.
    case automatic
    /// The element may be visible.
    case visible
    /// The element may be hidden.
    case hidden
}

/// The purpose of content that populates the toolbar.
public struct ToolbarRole: Sendable, Equatable {
    let name: String
    public static var automatic: ToolbarRole { ToolbarRole(name: "automatic") }
    public static var navigationStack: ToolbarRole { ToolbarRole(name: "navigationStack") }
    public static var browser: ToolbarRole { ToolbarRole(name: "browser") }
    public static var editor: ToolbarRole { ToolbarRole(name: "editor") }
}

extension ToolbarPlacement {
    /// Whether a modifier given these bars acts on a navigation bar (no bars, or `.automatic`, mean it does).
    static func includesNavigationBar(_ bars: [ToolbarPlacement]) -> Bool {
        bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic)
    }
}
