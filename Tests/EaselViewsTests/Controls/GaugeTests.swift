import Foundation
import SwiftUI
import Testing

// Gauges (issue 20). A gauge shows where its value lies in its range: the linear capacity style (iOS's automatic one)
// fills its bar from the leading end in proportion, the accessory circular style puts its marker on an open ring (a
// quarter open at the bottom) at that proportion of the ring's sweep. Values outside the range are clamped; a NaN
// value or a range without width draws the gauge empty. Bar and ring metrics are in docs/Decisions.md ("Gauges").
@Suite struct GaugeTests {
    @Test("The automatic gauge fills its bar in proportion to the value, the label above it")
    func linearFill() throws {
        let host = layOut(200, 100) { Gauge(value: 0.25) { Text("Battery").accessibilityIdentifier("label") } }
        let bar = try #require(host["Gauge.bar"]), fill = try #require(host["Gauge.fill"])
        let label = try #require(host["label"])
        #expect(bar.width == 200 && bar.height == 6)
        #expect(fill.minX == bar.minX && fill.minY == bar.minY)
        #expect(fill.width == 50 && fill.height == 6)
        #expect(label.maxY <= bar.minY)
    }

    @Test("A value in a custom range fills to its position; values outside the range are clamped")
    func rangesAndClamping() throws {
        func fillWidth<V: View>(_ gauge: () -> V) -> CGFloat? {
            let host = layOut(200, 100) { gauge() }
            return host["Gauge.fill"]?.width
        }
        #expect(fillWidth { Gauge(value: 75, in: 50...150) { Text("Speed") } } == 50)
        #expect(fillWidth { Gauge(value: 500, in: 0...100) { Text("Over") } } == 200)
        #expect(fillWidth { Gauge(value: -3, in: 0...100) { Text("Under") } } == 0)
        #expect(fillWidth { Gauge(value: Float(0.5)) { Text("Float") } } == 100)
        #expect(fillWidth { Gauge(value: 0.5) { Text("Linear") }.gaugeStyle(.linearCapacity) } == 100)
        #expect(fillWidth { Gauge(value: 0.5) { Text("Accessory") }.gaugeStyle(.accessoryLinearCapacity) } == 100)
    }

    @Test("A NaN value, a range without width and an infinite range draw an empty gauge")
    func emptyGauges() throws {
        let nan = layOut(200, 100) { Gauge(value: Double.nan) { Text("NaN") } }
        #expect(nan["Gauge.bar"] != nil)
        #expect(nan["Gauge.fill"] == nil)
        let flat = layOut(200, 100) { Gauge(value: 5, in: 5...5) { Text("Flat") } }
        #expect(flat["Gauge.fill"] == nil)
        let infinite = layOut(200, 100) { Gauge(value: 1, in: -Double.infinity...Double.infinity) { Text("Infinite") } }
        #expect(infinite["Gauge.fill"] == nil)
        let circular = layOut(200, 100) { Gauge(value: Double.nan) { Text("NaN") }.gaugeStyle(.accessoryCircular) }
        #expect(circular["Gauge.ring"] != nil)
        #expect(circular["Gauge.marker"] == nil)
    }

    @Test("The bounds' labels sit at the bar's ends and the current value's label under it")
    func labels() throws {
        let host = layOut(300, 200) {
            Gauge(value: 0.5) {
                Text("Speed").accessibilityIdentifier("label")
            } currentValueLabel: {
                Text("50").accessibilityIdentifier("current")
            } minimumValueLabel: {
                Text("0").accessibilityIdentifier("min")
            } maximumValueLabel: {
                Text("100").accessibilityIdentifier("max")
            }
        }
        let bar = try #require(host["Gauge.bar"]), fill = try #require(host["Gauge.fill"])
        let minimum = try #require(host["min"]), maximum = try #require(host["max"])
        let current = try #require(host["current"]), label = try #require(host["label"])
        #expect(minimum.maxX <= bar.minX && maximum.minX >= bar.maxX)
        #expect(bar.width < 300)
        #expect(fill.width == bar.width / 2)
        #expect(label.maxY <= bar.minY)
        #expect(current.minY >= bar.maxY)
    }

    @Test("accessoryLinear puts its marker at the value along the bar")
    func linearMarker() throws {
        let host = layOut(200, 100) { Gauge(value: 0.75) { Text("Level") }.gaugeStyle(.accessoryLinear) }
        let bar = try #require(host["Gauge.bar"]), marker = try #require(host["Gauge.marker"])
        #expect(abs(marker.midX - (bar.minX + 150)) < 0.001)
        #expect(abs(marker.midY - bar.midY) < 0.001)
        #expect(host["Gauge.fill"] == nil, "the marker style does not fill")
    }

    @Test("accessoryCircular: a 58-point ring with its marker on the ring at the value's share of the sweep")
    func circularMarker() throws {
        // The ring's centerline is 3 points in (half its 6-point width): a radius of 26. It sweeps 270°, clockwise from
        // the lower left (135°) to the lower right (405°).
        func marker(_ value: Double) throws -> (ring: CGRect, marker: CGRect) {
            let host = layOut(200, 200) { Gauge(value: value) { Text("T") }.gaugeStyle(.accessoryCircular) }
            return (try #require(host["Gauge.ring"]), try #require(host["Gauge.marker"]))
        }
        let half = try marker(0.5)
        #expect(half.ring.size == CGSize(width: 58, height: 58))
        #expect(abs(half.marker.midX - half.ring.midX) < 0.001, "halfway is the top of the ring")
        #expect(abs(half.marker.midY - (half.ring.minY + 3)) < 0.001)
        let start = try marker(0)
        let angle = 135.0 * Double.pi / 180
        #expect(abs(Double(start.marker.midX - start.ring.midX) - 26 * cos(angle)) < 0.001)
        #expect(abs(Double(start.marker.midY - start.ring.midY) - 26 * sin(angle)) < 0.001)
        let clamped = try marker(7)
        #expect(abs(Double(clamped.marker.midX - clamped.ring.midX) + 26 * cos(angle)) < 0.001, "over the range: the end")
    }

    @Test("accessoryCircularCapacity draws a 58-point ring filled to the value")
    func circularCapacity() throws {
        let host = layOut(200, 200) {
            Gauge(value: 0.3) { Text("Rings") } currentValueLabel: { Text("30") }.gaugeStyle(.accessoryCircularCapacity)
        }
        #expect(host["Gauge.ring"]?.size == CGSize(width: 58, height: 58))
        #expect(host["Gauge.fill"] != nil)
        #expect(host.texts.contains("30"))
        let empty = layOut(200, 200) { Gauge(value: 0) { Text("Rings") }.gaugeStyle(.accessoryCircularCapacity) }
        #expect(empty["Gauge.fill"] == nil)
    }

    struct PercentStyle: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Text("\(Int((configuration.value * 100).rounded()))%")
            }
        }
    }

    @Test("A custom GaugeStyle receives the value as a fraction of the range")
    func customStyle() {
        let host = layOut(300, 100) { Gauge(value: 30, in: 0...120) { Text("Done") }.gaugeStyle(PercentStyle()) }
        #expect(host.texts.contains("Done"))
        #expect(host.texts.contains("25%"))
        #expect(host["Gauge.bar"] == nil)
    }
}
