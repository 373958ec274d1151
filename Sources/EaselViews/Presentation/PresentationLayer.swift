import EaselGraphics
import EaselLayout
import Foundation

/// One presentation over what it covers, drawn as iOS 17 draws it on iPhone:
/// - a sheet or popover at the large detent: the covered screen shrunk back (92 %, from its top, 10-point
///   corners) on black, the sheet over it;
/// - a sheet at a smaller detent: the covered screen dimmed (black at 20 %), the sheet over it;
/// - a full-screen cover: the cover alone (the covered screen stays in the tree, unseen);
/// - an alert or confirmation dialog: the covered screen dimmed (black at 20 % in light, 48 % in dark);
/// - an open menu: the covered screen as it was; a tap outside the menu closes it.
/// What is covered takes no taps. Metrics are in docs/Decisions.md ("Sheets and covers", "Alerts").
struct PresentationLayer: View {
    let kind: PresentationModel.Entry.Kind
    /// Whether the covered screen recedes (a sheet at its large detent) rather than dims.
    let recedes: Bool
    let covered: _MadeNodes
    let presented: _MadeNodes
    /// Ends the presentation (a tap outside an open menu).
    let dismiss: () -> Void
    @Environment(\.colorScheme) private var colorScheme

    /// How far a large sheet shrinks the screen behind it.
    static let recededScale: CGFloat = 0.92

    var body: some View {
        ZStack {
            switch kind {
            case .sheet, .popover:
                if recedes {
                    Color.black.ignoresSafeArea()
                    covered.allowsHitTesting(false)
                        .clipShape(RoundedRectangle(cornerRadius: SheetContainer.cornerRadius))
                        .scaleEffect(Self.recededScale, anchor: .top)
                        .overlay(Color.black.opacity(0.1), ignoresSafeAreaEdges: [])
                } else {
                    covered.allowsHitTesting(false)
                    Color.black.opacity(0.2).ignoresSafeArea()
                }
                Color.clear.contentShape(Rectangle()).ignoresSafeArea()
                presented
            case .fullScreenCover:
                covered.hidden().allowsHitTesting(false)
                presented
            case .alert, .confirmationDialog:
                covered.allowsHitTesting(false)
                Color.black.opacity(colorScheme == .dark ? 0.48 : 0.2).ignoresSafeArea()
                    .contentShape(Rectangle())
                presented
            case .menu:
                covered.allowsHitTesting(false)
                Color.clear.contentShape(Rectangle()).ignoresSafeArea().onTapGesture(perform: dismiss)
                    .accessibilityIdentifier("Menu.outside")
                presented
            }
        }
    }
}
