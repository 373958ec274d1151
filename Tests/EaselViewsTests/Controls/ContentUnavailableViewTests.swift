import Foundation
import SwiftUI
import Testing

// ContentUnavailableView (issue 20, first part): it takes the space it is offered and centers its symbol, title and
// description there; `.search` says "No Results" and `.search(text:)` quotes the search.
@Suite struct ContentUnavailableViewTests {
    @Test("Centered in the space offered; the search forms name the search")
    func unavailable() throws {
        let host = layOut(393, 600) {
            ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
        }
        let view = try #require(host["ContentUnavailableView"])
        #expect(view == rect(0, 0, 393, 600))
        #expect(host.texts.contains("No Mail") && host.texts.contains("New mail appears here."))
        let search = layOut(393, 600) { ContentUnavailableView.search(text: "lunch") }
        #expect(search.texts.contains("No Results for “lunch”"))
        let plain = layOut(393, 600) { ContentUnavailableView.search }
        #expect(plain.texts.contains("No Results"))
        let custom = layOut(393, 600) {
            ContentUnavailableView {
                Label("Offline", systemImage: "wifi")
            } description: {
                Text("Connect to the internet.")
            } actions: {
                Button("Retry") {}
            }
        }
        #expect(custom.texts.contains("Retry"))
    }
}
