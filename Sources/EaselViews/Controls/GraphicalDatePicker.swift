import EaselGraphics
import EaselLayout
import Foundation

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
    @Environment(\.dateTexts) private var texts
    @Environment(\.tint) private var tint

    init(configuration: DatePickerStyleConfiguration) {
        self.configuration = configuration
    }

    var body: some View {
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
