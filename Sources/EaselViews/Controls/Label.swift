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

/// How labels show their title and icon.
public struct LabelStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case titleAndIcon, titleOnly, iconOnly, iconOverTitle, largeIconOverTitle }
    let kind: Kind

    public static let automatic = LabelStyle(kind: .titleAndIcon)
    public static let titleAndIcon = LabelStyle(kind: .titleAndIcon)
    public static let titleOnly = LabelStyle(kind: .titleOnly)
    public static let iconOnly = LabelStyle(kind: .iconOnly)
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

    var labelStyle: LabelStyle.Kind {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

private struct LabelStyleKey: EnvironmentKey {
    static let defaultValue = LabelStyle.Kind.titleAndIcon
}

extension View {
    /// Sets how the labels inside show their title and icon.
    public func labelStyle(_ style: LabelStyle) -> some View {
        environment(\.labelStyle, style.kind)
    }
}
