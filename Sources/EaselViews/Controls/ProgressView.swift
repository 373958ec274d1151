import EaselGraphics
import EaselLayout
import Foundation

/// A view that shows the progress toward completion of a task.
///
/// Drawn as iOS 17 draws it. Without a value (or in the circular style) it is the activity indicator: eight
/// rounded spokes in a 20-point circle, fading around it, in the secondary color, its label under it. With a value
/// it is a 4-point bar with rounded ends as wide as offered, filled in the tint to the fraction done over a gray
/// track, its label above and its current-value label under it in the secondary color. Metrics in
/// docs/Decisions.md ("Progress views").
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    @Environment(\.progressViewStyleKind) private var style
    @Environment(\.tint) private var tint

    public var body: some View {
        if let fraction, style != .circular {
            VStack(alignment: .leading, spacing: 4) {
                if let label { label }
                ProgressBar(fraction: fraction, tint: tint ?? Color.accentColor)
                if let currentValueLabel {
                    currentValueLabel.font(.footnote).foregroundStyle(Color.secondary)
                }
            }
        } else {
            VStack(spacing: 8) {
                ActivityIndicator()
                if let label { label.foregroundStyle(Color.secondary) }
            }
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress.
    public init() {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress (nil: indeterminate).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: ProgressFraction.of(value, total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress, with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress, with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: ProgressFraction.of(value, total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView {
    /// Creates a progress view for showing determinate progress, with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: ProgressFraction.of(value, total), label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress, with a title.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress, with a title.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: ProgressFraction.of(value, total), label: Text(titleKey), currentValueLabel: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: ProgressFraction.of(value, total), label: Text(title), currentValueLabel: nil)
    }
}

enum ProgressFraction {
    /// The fraction done, clamped to 0...1; nil (indeterminate) for no value, a total of 0 or less, or NaN.
    static func of<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value, total > 0, !value.isNaN, !total.isNaN else { return nil }
        return min(max(Double(value / total), 0), 1)
    }
}

/// A determinate bar: 4 points tall with rounded ends, the track gray, the done part in the tint.
struct ProgressBar: View {
    let fraction: Double
    let tint: Color

    var body: some View {
        Capsule().fill(Color.systemFill)
            .frame(height: 4)
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    Capsule().fill(tint).frame(width: proxy.size.width * fraction)
                }
            }
            .accessibilityIdentifier("ProgressView.bar")
    }
}

/// The activity indicator: eight spokes around a 20-point circle, the first darkest.
struct ActivityIndicator: View {
    var body: some View {
        ZStack {
            ForEach(0..<8, id: \.self) { spoke in
                Capsule().fill(Color.secondary.opacity(1 - Double(spoke) * 0.1))
                    .frame(width: 2.5, height: 6)
                    .offset(y: -7)
                    .rotationEffect(.degrees(Double(spoke) * -45))
            }
        }
        .frame(width: 20, height: 20)
        .accessibilityIdentifier("ProgressView.spinner")
    }
}

/// A specification for the appearance of a progress view.
public protocol ProgressViewStyle {}

/// The default progress view style: linear with a value, circular without.
public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {} }
/// A progress view drawn as a bar.
public struct LinearProgressViewStyle: ProgressViewStyle { public init() {} }
/// A progress view drawn as the activity indicator.
public struct CircularProgressViewStyle: ProgressViewStyle { public init() {} }

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

enum ProgressViewStyleKind: Hashable { case automatic, linear, circular }

private struct ProgressViewStyleKey: EnvironmentKey { static var defaultValue: ProgressViewStyleKind { .automatic } }

extension EnvironmentValues {
    var progressViewStyleKind: ProgressViewStyleKind {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for progress views in this view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let kind: ProgressViewStyleKind = style is CircularProgressViewStyle ? .circular : style is LinearProgressViewStyle ? .linear : .automatic
        return environment(\.progressViewStyleKind, kind)
    }
}
