import Foundation
import SwiftUI
import Testing

// Button, label and toggle styles (issue 20). A bordered button pads its label 7 points above and below and 12 at the
// sides at the regular control size, 5/10 small and 14/20 large (UIButton.Configuration's content insets, recorded in
// docs/Decisions.md); a custom ButtonStyle sees `isPressed` while a finger is held; a PrimitiveButtonStyle decides
// when to trigger.
@Suite struct ButtonStyleTests {
    /// A label of a known size, so that the button's own metrics are what is measured.
    static func label() -> some View { Color.clear.frame(width: 50, height: 20) }

    @Test("Bordered buttons pad their label by the control size's insets")
    func borderedMetrics() {
        let host = layOut(400, 400) {
            VStack {
                Button(action: {}) { Self.label() }.buttonStyle(.bordered).accessibilityIdentifier("regular")
                Button(action: {}) { Self.label() }.buttonStyle(.borderedProminent).controlSize(.large)
                    .accessibilityIdentifier("large")
                Button(action: {}) { Self.label() }.buttonStyle(.bordered).controlSize(.small)
                    .accessibilityIdentifier("small")
                Button(action: {}) { Self.label() }.buttonStyle(.borderless).accessibilityIdentifier("borderless")
                Button(action: {}) { Self.label() }.buttonStyle(.plain).accessibilityIdentifier("plain")
            }
        }
        #expect(host["regular"]?.size == CGSize(width: 74, height: 34))
        #expect(host["large"]?.size == CGSize(width: 90, height: 48))
        #expect(host["small"]?.size == CGSize(width: 70, height: 30))
        #expect(host["borderless"]?.size == CGSize(width: 50, height: 20))
        #expect(host["plain"]?.size == CGSize(width: 50, height: 20))
    }

    struct PressStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding(10)
                .background(configuration.isPressed ? Color.red : Color.green)
                .overlay { if configuration.isPressed { Text("pressed") } }
        }
    }

    struct Counter: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Text("count \(count)")
                Button("Add") { count += 1 }.buttonStyle(PressStyle()).accessibilityIdentifier("add")
            }
        }
    }

    @Test("A custom ButtonStyle draws isPressed while the finger is held; lifting it performs the action")
    func customStylePressed() throws {
        let host = layOut(300, 300) { Counter() }
        #expect(!host.texts.contains("pressed"))
        try host.press(identifier: "add")
        #expect(host.texts.contains("pressed"))
        #expect(host.texts.contains("count 0"), "a press alone does not act")
        host.release()
        #expect(!host.texts.contains("pressed"))
        #expect(host.texts.contains("count 1"))
        try host.press(identifier: "add")
        host.release(performingAction: false)
        #expect(host.texts.contains("count 1"), "a finger that slides off does not act")
        try host.tap(identifier: "add")
        #expect(host.texts.contains("count 2"))
    }

    struct DoubleTapStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.onTapGesture(count: 2) { configuration.trigger() }
        }
    }

    struct DoubleTapper: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Text("count \(count)")
                Button("Add") { count += 1 }.buttonStyle(DoubleTapStyle()).accessibilityIdentifier("add")
            }
        }
    }

    @Test("A PrimitiveButtonStyle decides when the button triggers")
    func primitiveStyle() throws {
        let host = layOut(300, 300) { DoubleTapper() }
        #expect(throws: TapError.self, "a single tap is not this style's trigger") { try host.tap(identifier: "add") }
        try host.tap(identifier: "add", count: 2)
        #expect(host.texts.contains("count 1"))
    }

    struct Wrapped: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration).padding(4)
        }
    }

    @Test("Button(configuration) inside a primitive style draws the automatic style and keeps the action")
    func buttonFromConfiguration() throws {
        let host = layOut(300, 300) { DoubleTapper().buttonStyle(Wrapped()) }
        // The inner style wins over the outer one: DoubleTapper's own style still applies.
        try host.tap(identifier: "add", count: 2)
        #expect(host.texts.contains("count 1"))
        struct Plain: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Text("count \(count)")
                    Button("Add") { count += 1 }.accessibilityIdentifier("add")
                }
            }
        }
        let wrapped = layOut(300, 300) { Plain().buttonStyle(Wrapped()) }
        try wrapped.tap(identifier: "add")
        #expect(wrapped.texts.contains("count 1"))
    }

    struct StackedLabel: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 0) {
                configuration.icon.frame(width: 30, height: 30)
                configuration.title.frame(width: 60, height: 10)
            }
        }
    }

    @Test("Label styles: title only, icon only and a custom style with its configuration")
    func labelStyles() {
        let titleOnly = layOut(300, 300) { Label("Inbox", systemImage: "tray").labelStyle(.titleOnly) }
        #expect(titleOnly.texts == ["Inbox"])
        let iconOnly = layOut(300, 300) { Label("Inbox", systemImage: "tray").labelStyle(.iconOnly) }
        #expect(iconOnly.texts.isEmpty)
        let custom = layOut(300, 300) {
            Label("Inbox", systemImage: "tray").labelStyle(StackedLabel()).accessibilityIdentifier("label")
        }
        #expect(custom["label"]?.size == CGSize(width: 60, height: 40))
        #expect(custom.texts == ["Inbox"])
    }

    struct Checkbox: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button { configuration.isOn.toggle() } label: {
                HStack {
                    Text(configuration.isOn ? "[x]" : "[ ]")
                    configuration.label
                }
            }
        }
    }

    struct Settings: View {
        @State private var wifi = false
        @State private var bold = false
        var body: some View {
            VStack {
                Toggle("Wi-Fi", isOn: $wifi).toggleStyle(Checkbox()).accessibilityIdentifier("wifi")
                Toggle("Bold", systemImage: "bold", isOn: $bold).toggleStyle(.button).accessibilityIdentifier("bold")
                Text(bold ? "bold on" : "bold off")
            }
        }
    }

    @Test("A custom ToggleStyle flips its binding; the button style toggles on a tap")
    func toggleStyles() throws {
        let host = layOut(300, 300) { Settings() }
        #expect(host.texts.contains("[ ]"))
        try host.tap(identifier: "wifi")
        #expect(host.texts.contains("[x]"))
        try host.tap(identifier: "bold")
        #expect(host.texts.contains("bold on"))
        try host.tap(identifier: "bold")
        #expect(host.texts.contains("bold off"))
    }

    @Test("Border shapes and the shapes' short names compile as in SwiftUI")
    func shapes() {
        let host = layOut(300, 300) {
            VStack {
                Button("Capsule") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
                Button("Help", systemImage: "questionmark.circle") {}.labelStyle(.titleOnly)
                Button("Radius") {}.buttonStyle(.borderedProminent).buttonBorderShape(.roundedRectangle(radius: 4))
                Text("Tag").padding(4).background(.blue, in: .capsule)
                Text("Card").padding(4).background(.red, in: .rect(cornerRadius: 8))
                Color.green.frame(width: 20, height: 20).clipShape(.circle)
            }
        }
        #expect(host.texts == ["Capsule", "Help", "Radius", "Tag", "Card"])
    }
}
