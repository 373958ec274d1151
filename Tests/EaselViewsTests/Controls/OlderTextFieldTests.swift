import Foundation
import SwiftUI
import Testing

// TextField's first forms (iOS 13), as older tutorials write them: `onEditingChanged` hears true when editing
// begins (a tap on the field, or the first character typed into it) and false when a return ends it; `onCommit`
// runs on the return, after the `onSubmit` action.
@Suite struct OlderTextFieldTests {
    final class Log: @unchecked Sendable { var events: [String] = [] }

    struct Form: View {
        let log: Log
        @State private var name = ""
        var body: some View {
            VStack {
                TextField("Name", text: $name, onEditingChanged: { log.events.append("editing \($0)") },
                          onCommit: { log.events.append("commit \(name)") })
                    .onSubmit { log.events.append("submit") }
                    .accessibilityIdentifier("name")
                TextField("Other", text: .constant(""), onCommit: { log.events.append("other") })
                    .accessibilityIdentifier("other")
            }
        }
    }

    @Test("Editing begins once on the first tap or character and ends with the return, which commits")
    func events() throws {
        let log = Log()
        let host = layOut(300, 200) { Form(log: log) }
        try host.tap(identifier: "name")
        try host.type("Ana", into: "name")
        #expect(log.events == ["editing true"])
        try host.type("\n", into: "name")
        #expect(log.events == ["editing true", "submit", "commit Ana", "editing false"])
        try host.type("\n", into: "other")
        #expect(log.events.last == "other")
    }
}
