import EaselGraphics
import EaselLayout
import Foundation

/// A container view that displays semantically-related controls in a visually-appropriate manner for the context.
///
/// Drawn in the control group style around it (`.controlGroupStyle`), as iOS 17 draws a control group outside menus
/// and toolbars. The automatic and palette styles: the controls side by side in equal segments of a 32-point rounded
/// track in the tertiary system fill, hairlines between them, each button's label centered in its segment in the tint
/// and the whole segment taking its taps. The navigation style: the controls as separate borderless buttons in a row.
/// The menu and compact menu styles: a `Menu` of the controls, with the group's label.
/// Metrics in docs/Decisions.md ("Control groups").
public struct ControlGroup<Content: View>: View {
    public typealias Body = Never

    let controls: AnyView
    let label: AnyView?

    /// Creates a new control group with the specified children.
    public init(@ViewBuilder content: () -> Content) {
        controls = AnyView(content())
        label = nil
    }

    /// Creates a new control group with the specified content and a label.
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        controls = AnyView(content())
        self.label = AnyView(label())
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let configuration = ControlGroupStyleConfiguration(label: view.label ?? AnyView(EmptyView()), content: view.controls)
        ControlGroupStyled(configuration: configuration, style: inputs.environment.controlGroupStyle)
            .makeView(inputs: inputs, outputs: &outputs)
    }
}

extension ControlGroup {
    /// Creates a new control group with the specified content that generates its label from a localized string key.
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a new control group with the specified content that generates its label from a string.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }

    /// Creates a new control group with the specified content that generates its label from a localized string key
    /// and a system image.
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, EaselViews.Label<Text, Image>> {
        self.init(content: content) { EaselViews.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a new control group with the specified content that generates its label from a string and a system
    /// image.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, EaselViews.Label<Text, Image>> {
        self.init(content: content) { EaselViews.Label(title, systemImage: systemImage) }
    }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// Creates a control group based on a style configuration: inside a custom style's `makeBody`, the group drawn in
    /// the automatic style.
    public init(_ configuration: ControlGroupStyleConfiguration) {
        controls = configuration.content
        label = configuration.label
    }
}

/// A view that represents the body of a control group with a specified label. SwiftUI makes it when a control group
/// is given a label; its body is the controls.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    public var body: some View { content }
}

// MARK: - Styles

/// Defines the implementation of all control groups within a view hierarchy.
public protocol ControlGroupStyle {
    /// A view representing the body of a control group.
    associatedtype Body: View

    /// Creates a view representing the body of a control group.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The properties of a control group instance being created.
    typealias Configuration = ControlGroupStyleConfiguration
}

/// The properties of a control group.
public struct ControlGroupStyleConfiguration {
    /// A type-erased label of a control group.
    public typealias Label = AnyView
    /// A type-erased content of a control group.
    public typealias Content = AnyView

    /// A view that provides the optional label of the control group (an empty view without one).
    public let label: Label
    /// A view that represents the content of the control group.
    public let content: Content
}

/// The control group style in force.
enum ControlGroupStyleChoice: @unchecked Sendable {
    /// The controls in equal segments of one track (the automatic and palette styles).
    case segmented
    /// The controls as separate borderless buttons.
    case navigation
    /// A menu of the controls, with the group's label.
    case menu
    case custom((ControlGroupStyleConfiguration) -> AnyView)
}

protocol BuiltInControlGroupStyle {
    var choice: ControlGroupStyleChoice { get }
}

/// The default control group style: the controls in one segmented track outside menus and toolbars.
public struct AutomaticControlGroupStyle: ControlGroupStyle, BuiltInControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ControlGroupStyled(configuration: configuration, style: choice) }
    var choice: ControlGroupStyleChoice { .segmented }
}

/// The navigation control group style: individual borderless buttons on iOS.
public struct NavigationControlGroupStyle: ControlGroupStyle, BuiltInControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ControlGroupStyled(configuration: configuration, style: choice) }
    var choice: ControlGroupStyleChoice { .navigation }
}

/// A control group style that presents its content as a palette: a segmented control outside menus.
public struct PaletteControlGroupStyle: ControlGroupStyle, BuiltInControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ControlGroupStyled(configuration: configuration, style: choice) }
    var choice: ControlGroupStyleChoice { .segmented }
}

/// A control group style that presents its content as a menu when the user presses the control.
public struct MenuControlGroupStyle: ControlGroupStyle, BuiltInControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ControlGroupStyled(configuration: configuration, style: choice) }
    var choice: ControlGroupStyleChoice { .menu }
}

/// A control group style that presents its content as a compact menu when the user presses the control.
public struct CompactMenuControlGroupStyle: ControlGroupStyle, BuiltInControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ControlGroupStyled(configuration: configuration, style: choice) }
    var choice: ControlGroupStyleChoice { .menu }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The default control group style.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// The navigation control group style.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// A control group style that presents its content as a palette.
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A control group style that presents its content as a menu when the user presses the control.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A control group style that presents its content as a compact menu when the user presses the control.
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

private struct ControlGroupStyleKey: EnvironmentKey {
    static var defaultValue: ControlGroupStyleChoice { .segmented }
}

extension EnvironmentValues {
    var controlGroupStyle: ControlGroupStyleChoice {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for control groups within this view.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        let choice = (style as? BuiltInControlGroupStyle)?.choice ?? .custom { AnyView(style.makeBody(configuration: $0)) }
        return environment(\.controlGroupStyle, choice)
    }
}

// MARK: - Drawing

/// A control group in the style chosen: what a custom style makes draws its own control groups in the automatic style.
struct ControlGroupStyled: View {
    typealias Body = Never
    let configuration: ControlGroupStyleConfiguration
    let style: ControlGroupStyleChoice

    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("ControlGroup")
        let configuration = view.configuration
        switch view.style {
        case .segmented:
            ControlGroupSegments(controls: configuration.content).makeView(inputs: inputs, outputs: &outputs)
        case .navigation:
            HStack { configuration.content }.makeView(inputs: inputs, outputs: &outputs)
        case .menu:
            Menu { configuration.content } label: { configuration.label }
                .makeView(inputs: inputs, outputs: &outputs)
        case .custom(let makeBody):
            makeBody(configuration).environment(\.controlGroupStyle, .segmented).makeView(inputs: inputs, outputs: &outputs)
        }
    }
}

/// The controls in equal segments of one 32-point track (the segmented control's layout), with a hairline 18 points
/// tall between two segments. Each button in the group is drawn by `ControlGroupSegment`.
struct ControlGroupSegments: View {
    typealias Body = Never
    let controls: AnyView

    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        var controlInputs = inputs.children(of: HStackLayout.self)
        controlInputs.environment.buttonStyle = .primitive { AnyView(ControlGroupSegment(configuration: $0)) }
        let nodes = view.controls.makeNodes(inputs: controlInputs)
        let hairline = inputs.environment.pixelLength
        EqualSegmentsLayout {
            ForEach(Array(nodes.enumerated()), id: \.offset) { index, node in
                _MadeNodes { _ in [node] }
                    .overlay(alignment: .leading) {
                        if index > 0 {
                            Rectangle().fill(Color.separator).frame(width: hairline, height: 18)
                        }
                    }
            }
        }
        .background(Color.tertiarySystemFill, in: RoundedRectangle(cornerRadius: 9))
        .makeView(inputs: inputs, outputs: &outputs)
    }
}

/// A button in a segmented control group: the automatic button (its tint, red for a destructive role, gray when
/// disabled, faded while pressed) with its label on one line, centered in the whole segment, which takes the tap.
struct ControlGroupSegment: View {
    let configuration: PrimitiveButtonStyleConfiguration

    var body: some View {
        BuiltInButton(
            kind: .automatic, action: configuration.trigger,
            label: AnyView(
                configuration.label.lineLimit(1).padding(.horizontal, 8)
                    .frame(maxWidth: .infinity, maxHeight: .infinity).contentShape(Rectangle())),
            role: configuration.role)
    }
}
