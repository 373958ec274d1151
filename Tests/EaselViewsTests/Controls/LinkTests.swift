import EaselGraphics
import Foundation
import SwiftUI
import Testing

// Links (issue 20). A Link is a button whose tap hands its destination to the environment's openURL action (the
// system's records it in ViewHost.openedURLs; a custom action set with .environment(\.openURL, …) gets it instead);
// button styles apply to it as to any button.
@Suite struct LinkTests {
    final class Seen {
        var urls: [URL] = []
    }

    @Test("A tap on a link opens its destination through openURL")
    func opens() throws {
        let url = try #require(URL(string: "https://www.apple.com/swift/"))
        let host = layOut(300, 100) { Link("Swift", destination: url).accessibilityIdentifier("link") }
        #expect(host.texts.contains("Swift"))
        #expect(host.openedURLs.isEmpty)
        try host.tap(identifier: "link")
        #expect(host.openedURLs == [url])

        let seen = Seen()
        let handled = layOut(300, 100) {
            Link(destination: url) { Text("Custom label") }
                .accessibilityIdentifier("link")
                .environment(\.openURL, OpenURLAction { url in
                    seen.urls.append(url)
                    return .handled
                })
        }
        try handled.tap(identifier: "link")
        #expect(seen.urls == [url], "a custom openURL action receives the link's URL")
        #expect(handled.openedURLs.isEmpty)
    }

    @Test("A link is a button: button styles apply, and a disabled link takes no taps")
    func isAButton() throws {
        let url = try #require(URL(string: "https://example.com"))
        let host = layOut(300, 100) {
            Link(destination: url) { Color.clear.frame(width: 50, height: 20) }
                .buttonStyle(.borderedProminent)
                .accessibilityIdentifier("link")
        }
        // A bordered button pads its label 7 points above and below and 12 at the sides (ButtonStyleTests).
        #expect(host["link"]?.size == CGSize(width: 74, height: 34))
        #expect(fills(in: host.displayList(scale: 1)).contains(RGBA(0, 122, 255)), "filled with the tint")
        let disabled = layOut(300, 100) { Link("Docs", destination: url).disabled(true).accessibilityIdentifier("link") }
        #expect(throws: (any Error).self) { try disabled.tap(identifier: "link") }
        #expect(disabled.openedURLs.isEmpty)
    }
}
