import Foundation
import SwiftUI
import Testing

// A custom view in a List (or a Form, a lazy stack) whose body is a ForEach, a Section or several views gives the
// list their rows, as if they were written in its place: SwiftUI makes a list's rows of its content's view list,
// and a custom view's view list is its body's. Apps rely on it to split a Form into section views. Easel's own
// views stay one row (a Label is one row whatever its body), as Apple's views are primitives.
@Suite struct CustomViewRowsTests {
    struct AccountSection: View {
        var body: some View {
            Section("Account") {
                Text("Name").accessibilityIdentifier("name")
                Text("Email").accessibilityIdentifier("email")
            }
        }
    }

    struct Numbers: View {
        var body: some View {
            ForEach(1..<4) { Text("Row \($0)").accessibilityIdentifier("row\($0)") }
        }
    }

    struct TwoRows: View {
        var body: some View {
            Text("First").accessibilityIdentifier("first")
            Text("Second").accessibilityIdentifier("second")
        }
    }

    static let identifiers = ["name", "email", "row1", "row2", "row3", "first", "second"]

    func frames<V: View>(_ view: V) -> [String: CGRect] {
        let host = ViewHost(view, device: .iPhone15)
        var frames: [String: CGRect] = [:]
        for identifier in Self.identifiers { frames[identifier] = host[identifier] }
        return frames
    }

    @Test("Custom views whose bodies are a section, a ForEach and two views give the rows written in their place")
    func sameAsInline() {
        let extracted = frames(List {
            AccountSection()
            Section("Numbers") { Numbers() }
            TwoRows()
        })
        let inline = frames(List {
            Section("Account") {
                Text("Name").accessibilityIdentifier("name")
                Text("Email").accessibilityIdentifier("email")
            }
            Section("Numbers") {
                ForEach(1..<4) { Text("Row \($0)").accessibilityIdentifier("row\($0)") }
            }
            Text("First").accessibilityIdentifier("first")
            Text("Second").accessibilityIdentifier("second")
        })
        #expect(extracted.count == Self.identifiers.count)
        #expect(extracted == inline)
        // One row each: the second row starts below the first (a single row would put them side by side).
        #expect(extracted["email"].map(\.minY) ?? 0 > extracted["name"].map(\.maxY) ?? .infinity)
        #expect(extracted["row2"].map(\.minX) == extracted["row1"].map(\.minX))
    }

    @Test("A modifier on such a view applies to each of its rows")
    func modifierOnEachRow() {
        let insets = EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0)
        let extracted = frames(List { Numbers().listRowInsets(insets) }.listStyle(.plain))
        let inline = frames(List {
            ForEach(1..<4) { Text("Row \($0)").accessibilityIdentifier("row\($0)") }.listRowInsets(insets)
        }.listStyle(.plain))
        #expect(extracted["row1"] != nil)
        #expect(extracted == inline)
        #expect(extracted["row3"]?.minX == 40)
    }

    struct Growing: View {
        @State private var count = 2
        var body: some View {
            ForEach(0..<count, id: \.self) { index in
                Button("Item \(index)") { count += 1 }.accessibilityIdentifier("item\(index)")
            }
        }
    }

    @Test("The view keeps its state: a row added by its own state appears as a row of the list")
    func stateAddsRows() throws {
        let host = ViewHost(List { Growing() }, device: .iPhone15)
        #expect(host["item1"] != nil)
        #expect(host["item2"] == nil)
        try host.tap(identifier: "item0")
        let second = try #require(host["item1"]), third = try #require(host["item2"])
        #expect(third.minY > second.maxY)
        try host.tap(identifier: "item2")
        #expect(host["item3"] != nil)
    }

    @Test("Easel's own views stay one row: a label is one row, its icon beside its title")
    func builtInViewsAreOneRow() throws {
        let host = ViewHost(List { Label("Stop", systemImage: "stop").accessibilityIdentifier("label") }, device: .iPhone15)
        let label = try #require(host["label"])
        // Title and icon side by side in one row: the row is one line tall.
        #expect(label.height < 30)
    }

    struct Parity: View {
        let index: Int
        var body: some View {
            if index.isMultiple(of: 2) { Text("even \(index)") } else { Text("odd \(index)").italic() }
        }
    }

    struct MaybeRow: View {
        let index: Int
        var body: some View {
            if index.isMultiple(of: 2) { Text("even \(index)") }
        }
    }

    @Test("A row view that is one view either way (if/else) stays lazy; one that may be none is counted first")
    func conditionalRowsStayLazy() {
        let count = 10_000
        let lazy = ViewHost(List { ForEach(0..<count, id: \.self) { Parity(index: $0) } }, device: .iPhone15)
        // The rows in view, a few dozen at most, are the bodies evaluated (with the host's own few).
        #expect(lazy.statistics.bodyEvaluations < 100)
        #expect(lazy.texts.prefix(2) == ["even 0", "odd 1"])
        // An `if` without `else` gives no row for odd numbers: SwiftUI too must evaluate every element to count
        // the rows, and so does Easel.
        let counted = ViewHost(List { ForEach(0..<count, id: \.self) { MaybeRow(index: $0) } }, device: .iPhone15)
        #expect(counted.statistics.bodyEvaluations >= count)
        #expect(counted.texts.prefix(2) == ["even 0", "even 2"])
    }

    /// A recursive view: its body holds a view of its own type until `levels` runs out.
    struct Nested: View {
        let levels: Int
        var body: some View {
            if levels == 0 {
                Text("Inner").accessibilityIdentifier("inner")
            } else {
                Nested(levels: levels - 1).padding(.leading, 1)
            }
        }
    }

    /// A recursive view that ends in a ForEach: three rows, however many levels above them.
    struct RowsBelow: View {
        let levels: Int
        var body: some View {
            if levels == 0 {
                ForEach(1..<4) { Text("Row \($0)").accessibilityIdentifier("row\($0)") }
            } else {
                RowsBelow(levels: levels - 1)
            }
        }
    }

    @Test("A recursive view in a list is one row, or the rows its innermost body gives (asking its type ends)")
    func recursiveViews() throws {
        // Asking whether the view may give several rows reaches its own type again inside its body: it once asked
        // again without end and overflowed the stack.
        let nested = ViewHost(List { Nested(levels: 5) }.listStyle(.plain), device: .iPhone15)
        let inner = try #require(nested["inner"])
        // One row, its text padded by a point for each of the five levels: where five points of padding put it.
        let padded = ViewHost(
            List { Text("Inner").accessibilityIdentifier("inner").padding(.leading, 5) }.listStyle(.plain),
            device: .iPhone15)
        #expect(inner == padded["inner"])
        let rows = frames(List { RowsBelow(levels: 3) })
        let inline = frames(List { ForEach(1..<4) { Text("Row \($0)").accessibilityIdentifier("row\($0)") } })
        #expect(rows["row3"] != nil)
        #expect(rows == inline)
    }
}
