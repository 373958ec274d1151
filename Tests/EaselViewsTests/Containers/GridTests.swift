import Foundation
import SwiftUI
import Testing

// Grid, GridRow and ViewThatFits (issue 6), from LayoutRules §10; lazy grids from §9.
// Expected frames are worked by hand from those rules.

@Suite("Grid (LayoutRules §10)")
struct GridTests {
    @Test("every column is as wide as its widest cell, every row as tall as its tallest; cells centered")
    func columnsAndRows() {
        let host = layOut(300, 300) {
            Grid(horizontalSpacing: 10, verticalSpacing: 5) {
                GridRow {
                    box(30, 20).accessibilityIdentifier("a")
                    box(50, 10).accessibilityIdentifier("b")
                }
                GridRow {
                    box(40, 30).accessibilityIdentifier("c")
                    box(20, 20).accessibilityIdentifier("d")
                }
            }
        }
        // Columns 40 and 50 wide, rows 20 and 30 tall: 100 × 55.
        #expect(host.size == CGSize(width: 100, height: 55))
        #expect(host["a"] == rect(5, 0, 30, 20))
        #expect(host["b"] == rect(50, 5, 50, 10))
        #expect(host["c"] == rect(0, 25, 40, 30))
        #expect(host["d"] == rect(65, 30, 20, 20))
    }

    @Test("a flexible cell takes what the other columns leave")
    func flexibleCell() {
        let host = layOut(300, 300) {
            Grid(horizontalSpacing: 0) {
                GridRow {
                    box(50, 20).accessibilityIdentifier("fixed")
                    Color.red.frame(height: 20).accessibilityIdentifier("flexible")
                }
            }
        }
        #expect(host["fixed"] == rect(0, 0, 50, 20))
        #expect(host["flexible"] == rect(50, 0, 250, 20))
    }

    @Test("short rows leave trailing cells empty; spans; a view outside any row spans every column")
    func spansAndShortRows() {
        let host = layOut(nil, nil) {
            Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow {
                    box(30, 10)
                    box(30, 10)
                    box(30, 10)
                }
                GridRow { box(30, 10).accessibilityIdentifier("short") }
                GridRow {
                    box(70, 10).gridCellColumns(2).accessibilityIdentifier("span")
                    box(30, 10).accessibilityIdentifier("third")
                }
                box(50, 10).accessibilityIdentifier("across")
            }
        }
        // Three 30-point columns with 10 between: 110 wide; the span covers 30 + 10 + 30 = 70.
        #expect(host.size == CGSize(width: 110, height: 40))
        #expect(host["short"] == rect(0, 10, 30, 10))
        #expect(host["span"] == rect(0, 20, 70, 10))
        #expect(host["third"] == rect(80, 20, 30, 10))
        #expect(host["across"] == rect(30, 30, 50, 10))
        #expect(host.diagnostics.isEmpty)
    }

    @Test("a spanning cell wider than its columns widens them equally")
    func spanWidens() {
        let host = layOut(nil, nil) {
            Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow { box(100, 10).gridCellColumns(2) }
                GridRow {
                    box(30, 10).accessibilityIdentifier("left")
                    box(30, 10).accessibilityIdentifier("right")
                }
            }
        }
        // 30 + 10 + 30 = 70 < 100: each column gains 15, to 45.
        #expect(host.size == CGSize(width: 100, height: 20))
        #expect(host["left"] == rect(7.5, 10, 30, 10))
        #expect(host["right"] == rect(62.5, 10, 30, 10))
    }

    @Test("gridColumnAlignment aligns a whole column; a row's alignment its cells")
    func alignments() {
        let host = layOut(nil, nil) {
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow(alignment: .top) {
                    box(10, 10).gridColumnAlignment(.leading).accessibilityIdentifier("first")
                    box(10, 30)
                }
                GridRow {
                    box(40, 10).accessibilityIdentifier("wide")
                    box(10, 10)
                }
            }
        }
        #expect(host["first"] == rect(0, 0, 10, 10))
        #expect(host["wide"] == rect(0, 30, 40, 10))
    }

    @Test("gridCellUnsizedAxes: a flexible view across the grid takes the grid's width without widening it")
    func unsizedAxes() {
        let unsized = layOut(300, 300) {
            Grid {
                GridRow {
                    box(50, 10)
                    box(50, 10)
                }
                Color.red.frame(height: 2).gridCellUnsizedAxes(.horizontal).accessibilityIdentifier("rule")
            }
        }
        #expect(unsized.size.width == 108)
        #expect(unsized["rule"] == rect(0, 18, 108, 2))

        let sized = layOut(300, 300) {
            Grid {
                GridRow {
                    box(50, 10).accessibilityIdentifier("cell")
                    box(50, 10)
                }
                Color.red.frame(height: 2).accessibilityIdentifier("rule")
            }
        }
        // Without it the flexible row asks for all 300 points; the two columns share the extra 192.
        #expect(sized.size.width == 300)
        #expect(sized["rule"] == rect(0, 18, 300, 2))
        #expect(sized["cell"] == rect(48, 0, 50, 10))
    }

    @Test("a row with more cells than the others: the others leave their last cells empty")
    func longRow() {
        let host = layOut(nil, nil) {
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow { box(10, 10) }
                GridRow {
                    box(10, 10)
                    box(10, 10)
                    box(10, 10).accessibilityIdentifier("last")
                }
            }
        }
        #expect(host.size == CGSize(width: 30, height: 20))
        #expect(host["last"] == rect(20, 10, 10, 10))
        #expect(host.diagnostics.isEmpty)
    }
}

@Suite("ViewThatFits (LayoutRules §10)")
struct ViewThatFitsTests {
    private func choices() -> some View {
        ViewThatFits(in: .horizontal) {
            box(200, 10).accessibilityIdentifier("wide")
            box(100, 10).accessibilityIdentifier("medium")
            box(150, 10).accessibilityIdentifier("last")
        }
    }

    @Test("the first child whose ideal size fits along the constrained axes is shown")
    func firstThatFits() {
        let wide = layOut(250, 100) { choices() }
        #expect(wide.size == CGSize(width: 200, height: 10))
        let narrow = layOut(120, 100) { choices() }
        #expect(narrow.size == CGSize(width: 100, height: 10))
        #expect(narrow["medium"] == rect(0, 0, 100, 10))
    }

    @Test("when nothing fits, the last child is used (Appendix B.6, Easel's choice)")
    func noneFits() {
        let host = layOut(50, 100) { choices() }
        #expect(host.size == CGSize(width: 150, height: 10))
    }
}

@Suite("Lazy grids (LayoutRules §9)")
struct LazyGridTests {
    @Test("fixed columns first, then flexible ones share the rest; each row as tall as its tallest cell")
    func fixedAndFlexible() {
        let host = layOut(300, 400) {
            ScrollView {
                LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.flexible()), GridItem(.flexible())]) {
                    ForEach(0..<9, id: \.self) { index in
                        Color.blue.frame(height: CGFloat(20 + (index % 3) * 10)).accessibilityIdentifier("cell\(index)")
                    }
                }
                .accessibilityIdentifier("grid")
            }
        }
        // 300 − 2 × 8 spacing − 50 fixed = 234, shared by two flexible columns: 117 each, at 58 and 183.
        #expect(host["cell0"] == rect(0, 10, 50, 20))
        #expect(host["cell1"] == rect(58, 5, 117, 30))
        #expect(host["cell2"] == rect(183, 0, 117, 40))
        // Rows are 40 tall with 8 between.
        #expect(host["cell3"] == rect(0, 58, 50, 20))
        #expect(host["grid"] == rect(0, 0, 300, 3 * 40 + 2 * 8))
    }

    @Test("a flexible column is clamped to its maximum; the next takes what is left")
    func flexibleMaximum() {
        let host = layOut(300, 400) {
            ScrollView {
                LazyVGrid(columns: [GridItem(.flexible(maximum: 100)), GridItem(.flexible())]) {
                    Color.red.frame(height: 10).accessibilityIdentifier("first")
                    Color.red.frame(height: 10).accessibilityIdentifier("second")
                }
            }
        }
        #expect(host["first"] == rect(0, 0, 100, 10))
        #expect(host["second"] == rect(108, 0, 192, 10))
    }

    @Test("an adaptive item makes as many columns of at least its minimum as fit")
    func adaptive() throws {
        let host = layOut(300, 400) {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                    ForEach(0..<6, id: \.self) { index in
                        Color.red.frame(height: 10).accessibilityIdentifier("cell\(index)")
                    }
                }
            }
        }
        // (300 + 8) / (80 + 8) = 3.5: three columns of (300 − 16) / 3.
        let width = CGFloat(284) / 3
        #expect(approximately(host["cell1"], rect(width + 8, 0, width, 10)))
        #expect(approximately(host["cell3"], rect(0, 18, width, 10)))
    }

    @Test("LazyHGrid is the mirror image: rows from its items, columns as wide as their widest cell")
    func lazyHGrid() {
        let host = layOut(300, 200) {
            ScrollView(.horizontal) {
                LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))]) {
                    ForEach(0..<6, id: \.self) { index in
                        Color.red.frame(width: 30).accessibilityIdentifier("cell\(index)")
                    }
                }
            }
        }
        #expect(host["cell0"] == rect(0, 0, 30, 40))
        #expect(host["cell1"] == rect(0, 48, 30, 40))
        #expect(host["cell2"] == rect(38, 0, 30, 40))
    }

    @Test("a lazy grid of a million items makes only the rows in view")
    func millionItems() throws {
        var appeared = 0
        let host = layOut(300, 800) {
            ScrollView {
                LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3), spacing: 0) {
                    ForEach(0..<1_000_000, id: \.self) { index in
                        Color.blue.frame(height: 50).accessibilityIdentifier("cell\(index)").onAppear { appeared += 1 }
                    }
                }
            }
            .accessibilityIdentifier("scroll")
        }
        // Rows of three, 50 tall: rows 0...15 are in the first 800 points.
        #expect(appeared == 48)
        // Row 100,000 starts at 5,000,000.
        try host.scroll(identifier: "scroll", to: CGPoint(x: 0, y: 5_000_000))
        #expect(host["cell300000"]?.minY == 0)
        #expect(host["cell300001"]?.minY == 0)
        #expect(host.diagnostics.isEmpty)
    }

    @Test("a grid without columns shows nothing and says why")
    func noColumns() {
        let host = layOut(300, 400) {
            ScrollView { LazyVGrid(columns: []) { Text("lost") } }
        }
        #expect(host.texts.isEmpty)
        #expect(host.diagnostics.contains { $0.message.contains("no columns") })
    }
}
