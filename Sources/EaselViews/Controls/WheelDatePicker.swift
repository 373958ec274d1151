import EaselGraphics
import EaselLayout
import Foundation

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

/// The wheel style: the label at the leading edge, then the wheels side by side, centered, drawn as a `Wheel`.
struct WheelDatePicker: View, ControlMachinery {
    let configuration: DatePickerStyleConfiguration
    @Environment(\.dateTexts) private var texts

    var body: some View {
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
            .wheelFrame()
            .accessibilityIdentifier("DatePicker.wheel")
        }
    }

    private func wheel(_ column: WheelColumn) -> some View {
        let selection = configuration.$selection
        let bounds = configuration.bounds
        return VStack(spacing: 0) {
            ForEach(0..<column.rows.count, id: \.self) { index in
                let row = column.rows[index]
                let distance = index - Wheel.reach
                let enabled = row.date.map { bounds.contains($0) } ?? (distance == 0)
                let color: Color = enabled ? Color.primary.opacity(Wheel.opacity(distance: distance)) : Color.tertiaryLabel
                Text(verbatim: row.text)
                    .foregroundStyle(color)
                    .wheelRow()
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
