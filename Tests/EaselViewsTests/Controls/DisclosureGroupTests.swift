import Foundation
import SwiftUI
import Testing

// Disclosure groups (issue 20): a tap on the label row toggles the group (its own state without a binding, the
// binding's with one); expanded, the content shows under the label. In a List or Form the label is a row with the
// chevron at its trailing edge and each content view a row of its own, indented 20 points per level; rows are 44
// points tall (UIKit's standard cell, as in ListStyleTests).
@Suite struct DisclosureGroupTests {
    struct Details: View {
        var body: some View {
            VStack(alignment: .leading) {
                DisclosureGroup("Details") {
                    Text("Hidden text").accessibilityIdentifier("content")
                }
                Spacer()
            }
        }
    }

    @Test("Outside a list a tap on the label row toggles the group's own state; the content appears under the label")
    func ownState() throws {
        let host = layOut(300, 400) { Details() }
        #expect(host.texts.contains("Details"))
        #expect(!host.texts.contains("Hidden text"), "a group without a binding starts collapsed")
        let label = try #require(host["DisclosureGroup.label"])
        #expect(label.minX == 0 && label.width == 300, "the label row is as wide as offered")
        let chevron = try #require(host["DisclosureGroup.chevron"])
        #expect(chevron.maxX == 300, "the chevron is at the trailing edge")
        try host.tap(identifier: "DisclosureGroup.label")
        let content = try #require(host["content"])
        #expect(content.minY >= label.maxY, "the content is under the label")
        #expect(content.minX == 0)
        try host.tap(identifier: "DisclosureGroup.label")
        #expect(host["content"] == nil)
        #expect(!host.texts.contains("Hidden text"))
    }

    struct Bound: View {
        @State private var expanded = true
        var body: some View {
            VStack {
                Text(expanded ? "open" : "closed")
                DisclosureGroup("Options", isExpanded: $expanded) {
                    Text("Option A")
                }
            }
        }
    }

    @Test("With a binding the group shows the bound state, and a tap writes it")
    func bound() throws {
        let host = layOut(300, 400) { Bound() }
        #expect(host.texts.contains("Option A"))
        try host.tap(identifier: "DisclosureGroup.label")
        #expect(host.texts.contains("closed"))
        #expect(!host.texts.contains("Option A"))
        try host.tap(identifier: "DisclosureGroup.label")
        #expect(host.texts.contains("open"))
        #expect(host.texts.contains("Option A"))
    }

    @Test("A disabled group takes no taps")
    func disabled() {
        let host = layOut(300, 200) {
            DisclosureGroup("Locked") { Text("Secret") }.disabled(true)
        }
        #expect(throws: (any Error).self) { try host.tap(identifier: "DisclosureGroup.label") }
        #expect(!host.texts.contains("Secret"))
    }

    struct Settings: View {
        var body: some View {
            Form {
                DisclosureGroup("Advanced") {
                    Text("One").accessibilityIdentifier("one")
                    Text("Two").accessibilityIdentifier("two")
                }
                Text("After").accessibilityIdentifier("after")
            }
        }
    }

    @Test("In a Form the label is a row with the chevron at its trailing edge; expanded, each content view is an indented row")
    func inForm() throws {
        let host = layOut(393, 600) { Settings() }
        // The card is 16 points in from the edges and the row's content 20 points inside it.
        let label = try #require(host["DisclosureGroup.label"])
        let chevron = try #require(host["DisclosureGroup.chevron"])
        let after = try #require(host["after"])
        #expect(label.minX == 36)
        #expect(nearly(chevron.maxX, 393 - 36))
        #expect(host["one"] == nil)
        #expect(abs((after.midY - label.midY) - 44) <= 0.5, "collapsed, the next row follows")
        try host.tap(identifier: "DisclosureGroup.label")
        let one = try #require(host["one"]), two = try #require(host["two"])
        #expect(one.minX == 36 + 20 && two.minX == 36 + 20, "content rows are indented 20 points")
        #expect(abs((one.midY - label.midY) - 44) <= 0.5, "each content view is a 44-point row of its own")
        let afterExpanded = try #require(host["after"])
        #expect(abs((two.midY - one.midY) - 44) <= 0.5)
        #expect(abs((afterExpanded.midY - two.midY) - 44) <= 0.5)
        try host.tap(identifier: "DisclosureGroup.label")
        #expect(host["one"] == nil)
        #expect(host["two"] == nil)
    }

    struct BoundList: View {
        @State private var expanded = false
        var body: some View {
            List {
                DisclosureGroup(isExpanded: $expanded) {
                    Text("Child").accessibilityIdentifier("child")
                } label: {
                    Text(expanded ? "Hide" : "Show")
                }
            }
        }
    }

    @Test("In a List a bound group's label row writes the binding")
    func boundInList() throws {
        let host = layOut(393, 600) { BoundList() }
        #expect(host.texts.contains("Show"))
        #expect(host["child"] == nil)
        try host.tap(identifier: "DisclosureGroup.label")
        #expect(host.texts.contains("Hide"))
        #expect(host["child"] != nil)
    }

    @Test("Nested groups in a List indent their rows one more level each")
    func nested() throws {
        let host = layOut(393, 600) {
            List {
                DisclosureGroup("Outer", isExpanded: .constant(true)) {
                    DisclosureGroup("Inner", isExpanded: .constant(true)) {
                        Text("Leaf").accessibilityIdentifier("leaf")
                    }
                }
            }
        }
        #expect(host.texts.contains("Outer") && host.texts.contains("Inner"))
        let leaf = try #require(host["leaf"])
        #expect(nearly(leaf.minX, 36 + 40))
    }

    @Test("A group under a modifier is still rows of its own in a list, the modifier applied to each")
    func modifiedInList() throws {
        let host = layOut(393, 600) {
            List {
                DisclosureGroup("Wrapped", isExpanded: .constant(true)) {
                    Text("First").accessibilityIdentifier("first")
                    Text("Second").accessibilityIdentifier("second")
                }
                .tint(.red)
            }
        }
        let first = try #require(host["first"]), second = try #require(host["second"])
        #expect(abs((second.midY - first.midY) - 44) <= 0.5)
    }
}
