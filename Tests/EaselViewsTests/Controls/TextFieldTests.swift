import Foundation
import SwiftUI
import Testing

// A text field at rest (issue 20, first part): its text, or while empty its prompt (else its title) in the
// placeholder gray; one line of body text, as wide as it is offered; `.roundedBorder` makes it at least 34 points
// tall (UITextField's rounded-rect height) with 7-point insets. Typing goes through the host, as a keyboard's would.
@Suite struct TextFieldTests {
    final class Log: @unchecked Sendable { var lines: [String] = [] }

    struct SignUp: View {
        let log: Log
        @State private var name = ""
        @State private var password = ""
        var body: some View {
            VStack {
                TextField("Name", text: $name).accessibilityIdentifier("name")
                    .onSubmit { log.lines.append("submitted \(name)") }
                SecureField("Password", text: $password).accessibilityIdentifier("password")
                Text("name is \(name)")
            }
        }
    }

    @Test("The title shows while empty; typing fills the binding; a newline submits")
    func typing() throws {
        let log = Log()
        let host = layOut(393, 400) { SignUp(log: log) }
        #expect(host.texts.contains("Name"))
        #expect(host["name"]?.width == 393, "as wide as it is offered")
        try host.type("Anna", into: "name")
        #expect(host.texts.contains("name is Anna"))
        #expect(host.texts.contains("Anna"))
        try host.type("\n", into: "name")
        #expect(log.lines == ["submitted Anna"])
        try host.type("abc", into: "password")
        #expect(host.texts.contains("•••"))
        #expect(!host.texts.contains("abc"))
        #expect(throws: ViewHost.TypingError.self) { try host.type("x", into: "nothing") }
    }

    @Test("A prompt replaces the title while empty; the rounded border style is 34 points tall")
    func promptAndBorder() throws {
        let prompted = layOut(393, 400) {
            TextField("Email", text: .constant(""), prompt: Text("name@example.com"))
        }
        #expect(prompted.texts == ["name@example.com"])
        let rounded = layOut(300, 400) {
            TextField("Search", text: .constant(""))
                .textFieldStyle(.roundedBorder)
                .accessibilityIdentifier("field")
        }
        let field = try #require(rounded["field"])
        #expect(field.height == 34)
        #expect(field.width == 300)
    }

    @Test("A disabled field takes no typing")
    func disabled() throws {
        struct Locked: View {
            @State private var text = ""
            var body: some View {
                VStack {
                    TextField("Locked", text: $text).disabled(true).accessibilityIdentifier("locked")
                    Text("text is \(text)")
                }
            }
        }
        let host = layOut(393, 400) { Locked() }
        try host.type("x", into: "locked")
        #expect(host.texts.contains("text is "))
    }
}
