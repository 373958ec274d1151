import Foundation
import SwiftUI
import Testing

@testable import EaselViews

/// A Color's node draws through a fill appearance; views of one color share one (an allocation a view saved).
@Suite struct ColorFillTests {
    /// The Color nodes of a host, left to right: the leaves that draw a fill.
    private func colorNodes(_ host: ViewHost) -> [LayoutNode] {
        func leaves(_ node: LayoutNode) -> [LayoutNode] { node.children.isEmpty ? [node] : node.children.flatMap(leaves) }
        return leaves(host.root!).filter { $0.drawing is NodeAppearance }.sorted { $0.globalFrame.minX < $1.globalFrame.minX }
    }

    @Test("Colors of one value share their fill; another color, or a clear one that takes no taps, has its own")
    func sharedFills() throws {
        let host = ViewHost(HStack(spacing: 0) { Color.red; Color.red; Color.blue; Color.clear; Color.clear }
            .frame(width: 50, height: 10))
        let fills = colorNodes(host).compactMap { $0.drawing as? NodeAppearance }
        try #require(fills.count == 5)
        #expect(fills[0] === fills[1])
        #expect(fills[0] !== fills[2])
        #expect(fills[3] === fills[4])
        #expect(fills[3] !== fills[0])
        // A clear color takes no taps (SwiftUI's rule); a red one does, wherever its own frame is.
        #expect(fills[0].hitTest != nil)
        #expect(fills[3].hitTest == nil)
        let nodes = colorNodes(host)
        #expect(host.frontmost(at: CGPoint(x: 15, y: 5), in: host.root!) === nodes[1])
        #expect(host.frontmost(at: CGPoint(x: 35, y: 5), in: host.root!) == nil)
    }

    @Test("A shared fill draws each view's own frame in its own color")
    func sharedFillDraws() throws {
        let host = ViewHost(HStack(spacing: 0) { Color.red; Color.blue; Color.red }.frame(width: 30, height: 10))
        // The fills in drawing order, from lists a view's kept commands are shared through.
        func fills(_ list: DisplayList) -> [(CGRect, RGBA)] {
            list.items.flatMap { item -> [(CGRect, RGBA)] in
                switch item {
                case .fill(let path, .color(let color), _): [(path.boundingRect, color)]
                case .list(let inner), .group(_, let inner): fills(inner)
                default: []
                }
            }
        }
        let fills = fills(host.displayList(scale: 1))
        try #require(fills.count == 3)
        #expect(fills.map(\.0) == [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 0, width: 10, height: 10),
                                   CGRect(x: 20, y: 0, width: 10, height: 10)])
        #expect(fills[0].1 == fills[2].1)
        #expect(fills[0].1 != fills[1].1)
    }
}
