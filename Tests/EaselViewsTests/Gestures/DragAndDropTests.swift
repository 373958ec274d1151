import Foundation
import SwiftUI
import Testing

// draggable and dropDestination (iOS 16): a drag is never seen at rest, so a host performs one on request
// (`ViewHost.drag(identifier:onto:)`): the destination hears the drag arrive, takes the payload if it is of its type,
// and hears it leave.
@Suite struct DragAndDropTests {
    struct Board: View {
        @State var todo = ["Write", "Test"]
        @State var done: [String] = []
        @State var targeted: [Bool] = []
        var body: some View {
            HStack {
                VStack {
                    ForEach(todo, id: \.self) { Text($0).accessibilityIdentifier($0).draggable($0) }
                }
                VStack {
                    ForEach(done, id: \.self) { Text("done \($0)") }
                    Color.gray.frame(width: 100, height: 100)
                }
                .dropDestination(for: String.self) { items, location in
                    done += items
                    todo.removeAll { items.contains($0) }
                    return location.x > 0
                } isTargeted: { targeted.append($0) }
                .accessibilityIdentifier("done")
                Color.red.frame(width: 10, height: 10).dropDestination(for: URL.self) { _, _ in true }
                    .accessibilityIdentifier("numbers")
            }
            .overlay(alignment: .bottom) { Text("targeted \(targeted.map(String.init).joined(separator: ","))") }
        }
    }

    @Test("A dragged payload lands in the destination, which hears the drag come and go")
    func drop() throws {
        let host = ViewHost(Board())
        #expect(try host.drag(identifier: "Write", onto: "done"))
        #expect(host.texts.contains("done Write"))
        #expect(!host.texts.contains("Write"))
        #expect(host.texts.contains("targeted true,false"))
    }

    @Test("A destination of another type, or a view that is not draggable, refuses with a reason")
    func refusals() {
        let host = ViewHost(Board())
        #expect(throws: ViewHost.DragError.self) { try host.drag(identifier: "Test", onto: "numbers") }
        #expect(throws: ViewHost.DragError.self) { try host.drag(identifier: "done", onto: "numbers") }
        #expect(throws: ViewHost.DragError.self) { try host.drag(identifier: "nothing", onto: "done") }
    }
}
