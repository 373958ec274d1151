import EaselLayout
import Foundation

/// A protocol that describes the behavior and appearance of a list.
///
/// Easel draws the styles as iOS 17 draws them on iPhone: the automatic style is inset-grouped, the sidebar style
/// (a stack on iPhone) inset-grouped too, and the inset style as the plain one (`docs/Decisions.md`, "List
/// styles").
public protocol ListStyle {}

extension ListStyle {
    /// How Easel draws a list of this style.
    var appearance: ListAppearance {
        switch self {
        case is PlainListStyle, is InsetListStyle: .plain
        case is GroupedListStyle: .grouped
        case is SidebarListStyle: .sidebar
        default: .insetGrouped
        }
    }
}

/// The list style that describes a platform's default behavior and appearance for a list.
public struct DefaultListStyle: ListStyle { public init() {} }
/// The list style that describes the behavior and appearance of a plain list.
public struct PlainListStyle: ListStyle { public init() {} }
/// The list style that describes the behavior and appearance of a grouped list.
public struct GroupedListStyle: ListStyle { public init() {} }
/// The list style that describes the behavior and appearance of an inset grouped list.
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// The list style that describes the behavior and appearance of an inset list.
public struct InsetListStyle: ListStyle { public init() {} }
/// The list style that describes the behavior and appearance of a sidebar list.
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
    /// Sets the style for lists within this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listAppearance, style.appearance)
    }
}

/// A container for grouping controls used for data entry, such as in settings or inspectors: drawn as iOS draws
/// a settings screen, an inset-grouped list of its sections.
public struct Form<Content: View>: View {
    let content: Content

    /// Creates a form with the provided content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        List { content }.environment(\.listAppearance, .insetGrouped)
    }
}

/// The appearance and behavior of a form.
public protocol FormStyle {}

/// The default form style.
public struct AutomaticFormStyle: FormStyle { public init() {} }
/// A form style with grouped rows.
public struct GroupedFormStyle: FormStyle { public init() {} }
/// A form style with columns of labels and controls.
public struct ColumnsFormStyle: FormStyle { public init() {} }

extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    /// Sets the style for forms in a view hierarchy (every style is drawn grouped, as on iPhone).
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}

/// How a list is drawn: what `listStyle(_:)` chose, resolved for iPhone.
package enum ListAppearance: Hashable, Sendable {
    /// The sidebar style is inset-grouped on iPhone, with its own headers: larger, and with a disclosure control
    /// for a collapsible section.
    case plain, grouped, insetGrouped, sidebar

    /// Whether rows sit on cards inset from the list's edges.
    var isInset: Bool { self == .insetGrouped || self == .sidebar }
}

private struct ListAppearanceKey: EnvironmentKey {
    /// iOS 17 draws a list of the automatic style inset-grouped on iPhone.
    static let defaultValue = ListAppearance.insetGrouped
}

extension EnvironmentValues {
    package var listAppearance: ListAppearance {
        get { self[ListAppearanceKey.self] }
        set { self[ListAppearanceKey.self] = newValue }
    }
}
