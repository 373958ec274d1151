import EaselGraphics
import EaselLayout
import Foundation

/// A wheel as iOS 17 draws one at rest (a UIPickerView's): 216 points tall, rows 34 points tall in 21-point text
/// fading away from the selected middle row (55, 35 and 20 % one, two and three rows out), the middle row on a gray
/// band with 8-point corners inset 8 points from the sides. Drawn flat, without iOS's curve; shared by the wheel
/// styles of `Picker` and `DatePicker`.
enum Wheel {
    static let height: CGFloat = 216
    static let rowHeight: CGFloat = 34
    /// How many rows show on each side of the selection.
    static let reach = 3

    /// The opacity of a row `distance` rows from the selection.
    static func opacity(distance: Int) -> Double {
        [1, 0.55, 0.35, 0.2][min(abs(distance), reach)]
    }
}

extension View {
    /// A wheel's rows framed as a wheel: 216 points tall, clipped, the selection band behind the middle row.
    func wheelFrame() -> some View {
        frame(height: Wheel.height)
            .background {
                RoundedRectangle(cornerRadius: 8).fill(Color.tertiarySystemFill).frame(height: Wheel.rowHeight)
                    .padding(.horizontal, 8)
            }
            .clipped()
    }

    /// One row of a wheel: its text in 21 points on one line, 34 points tall.
    func wheelRow() -> some View {
        font(.system(size: 21)).lineLimit(1).frame(height: Wheel.rowHeight)
    }
}
