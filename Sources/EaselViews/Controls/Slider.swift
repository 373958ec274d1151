import EaselGraphics
import EaselLayout
import Foundation

/// A control for selecting a value from a bounded linear range of values.
///
/// Drawn as iOS 17 draws a slider: a 4-point track with rounded ends, as wide as offered, filled in the tint up to
/// the thumb and gray after it; a 28-point white thumb with a soft shadow; the control 30 points tall, its minimum
/// and maximum value labels beside it. The label is not drawn (iOS shows it to accessibility only). Dragging the
/// thumb ("Slider.thumb") moves the value by the finger's travel along the track, snapped to the step; a touch on
/// the track away from the thumb does nothing, as with UISlider. Metrics in docs/Decisions.md ("Sliders").
public struct Slider<Label: View, ValueLabel: View>: View {
    public typealias Body = Never

    let fraction: Double
    let setFraction: (Double) -> Void
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    let onEditingChanged: (Bool) -> Void
    let problem: String?

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label, minimumValueLabel: ValueLabel?,
        maximumValueLabel: ValueLabel?, onEditingChanged: @escaping (Bool) -> Void
    ) where V.Stride: BinaryFloatingPoint {
        let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound)
        let current = Double(value.wrappedValue)
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
        guard lower.isFinite, upper.isFinite, lower <= upper else {
            fraction = 0
            setFraction = { _ in }
            problem = "a Slider's range \(lower)...\(upper) is not a range of finite values from low to high; the slider stays at its start and takes no drags"
            return
        }
        let span = upper - lower
        fraction = span > 0 && current.isFinite ? min(max((current - lower) / span, 0), 1) : 0
        problem = current.isNaN ? "a Slider's value is NaN; the thumb is drawn at the start of the track" : nil
        let step = step.map { Double($0) }.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        setFraction = { fraction in
            var new = lower + min(max(fraction, 0), 1) * span
            if let step {
                // The values a step allows: the lower bound plus whole steps, none past the upper bound.
                let steps = min(((new - lower) / step).rounded(), ((upper - lower) / step).rounded(.down))
                new = lower + steps * step
            }
            value.wrappedValue = V(new)
        }
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("Slider")
        if let problem = view.problem { inputs.diagnose(problem, fix: "give the slider a range from its lower to its upper bound and a finite value") }
        let start = outputs.nodes.count
        defer {
            outputs.describeForAccessibility(from: start, AccessibilityNodeDescription(
                label: (view.label as? Text)?.plainText, value: "\(Int((view.fraction * 100).rounded()))%",
                isEnabled: inputs.environment.isEnabled))
        }
        HStack(spacing: 10) {
            if let minimum = view.minimumValueLabel { minimum }
            SliderTrack(fraction: view.fraction, setFraction: view.setFraction, onEditingChanged: view.onEditingChanged)
            if let maximum = view.maximumValueLabel { maximum }
        }
        .makeView(inputs: inputs, outputs: &outputs)
    }
}

/// The track and thumb: the thumb's center travels from half a thumb in from the leading end to half a thumb in
/// from the trailing end.
struct SliderTrack: View {
    static let thumb: CGFloat = 28
    static let height: CGFloat = 30

    let fraction: Double
    let setFraction: (Double) -> Void
    let onEditingChanged: (Bool) -> Void
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        GeometryReader { proxy in
            let travel = max(0, proxy.size.width - Self.thumb)
            let center = Self.thumb / 2 + travel * fraction
            let fill = isEnabled ? (tint ?? Color.accentColor) : Color.tertiaryLabel
            ZStack(alignment: .leading) {
                Capsule().fill(Color.systemFill).frame(height: 4)
                Capsule().fill(fill).frame(width: center, height: 4)
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
            .overlay(alignment: .topLeading) {
                Circle().fill(Color.white)
                    .shadow(color: Color(white: 0, opacity: 0.15), radius: 4, x: 0, y: 2)
                    .overlay { Circle().stroke(Color(white: 0, opacity: 0.04), lineWidth: 0.5) }
                    .frame(width: Self.thumb, height: Self.thumb)
                    .contentShape(Circle())
                    .gesture(ThumbDrag(
                        start: fraction, travel: travel, setFraction: setFraction, onEditingChanged: onEditingChanged))
                    .accessibilityIdentifier("Slider.thumb")
                    .offset(x: center - Self.thumb / 2, y: (proxy.size.height - Self.thumb) / 2)
            }
        }
        .frame(height: Self.height)
        .accessibilityIdentifier("Slider.track")
    }
}

/// The thumb's drag: from the value it started at, the finger's travel along the track over the track's length.
/// Editing begins with the first movement and ends when the finger lifts.
struct ThumbDrag: Gesture {
    typealias Value = DragGesture.Value
    typealias Body = Never
    let start: Double
    let travel: CGFloat
    let setFraction: (Double) -> Void
    let onEditingChanged: (Bool) -> Void

    func _makeRecognizer() -> _GestureRecognizer<Value> {
        let start = self.start, travel = self.travel, setFraction = self.setFraction, editing = onEditingChanged
        var isEditing = false
        func fraction(_ value: Value) -> Double {
            travel > 0 ? start + Double(value.translation.width / travel) : start
        }
        return CallbackRecognizer(
            DragRecognizer(minimumDistance: 0, space: .local),
            changed: { value in
                if !isEditing {
                    isEditing = true
                    editing(true)
                }
                setFraction(fraction(value))
            },
            ended: { value in
                setFraction(fraction(value))
                isEditing = false
                editing(false)
            },
            cancelled: {
                if isEditing { editing(false) }
                isEditing = false
            })
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil,
            onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil,
            onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range, which displays the provided label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
            onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment, which displays the
    /// provided label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
            onEditingChanged: onEditingChanged)
    }

    /// Creates a slider with a label (iOS 13's order of arguments).
    @_disfavoredOverload
    @available(iOS, deprecated: 100000.0, renamed: "Slider(value:in:label:onEditingChanged:)")
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
            onEditingChanged: onEditingChanged)
    }

    /// Creates a slider with a step and a label (iOS 13's order of arguments).
    @_disfavoredOverload
    @available(iOS, deprecated: 100000.0, renamed: "Slider(value:in:step:label:onEditingChanged:)")
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
            onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    /// Creates a slider to select a value from a given range, which displays the provided labels.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment, which displays the
    /// provided labels.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// Creates a slider with value labels (iOS 13's order of arguments).
    @_disfavoredOverload
    @available(iOS, deprecated: 100000.0, renamed: "Slider(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel,
            maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
    }

    /// Creates a slider with a step and value labels (iOS 13's order of arguments).
    @_disfavoredOverload
    @available(iOS, deprecated: 100000.0, renamed: "Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
        maximumValueLabel: ValueLabel, label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel,
            maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
    }
}
