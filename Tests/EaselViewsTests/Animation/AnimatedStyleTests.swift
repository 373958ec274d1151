@testable import EaselGraphics
import EaselViews
import Foundation
import SwiftUI
import Testing

// Colors, gradients, text colors and shadows under animation (issue 21). Expected values come from the definitions:
// colors move in linear light (halfway from black to white is linear 0.5, sRGB 1.055 × 0.5^(1/2.4) − 0.055 ≈ 0.7354);
// gradient points and shadow radii and offsets move linearly with a linear animation.
@Suite struct AnimatedStyleTests {
    /// Halfway from black to white in linear light, written in sRGB.
    static let halfGray = 1.055 * pow(0.5, 1 / 2.4) - 0.055

    struct Switcher<Content: View>: View {
        @ViewBuilder let content: (Bool) -> Content
        @State private var on = false
        var body: some View {
            VStack(spacing: 0) {
                content(on)
                Button("Go") { withAnimation(.linear(duration: 1)) { on = true } }.accessibilityIdentifier("go")
            }
        }
    }

    func items(in list: DisplayList) -> [DisplayItem] {
        list.items.flatMap { item -> [DisplayItem] in
            switch item {
            case .group(_, let content), .list(let content): items(in: content)
            default: [item]
            }
        }
    }

    func effects(in list: DisplayList) -> [DisplayEffect] {
        list.items.flatMap { item -> [DisplayEffect] in
            switch item {
            case .group(let effect, let content): [effect] + effects(in: content)
            case .list(let content): effects(in: content)
            default: []
            }
        }
    }

    @Test("A shape's fill color moves in linear light: black to white is linear 0.5 halfway")
    func fillColor() throws {
        let host = ViewHost(Switcher { on in Rectangle().fill(on ? Color.white : Color.black).frame(width: 20, height: 20) })
        try host.tap(identifier: "go")
        host.advance(by: 0.5)
        let fill = try #require(items(in: host.displayList(scale: 1)).compactMap { item -> RGBA? in
            if case .fill(_, .color(let rgba), _) = item, rgba.opacity == 1, rgba.red < 0.99 { return rgba }
            return nil
        }.first)
        #expect(abs(fill.red - Self.halfGray) < 0.002)
        #expect(abs(fill.blue - Self.halfGray) < 0.002)
    }

    @Test("A linear gradient's points and stop colors animate")
    func gradient() throws {
        let host = ViewHost(Switcher { on in
            Rectangle()
                .fill(LinearGradient(
                    colors: [on ? .white : .black, .black], startPoint: on ? .top : .leading, endPoint: .trailing))
                .frame(width: 100, height: 100)
        })
        try host.tap(identifier: "go")
        host.advance(by: 0.5)
        let gradient = try #require(items(in: host.displayList(scale: 1)).compactMap { item -> ([GradientStop], CGPoint)? in
            if case .fill(_, .linearGradient(let stops, let start, _), _) = item { return (stops, start) }
            return nil
        }.first)
        // From .leading (0, 0.5) to .top (0.5, 0): (0.25, 0.25) of the 100-point square.
        #expect(abs(gradient.1.x - 25) < 0.01 && abs(gradient.1.y - 25) < 0.01)
        #expect(abs(gradient.0[0].color.red - Self.halfGray) < 0.002)
        #expect(gradient.0[1].color.red == 0)
    }

    @Test("A text's color animates like a shape's")
    func textColor() throws {
        let host = ViewHost(Switcher { on in Text("Hello").foregroundStyle(on ? Color.white : Color.black) })
        try host.tap(identifier: "go")
        host.advance(by: 0.5)
        let paints = try items(in: host.displayList(scale: 1)).compactMap { item -> Paint? in
            if case .glyphs(let run) = item, run.text == "Hello" { return run.paint }
            return nil
        }
        guard case .color(let color)? = paints.first else {
            Issue.record("no glyphs for the text")
            return
        }
        #expect(abs(color.red - Self.halfGray) < 0.002)
    }

    @Test("A shadow's radius, offset and color animate")
    func shadow() throws {
        let host = ViewHost(Switcher { on in
            Color.blue.frame(width: 20, height: 20)
                .shadow(color: on ? .white : .black, radius: on ? 10 : 0, x: 0, y: on ? 8 : 0)
        })
        try host.tap(identifier: "go")
        host.advance(by: 0.5)
        let shadows = try effects(in: host.displayList(scale: 1)).compactMap { effect -> Shadow? in
            if case .shadow(let shadow) = effect { return shadow }
            return nil
        }
        let shadow = try #require(shadows.first)
        #expect(abs(shadow.radius - 5) < 0.001)
        #expect(abs(shadow.offset.height - 4) < 0.001)
        #expect(abs(shadow.color.red - Self.halfGray) < 0.002)
    }

    @Test("A change of makeup (a color becoming a gradient) shows the new style at once, without a crash")
    func makeupChange() throws {
        let host = ViewHost(Switcher { on in
            Rectangle().fill(on ? AnyShapeStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)) : AnyShapeStyle(Color.green))
                .frame(width: 20, height: 20)
        })
        try host.tap(identifier: "go")
        host.advance(by: 0.5)
        let gradient = try items(in: host.displayList(scale: 1)).contains { item in
            if case .fill(_, .linearGradient, _) = item { return true }
            return false
        }
        #expect(gradient)
    }
}
