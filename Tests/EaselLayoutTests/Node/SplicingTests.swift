import EaselLayout
import Foundation
import Testing

/// Incremental relayout in the engine alone: a subtree replaced in a placed tree, with small test leaves.
/// Expected frames follow LayoutRules §2.1 (a fixed frame proposes its size and centers its child) and §4.1
/// (a stack of fixed-size children is as wide as their sum and places them in order).
@Suite struct SplicingTests {
    let context = LayoutContext()

    /// A leaf of one size whatever it is proposed, counting how often its layout is asked.
    final class Counter: @unchecked Sendable { var count = 0 }

    struct Fixed: Layout {
        let size: CGSize
        let counter: Counter
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            counter.count += 1
            return size
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    func leaf(_ width: CGFloat, _ height: CGFloat, _ counter: Counter = Counter()) -> LayoutNode {
        LayoutNode(Fixed(size: CGSize(width: width, height: height), counter: counter), context: context)
    }

    /// frame(width: 100, height: 10) { HStack(spacing: 0) { a; b } }, laid out from the origin.
    func tree(_ a: LayoutNode, _ b: LayoutNode) -> (root: LayoutNode, stack: LayoutNode) {
        let stack = LayoutNode(HStackLayout(spacing: 0), children: [a, b], context: context)
        let root = LayoutNode(FrameLayout(width: 100, height: 10, alignment: .center), children: [stack], context: context)
        root.place(at: .zero, proposal: .unspecified)
        return (root, stack)
    }

    @Test("A replacement that answers as before is placed alone; nothing else is measured again")
    func sameAnswers() {
        let sibling = Counter()
        let old = leaf(20, 10), b = leaf(30, 10, sibling)
        // The root is held for the whole test: a node's parent pointer is unowned (its owner holds the root).
        let (root, stack) = tree(old, b)
        let measured = sibling.count
        let new = leaf(20, 10)
        #expect(old.splice(with: new, layOut: true) == .placed)
        #expect(stack.children.first === new)
        // The stack (50 wide) sits centered in the 100-point frame: x = 25.
        #expect(new.globalFrame == CGRect(x: 25, y: 0, width: 20, height: 10))
        #expect(sibling.count == measured)
        #expect(root.globalFrame.width == 100)
    }

    @Test("A replacement of another size: the stack answers anew, the fixed frame as before and is placed again")
    func changedAnswersStopAtFrame() {
        let old = leaf(20, 10), b = leaf(30, 10)
        let (root, stack) = tree(old, b)
        let new = leaf(40, 10)
        #expect(old.splice(with: new, layOut: true) == .placed)
        // The stack is now 70 wide, centered in 100: x = 15; b follows the new leaf at 15 + 40.
        #expect(stack.globalFrame == CGRect(x: 15, y: 0, width: 70, height: 10))
        #expect(new.globalFrame == CGRect(x: 15, y: 0, width: 40, height: 10))
        #expect(b.globalFrame == CGRect(x: 55, y: 0, width: 30, height: 10))
        #expect(root.globalFrame == CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    @Test("A change that reaches the root asks for a layout from the root")
    func changeReachesRoot() {
        let old = leaf(20, 10), b = leaf(30, 10)
        let stack = LayoutNode(HStackLayout(spacing: 0), children: [old, b], context: context)
        stack.place(at: .zero, proposal: .unspecified)
        #expect(old.splice(with: leaf(40, 10), layOut: true) == .needsLayoutFromRoot)
        #expect(stack.sizeThatFits(.unspecified) == CGSize(width: 70, height: 10))
    }

    @Test("A subtree never placed, or a layout from the root already due, only forgets answers")
    func notPlaced() {
        let old = leaf(20, 10), b = leaf(30, 10)
        let stack = LayoutNode(HStackLayout(spacing: 0), children: [old, b], context: context)
        #expect(stack.sizeThatFits(.unspecified) == CGSize(width: 50, height: 10))
        #expect(old.splice(with: leaf(40, 10), layOut: true) == .needsLayoutFromRoot)
        #expect(stack.sizeThatFits(.unspecified) == CGSize(width: 70, height: 10))

        let (placedRoot, placedStack) = tree(leaf(20, 10), leaf(30, 10))
        let first = placedStack.children[0]
        #expect(first.splice(with: leaf(20, 10), layOut: false) == .needsLayoutFromRoot)
        #expect(placedRoot.children.first === placedStack)
    }

    @Test("A node with no parent cannot be spliced, and nothing changes")
    func notAChild() {
        let lonely = leaf(20, 10)
        #expect(lonely.splice(with: leaf(40, 10), layOut: true) == .notAChild)
    }

    /// A leaf as tall as the height it is proposed (50 when none), 20 wide.
    struct TakesHeight: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 20, height: proposal.height ?? 50)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    @Test("A frame that gave a height, replaced by one that does not, is measured at the height its parent proposes")
    func replacedFrameIgnoringHeight() {
        // frame(height: 50) answers 20×50 whatever height it is proposed, so its answers are kept without the
        // height; the frame that replaces it passes the stack's 10 to its child (LayoutRules §2.1).
        let old = LayoutNode(
            FrameLayout(width: nil, height: 50, alignment: .center), children: [LayoutNode(TakesHeight(), context: context)],
            context: context)
        let (root, stack) = tree(old, leaf(30, 10))
        #expect(stack.globalFrame == CGRect(x: 25, y: -20, width: 50, height: 50))
        let new = LayoutNode(
            FrameLayout(width: nil, height: nil, alignment: .center), children: [LayoutNode(TakesHeight(), context: context)],
            context: context)
        #expect(old.splice(with: new, layOut: true) == .placed)
        #expect(new.globalFrame == CGRect(x: 25, y: 0, width: 20, height: 10))
        #expect(stack.globalFrame == CGRect(x: 25, y: 0, width: 50, height: 10))
        #expect(root.globalFrame == CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    @Test("A stack that ignored the proposed height, given a child that takes it, answers each height it is proposed")
    func stackStopsIgnoringHeight() {
        // frame(width: 100, height: 10) { HStack { Color.frame(width: 20, height: 30); frame(width: 0, height: 0) } }:
        // the children answer the same whatever they are proposed, so the stack does too and keeps one answer
        // for every proposal.
        let color = { LayoutNode(ProposalLayout(name: "Color"), context: self.context) }
        let old = LayoutNode(FrameLayout(width: 20, height: 30, alignment: .center), children: [color()], context: context)
        let (root, stack) = tree(old, LayoutNode(FrameLayout(width: 0, height: 0, alignment: .center), context: context))
        #expect(stack.ignoresProposal(along: .vertical))
        #expect(stack.globalFrame == CGRect(x: 40, y: -10, width: 20, height: 30))
        // A Color takes what it is offered (LayoutRules §4.1: the whole width and the stack's own height).
        let new = color()
        #expect(old.splice(with: new, layOut: true) == .placed)
        #expect(!stack.ignoresProposal(along: .vertical))
        #expect(stack.globalFrame == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(root.globalFrame == CGRect(x: 0, y: 0, width: 100, height: 10))
        // Asked another size, the stack answers it, not the answer it kept for the old child.
        #expect(stack.sizeThatFits(ProposedViewSize(width: 60, height: 40)) == CGSize(width: 60, height: 40))
    }
}
