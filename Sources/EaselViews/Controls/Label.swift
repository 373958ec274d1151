import EaselGraphics
import EaselLayout
import Foundation

/// A title with an icon, as SwiftUI's `Label`.
///
/// Easel draws the automatic style as iOS does in a list-less context: the icon, then the title, in a row
/// with their centers aligned and 8 points between. (Apple does not document the automatic style's metrics;
/// the spacing is a guess from iOS screenshots, recorded in docs/Decisions.md.)
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyle) private var style
    @Environment(\.listIconTint) private var listIconTint
    @Environment(\.tint) private var tint

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        switch style {
        case .custom(let makeBody):
            // A label the custom style makes draws in the automatic style.
            AnyView(
                makeBody(LabelStyleConfiguration(title: AnyView(title), icon: AnyView(icon)))
                    .environment(\.labelStyle, .titleAndIcon))
        case .titleOnly:
            AnyView(title)
        case .iconOnly:
            AnyView(icon)
        case .titleAndIcon where listIconTint:
            // In a list row iOS draws a label's icon in the tint, unless a foreground style was set.
            AnyView(HStack(spacing: 8) { icon.foregroundStyle(tint ?? Color.accentColor); title })
        case .titleAndIcon:
            AnyView(HStack(spacing: 8) { icon; title })
        case .iconOverTitle:
            AnyView(VStack(spacing: 2) { icon; title })
        case .largeIconOverTitle:
            AnyView(VStack(spacing: 12) {
                icon.font(.system(size: 48)).foregroundStyle(Color.secondary)
                title
            })
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text title and an SF Symbol icon.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label with a text title and an SF Symbol icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with a text title and a named image.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// Creates a label representing the configuration of a style, drawn in the automatic style.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text title and a named image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

/// A type that applies a custom appearance to all labels within a view.
public protocol LabelStyle {
    /// A view that represents the body of a label.
    associatedtype Body: View

    /// Creates a view that represents the body of a label.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The properties of a label.
    typealias Configuration = LabelStyleConfiguration
}

/// The properties of a label, for a `LabelStyle`.
public struct LabelStyleConfiguration {
    /// A type-erased title view of a label.
    public typealias Title = AnyView

    /// A type-erased icon view of a label.
    public typealias Icon = AnyView

    /// A description of the labeled item.
    public var title: Title
    /// A symbolic representation of the labeled item.
    public var icon: Icon
}

/// How labels in a view show their title and icon: one of iOS's ways, or a custom style's body.
enum LabelStyleChoice: @unchecked Sendable {
    case titleAndIcon, titleOnly, iconOnly
    /// A tab bar item's icon over its title.
    case iconOverTitle
    /// A content-unavailable view's large icon over its title.
    case largeIconOverTitle
    case custom((LabelStyleConfiguration) -> AnyView)
}

/// A built-in label style: Easel draws it without asking for a body.
protocol BuiltInLabelStyle {
    var choice: LabelStyleChoice { get }
}

/// The default label style in the current context: the title and the icon on iOS.
public struct DefaultLabelStyle: LabelStyle, BuiltInLabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Label(configuration) }
    var choice: LabelStyleChoice { .titleAndIcon }
}

/// A label style that shows both the title and icon of the label.
public struct TitleAndIconLabelStyle: LabelStyle, BuiltInLabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) { configuration.icon; configuration.title }
    }
    var choice: LabelStyleChoice { .titleAndIcon }
}

/// A label style that only displays the title of the label.
public struct TitleOnlyLabelStyle: LabelStyle, BuiltInLabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
    var choice: LabelStyleChoice { .titleOnly }
}

/// A label style that only displays the icon of the label.
public struct IconOnlyLabelStyle: LabelStyle, BuiltInLabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
    var choice: LabelStyleChoice { .iconOnly }
}

/// Easel's own label styles for tab items and unavailable content.
struct SystemLabelStyle: LabelStyle, BuiltInLabelStyle {
    let choice: LabelStyleChoice
    func makeBody(configuration: Configuration) -> some View { Label(configuration) }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// A label style that resolves its appearance automatically based on the current context.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// A label style that shows both the title and icon of the label.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// A label style that only displays the title of the label.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// A label style that only displays the icon of the label.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

private struct ListIconTintKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether labels below draw their icon in the tint: in a list row, until a foreground style is set.
    var listIconTint: Bool {
        get { self[ListIconTintKey.self] }
        set { self[ListIconTintKey.self] = newValue }
    }

    /// A foreground style set by `foregroundStyle` or `foregroundColor`: it also ends a list row's icon tint.
    var userForegroundStyle: AnyShapeStyle? {
        get { foregroundStyle }
        set {
            foregroundStyle = newValue
            listIconTint = false
        }
    }

    var labelStyle: LabelStyleChoice {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

private struct LabelStyleKey: EnvironmentKey {
    static let defaultValue = LabelStyleChoice.titleAndIcon
}

extension View {
    /// Sets how the labels inside show their title and icon.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let choice = (style as? BuiltInLabelStyle)?.choice ?? .custom { AnyView(style.makeBody(configuration: $0)) }
        return environment(\.labelStyle, choice)
    }
}
