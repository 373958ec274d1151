import Foundation
import SwiftUI
import Testing

// A tab view shows only its selected child; its bar is the bar material ((249, 249, 249) at 94 % over the screen's
// white background in light mode) from 49 points above the home indicator's inset to the screen's bottom.
@Suite struct TabPixelTests {
    @Test("Only the selected tab is drawn; the bar's material reaches the bottom of the screen")
    func selectedOnly() throws {
        var environment = EnvironmentValues()
        environment.displayScale = 1
        let host = ViewHost(
            TabView {
                Color.red.tabItem { Text("Red") }
                Color.blue.tabItem { Text("Blue") }
            }, device: .iPhone15, environment: environment)
        let pixels = try Pixels(png: host.render(as: .png, scale: 1))
        #expect(pixels[200, 400] == IOS.red)
        #expect(pixels[5, 845] == overWhite(249, 249, 249, opacity: 0.94))
        #expect(pixels[5, 775] == overWhite(249, 249, 249, opacity: 0.94))
        try host.tap(identifier: "TabBar.item.1")
        let switched = try Pixels(png: host.render(as: .png, scale: 1))
        #expect(switched[200, 400] == IOS.blue)
    }
}
