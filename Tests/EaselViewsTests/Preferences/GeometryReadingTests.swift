@testable import EaselGraphics
import Foundation
import SwiftUI
import Testing

// onGeometryChange and visualEffect (issue 22): a view's geometry read after layout into state, and effects
// made from the geometry when drawing. Expected values follow from the frames the layout rules give.
@Suite struct GeometryReadingTests {
    struct Measured: View {
        @State private var width: CGFloat = 0
        @State private var calls = 0
        @State private var changes: [String] = []
        @State private var wide = false
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: wide ? 120 : 60, height: 10)
                    .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { value in
                        width = value
                        calls += 1
                    }
                    .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { old, new in
                        changes.append("\(Int(old))→\(Int(new))")
                    }
                Color.blue.frame(width: width, height: 10).accessibilityIdentifier("copy")
                Text("\(calls) \(changes.joined(separator: ","))").accessibilityIdentifier("log")
                Button("Widen") { wide = true }.accessibilityIdentifier("widen")
            }
        }
    }

    @Test("The action runs with the first value and each change; state it sets shows in the same answer")
    func readsGeometry() throws {
        let host = ViewHost(Measured())
        #expect(host.frame(of: "copy")?.width == 60)
        #expect(host.layoutDescription().contains(#"Text("1 ")"#), "once at first, and the (old, new) form not yet")
        try host.tap(identifier: "widen")
        #expect(host.frame(of: "copy")?.width == 120)
        #expect(host.layoutDescription().contains(#"Text("2 60→120")"#))
    }

    @Test("A frame read in a named space: a row's offset inside a scroll view")
    func namedSpace() throws {
        struct Row: View {
            @State private var minY: CGFloat = -1
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        Color.gray.frame(height: 100)
                        Color.red.frame(height: 50)
                            .onGeometryChange(for: CGFloat.self, of: { $0.frame(in: .named("scroll")).minY }) { minY = $0 }
                        Text("\(Int(minY))").accessibilityIdentifier("y")
                        Color.gray.frame(height: 400)
                    }
                }
                .coordinateSpace(name: "scroll")
                .frame(height: 200)
                .accessibilityIdentifier("scroll")
            }
        }
        let host = ViewHost(Row())
        #expect(host.layoutDescription().contains(#"Text("100")"#))
        try host.scroll(identifier: "scroll", to: CGPoint(x: 0, y: 30))
        #expect(host.layoutDescription().contains(#"Text("70")"#))
    }

    @Test("visualEffect moves, scales and fades the drawing from the view's geometry; layout and taps follow")
    func visualEffect() throws {
        var tapped = 0
        let host = ViewHost(
            VStack(spacing: 0) {
                Color.clear.frame(width: 100, height: 50)
                Color.red.frame(width: 20, height: 20)
                    .visualEffect { effect, proxy in
                        // 50 points down in the root: moved right by that much, half transparent.
                        effect.offset(x: proxy.frame(in: .global).minY).opacity(0.5)
                    }
                    .onTapGesture { tapped += 1 }
                    .accessibilityIdentifier("square")
            })
        #expect(host.frame(of: "square") == CGRect(x: 40, y: 50, width: 20, height: 20), "layout unchanged")
        let list = try host.displayList(scale: 1)
        let effects = groupEffects(in: list)
        #expect(effects.contains { if case .opacity(let value) = $0 { value == 0.5 } else { false } })
        #expect(effects.contains { if case .transform(let t) = $0 { t.tx == 50 && t.ty == 0 } else { false } })
        try host.tap(at: CGPoint(x: 100, y: 60))
        #expect(tapped == 1, "the moved square takes the tap where it is drawn")
    }
}
