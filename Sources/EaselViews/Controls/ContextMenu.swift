import EaselGraphics
import EaselLayout
import Foundation

// Context menus: a view with a context menu draws as it is; a long press on it presents the menu as iOS 17 does,
// over the screen blurred behind it: the view itself (or the preview given) lifted out of the blur, and the menu's
// platter of rows beside it, as a `Menu` opens its platter beside its label. A row's tap acts and closes the menu; a
// tap anywhere else closes it. Inferred metrics in docs/Decisions.md ("Context menus").

/// A container for views to present as menu items in a context menu (deprecated in SwiftUI for
/// `contextMenu(menuItems:)`).
public struct ContextMenu<MenuItems: View> {
    let menuItems: MenuItems

    public init(@ViewBuilder menuItems: () -> MenuItems) {
        self.menuItems = menuItems()
    }
}

extension View {
    /// Adds a context menu to a view: a long press on it presents the menu items beside it.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        ContextMenuPresenter(content: AnyView(self), menuItems: AnyView(menuItems()), preview: nil)
    }

    /// Adds a context menu with a custom preview: a long press presents the preview, in place of the view, and the
    /// menu items beside it.
    public func contextMenu<M: View, P: View>(
        @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
    ) -> some View {
        ContextMenuPresenter(content: AnyView(self), menuItems: AnyView(menuItems()), preview: AnyView(preview()))
    }

    /// Adds a context menu to the view; nil adds none.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use contextMenu(menuItems:) instead")
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        ContextMenuPresenter(
            content: AnyView(self), menuItems: contextMenu.map { AnyView($0.menuItems) }, preview: nil)
    }
}

/// The view at rest, and the menu it presents after a long press.
struct ContextMenuPresenter: View, ControlMachinery {
    let content: AnyView
    /// nil when a deprecated `ContextMenu` was nil: the view has no menu.
    let menuItems: AnyView?
    let preview: AnyView?
    @State private var isOpen = false
    @State private var anchor = MenuAnchor()

    var body: some View {
        let open = $isOpen, anchor = self.anchor, menuItems = self.menuItems
        let preview = self.preview, content = self.content
        MenuAnchorLayout(anchor: anchor) { content }
            .simultaneousGesture(
                LongPressGesture().onEnded { _ in if menuItems != nil { open.wrappedValue = true } })
            .modifier(PresentingModifier(
                kind: .menu, title: nil, isPresented: isOpen && menuItems != nil, dismiss: { open.wrappedValue = false },
                layer: {
                    AnyView(ContextMenuLayer(
                        anchor: anchor, preview: preview ?? content, isCustomPreview: preview != nil,
                        menuItems: menuItems ?? AnyView(EmptyView()), close: { open.wrappedValue = false }))
                }))
    }
}

/// The open context menu: the blurred screen, the lifted preview and the platter.
struct ContextMenuLayer: View {
    /// The preview's corners: iOS rounds a context menu's preview as it rounds the menu (inferred, Decisions).
    static let previewCornerRadius: CGFloat = 13

    let anchor: MenuAnchor
    let preview: AnyView
    let isCustomPreview: Bool
    let menuItems: AnyView
    let close: () -> Void
    @State private var previewAnchor = MenuAnchor()

    var body: some View {
        ZStack {
            // The screen behind, blurred; taps go through it to the presentation's outside, which closes the menu.
            Rectangle().fill(.ultraThinMaterial).ignoresSafeArea().allowsHitTesting(false)
                .accessibilityIdentifier("ContextMenu.backdrop")
            ContextMenuPreviewLayout(anchor: anchor, placed: previewAnchor, isCustom: isCustomPreview) {
                preview
                    .clipShape(RoundedRectangle(cornerRadius: Self.previewCornerRadius))
                    .shadow(color: Color(white: 0, opacity: 0.15), radius: 24, x: 0, y: 8)
            }
            .allowsHitTesting(false)
            MenuPlatter(anchor: previewAnchor, content: menuItems, close: close)
        }
        .ignoresSafeArea()
    }
}

/// Places the preview: the view where it stands, or a custom preview at its ideal size centered on the view's
/// center (within the screen, 8 points in), notes where, for the platter to open beside it.
struct ContextMenuPreviewLayout: Layout {
    let anchor: MenuAnchor
    let placed: MenuAnchor
    let isCustom: Bool

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let preview = subviews.first else { return }
        var frame = anchor.frame
        if isCustom {
            let margin = MenuPlacementLayout.gap
            let room = CGSize(width: max(0, bounds.width - 2 * margin), height: max(0, bounds.height - 2 * margin))
            let ideal = preview.sizeThatFits(.unspecified)
            let size = preview.sizeThatFits(
                ProposedViewSize(width: min(ideal.width, room.width), height: min(ideal.height, room.height)))
            let x = min(max(anchor.frame.midX - size.width / 2, bounds.minX + margin), bounds.maxX - margin - size.width)
            let y = min(max(anchor.frame.minY, bounds.minY + margin), bounds.maxY - margin - size.height)
            frame = CGRect(origin: CGPoint(x: x, y: y), size: size)
        }
        placed.frame = frame
        preview.place(at: frame.origin, anchor: .topLeading, proposal: ProposedViewSize(frame.size))
    }
}
