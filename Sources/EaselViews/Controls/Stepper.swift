import EaselGraphics
import EaselLayout
import Foundation

/// A control that performs increment and decrement actions.
///
/// Drawn as iOS 17 draws a stepper: the label at the leading edge, as wide as offered, and at the trailing edge the
/// 94×32 control, a minus and a plus on a gray rounded track split by a hairline; a half whose step would leave the
/// range is drawn faded and takes no taps. A tap on a half steps the value ("Stepper.decrement",
/// "Stepper.increment"). Metrics in docs/Decisions.md ("Steppers").
public struct Stepper<Label: View>: View {
    public typealias Body = Never

    let label: Label
    let increment: (() -> Void)?
    let decrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void

    /// Creates a stepper that runs the given closures (nil: that half is disabled).
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        increment = onIncrement
        decrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }

    /// Creates a stepper configured to increment or decrement a value by a step, within a range.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label)
    }

    /// Creates a stepper configured to increment or decrement a value by a step, without bounds.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged, label: label)
    }

    /// The same, with `onEditingChanged` before the label (SwiftUI's older order, which it keeps); disfavored, so
    /// that a label given as a trailing closure goes to the current order.
    @_disfavoredOverload
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        let current = value.wrappedValue
        let up = current.advanced(by: step), down = current.advanced(by: -step)
        self.label = label()
        increment = current < bounds.upperBound ? { value.wrappedValue = min(up, bounds.upperBound) } : nil
        decrement = current > bounds.lowerBound ? { value.wrappedValue = max(down, bounds.lowerBound) } : nil
        self.onEditingChanged = onEditingChanged
    }

    @_disfavoredOverload
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
        self.onEditingChanged = onEditingChanged
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let editing = view.onEditingChanged
        func half(_ symbol: String, _ action: (() -> Void)?, _ identifier: String) -> some View {
            Image(systemName: symbol).font(.system(size: 17, weight: .medium))
                .foregroundStyle(action == nil ? Color.tertiaryLabel : Color.primary)
                .frame(width: 47, height: 32)
                .contentShape(Rectangle())
                .modifier(InteractionModifier(name: "Stepper") { interaction, inputs in
                    interaction.taps = [Interaction.Tap(count: 1) { _, _ in
                        guard let action else { return }
                        editing(true)
                        action()
                        editing(false)
                    }]
                    interaction.isEnabled = inputs.environment.isEnabled && action != nil
                })
                .accessibilityIdentifier(identifier)
        }
        let labelShown = !inputs.environment.labelsHidden
        HStack {
            if labelShown {
                view.label
                Spacer(minLength: 8)
            }
            HStack(spacing: 0) {
                half("minus", view.decrement, "Stepper.decrement")
                half("plus", view.increment, "Stepper.increment")
                    .overlay(alignment: .leading) { Rectangle().fill(Color.separator).frame(width: 1, height: 18) }
            }
            .background(Color.tertiarySystemFill, in: RoundedRectangle(cornerRadius: 8))
        }
        .makeView(inputs: inputs.pushing("Stepper"), outputs: &outputs)
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper with a title, stepping a value within a range.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// Creates a stepper with a title, stepping a value without bounds.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// Creates a stepper with a title that runs the given closures.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}

/// A container for attaching a label to a value-bearing view: the label at the leading edge, the content at the
/// trailing edge in the secondary color, as a Form row shows it.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Creates a labeled view from a content and a label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    @Environment(\.labelsHidden) private var labelsHidden

    public var body: some View {
        HStack {
            if !labelsHidden {
                label
                Spacer(minLength: 8)
            }
            content.foregroundStyle(Color.secondary).multilineTextAlignment(.trailing)
        }
    }
}

extension LabeledContent where Label == Text {
    /// Creates a labeled view with a title and a content.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a labeled informational view: a title and a value.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// Creates a labeled informational view from a formatted value, formatted in the environment's locale.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    /// Creates a labeled informational view from a formatted value, with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}
