import EaselGraphics
import EaselLayout
import Foundation

/// A control for presenting a menu of actions.
///
/// At rest it is its label drawn as a borderless button. A tap opens the menu as iOS 17 draws one from a button: a
/// 250-point platter of rows (17-point text, 44 points tall, hairlines between) with 13-point corners and a soft
/// shadow, below the label (above it when the screen has no room below), its leading edge at the label's when the
/// label is in the screen's leading half, else its trailing edge at the label's; the screen behind stays as it is.
/// In the menu a button is a row with its title at the leading edge and its icon at the trailing edge (a
/// destructive one red), a toggle a row with a checkmark when on, a picker one row an option, the selected one
/// checked. A tap on a row acts and closes the menu; a tap outside closes it. With a primary action, a tap performs
/// it and a long press opens the menu. Metrics in docs/Decisions.md ("Menus").
public struct Menu<Label: View, Content: View>: View {
    public typealias Body = Never

    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?

    /// Creates a menu with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    /// Creates a menu with a custom primary action and custom label.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("Menu")
        if inputs.environment.menuDismiss != nil {
            // A menu inside a menu is a row that names it, with a chevron.
            MenuRow(label: AnyView(view.label), checked: nil, role: nil, isSubmenu: true, action: nil)
                .makeView(inputs: inputs, outputs: &outputs)
            return
        }
        MenuPresenter(label: AnyView(view.label), content: AnyView(view.content), primaryAction: view.primaryAction)
            .makeView(inputs: inputs, outputs: &outputs)
    }
}

extension Menu where Label == Text {
    /// Creates a menu that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a menu that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// Creates a menu with a custom primary action that generates its label from a localized string key.
    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// Creates a menu with a custom primary action that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == EaselViews.Label<Text, Image> {
    /// Creates a menu that generates its label from a localized string key and a system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { EaselViews.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a menu that generates its label from a string and a system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { EaselViews.Label(title, systemImage: systemImage) }
    }
}

/// Where a menu's label is, for the platter to open beside it: noted as the label is placed.
final class MenuAnchor {
    /// The label's frame in the root's coordinates.
    var frame: CGRect = .zero
}

/// Lays out its one subview as it is, noting where it was placed in the anchor.
struct MenuAnchorLayout: Layout {
    let anchor: MenuAnchor

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        anchor.frame = bounds
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }
}

/// A menu's label as a button, and the menu it presents while open.
struct MenuPresenter: View, ControlMachinery {
    let label: AnyView
    let content: AnyView
    let primaryAction: (() -> Void)?
    @State private var isOpen = false
    @State private var anchor = MenuAnchor()

    var body: some View {
        let open = $isOpen, anchor = self.anchor, content = self.content, primaryAction = self.primaryAction
        MenuAnchorLayout(anchor: anchor) {
            Button {
                if let primaryAction { primaryAction() } else { open.wrappedValue = true }
            } label: {
                label
            }
        }
        // With a primary action, a long press opens the menu.
        .simultaneousGesture(
            LongPressGesture().onEnded { _ in open.wrappedValue = true },
            including: primaryAction == nil ? .subviews : .all)
        .modifier(PresentingModifier(
            kind: .menu, title: nil, isPresented: isOpen, dismiss: { open.wrappedValue = false },
            layer: { AnyView(MenuPlatter(anchor: anchor, content: content, close: { open.wrappedValue = false })) }))
    }
}

/// The open menu: its rows on the platter, placed beside the label.
struct MenuPlatter: View {
    static let width: CGFloat = 250
    static let cornerRadius: CGFloat = 13

    let anchor: MenuAnchor
    let content: AnyView
    let close: () -> Void
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        MenuPlacementLayout(anchor: anchor) {
            VStack(alignment: .leading, spacing: 0) { content }
                .environment(\.menuDismiss, close)
                // The rows read as the menu's, not as the presenter's (a picker's value is secondary).
                .foregroundStyle(Color.primary)
                .multilineTextAlignment(.leading)
                .frame(width: Self.width)
                // The blurred platter reads as nearly opaque over what it covers.
                .background(colorScheme == .dark ? Color(white: 0.145) : Color(white: 0.965))
                .clipShape(RoundedRectangle(cornerRadius: Self.cornerRadius))
                .shadow(color: Color(white: 0, opacity: 0.15), radius: 24, x: 0, y: 8)
                .accessibilityIdentifier("Menu.platter")
        }
        .ignoresSafeArea()
    }
}

/// Places the platter below its label (above when there is no room below), 8 points from it and at least 8 points
/// inside the screen: leading edges together when the label is in the leading half, trailing edges otherwise.
struct MenuPlacementLayout: Layout {
    let anchor: MenuAnchor
    static let gap: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let platter = subviews.first else { return }
        let size = platter.sizeThatFits(.unspecified)
        let label = anchor.frame
        var x = label.midX < bounds.midX ? label.minX : label.maxX - size.width
        x = min(max(x, bounds.minX + Self.gap), bounds.maxX - Self.gap - size.width)
        var y = label.maxY + Self.gap
        if y + size.height > bounds.maxY - Self.gap, label.minY - Self.gap - size.height >= bounds.minY + Self.gap {
            y = label.minY - Self.gap - size.height
        }
        platter.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(size))
    }
}

/// One row of an open menu: an optional checkmark column, the label (a label's title at the leading edge and its
/// icon at the trailing edge), a chevron for a submenu, and a hairline below.
struct MenuRow: View {
    let label: AnyView
    /// Nil: the menu's rows have no checkmark here; true or false: a checkable row, on or off.
    let checked: Bool?
    let role: ButtonRole?
    let isSubmenu: Bool
    let action: (() -> Void)?
    @Environment(\.menuDismiss) private var dismiss
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let dismiss = self.dismiss, action = self.action
        HStack(spacing: 0) {
            if let checked {
                Image(systemName: "checkmark").font(.system(size: 15, weight: .semibold))
                    .opacity(checked ? 1 : 0)
                    .frame(width: 26, alignment: .leading)
            }
            label.labelStyle(MenuRowLabelStyle()).lineLimit(2)
                .frame(maxWidth: .infinity, alignment: .leading)
            if isSubmenu {
                Image(systemName: "chevron.right").font(.system(size: 15, weight: .semibold))
                    .foregroundStyle(Color.secondary)
            }
        }
        .font(.body)
        .foregroundStyle(!isEnabled ? Color.tertiaryLabel : role == .destructive ? Color.red : Color.primary)
        .padding(.horizontal, 16)
        .padding(.vertical, 11)
        .frame(minHeight: 44)
        .contentShape(Rectangle())
        .modifier(InteractionModifier(name: "Menu row") { interaction, inputs in
            interaction.taps = [Interaction.Tap(count: 1) { _, _ in
                guard let action else { return }
                action()
                dismiss?()
            }]
            interaction.isEnabled = inputs.environment.isEnabled && action != nil
        })
        .overlay(alignment: .bottom) {
            Rectangle().fill(Color.separator).frame(height: 1.0 / 3).offset(y: 1.0 / 3)
        }
    }
}

/// In a menu row: the title at the leading edge, the icon at the trailing edge.
struct MenuRowLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.title
            Spacer(minLength: 8)
            configuration.icon.font(.system(size: 17))
        }
    }
}

private struct MenuDismissKey: EnvironmentKey {
    static var defaultValue: (() -> Void)? { nil }
}

extension EnvironmentValues {
    /// Inside an open menu: closes it (controls draw as menu rows there). Nil outside menus.
    var menuDismiss: (() -> Void)? {
        get { self[MenuDismissKey.self] }
        set { self[MenuDismissKey.self] = newValue }
    }
}

// MARK: Menu styles and options

/// A type that applies standard interaction behavior and a custom appearance to all menus within a view hierarchy.
public protocol MenuStyle {}

/// The default menu style: its label as a borderless button.
public struct DefaultMenuStyle: MenuStyle { public init() {} }
/// A menu style that displays a button that toggles the display of the menu's contents when pressed.
public struct ButtonMenuStyle: MenuStyle { public init() {} }
/// A menu style that displays a borderless button.
public struct BorderlessButtonMenuStyle: MenuStyle { public init() {} }

extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { DefaultMenuStyle() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { ButtonMenuStyle() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

/// The order in which a menu presents its content.
public struct MenuOrder: Equatable, Hashable, Sendable {
    private let name: String
    /// The ordering of the menu chosen by the system for the current context.
    public static let automatic = MenuOrder(name: "automatic")
    /// Keep the first items closest to user's interaction point.
    public static let priority = MenuOrder(name: "priority")
    /// Order items from top to bottom.
    public static let fixed = MenuOrder(name: "fixed")
}

/// The set of menu dismissal behavior options.
public struct MenuActionDismissBehavior: Equatable, Sendable {
    private let name: String
    /// Use the a dismissal behavior that's appropriate for the given context.
    public static let automatic = MenuActionDismissBehavior(name: "automatic")
    /// Always dismiss the presented menu after performing an action.
    public static let enabled = MenuActionDismissBehavior(name: "enabled")
    /// Never dismiss the presented menu after performing an action.
    public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

extension View {
    /// Sets the style for menus within this view (the button styles around a menu draw its label).
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }

    /// Sets the preferred order of items for menus presented from this view (Easel opens menus below their label,
    /// in the order written, which every order gives there).
    public func menuOrder(_ order: MenuOrder) -> some View { self }

    /// Sets the menu indicator visibility for controls within this view (iOS shows none on a menu's label).
    public func menuIndicator(_ visibility: Visibility) -> some View { self }

    /// Tells a menu whether to dismiss after performing an action (Easel's menus close after every action).
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }
}
