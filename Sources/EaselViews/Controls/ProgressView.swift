import EaselGraphics
import EaselLayout
import Foundation

/// A view that shows the progress toward completion of a task.
///
/// Drawn in the progress view style around it (`.progressViewStyle`), as iOS 17 draws the built-in ones. Without a
/// value (or in the circular style) it is the activity indicator: eight rounded spokes in a 20-point circle, fading
/// around it, in the secondary color, its label under it. With a value it is a 4-point bar with rounded ends as wide
/// as offered, filled in the tint to the fraction done over a gray track, its label above and its current-value label
/// under it in the secondary color. A custom style's body replaces the whole view; `ProgressView(configuration)` in
/// that body draws in the style that was in force around the custom one. Metrics in docs/Decisions.md ("Progress
/// views").
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// The dates a timer progress view runs between, and whether it empties (true) or fills as time passes.
    var timer: (interval: ClosedRange<Date>, countsDown: Bool)? = nil
    @Environment(\.progressViewStyle) private var style

    public var body: some View {
        if let timer {
            TimerFraction(interval: timer.interval, countsDown: timer.countsDown) { fraction in
                ProgressViewStyled(configuration: configuration(fraction), style: style)
            }
        } else {
            ProgressViewStyled(configuration: configuration(fraction), style: style)
        }
    }

    /// What a style is given: the fraction done, and the labels the progress view was given (nil for none).
    private func configuration(_ fraction: Double?) -> ProgressViewStyleConfiguration {
        ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
            currentValueLabel: currentValueLabel.map {
                ProgressViewStyleConfiguration.CurrentValueLabel(content: AnyView($0))
            })
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

extension ProgressView
where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// Creates a progress view based on a style configuration: inside a custom style's `makeBody`, the progress view
    /// drawn in the style that was in force around the custom one (the automatic style when there was none).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(
            fraction: configuration.fractionCompleted, label: configuration.label,
            currentValueLabel: configuration.currentValueLabel)
    }
}

extension ProgressView {
    /// A progress view that empties (or, not counting down, fills) as the host's clock runs through
    /// `timerInterval`, with a label and a current-value label.
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: nil, label: label(), currentValueLabel: currentValueLabel(), timer: (timerInterval, countsDown))
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// A progress view that empties (or fills) as the host's clock runs through `timerInterval`, with a label;
    /// under the bar, the time left (or passed) counts as `Text(timerInterval:)` does.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(
            fraction: nil, label: label(), currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown),
            timer: (timerInterval, countsDown))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// A progress view that empties (or fills) as the host's clock runs through `timerInterval`, the time left
    /// (or passed) counting under it.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }
}

/// The current-value label of a timer progress view: the time left (counting down) or passed, as a timer text.
public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    public var body: some View {
        Text(timerInterval: interval, countsDown: countsDown)
    }
}

/// Makes its content with the fraction of `interval` done at the host's current date (or left, counting down),
/// and asks the host to make it again while the interval runs: often enough that a bar up to 500 points wide
/// moves less than a point between two makes, at most 60 times a second.
struct TimerFraction<Content: View>: View {
    typealias Body = Never
    let interval: ClosedRange<Date>
    let countsDown: Bool
    let content: (Double) -> Content

    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let now = inputs.graph?.animation.date ?? GraphAnimation.startDate
        let start = view.interval.lowerBound, end = view.interval.upperBound
        let total = end.timeIntervalSince(start)
        let done = total > 0 ? min(max(now.timeIntervalSince(start) / total, 0), 1) : 1
        if now < end, let graph = inputs.graph, let owner = inputs.owner {
            let next = now < start ? start : now.addingTimeInterval(max(total / 500, 1.0 / 60))
            graph.animation.schedule(owner, at: min(next, end).timeIntervalSince(GraphAnimation.startDate))
        }
        view.content(view.countsDown ? 1 - done : done).makeView(inputs: inputs, outputs: &outputs)
    }
}

enum ProgressFraction {
    /// The fraction done, clamped to 0...1; nil (indeterminate) for no value, a total of 0 or less, or NaN.
    static func of<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value, total > 0, !value.isNaN, !total.isNaN else { return nil }
        return min(max(Double(value / total), 0), 1)
    }
}


// MARK: - Styles

/// A type that applies standard interaction behavior to all progress views within a view hierarchy.
public protocol ProgressViewStyle {
    /// A view representing the body of a progress view.
    associatedtype Body: View

    /// Creates a view representing the body of a progress view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// A type alias for the properties of a progress view instance.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// The properties of a progress view instance, for a `ProgressViewStyle`.
public struct ProgressViewStyleConfiguration {
    /// A type-erased label describing the task represented by the progress view.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// A type-erased label that describes the current value of a progress view.
    public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The completed fraction of the task represented by the progress view, from 0.0 (not yet started) to 1.0
    /// (fully complete), or nil if the progress is indeterminate or relative to a date interval.
    public let fractionCompleted: Double?
    /// A view that describes the task represented by the progress view (nil when the progress view has none).
    public var label: ProgressViewStyleConfiguration.Label?
    /// A view that describes the current value of a progress view (nil when the progress view has none).
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?

    init(fractionCompleted: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fractionCompleted = fractionCompleted
        self.label = label
        self.currentValueLabel = currentValueLabel
    }
}

/// The progress view style in force. A custom style keeps the style that was in force where it was applied, which
/// its body's progress views (`ProgressView(configuration)`) draw in.
indirect enum ProgressViewStyleChoice: @unchecked Sendable {
    case automatic, linear, circular
    case custom((ProgressViewStyleConfiguration) -> AnyView, outer: ProgressViewStyleChoice)
}

/// A built-in progress view style: Easel draws it without asking for a body.
protocol BuiltInProgressViewStyle {
    var choice: ProgressViewStyleChoice { get }
}

/// The default progress view style in the current context: linear with a value, circular without.
public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ProgressViewStyled(configuration: configuration, style: choice)
    }
    var choice: ProgressViewStyleChoice { .automatic }
}

/// A progress view that visually indicates its progress using a horizontal bar.
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
    let tint: Color?

    /// Creates a linear progress view style.
    public init() { tint = nil }

    /// Creates a linear progress view style with a tint color.
    @available(*, deprecated, message: "Use ``View/tint(_)`` instead.")
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        ProgressViewStyled(configuration: configuration, style: .linear).transformEnvironment(\.tint) { $0 = tint ?? $0 }
    }

    var choice: ProgressViewStyleChoice {
        guard tint != nil else { return .linear }
        return .custom({ AnyView(self.makeBody(configuration: $0)) }, outer: .linear)
    }
}

/// A progress view that uses a circular gauge to indicate the partial completion of an activity: on iOS, the
/// activity indicator.
public struct CircularProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
    /// Creates a circular progress view style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ProgressViewStyled(configuration: configuration, style: choice)
    }
    var choice: ProgressViewStyleChoice { .circular }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default progress view style in the current context of the view being styled.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A progress view that visually indicates its progress using a horizontal bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The style of a progress view that uses a circular gauge to indicate the partial completion of an activity.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: ProgressViewStyleChoice { .automatic }
}

extension EnvironmentValues {
    var progressViewStyle: ProgressViewStyleChoice {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for progress views in this view. A custom style applied inside another (nearer the progress
    /// view) draws the progress view, and `ProgressView(configuration)` in its body draws in the other.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let builtIn = (style as? BuiltInProgressViewStyle)?.choice
        return transformEnvironment(\.progressViewStyle) { current in
            if let builtIn {
                current = builtIn
            } else {
                current = .custom({ AnyView(style.makeBody(configuration: $0)) }, outer: current)
            }
        }
    }
}

// MARK: - Drawing

/// A progress view in the style chosen. A custom style's body draws in place of the progress view, with the style
/// that was in force around the custom one for the progress views inside it.
struct ProgressViewStyled: View {
    typealias Body = Never
    let configuration: ProgressViewStyleConfiguration
    let style: ProgressViewStyleChoice

    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let configuration = view.configuration
        switch view.style {
        case .automatic, .linear:
            BuiltInProgressView(configuration: configuration, isCircular: false).makeView(inputs: inputs, outputs: &outputs)
        case .circular:
            BuiltInProgressView(configuration: configuration, isCircular: true).makeView(inputs: inputs, outputs: &outputs)
        case .custom(let makeBody, let outer):
            makeBody(configuration).environment(\.progressViewStyle, outer).makeView(inputs: inputs, outputs: &outputs)
        }
    }
}

/// The built-in styles as iOS 17 draws them: with a value (and not circular) the bar with its label above and its
/// current-value label under it; else the activity indicator with its label under it.
struct BuiltInProgressView: View {
    let configuration: ProgressViewStyleConfiguration
    let isCircular: Bool
    @Environment(\.tint) private var tint

    var body: some View {
        if let fraction = configuration.fractionCompleted, !isCircular {
            VStack(alignment: .leading, spacing: 4) {
                if let label = configuration.label { label }
                ProgressBar(fraction: fraction, tint: tint ?? Color.accentColor)
                if let currentValueLabel = configuration.currentValueLabel {
                    currentValueLabel.font(.footnote).foregroundStyle(Color.secondary)
                }
            }
        } else {
            VStack(spacing: 8) {
                ActivityIndicator()
                if let label = configuration.label { label.foregroundStyle(Color.secondary) }
            }
        }
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
