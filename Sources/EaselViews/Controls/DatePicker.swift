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

// MARK: - Styles

/// A type that specifies the appearance and interaction of all date pickers within a view hierarchy.
public protocol DatePickerStyle {
    /// A view representing the appearance and interaction of a date picker.
    associatedtype Body: View

    /// Returns the appearance and interaction content for a date picker.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The properties of a date picker.
    typealias Configuration = DatePickerStyleConfiguration
}

/// The properties of a date picker, for a `DatePickerStyle`.
public struct DatePickerStyleConfiguration {
    /// A type-erased label of a date picker.
    public typealias Label = AnyView

    /// A description of the date picker.
    public let label: Label
    /// The date value being displayed and selected.
    @Binding public var selection: Date
    /// The oldest selectable date.
    public var minimumDate: Date?
    /// The most recent selectable date.
    public var maximumDate: Date?
    /// The date components that the user is able to view and edit.
    public var displayedComponents: DatePickerComponents

    init(
        label: Label, selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?,
        displayedComponents: DatePickerComponents
    ) {
        self.label = label
        _selection = selection
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.displayedComponents = displayedComponents
    }

    var bounds: DateBounds { DateBounds(minimum: minimumDate, maximum: maximumDate) }

    /// Whether the date is shown: when asked for, or when neither component is.
    var showsDate: Bool { displayedComponents.contains(.date) || !displayedComponents.contains(.hourAndMinute) }
    var showsTime: Bool { displayedComponents.contains(.hourAndMinute) }
}

/// The date picker style in force.
enum DatePickerStyleChoice: @unchecked Sendable {
    case compact, graphical, wheel
    case custom((DatePickerStyleConfiguration) -> AnyView)
}

protocol BuiltInDatePickerStyle {
    var choice: DatePickerStyleChoice { get }
}

/// The default date picker style: compact on iOS.
public struct DefaultDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { CompactDatePicker(configuration: configuration) }
    var choice: DatePickerStyleChoice { .compact }
}

/// A date picker style that displays the components in a compact, textual format.
public struct CompactDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { CompactDatePicker(configuration: configuration) }
    var choice: DatePickerStyleChoice { .compact }
}

/// A date picker style that displays an interactive calendar or clock.
public struct GraphicalDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { GraphicalDatePicker(configuration: configuration) }
    var choice: DatePickerStyleChoice { .graphical }
}

/// A date picker style that displays each component as columns in a scrollable wheel.
public struct WheelDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { WheelDatePicker(configuration: configuration) }
    var choice: DatePickerStyleChoice { .wheel }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style for date pickers.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A date picker style that displays the components in a compact, textual format.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A date picker style that displays an interactive calendar or clock.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// A date picker style that displays each component as columns in a scrollable wheel.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

private struct DatePickerStyleKey: EnvironmentKey {
    static var defaultValue: DatePickerStyleChoice { .compact }
}

extension EnvironmentValues {
    var datePickerStyle: DatePickerStyleChoice {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for date pickers within this view.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        let choice = (style as? BuiltInDatePickerStyle)?.choice ?? .custom { AnyView(style.makeBody(configuration: $0)) }
        return environment(\.datePickerStyle, choice)
    }
}

// MARK: - Dates in the environment

/// The range a date picker may select in (either end open).
struct DateBounds {
    var minimum: Date?
    var maximum: Date?

    init(minimum: Date? = nil, maximum: Date? = nil) {
        self.minimum = minimum
        self.maximum = maximum
    }

    func contains(_ date: Date) -> Bool {
        if let minimum, date < minimum { return false }
        if let maximum, date > maximum { return false }
        return true
    }

    /// The nearest date in the range.
    func clamp(_ date: Date) -> Date {
        var date = date
        if let minimum, date < minimum { date = minimum }
        if let maximum, date > maximum { date = maximum }
        return date
    }

    /// Whether any moment from `start` up to (not including) `end` is in the range.
    func overlaps(from start: Date, to end: Date) -> Bool {
        if let minimum, end <= minimum { return false }
        if let maximum, start > maximum { return false }
        return true
    }
}

/// Dates as the environment writes and counts them: its locale, and its calendar in its time zone (the time zone
/// wins over the calendar's own, as it does for `Text(date, style:)` in SwiftUI).
struct DateTexts {
    let locale: Locale
    let calendar: Calendar
    let timeZone: TimeZone

    init(locale: Locale, calendar: Calendar, timeZone: TimeZone) {
        var calendar = calendar
        calendar.timeZone = timeZone
        self.locale = locale
        self.calendar = calendar
        self.timeZone = timeZone
    }

    init(_ environment: EnvironmentValues) {
        self.init(locale: environment.locale, calendar: environment.calendar, timeZone: environment.timeZone)
    }

    /// A formatter in this locale, calendar and time zone.
    func formatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = timeZone
        return formatter
    }

    /// A formatter writing the locale's arrangement of the fields a template names ("MMMMy": "November 2026").
    func formatter(template: String) -> DateFormatter {
        let writer = formatter()
        writer.dateFormat = pattern(template: template)
        return writer
    }

    /// The locale's pattern for the fields a template names.
    func pattern(template: String) -> String {
        DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template
    }

    /// The date in the locale's medium date style ("Nov 24, 2026" in en_US, "24.11.2026" in de_DE).
    func date(_ date: Date) -> String {
        let writer = formatter()
        writer.dateStyle = .medium
        writer.timeStyle = .none
        return writer.string(from: date)
    }

    /// The time in the locale's short time style ("9:41 AM" in en_US, "09:41" in de_DE).
    func time(_ date: Date) -> String {
        let writer = formatter()
        writer.dateStyle = .none
        writer.timeStyle = .short
        return writer.string(from: date)
    }

    /// The first moment of the month the date falls in.
    func startOfMonth(_ date: Date) -> Date {
        calendar.dateInterval(of: .month, for: date)?.start ?? calendar.startOfDay(for: date)
    }

    /// The given day at the time of day of `time` (what a tap on a day of the calendar selects).
    func day(_ day: Date, at time: Date) -> Date {
        let clock = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: time)
        var parts = calendar.dateComponents([.era, .year, .month, .day], from: day)
        parts.hour = clock.hour
        parts.minute = clock.minute
        parts.second = clock.second
        parts.nanosecond = clock.nanosecond
        return calendar.date(from: parts) ?? day
    }

    /// The position of the first of `letters` in a date pattern, quoted literals skipped.
    static func position(of letters: Set<Character>, in pattern: String) -> Int? {
        var quoted = false
        for (index, character) in pattern.enumerated() {
            if character == "'" {
                quoted.toggle()
            } else if !quoted, letters.contains(character) {
                return index
            }
        }
        return nil
    }
}

// MARK: - Compact

/// The compact style: the label at the leading edge, the date and time pills at the trailing edge.
struct CompactDatePicker: View, ControlMachinery {
    let configuration: DatePickerStyleConfiguration
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone

    var body: some View {
        let texts = DateTexts(locale: locale, calendar: calendar, timeZone: timeZone)
        let selection = configuration.selection
        HStack {
            configuration.label
            Spacer(minLength: 8)
            HStack(spacing: 6) {
                if configuration.showsDate {
                    DatePickerPill(text: texts.date(selection)).accessibilityIdentifier("DatePicker.date")
                }
                if configuration.showsTime {
                    DatePickerPill(text: texts.time(selection)).accessibilityIdentifier("DatePicker.time")
                }
            }
            .fixedSize()
        }
    }
}

/// One component of a compact date picker: its text in the body font on a gray pill with 6-point corners, 11
/// points in from the sides and 6 from the top and bottom (34 points tall at the default size).
struct DatePickerPill: View, ControlMachinery {
    let text: String
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        Text(verbatim: text)
            .font(.body)
            .foregroundStyle(isEnabled ? Color.primary : Color.tertiaryLabel)
            .lineLimit(1)
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(Color.tertiarySystemFill, in: RoundedRectangle(cornerRadius: 6))
    }
}

// MARK: - Graphical

/// One month as the graphical style draws it.
struct CalendarMonth {
    struct Day {
        var number: Int
        /// The day's first moment.
        var start: Date
        var text: String
        var isSelected: Bool
        var isEnabled: Bool
    }

    /// The first moment of the month shown.
    var start: Date
    /// "November 2026": the month and year as the locale writes them.
    var title: String
    /// The short weekday names in upper case, from the calendar's first weekday.
    var weekdays: [String]
    /// Six weeks of seven cells: the days of the month from the first's weekday, nil before and after.
    var cells: [Day?]
    /// The first moments of the months before and after, when the range reaches into them.
    var previous: Date?
    var next: Date?

    init(showing month: Date, selection: Date, bounds: DateBounds, texts: DateTexts) {
        let calendar = texts.calendar
        let monthStart = texts.startOfMonth(month)
        start = monthStart
        title = texts.formatter(template: "MMMMy").string(from: monthStart)

        let symbols: [String] = texts.formatter().shortStandaloneWeekdaySymbols
        let first = min(max(calendar.firstWeekday, 1), 7)
        weekdays = symbols.count == 7 ? (0..<7).map { symbols[(first - 1 + $0) % 7].uppercased() } : []

        let length = calendar.range(of: .day, in: .month, for: monthStart)?.count ?? 30
        let lead = (calendar.component(.weekday, from: monthStart) - first + 7) % 7
        let numbers = texts.formatter()
        numbers.dateFormat = "d"
        var cells: [Day?] = Array(repeating: nil, count: 42)
        for number in 1...max(length, 1) where lead + number - 1 < cells.count {
            guard let day = calendar.date(byAdding: .day, value: number - 1, to: monthStart) else { continue }
            let end = calendar.date(byAdding: .day, value: 1, to: day) ?? day
            cells[lead + number - 1] = Day(
                number: number, start: day, text: numbers.string(from: day),
                isSelected: calendar.isDate(day, inSameDayAs: selection),
                isEnabled: bounds.overlaps(from: day, to: end))
        }
        self.cells = cells

        var previous: Date?
        if let before = calendar.date(byAdding: .month, value: -1, to: monthStart), bounds.overlaps(from: before, to: monthStart) {
            previous = before
        }
        self.previous = previous
        var next: Date?
        if let after = calendar.date(byAdding: .month, value: 1, to: monthStart) {
            let end = calendar.date(byAdding: .month, value: 1, to: after) ?? after
            if bounds.overlaps(from: after, to: end) { next = after }
        }
        self.next = next
    }
}

/// The graphical style: the month's calendar (without the label, as iOS draws it) and, when the time is shown, a
/// "Time" row under it. The month shown is the selection's until a chevron changes it.
///
/// No day is drawn as today: a render has no "now" (it would differ from run to run), so iOS's tinted number for
/// today is left out.
struct GraphicalDatePicker: View, ControlMachinery {
    let configuration: DatePickerStyleConfiguration
    @State private var shownMonth: Date? = nil
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.tint) private var tint

    init(configuration: DatePickerStyleConfiguration) {
        self.configuration = configuration
    }

    var body: some View {
        let texts = DateTexts(locale: locale, calendar: calendar, timeZone: timeZone)
        let selected = configuration.selection
        let month = CalendarMonth(
            showing: shownMonth ?? selected, selection: selected, bounds: configuration.bounds, texts: texts)
        let accent = tint ?? Color.accentColor
        VStack(spacing: 0) {
            header(month, accent: accent)
            CalendarColumnsLayout(rowHeight: 20) {
                ForEach(0..<month.weekdays.count, id: \.self) { index in
                    Text(verbatim: month.weekdays[index])
                        .font(.system(size: 13, weight: .semibold))
                        .foregroundStyle(Color.tertiaryLabel)
                        .lineLimit(1)
                        .frame(minWidth: 0, maxWidth: .infinity)
                }
            }
            .padding(.bottom, 4)
            CalendarColumnsLayout(rowHeight: 44) {
                ForEach(0..<month.cells.count, id: \.self) { index in
                    cell(month.cells[index], texts: texts, accent: accent)
                }
            }
            if configuration.showsTime {
                Divider()
                HStack {
                    Text("Time")
                    Spacer(minLength: 8)
                    DatePickerPill(text: texts.time(selected)).accessibilityIdentifier("DatePicker.time")
                        .fixedSize()
                }
                .padding(.leading, 16)
                .padding(.vertical, 5)
            }
        }
    }

    /// "November 2026 ›" at the leading edge, the previous and next month chevrons at the trailing edge.
    private func header(_ month: CalendarMonth, accent: Color) -> some View {
        let shown = $shownMonth
        return HStack(spacing: 0) {
            HStack(spacing: 4) {
                Text(verbatim: month.title).font(.system(size: 17, weight: .semibold)).lineLimit(1)
                Image(systemName: "chevron.right").font(.system(size: 14, weight: .semibold)).foregroundStyle(accent)
            }
            .accessibilityIdentifier("DatePicker.month")
            Spacer(minLength: 8)
            chevron("chevron.left", to: month.previous, accent: accent, identifier: "DatePicker.previousMonth", shown: shown)
            chevron("chevron.right", to: month.next, accent: accent, identifier: "DatePicker.nextMonth", shown: shown)
        }
        .padding(.leading, 16)
        .frame(height: 44)
    }

    /// A 44-point chevron that shows another month; faded and without taps when the range does not reach it.
    private func chevron(
        _ symbol: String, to month: Date?, accent: Color, identifier: String, shown: Binding<Date?>
    ) -> some View {
        Image(systemName: symbol).font(.system(size: 20, weight: .medium))
            .foregroundStyle(month == nil ? Color.tertiaryLabel : accent)
            .frame(width: 44, height: 44)
            .contentShape(Rectangle())
            .modifier(InteractionModifier(name: "DatePicker") { interaction, inputs in
                interaction.taps = [Interaction.Tap(count: 1) { _, _ in
                    if let month { shown.wrappedValue = month }
                }]
                interaction.isEnabled = inputs.environment.isEnabled && month != nil
            })
            .accessibilityIdentifier(identifier)
    }

    /// A day of the month (its number in 20-point text; selected: semibold in the tint on a 40-point circle of the
    /// tint at 12 %), or an empty cell.
    @ViewBuilder
    private func cell(_ day: CalendarMonth.Day?, texts: DateTexts, accent: Color) -> some View {
        if let day {
            let selection = configuration.$selection
            let bounds = configuration.bounds
            let color: Color = !day.isEnabled ? Color.tertiaryLabel : day.isSelected ? accent : Color.primary
            Text(verbatim: day.text)
                .font(.system(size: 20, weight: day.isSelected ? .semibold : .regular))
                .foregroundStyle(color)
                .lineLimit(1)
                .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
                .background {
                    if day.isSelected {
                        Circle().fill(accent.opacity(0.12)).frame(width: 40, height: 40)
                    }
                }
                .contentShape(Rectangle())
                .modifier(InteractionModifier(name: "DatePicker") { interaction, inputs in
                    interaction.taps = [Interaction.Tap(count: 1) { _, _ in
                        selection.wrappedValue = bounds.clamp(texts.day(day.start, at: selection.wrappedValue))
                    }]
                    interaction.isEnabled = inputs.environment.isEnabled && day.isEnabled
                })
                .accessibilityIdentifier("DatePicker.day.\(day.number)")
        } else {
            Color.clear
        }
    }
}

/// Seven equal columns across the width offered (44 points each when none is), rows of a fixed height.
struct CalendarColumnsLayout: Layout {
    var rowHeight: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = (subviews.count + 6) / 7
        var width: CGFloat = 7 * 44
        if let offered = proposal.width, offered.isFinite { width = offered }
        return CGSize(width: width, height: CGFloat(rows) * rowHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let width = bounds.width / 7
        for (index, subview) in subviews.enumerated() {
            subview.place(
                at: CGPoint(x: bounds.minX + CGFloat(index % 7) * width, y: bounds.minY + CGFloat(index / 7) * rowHeight),
                anchor: .topLeading, proposal: ProposedViewSize(width: width, height: rowHeight))
        }
    }
}

// MARK: - Wheel

/// One wheel of the wheel style: its values from three rows above the selection to three below.
struct WheelColumn {
    enum Kind: String {
        case date, month, day, year, hour, minute, period
    }

    struct Row {
        var text: String
        /// What a tap on the row selects (nil: the selection's own row, or an empty one).
        var date: Date?
    }

    var kind: Kind
    var rows: [Row]

    /// The rows of a wheel that steps `unit` by one per row, written with `format`; `wrapping` wheels turn over
    /// without carrying into the next larger unit (the day wheel goes from 30 to 1 in November), as iOS's do.
    static func stepping(
        _ kind: Kind, _ unit: Calendar.Component, wrapping: Bool, format: DateFormatter, selection: Date,
        texts: DateTexts
    ) -> WheelColumn {
        let rows = (-3...3).map { offset -> Row in
            guard offset != 0 else { return Row(text: format.string(from: selection), date: nil) }
            guard let date = texts.calendar.date(byAdding: unit, value: offset, to: selection, wrappingComponents: wrapping)
            else { return Row(text: "", date: nil) }
            return Row(text: format.string(from: date), date: date)
        }
        return WheelColumn(kind: kind, rows: rows)
    }

    /// The wheels for the components shown, in the locale's order: month, day and year for a date alone; the
    /// weekday, month and day then hour, minute and (in a 12-hour locale) AM/PM for a date and time.
    static func columns(for configuration: DatePickerStyleConfiguration, texts: DateTexts) -> [WheelColumn] {
        let selection = configuration.selection
        var columns: [WheelColumn] = []
        if configuration.showsDate && configuration.showsTime {
            columns.append(
                stepping(.date, .day, wrapping: false, format: texts.formatter(template: "EEEMMMd"), selection: selection, texts: texts))
        } else if configuration.showsDate {
            let pattern = texts.pattern(template: "MMMMdy")
            var fields: [(position: Int, column: WheelColumn)] = []
            func field(_ letters: Set<Character>, _ kind: Kind, _ unit: Calendar.Component, _ format: String, wrapping: Bool) {
                let formatter = texts.formatter()
                formatter.dateFormat = format
                let column = stepping(kind, unit, wrapping: wrapping, format: formatter, selection: selection, texts: texts)
                fields.append((position: DateTexts.position(of: letters, in: pattern) ?? Int.max, column: column))
            }
            field(["M", "L"], .month, .month, "LLLL", wrapping: true)
            field(["d"], .day, .day, "d", wrapping: true)
            field(["y"], .year, .year, "y", wrapping: false)
            let ordered = fields.enumerated().sorted { first, second in
                (first.element.position, first.offset) < (second.element.position, second.offset)
            }
            columns += ordered.map { $0.element.column }
        }
        if configuration.showsTime {
            columns += timeColumns(selection: selection, texts: texts)
        }
        return columns
    }

    /// Hour, minute and, when the locale counts twelve hours, the AM/PM wheel where its pattern puts it.
    private static func timeColumns(selection: Date, texts: DateTexts) -> [WheelColumn] {
        let pattern = texts.pattern(template: "j")
        let hourLetters: Set<Character> = ["h", "H", "k", "K"]
        let characters = Array(pattern)
        var hourFormat = "h"
        if let start = DateTexts.position(of: hourLetters, in: pattern) {
            let letter = characters[start]
            var count = 0
            while start + count < characters.count, characters[start + count] == letter { count += 1 }
            hourFormat = String(repeating: String(letter), count: count)
        }
        let hours = texts.formatter()
        hours.dateFormat = hourFormat
        let minutes = texts.formatter()
        minutes.dateFormat = "mm"
        let hour = stepping(.hour, .hour, wrapping: true, format: hours, selection: selection, texts: texts)
        let minute = stepping(.minute, .minute, wrapping: true, format: minutes, selection: selection, texts: texts)
        guard hourFormat.hasPrefix("h") || hourFormat.hasPrefix("K") else { return [hour, minute] }

        let symbols = texts.formatter()
        let am: String = symbols.amSymbol
        let pm: String = symbols.pmSymbol
        let isPM = texts.calendar.component(.hour, from: selection) >= 12
        let other = texts.calendar.date(byAdding: .hour, value: isPM ? -12 : 12, to: selection, wrappingComponents: true)
        let rows = (-3...3).map { offset -> Row in
            if offset == 0 { return Row(text: isPM ? pm : am, date: nil) }
            if offset == 1 && !isPM { return Row(text: pm, date: other) }
            if offset == -1 && isPM { return Row(text: am, date: other) }
            return Row(text: "", date: nil)
        }
        let period = WheelColumn(kind: .period, rows: rows)
        let periodFirst =
            (DateTexts.position(of: ["a", "b", "B"], in: pattern) ?? Int.max)
            < (DateTexts.position(of: hourLetters, in: pattern) ?? Int.max)
        return periodFirst ? [period, hour, minute] : [hour, minute, period]
    }
}

/// The wheel style: the label at the leading edge, then the wheels side by side, centered, 216 points tall (a
/// UIPickerView's height): seven 34-point rows each, fading away from the selection, the selection's row on a gray
/// band with 8-point corners. The wheels are drawn flat, without iOS's curve.
struct WheelDatePicker: View, ControlMachinery {
    let configuration: DatePickerStyleConfiguration
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone

    var body: some View {
        let texts = DateTexts(locale: locale, calendar: calendar, timeZone: timeZone)
        let columns = WheelColumn.columns(for: configuration, texts: texts)
        HStack(spacing: 0) {
            configuration.label
            HStack(spacing: 16) {
                ForEach(0..<columns.count, id: \.self) { index in
                    wheel(columns[index])
                }
            }
            .fixedSize()
            .frame(minWidth: 0, maxWidth: .infinity)
            .frame(height: 216)
            .background {
                RoundedRectangle(cornerRadius: 8).fill(Color.tertiarySystemFill).frame(height: 34).padding(.horizontal, 8)
            }
            .clipped()
            .accessibilityIdentifier("DatePicker.wheel")
        }
    }

    private func wheel(_ column: WheelColumn) -> some View {
        let selection = configuration.$selection
        let bounds = configuration.bounds
        return VStack(spacing: 0) {
            ForEach(0..<column.rows.count, id: \.self) { index in
                let row = column.rows[index]
                let distance = abs(index - 3)
                let enabled = row.date.map { bounds.contains($0) } ?? (distance == 0)
                let fade: [Double] = [1, 0.55, 0.35, 0.2]
                let color: Color = enabled ? Color.primary.opacity(fade[min(distance, 3)]) : Color.tertiaryLabel
                Text(verbatim: row.text)
                    .font(.system(size: 21))
                    .foregroundStyle(color)
                    .lineLimit(1)
                    .frame(height: 34)
                    .contentShape(Rectangle())
                    .modifier(InteractionModifier(name: "DatePicker") { interaction, inputs in
                        interaction.taps = [Interaction.Tap(count: 1) { _, _ in
                            if let date = row.date { selection.wrappedValue = date }
                        }]
                        interaction.isEnabled = inputs.environment.isEnabled && enabled && row.date != nil
                    })
                    .accessibilityIdentifier("DatePicker.wheel.\(column.kind.rawValue).\(index - 3)")
            }
        }
    }
}
