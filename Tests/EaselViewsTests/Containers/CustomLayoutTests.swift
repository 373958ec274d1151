import Foundation
import SwiftUI
import Testing

/// LayoutRules §10: the Layout protocol, used by a custom layout exactly as the built-in ones use it.
@Suite struct CustomLayoutTests {
    /// Places subviews along a diagonal, each at its ideal size.
    struct Diagonal: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews.reduce(.zero) { size, subview in
                let s = subview.sizeThatFits(.unspecified)
                return CGSize(width: size.width + s.width, height: size.height + s.height)
            }
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var point = bounds.origin
            for subview in subviews {
                let s = subview.sizeThatFits(.unspecified)
                subview.place(at: point, proposal: .unspecified)
                point.x += s.width
                point.y += s.height
            }
        }
    }

    @Test("§10 a custom layout measures and places its subviews")
    func diagonal() {
        let host = layOut(300, 300) {
            Diagonal {
                box(10, 20).accessibilityIdentifier("a")
                box(30, 40).accessibilityIdentifier("b")
            }
            .padding(5)
        }
        #expect(host.size == CGSize(width: 50, height: 70))
        #expect(host["a"] == rect(5, 5, 10, 20))
        #expect(host["b"] == rect(15, 25, 30, 40))
    }

    struct Anchored: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews[0].place(at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing, proposal: .unspecified)
            // Subview 1 is never placed.
        }
    }

    @Test("§10 place(at:anchor:) puts the anchor at the point; an unplaced subview is centered with the container's proposal")
    func anchorsAndUnplaced() {
        let host = layOut(100, 80) {
            Anchored {
                box(20, 10).accessibilityIdentifier("a")
                Color.red.accessibilityIdentifier("b")
            }
        }
        #expect(host["a"] == rect(80, 70, 20, 10))
        #expect(host["b"] == rect(0, 0, 100, 80))
    }

    struct Rank: LayoutValueKey {
        static let defaultValue = 0
    }

    /// Stacks subviews left to right in order of their rank, and records priorities in their widths.
    struct Ranked: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: subviews.map { $0.sizeThatFits(.unspecified).width }.reduce(0, +), height: 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX
            for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
                let width = subview.sizeThatFits(.unspecified).width
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: 10 + subview.priority))
                x += width
            }
        }
    }

    @Test("§10 layout values and priorities reach a custom layout")
    func layoutValues() {
        let host = layOut(nil, nil) {
            Ranked {
                Color.red.frame(width: 10).layoutValue(key: Rank.self, value: 2).accessibilityIdentifier("a")
                Color.red.frame(width: 20).layoutValue(key: Rank.self, value: 1).layoutPriority(5).accessibilityIdentifier("b")
                Color.red.frame(width: 30).accessibilityIdentifier("c")
            }
        }
        #expect(host["c"] == rect(0, 0, 30, 10))
        #expect(host["b"] == rect(30, 0, 20, 15))
        #expect(host["a"] == rect(50, 0, 10, 10))
    }

    final class Counter: @unchecked Sendable {
        var made = 0
        var sized = 0
    }

    struct Cached: Layout {
        let counter: Counter

        func makeCache(subviews: Subviews) -> Int {
            counter.made += 1
            return subviews.count
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
            counter.sized += 1
            return CGSize(width: CGFloat(cache) * 10, height: 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {}
    }

    @Test("§10 the cache is made once; answers are cached per proposal")
    func cache() {
        let counter = Counter()
        let host = layOut(nil, nil) {
            Cached(counter: counter) {
                Color.red
                Color.red
            }
        }
        #expect(host.size == CGSize(width: 20, height: 10))
        #expect(counter.made == 1)
        #expect(counter.sized == 1)
    }

    @Test("§10 AnyLayout switches between stack layouts; Spacers follow the wrapped orientation")
    func anyLayout() {
        func make(_ vertical: Bool) -> some View {
            let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
            return layout {
                box(10, 10)
                Spacer().accessibilityIdentifier("s")
                box(10, 10)
            }
        }
        let horizontal = layOut(100, 100) { make(false) }
        #expect(horizontal.size == CGSize(width: 100, height: 10))
        #expect(horizontal["s"] == rect(10, 5, 80, 0))
        let vertical = layOut(100, 100) { make(true) }
        #expect(vertical.size == CGSize(width: 10, height: 100))
        #expect(vertical["s"] == rect(5, 10, 0, 80))
    }

    @Test("§10 the stack layouts called as functions behave as the stacks")
    func stackLayoutsAsViews() {
        let host = layOut(nil, nil) {
            HStackLayout(alignment: .top, spacing: 2) {
                box(10, 10).accessibilityIdentifier("a")
                box(10, 30)
            }
        }
        #expect(host.size == CGSize(width: 22, height: 30))
        #expect(host["a"] == rect(0, 0, 10, 10))
        let z = layOut(nil, nil) { ZStackLayout(alignment: .topLeading) { box(10, 10).accessibilityIdentifier("a"); box(30, 30) } }
        #expect(z["a"] == rect(0, 0, 10, 10))
    }

    /// A layout that leaves spacing and explicit alignment to the protocol's defaults.
    struct Column: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var y = bounds.minY
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
                y += size.height
            }
        }
    }

    @Test("§10 the default explicit alignment merges the subviews' guides (a custom guide averages)")
    func defaultExplicitAlignment() {
        let host = layOut(nil, nil) {
            HStack(alignment: .marker) {
                Column {
                    box(10, 10).alignmentGuide(.marker) { _ in 0 }
                    box(10, 10).alignmentGuide(.marker) { _ in 10 }
                }
                box(10, 10).alignmentGuide(.marker) { _ in 0 }.accessibilityIdentifier("c")
            }
        }
        // Column's marker: the average of its children's values, 0 (the first at y 0) and 20 (10 into the
        // second, at y 10), is 10.
        #expect(host["c"] == rect(18, 10, 10, 10))
    }

    @Test("§10 the default spacing merges the subviews' preferences: a column of Spacers is 0 from its neighbour")
    func defaultSpacing() {
        let host = layOut(nil, nil) {
            HStack {
                Column { Spacer(minLength: 5) }
                box(10, 10).accessibilityIdentifier("b")
            }
        }
        #expect(host["b"]?.minX == 5)
    }
}
