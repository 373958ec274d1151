import Foundation
import SwiftUI
import Testing

/// A child view whose only change is in what a closure captured is made again: closures cannot be compared, so
/// they count as different (docs/Architecture.md, "The flow"), and the child never keeps a stale action or value.
@Suite struct ClosureCaptureTests {
    struct Child: View {
        let action: () -> Void
        var body: some View {
            Button("Go", action: action).accessibilityIdentifier("go")
        }
    }

    struct Parent: View {
        let tally: Tally
        @State private var count = 0
        var body: some View {
            let count = count
            VStack {
                Child { tally.add("\(count)") }
                Button("Increment") { self.count += 1 }.accessibilityIdentifier("increment")
            }
        }
    }

    @Test("A child's button performs the action its parent gave it last, with the values captured then")
    func freshAction() throws {
        let tally = Tally()
        let host = ViewHost(Parent(tally: tally))
        try host.tap(identifier: "go")
        try host.tap(identifier: "increment")
        try host.tap(identifier: "go")
        #expect(tally.all == ["0", "1"])
    }

    struct Titled: View {
        @State private var name = "Draft"
        var body: some View {
            NavigationStack {
                Button("Rename") { name = "Final" }.accessibilityIdentifier("rename").navigationTitle(name)
            }
        }
    }

    @Test("A modifier whose value lives only in a closure's capture is made again when it changes")
    func freshModifier() throws {
        let host = ViewHost(Titled(), proposal: ProposedViewSize(width: 393, height: 852))
        try host.tap(identifier: "rename")
        #expect(host.navigationTitle == "Final")
    }
}

extension ClosureCaptureTests {
    struct Flip: View {
        @State private var on = false
        var body: some View {
            Button(on ? "On" : "Off") { on.toggle() }
        }
    }

    @Test("An identifier given to a custom view from outside stays on it when its body is made again alone")
    func identifierOutsideBody() throws {
        let host = ViewHost(VStack { Flip().accessibilityIdentifier("flip") })
        // The first tap makes the body again alone; the second finds the identifier still there.
        try host.tap(identifier: "flip")
        #expect(host.layoutDescription().contains("Text(\"On\")"))
        try host.tap(identifier: "flip")
        #expect(host.layoutDescription().contains("Text(\"Off\")"))
    }
}
