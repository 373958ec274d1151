import Foundation
import SwiftUI
import Testing

// Focus and text input (issue 20): a field bound with `.focused` takes focus when typed into or tapped, the
// focused field draws its caret (a 2-point bar, UITextView's insertion point), and setting the focus state moves
// it; `TextField(value:format:)` shows the formatted value and parses what is typed.
@Suite struct FocusTests {
    enum Field: Hashable { case user, password }

    struct Login: View {
        @State private var user = ""
        @State private var password = ""
        @FocusState private var focused: Field?
        var body: some View {
            VStack {
                TextField("User", text: $user).focused($focused, equals: .user).accessibilityIdentifier("user")
                SecureField("Password", text: $password).focused($focused, equals: .password)
                    .accessibilityIdentifier("password")
                Text(focused == .user ? "on user" : focused == .password ? "on password" : "none")
                Button("Next") { focused = .password }.accessibilityIdentifier("next")
            }
            .onSubmit { focused = focused == .user ? .password : nil }
        }
    }

    @Test("Typing focuses the field and draws its caret; the app moves focus by setting the state")
    func focusMoves() throws {
        let host = layOut(300, 400) { Login() }
        #expect(host.texts.contains("none"))
        #expect(host["TextField.caret"] == nil)
        try host.type("ann", into: "user")
        #expect(host.texts.contains("on user"))
        let caret = try #require(host["TextField.caret"])
        #expect(caret.width == 2)
        try host.tap(identifier: "next")
        #expect(host.texts.contains("on password"))
        try host.type("pw\n", into: "password")
        #expect(host.texts.contains("none"), "return in the last field ends editing")
    }

    struct Toggled: View {
        @FocusState private var isFocused: Bool
        @State private var note = ""
        var body: some View {
            VStack {
                TextEditor(text: $note).focused($isFocused).frame(height: 100).accessibilityIdentifier("editor")
                Text(isFocused ? "focused" : "idle")
            }
        }
    }

    @Test("A Boolean focus state and a text editor that takes newlines")
    func editor() throws {
        let host = layOut(300, 400) { Toggled() }
        try host.type("one\ntwo", into: "editor")
        #expect(host.texts.contains("focused"))
        #expect(host.texts.contains("one\\ntwo"), "the host lists a newline as \\n")
    }

    struct Quantity: View {
        @State private var amount = 3
        var body: some View {
            VStack {
                TextField("Amount", value: $amount, format: .number).accessibilityIdentifier("amount")
                Text("amount \(amount)")
            }
        }
    }

    @Test("value:format: shows the formatted value and parses what is typed")
    func formatted() throws {
        let host = layOut(300, 400) { Quantity() }
        #expect(host.texts.contains("3"))
        try host.type("5", into: "amount")
        #expect(host.texts.contains("amount 35"))
    }
}
