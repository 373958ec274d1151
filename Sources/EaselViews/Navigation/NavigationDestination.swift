import EaselLayout
import Foundation

/// Declares, for the stack the view is in, the view a value of one type is shown as.
struct ValueDestinationModifier<D: Hashable, C: View>: ViewModifier {
    typealias Body = Never
    let destination: (D) -> C

    static func _makeView(
        modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs
    ) {
        if let placement = inputs.environment.navigationPlacement {
            let destination = modifier.destination
            placement.model.destinations[ObjectIdentifier(D.self)] = { value in
                guard let value = value.base as? D else { return AnyView(EmptyView()) }
                return AnyView(destination(value))
            }
        } else {
            inputs.diagnose(
                "navigationDestination(for: \(D.self).self) is outside a NavigationStack; it is ignored",
                fix: "declare it on a view inside the NavigationStack")
        }
        content.make(inputs, &outputs)
    }
}

/// Presents a destination on top of the stack while a binding is true.
struct PresentedDestinationModifier: ViewModifier {
    typealias Body = Never
    let isPresented: Binding<Bool>
    let destination: () -> AnyView

    static func _makeView(
        modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs
    ) {
        modifier.register(inputs: inputs)
        content.make(inputs, &outputs)
    }

    /// Puts the destination on the stack, or takes it off, as the binding says; outside the stack's own making
    /// (the page's state changed alone), the stack updates.
    func register(inputs: _ViewInputs) {
        guard let model = inputs.environment.navigationPlacement?.model else { return }
        let site = inputs.livenessToken("presented destination")
        site.onRelease = { [weak model] in model?.owner?.invalidate() }
        let key = site.key
        let shown = isPresented.wrappedValue
        let wasShown = model.presented[key] != nil
        if shown {
            let binding = isPresented
            model.presentations += 1
            let order = model.presented[key]?.order ?? model.presentations
            model.presented[key] = NavigationModel.Presented(
                order: order, view: destination(), dismiss: { binding.wrappedValue = false }, site: site)
        } else {
            model.presented[key] = nil
        }
        if model.making == 0, shown != wasShown { model.owner?.invalidate() }
    }
}

extension View {
    /// Associates a destination view with a presented data type for use within a navigation stack.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(ValueDestinationModifier(destination: destination))
    }

    /// Associates a destination view with a binding that can be used to push the view onto a navigation stack.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let view = AnyView(destination())
        return modifier(PresentedDestinationModifier(isPresented: isPresented, destination: { view }))
    }

    /// Associates a destination view with a bound value for use within a navigation stack: the view is pushed
    /// while the value is not nil, and popping sets it to nil.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return modifier(PresentedDestinationModifier(isPresented: isPresented, destination: {
            item.wrappedValue.map { AnyView(destination($0)) } ?? AnyView(EmptyView())
        }))
    }
}

private struct IsListRowKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the views below are a list row's content (a navigation link there draws a disclosure chevron).
    var isListRow: Bool {
        get { self[IsListRowKey.self] }
        set { self[IsListRowKey.self] = newValue }
    }
}
