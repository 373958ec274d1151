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

// Text field styles: a custom style's `_body(configuration:)` replaces the field; the field it is given is the styled
// one (the same binding, title, focus and onSubmit) drawn plain, so wrapping it in 10 points of padding makes the
// field 10 + 10 = 20 points taller than a plain one and insets the field inside by 10 on each side; typing through the
// host reaches it wherever the style put it (docs/Decisions.md, "Text field styles").
@Suite struct TextFieldStyleTests {
    final class Log: @unchecked Sendable { var lines: [String] = [] }

    struct BoxedStyle: TextFieldStyle {
        func _body(configuration: TextField<Self._Label>) -> some View {
            configuration
                .accessibilityIdentifier("inner")
                .padding(10)
                .background(RoundedRectangle(cornerRadius: 8).stroke(Color.gray))
        }
    }

    /// The same style without an identifier inside, so that the outer identifier names the field's element.
    struct OutlinedStyle: TextFieldStyle {
        func _body(configuration: TextField<Self._Label>) -> some View {
            configuration.padding(10).background(RoundedRectangle(cornerRadius: 8).stroke(Color.gray))
        }
    }

    struct SignIn: View {
        let log: Log
        @State private var email = ""
        var body: some View {
            VStack(spacing: 0) {
                TextField("Email", text: $email)
                    .textFieldStyle(BoxedStyle())
                    .accessibilityIdentifier("email")
                    .onSubmit { log.lines.append("submitted \(email)") }
                TextField("Plain", text: .constant("")).accessibilityIdentifier("plain")
                Text("email is \(email)")
            }
        }
    }

    @Test("A custom style wraps the plain field: 20 points taller, the field inset by 10, its title shown")
    func customStyleMetrics() throws {
        let host = layOut(393, 400) { SignIn(log: Log()) }
        let styled = try #require(host["email"]), plain = try #require(host["plain"])
        let inner = try #require(host["inner"])
        #expect(host.texts.contains("Email"), "the title is the placeholder, through the style's label")
        #expect(nearly(styled.height, plain.height + 20))
        #expect(styled.width == 393 && plain.width == 393, "both as wide as offered")
        #expect(nearly(inner.width, 393 - 20))
        #expect(nearly(inner.height, plain.height))
        #expect(nearly(inner.minX, styled.minX + 10) && nearly(inner.minY, styled.minY + 10))
    }

    @Test("Typing into a field in a custom style fills its binding, and a newline runs its onSubmit")
    func typingThroughStyle() throws {
        let log = Log()
        let host = layOut(393, 400) { SignIn(log: log) }
        try host.type("abc", into: "email")
        #expect(host.texts.contains("email is abc"))
        #expect(host.texts.contains("abc"), "the field shows what was typed")
        try host.type("\n", into: "email")
        #expect(log.lines == ["submitted abc"])
    }

    @Test("A field in a custom style is still a text field to accessibility; a secure field keeps its dots")
    func accessibility() throws {
        let host = layOut(393, nil) {
            VStack {
                TextField("Email", text: .constant("ann@example.com"))
                    .textFieldStyle(OutlinedStyle())
                    .accessibilityIdentifier("email")
                SecureField("Password", text: .constant("pw")).textFieldStyle(OutlinedStyle())
            }
        }
        let tree = host.accessibilityTree
        #expect(tree.labels == ["Email", "Password"])
        #expect(tree.elements.map(\.role) == ["TextField", "SecureField"])
        #expect(tree.elements.map(\.value) == ["ann@example.com", "••"])
        #expect(tree.elements.first?.identifier == "email")
        #expect(host.texts.contains("••") && !host.texts.contains("pw"))
    }

    @Test("The built-in styles keep their look: plain and automatic undecorated, rounded border 34 points tall")
    func builtInStyles() throws {
        let host = layOut(300, 400) {
            VStack(spacing: 0) {
                TextField("A", text: .constant("")).accessibilityIdentifier("default")
                TextField("B", text: .constant("")).textFieldStyle(.plain).accessibilityIdentifier("plain")
                TextField("C", text: .constant("")).textFieldStyle(.automatic).accessibilityIdentifier("automatic")
                TextField("D", text: .constant("")).textFieldStyle(.roundedBorder).accessibilityIdentifier("rounded")
            }
        }
        let plain = try #require(host["default"])
        #expect(host["plain"]?.height == plain.height)
        #expect(host["automatic"]?.height == plain.height)
        #expect(host["rounded"]?.height == 34)
    }
}
