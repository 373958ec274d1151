import EaselGraphics
import EaselLayout
import Foundation

// Sheets, full-screen covers and popovers (a sheet on iPhone), drawn as iOS 17 draws them on iPhone: a sheet at
// the large detent rises to 10 points under the safe area's top with 10-point top corners, over the presenting
// screen shrunk back on black; at a smaller detent it rises only that far over the dimmed screen. Metrics are in
// docs/Decisions.md ("Sheets and covers").

extension View {
    /// Presents a sheet when a binding to a Boolean value that you provide is true.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presentingSheet(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents a sheet using the given item as a data source for the sheet's content.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presentingSheet(.sheet, item: item, onDismiss: onDismiss, content: content)
    }

    /// Presents a modal view that covers as much of the screen as possible when a binding is true.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presentingSheet(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents a modal view that covers as much of the screen as possible using the given item as a data source.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presentingSheet(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)
    }

    /// Presents a popover when a binding is true: on iPhone, a sheet.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presentingSheet(.popover, isPresented: isPresented, onDismiss: nil, content: content)
    }

    /// Presents a popover using the given item as a data source: on iPhone, a sheet.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presentingSheet(.popover, item: item, onDismiss: nil, content: content)
    }

    /// A sheet, cover or popover of `kind` while the binding is true; dismissing it sets the binding false.
    private func presentingSheet<Content: View>(
        _ kind: PresentationModel.Entry.Kind, isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
        content: @escaping () -> Content
    ) -> some View {
        modifier(PresentingModifier(
            kind: kind, title: nil, isPresented: isPresented.wrappedValue,
            dismiss: { isPresented.wrappedValue = false; onDismiss?() },
            layer: { AnyView(SheetContainer(kind: kind, content: AnyView(content()))) }))
    }

    /// A sheet, cover or popover of `kind` showing the item while there is one; dismissing it sets it nil.
    private func presentingSheet<Item, Content: View>(
        _ kind: PresentationModel.Entry.Kind, item: Binding<Item?>, onDismiss: (() -> Void)?,
        content: @escaping (Item) -> Content
    ) -> some View {
        let value = item.wrappedValue
        return modifier(PresentingModifier(
            kind: kind, title: nil, isPresented: value != nil,
            dismiss: { item.wrappedValue = nil; onDismiss?() },
            layer: { AnyView(SheetContainer(kind: kind, content: value.map { AnyView(content($0)) } ?? AnyView(EmptyView()))) }))
    }

    /// Sets the available detents for the enclosing sheet (the smallest is shown).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(RecordingModifier(\.sheetOptions) { $0.detents = detents })
    }

    /// Sets the available detents for the enclosing sheet, with the one shown in `selection`.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        let selected = selection.wrappedValue
        return modifier(RecordingModifier(\.sheetOptions) { $0.detents = detents; $0.selected = selected })
    }

    /// Sets the visibility of the drag indicator on top of a sheet.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(RecordingModifier(\.sheetOptions) { $0.dragIndicator = visibility })
    }

    /// Requests a specific corner radius for a sheet's top corners (nil: the system's).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        modifier(RecordingModifier(\.sheetOptions) { $0.cornerRadius = cornerRadius.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } })
    }

    /// Sets the presentation background of the enclosing sheet to a shape style.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        let style = AnyShapeStyle(style)
        return modifier(RecordingModifier(\.sheetOptions) { $0.background = style })
    }

    /// Sets the presentation background of the enclosing sheet to a custom view (drawn as its first color).
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let view = AnyView(content())
        return modifier(RecordingModifier(\.sheetOptions) { $0.backgroundView = view })
    }

    /// Controls whether people can interact with the view behind a presentation (accepted: Easel blocks taps behind
    /// a presentation whatever is asked).
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        self
    }

    /// Specifies how to adapt a presentation to compact size classes (a sheet on iPhone whatever is asked).
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }

    /// Specifies how to adapt a presentation to horizontally and vertically compact size classes.
    public func presentationCompactAdaptation(
        horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation
    ) -> some View { self }

    /// Configures the behavior of swipe gestures on a presentation (no swipes in a still image: accepted).
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }

    /// Conditionally prevents interactive dismissal of presentations like popovers and sheets (nothing drags a
    /// sheet down in Easel; dismissal from code still works).
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}

/// A type that represents a height where a sheet naturally rests.
public struct PresentationDetent: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        case medium, large, fraction(CGFloat), height(CGFloat), custom(String)
    }

    let storage: Storage

    /// The system detent for a sheet that's approximately half the height of the screen.
    public static let medium = PresentationDetent(storage: .medium)
    /// The system detent for a sheet at full height.
    public static let large = PresentationDetent(storage: .large)
    /// A custom detent with the specified fractional height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(storage: .fraction(fraction)) }
    /// A custom detent with the specified height.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(storage: .height(height)) }
    /// A custom detent with a calculated height (drawn at the large detent: Easel does not call it).
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(storage: .custom(String(describing: type)))
    }

    /// Information that you can use to calculate the height of a custom detent.
    @dynamicMemberLookup
    public struct Context {
        let environment: EnvironmentValues
        /// The height that the detent can occupy.
        public var maxDetentValue: CGFloat
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
    }

    /// Whether the sheet is drawn at full height at this detent (large, and custom detents, which Easel does not
    /// call).
    var isFullHeight: Bool {
        switch storage {
        case .large, .custom: true
        case .medium, .fraction, .height: false
        }
    }

    /// The height of the sheet at this detent on a screen of `height` points whose large sheet is `large` tall.
    func sheetHeight(screen height: CGFloat, large: CGFloat, bottomInset: CGFloat) -> CGFloat {
        switch storage {
        case .large, .custom: large
        case .medium: min(large, (height / 2).rounded())
        case .fraction(let fraction): min(large, max(0, fraction.isFinite ? fraction * large : large))
        case .height(let value): min(large, max(0, value.isFinite ? value + bottomInset : large))
        }
    }
}

/// The requirements for a custom detent.
public protocol CustomPresentationDetent {
    static func height(in context: Self.Context) -> CGFloat?
}

extension CustomPresentationDetent {
    public typealias Context = PresentationDetent.Context
}

/// Strategies for adapting a presentation to a different size class.
public struct PresentationAdaptation: Sendable {
    let name: String
    public static var automatic: PresentationAdaptation { PresentationAdaptation(name: "automatic") }
    public static var none: PresentationAdaptation { PresentationAdaptation(name: "none") }
    public static var popover: PresentationAdaptation { PresentationAdaptation(name: "popover") }
    public static var sheet: PresentationAdaptation { PresentationAdaptation(name: "sheet") }
    public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation(name: "fullScreenCover") }
}

/// The kinds of interaction available to views behind a presentation.
public struct PresentationBackgroundInteraction: Sendable {
    let enabled: Bool
    public static var automatic: PresentationBackgroundInteraction { PresentationBackgroundInteraction(enabled: false) }
    public static var enabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(enabled: true) }
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(enabled: true)
    }
    public static var disabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(enabled: false) }
}

/// A behavior that you can use to influence how a presentation responds to swipe gestures.
public struct PresentationContentInteraction: Equatable, Sendable {
    let name: String
    public static var automatic: PresentationContentInteraction { PresentationContentInteraction(name: "automatic") }
    public static var resizes: PresentationContentInteraction { PresentationContentInteraction(name: "resizes") }
    public static var scrolls: PresentationContentInteraction { PresentationContentInteraction(name: "scrolls") }
}

/// An attachment anchor for a popover.
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

// MARK: Making

/// A modifier that may present something: its content as it is, and a record of the presentation.
struct PresentingModifier: ViewModifier {
    typealias Body = Never
    let kind: PresentationModel.Entry.Kind
    let title: String?
    let isPresented: Bool
    let dismiss: () -> Void
    /// The presented view, as the presentation layer draws it (a sheet with its content, an alert).
    let layer: () -> AnyView

    static func _makeView(modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs) {
        content.make(inputs, &outputs)
        guard modifier.isPresented else { return inputs.present(nil) }
        // The model keeps this entry: the environment it keeps must not hold the model back.
        var captured = inputs.environment
        captured.presentationModel = nil
        let dismiss = modifier.dismiss
        let layer = modifier.layer
        let isModal = modifier.kind.isModal
        let sheet = PresentedSheet()
        var entry = PresentationModel.Entry(
            kind: modifier.kind, order: 0, title: modifier.title,
            make: { layerInputs in
                // The presented view has the presenter's environment, outside any navigation page, one level
                // deeper; inside a sheet or cover, `dismiss` ends it.
                var layerInputs = layerInputs
                var environment = captured
                environment.presentationModel = layerInputs.environment.presentationModel
                environment.presentationDepth = captured.presentationDepth + 1
                environment.navigationPlacement = nil
                if isModal { environment.presentationDismiss = dismiss }
                environment.presentedSheet = sheet
                layerInputs.environment = environment
                return layer().makeNodes(inputs: layerInputs)
            },
            dismiss: dismiss)
        entry.sheet = sheet
        inputs.present(entry)
    }
}

/// What a sheet's content asks of it: detents, drag indicator, corner radius, background.
final class SheetOptions {
    var detents: Set<PresentationDetent> = [.large]
    var selected: PresentationDetent?
    var dragIndicator = Visibility.automatic
    var cornerRadius: CGFloat?
    var background: AnyShapeStyle?
    var backgroundView: AnyView?
}

private struct SheetOptionsKey: EnvironmentKey {
    static var defaultValue: SheetOptions? { nil }
}

extension EnvironmentValues {
    var sheetOptions: SheetOptions? {
        get { self[SheetOptionsKey.self] }
        set { self[SheetOptionsKey.self] = newValue }
    }
}

/// A sheet (or cover) with its content: the content is made first, so its options are known when the sheet is.
struct SheetContainer: View {
    typealias Body = Never
    let kind: PresentationModel.Entry.Kind
    let content: AnyView

    /// The radius of a sheet's top corners, and the gap between the safe area's top and a large sheet's top.
    static let cornerRadius: CGFloat = 10
    static let topGap: CGFloat = 10

    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing(view.kind == .fullScreenCover ? "fullScreenCover" : "sheet")
        let insets = inputs.environment.presentationModel?.insets ?? EdgeInsets()
        let options = SheetOptions()
        var contentInputs = inputs
        contentInputs.environment.sheetOptions = options
        let made = view.content.makeNodes(inputs: contentInputs.pushing("content"))
        let content = _MadeNodes { _ in made }
        if view.kind == .fullScreenCover {
            content.frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.systemBackground)
                .accessibilityIdentifier("FullScreenCover")
                .makeView(inputs: inputs, outputs: &outputs)
            return
        }
        let detent = options.selected.flatMap { options.detents.contains($0) ? $0 : nil } ?? options.smallestDetent
        inputs.environment.presentedSheet?.isLarge = detent.isFullHeight
        let indicator = options.dragIndicator == .visible || (options.dragIndicator == .automatic && options.detents.count > 1)
        let radius = options.cornerRadius ?? cornerRadius
        let background: AnyShapeStyle = options.background ?? AnyShapeStyle(Color.sheetBackground)
        let sheet = ZStack(alignment: .top) {
            if let backgroundView = options.backgroundView {
                backgroundView
            }
            SafeAreaInsetsView(insets: EdgeInsets(top: 0, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)) {
                content.frame(maxWidth: .infinity, maxHeight: .infinity)
            }
            if indicator {
                Capsule().fill(Color.tertiaryLabel).frame(width: 36, height: 5)
                    .accessibilityIdentifier("Sheet.dragIndicator")
                    .padding(.top, 5)
            }
        }
        .background(background, in: UnevenRoundedRectangle(topLeadingRadius: radius, topTrailingRadius: radius))
        .clipShape(UnevenRoundedRectangle(topLeadingRadius: radius, topTrailingRadius: radius))
        .accessibilityIdentifier("Sheet")
        SheetPlacement(insets: insets, detent: detent) { sheet }
            .ignoresSafeArea()
            .makeView(inputs: inputs, outputs: &outputs)
    }
}

extension SheetOptions {
    /// The detent a sheet opens at: its smallest.
    /// The detents are ordered by their heights on an iPhone 15's screen: the sheet is laid out later, on the real
    /// screen, and the order is the same on every iPhone but for fixed heights close to a fraction's.
    var smallestDetent: PresentationDetent {
        let device = Device.iPhone15
        let screen = device.screenSize.height
        let large = screen - device.safeAreaInsets.top - SheetContainer.topGap
        let order = { (detent: PresentationDetent) in
            detent.sheetHeight(screen: screen, large: large, bottomInset: device.safeAreaInsets.bottom)
        }
        return detents.min { order($0) < order($1) } ?? .large
    }
}

extension Color {
    /// A sheet's background: the system background, elevated ((28, 28, 30)) in dark mode.
    static let sheetBackground = Color.secondarySystemGroupedBackground
}

/// Places a sheet on the screen: its bottom at the screen's, its top 10 points under the safe area's top at the
/// large detent, lower at smaller ones.
struct SheetPlacement: Layout {
    let insets: EdgeInsets
    let detent: PresentationDetent

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let large = max(0, bounds.height - insets.top - SheetContainer.topGap)
        let height = detent.sheetHeight(screen: bounds.height, large: large, bottomInset: insets.bottom)
        for subview in subviews {
            subview.place(
                at: CGPoint(x: bounds.minX, y: bounds.maxY - height), anchor: .topLeading,
                proposal: ProposedViewSize(width: bounds.width, height: height))
        }
    }
}

/// Lays its content out in a safe area of its own: its frame less `insets` (a sheet's bottom, over the home
/// indicator), content that ignores the safe area reaching the frame's edges.
struct SafeAreaInsetsView<Content: View>: View {
    typealias Body = Never
    let insets: EdgeInsets
    @ViewBuilder let content: Content

    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("safeArea")
        let children = view.content.makeNodes(inputs: inputs.children(of: SafeAreaScreenLayout.self))
        outputs.append(inputs.makeNode(SafeAreaScreenLayout(insets: view.insets), children: children))
    }
}
