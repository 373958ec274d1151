import Foundation
import SwiftUI
import Testing

// Bordered buttons fill their shape: the prominent style with the tint itself, the bordered style with the tint at
// 15 % (docs/Decisions.md, "Button styles"); a held press fades a bordered button to 70 %.
@Suite struct ButtonStylePixelTests {
    static func button(_ style: some PrimitiveButtonStyle) -> some View {
        Button(action: {}) { Color.clear.frame(width: 60, height: 20) }
            .buttonStyle(style)
            .accessibilityIdentifier("button")
            .frame(width: 100, height: 60)
            .background(Color.white)
    }

    @Test("Prominent fills with the tint, bordered with the tint at 15 %; red for a destructive role")
    func fills() throws {
        #expect(try pixels(Self.button(.borderedProminent))[50, 30] == IOS.blue)
        #expect(try pixels(Self.button(.bordered))[50, 30] == overWhite(0, 122, 255, opacity: 0.15))
        #expect(try pixels(Self.button(.borderedProminent).tint(.green))[50, 30] == IOS.green)
        let destructive = Button(role: .destructive, action: {}) { Color.clear.frame(width: 60, height: 20) }
            .buttonStyle(.borderedProminent).frame(width: 100, height: 60).background(Color.white)
        #expect(try pixels(destructive)[50, 30] == IOS.red)
        #expect(try pixels(Self.button(.borderless))[50, 30] == IOS.white, "a borderless button draws no fill")
    }

    @Test("A held press fades a prominent button to 70 %")
    func pressed() throws {
        var environment = EnvironmentValues()
        environment.displayScale = 1
        let host = ViewHost(Self.button(.borderedProminent), environment: environment)
        try host.press(identifier: "button")
        let held = try Pixels(png: host.render(as: .png, scale: 1))
        #expect(held[50, 30].isClose(to: overWhite(0, 122, 255, opacity: 0.7)), "one level of rounding")
        host.release()
        let lifted = try Pixels(png: host.render(as: .png, scale: 1))
        #expect(lifted[50, 30] == IOS.blue)
    }
}
