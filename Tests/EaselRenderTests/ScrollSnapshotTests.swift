import EaselTesting
import Foundation
import SnapshotTesting
import SwiftUI
import Testing

// The seeds' history list (Kuchi, "The Lazy Stacks"): a ScrollView holding a LazyVStack whose section
// headers are pinned, over generated data, drawn at several scroll offsets. References were looked at
// before they were committed.

/// One practised word: what was asked, what was answered, whether it was right.
private struct Attempt: Hashable {
    let number: Int
    let question: String
    let answer: String
    let correct: Bool
}

/// Generated history: a few days of attempts, the same every run (words and results picked by arithmetic).
private let days: [(title: String, attempts: [Attempt])] = {
    let words = [
        ("Kuchi", "mouth"), ("Hana", "nose"), ("Mimi", "ear"), ("Me", "eye"), ("Te", "hand"), ("Ashi", "foot"),
        ("Atama", "head"), ("Kami", "hair"), ("Kubi", "neck"), ("Kata", "shoulder"), ("Yubi", "finger"),
        ("Hiza", "knee"),
    ]
    return ["Today", "Yesterday", "Monday"].enumerated().map { day, title in
        let attempts = (0..<8).map { number in
            let word = words[(day * 5 + number * 7) % words.count]
            let correct = (day + number * 3) % 4 != 0
            let answer = correct ? word.1 : words[(day + number * 5 + 3) % words.count].1
            return Attempt(number: number, question: word.0, answer: answer, correct: correct)
        }
        return (title, attempts)
    }
}()

private struct HistoryView: View {
    func header(_ title: String) -> some View {
        Text(title)
            .font(.headline)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal)
            .padding(.vertical, 8)
            .background(Color(white: 0.93))
            .accessibilityIdentifier("header-\(title)")
    }

    func getElement(_ element: Attempt) -> some View {
        HStack {
            VStack(alignment: .leading) {
                Text(element.question).font(.body)
                Text(element.answer).font(.subheadline).foregroundColor(.secondary)
            }
            Spacer()
            Circle()
                .fill(element.correct ? Color.green : Color.red)
                .frame(width: 12, height: 12)
        }
        .padding(.horizontal)
        .padding(.vertical, 10)
    }

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(days, id: \.title) { day in
                    Section(header: header(day.title)) {
                        ForEach(day.attempts, id: \.self) { element in
                            getElement(element)
                        }
                    }
                }
            }
        }
        .accessibilityIdentifier("history")
        .background(Color.white)
    }
}

/// A plain list with sections, as the history might be written with List.
private struct HistoryList: View {
    var body: some View {
        List {
            ForEach(days, id: \.title) { day in
                Section(header: Text(day.title)) {
                    ForEach(day.attempts, id: \.self) { attempt in
                        HStack {
                            Text(attempt.question)
                            Spacer()
                            Text(attempt.answer).foregroundColor(.secondary)
                        }
                    }
                }
            }
        }
        .listStyle(.plain)
        .accessibilityIdentifier("list")
    }
}

@Suite("Scrolling snapshots")
struct ScrollSnapshotTests {
    private func makeHost() -> ViewHost {
        ViewHost(
            HistoryView(), proposal: ProposedViewSize(width: 320, height: 420),
            environment: { var environment = EnvironmentValues(); environment.displayScale = 2; return environment }())
    }

    private func render(offset: CGFloat) throws -> Data {
        let host = makeHost()
        try host.scroll(identifier: "history", to: CGPoint(x: 0, y: offset))
        #expect(host.diagnostics.isEmpty)
        return try host.render(as: .png, scale: 2)
    }

    @Test("the history list at the top")
    func top() throws {
        assertSnapshot(of: try render(offset: 0), as: .easelPNG(), named: "history-top")
    }

    @Test("the history list scrolled: the first day's header pinned over its rows")
    func pinned() throws {
        assertSnapshot(of: try render(offset: 200), as: .easelPNG(), named: "history-pinned")
    }

    @Test("a plain List: rows, separators, a pinned section header")
    func list() throws {
        let host = ViewHost(
            HistoryList(), proposal: ProposedViewSize(width: 320, height: 420),
            environment: { var environment = EnvironmentValues(); environment.displayScale = 2; return environment }())
        try host.scroll(identifier: "list", to: CGPoint(x: 0, y: 100))
        #expect(host.diagnostics.isEmpty)
        assertSnapshot(of: try host.render(as: .png, scale: 2), as: .easelPNG(), named: "list")
    }

    @Test("the history list where the second day's header pushes the first one up")
    func pushed() throws {
        let host = makeHost()
        // Find where the second header sits in the content, then stop 20 points short of it.
        try host.scroll(identifier: "history", to: CGPoint(x: 0, y: 300))
        let natural = try #require(host.frame(of: "header-Yesterday")).minY + 300
        try host.scroll(identifier: "history", to: CGPoint(x: 0, y: natural - 20))
        #expect(host.frame(of: "header-Yesterday")?.minY == 20)
        // The first section ends where the second header starts: its pinned header ends there too.
        #expect(host.frame(of: "header-Today")?.maxY == 20)
        assertSnapshot(of: try host.render(as: .png, scale: 2), as: .easelPNG(), named: "history-pushed")
    }
}
