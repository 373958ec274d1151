import Foundation
import SwiftUI
import Testing

/// LayoutRules §4.1–§4.3: how HStack and VStack divide space, spacing, and alignment; §3.7–§3.9 inside stacks.
@Suite struct StackTests {
    // MARK: §4.1 distribution

    @Test("§4.1 an HStack encloses its children exactly, centered vertically, 8 apart")
    func hstackBasics() {
        let host = layOut(300, 300) {
            HStack {
                box(50, 50).accessibilityIdentifier("a")
                box(30, 70).accessibilityIdentifier("b")
            }
        }
        #expect(host.size == CGSize(width: 88, height: 70))
        #expect(host["a"] == rect(0, 10, 50, 50))
        #expect(host["b"] == rect(58, 0, 30, 70))
    }

    @Test("§4.1 flexible children get equal shares of what is left after spacing")
    func equalShares() {
        let host = layOut(300, 100) {
            HStack {
                Color.red.accessibilityIdentifier("a")
                Color.red.accessibilityIdentifier("b")
                Color.red.accessibilityIdentifier("c")
            }
        }
        let share = (300 - 16) / 3.0
        #expect(approximately(host["a"], rect(0, 0, share, 100)))
        #expect(approximately(host["b"], rect(share + 8, 0, share, 100)))
        #expect(approximately(host["c"], rect(2 * share + 16, 0, share, 100)))
    }

    @Test("§4.1 a VStack divides its height the same way")
    func vstackShares() {
        let host = layOut(100, 200) {
            VStack {
                Color.red.accessibilityIdentifier("a")
                Color.red.accessibilityIdentifier("b")
            }
        }
        #expect(host["a"] == rect(0, 0, 100, 96))
        #expect(host["b"] == rect(0, 104, 100, 96))
    }

    @Test("§11 Q2 stacks don't optimise: max 100 then min 100 in 150 overflow to 175")
    func stacksDontOptimise() {
        let host = layOut(150, 10) {
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: 100).accessibilityIdentifier("a")
                Color.red.frame(minWidth: 100).accessibilityIdentifier("b")
            }
        }
        #expect(host["a"] == rect(0, 0, 75, 10))
        #expect(host["b"] == rect(75, 0, 100, 10))
        #expect(host.size.width == 175)
    }

    @Test("§11 Q3 space an early child leaves goes to later children only")
    func leftoverGoesLater() {
        let host = layOut(200, 10) {
            HStack(spacing: 0) {
                Color.red.accessibilityIdentifier("a")
                box(20, 10).accessibilityIdentifier("fixed")
                Color.red.accessibilityIdentifier("b")
            }
        }
        // The fixed child is least flexible: offered 200/3 it takes 20; the Colors share 180.
        #expect(host["a"] == rect(0, 0, 90, 10))
        #expect(host["fixed"] == rect(90, 0, 20, 10))
        #expect(host["b"] == rect(110, 0, 90, 10))
    }

    @Test("§4.1 higher priority is offered everything but the lower children's minimums")
    func priorities() {
        let host = layOut(100, 10) {
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 30).accessibilityIdentifier("low")
                Color.red.layoutPriority(1).accessibilityIdentifier("high")
            }
        }
        #expect(host["low"] == rect(0, 0, 30, 10))
        #expect(host["high"] == rect(30, 0, 70, 10))
    }

    @Test("§4.1 priorities -1, 0, 1: the top group takes all it is offered")
    func priorityGroups() {
        let host = layOut(300, 10) {
            HStack(spacing: 0) {
                Color.red.layoutPriority(-1).accessibilityIdentifier("a")
                Color.red.accessibilityIdentifier("b")
                Color.red.layoutPriority(1).accessibilityIdentifier("c")
            }
        }
        #expect(host["a"]?.width == 0)
        #expect(host["b"]?.width == 0)
        #expect(host["c"] == rect(0, 0, 300, 10))
    }

    @Test("§4.1 layout priority stays with a view through later modifiers (a view trait)")
    func priorityIsTrait() {
        let host = layOut(100, 10) {
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 30).accessibilityIdentifier("low")
                Color.red.layoutPriority(1).padding(0).accessibilityIdentifier("high")
            }
        }
        #expect(host["high"] == rect(30, 0, 70, 10))
    }

    @Test("§11 Q13 between two infinitely flexible children the larger minimum goes first")
    func flexibilityTies() {
        let host = layOut(100, 10) {
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 10).accessibilityIdentifier("a")
                Color.red.frame(minWidth: 60).accessibilityIdentifier("b")
            }
        }
        // b is offered 50 first and takes 60; a gets the remaining 40.
        #expect(host["a"] == rect(0, 0, 40, 10))
        #expect(host["b"] == rect(40, 0, 60, 10))
    }

    @Test("§4.1 a nil major proposal gives every child its ideal length")
    func idealLengths() {
        let host = layOut(nil, nil) {
            HStack {
                Color.red.accessibilityIdentifier("a")
                Color.red.frame(width: 30).accessibilityIdentifier("b")
            }
        }
        #expect(host.size == CGSize(width: 48, height: 10))
        #expect(host["b"] == rect(18, 0, 30, 10))
    }

    @Test("§4.1 when placing, a nil minor proposal becomes the stack's own minor size")
    func placingStretchesMinor() {
        let host = layOut(300, 300) {
            HStack {
                Color.red.accessibilityIdentifier("a")
                box(20, 40)
            }
            .fixedSize()
        }
        #expect(host.size == CGSize(width: 38, height: 40))
        #expect(host["a"] == rect(0, 0, 10, 40))
    }

    @Test("§4.1 children that refuse to shrink make the stack overflow")
    func overflow() {
        let host = layOut(100, 10) {
            HStack {
                box(80, 10)
                box(80, 10).accessibilityIdentifier("b")
            }
        }
        #expect(host.size.width == 168)
        #expect(host["b"] == rect(88, 0, 80, 10))
    }

    @Test("§4.1 an empty stack is 0×0")
    func emptyStack() {
        #expect(layOut(100, 100) { HStack {} }.size == .zero)
        #expect(layOut(100, 100) { VStack { EmptyView() } }.size == .zero)
    }

    // MARK: §3.7 Spacer, §3.8 Divider, §3.9 hidden and EmptyView in stacks

    @Test("§3.7 a Spacer in an HStack is 0 tall and takes what is left, with no gap beside it")
    func spacerInHStack() {
        let host = layOut(200, 100) {
            HStack {
                box(50, 50).accessibilityIdentifier("a")
                Spacer().accessibilityIdentifier("s")
            }
        }
        #expect(host.size == CGSize(width: 200, height: 50))
        #expect(host["s"] == rect(50, 25, 150, 0))
    }

    @Test("§3.7 a Spacer in a VStack is 0 wide")
    func spacerInVStack() {
        let host = layOut(100, 200) {
            VStack {
                box(50, 50)
                Spacer().accessibilityIdentifier("s")
            }
        }
        #expect(host["s"] == rect(25, 50, 0, 150))
    }

    @Test("§3.7 a Spacer is sized last: a flexible sibling gets all but its minimum")
    func spacerSizedLast() {
        let host = layOut(100, 10) {
            HStack {
                Color.red.accessibilityIdentifier("c")
                Spacer().accessibilityIdentifier("s")
            }
        }
        #expect(host["c"] == rect(0, 0, 92, 10))
        #expect(host["s"]?.width == 8)
    }

    @Test("§3.7 Spacers share what the other children leave")
    func spacersShare() {
        let host = layOut(100, 20) {
            HStack {
                Spacer().accessibilityIdentifier("a")
                box(20, 20).accessibilityIdentifier("m")
                Spacer().accessibilityIdentifier("b")
            }
        }
        #expect(host["a"]?.width == 40)
        #expect(host["m"] == rect(40, 0, 20, 20))
        #expect(host["b"]?.width == 40)
    }

    @Test("§3.7 Spacer(minLength: 0) collapses when space runs out")
    func spacerMinLengthZero() {
        let host = layOut(100, 10) {
            HStack {
                box(60, 10)
                Spacer(minLength: 0).accessibilityIdentifier("s")
                box(60, 10)
            }
        }
        #expect(host["s"]?.width == 0)
        #expect(host.size.width == 120)
    }

    @Test("§11 Q6 outside a stack a Spacer expands in both axes; its ideal is 8×8")
    func spacerOutsideStack() {
        #expect(layOut(100, 80) { ZStack { Spacer() } }.size == CGSize(width: 100, height: 80))
        #expect(layOut(nil, nil) { Spacer() }.size == CGSize(width: 8, height: 8))
        #expect(layOut(5, 5) { Spacer(minLength: 20) }.size == CGSize(width: 20, height: 20))
        #expect(layOut(nil, nil) { HStack { Spacer() } }.size == CGSize(width: 8, height: 0))
    }

    @Test("§3.8 Divider: a vertical line in an HStack, horizontal elsewhere, one pixel thick")
    func divider() {
        #expect(layOut(100, 100) { VStack { Divider().accessibilityIdentifier("d") } }["d"] == rect(0, 0, 100, 1))
        #expect(layOut(100, 50) { HStack { Divider().accessibilityIdentifier("d") } }["d"] == rect(0, 0, 1, 50))
        // Unstacked and proposed nil, its length is §1.2's 10-point stand-in for a nil dimension.
        #expect(layOut(nil, nil) { Divider() }.size == CGSize(width: 10, height: 1))
        let spaced = layOut(100, 100) {
            VStack {
                box(10, 10)
                Divider().accessibilityIdentifier("d")
            }
        }
        #expect(spaced["d"] == rect(0, 18, 100, 1))
    }

    @Test("§11 Q14 Divider is a device pixel at 3x, and 1 pt at accessibility sizes")
    func dividerThickness() {
        var environment = EnvironmentValues()
        environment.displayScale = 3
        let thin = layOut(100, 100, environment: environment) { VStack { Divider().accessibilityIdentifier("d") } }
        #expect(approximately(thin["d"], rect(0, 0, 100, 1.0 / 3)))
        environment.dynamicTypeSize = .accessibility2
        let thick = layOut(100, 100, environment: environment) { VStack { Divider().accessibilityIdentifier("d") } }
        #expect(thick["d"] == rect(0, 0, 100, 1))
    }

    @Test("§3.9 a hidden view keeps its space; EmptyView and a false if contribute nothing")
    func hiddenAndEmpty() {
        let hidden = layOut(nil, nil) {
            HStack(spacing: 0) {
                box(30, 30).hidden()
                box(30, 30).accessibilityIdentifier("b")
            }
        }
        #expect(hidden["b"] == rect(30, 0, 30, 30))
        #expect(layOut(nil, nil) { HStack { box(10, 10); EmptyView(); box(10, 10) } }.size.width == 28)
        let flag = false
        let conditional = layOut(nil, nil) {
            HStack {
                box(10, 10)
                if flag { box(10, 10) }
                box(10, 10)
            }
        }
        #expect(conditional.size.width == 28)
    }

    // MARK: §4.2 spacing

    @Test("§4.2 an explicit spacing applies everywhere, Spacers included")
    func explicitSpacing() {
        let host = layOut(100, 10) {
            HStack(spacing: 3) {
                box(10, 10)
                Spacer().accessibilityIdentifier("s")
                box(10, 10).accessibilityIdentifier("b")
            }
        }
        #expect(host["s"] == rect(13, 5, 74, 0))
        #expect(host["b"] == rect(90, 0, 10, 10))
    }

    @Test("§4.2 a stack's trailing spacing is its last child's: nothing after a trailing Spacer")
    func nestedStackSpacing() {
        let host = layOut(nil, nil) {
            HStack {
                HStack {
                    box(10, 10)
                    Spacer()
                }
                box(10, 10).accessibilityIdentifier("b")
            }
        }
        // Inner stack: 10 + 0 + 8 (spacer's minimum) = 18; no gap to b.
        #expect(host["b"] == rect(18, 0, 10, 10))
    }

    @Test("§4.2 ViewSpacing: 8 by default, 0 against a zero preference, a merged zero only on its edge")
    func viewSpacingValues() {
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .vertical) == 8)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .horizontal) == 0)
        #expect(ViewSpacing().distance(to: .zero, along: .vertical) == 0)
        var merged = ViewSpacing()
        merged.formUnion(.zero, edges: .top)
        #expect(merged.distance(to: ViewSpacing(), along: .vertical) == 8)
        #expect(ViewSpacing().distance(to: merged, along: .vertical) == 0)
    }

    // MARK: §4.3 alignment

    @Test("§4.3 HStack alignment", arguments: [
        (VerticalAlignment.top, CGFloat(0)), (.center, 10), (.bottom, 20), (.firstTextBaseline, 20),
        (.lastTextBaseline, 20),
    ])
    func hstackAlignment(alignment: VerticalAlignment, y: CGFloat) {
        let host = layOut(nil, nil) {
            HStack(alignment: alignment) {
                box(50, 50).accessibilityIdentifier("a")
                box(30, 70)
            }
        }
        #expect(host["a"]?.minY == y)
    }

    @Test("§4.3 VStack alignment", arguments: [
        (HorizontalAlignment.leading, CGFloat(0)), (.center, 10), (.trailing, 20),
    ])
    func vstackAlignment(alignment: HorizontalAlignment, x: CGFloat) {
        let host = layOut(nil, nil) {
            VStack(alignment: alignment) {
                box(50, 50).accessibilityIdentifier("a")
                box(70, 30)
            }
        }
        #expect(host["a"]?.minX == x)
    }

    @Test("§6 moving a guide down moves the view up: top guide 25 sits 25 above its sibling")
    func guideMovesViewUp() {
        let host = layOut(nil, nil) {
            HStack(alignment: .top) {
                box(100, 150).alignmentGuide(.top) { _ in 25 }.accessibilityIdentifier("a")
                box(100, 100).accessibilityIdentifier("b")
            }
        }
        #expect(host["a"] == rect(0, 0, 100, 150))
        #expect(host["b"] == rect(108, 25, 100, 100))
        #expect(host.size.height == 150)
    }

    @Test("§6 a guide's closure sees the view's dimensions and other guides")
    func guideClosureDimensions() {
        let host = layOut(nil, nil) {
            VStack(alignment: .leading) {
                box(40, 10).alignmentGuide(.leading) { d in d[.trailing] }.accessibilityIdentifier("a")
                box(40, 10).alignmentGuide(.leading) { d in d.width / 4 }.accessibilityIdentifier("b")
            }
        }
        // a's leading is its trailing edge (40), b's is 10 in: b sits 30 right of a.
        #expect(host["a"]?.minX == 0)
        #expect(host["b"]?.minX == 30)
    }

    @Test("§4.3 a custom alignment propagates out of nested stacks")
    func customAlignmentPropagates() {
        let host = layOut(nil, nil) {
            HStack(alignment: .marker) {
                VStack {
                    box(20, 20)
                    box(20, 20).alignmentGuide(.marker) { d in d[VerticalAlignment.center] }
                        .accessibilityIdentifier("b")
                }
                box(20, 20).alignmentGuide(.marker) { d in d[VerticalAlignment.center] }.accessibilityIdentifier("c")
            }
        }
        #expect(host["b"] == rect(0, 28, 20, 20))
        #expect(host["c"] == rect(28, 28, 20, 20))
        #expect(host.size.height == 48)
    }

    @Test("§6 a custom guide's default value applies to views without an explicit value")
    func customAlignmentDefault() {
        let host = layOut(nil, nil) {
            HStack(alignment: .marker) {
                box(20, 20).accessibilityIdentifier("a")
                box(20, 40).accessibilityIdentifier("b")
            }
        }
        // The marker defaults to the bottom edge.
        #expect(host["a"]?.minY == 20)
    }

    @Test("§4.3 [RE] a container reports no explicit value for leading: guides stop at stacks")
    func frameGuidesStopAtStacks() {
        let host = layOut(nil, nil) {
            VStack(alignment: .leading) {
                VStack {
                    box(40, 10).alignmentGuide(.leading) { _ in 20 }
                    box(60, 10)
                }
                .accessibilityIdentifier("inner")
                box(60, 10).accessibilityIdentifier("c")
            }
        }
        // LayoutRules is silent on frame guides leaving a container; docs/Decisions.md records Easel's answer
        // (never through containers), so the inner stack's leading is its own edge.
        #expect(host["inner"]?.minX == 0)
        #expect(host["c"]?.minX == 0)
    }

    @Test("§4.3 a modifier carries its child's explicit guide outward, offset by the child's position")
    func modifiersTranslateGuides() {
        let host = layOut(nil, nil) {
            VStack(alignment: .leading) {
                box(40, 10).alignmentGuide(.leading) { _ in 10 }.padding(5).accessibilityIdentifier("p")
                box(60, 10).accessibilityIdentifier("c")
            }
        }
        #expect(host["p"]?.minX == 0)
        #expect(host["c"]?.minX == 15)
        #expect(host.size.width == 75)
    }

    @Test("§6 ViewDimensions answers explicit guides only where set")
    func viewDimensionsExplicit() {
        struct Probe: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let first = subviews[0].dimensions(in: .unspecified)
                let second = subviews[1].dimensions(in: .unspecified)
                // Encode what was seen in the size: explicit leading of the first; 1 if the second has none.
                return CGSize(width: first[explicit: .leading] ?? 0, height: second[explicit: .leading] == nil ? 1 : 2)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let host = layOut(nil, nil) {
            Probe {
                box(10, 10).alignmentGuide(.leading) { _ in 7 }
                box(10, 10)
            }
        }
        #expect(host.diagnostics.isEmpty)
        #expect(host.size == CGSize(width: 7, height: 1))
    }
}

extension VerticalAlignment {
    enum Marker: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
    }

    static let marker = VerticalAlignment(Marker.self)
}
