import Easel
import Foundation

/// The chart of a comparison run, drawn by Easel itself: one bar per scenario and peer, the peer's median
/// time over Easel's on a logarithmic axis centred on parity. Bars to the right (green) mean Easel was
/// faster; to the left (orange), slower.
enum RatioChart {
    struct Bar: Decodable {
        var scenario: String
        var peer: String
        /// The peer's median time divided by Easel's.
        var ratio: Double
    }

    /// Decades shown on each side of parity (100× slower to 100× faster).
    static let decades = 2.0
    static let halfWidth: CGFloat = 260

    static func write(_ bars: [Bar], to url: URL) throws {
        var environment = EnvironmentValues()
        environment.displayScale = 2
        try ViewHost(Chart(bars: bars), environment: environment).write(to: url, scale: 2)
    }

    /// The bar's length from the parity line, negative when Easel was slower; clamped to the axis.
    static func length(for ratio: Double) -> CGFloat {
        guard ratio > 0, ratio.isFinite else { return 0 }
        let decadesOff = max(-decades, min(decades, log10(ratio)))
        return CGFloat(decadesOff / decades) * halfWidth
    }

    static func label(for ratio: Double) -> String {
        let figure = ratio >= 10 ? String(format: "%.0f", ratio) : String(format: "%.2f", ratio)
        return "\(figure)×"
    }

    struct Chart: View {
        let bars: [Bar]

        var body: some View {
            VStack(alignment: .leading, spacing: 14) {
                Text("Peer's median time ÷ Easel's").font(.title2.bold())
                Text("Right of the line: Easel faster. Logarithmic, 0.01× to 100×.")
                    .font(.callout)
                    .foregroundColor(.secondary)
                VStack(alignment: .leading, spacing: 8) {
                    ForEach(bars.indices, id: \.self) { index in
                        Row(bar: bars[index])
                    }
                }
                Axis()
            }
            .padding(24)
            .background(Color.white)
        }
    }

    struct Row: View {
        let bar: Bar

        var body: some View {
            let length = RatioChart.length(for: bar.ratio)
            HStack(spacing: 12) {
                Text("\(bar.scenario): \(bar.peer)")
                    .font(.body)
                    .frame(width: 220, alignment: .trailing)
                ZStack(alignment: .leading) {
                    Color(white: 0.95)
                    Rectangle()
                        .fill(length >= 0 ? Color.green : Color.orange)
                        .frame(width: max(abs(length), 2), height: 22)
                        .offset(x: length >= 0 ? RatioChart.halfWidth : RatioChart.halfWidth + length)
                    Rectangle().fill(Color.black).frame(width: 1).offset(x: RatioChart.halfWidth)
                }
                .frame(width: 2 * RatioChart.halfWidth, height: 28)
                Text(RatioChart.label(for: bar.ratio))
                    .font(.body.monospacedDigit())
                    .frame(width: 96, alignment: .leading)
            }
        }
    }

    struct Axis: View {
        var body: some View {
            HStack(spacing: 12) {
                Color.clear.frame(width: 220, height: 1)
                ZStack(alignment: .leading) {
                    ForEach(["0.01×", "0.1×", "1×", "10×", "100×"].indices, id: \.self) { index in
                        Text(["0.01×", "0.1×", "1×", "10×", "100×"][index])
                            .font(.caption)
                            .foregroundColor(.secondary)
                            .frame(width: 60)
                            .offset(x: CGFloat(index) * RatioChart.halfWidth / 2 - 30)
                    }
                }
                .frame(width: 2 * RatioChart.halfWidth, alignment: .leading)
                Color.clear.frame(width: 96, height: 1)
            }
        }
    }
}
