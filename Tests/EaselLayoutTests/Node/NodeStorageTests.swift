@testable import EaselLayout
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// How a node keeps what it keeps: a node of constant size and any other share two words (`LayoutNode.firstWord`),
/// which must never mix up a size with a cache or a kept drawing, nor leak what they hold.
@Suite struct NodeStorageTests {
    let context = LayoutContext()

    final class Kept {}

    func frame(width: CGFloat?, height: CGFloat?, children: [LayoutNode] = []) -> LayoutNode {
        LayoutNode(FrameLayout(width: width, height: height, alignment: .center), children: children, context: context)
    }

    func leaf() -> LayoutNode { LayoutNode(ProposalLayout(name: "Color"), context: context) }

    #if canImport(Glibc)
    /// glibc's `malloc_usable_size`, which Swift's Glibc module leaves out (it is declared in `malloc.h`).
    static func usableSize(_ pointer: UnsafeMutableRawPointer) -> Int {
        typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_usable_size") else { return 0 }
        return unsafeBitCast(symbol, to: UsableSize.self)(pointer)
    }

    @Test("A node is 168 bytes, so it takes the allocator's 176-byte size: the words a node of constant size shares")
    func nodeFitsTheSmallerAllocation() {
        // glibc rounds a request up to a multiple of 16 with 8 bytes of its own: 168 is the most that fits 176.
        let nodes = [leaf(), frame(width: 10, height: 20, children: [leaf()])]
        for node in nodes {
            let usable = Self.usableSize(Unmanaged.passUnretained(node).toOpaque())
            #expect(usable > 0 && usable <= 168, "a node of \(usable) usable bytes takes a larger allocation than 176 bytes")
        }
    }
    #endif

    @Test("A fixed frame answers its size to every proposal without a cache; a frame free on one axis keeps answers")
    func constantSizeAndCache() {
        let fixed = frame(width: 30, height: 40, children: [leaf()])
        for proposal in [ProposedViewSize.unspecified, .zero, .infinity, ProposedViewSize(width: 5, height: nil)] {
            #expect(fixed.sizeThatFits(proposal) == CGSize(width: 30, height: 40))
        }
        #expect(fixed.constantSize == CGSize(width: 30, height: 40))
        #expect(fixed.sizeCache == nil)
        #expect(fixed.answers.sizes.map(\.1) == [CGSize(width: 30, height: 40)])

        // Width fixed, height from the child (a Color takes the proposal): a cache, and no constant size.
        let free = frame(width: 30, height: nil, children: [leaf()])
        #expect(free.sizeThatFits(ProposedViewSize(width: 100, height: 50)) == CGSize(width: 30, height: 50))
        #expect(free.sizeThatFits(ProposedViewSize(width: 100, height: 70)) == CGSize(width: 30, height: 70))
        #expect(free.constantSize == nil)
        #expect(free.sizeCache != nil)
        #expect(Set(free.answers.sizes.map(\.1.height)) == [50, 70])
    }

    @Test("A frame given a NaN height has no constant size: the height is left to the child, as SwiftUI ignores it")
    func nanDimensionIsNoConstantSize() {
        let node = frame(width: 30, height: .nan, children: [leaf()])
        #expect(node.constantSize == nil)
        #expect(node.sizeThatFits(ProposedViewSize(width: 100, height: 100)) == CGSize(width: 30, height: 100))
        #expect(node.sizeThatFits(ProposedViewSize(width: 100, height: 60)) == CGSize(width: 30, height: 60))
    }

    @Test("A kept drawing is held while kept, let go when replaced or when the node goes; a node of constant size keeps none")
    func keptDrawingIsHeldAndReleased() {
        weak var first: Kept?
        weak var second: Kept?
        var node: LayoutNode? = LayoutNode(VStackLayout(spacing: 0), children: [leaf(), leaf()], context: context)
        do {
            let made = Kept()
            first = made
            node?.keptDrawing = made
        }
        #expect(first != nil)
        #expect(node?.keptDrawing === first)
        do {
            let made = Kept()
            second = made
            node?.keptDrawing = made
        }
        #expect(first == nil, "the replaced drawing is let go")
        #expect(node?.keptDrawing === second)
        node = nil
        #expect(second == nil, "the node's last drawing goes with it")

        // Setting one on a node of constant size keeps nothing, and its size is untouched.
        weak var ignored: Kept?
        let fixed = frame(width: 12, height: 34, children: [leaf(), leaf()])
        do {
            let made = Kept()
            ignored = made
            fixed.keptDrawing = made
        }
        #expect(ignored == nil)
        #expect(fixed.keptDrawing == nil)
        #expect(fixed.sizeThatFits(.unspecified) == CGSize(width: 12, height: 34))
    }
}
