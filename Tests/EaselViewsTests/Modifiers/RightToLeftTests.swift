@testable import EaselGraphics
import EaselViews
import Foundation
import SwiftUI
import Testing

// Right-to-left layout (issue 22). Apple's documentation of `LayoutSubviews.layoutDirection`: "SwiftUI horizontally
// flips the x position of each view within its parent when the mode switches, so layout calculations automatically
// produce the desired effect for both directions." Each expected frame is the left-to-right one mirrored within
// its parent: x' = parent.minX + parent.maxX − x − width.
@Suite struct RightToLeftTests {
    func rtl<V: View>(_ view: V) -> ViewHost {
        ViewHost(view.environment(\.layoutDirection, .rightToLeft))
    }

    @Test("An HStack places its first child at the right")
    func hStackOrder() throws {
        let host = rtl(HStack(spacing: 5) {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("first")
            Color.blue.frame(width: 20, height: 10).accessibilityIdentifier("second")
        })
        // Left to right: first 0–10, second 15–35 in a 35-point stack. Mirrored: first 25–35, second 0–20.
        #expect(host.frame(of: "first")?.minX == 25)
        #expect(host.frame(of: "second")?.minX == 0)
    }

    @Test("Leading alignment, leading padding and leading frames hug the right edge")
    func leadingIsRight() throws {
        let host = rtl(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10)
            Color.blue.frame(width: 20, height: 10).accessibilityIdentifier("aligned")
            Color.green.frame(width: 20, height: 10).padding(.leading, 10).accessibilityIdentifier("padded")
            Color.gray.frame(width: 20, height: 10).frame(width: 100, alignment: .leading).accessibilityIdentifier("framed")
        })
        #expect(host.frame(of: "aligned")?.minX == 80)
        // The padded view is 30 wide and leading-aligned (x 70–100); its 20-point content sits at its left, 70–90.
        #expect(host.frame(of: "padded")?.minX == 70)
        #expect(host.frame(of: "framed")?.minX == 0)
    }

    @Test("Padding's leading edge is on the right: the content is at the left of the padded frame")
    func paddingEdge() throws {
        let host = rtl(Color.red.frame(width: 20, height: 10).accessibilityIdentifier("content").padding(.leading, 10))
        #expect(host.frame(of: "content")?.minX == 0)
    }

    @Test("ZStack's topLeading is the top right, and an offset to the right moves left")
    func zStackAndOffset() throws {
        let host = rtl(ZStack(alignment: .topLeading) {
            Color.red.frame(width: 50, height: 50)
            Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("corner")
        })
        #expect(host.frame(of: "corner")?.minX == 40)
        let moved = rtl(HStack { Color.red.frame(width: 10, height: 10).accessibilityIdentifier("moved").offset(x: 5) })
        #expect(moved.frame(of: "moved")?.minX == -5)
    }

    @Test("Left to right is unchanged, and a custom layout is told the direction")
    func customLayoutSeesDirection() throws {
        final class Seen: @unchecked Sendable { var directions: [LayoutDirection] = [] }
        let seen = Seen()
        struct Probe: Layout {
            let seen: Seen
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 40, height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                seen.directions.append(subviews.layoutDirection)
                // Placed at the left as a left-to-right layout would; the container mirrors it.
                for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(width: 10, height: 10)) }
            }
        }
        let host = rtl(Probe(seen: seen) { Color.red.frame(width: 10, height: 10).accessibilityIdentifier("child") })
        #expect(host.frame(of: "child")?.minX == 30)
        let ltr = ViewHost(Probe(seen: seen) { Color.red.frame(width: 10, height: 10).accessibilityIdentifier("child") })
        #expect(ltr.frame(of: "child")?.minX == 0)
        #expect(seen.directions == [.rightToLeft, .leftToRight])
    }

    @Test("flipsForRightToLeftLayoutDirection mirrors the drawing only in right-to-left")
    func flipsImage() throws {
        let view = Image(systemName: "arrow.right").flipsForRightToLeftLayoutDirection(true)
        let mirrored = groupEffects(in: try rtl(view).displayList(scale: 1)).contains { effect in
            if case .transform(let transform) = effect { transform.a == -1 } else { false }
        }
        #expect(mirrored)
        #expect(groupEffects(in: try ViewHost(view).displayList(scale: 1)).isEmpty)
    }
}
