import EaselLayout
import Foundation

/// How a lazy container arranges the items of a line: one item per line (stacks), or one per column
/// (grids, whose columns come from their `GridItem`s and the size offered across the axis).
enum LazyArrangement {
    case stack
    case grid(items: [GridItem], cellAlignment: Alignment)
}

/// The lines of a lazy container: an item per line in a stack; in a grid, a section's content items in
/// rows of as many as there are columns, its header and footer a line each.
struct LazyLines {
    /// Consecutive lines made of consecutive items.
    private struct Run {
        var firstLine: Int
        var firstItem: Int
        var itemCount: Int
        var perLine: Int
        var isContent: Bool
    }

    struct SectionLines {
        var header: Int?
        var footer: Int?
        var lines: Range<Int>
    }

    private var runs: [Run] = []
    private(set) var count = 0
    private(set) var sections: [SectionLines] = []

    init(items: LazyItems, perLine: Int) {
        let perLine = Swift.max(1, perLine)
        // Consecutive content items of the same section fill rows together.
        var pendingStart = 0, pendingCount = 0
        func flush() {
            guard pendingCount > 0 else { return }
            let lines = (pendingCount + perLine - 1) / perLine
            runs.append(Run(firstLine: count, firstItem: pendingStart, itemCount: pendingCount, perLine: perLine, isContent: true))
            count += lines
            pendingCount = 0
        }
        var lastSection: Int?? = .none
        for run in items.runs {
            if run.role == .content, lastSection == .some(run.section), pendingCount > 0 {
                pendingCount += run.count
            } else {
                flush()
                if run.role == .content {
                    pendingStart = run.start
                    pendingCount = run.count
                } else {
                    runs.append(Run(firstLine: count, firstItem: run.start, itemCount: run.count, perLine: 1, isContent: false))
                    count += run.count
                }
            }
            lastSection = .some(run.section)
        }
        flush()
        sections = items.sections.map { section in
            let first = line(ofItem: section.items.lowerBound)
            let end = section.items.isEmpty ? first : line(ofItem: section.items.upperBound - 1) + 1
            return SectionLines(header: section.header.map(line(ofItem:)), footer: section.footer.map(line(ofItem:)), lines: first..<end)
        }
    }

    private func run(containingLine line: Int) -> Run {
        var low = 0, high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle].firstLine <= line { low = middle } else { high = middle - 1 }
        }
        return runs[low]
    }

    /// The items of a line.
    func items(ofLine line: Int) -> Range<Int> {
        let run = run(containingLine: line)
        let start = run.firstItem + (line - run.firstLine) * run.perLine
        return start..<Swift.min(start + run.perLine, run.firstItem + run.itemCount)
    }

    /// Whether a line holds content (as opposed to a section's header or footer).
    func isContent(_ line: Int) -> Bool { run(containingLine: line).isContent }

    func line(ofItem item: Int) -> Int {
        var low = 0, high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle].firstItem <= item { low = middle } else { high = middle - 1 }
        }
        let run = runs[low]
        return run.firstLine + (item - run.firstItem) / run.perLine
    }
}
