import Foundation
import SwiftUI
import Testing

// A device screen is drawn as iOS draws an app's window: the system background, the view in the safe area, a
// style background reaching behind the status bar and home indicator (SwiftUI's `background(_:ignoresSafeAreaEdges:)`
// defaults to all edges), and the status bar and home indicator in the label color over everything.
@Suite struct SafeAreaPixelTests {
    func render<V: View>(_ view: V, device: Device = .iPhone15, scheme: ColorScheme = .light) throws -> Pixels {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        environment.displayScale = 1
        let host = ViewHost(view, device: device, environment: environment)
        return try Pixels(png: host.render(as: .png, scale: 1))
    }

    @Test("A style background shows under the status bar and the home indicator; only on the edges given")
    func backgrounds() throws {
        let yellow = rgb(255, 204, 0)
        let all = try render(Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.yellow))
        #expect(all[196, 5] == yellow)
        #expect(all[5, 848] == yellow)
        let bottom = try render(Color.clear.background(Color.yellow, ignoresSafeAreaEdges: .bottom))
        #expect(bottom[5, 30] == IOS.white)
        #expect(bottom[5, 848] == yellow)
    }

    @Test("The home indicator: a 134×5 capsule 8 points above the bottom, black in light and white in dark")
    func homeIndicator() throws {
        let light = try render(Color.clear)
        #expect(light[196, 852 - 8 - 3] == rgb(0, 0, 0))
        #expect(light[196, 852 - 8 - 7] == IOS.white)
        #expect(light[196 - 67 - 3, 852 - 8 - 3] == IOS.white)
        let dark = try render(Color.clear, scheme: .dark)
        #expect(dark[196, 852 - 8 - 3] == IOS.white)
        #expect(dark[20, 400] == rgb(0, 0, 0))
        let se = try render(Color.clear, device: .iPhoneSE)
        #expect(se[187, 667 - 8 - 3] == IOS.white, "the SE has a home button, no indicator")
    }
}
