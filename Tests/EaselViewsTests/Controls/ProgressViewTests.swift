import Foundation
import SwiftUI
import Testing

// Progress views (issue 20, first part): with a value, a 4-point bar as wide as offered, filled to the fraction
// done (clamped to 0...1), its label above; without one, the 20-point activity indicator.
@Suite struct ProgressViewTests {
    @Test("A determinate bar fills to its fraction; no value gives the activity indicator")
    func progress() throws {
        let host = layOut(200, 100) {
            ProgressView("Downloading", value: 30, total: 120).accessibilityIdentifier("progress")
        }
        let bar = try #require(host["ProgressView.bar"])
        #expect(bar.width == 200 && bar.height == 4)
        #expect(host.texts.contains("Downloading"))
        let spinner = layOut(200, 100) { ProgressView() }
        #expect(spinner["ProgressView.spinner"]?.size == CGSize(width: 20, height: 20))
        let unknown = layOut(200, 100) { ProgressView(value: Double?.none) }
        #expect(unknown["ProgressView.spinner"] != nil)
        let circular = layOut(200, 100) { ProgressView(value: 0.5).progressViewStyle(.circular) }
        #expect(circular["ProgressView.bar"] == nil)
    }
}

// Progress view styles: a custom style's body replaces the progress view, and is given the fraction done (value over
// total; nil when indeterminate) and the labels the progress view has (nil when it has none). `ProgressView
// (configuration)` in a style's body draws in the style that was in force where the custom style was applied (the
// automatic style when there was none): the next style out, as SwiftUI's styles stack (docs/Decisions.md, "Progress
// view styles").
@Suite struct ProgressViewStyleTests {
    /// Shows what the style is given: the label, the fraction as written by Swift, and the fraction as a percentage.
    struct PercentStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.label
                Text(verbatim: "fraction \(configuration.fractionCompleted.map { "\($0)" } ?? "none")")
                Text(verbatim: "\(Int(((configuration.fractionCompleted ?? 0) * 100).rounded()))%")
                configuration.currentValueLabel
            }
        }
    }

    /// The built-in look of the next style out, inset by 10 points on every side.
    struct InsetStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            ProgressView(configuration).padding(10)
        }
    }

    @Test("A custom style's body is what is drawn; it is given value ÷ total and the labels")
    func customBody() {
        // 1 of 4 done: 1 / 4 = 0.25, shown as 25 %.
        let host = layOut(200, 200) {
            ProgressView(value: 1, total: 4) {
                Text("Copying")
            } currentValueLabel: {
                Text("1 of 4")
            }
            .progressViewStyle(PercentStyle())
        }
        #expect(host.texts == ["Copying", "fraction 0.25", "25%", "1 of 4"])
        #expect(host["ProgressView.bar"] == nil)
        #expect(host["ProgressView.spinner"] == nil)

        // Indeterminate, with no labels: the fraction and both labels are nil.
        let spinning = layOut(200, 200) { ProgressView().progressViewStyle(PercentStyle()) }
        #expect(spinning.texts == ["fraction none", "0%"])
        #expect(spinning["ProgressView.spinner"] == nil)
    }

    @Test("ProgressView(configuration) inside a custom style draws the built-in bar for that configuration")
    func configurationDrawsTheBar() throws {
        let host = layOut(200, 100) {
            ProgressView("Copying", value: 0.5).progressViewStyle(InsetStyle())
        }
        let bar = try #require(host["ProgressView.bar"])
        // The bar is as wide as offered inside the 10-point insets: 200 − 2 × 10.
        #expect(bar.width == 180 && bar.height == 4)
        #expect(host.texts == ["Copying"])
    }

    @Test("ProgressView(configuration) draws in the style in force around the custom one")
    func nextStyleOut() throws {
        // The custom style is nearer the progress view: it draws, and its progress view is circular.
        let circular = layOut(200, 100) {
            ProgressView(value: 0.5).progressViewStyle(InsetStyle()).progressViewStyle(.circular)
        }
        #expect(circular["ProgressView.bar"] == nil)
        #expect(circular["ProgressView.spinner"]?.size == CGSize(width: 20, height: 20))
        // The circular style is nearer: it draws, and the custom style is not used.
        let inner = layOut(200, 100) {
            ProgressView(value: 0.5).progressViewStyle(.circular).progressViewStyle(InsetStyle())
        }
        #expect(inner["ProgressView.spinner"]?.size == CGSize(width: 20, height: 20))
        // Two custom styles: the inner one's progress view is drawn by the outer one.
        let chained = layOut(200, 100) {
            ProgressView(value: 1, total: 4).progressViewStyle(InsetStyle()).progressViewStyle(PercentStyle())
        }
        #expect(chained.texts == ["fraction 0.25", "25%"])
        #expect(chained["ProgressView.bar"] == nil)
    }

    @Test("The built-in styles draw as before: linear with a value, the activity indicator without")
    func builtInStyles() {
        let linear = layOut(200, 100) { ProgressView(value: 0.5).progressViewStyle(.linear) }
        #expect(linear["ProgressView.bar"]?.width == 200)
        let automatic = layOut(200, 100) { ProgressView(value: 0.5).progressViewStyle(.automatic) }
        #expect(automatic["ProgressView.bar"]?.width == 200)
        let indeterminate = layOut(200, 100) { ProgressView().progressViewStyle(.automatic) }
        #expect(indeterminate["ProgressView.spinner"] != nil)
    }
}

// Timer progress views (iOS 16): the fraction is how much of the interval is left at the host's clock (or done,
// not counting down), kept current as the clock runs; the default current-value label is the timer text. The
// host's clock starts at 2026-01-01 09:41:00 GMT.
@Suite struct TimerProgressViewTests {
    static let start = Date(timeIntervalSince1970: 1_767_260_460)

    @Test("Counting down, the view empties as the clock runs through the interval; not counting down, it fills")
    func followsClock() {
        let interval = Self.start.addingTimeInterval(-25)...Self.start.addingTimeInterval(75)
        let down = layOut(200, 200) {
            ProgressView(timerInterval: interval) { Text("Tea") }
                .progressViewStyle(ProgressViewStyleTests.PercentStyle())
        }
        // 25 of 100 seconds gone: 75 % left; the label is the time left, 1:15.
        #expect(down.texts == ["Tea", "fraction 0.75", "75%", "1:15"])
        // The bar is made again as the clock runs, at most a 500th of the interval (0.2 s here) behind it.
        down.advance(by: 50)
        #expect(down.texts.dropFirst().first.map { abs(Double($0.dropFirst(9))! - 0.25) <= 0.002 } == true)
        #expect(Array(down.texts.suffix(2)) == ["25%", "0:25"])
        down.advance(by: 100)
        #expect(down.texts == ["Tea", "fraction 0.0", "0%", "0:00"], "held at the end")
        let up = layOut(200, 200) {
            ProgressView(timerInterval: interval, countsDown: false).progressViewStyle(ProgressViewStyleTests.PercentStyle())
        }
        #expect(up.texts == ["fraction 0.25", "25%", "0:25"])
    }

    @Test("A custom current-value label replaces the timer text; the built-in style draws the bar")
    func customLabel() throws {
        let interval = Self.start...Self.start.addingTimeInterval(60)
        let host = layOut(200, 200) {
            ProgressView(timerInterval: interval) { Text("Brewing") } currentValueLabel: { Text("soon") }
        }
        #expect(host.texts == ["Brewing", "soon"])
        #expect(host["ProgressView.bar"]?.width == 200)
    }
}
