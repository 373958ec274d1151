import EaselGraphics
import Foundation
import SwiftUI
import Testing

// Share links (issue 20). A ShareLink is a button labelled "Share" with the square-and-arrow-up symbol by default (a
// title replaces the word); a headless host has no share sheet, so its tap presents nothing and opens nothing.
@Suite struct ShareLinkTests {
    @Test("A share link's default label is “Share” with the share symbol; a tap presents nothing and opens nothing")
    func shareLinkDefault() throws {
        let url = try #require(URL(string: "https://example.com/article"))
        let host = layOut(300, 100) { ShareLink(item: url).accessibilityIdentifier("share") }
        #expect(host.texts.contains("Share"))
        #expect(host.layoutDescription().contains("square.and.arrow.up"))
        try host.tap(identifier: "share")
        #expect(host.openedURLs.isEmpty)
    }

    @Test("Share links take titles, custom labels, several items and previews, and button styles")
    func shareLinkForms() throws {
        let url = try #require(URL(string: "https://example.com/a"))
        let other = try #require(URL(string: "https://example.com/b"))
        let titled = layOut(300, 100) { ShareLink("Send Article", item: url) }
        #expect(titled.texts.contains("Send Article"))
        let custom = layOut(300, 100) { ShareLink(item: "Hello") { Text("Tell a friend") } }
        #expect(custom.texts.contains("Tell a friend"))
        let several = layOut(300, 100) { ShareLink(items: [url, other]) }
        #expect(several.texts.contains("Share"))
        let previewed = layOut(300, 100) {
            ShareLink(item: url, subject: Text("Read this"), preview: SharePreview("Article", image: Image(systemName: "doc")))
        }
        #expect(previewed.texts.contains("Share"))
        let bordered = layOut(300, 100) { ShareLink(item: url).buttonStyle(.bordered) }
        let tinted = fills(in: bordered.displayList(scale: 1)).contains { $0.red == 0 && $0.blue == 1 && $0.opacity < 1 }
        #expect(tinted, "the bordered style's light fill of the tint")
    }
}
