import EaselGraphics
import Foundation
import SwiftUI
import Testing

// Color pickers: the label at the leading edge and a 28×28 color well at the trailing edge, the selected color in
// its middle inside a ring of hues (an angular gradient). A picker without opacity support draws the color opaque,
// as SwiftUI documents that it strips the opacity.
@Suite struct ColorPickerTests {
    /// The paints of the stroked outlines in a display list, in drawing order.
    static func strokes(in list: DisplayList) -> [Paint] {
        list.items.flatMap { item -> [Paint] in
            switch item {
            case .stroke(_, let paint, _): [paint]
            case .group(_, let content), .list(let content): strokes(in: content)
            default: []
            }
        }
    }

    @Test("The swatch is 28×28 at the trailing edge, the color inside a ring of hues")
    func swatch() throws {
        let host = layOut(300, 100) { ColorPicker("Tint", selection: .constant(Color.red)) }
        let swatch = try #require(host["ColorPicker.swatch"])
        #expect(swatch.width == 28 && swatch.height == 28)
        #expect(swatch.maxX == 300)
        #expect(host.texts == ["Tint"])
        let list = host.displayList(scale: 1)
        #expect(fills(in: list).contains(Color.red.resolved(dark: false)))
        let ring = Self.strokes(in: list).contains { paint in
            if case .angularGradient(let stops, _, _, _) = paint { return stops.count == 7 }
            return false
        }
        #expect(ring)
    }

    @Test("Opacity is drawn only when the picker supports it")
    func opacity() throws {
        let red = Color.red.resolved(dark: false)
        let translucent = Color.red.opacity(0.5)
        let with = layOut(300, 100) { ColorPicker("Tint", selection: .constant(translucent)) }
        #expect(fills(in: with.displayList(scale: 1)).contains(red.multiplyingOpacity(by: 0.5)))
        let without = layOut(300, 100) {
            ColorPicker("Tint", selection: .constant(translucent), supportsOpacity: false)
        }
        #expect(fills(in: without.displayList(scale: 1)).contains(red))
    }

    @Test("A custom label and a string title")
    func labels() throws {
        let title: String = "Background"
        let host = layOut(300, 100) {
            VStack {
                ColorPicker(title, selection: .constant(Color.blue))
                ColorPicker(selection: .constant(Color.green), supportsOpacity: false) { Label("Accent", systemImage: "star") }
            }
        }
        #expect(host.texts.contains("Background") && host.texts.contains("Accent"))
    }
}
