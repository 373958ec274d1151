import EaselTesting
import Foundation
import SwiftUI
import Testing

/// Bad input and invariants (docs/Architecture.md, "Testing"): never a crash or a hang, finite non-negative sizes,
/// deterministic answers, cached answers equal to fresh ones.
@Suite struct RobustnessTests {
    @Test("Deep nesting: a chain of 10,000 paddings lays out")
    func deepNesting() {
        var view = AnyView(Color.red.frame(width: 1, height: 1).accessibilityIdentifier("leaf"))
        for _ in 0..<10_000 {
            view = AnyView(view.padding(1))
        }
        let host = ViewHost(view)
        #expect(host.size == CGSize(width: 20_001, height: 20_001))
        #expect(host["leaf"] == rect(10_000, 10_000, 1, 1))
        #expect(!host.layoutDescription().isEmpty)
    }

    /// Nested stacks, rows and columns alternating, each padded and holding a fixed view beside the next level.
    static func nestedStacks(depth: Int) -> AnyView {
        var view = AnyView(Color.blue.frame(width: 4, height: 4))
        for level in 0..<depth {
            let leaf = Color.red.frame(width: CGFloat(2 + level % 7), height: CGFloat(3 + level % 5))
            view = level % 2 == 0
                ? AnyView(HStack(spacing: 2) { leaf; view }.padding(1))
                : AnyView(VStack(spacing: 2) { leaf; view }.padding(1))
        }
        return view
    }

    @Test("Nested stacks: the sizeThatFits questions a layout asks grow linearly with depth, not exponentially")
    func nestedStacksAskLinearly() {
        // Each level adds the same questions: a stack probes its two children with a handful of proposals, and
        // caches make the answers below reusable. Without caching (or with a cache too small for a stack's
        // probes) every level would multiply the questions of the levels below it.
        func questions(_ depth: Int) -> Int {
            ViewHost(Self.nestedStacks(depth: depth)).layoutTrace().events.filter { $0.kind == .measured }.count
        }
        let (q50, q100, q200) = (questions(50), questions(100), questions(200))
        // Linear: doubling the depth adds as many questions again as the levels added.
        #expect(q200 - q100 == 2 * (q100 - q50))
        #expect(q100 > q50)
    }

    @Test("Wide trees: 100,000 siblings in a VStack")
    func manySiblings() {
        let host = layOut(100, nil) {
            VStack(spacing: 0) {
                ForEach(0..<100_000) { index in
                    Color.red.frame(height: 1)
                }
            }
        }
        #expect(host.size == CGSize(width: 100, height: 100_000))
    }

    @Test("Infinite proposals reaching greedy views give a finite layout and a diagnostic")
    func infiniteProposals() {
        let host = layOut(.infinity, .infinity) {
            VStack {
                Color.red
                GeometryReader { _ in Color.blue }
                Spacer()
            }
        }
        #expect(host.size.width.isFinite && host.size.height.isFinite)
        #expect(!host.diagnostics.isEmpty)
    }

    @Test("A custom layout that answers NaN is repaired to 0, with a diagnostic")
    func nanAnswer() {
        struct Broken: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: CGFloat.nan, height: -5)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let host = layOut(100, 100) { Broken { Color.red } }
        #expect(host.size == .zero)
        #expect(!host.diagnostics.isEmpty)
    }

    @Test("A stack proposed NaN widths of any payload (and a zero height) measures and places every child", arguments: [0, 1, 0x4E4F, 0x5A5A] as [UInt64])
    func nanProposalsToStacks(payload: UInt64) {
        // Proposes the NaN to its one child and places it with it: a stack keeps its arrangements under a proposal's
        // bit patterns, and one of those patterns (a NaN of its own, 0x4E4F, with a zero height) marks an empty slot.
        struct ProposesNaN: Layout {
            let payload: UInt64
            var proposal: ProposedViewSize {
                ProposedViewSize(width: CGFloat(nan: CGFloat.RawSignificand(payload), signaling: false), height: 0)
            }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                _ = subviews.first?.sizeThatFits(self.proposal)
                return CGSize(width: 50, height: 20)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews.first?.place(at: bounds.origin, proposal: self.proposal)
            }
        }
        let host = layOut(100, 100) {
            ProposesNaN(payload: payload) {
                HStack { Color.red.accessibilityIdentifier("a"); Color.blue.accessibilityIdentifier("b") }
            }
        }
        #expect(host.size == CGSize(width: 50, height: 20))
        // The children placed side by side, a stack's spacing apart, as by any other arrangement (an empty one found
        // by mistake would place none, and the engine would put both at the stack's center).
        let a = host["a"], b = host["b"]
        #expect(a != nil && b != nil)
        #expect((a?.minX ?? 0) + 8 <= (b?.minX ?? 0))
    }

    @Test("A view with no body and no layout contributes nothing, with a diagnostic")
    func bodilessView() {
        struct Nothing: View {
            typealias Body = Never
        }
        let host = layOut(100, 100) { HStack { Nothing(); box(10, 10) } }
        #expect(host.size == CGSize(width: 10, height: 10))
        #expect(host.diagnostics.first?.path.contains("Nothing") == true)
    }

    @Test("Randomized trees: finite, non-negative, deterministic, cached equals fresh", arguments: 0..<4)
    func randomizedTrees(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<500 {
            let view = RandomTree.make(depth: 4, using: &generator)
            let width = CGFloat(Int.random(in: 0...400, using: &generator))
            let height = CGFloat(Int.random(in: 0...400, using: &generator))
            let proposal = ProposedViewSize(width: Bool.random(using: &generator) ? width : nil, height: height)
            let first = ViewHost(view, proposal: proposal)
            let second = ViewHost(view, proposal: proposal)
            #expect(first.size.width.isFinite && first.size.height.isFinite)
            #expect(first.size.width >= 0 && first.size.height >= 0)
            #expect(first.size == second.size)
            #expect(first.layoutDescription() == second.layoutDescription())
            // Tracing clears every cache and lays out again: the answers must not change.
            let description = first.layoutDescription()
            _ = first.layoutTrace()
            #expect(first.layoutDescription() == description)
        }
    }
}

/// Random view trees built from the containers and modifiers of the core.
enum RandomTree {
    static func make(depth: Int, using generator: inout SeededGenerator) -> AnyView {
        func size() -> CGFloat { CGFloat(Int.random(in: 0...120, using: &generator)) }
        if depth == 0 || Int.random(in: 0..<4, using: &generator) == 0 {
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: return AnyView(Color.red)
            case 1: return AnyView(Circle())
            case 2: return AnyView(Spacer(minLength: Bool.random(using: &generator) ? nil : size()))
            case 3: return AnyView(Divider())
            case 4: return AnyView(GeometryReader { proxy in Color.blue.frame(width: proxy.size.width / 2) })
            default: return AnyView(Color.green.frame(width: size(), height: size()))
            }
        }
        let children = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
            make(depth: depth - 1, using: &generator)
        }
        let content = ForEach(0..<children.count, id: \.self) { children[$0] }
        let child = children[0]
        switch Int.random(in: 0..<12, using: &generator) {
        case 0: return AnyView(HStack { content })
        case 1: return AnyView(VStack(alignment: .leading, spacing: size() / 10) { content })
        case 2: return AnyView(ZStack(alignment: .bottomTrailing) { content })
        case 3: return AnyView(child.frame(minWidth: size(), maxWidth: Bool.random(using: &generator) ? .infinity : size()))
        case 4: return AnyView(child.padding(size() / 4))
        case 5: return AnyView(child.fixedSize())
        case 6: return AnyView(child.aspectRatio(size() / 60 + 0.1, contentMode: .fit))
        case 7: return AnyView(child.overlay(alignment: .topLeading) { children.last! })
        case 8: return AnyView(child.layoutPriority(Double(Int.random(in: -1...1, using: &generator))))
        case 9: return AnyView(child.frame(width: Bool.random(using: &generator) ? size() : nil, height: size()))
        case 10: return AnyView(child.offset(x: size()).position(x: size(), y: size()))
        default: return AnyView(HStack(alignment: .marker) { content.alignmentGuide(.marker) { $0.height / 3 } })
        }
    }
}

/// Regressions found in review, each named after what it pins.
@Suite struct ReviewRegressionTests {
    struct TwoRootViews: View {
        var body: some View {
            Color.red.frame(height: 10)
            Spacer().accessibilityIdentifier("s")
        }
    }

    @Test("Several root views are a VStack's children: a root Spacer is vertical")
    func rootSpacerIsVertical() {
        let host = ViewHost(TwoRootViews(), proposal: ProposedViewSize(width: 100, height: 100))
        #expect(host.size == CGSize(width: 100, height: 100))
        #expect(host.frame(of: "s") == rect(50, 10, 0, 90))
    }

    /// Lays out all but the first subview with an HStackLayout (a slice of the container's subviews).
    struct AllButFirst: Layout {
        let stack = HStackLayout(spacing: 0)

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            var inner = stack.makeCache(subviews: subviews[1...])
            return stack.sizeThatFits(proposal: proposal, subviews: subviews[1...], cache: &inner)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var inner = stack.makeCache(subviews: subviews[1...])
            stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews[1...], cache: &inner)
            subviews[0].place(at: bounds.origin, proposal: .zero)
        }
    }

    @Test("§10 a stack layout given a slice of subviews lays out that slice only")
    func stackOnSlice() {
        let host = layOut(nil, nil) {
            AllButFirst {
                box(100, 100).accessibilityIdentifier("skipped")
                box(10, 10).accessibilityIdentifier("a")
                box(20, 20).accessibilityIdentifier("b")
            }
        }
        #expect(host.size == CGSize(width: 30, height: 20))
        #expect(host["a"] == rect(0, 5, 10, 10))
        #expect(host["b"] == rect(10, 0, 20, 20))
    }

    @Test("A non-finite alignment guide falls back to the default, with a diagnostic")
    func nonFiniteGuide() {
        let host = layOut(nil, nil) {
            HStack(alignment: .top) {
                box(10, 10).alignmentGuide(.top) { _ in .nan }.accessibilityIdentifier("a")
                box(10, 20)
            }
        }
        #expect(host["a"] == rect(0, 0, 10, 10))
        #expect(host.diagnostics.contains { $0.message.contains("non-finite") })
    }

    final class ProxyBox: @unchecked Sendable {
        var proxy: GeometryProxy?
    }

    @Test("A GeometryProxy kept after its host is gone answers zeros instead of trapping")
    func proxyOutlivesHost() {
        let keeper = ProxyBox()
        do {
            let host = layOut(50, 50) {
                GeometryReader { proxy in
                    let _ = { keeper.proxy = proxy }()
                    Color.red
                }
            }
            #expect(keeper.proxy?.size == CGSize(width: 50, height: 50))
            _ = host
        }
        #expect(keeper.proxy?.size == .zero)
        #expect(keeper.proxy?.frame(in: .global) == .zero)
    }

    @Test("Tutorial spellings compile and leave layout alone: .border(.red), drawing modifiers, stroke styles")
    func tutorialSpellings() {
        let host = layOut(nil, nil) {
            VStack(spacing: 0) {
                Circle().stroke(.blue, style: StrokeStyle(lineWidth: 2, dash: [4])).frame(width: 20, height: 20)
                RoundedRectangle(cornerRadius: 4).fill(.green).frame(width: 20, height: 20)
                box(20, 20).border(.red).foregroundColor(.white).opacity(0.5).cornerRadius(4)
                    .clipped().shadow(radius: 2).clipShape(Capsule()).foregroundStyle(.secondary)
                Color(hue: 0.5, saturation: 1, brightness: 1).frame(width: 20, height: 20)
            }
        }
        #expect(host.size == CGSize(width: 20, height: 80))
    }
}
