import Foundation
import SwiftUI
import Testing

// Sliders (issue 20): as iOS 17 draws one, the control is 30 points tall and as wide as offered; the 28-point thumb's
// center travels from 14 points in from the leading end to 14 points in from the trailing end, so a value's thumb
// sits at 14 + (width − 28) × fraction. Dragging the thumb moves the value by the finger's travel over that length,
// snapped to the step and kept within the range; editing begins and ends around the drag.
@Suite struct SliderTests {
    final class Log: @unchecked Sendable { var editing: [Bool] = [] }

    struct Volume: View {
        let log: Log
        @State var level: Double
        var step: Double? = nil
        var body: some View {
            VStack {
                if let step {
                    Slider(value: $level, in: 0...100, step: step) { Text("Volume") }
                } else {
                    Slider(value: $level, in: 0...100) { Text("Volume") } onEditingChanged: { log.editing.append($0) }
                }
                Text("Level \(Int(level.rounded()))")
            }
            .frame(width: 300)
        }
    }

    @Test("The slider fills the offered width at 30 points tall; the thumb sits where the value falls in the range")
    func geometry() throws {
        let host = layOut(300, 200) { Volume(log: Log(), level: 25) }
        let track = try #require(host["Slider.track"]), thumb = try #require(host["Slider.thumb"])
        #expect(track.width == 300 && track.height == 30)
        #expect(thumb.width == 28 && thumb.height == 28)
        // 14 + 272 × 0.25 = 82 for the thumb's center.
        #expect(thumb.midX == track.minX + 82)
        #expect(thumb.midY == track.midY)
    }

    @Test("Dragging the thumb moves the value by the finger's travel over the track; editing brackets the drag")
    func dragging() throws {
        let log = Log()
        let host = layOut(300, 200) { Volume(log: log, level: 25) }
        // A quarter of the 272-point travel is a quarter of the range.
        try host.drag(identifier: "Slider.thumb", by: CGSize(width: 68, height: 0))
        #expect(host.texts.contains("Level 50"))
        #expect(log.editing == [true, false])
        #expect(try #require(host["Slider.thumb"]).midX == 14 + 136)
        // Past the end, the value stops at the upper bound.
        try host.drag(identifier: "Slider.thumb", by: CGSize(width: 500, height: 0))
        #expect(host.texts.contains("Level 100"))
        try host.drag(identifier: "Slider.thumb", by: CGSize(width: -1000, height: 0))
        #expect(host.texts.contains("Level 0"))
    }

    @Test("With a step, the value snaps to the lower bound plus whole steps")
    func stepping() throws {
        let host = layOut(300, 200) { Volume(log: Log(), level: 0, step: 10) }
        // 100 points of 272 is 36.8 % of the range: the nearest step is 40.
        try host.drag(identifier: "Slider.thumb", by: CGSize(width: 100, height: 0))
        #expect(host.texts.contains("Level 40"))
    }

    @Test("A touch on the track away from the thumb moves nothing, as with UISlider")
    func trackTouches() throws {
        let host = layOut(300, 200) { Volume(log: Log(), level: 0) }
        let track = try #require(host["Slider.track"])
        #expect(throws: TapError.self) {
            try host.drag(from: CGPoint(x: track.maxX - 20, y: track.midY), to: CGPoint(x: track.maxX - 60, y: track.midY))
        }
        #expect(host.texts.contains("Level 0"))
    }

    @Test("Value labels sit beside the track, which takes the rest of the width")
    func valueLabels() throws {
        struct Labeled: View {
            @State var value = 0.5
            var body: some View {
                Slider(value: $value) {
                    Text("Brightness")
                } minimumValueLabel: {
                    Image(systemName: "sun.min").accessibilityIdentifier("min")
                } maximumValueLabel: {
                    Image(systemName: "sun.max").accessibilityIdentifier("max")
                }
                .frame(width: 300)
            }
        }
        let host = layOut(300, 100) { Labeled() }
        let minimum = try #require(host["min"]), maximum = try #require(host["max"]), track = try #require(host["Slider.track"])
        #expect(minimum.minX == 0 && maximum.maxX == 300)
        #expect(track.minX == minimum.maxX + 10 && track.maxX == maximum.minX - 10)
        #expect(!host.texts.contains("Brightness"), "iOS does not draw a slider's label")
    }

    @Test("Accessibility reads the slider's label and its value as a percentage of the range")
    func accessibility() throws {
        let host = layOut(300, 200) { Volume(log: Log(), level: 25) }
        let element = try #require(host.accessibilityTree.elements.first { $0.label == "Volume" })
        #expect(element.value == "25%")
    }

    @Test("A disabled slider takes no drags")
    func disabled() throws {
        let host = layOut(300, 200) { Volume(log: Log(), level: 25).disabled(true) }
        #expect(throws: TapError.self) { try host.drag(identifier: "Slider.thumb", by: CGSize(width: 50, height: 0)) }
        #expect(host.texts.contains("Level 25"))
    }

    @Test("A range from high to low, or a NaN value, leaves the thumb at the start with a diagnostic")
    func badInput() throws {
        struct Backwards: View {
            @State var value = 5.0
            var body: some View {
                VStack {
                    // Swift traps on `10...0` and, in debug builds, on `ClosedRange(uncheckedBounds:)`; a release
                    // build lets such a range through, made here as its two bounds.
                    Slider(value: $value, in: unsafeBitCast((10.0, 0.0), to: ClosedRange<Double>.self))
                    Text("Value \(Int(value))")
                }
                .frame(width: 300)
            }
        }
        let host = layOut(300, 200) { Backwards() }
        let thumb = try #require(host["Slider.thumb"])
        #expect(thumb.minX == 0)
        #expect(host.diagnostics.contains { $0.message.contains("Slider's range") })
        try? host.drag(identifier: "Slider.thumb", by: CGSize(width: 100, height: 0))
        #expect(host.texts.contains("Value 5"))

        struct NotANumber: View {
            @State var value = Double.nan
            var body: some View { Slider(value: $value).frame(width: 300) }
        }
        let nan = layOut(300, 200) { NotANumber() }
        #expect(nan["Slider.thumb"]?.minX == 0)
        #expect(nan.diagnostics.contains { $0.message.contains("NaN") })
    }
}
