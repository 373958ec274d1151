import EaselGraphics
import EaselLayout
import Foundation

/// A control for selecting from a set of mutually exclusive values, each a child of its content with a `.tag`.
///
/// Drawn as iOS 17 draws it. The automatic and menu styles: in a list or Form row, the label at the leading edge
/// and, at the trailing edge, the selected option's label in the secondary color with the up-and-down chevrons;
/// elsewhere the selected option and the chevrons alone, in the tint (iOS shows no label there). A tap on them
/// opens a menu of the options, the selected one checked. The segmented (and, outside a menu, palette)
/// style: every option in an equal segment of a 32-point control, the selected one on a raised white segment. The
/// inline style: a row per option, the selected one checked in the tint. The wheel style: the options on a
/// 216-point wheel around the selected one. The navigation-link style: a row with the selected option that pushes
/// the options as a list. In an open menu, the options are menu rows. A tap on an option selects it. A selection
/// that matches no option's tag selects nothing, with a diagnostic (docs/Decisions.md, "Pickers").
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never

    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// Creates a picker that displays a custom label.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// Creates a picker with its label given as a view (SwiftUI's first form, deprecated in favor of the label
    /// closure).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("Picker")
        let options = LazyItems.taggedChildren(of: view.content, inputs: inputs.children(of: HStackLayout.self))
        let selected = AnyHashable(view.selection.wrappedValue)
        let selection = view.selection
        let select: (AnyHashable) -> Void = { tag in
            if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
        }
        if !options.isEmpty, !options.contains(where: { $0.tag == selected }) {
            inputs.diagnose(
                "Picker: the selection \(selected.base) matches no option's tag; no option is shown as selected",
                fix: "tag every option with .tag(_:) of the selection's type, and select one of those values")
        }
        // The options made again, for a menu, a list of rows or a wheel: made where they are shown.
        let content = view.content
        let rows = PickerOptionRows(content: AnyView(content), selected: selected, select: select)
        if inputs.environment.menuDismiss != nil {
            rows.makeView(inputs: inputs, outputs: &outputs)
            return
        }
        switch inputs.environment.pickerStyle {
        case .segmented:
            SegmentedControl(
                segments: options.map { option in (option.tag, _MadeNodes { _ in option.nodes }) },
                selected: selected, select: select
            )
            .makeView(inputs: inputs, outputs: &outputs)
        case .menu:
            // The selected option is made again for the button, in its color: the secondary color in a list row,
            // where the picker's label leads the row; the tint elsewhere, where the button stands alone.
            let inRow = inputs.environment.isListRow
            var valueInputs = inputs.pushing("value")
            valueInputs.environment.userForegroundStyle = inRow ? AnyShapeStyle(Color.secondary) : AnyShapeStyle(TintShapeStyle())
            valueInputs.environment.foregroundLevels = []
            let current = LazyItems.taggedChildren(of: view.content, inputs: valueInputs.children(of: HStackLayout.self))
                .first { $0.tag == selected }
            let button = MenuPresenter(
                label: AnyView(HStack(spacing: 4) {
                    if let current {
                        _MadeNodes { _ in current.nodes }
                    }
                    Image(systemName: "chevron.up.chevron.down").font(.system(size: 13, weight: .semibold))
                }
                .foregroundStyle(inRow ? AnyShapeStyle(Color.secondary) : AnyShapeStyle(.tint))
                .lineLimit(1)),
                content: AnyView(rows), primaryAction: nil)
            .accessibilityIdentifier("Picker.value")
            if inRow {
                LabeledContent { button } label: { view.label }
                    .makeView(inputs: inputs, outputs: &outputs)
            } else {
                button.makeView(inputs: inputs, outputs: &outputs)
            }
        case .inline:
            // Each option a row of its own (a list's rows), the selected one checked in the tint.
            for (index, option) in options.enumerated() {
                let tag = option.tag
                HStack {
                    _MadeNodes { _ in option.nodes }
                    Spacer(minLength: 8)
                    if tag == selected {
                        Image(systemName: "checkmark").font(.system(size: 17, weight: .semibold)).foregroundStyle(.tint)
                    }
                }
                .contentShape(Rectangle())
                .onTapGesture { select(tag) }
                .accessibilityIdentifier("Picker.option.\(index)")
                .makeView(inputs: inputs.pushing(id: AnyHashable(index)), outputs: &outputs)
            }
        case .wheel:
            PickerWheel(options: options.map { option in (option.tag, _MadeNodes { _ in option.nodes }) }, selected: selected, select: select)
                .makeView(inputs: inputs, outputs: &outputs)
        case .navigationLink:
            let current = options.first { $0.tag == selected }
            NavigationLink {
                List { rows }.navigationBarTitleDisplayMode(.inline)
            } label: {
                LabeledContent {
                    if let current {
                        _MadeNodes { _ in current.nodes }
                    }
                } label: {
                    view.label
                }
            }
            .accessibilityIdentifier("Picker.value")
            .makeView(inputs: inputs, outputs: &outputs)
        }
    }
}

/// A picker's options as rows of an open menu (or of a pushed list): each checked when selected, a tap selects it.
struct PickerOptionRows: View {
    typealias Body = Never
    let content: AnyView
    let selected: AnyHashable
    let select: (AnyHashable) -> Void

    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let options = LazyItems.taggedChildren(of: view.content, inputs: inputs.children(of: HStackLayout.self))
        let select = view.select
        for (index, option) in options.enumerated() {
            let tag = option.tag
            MenuRow(
                label: AnyView(_MadeNodes { _ in option.nodes }), checked: tag == view.selected, role: nil,
                isSubmenu: false, action: { select(tag) }
            )
            .accessibilityIdentifier("Picker.option.\(index)")
            .makeView(inputs: inputs.pushing(id: AnyHashable(index)), outputs: &outputs)
        }
    }
}

/// The wheel style: the options drawn as a `Wheel` around the selected one; a tap on an option selects it.
struct PickerWheel: View {
    let options: [(tag: AnyHashable, label: _MadeNodes)]
    let selected: AnyHashable
    let select: (AnyHashable) -> Void

    var body: some View {
        let center = options.firstIndex { $0.tag == selected } ?? 0
        VStack(spacing: 0) {
            ForEach(-Wheel.reach...Wheel.reach, id: \.self) { offset in
                let index = center + offset
                if options.indices.contains(index) {
                    let option = options[index]
                    option.label
                        .opacity(Wheel.opacity(distance: offset))
                        .wheelRow()
                        .frame(maxWidth: .infinity)
                        .contentShape(Rectangle())
                        .onTapGesture { select(option.tag) }
                        .accessibilityIdentifier("Picker.option.\(index)")
                } else {
                    Color.clear.frame(height: Wheel.rowHeight)
                }
            }
        }
        .wheelFrame()
    }
}

extension Picker where Label == Text {
    /// Creates a picker that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// A segmented control: equal segments on a gray track, the selected one raised ("Picker.segment.<position>").
struct SegmentedControl: View {
    let segments: [(tag: AnyHashable, label: _MadeNodes)]
    let selected: AnyHashable
    let select: (AnyHashable) -> Void
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        EqualSegmentsLayout {
            ForEach(Array(segments.enumerated()), id: \.offset) { index, segment in
                let isSelected = segment.tag == selected
                segment.label
                    .font(.system(size: 13, weight: isSelected ? .semibold : .regular))
                    .lineLimit(1)
                    .padding(.horizontal, 8)
                    .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
                    .background {
                        if isSelected {
                            RoundedRectangle(cornerRadius: 7)
                                .fill(colorScheme == .dark ? Color(red: 99 / 255, green: 99 / 255, blue: 102 / 255) : Color.white)
                                .shadow(color: Color(white: 0, opacity: 0.12), radius: 4, x: 0, y: 3)
                                .padding(2)
                        }
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { select(segment.tag) }
                    .accessibilityIdentifier("Picker.segment.\(index)")
            }
        }
        .background(Color.tertiarySystemFill, in: RoundedRectangle(cornerRadius: 9))
    }
}

/// Equal segments side by side: each the container's width over their count (the widest segment's ideal width
/// each when no width is offered), 32 points tall (UISegmentedControl's height).
struct EqualSegmentsLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width = proposal.width, width.isFinite { return CGSize(width: width, height: 32) }
        let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        return CGSize(width: widest * CGFloat(subviews.count), height: 32)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let width = bounds.width / CGFloat(subviews.count)
        for (index, subview) in subviews.enumerated() {
            subview.place(
                at: CGPoint(x: bounds.minX + CGFloat(index) * width, y: bounds.minY), anchor: .topLeading,
                proposal: ProposedViewSize(width: width, height: bounds.height))
        }
    }
}

// MARK: Styles

/// A type that specifies the appearance and interaction of all pickers within a view hierarchy.
public protocol PickerStyle {}

/// The default picker style: a menu on iOS.
public struct DefaultPickerStyle: PickerStyle { public init() {} }
/// A picker style that presents the options as a menu.
public struct MenuPickerStyle: PickerStyle { public init() {} }
/// A picker style that presents the options in a segmented control.
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
/// A picker style that presents the options inline: a row each, the selected one checked.
public struct InlinePickerStyle: PickerStyle { public init() {} }
/// A picker style that presents the options in a scrollable wheel.
public struct WheelPickerStyle: PickerStyle { public init() {} }
/// A picker style that pushes a list of options.
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
/// A picker style that presents the options as a row of compact elements (outside a menu, a segmented control).
public struct PalettePickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { DefaultPickerStyle() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { MenuPickerStyle() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { InlinePickerStyle() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { WheelPickerStyle() } }
extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { PalettePickerStyle() } }

enum PickerStyleKind: Hashable { case menu, segmented, inline, wheel, navigationLink }

private struct PickerStyleKey: EnvironmentKey { static var defaultValue: PickerStyleKind { .menu } }

extension EnvironmentValues {
    var pickerStyle: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for pickers within this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind: PickerStyleKind =
            switch style {
            case is SegmentedPickerStyle, is PalettePickerStyle: .segmented
            case is InlinePickerStyle: .inline
            case is WheelPickerStyle: .wheel
            case is NavigationLinkPickerStyle: .navigationLink
            default: .menu
            }
        return environment(\.pickerStyle, kind)
    }
}
