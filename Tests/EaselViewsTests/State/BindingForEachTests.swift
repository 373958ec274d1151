import Foundation
import SwiftUI
import Testing

// ForEach and List over a binding to a collection (iOS 15): each row is given a binding to its element, which reads
// and writes the collection at the element's index, so a control in a row edits the source of truth. The `id:`
// forms name the id by a key path on the element (not on its binding), as SwiftUI declares them.
@Suite struct BindingForEachTests {
    struct Chore: Identifiable {
        let id: Int
        var title: String
        var isDone = false
    }

    struct Checklist: View {
        @State private var chores = [Chore(id: 1, title: "Milk"), Chore(id: 2, title: "Eggs")]
        var body: some View {
            VStack {
                ForEach($chores) { $chore in
                    Toggle(chore.title, isOn: $chore.isDone).accessibilityIdentifier("chore \(chore.id)")
                }
                Text("\(chores.filter(\.isDone).count) done")
            }
        }
    }

    @Test("ForEach($chores) { $chore in … }: a row's toggle writes its element of the state")
    func identifiable() throws {
        let host = layOut(393, 300) { Checklist() }
        // A tap on a toggle's switch, at its trailing end (the gap between its label and switch takes none).
        func tapSwitch(_ identifier: String) throws {
            let row = try #require(host[identifier])
            try host.tap(at: CGPoint(x: row.maxX - 20, y: row.midY))
        }
        #expect(host.texts.contains("0 done"))
        try tapSwitch("chore 2")
        #expect(host.texts.contains("1 done"))
        try tapSwitch("chore 1")
        #expect(host.texts.contains("2 done"))
    }

    struct Names: View {
        @State private var names = ["Ana", "Ben"]
        var body: some View {
            List($names, id: \.self) { $name in
                Button(name) { name = name.uppercased() }.accessibilityIdentifier(name)
            }
        }
    }

    @Test("List($names, id: \\.self): the id is the element's; a row's button writes its element")
    func keyPathIDs() throws {
        let host = layOut(393, 300) { Names() }
        try host.tap(identifier: "Ben")
        #expect(host.texts.contains("BEN") && host.texts.contains("Ana"))
    }

    @Test("The types are SwiftUI's: the data is the collection's indices paired with the ids")
    func types() {
        let each: ForEach<LazyMapSequence<Range<Int>, (Int, String)>, String, Text> =
            ForEach(.constant(["a", "b"]), id: \.self) { $letter in Text(letter) }
        #expect(each.data.map(\.1) == ["a", "b"])
        let list: List<Never, ForEach<LazyMapSequence<Range<Int>, (Int, Int)>, Int, Text>> =
            List(.constant([Chore(id: 7, title: "Bread")])) { $chore in Text(chore.title) }
        #expect(ViewHost(list, proposal: ProposedViewSize(width: 393, height: 200)).texts == ["Bread"])
    }
}
