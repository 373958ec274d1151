import Foundation
import SwiftUI
import Testing

// ScrollView, lazy stacks and sections (issue 6), from LayoutRules §9. Expected frames are worked by
// hand from its rules: a scroll view proposes nil along its axis and takes the proposal there, follows its
// content across it; a lazy stack lays out as a stack whose items get their ideal length and makes only
// what is in view.

/// Counts rows coming into and leaving view.
private final class Visits {
    var appeared: [Int] = []
    var disappeared: [Int] = []
}

/// A row of a fixed height, marked "row<i>", that reports when it appears.
private func row(_ index: Int, height: CGFloat = 44, visits: Visits? = nil) -> some View {
    Color.blue.frame(height: height).accessibilityIdentifier("row\(index)")
        .onAppear { visits?.appeared.append(index) }
        .onDisappear { visits?.disappeared.append(index) }
}

@Suite("ScrollView (LayoutRules §9)")
struct ScrollViewTests {
    @Test("a vertical scroll view proposes nil height: a Color inside is 10 points tall; it takes the proposed height")
    func nilHeight() {
        let host = layOut(300, 800) {
            ScrollView { Color.red.accessibilityIdentifier("color") }.accessibilityIdentifier("scroll")
        }
        #expect(host["color"] == rect(0, 0, 300, 10))
        #expect(host["scroll"] == rect(0, 0, 300, 800))
    }

    @Test("its width follows its content: narrow content makes a narrow scroll view")
    func widthFollowsContent() {
        let host = layOut(300, 800) {
            ScrollView { box(100, 50).accessibilityIdentifier("box") }.accessibilityIdentifier("scroll")
        }
        #expect(host["scroll"] == rect(0, 0, 100, 800))
        #expect(host["box"] == rect(0, 0, 100, 50))
    }

    @Test("a GeometryReader directly inside is proposed nil height and collapses to 0 (Q11)")
    func geometryReaderCollapses() {
        let host = layOut(300, 800) {
            ScrollView { GeometryReader { _ in Color.red }.accessibilityIdentifier("reader") }
        }
        #expect(host["reader"] == rect(0, 0, 300, 0))
    }

    @Test("a horizontal scroll view is the mirror image")
    func horizontal() {
        let host = layOut(300, 800) {
            ScrollView(.horizontal) { Color.red.accessibilityIdentifier("color") }.accessibilityIdentifier("scroll")
        }
        #expect(host["color"] == rect(0, 0, 10, 800))
        #expect(host["scroll"] == rect(0, 0, 300, 800))
    }

    @Test("several views inside are stacked with the default spacing")
    func stacksContent() {
        let host = layOut(300, 800) {
            ScrollView {
                box(50, 100).accessibilityIdentifier("a")
                box(50, 100).accessibilityIdentifier("b")
            }
        }
        #expect(host["a"] == rect(0, 0, 50, 100))
        #expect(host["b"] == rect(0, 108, 50, 100))
    }

    @Test("scrolling moves the content; past either end it is clamped as iOS settles it")
    func scrollingClamps() throws {
        let host = layOut(300, 250) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10) { index in box(100, 100).accessibilityIdentifier("row\(index)") }
                }
            }
            .accessibilityIdentifier("scroll")
        }
        #expect(try host.scroll(identifier: "scroll", to: CGPoint(x: 0, y: 120)) == CGPoint(x: 0, y: 120))
        #expect(host["row0"] == rect(0, -120, 100, 100))
        #expect(host["row3"] == rect(0, 180, 100, 100))
        // 1,000 points of content in a 250-point viewport: at most 750.
        #expect(try host.scroll(identifier: "scroll", to: CGPoint(x: 40, y: 5000)) == CGPoint(x: 0, y: 750))
        #expect(host["row9"] == rect(0, 150, 100, 100))
        #expect(try host.scroll(identifier: "scroll", to: CGPoint(x: 0, y: -30)) == CGPoint(x: 0, y: 0))
        #expect(host["row0"] == rect(0, 0, 100, 100))
        #expect(host.contentOffset(of: "scroll") == .zero)
    }

    @Test("content shorter than the viewport cannot scroll")
    func shortContent() throws {
        let host = layOut(300, 800) {
            ScrollView { box(100, 100).accessibilityIdentifier("box") }.accessibilityIdentifier("scroll")
        }
        #expect(try host.scroll(identifier: "scroll", to: CGPoint(x: 0, y: 50)) == .zero)
        #expect(host["box"] == rect(0, 0, 100, 100))
    }

    @Test("scrolling a view that is not a scroll view, or a missing one, throws and says why")
    func badScrollTargets() {
        let host = layOut(300, 800) {
            VStack { box(10, 10).accessibilityIdentifier("box") }
        }
        #expect(throws: ScrollError(reason: .notScrollable(identifier: "box"))) {
            try host.scroll(identifier: "box", to: CGPoint(x: 0, y: 10))
        }
        #expect(throws: ScrollError(reason: .noSuchView(identifier: "nothing"))) {
            try host.scroll(identifier: "nothing", to: CGPoint(x: 0, y: 10))
        }
    }

    @Test("the offset survives an update of the view that holds the scroll view")
    func offsetSurvivesUpdates() throws {
        struct Screen: View {
            @State var title = "One"
            var body: some View {
                VStack(spacing: 0) {
                    Button(title) { title = "Two" }.accessibilityIdentifier("button")
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<20) { index in box(100, 100).accessibilityIdentifier("row\(index)") }
                        }
                    }
                    .accessibilityIdentifier("scroll")
                }
            }
        }
        let host = layOut(300, 600) { Screen() }
        try host.scroll(identifier: "scroll", to: CGPoint(x: 0, y: 300))
        let top = try #require(host["scroll"]).minY
        try host.tap(identifier: "button")
        #expect(host.texts.first == "Two")
        #expect(host["row3"]?.minY == top)
    }
}

@Suite("Lazy stacks and sections (LayoutRules §9)")
struct LazyStackTests {
    @Test("a LazyVStack of 1,000,000 rows in an 800-point scroll view makes only the rows in view")
    func millionRows() throws {
        let visits = Visits()
        let host = layOut(300, 800) {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<1_000_000, id: \.self) { index in row(index, visits: visits) }
                }
                .accessibilityIdentifier("stack")
            }
            .accessibilityIdentifier("scroll")
        }
        // Rows start every 44 points: rows 0...18 reach into the first 800 (row 18 starts at 792).
        #expect(visits.appeared == Array(0...18))
        #expect(host["stack"] == rect(0, 0, 300, 44_000_000))
        #expect(host["row18"] == rect(0, 792, 300, 44))
        #expect(host["row19"] == nil)

        // Row 500,000 starts at 22,000,000.
        try host.scroll(identifier: "scroll", to: CGPoint(x: 0, y: 22_000_000))
        #expect(host["row500000"] == rect(0, 0, 300, 44))
        #expect(host["row500018"] == rect(0, 792, 300, 44))
        #expect(host["row0"] == nil)
        #expect(visits.appeared.count == 38)
        #expect(visits.disappeared.sorted() == Array(0...18))

        // Scrolling 50 more keeps the rows still in view, makes only row 500,019 (which now starts 14 points
        // above the bottom) and drops only row 500,000 (which now ends 6 points above the top).
        try host.scroll(identifier: "scroll", to: CGPoint(x: 0, y: 22_000_050))
        #expect(visits.appeared.count == 39)
        #expect(visits.appeared.last == 500_019)
        #expect(visits.disappeared.count == 20)
        #expect(host["row500001"] == rect(0, -6, 300, 44))
        #expect(host.diagnostics.isEmpty)
    }

    @Test("a lazy stack takes the whole proposed width and aligns its rows across it")
    func fullWidth() {
        let host = layOut(300, 800) {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    box(100, 20).accessibilityIdentifier("a")
                    box(50, 20).accessibilityIdentifier("b")
                }
                .accessibilityIdentifier("stack")
            }
        }
        #expect(host["stack"] == rect(0, 0, 300, 48))
        #expect(host["a"] == rect(0, 0, 100, 20))
        #expect(host["b"] == rect(0, 28, 50, 20))
    }

    @Test("LazyHStack is the mirror image: items get their ideal width")
    func lazyHStack() throws {
        let visits = Visits()
        let host = layOut(300, 100) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    ForEach(0..<1000, id: \.self) { index in
                        Color.red.frame(width: 50).accessibilityIdentifier("item\(index)")
                            .onAppear { visits.appeared.append(index) }
                    }
                }
            }
            .accessibilityIdentifier("scroll")
        }
        // Items every 60 points: 0...4 start before 300.
        #expect(visits.appeared == Array(0...4))
        #expect(host["item1"] == rect(60, 0, 50, 100))
        try host.scroll(identifier: "scroll", to: CGPoint(x: 600, y: 0))
        #expect(host["item10"] == rect(0, 0, 50, 100))
    }

    @Test("outside a lazy stack a Section contributes its header, content and footer as children")
    func sectionInStack() {
        let host = layOut(300, 800) {
            VStack(spacing: 0) {
                Section(header: box(10, 20).accessibilityIdentifier("header"), footer: box(10, 5).accessibilityIdentifier("footer")) {
                    box(10, 30).accessibilityIdentifier("content")
                }
            }
        }
        #expect(host["header"]?.minY == 0)
        #expect(host["content"]?.minY == 20)
        #expect(host["footer"]?.minY == 50)
    }

    /// The seeds' history list: sections of rows under headers pinned to the top of the scroll view.
    private struct History: View {
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                    ForEach(0..<3, id: \.self) { section in
                        Section(header: Color.yellow.frame(height: 40).accessibilityIdentifier("header\(section)")) {
                            ForEach(0..<10, id: \.self) { index in
                                Color.blue.frame(height: 50).accessibilityIdentifier("row\(section)-\(index)")
                            }
                        }
                    }
                }
            }
            .accessibilityIdentifier("scroll")
        }
    }

    @Test("pinned section headers stay at the top while their section is in view, pushed up by the next")
    func pinnedHeaders() throws {
        // Each section: a 40-point header and ten 50-point rows, 540 points; sections start at 0, 540, 1080.
        let host = layOut(300, 400) { History() }
        #expect(host["header0"] == rect(0, 0, 300, 40))
        #expect(host["row0-0"] == rect(0, 40, 300, 50))

        // Scrolled 100: the header stays at the top, over rows 0-1 and 0-2.
        try host.scroll(identifier: "scroll", to: CGPoint(x: 0, y: 100))
        #expect(host["header0"] == rect(0, 0, 300, 40))
        #expect(host["row0-2"] == rect(0, 40, 300, 50))

        // Scrolled 520: the first section ends 20 points down, so its header is pushed up by 20; the next
        // header is in its own place.
        try host.scroll(identifier: "scroll", to: CGPoint(x: 0, y: 520))
        #expect(host["header0"] == rect(0, -20, 300, 40))
        #expect(host["header1"] == rect(0, 20, 300, 40))

        // Scrolled 600: the first section is gone; the second's header is pinned.
        try host.scroll(identifier: "scroll", to: CGPoint(x: 0, y: 600))
        #expect(host["header0"] == nil)
        #expect(host["header1"] == rect(0, 0, 300, 40))
        #expect(host["row1-1"] == rect(0, 30, 300, 50))
        #expect(host.diagnostics.isEmpty)
    }

    @Test("pinned footers stay at the bottom while their section is in view")
    func pinnedFooters() throws {
        let host = layOut(300, 400) {
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: [.sectionFooters]) {
                    Section(footer: Color.gray.frame(height: 30).accessibilityIdentifier("footer")) {
                        ForEach(0..<20, id: \.self) { index in Color.blue.frame(height: 50) }
                    }
                }
            }
            .accessibilityIdentifier("scroll")
        }
        // Its place is at 1,000, far below: pinned to the bottom of the 400-point viewport.
        #expect(host["footer"] == rect(0, 370, 300, 30))
        try host.scroll(identifier: "scroll", to: CGPoint(x: 0, y: 10_000))
        // The end of the content (1,030 − 400 = 630): the footer is in its own place.
        #expect(host["footer"] == rect(0, 370, 300, 30))
    }

    @Test("an empty ForEach makes an empty lazy stack, without complaint")
    func emptyForEach() {
        let host = layOut(300, 400) {
            ScrollView {
                LazyVStack { ForEach([Int](), id: \.self) { Text("\($0)") } }.accessibilityIdentifier("stack")
            }
        }
        #expect(host["stack"] == rect(0, 0, 300, 0))
        #expect(host.diagnostics.isEmpty)
    }

    @Test("duplicate ids: a diagnostic names the id, the first keeps it, every element is shown")
    func duplicateIDs() {
        let eager = layOut(300, 400) {
            VStack { ForEach(["a", "b", "a"], id: \.self) { Text($0) } }
        }
        #expect(eager.texts == ["a", "b", "a"])
        #expect(eager.diagnostics.contains { $0.message.contains("the id a occurs more than once") })

        let lazy = layOut(300, 400) {
            ScrollView { LazyVStack { ForEach(["a", "b", "a"], id: \.self) { Text($0) } } }
        }
        #expect(lazy.texts == ["a", "b", "a"])
        #expect(lazy.diagnostics.contains { $0.message.contains("occurs more than once") })
    }

    @Test("a row's state survives while it stays in view, and updates only that row")
    func rowState() throws {
        struct Row: View {
            let index: Int
            @State var taps = 0
            var body: some View {
                Button("\(index): \(taps)") { taps += 1 }.accessibilityIdentifier("row\(index)")
            }
        }
        let host = layOut(300, 400) {
            ScrollView {
                LazyVStack { ForEach(0..<10_000, id: \.self) { Row(index: $0) } }
            }
            .accessibilityIdentifier("scroll")
        }
        try host.tap(identifier: "row2")
        try host.tap(identifier: "row2")
        #expect(host.texts.contains("2: 2"))
        try host.scroll(identifier: "scroll", to: CGPoint(x: 0, y: 20))
        #expect(host.texts.contains("2: 2"))
    }

    @Test("ScrollViewReader scrolls to an id: to an anchor, or just into view")
    func scrollViewReader() throws {
        let host = layOut(300, 500) {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Button("Jump") { proxy.scrollTo(50, anchor: .top) }.accessibilityIdentifier("jump")
                    Button("Next") { proxy.scrollTo(60) }.accessibilityIdentifier("next")
                    ScrollView {
                        LazyVStack(spacing: 0) {
                            ForEach(0..<1000, id: \.self) { index in
                                Color.blue.frame(height: 50).accessibilityIdentifier("row\(index)")
                            }
                        }
                    }
                    .accessibilityIdentifier("scroll")
                }
            }
        }
        let viewport = try #require(host["scroll"])
        try host.tap(identifier: "jump")
        #expect(host.contentOffset(of: "scroll") == CGPoint(x: 0, y: 2500))
        #expect(host["row50"]?.minY == viewport.minY)
        // Row 60 is below: the least scroll that shows it puts its bottom at the viewport's bottom.
        try host.tap(identifier: "next")
        #expect(host["row60"]?.maxY == viewport.maxY)
        #expect(host.contentOffset(of: "scroll") == CGPoint(x: 0, y: 3050 - viewport.height))
    }

    @Test("scrollPosition(id:): setting the binding scrolls there; a user's scroll writes the first row in sight")
    func scrollPosition() throws {
        struct Positioned: View {
            @State var position: Int?
            var body: some View {
                VStack(spacing: 0) {
                    Button("Go") { position = 40 }.accessibilityIdentifier("go")
                    Text("at \(position.map { String($0) } ?? "none")")
                    ScrollView {
                        LazyVStack(spacing: 0) {
                            ForEach(0..<1000, id: \.self) { index in
                                Color.blue.frame(height: 50).accessibilityIdentifier("row\(index)")
                            }
                        }
                    }
                    .scrollPosition(id: $position)
                    .accessibilityIdentifier("scroll")
                }
            }
        }
        let host = layOut(300, 500) { Positioned() }
        let viewport = try #require(host["scroll"])
        try host.tap(identifier: "go")
        #expect(host["row40"]?.minY == viewport.minY)
        // Rows are 50 apart: at an offset of 2,525, row 50 (2,500 to 2,550) is the first in sight.
        try host.scroll(identifier: "scroll", to: CGPoint(x: 0, y: 2525))
        #expect(host.texts.contains("at 50"))
        #expect(host.contentOffset(of: "scroll") == CGPoint(x: 0, y: 2525))
    }

    @Test("scrollPosition(_:) with a ScrollPosition: edges, offsets and ids scroll there; a user's scroll is written back")
    func scrollPositionValue() throws {
        final class Seen { var position: ScrollPosition? }
        struct Feed: View {
            let seen: Seen
            @State var position = ScrollPosition(idType: Int.self)
            var body: some View {
                VStack(spacing: 0) {
                    Button("Bottom") { position.scrollTo(edge: .bottom) }.accessibilityIdentifier("bottom")
                    Button("Top") { position.scrollTo(edge: .top) }.accessibilityIdentifier("top")
                    Button("Row") { position.scrollTo(id: 20) }.accessibilityIdentifier("row")
                    Button("Point") { position.scrollTo(y: 250) }.accessibilityIdentifier("point")
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<50, id: \.self) { index in Color.blue.frame(height: 100) }
                        }
                    }
                    .scrollPosition($position, anchor: .center)
                    .frame(height: 300)
                    .accessibilityIdentifier("feed")
                    .onChange(of: position) { seen.position = position }
                }
            }
        }
        let seen = Seen()
        let host = layOut(300, 600) { Feed(seen: seen) }
        #expect(host.contentOffset(of: "feed") == .zero)
        // 50 rows of 100 in a 300-point viewport: the bottom edge is at an offset of 4,700.
        try host.tap(identifier: "bottom")
        #expect(host.contentOffset(of: "feed") == CGPoint(x: 0, y: 4700))
        try host.tap(identifier: "top")
        #expect(host.contentOffset(of: "feed") == .zero)
        // The modifier's anchor: row 20's center (2,050) at the viewport's center (150 down).
        try host.tap(identifier: "row")
        #expect(host.contentOffset(of: "feed") == CGPoint(x: 0, y: 1900))
        try host.tap(identifier: "point")
        #expect(host.contentOffset(of: "feed") == CGPoint(x: 0, y: 250))
        #expect(seen.position?.y == 250 && seen.position?.isPositionedByUser == false)
        // A person's scroll to 1,234: row 12 (1,200 to 1,300) is the first in sight.
        try host.scroll(identifier: "feed", to: CGPoint(x: 0, y: 1234))
        let written = try #require(seen.position)
        #expect(written.isPositionedByUser)
        #expect(written.point == CGPoint(x: 0, y: 1234))
        #expect(written.viewID(type: Int.self) == 12)
        #expect(written.edge == nil)
        // Written back, it does not scroll again.
        #expect(host.contentOffset(of: "feed") == CGPoint(x: 0, y: 1234))
    }

    @Test("ScrollPosition's initializers and scrollTo set what its properties read")
    func scrollPositionProperties() {
        var position = ScrollPosition(edge: .bottom)
        #expect(position.edge == .bottom && position.point == nil && position.viewID == nil)
        position.scrollTo(x: 10, y: 20)
        #expect(position.point == CGPoint(x: 10, y: 20) && position.x == 10 && position.y == 20 && position.edge == nil)
        position.scrollTo(id: "row", anchor: .center)
        #expect(position.viewID(type: String.self) == "row" && position.viewID(type: Int.self) == nil)
        #expect(ScrollPosition(y: 5).x == nil && ScrollPosition(y: 5).y == 5)
        #expect(ScrollPosition(id: 3).viewID as? Int == 3)
        #expect(ScrollPosition(idType: Int.self).edge == nil && !ScrollPosition().isPositionedByUser)
    }
}
