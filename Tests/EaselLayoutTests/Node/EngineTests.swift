import EaselLayout
import Foundation
import Testing

/// The layout engine without views: nodes built directly from layout values.
@Suite struct EngineTests {
    let context = LayoutContext()

    func leaf() -> LayoutNode { LayoutNode(ProposalLayout(name: "Color"), context: context) }

    @Test("§3.4 fill with one nil dimension proposes ∞ (the missing axis' scale is +∞)")
    func aspectFillWithNil() {
        let node = LayoutNode(AspectRatioLayout(aspectRatio: 2, contentMode: .fill), children: [leaf()], context: context)
        #expect(node.sizeThatFits(ProposedViewSize(width: nil, height: 100)) == CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
        #expect(node.sizeThatFits(ProposedViewSize(width: 300, height: nil)) == CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
    }

    @Test("§2.2 flexible frame repair, as SwiftUI's own initializer does it", arguments: [
        // (min, ideal, max) given → stored
        ([-10, nil, nil], [0, nil, nil]),
        ([nil, 5, nil], [nil, 5, nil]),
        ([20, 10, nil], [20, 20, nil]),
        ([nil, 30, 10], [nil, 30, 30]),
        ([40, nil, 10], [40, nil, 10]),
        ([-CGFloat.infinity, nil, 5], [0, nil, 5]),
        ([CGFloat.infinity, nil, nil], [CGFloat.infinity, nil, nil]),
    ] as [([CGFloat?], [CGFloat?])])
    func flexibleFrameRepair(given: [CGFloat?], stored: [CGFloat?]) {
        let bounds = FlexibleFrameLayout.Bounds(min: given[0], ideal: given[1], max: given[2])
        #expect(bounds.min == stored[0])
        #expect(bounds.ideal == stored[1])
        #expect(bounds.max == stored[2])
    }

    @Test("§1.3 pixel grid: nearest multiple of 1/scale, halves up")
    func pixelGrid() {
        #expect(PixelGrid(scale: 1).align(0.5) == 1)
        #expect(PixelGrid(scale: 1).align(0.49) == 0)
        #expect(PixelGrid(scale: 1).align(-0.5) == 0)
        #expect(PixelGrid(scale: 2).align(0.25) == 0.5)
        #expect(PixelGrid(scale: 2).align(0.2) == 0)
        #expect(abs(PixelGrid(scale: 3).align(0.5) - 2.0 / 3) < 1e-9)
        #expect(PixelGrid(scale: 2).align(CGRect(x: 0.25, y: 0.2, width: 10, height: 10.1)) == CGRect(x: 0.5, y: 0, width: 10, height: 10.5))
    }

    @Test("§4.2 spacing edges: a Spacer's zero beats the default, explicit preferences take the larger")
    func spacingEdges() {
        let spacer = ViewSpacing.zero(on: .horizontal)
        #expect(ViewSpacing().distance(to: spacer, along: .horizontal) == 0)
        #expect(ViewSpacing().distance(to: spacer, along: .vertical) == 8)
        var wide = ViewSpacing()
        wide.formUnion(.zero, edges: .trailing)
        #expect(wide.distance(to: ViewSpacing(), along: .horizontal) == 0)
        var reset = spacer
        reset.reset(.leading)
        #expect(ViewSpacing().distance(to: reset, along: .horizontal) == 8)
        // Two stated preferences, 5 and 12, on facing edges: the larger wins, whichever side states it.
        var five = ViewSpacing(), twelve = ViewSpacing()
        five[.bottom].preferences[.any] = 5
        five[.trailing].preferences[.any] = 5
        twelve[.top].preferences[.any] = 12
        twelve[.leading].preferences[.any] = 12
        #expect(five.distance(to: twelve, along: .vertical) == 12)
        #expect(five.distance(to: twelve, along: .horizontal) == 12)
        five[.bottom].preferences[.any] = 20
        #expect(five.distance(to: twelve, along: .vertical) == 20)
    }

    @Test("§4.2 spacing categories: a text edge asks one distance of text neighbours and another of the rest")
    func spacingCategories() {
        // Text above text: each asks its toward-text distance of the other (6 and 9); the larger wins.
        var upper = ViewSpacing(), lower = ViewSpacing()
        upper.setText(edge: .bottom, towardText: 6, towardOthers: 2)
        lower.setText(edge: .top, towardText: 9, towardOthers: 3)
        #expect(upper.distance(to: lower, along: .vertical) == 9)
        // Text above a plain view that states nothing: the text's distance toward others only.
        #expect(upper.distance(to: ViewSpacing(), along: .vertical) == 2)
        // A plain view stating 4 toward any neighbour, below the text: the larger of 2 and 4.
        var plain = ViewSpacing()
        plain[.top].preferences[.any] = 4
        #expect(upper.distance(to: plain, along: .vertical) == 4)
        // A union keeps each category's larger distance and the edge's category.
        var merged = upper
        var other = ViewSpacing()
        other.setText(edge: .bottom, towardText: 1, towardOthers: 7)
        merged.formUnion(other, edges: .bottom)
        #expect(merged[.bottom].category == .text)
        #expect(merged[.bottom].preferences[.text] == 6)
        #expect(merged[.bottom].preferences[.any] == 7)
        #expect(merged.distance(to: lower, along: .vertical) == 9)
        #expect(merged.distance(to: ViewSpacing(), along: .vertical) == 7)
        // Unchanged edges stay equal; a stated preference makes spacing unequal to none.
        #expect(merged[.top] == ViewSpacing()[.top])
        #expect(plain != ViewSpacing())
    }

    @Test("explicit guides are tracked per axis, so a question about an axis nothing below has is not asked")
    func guideAxes() {
        let size = CGSize(width: 10, height: 20)
        let vertical = LayoutNode(
            AlignmentGuideLayout(key: VerticalAlignment.center.key) { _ in 3 }, children: [leaf()], context: context)
        let horizontal = LayoutNode(
            AlignmentGuideLayout(key: HorizontalAlignment.leading.key) { _ in 5 }, children: [leaf()], context: context)
        #expect(leaf().explicitGuideAxes.isEmpty)
        #expect(vertical.explicitGuideAxes == .vertical)
        #expect(horizontal.explicitGuideAxes == .horizontal)
        // A container has the axes of its own guides and of every child's.
        let onlyVertical = LayoutNode(VStackLayout(), children: [vertical, leaf()], context: context)
        #expect(onlyVertical.explicitGuideAxes == .vertical)
        let both = LayoutNode(VStackLayout(), children: [onlyVertical, horizontal], context: context)
        #expect(both.explicitGuideAxes == [.horizontal, .vertical])
        // Asked about the other axis, the default answers; asked about its own, the closure does.
        #expect(vertical.explicitAlignment(HorizontalAlignment.leading.key, proposal: .unspecified, size: size) == nil)
        #expect(vertical.guide(HorizontalAlignment.trailing.key, size: size, proposal: .unspecified) == 10)
        #expect(vertical.explicitAlignment(VerticalAlignment.center.key, proposal: .unspecified, size: size) == 3)
        #expect(horizontal.guide(HorizontalAlignment.leading.key, size: size, proposal: .unspecified) == 5)
        // A user's layout may answer any guide.
        struct Plain: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        #expect(LayoutNode(Plain(), context: context).explicitGuideAxes == [.horizontal, .vertical])
    }

    @Test("Answers are cached per proposal and dropped by invalidate()")
    func caching() {
        final class Counter: @unchecked Sendable { var count = 0 }
        struct Counting: Layout {
            let counter: Counter
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                counter.count += 1
                return proposal.replacingUnspecifiedDimensions()
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let counter = Counter()
        let node = LayoutNode(Counting(counter: counter), context: context)
        _ = node.sizeThatFits(.zero)
        _ = node.sizeThatFits(.zero)
        _ = node.sizeThatFits(.unspecified)
        #expect(counter.count == 2)
        node.invalidate()
        _ = node.sizeThatFits(.zero)
        #expect(counter.count == 3)
        // Six answers are kept (the cache starts with room for three and grows); a seventh pushes out the
        // oldest, which is then worked out again.
        node.invalidate()
        let widths: [CGFloat] = [1, 2, 3, 4, 5, 6]
        for width in widths { _ = node.sizeThatFits(ProposedViewSize(width: width, height: 1)) }
        for width in widths { #expect(node.sizeThatFits(ProposedViewSize(width: width, height: 1)) == CGSize(width: width, height: 1)) }
        #expect(counter.count == 9)
        _ = node.sizeThatFits(ProposedViewSize(width: 7, height: 1))
        #expect(node.sizeThatFits(ProposedViewSize(width: 1, height: 1)) == CGSize(width: 1, height: 1))
        #expect(counter.count == 11)
    }

    @Test("The trace narrates proposals and answers in order, children inside their parents")
    func trace() {
        let stack = LayoutNode(HStackLayout(spacing: 0), children: [leaf(), leaf()], context: context)
        context.trace = LayoutTrace()
        _ = stack.sizeThatFits(ProposedViewSize(width: 100, height: 10))
        let events = context.trace?.events ?? []
        #expect(events.first?.view == "HStack")
        #expect(events.first?.size == CGSize(width: 100, height: 10))
        #expect(events.dropFirst().allSatisfy { $0.depth == 1 && $0.parent == "HStack" })
        #expect(context.trace?.description.contains("HStack proposes 50×10 to Color; Color chooses 50×10") == true)
    }

    /// Color.clear.frame(width:height:) without views: a fixed frame around a leaf that takes its proposal.
    func fixed(_ width: CGFloat, _ height: CGFloat) -> LayoutNode {
        LayoutNode(FrameLayout(width: width, height: height, alignment: .center), children: [leaf()], context: context)
    }

    /// The answers a node worked out (not read from its cache) while `body` ran.
    func workedOut(by node: LayoutNode, _ body: () -> Void) -> Int {
        context.trace = LayoutTrace()
        defer { context.trace = nil }
        body()
        return context.trace?.events.filter { $0.kind == .measured && $0.view == node.name && $0.depth == node.depth }.count ?? 0
    }

    @Test("A stack whose children all ignore the proposed height works its answer out once for every height")
    func stackIgnoringHeight() {
        // §4.1: children of fixed heights (a frame's given height, a Spacer's 0 in an HStack) answer the same
        // whatever height the stack proposes, so the stack's length and height do not depend on it either.
        let stack = LayoutNode(
            HStackLayout(spacing: 0),
            children: [fixed(10, 20), LayoutNode(SpacerLayout(minLength: 0, orientation: .horizontal), context: context),
                       LayoutNode(FrameLayout(width: nil, height: 30, alignment: .center), children: [leaf()], context: context)],
            context: context)
        let count = workedOut(by: stack) {
            // 100 wide: the fixed 10 first (least flexible), then the framed leaf takes the 90 left; the
            // spacer, of priority −∞, comes last and gets its minimum, 0. The height is the tallest child's.
            #expect(stack.sizeThatFits(ProposedViewSize(width: 100, height: 0)) == CGSize(width: 100, height: 30))
            #expect(stack.sizeThatFits(ProposedViewSize(width: 100, height: 500)) == CGSize(width: 100, height: 30))
            #expect(stack.sizeThatFits(ProposedViewSize(width: 100, height: nil)) == CGSize(width: 100, height: 30))
        }
        #expect(count == 1)
        // A child that takes the proposed height (a Color) makes the stack ask again for each height.
        let reading = LayoutNode(HStackLayout(spacing: 0), children: [fixed(10, 20), leaf()], context: context)
        let readingCount = workedOut(by: reading) {
            #expect(reading.sizeThatFits(ProposedViewSize(width: 100, height: 0)) == CGSize(width: 100, height: 20))
            #expect(reading.sizeThatFits(ProposedViewSize(width: 100, height: 500)) == CGSize(width: 100, height: 500))
        }
        #expect(readingCount == 2)
    }

    @Test("A stack answering every height once still proposes each child the height it was proposed when placed")
    func ignoredHeightStillProposed() {
        let framed = LayoutNode(FrameLayout(width: nil, height: 20, alignment: .center), children: [leaf()], context: context)
        let stack = LayoutNode(HStackLayout(spacing: 0), children: [fixed(10, 20), framed], context: context)
        _ = stack.sizeThatFits(ProposedViewSize(width: 100, height: 0))
        stack.place(at: .zero, proposal: ProposedViewSize(width: 100, height: 50))
        // §4.1: the framed leaf is offered what the fixed 10 leaves, 90, and the stack's own height.
        #expect(framed.placedProposal == ProposedViewSize(width: 90, height: 50))
        #expect(framed.globalFrame == CGRect(x: 10, y: 0, width: 90, height: 20))
    }

    @Test("Padding, a fixedSize and a background ignore what their child ignores; an explicit guide keeps a stack asking")
    func ignoredDimensionsFollowChildren() {
        func ignores(_ node: LayoutNode) -> [Bool] { [node.ignoresProposal(along: .horizontal), node.ignoresProposal(along: .vertical)] }
        let padded = LayoutNode(PaddingLayout(insets: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)), children: [fixed(4, 4)], context: context)
        #expect(ignores(padded) == [true, true])
        #expect(padded.sizeThatFits(ProposedViewSize(width: 1, height: 1)) == CGSize(width: 6, height: 6))
        let tall = LayoutNode(FrameLayout(width: nil, height: 8, alignment: .center), children: [leaf()], context: context)
        #expect(ignores(tall) == [false, true])
        let fixedWidth = LayoutNode(FixedSizeLayout(horizontal: true, vertical: false), children: [tall], context: context)
        #expect(ignores(fixedWidth) == [true, true])
        // A background's size is its first child's: the secondary Color does not count.
        let background = LayoutNode(SecondaryLayout(kind: .background, alignment: .center), children: [fixed(4, 4), leaf()], context: context)
        #expect(ignores(background) == [true, true])
        // A Color takes the proposal; a stack holding one ignores nothing, nor does a stack whose child has an
        // explicit guide (its value may depend on the proposal).
        #expect(ignores(LayoutNode(VStackLayout(), children: [fixed(4, 4), leaf()], context: context)) == [false, false])
        let guided = LayoutNode(AlignmentGuideLayout(key: VerticalAlignment.center.key) { $0.height }, children: [fixed(4, 4)], context: context)
        #expect(ignores(guided) == [true, true])
        #expect(ignores(LayoutNode(HStackLayout(), children: [guided], context: context)) == [false, false])
        #expect(ignores(LayoutNode(HStackLayout(), children: [fixed(4, 4)], context: context)) == [true, true])
    }

    @Test("A node that ignores both dimensions keeps one answer; made to read the proposal by an edit, it keeps several")
    func oneAnswerThenSeveral() {
        // §2.3: padding adds its insets to its child's size; around a fixed 4×4 frame it is 6×6 whatever it is
        // proposed, so every proposal shares one answer.
        let padded = LayoutNode(PaddingLayout(insets: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)), children: [fixed(4, 4)], context: context)
        let proposals = [ProposedViewSize(width: 10, height: 20), ProposedViewSize(width: 30, height: 40), .unspecified]
        let once = workedOut(by: padded) {
            for proposal in proposals + proposals { #expect(padded.sizeThatFits(proposal) == CGSize(width: 6, height: 6)) }
        }
        #expect(once == 1)
        // Around a Color it is the proposal less the insets: each proposal has its own answer, kept once worked out.
        padded.setChildren([leaf()])
        padded.invalidate()
        let expected = [CGSize(width: 10, height: 20), CGSize(width: 30, height: 40), CGSize(width: 12, height: 12)]
        let each = workedOut(by: padded) {
            for (proposal, size) in zip(proposals + proposals, expected + expected) { #expect(padded.sizeThatFits(proposal) == size) }
        }
        #expect(each == 3)
    }

    @Test("A stack placed at proposals that come back places its children where the rules put them, every time")
    func stackArrangementsComeBack() {
        // §4.1, spacing 0: the fixed 10×20 child is least flexible and takes 10; the Color takes the rest of the
        // width and the proposed height; the stack is as tall as the taller, and centers both vertically. The
        // stack keeps two arrangements, so the third proposal replaces the older one, and the fourth finds one.
        let fixedChild = fixed(10, 20)
        let color = leaf()
        let stack = LayoutNode(HStackLayout(spacing: 0), children: [fixedChild, color], context: context)
        let sizes: [(CGFloat, CGFloat)] = [(100, 10), (60, 30), (100, 10), (40, 50), (60, 30), (100, 10), (40, 50)]
        for (width, height) in sizes {
            stack.place(at: .zero, proposal: ProposedViewSize(width: width, height: height))
            let stackHeight = max(20, height)
            #expect(stack.globalFrame == CGRect(x: 0, y: 0, width: width, height: stackHeight))
            #expect(fixedChild.globalFrame == CGRect(x: 0, y: (stackHeight - 20) / 2, width: 10, height: 20))
            #expect(color.globalFrame == CGRect(x: 10, y: (stackHeight - height) / 2, width: width - 10, height: height))
        }
    }

    @Test("HStackLayout handed part of the subviews its cache was made for arranges that part, with that part's gaps")
    func stackGivenPartOfItsSubviews() {
        // A custom layout that lays out only its first two subviews with an HStackLayout and the cache made for all
        // three: the cache's gaps and arrangements are for three children, so the two are arranged without them.
        struct FirstTwo: Layout {
            let stack = HStackLayout(spacing: 5)
            func makeCache(subviews: Subviews) -> HStackLayout.Cache { stack.makeCache(subviews: subviews) }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout HStackLayout.Cache) -> CGSize {
                stack.sizeThatFits(proposal: proposal, subviews: subviews[0..<2], cache: &cache)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout HStackLayout.Cache) {
                stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews[0..<2], cache: &cache)
            }
        }
        let children = [fixed(10, 20), leaf(), fixed(50, 60)]
        let node = LayoutNode(FirstTwo(), children: children, context: context)
        // §4.1: one gap of 5 between the two; the fixed 10 first, then the Color takes the 85 left of 100 and the
        // proposed height.
        #expect(node.sizeThatFits(ProposedViewSize(width: 100, height: 30)) == CGSize(width: 100, height: 30))
        node.place(at: .zero, proposal: ProposedViewSize(width: 100, height: 30))
        #expect(children[0].globalFrame == CGRect(x: 0, y: 5, width: 10, height: 20))
        #expect(children[1].globalFrame == CGRect(x: 15, y: 0, width: 85, height: 30))
        // The third, never placed by the layout, is centered in the container with the container's proposal.
        #expect(children[2].globalFrame == CGRect(x: 25, y: -15, width: 50, height: 60))
    }

    @Test("HStackLayout and VStackLayout give back the spacing they were given: none, a number, even a NaN of any payload")
    func stackSpacingKept() {
        #expect(HStackLayout().spacing == nil)
        #expect(VStackLayout(spacing: 4).spacing == 4)
        var layout = HStackLayout(spacing: 4)
        layout.spacing = nil
        #expect(layout.spacing == nil)
        layout.spacing = -2
        #expect(layout.spacing == -2)
        // NaNs are kept as NaNs, whatever their payload, never read back as "no spacing".
        for payload: UInt64 in [0, 0x5A5A, 0x4E4F] {
            #expect(VStackLayout(spacing: CGFloat(Double(nan: Double.RawSignificand(payload), signaling: false))).spacing?.isNaN == true)
        }
    }

    @Test("Placements kept on the context's stack survive the stack growing under a container still being placed")
    func placementStackGrows() {
        // A column of three rows of 100 fixed 2×3 leaves: placing the first row takes 100 slots above the
        // column's three, more than the stack starts with, while the column's own placements are still to be read.
        let rows = (0..<3).map { _ in
            LayoutNode(HStackLayout(spacing: 0), children: (0..<100).map { _ in fixed(2, 3) }, context: context)
        }
        let column = LayoutNode(VStackLayout(spacing: 1), children: rows, context: context)
        column.place(at: CGPoint(x: 5, y: 7), proposal: .unspecified)
        // §4.1: each row is 200 × 3, stacked 1 apart, centered in the 200-wide column.
        #expect(rows.map(\.globalFrame) == [0, 1, 2].map { CGRect(x: 5, y: 7 + 4 * CGFloat($0), width: 200, height: 3) })
        #expect(rows[2].children[99].globalFrame == CGRect(x: 203, y: 15, width: 2, height: 3))
        // A late place, after every pass has given its slots back, is reported and changes nothing.
        column.subviews[1].place(at: .zero, proposal: .unspecified)
        #expect(context.diagnostics.contains { $0.message.contains("outside a placement pass") })
        #expect(rows[1].globalFrame == CGRect(x: 5, y: 11, width: 200, height: 3))
    }

    @Test("A LayoutSubview kept past its container: the parent pointer is cleared, a late place is ignored and reported")
    func staleProxy() {
        var kept: LayoutSubview?
        do {
            let parent = LayoutNode(HStackLayout(), children: [leaf()], context: context)
            kept = parent.subviews[0]
            #expect(kept?.node.parent === parent)
        }
        #expect(kept?.node.parent == nil)
        kept?.place(at: .zero, proposal: .unspecified)
        #expect(context.diagnostics.contains { $0.message.contains("kept after its container was freed") })
        #expect(kept?.sizeThatFits(ProposedViewSize(width: 5, height: 5)) == CGSize(width: 5, height: 5))
    }

    @Test("A child let go by its parent no longer points at it")
    func releasedChild() {
        let old = leaf(), new = leaf()
        let parent = LayoutNode(HStackLayout(), children: [old], context: context)
        #expect(parent.replaceChild(old, with: new))
        #expect(old.parent == nil)
        #expect(new.parent === parent)
        parent.setChildren([old])
        #expect(new.parent == nil)
        #expect(old.parent === parent)
    }

    @Test("a node keeps its extent in single precision, rounded outward: the kept rectangle contains the exact one, and is barely larger")
    func keptExtentContainsTheExactOne() {
        let rects = [
            CGRect(x: 0.1, y: 100.3, width: 0.001, height: 2048.7),
            CGRect(x: -1_000_000.3, y: 1.0 / 3, width: 10_000_000.1, height: 0),
            CGRect(x: 33_554_433, y: 0, width: 1, height: 1),  // past single precision's whole numbers
        ]
        for rect in rects {
            let kept = ApproximateExtent(rect).rect!
            #expect(kept.minX < rect.minX && kept.minY < rect.minY && kept.maxX > rect.maxX && kept.maxY > rect.maxY, "\(rect) in \(kept)")
            // Two steps of single precision (2⁻²³ of the magnitude) at most on each edge.
            for (a, b) in [(kept.minX, rect.minX), (kept.minY, rect.minY), (kept.maxX, rect.maxX), (kept.maxY, rect.maxY)] {
                #expect(abs(a - b) <= max(abs(b), 1e-30) * 2.5e-7, "\(rect) in \(kept)")
            }
        }
        #expect(ApproximateExtent(nil).rect == nil)
        #expect(ApproximateExtent(.infinite).rect == .infinite)
    }
}
