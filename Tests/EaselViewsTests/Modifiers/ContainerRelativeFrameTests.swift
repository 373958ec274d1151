import Foundation
import SwiftUI
import Testing

// containerRelativeFrame (issue 22): a frame sized from the nearest container, a scroll view's visible size or
// else the window's safe area, by Apple's formula for columns: (length − spacing × (count − 1)) / count × span +
// spacing × (span − 1).
@Suite struct ContainerRelativeFrameTests {
    func cards(_ modify: @escaping (AnyView) -> AnyView) -> some View {
        ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<4) { index in modify(AnyView(Color.blue)).accessibilityIdentifier("card\(index)") }
            }
        }
        .frame(width: 300, height: 100)
    }

    @Test("In a scroll view: the whole visible width, or columns of it")
    func scrollViewContainer() {
        let whole = ViewHost(cards { AnyView($0.containerRelativeFrame(.horizontal)) })
        #expect(whole.frame(of: "card0")?.width == 300)
        #expect(whole.frame(of: "card1")?.minX == 310)
        let thirds = ViewHost(cards { AnyView($0.containerRelativeFrame(.horizontal, count: 3, spacing: 10)) })
        #expect(abs((thirds.frame(of: "card0")?.width ?? 0) - 280.0 / 3) < 1e-9)
        let twoThirds = ViewHost(cards { AnyView($0.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)) })
        #expect(abs((twoThirds.frame(of: "card0")?.width ?? 0) - (280.0 / 3 * 2 + 10)) < 1e-9)
        let half = ViewHost(cards { AnyView($0.containerRelativeFrame(.horizontal) { length, _ in length / 2 }) })
        #expect(half.frame(of: "card0")?.width == 150)
    }

    @Test("Content margins narrow the container")
    func margins() {
        let host = ViewHost(cards { AnyView($0.containerRelativeFrame(.horizontal)) }.contentMargins(.horizontal, 20))
        #expect(host.frame(of: "card0")?.width == 260)
        #expect(host.frame(of: "card0")?.minX == 20)
    }

    @Test("Without a scroll view the window: the host's proposal, less a device's safe area")
    func window() {
        let plain = ViewHost(
            Color.red.containerRelativeFrame(.horizontal) { length, _ in length / 2 }.frame(height: 10)
                .accessibilityIdentifier("bar"),
            proposal: ProposedViewSize(width: 393, height: 852))
        #expect(plain.frame(of: "bar")?.width == 196.5)
        // iPhone 15: 852 tall, 59 above and 34 below the safe area: 759.
        let device = ViewHost(
            Color.red.containerRelativeFrame(.vertical).frame(width: 10).accessibilityIdentifier("column"),
            device: .iPhone15)
        #expect(device.frame(of: "column")?.height == 759)
    }

    @Test("Along the other axis the view keeps its own size, aligned in the frame")
    func otherAxis() {
        let host = ViewHost(
            ScrollView { Text("Hi").containerRelativeFrame(.horizontal, alignment: .leading).accessibilityIdentifier("hi") }
                .frame(width: 200, height: 100))
        let frame = host.frame(of: "hi")
        #expect(frame?.width == 200)
        #expect(frame?.minX == 0)
        #expect((frame?.height ?? 0) < 30)
    }

    @Test("In a List the list is the container: its whole width, not the row's inset width")
    func list() {
        let host = ViewHost(
            List {
                Color.red.containerRelativeFrame(.horizontal) { length, _ in length / 2 }.frame(height: 10)
                    .accessibilityIdentifier("half")
                Color.blue.containerRelativeFrame(.vertical, count: 4, spacing: 0).frame(width: 10)
                    .accessibilityIdentifier("quarter")
            }
            .frame(width: 300, height: 400))
        #expect(host.frame(of: "half")?.width == 150)
        #expect(host.frame(of: "quarter")?.height == 100)
    }

    @Test("In a split view's column, collapsed on iPhone, the column is the screen less its safe area")
    func splitViewColumn() {
        let host = ViewHost(
            NavigationSplitView {
                Color.red.containerRelativeFrame(.horizontal) { length, _ in length / 3 }.frame(height: 10)
                    .accessibilityIdentifier("third")
            } detail: {
                Text("Detail")
            },
            device: .iPhone15)
        #expect(host.frame(of: "third")?.width == 131)
    }
}
