import EaselGraphics
import EaselTesting
import Foundation
import SwiftUI
import Testing

// Each transition drawn still at each phase (TransitionModifier, the engine's entry point). Expected values are
// worked from the transitions' definitions (Apple's documentation; docs/Decisions.md for the amounts Apple leaves
// out), never taken from running Easel. The square is 50×50, padded by 50 in a 150×150 canvas, so it sits at
// (50, 50) unless a transition moves it, and a move by its own size stays inside the canvas.

/// The red square shown through `transition` at `phase`.
private func shown(_ transition: AnyTransition, at phase: TransitionPhase) -> ViewHost {
    layOut(150, 150) {
        Color.red.frame(width: 50, height: 50).accessibilityIdentifier("square")
            .modifier(TransitionModifier(transition: transition, phase: phase))
            .padding(50)
    }
}

/// One fill as it reaches the canvas: its bounds moved by the transforms around it, and the product of the
/// opacities around it.
private struct Painted: Equatable {
    var rect: CGRect
    var opacity: Double = 1
}

private func painted(
    in list: DisplayList, transform: CGAffineTransform = .identity, opacity: Double = 1
) -> [Painted] {
    list.items.flatMap { item -> [Painted] in
        switch item {
        case .fill(let path, .color(_), _):
            [Painted(rect: path.boundingRect.applying(transform), opacity: opacity)]
        case .group(.transform(let inner), let content):
            painted(in: content, transform: inner.concatenating(transform), opacity: opacity)
        case .group(.opacity(let alpha), let content):
            painted(in: content, transform: transform, opacity: opacity * alpha)
        case .group(_, let content), .list(let content):
            painted(in: content, transform: transform, opacity: opacity)
        default: []
        }
    }
}

private func painted(_ transition: AnyTransition, at phase: TransitionPhase) -> [Painted] {
    painted(in: shown(transition, at: phase).displayList(scale: 1))
}

/// The square where it was laid out, fully opaque.
private var inPlace: [Painted] { [Painted(rect: rect(50, 50, 50, 50))] }

/// A modifier with one value to animate, for `.modifier(active:identity:)`.
private struct Faded: ViewModifier {
    let amount: Double

    func body(content: Content) -> some View {
        content.opacity(amount)
    }
}

@Suite struct TransitionPhaseTests {
    @Test("The phases: value is −1, 0, 1 and only identity is the identity")
    func phases() {
        #expect(TransitionPhase.willAppear.value == -1)
        #expect(TransitionPhase.identity.value == 0)
        #expect(TransitionPhase.didDisappear.value == 1)
        #expect(TransitionPhase.identity.isIdentity)
        #expect(!TransitionPhase.willAppear.isIdentity && !TransitionPhase.didDisappear.isIdentity)
    }

    @Test("Every built-in transition makes the same views in every phase; only the values differ")
    func sameStructureInEveryPhase() {
        let transitions: [AnyTransition] = [
            .opacity, .identity, .scale, .scale(scale: 0.5, anchor: .top), .slide, .move(edge: .top), .offset(x: 10),
            .push(from: .leading), AnyTransition(.blurReplace), AnyTransition(.blurReplace(.upUp)),
            .asymmetric(insertion: .slide, removal: .opacity), .opacity.combined(with: .scale),
            .modifier(active: Faded(amount: 0), identity: Faded(amount: 1)), .slide.animation(nil),
        ]
        for transition in transitions {
            let names = [TransitionPhase.willAppear, .identity, .didDisappear].map {
                shown(transition, at: $0).placedViews().map(\.name)
            }
            #expect(names[0] == names[1] && names[1] == names[2])
        }
    }

    @Test("opacity draws nothing before insertion and after removal, and the whole view in between")
    func opacity() {
        #expect(painted(.opacity, at: .willAppear).isEmpty)
        #expect(painted(.opacity, at: .identity) == inPlace)
        #expect(painted(.opacity, at: .didDisappear).isEmpty)
    }

    @Test("identity leaves the view as it is in every phase")
    func identity() {
        for phase in [TransitionPhase.willAppear, .identity, .didDisappear] {
            #expect(painted(.identity, at: phase) == inPlace)
        }
    }

    @Test("scale: .scale shrinks to nothing; scale(scale:anchor:) to that size around the anchor")
    func scale() {
        #expect(painted(.scale, at: .willAppear).isEmpty)
        #expect(painted(.scale, at: .didDisappear).isEmpty)
        #expect(painted(.scale, at: .identity) == inPlace)
        // Half of 50×50 around the center (75, 75): 25×25 from 62.5.
        #expect(painted(.scale(scale: 0.5), at: .willAppear) == [Painted(rect: rect(62.5, 62.5, 25, 25))])
        // Around the top-leading corner (50, 50), which stays put.
        let quarter = [Painted(rect: rect(50, 50, 25, 25))]
        #expect(painted(.scale(scale: 0.5, anchor: .topLeading), at: .didDisappear) == quarter)
        #expect(painted(AnyTransition(.scale(0.5, anchor: .topLeading)), at: .willAppear) == quarter)
    }

    @Test("move(edge:) moves the view by its own size toward the edge, in and out alike; layout does not move")
    func move() {
        #expect(painted(.move(edge: .leading), at: .willAppear) == [Painted(rect: rect(0, 50, 50, 50))])
        #expect(painted(.move(edge: .leading), at: .didDisappear) == [Painted(rect: rect(0, 50, 50, 50))])
        #expect(painted(.move(edge: .leading), at: .identity) == inPlace)
        #expect(painted(.move(edge: .trailing), at: .willAppear) == [Painted(rect: rect(100, 50, 50, 50))])
        #expect(painted(.move(edge: .top), at: .willAppear) == [Painted(rect: rect(50, 0, 50, 50))])
        #expect(painted(.move(edge: .bottom), at: .didDisappear) == [Painted(rect: rect(50, 100, 50, 50))])
        #expect(shown(.move(edge: .leading), at: .willAppear)["square"] == rect(50, 50, 50, 50))
    }

    @Test("move(edge: .leading) before insertion draws the square's pixels 50 points to the left")
    func movePixels() throws {
        let moved = try shown(.move(edge: .leading), at: .willAppear).render(as: .png, scale: 1)
        // The same square placed 50 points to the left by layout instead.
        let expected = try layOut(150, 150) {
            Color.red.frame(width: 50, height: 50).offset(x: -50).padding(50)
        }.render(as: .png, scale: 1)
        #expect(ImageComparison(precision: 1, perceptualPrecision: 0.98).difference(expected, moved) == nil)
        let still = try shown(.move(edge: .leading), at: .identity).render(as: .png, scale: 1)
        let plain = try layOut(150, 150) {
            Color.red.frame(width: 50, height: 50).padding(50)
        }.render(as: .png, scale: 1)
        #expect(ImageComparison(precision: 1, perceptualPrecision: 0.98).difference(plain, still) == nil)
    }

    @Test("slide comes in from the leading edge and leaves toward the trailing edge")
    func slide() {
        #expect(painted(.slide, at: .willAppear) == [Painted(rect: rect(0, 50, 50, 50))])
        #expect(painted(.slide, at: .identity) == inPlace)
        #expect(painted(.slide, at: .didDisappear) == [Painted(rect: rect(100, 50, 50, 50))])
    }

    @Test("push fades as it moves, so it draws nothing before insertion and after removal")
    func push() {
        #expect(painted(.push(from: .top), at: .willAppear).isEmpty)
        #expect(painted(.push(from: .top), at: .identity) == inPlace)
        #expect(painted(.push(from: .top), at: .didDisappear).isEmpty)
    }

    @Test("offset moves the view by the amount, in layout as .offset does")
    func offset() {
        #expect(painted(.offset(x: 10, y: 20), at: .willAppear) == [Painted(rect: rect(60, 70, 50, 50))])
        let left = painted(.offset(CGSize(width: -5, height: 0)), at: .didDisappear)
        #expect(left == [Painted(rect: rect(45, 50, 50, 50))])
        #expect(painted(.offset(x: 10, y: 20), at: .identity) == inPlace)
        #expect(shown(.offset(x: 10, y: 20), at: .willAppear)["square"] == rect(60, 70, 50, 50))
    }

    @Test("blurReplace fades out away from identity and draws the view unchanged at identity")
    func blurReplace() {
        #expect(painted(AnyTransition(.blurReplace), at: .willAppear).isEmpty)
        #expect(painted(AnyTransition(.blurReplace(.upUp)), at: .didDisappear).isEmpty)
        #expect(painted(AnyTransition(.blurReplace), at: .identity) == inPlace)
    }

    @Test("asymmetric uses the insertion before insertion and the removal after removal")
    func asymmetric() {
        let moveInFadeOut = AnyTransition.asymmetric(insertion: .move(edge: .leading), removal: .opacity)
        #expect(painted(moveInFadeOut, at: .willAppear) == [Painted(rect: rect(0, 50, 50, 50))])
        #expect(painted(moveInFadeOut, at: .identity) == inPlace)
        #expect(painted(moveInFadeOut, at: .didDisappear).isEmpty)
        let fadeInMoveOut = AnyTransition.asymmetric(insertion: .opacity, removal: .move(edge: .bottom))
        #expect(painted(fadeInMoveOut, at: .willAppear).isEmpty)
        #expect(painted(fadeInMoveOut, at: .didDisappear) == [Painted(rect: rect(50, 100, 50, 50))])
        let typed = AnyTransition(AsymmetricTransition(insertion: .slide, removal: .move(edge: .top)))
        #expect(painted(typed, at: .didDisappear) == [Painted(rect: rect(50, 0, 50, 50))])
    }

    @Test("combined applies both transitions, the second around the first")
    func combined() {
        // Half size around (75, 75), then up by the square's height: 25×25 from (62.5, 62.5 − 50).
        let shrinkAndRise = AnyTransition.scale(scale: 0.5).combined(with: .move(edge: .top))
        #expect(painted(shrinkAndRise, at: .willAppear) == [Painted(rect: rect(62.5, 12.5, 25, 25))])
        #expect(painted(shrinkAndRise, at: .identity) == inPlace)
        #expect(painted(.opacity.combined(with: .slide), at: .willAppear).isEmpty)
        let typed = AnyTransition(MoveTransition(edge: .trailing).combined(with: ScaleTransition(0.5)))
        // Right by 50, then half size around the unmoved center (75, 75): x = 75 + (100 − 75) / 2.
        #expect(painted(typed, at: .didDisappear) == [Painted(rect: rect(87.5, 62.5, 25, 25))])
    }

    @Test("modifier(active:identity:) applies the active modifier away from identity and the identity one at it")
    func modifier() {
        let faded = AnyTransition.modifier(active: Faded(amount: 0.25), identity: Faded(amount: 1))
        #expect(painted(faded, at: .willAppear) == [Painted(rect: rect(50, 50, 50, 50), opacity: 0.25)])
        #expect(painted(faded, at: .identity) == inPlace)
        #expect(painted(faded, at: .didDisappear) == [Painted(rect: rect(50, 50, 50, 50), opacity: 0.25)])
    }

    @Test("animation(_:) keeps the transition's appearance in every phase")
    func animation() {
        #expect(painted(.opacity.animation(nil), at: .willAppear).isEmpty)
        #expect(painted(.opacity.animation(nil), at: .identity) == inPlace)
        let slid = painted(AnyTransition(SlideTransition().animation(nil)), at: .didDisappear)
        #expect(slid == [Painted(rect: rect(100, 50, 50, 50))])
    }

    @Test("hasMotion is false for opacity and identity, true for the rest, and a composite has it if a part does")
    func motion() {
        #expect(!AnyTransition.opacity.hasMotion && !AnyTransition.identity.hasMotion)
        #expect(AnyTransition.scale.hasMotion && AnyTransition.slide.hasMotion)
        #expect(AnyTransition.move(edge: .top).hasMotion)
        #expect(AnyTransition.push(from: .leading).hasMotion && AnyTransition.offset(x: 1).hasMotion)
        #expect(AnyTransition.opacity.combined(with: .slide).hasMotion)
        #expect(!AnyTransition.opacity.combined(with: .identity).hasMotion)
        #expect(!AnyTransition.asymmetric(insertion: .identity, removal: .opacity).hasMotion)
        #expect(!OpacityTransition.properties.hasMotion && MoveTransition.properties.hasMotion)
        #expect(AnyTransition.identity.isIdentity && !AnyTransition.opacity.isIdentity)
    }

    @Test("View.transition accepts both families without ambiguity and, until the engine, draws the view unchanged")
    func transitionModifier() {
        let spellings: [AnyView] = [
            AnyView(Color.red.transition(.opacity)),
            AnyView(Color.red.transition(.slide.combined(with: .opacity))),
            AnyView(Color.red.transition(.asymmetric(insertion: .move(edge: .leading), removal: .opacity))),
            AnyView(Color.red.transition(.scale(scale: 0.5))),
            AnyView(Color.red.transition(.scale(0.5, anchor: .top))),
            AnyView(Color.red.transition(.blurReplace)),
            AnyView(Color.red.transition(.blurReplace(.upUp))),
            AnyView(Color.red.transition(.modifier(active: Faded(amount: 0), identity: Faded(amount: 1)))),
            AnyView(Color.red.transition(.push(from: .bottom).animation(nil))),
            AnyView(Color.red.transition(.offset(x: 5, y: 5))),
            AnyView(Color.red.transition(AnyTransition.offset(x: 5))),
            AnyView(Color.red.transition(OpacityTransition())),
        ]
        #expect(spellings.count == 12)
        let host = layOut(150, 150) {
            Color.red.frame(width: 50, height: 50).transition(.move(edge: .leading)).padding(50)
        }
        #expect(painted(in: host.displayList(scale: 1)) == inPlace)
    }
}
