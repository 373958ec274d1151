@testable import EaselGraphics
import Foundation
import SwiftUI
import Testing

// matchedGeometryEffect with isSource false: the view takes its source's frame (the selected tab's, here) and, when
// its id changes under an animation, is drawn moving from the old source's frame to the new one's.

private struct Tabs: View {
    @Namespace private var tabs
    @State private var selected = "A"
    var properties: MatchedGeometryProperties = .frame

    var body: some View {
        HStack(spacing: 0) {
            ForEach(["A", "Longer", "CC"], id: \.self) { tab in
                Text(tab).padding(10)
                    .matchedGeometryEffect(id: tab, in: tabs)
                    .accessibilityIdentifier("tab-\(tab)")
                    .onTapGesture { withAnimation(.linear(duration: 1)) { selected = tab } }
            }
        }
        .background {
            Capsule().fill(Color(red: 0, green: 0, blue: 1))
                .accessibilityIdentifier("pill")
                .matchedGeometryEffect(id: selected, in: tabs, properties: properties, isSource: false)
        }
        .padding(20)
    }
}

/// The rectangle each blue fill is drawn in, through the transforms around it.
private func blueFills(_ list: DisplayList, _ transform: CGAffineTransform = .identity) -> [CGRect] {
    list.items.flatMap { item -> [CGRect] in
        switch item {
        case .fill(let path, .color(let color), _) where color == RGBA(0, 0, 255):
            [path.boundingRect.applying(transform)]
        case .group(.transform(let inner), let content): blueFills(content, inner.concatenating(transform))
        case .group(_, let content), .list(let content): blueFills(content, transform)
        default: []
        }
    }
}

private func close(_ a: CGRect?, _ b: CGRect?, within tolerance: CGFloat = 1e-6) -> Bool {
    guard let a, let b else { return false }
    return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance && abs(a.width - b.width) <= tolerance
        && abs(a.height - b.height) <= tolerance
}

@Suite struct MatchedFollowerTests {
    @Test("The follower takes its source's frame, not the frame its container gives it")
    func followsSource() throws {
        let host = ViewHost(Tabs())
        let a = try #require(host["tab-A"])
        #expect(close(host["pill"], a))
        #expect(close(blueFills(host.displayList(scale: 1)).first, a))
    }

    @Test("Its id changing under an animation draws it moving from the old source's frame to the new one's")
    func animatedSwitch() throws {
        let host = ViewHost(Tabs())
        let a = try #require(host["tab-A"]), cc = try #require(host["tab-CC"])
        try host.tap(identifier: "tab-CC")
        // It starts where it was, and is halfway at half the second.
        #expect(close(host["pill"], a))
        #expect(host.isAnimating)
        host.advance(by: 0.5)
        let halfway = CGRect(
            x: (a.minX + cc.minX) / 2, y: (a.minY + cc.minY) / 2, width: (a.width + cc.width) / 2,
            height: (a.height + cc.height) / 2)
        #expect(close(host["pill"], halfway))
        // Drawn on the pixel grid (scale 1): within half a point.
        #expect(close(blueFills(host.displayList(scale: 1)).first, halfway, within: 0.5))
        host.advanceUntilIdle()
        #expect(close(blueFills(host.displayList(scale: 1)).first, cc))
        #expect(close(host["pill"], cc))
    }

    @Test("With .position only it keeps its own size, centered on the source")
    func positionOnly() throws {
        let host = ViewHost(Tabs(properties: .position))
        let a = try #require(host["tab-A"]), pill = try #require(host["pill"])
        #expect(abs(pill.midX - a.midX) < 1e-6 && abs(pill.midY - a.midY) < 1e-6)
        // Its own size: the background's, the whole row of tabs.
        #expect(pill.width > a.width * 3)
    }
}
