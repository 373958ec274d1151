import EaselGraphics
import Foundation
import SwiftUI
import Testing

// scrollTransition (iOS 17): a view's effect made from its phase in the visible region of its scroll view. The
// expected values are worked from the configuration's rules: with the default threshold (wholly visible), a view
// is in the identity phase while it is wholly inside the scroll view; an interactive configuration blends the edge
// phase's effect into the identity one as the view's far edge moves from the scroll view's edge to the threshold
// (half-way in for a 100-point row 50 points inside), paced by its timing curve (ease-in-out is 0.5 at 0.5).
@Suite struct ScrollTransitionTests {
    /// Ten 100-point rows in a 400-point scroll view, 30 points below the top of the screen; row i is the color
    /// (i / 10, 0, 1), so that it can be found in the display list.
    struct Rows: View {
        let configuration: ScrollTransitionConfiguration
        var body: some View {
            VStack(spacing: 0) {
                Color.clear.frame(height: 30)
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<10) { index in
                            Color(red: Double(index) / 10, green: 0, blue: 1).frame(height: 100)
                                .scrollTransition(configuration) { content, phase in
                                    content.opacity(phase.isIdentity ? 1 : 0)
                                }
                        }
                    }
                }
                .frame(width: 100, height: 400)
                .accessibilityIdentifier("scroll")
            }
        }
    }

    /// The opacity row `index` is drawn at: the product of the opacity groups around its fill (nil if not drawn).
    func opacity(ofRow index: Int, in list: DisplayList, outer: Double = 1) -> Double? {
        for item in list.items {
            switch item {
            case .fill(_, .color(let rgba), _) where abs(rgba.red - Double(index) / 10) < 0.001 && rgba.blue == 1:
                return outer
            case .group(.opacity(let value), let content):
                if let found = opacity(ofRow: index, in: content, outer: outer * value) { return found }
            case .group(_, let content), .list(let content):
                if let found = opacity(ofRow: index, in: content, outer: outer) { return found }
            default:
                break
            }
        }
        return nil
    }

    @Test("Wholly visible rows are in the identity phase; a row just outside is in the edge phase")
    func phasesAtRest() throws {
        let host = ViewHost(Rows(configuration: .interactive))
        let list = try host.displayList(scale: 1)
        #expect(opacity(ofRow: 0, in: list) == 1)
        #expect(opacity(ofRow: 3, in: list) == 1)
        // Row 4 starts at the scroll view's bottom edge: hidden, so the bottom-trailing phase's effect.
        #expect(opacity(ofRow: 4, in: list) == 0)
    }

    @Test("An interactive transition blends the phases as a row crosses the edge")
    func interactiveBlend() throws {
        let host = ViewHost(Rows(configuration: .interactive))
        _ = try host.scroll(identifier: "scroll", to: CGPoint(x: 0, y: 50))
        let list = try host.displayList(scale: 1)
        // Row 0 is half above the top, row 4 half below the bottom: half-way to the threshold, 0.5 eased.
        #expect(nearly(opacity(ofRow: 0, in: list).map { CGFloat($0) }, 0.5))
        #expect(nearly(opacity(ofRow: 4, in: list).map { CGFloat($0) }, 0.5))
        #expect(opacity(ofRow: 1, in: list) == 1)
        // An ease-in curve is slower at the start: (0.42, 0) → (1, 1) at 0.5 is below a half.
        let easedIn = ViewHost(Rows(configuration: .interactive(timingCurve: .easeIn)))
        _ = try easedIn.scroll(identifier: "scroll", to: CGPoint(x: 0, y: 50))
        let slow = try #require(opacity(ofRow: 4, in: try easedIn.displayList(scale: 1)))
        #expect(slow > 0 && slow < 0.4)
    }

    @Test("An animated transition switches at the threshold; an identity configuration never changes the view")
    func animatedAndIdentity() throws {
        // Visible by half: row 4, 50 points inside, has reached it; row 5 has not.
        let host = ViewHost(Rows(configuration: .animated.threshold(.visible(0.5))))
        _ = try host.scroll(identifier: "scroll", to: CGPoint(x: 0, y: 50))
        let list = try host.displayList(scale: 1)
        #expect(opacity(ofRow: 4, in: list) == 1)
        #expect(opacity(ofRow: 5, in: list) == 0)
        let identity = ViewHost(Rows(configuration: .identity))
        #expect(opacity(ofRow: 4, in: try identity.displayList(scale: 1)) == 1)
    }

    @Test("Centered and inset thresholds move where the identity phase starts")
    func thresholds() throws {
        // Centered: a row is in the identity phase only once its middle reaches the scroll view's (200).
        let centered = ViewHost(Rows(configuration: .animated.threshold(.centered)))
        _ = try centered.scroll(identifier: "scroll", to: CGPoint(x: 0, y: 50))
        let list = try centered.displayList(scale: 1)
        #expect(opacity(ofRow: 2, in: list) == 1, "row 2, 150–250, is centered")
        #expect(opacity(ofRow: 1, in: list) == 0 && opacity(ofRow: 3, in: list) == 0)
        // Visible, inset by 10: a row must be 10 points further in than wholly visible; row 3 (300–400) is not.
        let inset = ViewHost(Rows(configuration: .animated.threshold(ScrollTransitionConfiguration.Threshold.visible.inset(by: 10))))
        let insetList = try inset.displayList(scale: 1)
        #expect(opacity(ofRow: 3, in: insetList) == 0)
        #expect(opacity(ofRow: 2, in: insetList) == 1)
        // Half-way from hidden to visible is visible by half.
        let halfway = ViewHost(Rows(configuration: .animated.threshold(.hidden.interpolated(towards: .visible, amount: 0.5))))
        _ = try halfway.scroll(identifier: "scroll", to: CGPoint(x: 0, y: 50))
        #expect(opacity(ofRow: 4, in: try halfway.displayList(scale: 1)) == 1)
    }

    @Test("The phase's value is -1 at the top edge and 1 at the bottom, blended into offsets")
    func phaseValues() throws {
        #expect(ScrollTransitionPhase.topLeading.value == -1)
        #expect(ScrollTransitionPhase.identity.value == 0 && ScrollTransitionPhase.identity.isIdentity)
        #expect(ScrollTransitionPhase.bottomTrailing.value == 1 && !ScrollTransitionPhase.bottomTrailing.isIdentity)
        let host = ViewHost(
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<6) { _ in
                        Color.blue.frame(height: 100)
                            .scrollTransition(.interactive(timingCurve: .linear)) { content, phase in
                                content.offset(x: phase.value * 100)
                            }
                    }
                }
            }
            .frame(width: 100, height: 400)
            .accessibilityIdentifier("scroll"))
        _ = try host.scroll(identifier: "scroll", to: CGPoint(x: 0, y: 50))
        let offsets = groupEffects(in: try host.displayList(scale: 1)).compactMap { effect -> CGFloat? in
            if case .transform(let t) = effect, t.a == 1, t.d == 1, t.tx != 0 { return t.tx }
            return nil
        }
        // Half-way, linearly: the top row moved left by 50, the row half below the bottom right by 50.
        #expect(offsets.contains(-50))
        #expect(offsets.contains(50))
    }

    @Test("Outside a scroll view a transition is in the identity phase")
    func outsideScrollView() throws {
        let host = ViewHost(
            Color(red: 0.3, green: 0, blue: 1).frame(width: 50, height: 50)
                .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) })
        #expect(opacity(ofRow: 3, in: try host.displayList(scale: 1)) == 1)
    }

    @Test("The .scrollView coordinate space is the innermost scroll view's visible region")
    func scrollViewSpace() throws {
        let host = ViewHost(
            VStack(spacing: 0) {
                Color.clear.frame(height: 30)
                ScrollView {
                    VStack(spacing: 0) {
                        Color.clear.frame(height: 200)
                        Color.red.frame(width: 20, height: 20)
                            .visualEffect { effect, proxy in
                                effect.offset(x: proxy.frame(in: .scrollView).minY, y: proxy.frame(in: .global).minY)
                            }
                        Color.clear.frame(height: 500)
                    }
                }
                .frame(width: 100, height: 400)
                .accessibilityIdentifier("scroll")
            })
        _ = try host.scroll(identifier: "scroll", to: CGPoint(x: 0, y: 50))
        let moves = groupEffects(in: try host.displayList(scale: 1)).compactMap { effect -> CGAffineTransform? in
            if case .transform(let t) = effect, t.a == 1, t.tx != 0 { return t }
            return nil
        }
        // 200 down the content, scrolled by 50: 150 in the scroll view, 180 on the screen.
        #expect(moves.contains { $0.tx == 150 && $0.ty == 180 }, "\(moves)")
    }
}
