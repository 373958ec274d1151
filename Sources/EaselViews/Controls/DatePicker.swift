import EaselGraphics
import EaselLayout
import Foundation

/// A control for selecting an absolute date.
///
/// Drawn as iOS 17 draws it, in the date picker style around it (`.datePickerStyle`), its dates written in the
/// environment's locale, calendar and time zone (`\.locale`, `\.calendar`, `\.timeZone`: en_US, Gregorian and GMT
/// unless set), so that every render is the same:
///
/// - automatic and compact: the label at the leading edge and, at the trailing edge, the date ("Nov 24, 2026", the
///   locale's medium date) and the time ("9:41 AM", its short time) each on a gray rounded pill ("DatePicker.date",
///   "DatePicker.time"); a tap opens nothing.
/// - graphical: the month's calendar, without the label: the month and year with a chevron, the previous and next
///   month chevrons ("DatePicker.previousMonth", "DatePicker.nextMonth"), the weekdays, six weeks of days
///   ("DatePicker.day.<n>") with the selected day on a tinted circle, and a "Time" row when the time is shown. A tap
///   on a day selects it, keeping the time; days outside the range are drawn faded and take no taps.
/// - wheel: the label, then a column of values per component with the selection on a gray band; a tap on a value
///   above or below selects it.
///
/// Metrics in docs/Decisions.md ("Date pickers").
public struct DatePicker<Label: View>: View {
    public typealias Body = Never
    public typealias Components = DatePickerComponents

    let selection: Binding<Date>
    let bounds: DateBounds
    let displayedComponents: DatePickerComponents
    let label: Label

    /// Creates an instance that selects a `Date` with an unbounded range.
    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, bounds: DateBounds(), displayedComponents: displayedComponents, label: label())
    }

    /// Creates an instance that selects a `Date` in a closed range.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, bounds: DateBounds(minimum: range.lowerBound, maximum: range.upperBound),
            displayedComponents: displayedComponents, label: label())
    }

    /// Creates an instance that selects a `Date` on or after a start date.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, bounds: DateBounds(minimum: range.lowerBound, maximum: nil),
            displayedComponents: displayedComponents, label: label())
    }

    /// Creates an instance that selects a `Date` on or before an end date.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, bounds: DateBounds(minimum: nil, maximum: range.upperBound),
            displayedComponents: displayedComponents, label: label())
    }

    init(selection: Binding<Date>, bounds: DateBounds, displayedComponents: DatePickerComponents, label: Label) {
        self.selection = selection
        self.bounds = bounds
        self.displayedComponents = displayedComponents
        self.label = label
    }

    /// A date picker is made in the style around it; what a custom style makes draws its date pickers compact.
    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("DatePicker")
        let configuration = DatePickerStyleConfiguration(
            label: AnyView(view.label), selection: view.selection, minimumDate: view.bounds.minimum,
            maximumDate: view.bounds.maximum, displayedComponents: view.displayedComponents)
        switch inputs.environment.datePickerStyle {
        case .compact:
            CompactDatePicker(configuration: configuration).makeView(inputs: inputs, outputs: &outputs)
        case .graphical:
            GraphicalDatePicker(configuration: configuration).makeView(inputs: inputs, outputs: &outputs)
        case .wheel:
            WheelDatePicker(configuration: configuration).makeView(inputs: inputs, outputs: &outputs)
        case .custom(let makeBody):
            makeBody(configuration).environment(\.datePickerStyle, .compact).makeView(inputs: inputs, outputs: &outputs)
        }
    }
}

extension DatePicker where Label == Text {
    /// Creates an instance that selects a `Date` with an unbounded range, with a title.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates an instance that selects a `Date` in a closed range, with a title.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates an instance that selects a `Date` on or after a start date, with a title.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates an instance that selects a `Date` on or before an end date, with a title.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates an instance that selects a `Date` with an unbounded range, with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates an instance that selects a `Date` in a closed range, with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates an instance that selects a `Date` on or after a start date, with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates an instance that selects a `Date` on or before an end date, with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// The components of a date that a date picker shows and edits. On iOS there are two: the date and the time (hour
/// and minute); SwiftUI's `hourMinuteAndSecond` exists on watchOS only. The raw values are the calendar-unit bits of
/// the fields each covers (year, month and day; hour and minute).
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Displays hour and minute components based on the locale.
    public static let hourAndMinute = DatePickerComponents(rawValue: 96)
    /// Displays day, month, and year based on the locale.
    public static let date = DatePickerComponents(rawValue: 28)
}
