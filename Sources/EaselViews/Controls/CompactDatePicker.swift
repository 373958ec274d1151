import EaselGraphics
import EaselLayout
import Foundation

/// The compact style: the label at the leading edge, the date and time pills at the trailing edge.
struct CompactDatePicker: View, ControlMachinery {
    let configuration: DatePickerStyleConfiguration
    @Environment(\.dateTexts) private var texts
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        let selection = configuration.selection
        HStack {
            if !labelsHidden {
                configuration.label
                Spacer(minLength: 8)
            }
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
