import EaselViews
import Foundation
import SwiftUI
import Testing

// Preferences and anchors (issue 22). Expected values come from SwiftUI's documented rules: a container's value is
// its children's combined by `reduce` in the order of the code; a `.preference` replaces what its content set and
// `transformPreference` edits it; `onPreferenceChange` sees the value after layout and may change state, which
// updates the view once more and then rests; an anchor is resolved into the reading view's coordinate space.
private struct Names: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

private struct MaxWidth: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

private struct Selected: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

private final class Seen: @unchecked Sendable {
    var values: [[String]] = []
}

@Suite struct PreferenceTests {
    @Test("Values combine in the order of the code, depth first")
    func reductionOrder() throws {
        let seen = Seen()
        let host = ViewHost(VStack {
            Text("a").preference(key: Names.self, value: ["a"])
            Text("b").preference(key: Names.self, value: ["b"])
            HStack {
                Text("c").preference(key: Names.self, value: ["c"])
                Text("x")
                Text("d").preference(key: Names.self, value: ["d"])
            }
        }.onPreferenceChange(Names.self) { seen.values.append($0) })
        _ = host.frame(of: "none")
        #expect(seen.values == [["a", "b", "c", "d"]])
    }

    @Test("An outer .preference replaces its content's value; transformPreference edits it")
    func replaceAndTransform() throws {
        let seen = Seen()
        let host = ViewHost(VStack {
            VStack { Text("a").preference(key: Names.self, value: ["a"]) }
                .preference(key: Names.self, value: ["outer"])
            VStack { Text("b").preference(key: Names.self, value: ["b"]) }
                .transformPreference(Names.self) { $0.append("edited") }
            Text("c").transformPreference(Names.self) { $0.append("from default") }
        }.onPreferenceChange(Names.self) { seen.values.append($0) })
        _ = host.frame(of: "none")
        #expect(seen.values == [["outer", "b", "edited", "from default"]])
    }

    @Test("onPreferenceChange may change state: equal-width buttons take the widest one's width, then rest")
    func equalWidths() throws {
        struct Buttons: View {
            @State private var width: CGFloat?
            var body: some View {
                VStack {
                    ForEach(["OK", "Cancel", "Delete everything"], id: \.self) { label in
                        Text(label)
                            .background(GeometryReader { Color.clear.preference(key: MaxWidth.self, value: $0.size.width) })
                            .frame(width: width)
                            .accessibilityIdentifier(label)
                    }
                }
                .onPreferenceChange(MaxWidth.self) { width = $0 }
            }
        }
        let host = ViewHost(Buttons())
        let widest = try #require(ViewHost(Text("Delete everything").accessibilityIdentifier("t")).frame(of: "t")?.width)
        #expect(host.frame(of: "OK")?.width == widest)
        #expect(host.frame(of: "Cancel")?.width == widest)
        #expect(host.frame(of: "Delete everything")?.width == widest)
        #expect(!host.needsUpdate)
        #expect(host.diagnostics.isEmpty)
    }

    @Test("A preference that never settles is stopped after a bounded number of updates, with a diagnostic")
    func loopStops() throws {
        struct Loop: View {
            @State private var count = 0
            var body: some View {
                Text("\(count)")
                    .preference(key: MaxWidth.self, value: CGFloat(count))
                    .onPreferenceChange(MaxWidth.self) { count = Int($0) + 1 }
            }
        }
        let host = ViewHost(Loop())
        _ = host.frame(of: "none")
        #expect(host.diagnostics.contains { $0.message.contains("did not settle") })
    }

    @Test("An anchor resolves in the reading view's space: an underline follows the selected tab")
    func underlineFollowsTab() throws {
        struct Tabs: View {
            @State private var selected = "One"
            var body: some View {
                HStack(spacing: 20) {
                    ForEach(["One", "Two", "Three"], id: \.self) { tab in
                        Text(tab)
                            .foregroundStyle(selected == tab ? .primary : .secondary)
                            .accessibilityIdentifier(tab)
                            .onTapGesture { selected = tab }
                            .anchorPreference(key: Selected.self, value: .bounds) { selected == tab ? $0 : nil }
                    }
                }
                .padding(30)
                .overlayPreferenceValue(Selected.self) { anchor in
                    GeometryReader { proxy in
                        if let anchor {
                            let rect = proxy[anchor]
                            Rectangle()
                                .frame(width: rect.width, height: 2)
                                .accessibilityIdentifier("underline")
                                .padding(.leading, rect.minX)
                                .padding(.top, rect.maxY)
                        }
                    }
                }
            }
        }
        let host = ViewHost(Tabs())
        let one = try #require(host.frame(of: "One"))
        var line = try #require(host.frame(of: "underline"))
        #expect(line.minX == one.minX && line.width == one.width && line.minY == one.maxY)
        try host.tap(identifier: "Three")
        let three = try #require(host.frame(of: "Three"))
        line = try #require(host.frame(of: "underline"))
        #expect(line.minX == three.minX && line.width == three.width && line.minY == three.maxY)
    }

    @Test("Point anchors and the background form: a dot behind the trailing edge of the view that set it")
    func pointAnchorBackground() throws {
        struct Trailing: PreferenceKey {
            static let defaultValue: Anchor<CGPoint>? = nil
            static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) { value = nextValue() ?? value }
        }
        let host = ViewHost(VStack {
            Color.red.frame(width: 40, height: 10).accessibilityIdentifier("bar")
                .anchorPreference(key: Trailing.self, value: .trailing) { $0 }
        }
        .padding(10)
        .backgroundPreferenceValue(Trailing.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    Color.blue.frame(width: 2, height: 2).accessibilityIdentifier("dot")
                        .position(proxy[anchor])
                }
            }
        })
        let bar = try #require(host.frame(of: "bar"))
        let dot = try #require(host.frame(of: "dot"))
        #expect(dot.midX == bar.maxX && dot.midY == bar.midY)
    }

    @Test("A value set deep in a child whose own state changed reaches overlayPreferenceValue and onPreferenceChange")
    func childChangesAlone() throws {
        struct Child: View {
            @State private var count = 1
            var body: some View {
                VStack {
                    Text("Count \(count)")
                        .preference(key: MaxWidth.self, value: CGFloat(count * 10))
                        .onTapGesture { count += 1 }
                        .accessibilityIdentifier("child")
                }
            }
        }
        final class Widths: @unchecked Sendable { var seen: [CGFloat] = [] }
        let widths = Widths()
        let host = ViewHost(VStack { Child() }
            .onPreferenceChange(MaxWidth.self) { widths.seen.append($0) }
            .overlayPreferenceValue(MaxWidth.self, alignment: .topLeading) { width in
                Color.red.frame(width: width, height: 1).accessibilityIdentifier("bar")
            })
        #expect(host.frame(of: "bar")?.width == 10)
        try host.tap(identifier: "child")
        #expect(host.frame(of: "bar")?.width == 20)
        #expect(widths.seen == [10, 20])
    }
}
