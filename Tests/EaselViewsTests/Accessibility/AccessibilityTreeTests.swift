import Foundation
import SwiftUI
import Testing

// The accessibility tree: the elements VoiceOver would read, in its reading order (top to bottom, then leading to
// trailing; a higher sort priority first), with SwiftUI's rules for text, controls, hidden views and the
// accessibility modifiers. Frames are the layout's (LayoutRules §1: a fixed frame is its size; a stack places its
// children one after the other; the root sits at the origin).

private struct LoginForm: View {
    @State private var email = ""
    @State private var password = ""

    var body: some View {
        VStack(spacing: 16) {
            Text("Welcome").font(.largeTitle).accessibilityAddTraits(.isHeader).accessibilityIdentifier("title")
            TextField("Email", text: $email)
            SecureField("Password", text: $password)
            Button("Sign In") {}.accessibilityIdentifier("signIn")
        }
        .padding()
    }
}

@Suite("Accessibility tree")
struct AccessibilityTreeTests {
    @Test("A login form reads title, fields and button in order, each with its role and traits")
    func loginForm() {
        let host = ViewHost(LoginForm(), proposal: ProposedViewSize(width: 393, height: nil))
        let tree = host.accessibilityTree
        #expect(tree.labels == ["Welcome", "Email", "Password", "Sign In"])
        #expect(tree.elements.map(\.role) == ["Heading", "TextField", "SecureField", "Button"])
        #expect(tree.elements[0].traits == [.isStaticText, .isHeader])
        #expect(tree.elements[1].isTextField && !tree.elements[1].isSecureTextField)
        #expect(tree.elements[2].isSecureTextField)
        #expect(tree.elements[3].traits == .isButton)
        #expect(tree.elements[3].identifier == "signIn")
        // Each element's frame is its view's frame in the layout.
        #expect(tree.element(identifier: "title")?.frame == host.frame(of: "title"))
        #expect(tree.element(identifier: "signIn")?.frame == host.frame(of: "signIn"))
        // The fields are as wide as the padded form.
        #expect(tree.elements[1].frame.minX == 16)
        #expect(abs(tree.elements[1].frame.width - (393 - 32)) < 0.001)
        let lines = tree.description.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix("Heading \"Welcome\", id \"title\", frame ("))
        #expect(lines[1].hasPrefix("TextField \"Email\", frame (16, "))
        #expect(lines[3].hasPrefix("Button \"Sign In\", id \"signIn\", frame ("))
    }

    @Test("Frames are the layout's, in the host's coordinates, and the reading order is by position")
    func framesAndOrder() {
        let host = ViewHost(
            VStack(spacing: 0) {
                Color.red.frame(width: 100, height: 40).accessibilityLabel("Top")
                HStack(spacing: 0) {
                    Color.green.frame(width: 50, height: 60).accessibilityLabel("Left")
                    Color.blue.frame(width: 50, height: 60).accessibilityLabel("Right")
                }
            })
        let tree = host.accessibilityTree
        #expect(tree.labels == ["Top", "Left", "Right"])
        #expect(tree.elements.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 100, height: 40),
            CGRect(x: 0, y: 40, width: 50, height: 60),
            CGRect(x: 50, y: 40, width: 50, height: 60),
        ])
        #expect(tree.description == """
            Element "Top", frame (0, 0, 100, 40)
            Element "Left", frame (0, 40, 50, 60)
            Element "Right", frame (50, 40, 50, 60)
            """)
    }

    @Test("Reading order follows the frames, not the order of the views: top to bottom, then leading to trailing")
    func readingOrderIsGeometric() {
        let host = ViewHost(
            ZStack(alignment: .topLeading) {
                Color.blue.frame(width: 40, height: 40).accessibilityLabel("Below").padding(.top, 60)
                Color.red.frame(width: 40, height: 40).accessibilityLabel("Right").padding(.leading, 60)
                Color.green.frame(width: 40, height: 40).accessibilityLabel("Left")
            })
        let tree = host.accessibilityTree
        #expect(tree.labels == ["Left", "Right", "Below"])
        #expect(tree.element(label: "Below")?.frame == CGRect(x: 0, y: 60, width: 40, height: 40))
        #expect(tree.element(label: "Right")?.frame == CGRect(x: 60, y: 0, width: 40, height: 40))
    }

    @Test("accessibilityHidden(true) and .hidden() remove a subtree")
    func hiddenSubtrees() {
        let host = ViewHost(
            VStack {
                Text("Visible")
                VStack {
                    Text("Secret")
                    Button("Also secret") {}
                }
                .accessibilityHidden(true)
                Text("Not drawn").hidden()
                Image(decorative: "ornament")
            })
        #expect(host.accessibilityTree.labels == ["Visible"])
    }

    @Test("children: .combine merges the children's labels with \", \" into one element at the container's frame")
    func combineMergesLabels() {
        let host = ViewHost(
            HStack {
                Image(systemName: "star.fill").accessibilityLabel("Rating")
                Text("4.5")
                Text("(120 reviews)")
            }
            .accessibilityElement(children: .combine)
            .accessibilityIdentifier("rating"))
        let tree = host.accessibilityTree
        #expect(tree.elements.count == 1)
        #expect(tree.elements.first?.label == "Rating, 4.5, (120 reviews)")
        #expect(tree.elements.first?.identifier == "rating")
        #expect(tree.elements.first?.frame == host.frame(of: "rating"))
    }

    @Test("children: .ignore makes one element that reads only the label it is given")
    func ignoreNeedsALabel() {
        let host = ViewHost(
            VStack {
                Text("Inside")
                Text("Also inside")
            }
            .accessibilityElement()
            .accessibilityLabel("Summary")
            .accessibilityValue("2 items"))
        let tree = host.accessibilityTree
        #expect(tree.elements.count == 1)
        #expect(tree.elements.first?.label == "Summary")
        #expect(tree.elements.first?.value == "2 items")
    }

    @Test("A higher sort priority is read first")
    func sortPriorityReorders() {
        let host = ViewHost(
            VStack {
                Text("First")
                Text("Second")
                Text("Third").accessibilitySortPriority(1)
            })
        #expect(host.accessibilityTree.labels == ["Third", "First", "Second"])
    }

    @Test("accessibilityLabel overrides a text's and a button's own label; hints, values and traits are kept")
    func labelOverridesText() {
        let host = ViewHost(
            VStack {
                Text("♥ 12").accessibilityLabel("12 likes")
                Button("X") {}
                    .accessibilityLabel("Close")
                    .accessibilityHint("Closes the window")
                    .accessibilityAddTraits(.isSelected)
                Text("Plain").accessibilityRemoveTraits(.isStaticText)
            })
        let tree = host.accessibilityTree
        #expect(tree.labels == ["12 likes", "Close", "Plain"])
        #expect(tree.elements[1].hint == "Closes the window")
        #expect(tree.elements[1].traits == [.isButton, .isSelected])
        #expect(tree.elements[2].traits.isEmpty)
        let lines = tree.description.split(separator: "\n").map(String.init)
        #expect(lines[1].hasPrefix("Button \"Close\", hint \"Closes the window\", traits [isSelected], frame ("))
    }

    @Test("A button's label is its text; a disabled button is dimmed; a toggle reads its label and state")
    func controls() {
        let host = ViewHost(
            VStack {
                Button {
                } label: {
                    Label("Delete", systemImage: "trash")
                }
                Button("Save") {}.disabled(true)
                Toggle("Wi-Fi", isOn: .constant(true))
                Toggle("Bluetooth", isOn: .constant(false))
            }, proposal: ProposedViewSize(width: 320, height: nil))
        let tree = host.accessibilityTree
        #expect(tree.labels == ["Delete", "Save", "Wi-Fi", "Bluetooth"])
        #expect(tree.elements[1].isEnabled == false)
        #expect(tree.elements[2].role == "Toggle")
        #expect(tree.elements[2].value == "1")
        #expect(tree.elements[3].value == "0")
    }

    @Test("A filled field reads its title as the label and its text as the value; a secure field's value is its dots")
    func filledFields() {
        let host = layOut(393, nil) {
            VStack {
                TextField("Email", text: .constant("ann@example.com"))
                SecureField("Password", text: .constant("pw"))
                TextField("Name", text: .constant(""), prompt: Text("Your name"))
            }
        }
        let tree = host.accessibilityTree
        #expect(tree.labels == ["Email", "Password", "Name"])
        #expect(tree.elements.map(\.value) == ["ann@example.com", "••", nil])
        #expect(tree.elements.map(\.role) == ["TextField", "SecureField", "TextField"])
    }

    @Test("A toggle in the button style or a custom style is still a toggle with its state")
    func styledToggles() {
        struct Check: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack { Text(configuration.isOn ? "[x]" : "[ ]"); configuration.label }
            }
        }
        let host = layOut(393, nil) {
            VStack {
                Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)
                Toggle("Italic", isOn: .constant(false)).toggleStyle(Check())
            }
        }
        let tree = host.accessibilityTree
        #expect(tree.elements.map(\.role) == ["Toggle", "Toggle"])
        #expect(tree.elements.map(\.value) == ["1", "0"])
        #expect(tree.elements[0].label == "Bold")
    }

    @Test("The modifiers change no frame")
    func modifiersLeaveLayoutAlone() {
        let plain = ViewHost(
            VStack {
                Text("Hello").accessibilityIdentifier("hello")
                Color.red.frame(width: 30, height: 30).accessibilityIdentifier("box")
            })
        let modified = ViewHost(
            VStack {
                Text("Hello").accessibilityLabel("Greeting").accessibilityIdentifier("hello")
                Color.red.frame(width: 30, height: 30).accessibilityHidden(true).accessibilityIdentifier("box")
            }
            .accessibilityElement(children: .combine)
            .accessibilitySortPriority(2))
        #expect(modified.size == plain.size)
        #expect(modified.frame(of: "hello") == plain.frame(of: "hello"))
        #expect(modified.frame(of: "box") == plain.frame(of: "box"))
        #expect(modified.accessibilityTree.labels == ["Greeting"])
    }

    @Test("An identifier is an accessibility attachment, as SwiftUI types it; isEnabled false leaves the view's own")
    func identifierModifier() {
        // SwiftUI declares both as returning ModifiedContent<Self, AccessibilityAttachmentModifier>.
        let identified: ModifiedContent<Text, AccessibilityAttachmentModifier> = Text("Hello").accessibilityIdentifier("hello")
        let switched: ModifiedContent<Text, AccessibilityAttachmentModifier> =
            Text("Hi").accessibilityIdentifier("hi", isEnabled: true)
        let host = ViewHost(
            VStack(spacing: 0) {
                identified
                switched
                Color.red.frame(width: 30, height: 30).accessibilityIdentifier("box")
                    .accessibilityIdentifier("ignored", isEnabled: false)
            })
        // The VStack centers its children in its width, the widest; the square is the third, below two lines.
        let hello = host.frame(of: "hello"), hi = host.frame(of: "hi"), box = host.frame(of: "box")
        #expect(hello?.minY == 0)
        #expect(hi?.minY == hello?.maxY)
        #expect(box?.size == CGSize(width: 30, height: 30))
        #expect(box?.minY == hi?.maxY)
        #expect(host.frame(of: "ignored") == nil)
        // An identifier names a view for tests; VoiceOver reads nothing new.
        #expect(host.accessibilityTree.labels == ["Hello", "Hi"])
    }
}
