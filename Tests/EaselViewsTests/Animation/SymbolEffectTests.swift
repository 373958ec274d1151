@testable import EaselGraphics
import Foundation
import SwiftUI
import Testing

// Symbol effects on the host's clock. The curves are Easel's (docs/Decisions.md): a bounce reaches 1.2 (up) or 0.8
// (down) at 0.16 s and is back at 1 at 0.56 s; a pulse's opacity is 0.3 at 0.5 s and 1 at 1 s; an active scale
// effect holds 1.2 (up) or 0.8 (down); disappear hides. Keyframes end exactly on their values, so those instants
// are exact.

/// The horizontal scales of the transform groups in the view's drawing (a scale effect's), outermost first.
private func scales(_ host: ViewHost) -> [CGFloat] {
    groupEffects(in: host.displayList(scale: 1)).compactMap { if case .transform(let t) = $0 { t.a } else { nil } }
}

/// The text of every glyph run drawn.
private func glyphRuns(_ host: ViewHost) -> [String] {
    func runs(_ list: DisplayList) -> [String] {
        list.items.flatMap { item -> [String] in
            switch item {
            case .glyphs(let run): [run.text]
            case .group(_, let content), .list(let content): runs(content)
            default: []
            }
        }
    }
    return runs(host.displayList(scale: 1))
}

private func opacities(_ host: ViewHost) -> [Double] {
    groupEffects(in: host.displayList(scale: 1)).compactMap { if case .opacity(let value) = $0 { value } else { nil } }
}

private struct Bell<Effect: DiscreteSymbolEffect & SymbolEffect>: View {
    let effect: Effect
    var options = SymbolEffectOptions.default
    @State private var rings = 0

    var body: some View {
        VStack {
            Image(systemName: "bell").symbolEffect(effect, options: options, value: rings)
            Button("Ring") { rings += 1 }.accessibilityIdentifier("ring")
        }
    }
}

private struct Held<Effect: IndefiniteSymbolEffect & SymbolEffect>: View {
    let effect: Effect
    @State var isActive: Bool

    var body: some View {
        VStack {
            Image(systemName: "wifi").symbolEffect(effect, isActive: isActive)
            Button("Toggle") { isActive.toggle() }.accessibilityIdentifier("toggle")
        }
    }
}

@Suite struct SymbolEffectTests {
    @Test("bounce plays when the value changes, not on first appearance: up to 1.2 at 0.16 s, back to 1 by 0.56 s")
    func bounce() throws {
        let host = ViewHost(Bell(effect: .bounce))
        #expect(scales(host).isEmpty && !host.isAnimating)
        try host.tap(identifier: "ring")
        #expect(host.isAnimating)
        host.advance(by: 0.16)
        #expect(scales(host).contains { abs($0 - 1.2) < 1e-9 })
        host.advance(by: 0.4)
        #expect(scales(host).allSatisfy { abs($0 - 1) < 1e-9 })
        host.advanceUntilIdle()
        #expect(!host.isAnimating)
        // Down shrinks instead.
        let down = ViewHost(Bell(effect: .bounce.down))
        try down.tap(identifier: "ring")
        down.advance(by: 0.16)
        #expect(down.isAnimating && scales(down).contains { abs($0 - 0.8) < 1e-9 })
    }

    @Test("Options repeat a discrete effect and change its speed")
    func options() throws {
        let twice = ViewHost(Bell(effect: .bounce, options: .repeat(2)))
        try twice.tap(identifier: "ring")
        twice.advance(by: 0.56 + 0.16)
        #expect(scales(twice).contains { abs($0 - 1.2) < 1e-9 })
        let fast = ViewHost(Bell(effect: .bounce, options: .speed(2)))
        try fast.tap(identifier: "ring")
        fast.advance(by: 0.08)
        #expect(scales(fast).contains { abs($0 - 1.2) < 1e-9 })
        fast.advance(by: 0.2)
        #expect(!fast.isAnimating)
    }

    @Test("A discrete pulse dims to 0.3 at half a second and is back at one")
    func discretePulse() throws {
        let host = ViewHost(Bell(effect: .pulse))
        try host.tap(identifier: "ring")
        host.advance(by: 0.5)
        #expect(opacities(host).contains { abs($0 - 0.3) < 1e-9 })
        host.advance(by: 0.5)
        #expect(opacities(host).allSatisfy { abs($0 - 1) < 1e-9 })
    }

    @Test("An active pulse loops for as long as it is active; inactive, nothing moves")
    func indefinitePulse() throws {
        let host = ViewHost(Held(effect: .pulse, isActive: true))
        #expect(host.isAnimating)
        host.advance(by: 0.5)
        #expect(opacities(host).contains { abs($0 - 0.3) < 1e-9 })
        host.advance(by: 10)
        #expect(opacities(host).contains { abs($0 - 0.3) < 1e-9 })
        #expect(host.isAnimating)
        try host.tap(identifier: "toggle")
        host.advanceUntilIdle()
        #expect(!host.isAnimating && opacities(host).isEmpty)
        #expect(!ViewHost(Held(effect: .variableColor, isActive: false)).isAnimating)
    }

    @Test("Scale holds the symbol larger while active; disappear hides it; symbolEffectsRemoved turns effects off")
    func heldEffects() throws {
        let scaled = ViewHost(Held(effect: .scale.up, isActive: false))
        #expect(scales(scaled).isEmpty)
        try scaled.tap(identifier: "toggle")
        scaled.advanceUntilIdle()
        #expect(scales(scaled).contains { abs($0 - 1.2) < 1e-9 })
        // Hidden: the symbol draws nothing, only the button's title is left.
        let gone = ViewHost(Held(effect: .disappear, isActive: true))
        #expect(glyphRuns(gone) == ["Toggle"])
        let shown = ViewHost(Held(effect: .appear, isActive: true))
        #expect(glyphRuns(shown).count == 2 && opacities(shown).isEmpty)
        let hidden = ViewHost(Held(effect: .appear, isActive: false))
        #expect(glyphRuns(hidden) == ["Toggle"])
        let removed = ViewHost(Held(effect: .pulse, isActive: true).symbolEffectsRemoved())
        #expect(!removed.isAnimating && opacities(removed).isEmpty)
    }
}
