@testable import EaselGraphics
import Foundation
import SwiftUI
import Testing

// Scroll behaviour modifiers (issue 22): where a scroll view starts, where a person's scroll comes to rest,
// whether a person can scroll it, its content margins and its clipping. Expected offsets are worked from the
// definitions: a page is the scroll view's size; view-aligned rests on the nearest target view's leading edge.
@Suite struct ScrollBehaviorTests {
    /// 20 rows of 50 points in a 200-point scroll view: 1,000 points of content, 800 of travel.
    struct Rows<Modified: View>: View {
        let modify: (AnyView) -> Modified
        var body: some View {
            modify(AnyView(
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<20) { row in Color.blue.frame(height: 50).accessibilityIdentifier("row\(row)") }
                    }
                }
                .frame(width: 100, height: 200)
                .accessibilityIdentifier("scroll")))
        }
    }

    @Test("defaultScrollAnchor(.bottom) starts at the end; .center in the middle")
    func defaultAnchor() {
        let bottom = ViewHost(Rows { $0.defaultScrollAnchor(.bottom) })
        #expect(bottom.contentOffset(of: "scroll") == CGPoint(x: 0, y: 800))
        #expect(bottom.frame(of: "row19")?.maxY == 200)
        let center = ViewHost(Rows { $0.defaultScrollAnchor(.center) })
        #expect(center.contentOffset(of: "scroll") == CGPoint(x: 0, y: 400))
    }

    @Test("scrollDisabled stops a person's scrolling; code still scrolls")
    func disabled() throws {
        let host = ViewHost(Rows { $0.scrollDisabled(true) })
        #expect(!host.scroll(at: CGPoint(x: 50, y: 100), by: CGSize(width: 0, height: 100)))
        #expect(host.contentOffset(of: "scroll") == .zero)
        try host.scroll(identifier: "scroll", to: CGPoint(x: 0, y: 100))
        #expect(host.contentOffset(of: "scroll") == CGPoint(x: 0, y: 100))
    }

    @Test("Paging rests on whole pages: 130 → 100, 160 → 200, never past the last page")
    func paging() throws {
        let host = ViewHost(
            ScrollView(.horizontal) {
                HStack(spacing: 0) { ForEach(0..<5) { _ in Color.red.frame(width: 100, height: 50) } }
            }
            .frame(width: 100, height: 50)
            .scrollTargetBehavior(.paging)
            .accessibilityIdentifier("pages"))
        #expect(try host.scroll(identifier: "pages", to: CGPoint(x: 130, y: 0)) == CGPoint(x: 100, y: 0))
        #expect(try host.scroll(identifier: "pages", to: CGPoint(x: 160, y: 0)) == CGPoint(x: 200, y: 0))
        #expect(try host.scroll(identifier: "pages", to: CGPoint(x: 1000, y: 0)) == CGPoint(x: 400, y: 0))
        #expect(host.scroll(at: CGPoint(x: 50, y: 25), by: CGSize(width: -70, height: 0)))
        #expect(host.contentOffset(of: "pages") == CGPoint(x: 300, y: 0))
    }

    @Test("View-aligned rests on the nearest target view's leading edge (80-point cards, 10 apart)")
    func viewAligned() throws {
        let host = ViewHost(
            ScrollView(.horizontal) {
                HStack(spacing: 10) { ForEach(0..<6) { _ in Color.green.frame(width: 80, height: 40) } }
                    .scrollTargetLayout()
            }
            .frame(width: 100, height: 40)
            .scrollTargetBehavior(.viewAligned)
            .accessibilityIdentifier("cards"))
        // Cards start at 0, 90, 180, 270, 360, 450; 530 points of content, 430 of travel.
        #expect(try host.scroll(identifier: "cards", to: CGPoint(x: 100, y: 0)) == CGPoint(x: 90, y: 0))
        #expect(try host.scroll(identifier: "cards", to: CGPoint(x: 140, y: 0)) == CGPoint(x: 180, y: 0))
        #expect(try host.scroll(identifier: "cards", to: CGPoint(x: 440, y: 0)) == CGPoint(x: 430, y: 0))
    }

    @Test("A custom ScrollTargetBehavior decides where a scroll ends")
    func customBehavior() throws {
        struct Quarters: ScrollTargetBehavior {
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                target.rect.origin.y = (target.rect.origin.y / 25).rounded(.down) * 25
            }
        }
        let host = ViewHost(Rows { $0.scrollTargetBehavior(Quarters()) })
        #expect(try host.scroll(identifier: "scroll", to: CGPoint(x: 0, y: 74)) == CGPoint(x: 0, y: 50))
    }

    @Test("contentMargins pad the content inside the scroll view, and it scrolls with them")
    func contentMargins() throws {
        let host = ViewHost(Rows { $0.contentMargins(.vertical, 20, for: .scrollContent) })
        #expect(host.frame(of: "row0")?.minY == 20)
        // 1,040 points of content in 200: the end is at 840.
        #expect(try host.scroll(identifier: "scroll", to: CGPoint(x: 0, y: 5000)) == CGPoint(x: 0, y: 840))
        #expect(host.frame(of: "row19")?.maxY == 180)
    }

    @Test("scrollClipDisabled draws the content unclipped; indicators and bounce change no picture")
    func clipping() throws {
        func clips(_ host: ViewHost) throws -> Int {
            groupEffects(in: try host.displayList(scale: 1)).filter { if case .clip = $0 { true } else { false } }.count
        }
        #expect(try clips(ViewHost(Rows { $0 })) == 1)
        #expect(try clips(ViewHost(Rows { $0.scrollClipDisabled() })) == 0)
        let plain = try ViewHost(Rows { $0 }).render(as: .png, scale: 1)
        let styled = try ViewHost(Rows { $0.scrollIndicators(.hidden).scrollBounceBehavior(.basedOnSize) }).render(as: .png, scale: 1)
        #expect(plain == styled)
    }

    @Test("scrollIndicators sets only the axes it names")
    func indicatorAxes() {
        struct Reader: View {
            @Environment(\.verticalScrollIndicatorVisibility) var vertical
            @Environment(\.horizontalScrollIndicatorVisibility) var horizontal
            var body: some View {
                Text("\(vertical == .hidden) \(horizontal == .automatic)")
            }
        }
        let host = ViewHost(Reader().scrollIndicators(.hidden, axes: .vertical))
        #expect(host.layoutDescription().contains(#"Text("true true")"#))
    }
}
