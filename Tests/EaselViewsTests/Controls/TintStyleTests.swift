import EaselGraphics
import Foundation
import SwiftUI
import Testing

// tint(_:) with a shape style (iOS 16): `.tint` fills and prominent buttons draw with the style itself; controls
// that draw one color take the style's color (a color's gradient its color).
@Suite struct TintStyleTests {
    func gradients(in list: DisplayList) -> [[GradientStop]] {
        list.items.flatMap { item -> [[GradientStop]] in
            switch item {
            case .fill(_, .linearGradient(let stops, _, _), _): [stops]
            case .group(_, let content), .list(let content): gradients(in: content)
            default: []
            }
        }
    }

    @Test("A .tint fill draws the gradient the tint was given")
    func tintFill() throws {
        let host = layOut(100, 100) {
            Rectangle().fill(.tint)
                .tint(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        }
        let stops = try #require(gradients(in: try host.displayList(scale: 1)).first)
        #expect(stops.first?.color == RGBA(red: 1, green: 59 / 255, blue: 48 / 255, opacity: 1), "iOS's red first")
        #expect(stops.count == 2)
    }

    @Test("A prominent button fills with a gradient tint; a switch takes the gradient's color")
    func controls() throws {
        let button = layOut(300, 100) {
            Button("Go") {}.buttonStyle(.borderedProminent).tint(Color.green.gradient)
        }
        #expect(!gradients(in: try button.displayList(scale: 1)).isEmpty)
        let toggle = layOut(300, 100) { Toggle("On", isOn: .constant(true)).tint(Color.purple.gradient) }
        let purple = RGBA(red: 175 / 255, green: 82 / 255, blue: 222 / 255, opacity: 1)
        #expect(fills(in: try toggle.displayList(scale: 1)).contains(purple))
    }

    @Test("A color tint set inside a style tint wins, and a tint of .tint is the accent color")
    func nesting() throws {
        let host = layOut(100, 100) {
            Rectangle().fill(.tint).tint(Color.orange).tint(Color.red.gradient)
        }
        let list = try host.displayList(scale: 1)
        #expect(gradients(in: list).isEmpty)
        #expect(fills(in: list).contains(RGBA(red: 1, green: 149 / 255, blue: 0, opacity: 1)))
        let looped = layOut(100, 100) { Rectangle().fill(.tint).tint(TintShapeStyle()) }
        #expect(fills(in: try looped.displayList(scale: 1)).contains(RGBA(red: 0, green: 122 / 255, blue: 1, opacity: 1)))
    }
}
