import Foundation
import SwiftUI
import Testing

// List in the plain style (issue 6; the inset-grouped style a List has by default is in ListStyleTests): it takes the space it is offered; each row is at least 44
// points tall, its content 20 points from the sides and 11 from the top and bottom (UIKit's standard cell
// metrics); rows are made lazily and section headers pinned.

@Suite("List")
struct ListTests {
    @Test("a list takes all the space it is offered; rows are 44 points, content inset 20 and 11")
    func rowGeometry() {
        let host = layOut(300, 400) {
            List {
                Color.red.frame(height: 10).accessibilityIdentifier("first")
                Color.red.frame(height: 60).accessibilityIdentifier("tall")
            }
            .listStyle(.plain)
            .accessibilityIdentifier("list")
        }
        #expect(host["list"] == rect(0, 0, 300, 400))
        // The first row's content is centered in its 22-point minimum: 11 + (22 − 10) / 2 = 17.
        #expect(host["first"] == rect(20, 17, 260, 10))
        // A taller row grows: 60 + 2 × 11, after the first row's 44.
        #expect(host["tall"] == rect(20, 44 + 11, 260, 60))
    }

    @Test("a list of a million rows makes only those in view; its headers are pinned")
    func lazyRowsAndPinnedHeaders() throws {
        var appeared = 0
        let host = layOut(300, 440) {
            List {
                Section(header: Color.gray.frame(height: 20).accessibilityIdentifier("header")) {
                    ForEach(0..<1_000_000, id: \.self) { index in
                        Color.blue.frame(height: 22).accessibilityIdentifier("row\(index)").onAppear { appeared += 1 }
                    }
                }
            }
            .listStyle(.plain)
            .accessibilityIdentifier("list")
        }
        // The header is 20 + 2 × 6 = 32 tall; rows every 44 from there: rows 0...9 start before 440.
        #expect(appeared == 10)
        #expect(host["row0"] == rect(20, 32 + 11, 260, 22))
        try host.scroll(identifier: "list", to: CGPoint(x: 0, y: 44 * 1000))
        #expect(host["header"] == rect(20, 6, 260, 20))
        #expect(host["row1000"]?.minY == CGFloat(32 + 11))
    }

    @Test("List(data) and List(data, id:) make a row per element")
    func dataInitializers() {
        struct Item: Identifiable {
            let id: Int
            let name: String
        }
        let items = [Item(id: 1, name: "One"), Item(id: 2, name: "Two")]
        let identified = layOut(300, 400) { List(items) { Text($0.name) } }
        #expect(identified.texts == ["One", "Two"])
        let keyed = layOut(300, 400) { List(["a", "b", "c"], id: \.self) { Text($0) } }
        #expect(keyed.texts == ["a", "b", "c"])
    }
}
