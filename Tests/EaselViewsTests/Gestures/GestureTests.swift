import Foundation
import SwiftUI
import Testing

// Gestures through the host (issue 20): a drag, a long press, a pinch and a turn reach the gestures attached to the
// views under the finger, arbitrated as SwiftUI documents it: a view's own gestures (a button's tap) before its
// container's `.gesture`, a `.highPriorityGesture` before the gestures of the views it contains, a
// `.simultaneousGesture` alongside the others; `GestureMask` leaves out the gesture or its subviews'. A drag's
// translation is measured from where the finger came down; `@GestureState` returns to its initial value when the
// gesture ends.

/// What a gesture's callbacks saw, in order.
private final class Record: @unchecked Sendable {
    var events: [String] = []
    var translations: [CGSize] = []
    var values: [CGFloat] = []
}

@Suite struct GestureTests {
    @Test("A drag reports its translation from the touch-down point once past its minimum distance, then ends")
    func drag() throws {
        let record = Record()
        let host = layOut(300, 300) {
            Color.blue.frame(width: 200, height: 200)
                .gesture(DragGesture()
                    .onChanged { record.translations.append($0.translation) }
                    .onEnded { value in
                        record.events.append("ended")
                        record.translations.append(value.translation)
                    })
                .accessibilityIdentifier("pad")
        }
        // Ten steps of 10 points: the first step reaches the default minimum distance (10), so every step counts.
        try host.drag(identifier: "pad", by: CGSize(width: 100, height: 0))
        #expect(record.translations.count == 11)
        #expect(record.translations.first == CGSize(width: 10, height: 0))
        #expect(record.translations.last == CGSize(width: 100, height: 0))
        #expect(record.events == ["ended"])
    }

    @Test("A drag shorter than the minimum distance is not recognized; with a minimum of 0 it begins at once")
    func minimumDistance() throws {
        let record = Record()
        let host = layOut(300, 300) {
            VStack {
                Color.blue.frame(width: 100, height: 100)
                    .gesture(DragGesture(minimumDistance: 30).onEnded { _ in record.events.append("far") })
                    .accessibilityIdentifier("far")
                Color.red.frame(width: 100, height: 100)
                    .gesture(DragGesture(minimumDistance: 0).onChanged { record.translations.append($0.translation) })
                    .accessibilityIdentifier("near")
            }
        }
        try host.drag(identifier: "far", by: CGSize(width: 20, height: 0))
        #expect(record.events.isEmpty)
        try host.drag(identifier: "near", by: CGSize(width: 0, height: 5), steps: 1)
        #expect(record.translations == [.zero, CGSize(width: 0, height: 5)])
    }

    @Test("Locations are in the view's own space by default, in the root's with .global, in a named space's with .named")
    func coordinateSpaces() throws {
        let record = Record()
        let host = layOut(300, 300) {
            VStack(spacing: 0) {
                Color.clear.frame(height: 50)
                HStack(spacing: 0) {
                    Color.clear.frame(width: 40)
                    Color.blue.frame(width: 100, height: 100)
                        .gesture(DragGesture(minimumDistance: 0).onEnded { value in
                            record.values.append(value.startLocation.x)
                        })
                        .simultaneousGesture(DragGesture(minimumDistance: 0, coordinateSpace: .global).onEnded { value in
                            record.values.append(value.startLocation.x)
                        })
                        .simultaneousGesture(DragGesture(minimumDistance: 0, coordinateSpace: .named("row")).onEnded { value in
                            record.values.append(value.startLocation.x)
                        })
                        .accessibilityIdentifier("pad")
                }
                .coordinateSpace(.named("row"))
            }
            .frame(width: 300, height: 300, alignment: .topLeading)
        }
        try host.drag(identifier: "pad", by: CGSize(width: 10, height: 0))
        // The pad's center is 50 points into it and 40 + 50 into the row; the 140-point row is centered in the
        // 300-point column, so 80 + 90 into the root.
        #expect(record.values.sorted() == [50, 90, 170])
    }

    @Test("@GestureState follows the gesture while it lasts and returns to its initial value when it ends")
    func gestureState() throws {
        final class Seen: @unchecked Sendable { var offsets: [CGFloat] = [] }
        let seen = Seen()
        struct Card: View {
            let seen: Seen
            @GestureState private var drag: CGFloat = 0
            @State private var total: CGFloat = 0
            var body: some View {
                let _ = seen.offsets.append(drag)
                Color.blue.frame(width: 50, height: 50)
                    .accessibilityIdentifier("card")
                    .offset(x: total + drag)
                    .gesture(DragGesture()
                        .updating($drag) { value, state, _ in state = value.translation.width }
                        .onEnded { value in total += value.translation.width })
            }
        }
        let host = layOut(400, 100) { Card(seen: seen).frame(width: 400, height: 100, alignment: .leading) }
        let before = try #require(host["card"])
        try host.drag(identifier: "card", by: CGSize(width: 40, height: 0), steps: 4)
        #expect(seen.offsets.contains(20), "the body saw the gesture state mid-drag")
        #expect(seen.offsets.last == 0, "and its initial value once the drag ended")
        #expect(host["card"]?.minX == before.minX + 40, "the ended drag moved the card by its translation")
    }

    @Test("A long press succeeds when held for its minimum duration; pressing is reported on both sides of it")
    func longPress() throws {
        let record = Record()
        let host = layOut(200, 200) {
            Text("Hold")
                .onLongPressGesture(minimumDuration: 0.5) {
                    record.events.append("performed")
                } onPressingChanged: { pressing in
                    record.events.append(pressing ? "pressing" : "released")
                }
                .accessibilityIdentifier("hold")
        }
        try host.longPress(identifier: "hold", duration: 0.2)
        #expect(record.events == ["pressing", "released"], "too short: no action")
        record.events.removeAll()
        try host.longPress(identifier: "hold", duration: 1)
        #expect(record.events == ["pressing", "released", "performed"])
        record.events.removeAll()
        try host.drag(identifier: "hold", by: CGSize(width: 40, height: 0))
        #expect(!record.events.contains("performed"), "moving past the maximum distance fails the press")
    }

    @Test("A button's tap comes before its container's gesture; a high-priority gesture comes before the button's")
    func precedence() throws {
        let record = Record()
        func screen(_ priority: String) -> some View {
            let button = Button("Go") { record.events.append("button") }.accessibilityIdentifier("go")
            let outer = TapGesture().onEnded { record.events.append("outer") }
            return VStack {
                switch priority {
                case "high": button.padding().highPriorityGesture(outer)
                case "simultaneous": button.padding().simultaneousGesture(outer)
                case "masked": button.padding().gesture(outer, including: .gesture)
                default: button.padding().gesture(outer)
                }
            }
        }
        for (priority, expected) in [
            ("normal", ["button"]), ("high", ["outer"]), ("simultaneous", ["button", "outer"]), ("masked", ["outer"]),
        ] {
            record.events.removeAll()
            let host = layOut(200, 200) { screen(priority) }
            try host.tap(identifier: "go")
            #expect(record.events.sorted() == expected.sorted(), "\(priority)")
        }
    }

    @Test("A double-tap gesture takes two taps; a single tap falls through to the gesture after it")
    func tapCounts() throws {
        let record = Record()
        let host = layOut(200, 200) {
            Color.blue.frame(width: 100, height: 100)
                .gesture(TapGesture(count: 2).onEnded { record.events.append("double") })
                .gesture(TapGesture().onEnded { record.events.append("single") })
                .accessibilityIdentifier("pad")
        }
        try host.tap(identifier: "pad", count: 2)
        #expect(record.events == ["double"])
        record.events.removeAll()
        try host.tap(identifier: "pad")
        #expect(record.events == ["single"])
    }

    @Test("A spatial tap reports where it landed in the view")
    func spatialTap() throws {
        let record = Record()
        let host = layOut(200, 200) {
            Color.blue.frame(width: 100, height: 60)
                .gesture(SpatialTapGesture().onEnded { record.values.append($0.location.x); record.values.append($0.location.y) })
                .accessibilityIdentifier("pad")
        }
        try host.tap(identifier: "pad")
        #expect(record.values == [50, 30])
    }

    @Test("A pinch reports its magnification and a turn its angle; one finger does neither")
    func pinchAndTurn() throws {
        let record = Record()
        let host = layOut(200, 200) {
            Color.blue.frame(width: 100, height: 100)
                .gesture(MagnifyGesture().onEnded { record.values.append($0.magnification) })
                .simultaneousGesture(RotateGesture().onEnded { record.values.append(CGFloat($0.rotation.degrees)) })
                .accessibilityIdentifier("photo")
        }
        try host.magnify(identifier: "photo", by: 2)
        #expect(record.values == [2])
        record.values.removeAll()
        try host.rotate(identifier: "photo", by: .degrees(90))
        #expect(record.values.count == 1)
        #expect(abs((record.values.first ?? 0) - 90) < 1e-9)
        record.values.removeAll()
        try host.drag(identifier: "photo", by: CGSize(width: 50, height: 0))
        #expect(record.values.isEmpty)
    }

    @Test("A long press sequenced before a drag: the drag starts where the press ended")
    func sequenced() throws {
        let record = Record()
        let host = layOut(300, 300) {
            Color.blue.frame(width: 200, height: 200)
                .gesture(LongPressGesture(minimumDuration: 0.1).sequenced(before: DragGesture(minimumDistance: 0))
                    .onEnded { value in
                        if case .second(true, let drag?) = value { record.translations.append(drag.translation) }
                    })
                .accessibilityIdentifier("pad")
        }
        // Ten steps of 10 points over a second: the press ends at the first step (0.1 s, 10 points away).
        try host.drag(identifier: "pad", by: CGSize(width: 100, height: 0), duration: 1)
        #expect(record.translations == [CGSize(width: 90, height: 0)])
    }

    @Test("A disabled view's gestures take no touches, and a drag where nothing handles one says so")
    func refusals() throws {
        let host = layOut(200, 200) {
            VStack {
                Color.blue.frame(width: 50, height: 50).gesture(DragGesture().onEnded { _ in }).disabled(true)
                    .accessibilityIdentifier("off")
                Color.red.frame(width: 50, height: 50).accessibilityIdentifier("plain")
            }
        }
        #expect(throws: TapError.self) { try host.drag(identifier: "off", by: CGSize(width: 30, height: 0)) }
        #expect(throws: TapError.self) { try host.drag(identifier: "plain", by: CGSize(width: 30, height: 0)) }
        #expect(throws: TapError.self) { try host.drag(identifier: "missing", by: CGSize(width: 30, height: 0)) }
    }
}
