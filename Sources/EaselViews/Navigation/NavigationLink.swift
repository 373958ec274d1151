import EaselGraphics
import EaselLayout
import Foundation

/// A view that controls a navigation presentation.
///
/// Drawn as a button: its label in the tint, or, as a row of a `List`, the label in the primary color with a
/// disclosure chevron at the row's trailing edge. A tap pushes its destination view, or appends its value to the
/// stack's path (when a `navigationDestination(for:)` in the stack handles the value's type; otherwise nothing
/// is pushed and a diagnostic says so, as SwiftUI warns). Outside a navigation stack a tap does nothing.
public struct NavigationLink<Label: View, Destination: View>: View {
    enum Target {
        case view(() -> Destination)
        case value(AnyHashable?)
        case isActive(Binding<Bool>, () -> Destination)
    }

    let label: Label
    let target: Target
    @Environment(\.navigationPlacement) private var placement
    @Environment(\.isListRow) private var isListRow
    @Environment(\.itemTraits) private var itemTraits

    /// Creates a navigation link that presents the destination view.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        let destination = destination()
        self.label = label()
        target = .view { destination }
    }

    /// Creates a navigation link that presents the destination view.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view { destination }
    }

    /// Creates a navigation link that presents the destination view when active.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        let destination = destination()
        self.label = label()
        target = .isActive(isActive) { destination }
    }

    /// Creates a navigation link that presents the destination view when active.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .isActive(isActive) { destination }
    }

    /// Creates a navigation link that presents the destination view when a bound selection variable equals a tag.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        let destination = destination()
        self.label = label()
        target = .isActive(Binding(get: { selection.wrappedValue == tag }, set: { selection.wrappedValue = $0 ? tag : nil })) { destination }
    }

    /// Creates a navigation link that presents the destination view when a bound selection variable equals a tag.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .isActive(Binding(get: { selection.wrappedValue == tag }, set: { selection.wrappedValue = $0 ? tag : nil })) { destination }
    }

    public var body: some View {
        let placement = placement
        let target = target
        let row = isListRow
        // A badge on the row goes before the chevron, as iOS draws a detail value; the row then leaves it out.
        let badge = row ? itemTraits?.badge : nil
        if badge != nil { itemTraits?.badge = nil }
        return Button {
            Self.activate(target, in: placement)
        } label: {
            if row {
                HStack(spacing: 0) {
                    // The row's text in the label color; its labels' icons keep the row's tint.
                    label.environment(\.foregroundStyle, AnyShapeStyle(Color.primary))
                    Spacer(minLength: 8)
                    if let badge {
                        badge.foregroundStyle(Color.secondary).padding(.trailing, 8)
                    }
                    // UIKit's disclosure indicator: a 13-point semibold chevron in the tertiary label color.
                    Image(systemName: "chevron.forward").font(.system(size: 13, weight: .semibold))
                        .foregroundStyle(Color.tertiaryLabel)
                }
                .contentShape(Rectangle())
            } else {
                label
            }
        }
        .modifier(LinkActivationModifier(target: target, placement: placement))
    }

    static func activate(_ target: Target, in placement: NavigationPlacement?) {
        guard let placement else { return }
        switch target {
        case .view(let destination):
            placement.model.pushView(AnyView(destination()))
        case .value(let value):
            guard let value else { return }
            guard placement.model.hasDestination(for: value) else {
                placement.model.diagnose(
                    "a NavigationLink is presenting a value of type \(type(of: value.base)) but there is no matching navigationDestination declaration visible from the location of the link; the link cannot be activated",
                    "add .navigationDestination(for: \(type(of: value.base)).self) { ... } inside the NavigationStack")
                return
            }
            placement.model.push(value)
        case .isActive(let binding, _):
            binding.wrappedValue = true
        }
    }
}

/// For a link driven by `isActive` or a selection: presents its destination while the binding is true.
struct LinkActivationModifier<Label: View, Destination: View>: ViewModifier {
    typealias Body = Never
    let target: NavigationLink<Label, Destination>.Target
    let placement: NavigationPlacement?

    static func _makeView(
        modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs
    ) {
        guard case .isActive(let binding, let destination) = modifier.target else {
            content.make(inputs, &outputs)
            return
        }
        PresentedDestinationModifier(isPresented: binding, destination: { AnyView(destination()) })
            .register(inputs: inputs)
        content.make(inputs, &outputs)
    }
}

extension NavigationLink where Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .value(value.map { AnyHashable($0) })
    }

    /// Creates a navigation link that presents the view corresponding to a codable value.
    public init<P: Hashable & Codable>(value: P?, @ViewBuilder label: () -> Label) {
        NavigationPath.remember(P.self)
        self.label = label()
        target = .value(value.map { AnyHashable($0) })
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value, with a text label.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// Creates a navigation link that presents the view corresponding to a value, with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }

    /// Creates a navigation link that presents the view corresponding to a codable value, with a text label.
    public init<P: Hashable & Codable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// Creates a navigation link that presents the view corresponding to a codable value, with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable & Codable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view, with a text label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a navigation link that presents a destination view, with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// Creates a navigation link that presents a destination view, with a text label.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: { destination }) { Text(titleKey) }
    }

    /// Creates a navigation link that presents a destination view, with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: { destination }) { Text(title) }
    }

    /// Creates a navigation link that presents a destination view when active, with a text label.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(isActive: isActive, destination: destination) { Text(titleKey) }
    }

    /// Creates a navigation link that presents a destination view when active, with a text label.
    @_disfavoredOverload
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(isActive: isActive, destination: destination) { Text(title) }
    }

    /// Creates a navigation link that presents a destination view when a selection equals a tag, with a text label.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) {
        self.init(tag: tag, selection: selection, destination: destination) { Text(titleKey) }
    }

    /// Creates a navigation link that presents a destination view when a selection equals a tag, with a text label.
    @_disfavoredOverload
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init<S: StringProtocol, V: Hashable>(_ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) {
        self.init(tag: tag, selection: selection, destination: destination) { Text(title) }
    }
}
