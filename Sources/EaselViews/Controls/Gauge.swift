import EaselGraphics
import EaselLayout
import Foundation

/// A view that shows a value within a range.
///
/// Drawn in the gauge style around it (`.gaugeStyle`); the automatic style on iOS is the linear capacity style: the
/// label above a 6-point bar with rounded ends, as wide as offered, its track in the system fill and the part up to
/// the value in the tint, the minimum- and maximum-value labels at its ends and the current-value label under it.
/// The accessory circular styles draw a 58-point ring. A value outside the range is clamped to it; a NaN value, or a
/// range with no width or an infinite one, draws the gauge empty (the track alone, without fill or marker). The bar
/// is "Gauge.bar", its filled part "Gauge.fill", a ring "Gauge.ring" and the marker "Gauge.marker". Metrics in
/// docs/Decisions.md ("Gauges").
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double?
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel
    @Environment(\.gaugeStyle) private var style

    /// Creates a gauge representing a value within a range, with labels for its purpose, its current value, its
    /// bounds and marked values (the marked values are not drawn on iOS).
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        fraction = GaugeFraction.of(value, in: bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    public var body: some View {
        GaugeStyled(configuration: configuration, style: style)
    }

    private var configuration: GaugeStyleConfiguration {
        // A label the gauge was not given is nil, as SwiftUI's configuration has it.
        func given<V: View>(_ view: V) -> AnyView? { V.self == EmptyView.self ? nil : AnyView(view) }
        return GaugeStyleConfiguration(
            label: AnyView(label), currentValueLabel: given(currentValueLabel),
            minimumValueLabel: given(minimumValueLabel), maximumValueLabel: given(maximumValueLabel),
            fraction: fraction)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range and describes the gauge's purpose.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
            minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() }, markedValueLabels: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range and describes the gauge's purpose and current value.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
            minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() }, markedValueLabels: { EmptyView() })
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range and describes the gauge's current, minimum, and maximum values.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
            minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel, markedValueLabels: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// Creates a gauge representing a value within a range, with marked values (not drawn on iOS).
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
            minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() }, markedValueLabels: markedValueLabels)
    }
}

enum GaugeFraction {
    /// Where `value` lies in `bounds`, clamped to 0...1; nil (an empty gauge) for NaN, or for bounds with no width or
    /// an infinite one. (A `ClosedRange` whose lower bound is above its upper one cannot be made: Swift stops there.)
    static func of<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double? {
        let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound), position = Double(value)
        let span = upper - lower
        guard !position.isNaN, span.isFinite, span > 0 else { return nil }
        return min(max((position - lower) / span, 0), 1)
    }
}

// MARK: - Styles

/// Defines the implementation of all gauge instances within a view hierarchy.
public protocol GaugeStyle {
    /// A view representing the body of a gauge.
    associatedtype Body: View

    /// Creates a view representing the body of a gauge.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The properties of a gauge instance.
    typealias Configuration = GaugeStyleConfiguration
}

/// The properties of a gauge instance.
public struct GaugeStyleConfiguration {
    /// A type-erased label of a gauge, describing its purpose.
    public typealias Label = AnyView
    /// A type-erased value label of a gauge that contains the current value.
    public typealias CurrentValueLabel = AnyView
    /// A type-erased value label of a gauge describing the minimum value.
    public typealias MinimumValueLabel = AnyView
    /// A type-erased value label of a gauge describing the maximum value.
    public typealias MaximumValueLabel = AnyView

    /// A view that describes the purpose of the gauge.
    public var label: Label
    /// A view that describes the current value.
    public var currentValueLabel: CurrentValueLabel?
    /// A view that describes the minimum of the range for the current value.
    public var minimumValueLabel: MinimumValueLabel?
    /// A view that describes the maximum of the range for the current value.
    public var maximumValueLabel: MaximumValueLabel?
    /// The current value of the gauge, in 0...1 (0 for an empty gauge).
    public var value: Double { fraction ?? 0 }
    /// The value, or nil for an empty gauge (a NaN value or a range without width).
    let fraction: Double?

    init(
        label: Label, currentValueLabel: CurrentValueLabel?, minimumValueLabel: MinimumValueLabel?,
        maximumValueLabel: MaximumValueLabel?, fraction: Double?
    ) {
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.fraction = fraction
    }
}

/// The gauge style in force.
enum GaugeStyleChoice: @unchecked Sendable {
    case linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity
    case custom((GaugeStyleConfiguration) -> AnyView)
}

protocol BuiltInGaugeStyle {
    var choice: GaugeStyleChoice { get }
}

/// The default gauge view style in the current context of the view being styled: linear capacity on iOS.
public struct DefaultGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { GaugeStyled(configuration: configuration, style: choice) }
    var choice: GaugeStyleChoice { .linearCapacity }
}

/// A gauge style that displays a bar that fills from leading to trailing edges as the gauge's current value
/// increases.
public struct LinearCapacityGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { GaugeStyled(configuration: configuration, style: choice) }
    var choice: GaugeStyleChoice { .linearCapacity }
}

/// A gauge style that displays a bar with a marker that appears at a point along the bar to indicate the gauge's
/// current value.
public struct AccessoryLinearGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { GaugeStyled(configuration: configuration, style: choice) }
    var choice: GaugeStyleChoice { .accessoryLinear }
}

/// A gauge style that displays a bar that fills from leading to trailing edges as the gauge's current value
/// increases.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { GaugeStyled(configuration: configuration, style: choice) }
    var choice: GaugeStyleChoice { .accessoryLinearCapacity }
}

/// A gauge style that displays an open ring with a marker that appears at a point along the ring to indicate the
/// gauge's current value.
public struct AccessoryCircularGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { GaugeStyled(configuration: configuration, style: choice) }
    var choice: GaugeStyleChoice { .accessoryCircular }
}

/// A gauge style that displays a closed ring that's partially filled in to indicate the gauge's current value.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { GaugeStyled(configuration: configuration, style: choice) }
    var choice: GaugeStyleChoice { .accessoryCircularCapacity }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default gauge view style in the current context of the view being styled.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A gauge style that displays a bar that fills from leading to trailing edges.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A gauge style that displays a bar with a marker at the current value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A gauge style that displays a bar that fills from leading to trailing edges.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A gauge style that displays an open ring with a marker at the current value.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A gauge style that displays a closed ring partially filled to the current value.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}

private struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: GaugeStyleChoice { .linearCapacity }
}

extension EnvironmentValues {
    var gaugeStyle: GaugeStyleChoice {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for gauges within this view.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        let choice = (style as? BuiltInGaugeStyle)?.choice ?? .custom { AnyView(style.makeBody(configuration: $0)) }
        return environment(\.gaugeStyle, choice)
    }
}

// MARK: - Drawing

/// iOS's gauge metrics, as Easel reads them (docs/Decisions.md, "Gauges").
enum GaugeMetrics {
    /// A linear gauge's bar height.
    static let barHeight: CGFloat = 6
    /// An accessory circular gauge's side, and its ring's width.
    static let ringSide: CGFloat = 58
    static let ringWidth: CGFloat = 6
    /// The marker of the marker styles: a white dot.
    static let markerSide: CGFloat = 10
    /// The open ring's ends, clockwise from its start at the lower left to its end at the lower right: a quarter
    /// circle is left open at the bottom.
    static let openRingStart = Angle.degrees(135)
    static let openRingEnd = Angle.degrees(405)
}

/// A gauge in the style chosen: what a custom style makes draws its own gauges in the automatic style.
struct GaugeStyled: View {
    typealias Body = Never
    let configuration: GaugeStyleConfiguration
    let style: GaugeStyleChoice

    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("Gauge")
        let configuration = view.configuration
        switch view.style {
        case .linearCapacity, .accessoryLinearCapacity:
            LinearGauge(configuration: configuration, showsMarker: false).makeView(inputs: inputs, outputs: &outputs)
        case .accessoryLinear:
            LinearGauge(configuration: configuration, showsMarker: true).makeView(inputs: inputs, outputs: &outputs)
        case .accessoryCircular:
            CircularGauge(configuration: configuration, isCapacity: false).makeView(inputs: inputs, outputs: &outputs)
        case .accessoryCircularCapacity:
            CircularGauge(configuration: configuration, isCapacity: true).makeView(inputs: inputs, outputs: &outputs)
        case .custom(let makeBody):
            makeBody(configuration).environment(\.gaugeStyle, .linearCapacity).makeView(inputs: inputs, outputs: &outputs)
        }
    }
}

/// The linear styles: the label above the bar, the bounds' labels at its ends, the current value's under it. The
/// marker style puts the current value's label at the bar's leading end when there are no bounds' labels.
struct LinearGauge: View {
    let configuration: GaugeStyleConfiguration
    let showsMarker: Bool
    @Environment(\.tint) private var tint

    var body: some View {
        let leading = configuration.minimumValueLabel ?? (showsMarker ? configuration.currentValueLabel : nil)
        let below = showsMarker && configuration.minimumValueLabel == nil ? nil : configuration.currentValueLabel
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            HStack(spacing: 8) {
                if let leading {
                    leading.font(.footnote).foregroundStyle(Color.secondary)
                }
                GaugeBar(fraction: configuration.fraction, tint: tint ?? Color.accentColor, showsMarker: showsMarker)
                if let trailing = configuration.maximumValueLabel {
                    trailing.font(.footnote).foregroundStyle(Color.secondary)
                }
            }
            if let below {
                below.font(.footnote).foregroundStyle(Color.secondary)
            }
        }
    }
}

/// A 6-point bar with rounded ends as wide as offered: the track in the system fill and the part up to the value in
/// the tint, or (the marker style) the whole track in the tint with a white marker at the value.
struct GaugeBar: View {
    let fraction: Double?
    let tint: Color
    let showsMarker: Bool

    var body: some View {
        Capsule().fill(showsMarker ? tint : Color.systemFill)
            .frame(height: GaugeMetrics.barHeight)
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    if let fraction {
                        if showsMarker {
                            GaugeMarker()
                                .offset(
                                    x: proxy.size.width * fraction - GaugeMetrics.markerSide / 2,
                                    y: (GaugeMetrics.barHeight - GaugeMetrics.markerSide) / 2)
                        } else {
                            Capsule().fill(tint).frame(width: proxy.size.width * fraction)
                                .accessibilityIdentifier("Gauge.fill")
                        }
                    }
                }
            }
            .accessibilityIdentifier("Gauge.bar")
    }
}

/// The marker of the marker styles: a white dot with a soft shadow.
struct GaugeMarker: View {
    var body: some View {
        Circle().fill(Color.white)
            .shadow(color: Color(white: 0, opacity: 0.2), radius: 1, x: 0, y: 0.5)
            .frame(width: GaugeMetrics.markerSide, height: GaugeMetrics.markerSide)
            .accessibilityIdentifier("Gauge.marker")
    }
}

/// The circular styles, 58 points square. The marker style: an open ring in the tint, a quarter left open at the
/// bottom, with the marker at the value, the current value's label in the middle and the bounds' labels (else the
/// label) in the opening. The capacity style: a closed ring in the system fill, filled in the tint clockwise from the
/// top up to the value, the current value's label (else the label) in the middle.
struct CircularGauge: View {
    let configuration: GaugeStyleConfiguration
    let isCapacity: Bool
    @Environment(\.tint) private var tint

    var body: some View {
        let color = tint ?? Color.accentColor
        let ring = StrokeStyle(lineWidth: GaugeMetrics.ringWidth, lineCap: .round)
        ZStack {
            if isCapacity {
                GaugeArc(start: .degrees(-90), end: .degrees(270), inset: GaugeMetrics.ringWidth / 2)
                    .stroke(Color.systemFill, style: ring)
                if let fraction = configuration.fraction, fraction > 0 {
                    GaugeArc(start: .degrees(-90), end: .degrees(-90 + 360 * fraction), inset: GaugeMetrics.ringWidth / 2)
                        .stroke(color, style: ring)
                        .accessibilityIdentifier("Gauge.fill")
                }
                (configuration.currentValueLabel ?? configuration.label)
                    .font(.system(size: 17, weight: .medium))
                    .lineLimit(1)
            } else {
                GaugeArc(start: GaugeMetrics.openRingStart, end: GaugeMetrics.openRingEnd, inset: GaugeMetrics.ringWidth / 2)
                    .stroke(color, style: ring)
                if let fraction = configuration.fraction {
                    let angle = GaugeMetrics.openRingStart.radians
                        + (GaugeMetrics.openRingEnd.radians - GaugeMetrics.openRingStart.radians) * fraction
                    let radius = Double(GaugeMetrics.ringSide - GaugeMetrics.ringWidth) / 2
                    GaugeMarker().offset(x: CGFloat(radius * cos(angle)), y: CGFloat(radius * sin(angle)))
                }
                if let current = configuration.currentValueLabel {
                    current.font(.system(size: 17, weight: .medium)).lineLimit(1)
                }
                bottomLabels
                    .font(.system(size: 10, weight: .semibold))
                    .lineLimit(1)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
                    .padding(.horizontal, 6)
            }
        }
        .frame(width: GaugeMetrics.ringSide, height: GaugeMetrics.ringSide)
        .accessibilityIdentifier("Gauge.ring")
    }

    /// The opening's labels: the bounds' labels at its ends, else the gauge's label in its middle.
    @ViewBuilder private var bottomLabels: some View {
        if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
            HStack(spacing: 0) {
                configuration.minimumValueLabel
                Spacer(minLength: 0)
                configuration.maximumValueLabel
            }
        } else {
            configuration.label
        }
    }
}

/// An arc of the circle inscribed in the frame, inset by `inset`, clockwise from `start` to `end` (angles from the
/// trailing direction, growing clockwise on screen), as cubic curves of at most a quarter turn each.
struct GaugeArc: Shape {
    var start: Angle
    var end: Angle
    var inset: CGFloat

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let radius = Double(min(rect.width, rect.height)) / 2 - Double(inset)
        let total = end.radians - start.radians
        guard radius > 0, total > 0, total.isFinite else { return path }
        let centerX = Double(rect.midX), centerY = Double(rect.midY)
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: centerX + radius * cos(angle), y: centerY + radius * sin(angle))
        }
        let segments = max(1, Int((total / (Double.pi / 2)).rounded(.up)))
        let step = total / Double(segments)
        // The control points of a cubic that follows a circular arc of `step` radians lie along the tangents at its
        // ends, 4/3 · tan(step / 4) of the radius away.
        let handle = 4.0 / 3.0 * tan(step / 4) * radius
        var angle = start.radians
        path.move(to: point(angle))
        for _ in 0..<segments {
            let next = angle + step
            let from = point(angle), to = point(next)
            path.addCurve(
                to: to,
                control1: CGPoint(x: Double(from.x) - handle * sin(angle), y: Double(from.y) + handle * cos(angle)),
                control2: CGPoint(x: Double(to.x) + handle * sin(next), y: Double(to.y) - handle * cos(next)))
            angle = next
        }
        return path
    }
}
