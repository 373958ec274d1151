import EaselGraphics
import EaselLayout
import Foundation

/// A stylized view, with an optional label, that visually collects a logical grouping of content.
///
/// Drawn in the group box style around it (`.groupBoxStyle`); the automatic style is iOS 17's: the label in the
/// headline font over the content, leading-aligned, padded 16 points on every side, on a rounded rectangle with
/// 8-point continuous corners filled with the secondary system background (the tertiary one for a box inside a box,
/// alternating). The box is as large as its content needs. Metrics in docs/Decisions.md ("Group boxes").
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.groupBoxStyle) private var style

    /// Creates a group box with the provided label and view content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// Creates a group box with a label view and view content.
    @available(*, deprecated, message: "Use init(content:label:) instead.")
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = label
    }

    public var body: some View {
        GroupBoxStyled(configuration: GroupBoxStyleConfiguration(label: AnyView(label), content: AnyView(content)), style: style)
    }
}

extension GroupBox where Label == EmptyView {
    /// Creates an unlabeled group box with the provided view content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// Creates a group box with the provided view content and a title made from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a group box with the provided view content and a title made from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// Creates a group box based on a style configuration: inside a custom style's `makeBody`, the box drawn in the
    /// automatic style.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

// MARK: - Styles

/// A type that specifies the appearance and interaction of all group boxes within a view hierarchy.
public protocol GroupBoxStyle {
    /// A view that represents the body of a group box.
    associatedtype Body: View

    /// Creates a view representing the body of a group box.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The properties of a group box instance.
    typealias Configuration = GroupBoxStyleConfiguration
}

/// The properties of a group box instance.
public struct GroupBoxStyleConfiguration {
    /// A type-erased label of a group box.
    public typealias Label = AnyView
    /// A type-erased content of a group box.
    public typealias Content = AnyView

    /// A view that provides the title of the group box.
    public let label: Label
    /// A view that represents the content of the group box.
    public let content: Content
}

/// The default style for group box views: iOS's rounded box.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        AutomaticGroupBox(configuration: configuration)
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The default style for group box views.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// The group box style in force.
enum GroupBoxStyleChoice: @unchecked Sendable {
    case automatic
    case custom((GroupBoxStyleConfiguration) -> AnyView)
}

private struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: GroupBoxStyleChoice { .automatic }
}

private struct GroupBoxDepthKey: EnvironmentKey {
    static var defaultValue: Int { 0 }
}

extension EnvironmentValues {
    var groupBoxStyle: GroupBoxStyleChoice {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }

    /// How many automatic group boxes enclose the views here.
    var groupBoxDepth: Int {
        get { self[GroupBoxDepthKey.self] }
        set { self[GroupBoxDepthKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for group boxes within this view.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        let choice: GroupBoxStyleChoice =
            style is DefaultGroupBoxStyle ? .automatic : .custom { AnyView(style.makeBody(configuration: $0)) }
        return environment(\.groupBoxStyle, choice)
    }
}

// MARK: - Drawing

/// A group box in the style chosen: what a custom style makes draws its own group boxes in the automatic style.
struct GroupBoxStyled: View {
    typealias Body = Never
    let configuration: GroupBoxStyleConfiguration
    let style: GroupBoxStyleChoice

    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("GroupBox")
        switch view.style {
        case .automatic:
            AutomaticGroupBox(configuration: view.configuration).makeView(inputs: inputs, outputs: &outputs)
        case .custom(let makeBody):
            makeBody(view.configuration).environment(\.groupBoxStyle, .automatic).makeView(inputs: inputs, outputs: &outputs)
        }
    }
}

/// iOS's group box: the headline label over the content, 16 points in from a rounded box in the secondary system
/// background (the tertiary one for every other level of nesting).
struct AutomaticGroupBox: View {
    let configuration: GroupBoxStyleConfiguration
    @Environment(\.groupBoxDepth) private var depth

    var body: some View {
        VStack(alignment: .leading) {
            configuration.label.font(.headline)
            configuration.content
        }
        .environment(\.groupBoxDepth, depth + 1)
        .padding(16)
        .background(
            depth % 2 == 0 ? Color.secondarySystemBackground : Color.tertiarySystemBackground,
            in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}
