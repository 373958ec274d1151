import Foundation
import SwiftUI
import Testing

// statusBarHidden (iOS 13): on a device's screen the status bar is not drawn; the safe area stays the device's.
@Suite struct StatusBarHiddenTests {
    @Test("A hidden status bar is not drawn; the content keeps its safe area")
    func hidden() {
        let shown = ViewHost(Color.red.accessibilityIdentifier("content"), device: .iPhone15)
        #expect(shown.frame(of: "StatusBar") != nil)
        let hidden = ViewHost(Color.red.accessibilityIdentifier("content").statusBarHidden(), device: .iPhone15)
        #expect(hidden.frame(of: "StatusBar") == nil)
        #expect(hidden.frame(of: "content") == shown.frame(of: "content"))
        let shownAgain = ViewHost(Color.red.statusBar(hidden: false), device: .iPhone15)
        #expect(shownAgain.frame(of: "StatusBar") != nil)
    }
}
