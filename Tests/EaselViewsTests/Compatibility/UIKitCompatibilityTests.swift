import EaselGraphics
import EaselViews
import Foundation
import SwiftUI
import Testing

// UIKit's names in SwiftUI files (UIColor, UIFont, UIImage, UIScreen) and SwiftUI's bridges to them. Expected
// colors are iOS's documented light and dark values (HIG color tables; UIKit's UIColor documentation); font sizes
// the HIG's Dynamic Type table (LayoutRules §8.1) and SF Pro's metrics (§8.3).

private func light(_ color: UIColor) -> RGBA { Color(color).resolved(dark: false) }
private func dark(_ color: UIColor) -> RGBA { Color(color).resolved(dark: true) }


@Suite("UIKit compatibility: UIColor")
struct UIColorTests {
    @Test("Semantic colors have iOS's light and dark values")
    func semanticColors() {
        #expect(light(.systemBackground) == RGBA(255, 255, 255))
        #expect(dark(.systemBackground) == RGBA(0, 0, 0))
        #expect(light(.secondarySystemBackground) == RGBA(242, 242, 247))
        #expect(dark(.secondarySystemBackground) == RGBA(28, 28, 30))
        #expect(dark(.tertiarySystemBackground) == RGBA(44, 44, 46))
        #expect(light(.systemGroupedBackground) == RGBA(242, 242, 247))
        #expect(dark(.tertiarySystemGroupedBackground) == RGBA(44, 44, 46))
        #expect(light(.label) == RGBA(0, 0, 0))
        #expect(dark(.label) == RGBA(255, 255, 255))
        #expect(light(.secondaryLabel) == RGBA(60, 60, 67, 0.6))
        #expect(dark(.secondaryLabel) == RGBA(235, 235, 245, 0.6))
        #expect(light(.quaternaryLabel) == RGBA(60, 60, 67, 0.18))
        #expect(light(.placeholderText) == RGBA(60, 60, 67, 0.3))
        #expect(light(.systemFill) == RGBA(120, 120, 128, 0.2))
        #expect(dark(.secondarySystemFill) == RGBA(120, 120, 128, 0.32))
        #expect(light(.quaternarySystemFill) == RGBA(116, 116, 128, 0.08))
        #expect(light(.separator) == RGBA(60, 60, 67, 0.29))
        #expect(light(.opaqueSeparator) == RGBA(198, 198, 200))
        #expect(dark(.opaqueSeparator) == RGBA(56, 56, 58))
        #expect(light(.link) == RGBA(0, 122, 255))
        #expect(dark(.darkText) == RGBA(0, 0, 0))
        #expect(light(.lightText) == RGBA(255, 255, 255, 0.6))
    }

    @Test("System colors and grays have iOS's light and dark values")
    func systemColors() {
        #expect(light(.systemRed) == RGBA(255, 59, 48))
        #expect(dark(.systemRed) == RGBA(255, 69, 58))
        #expect(light(.systemBlue) == RGBA(0, 122, 255))
        #expect(dark(.systemBlue) == RGBA(10, 132, 255))
        #expect(light(.systemMint) == RGBA(0, 199, 190))
        #expect(dark(.systemIndigo) == RGBA(94, 92, 230))
        #expect(light(.systemGray) == RGBA(142, 142, 147))
        #expect(light(.systemGray2) == RGBA(174, 174, 178))
        #expect(dark(.systemGray2) == RGBA(99, 99, 102))
        #expect(light(.systemGray3) == RGBA(199, 199, 204))
        #expect(light(.systemGray5) == RGBA(229, 229, 234))
        #expect(light(.systemGray6) == RGBA(242, 242, 247))
        #expect(dark(.systemGray6) == RGBA(28, 28, 30))
        #expect(light(.tintColor) == RGBA(0, 122, 255))
    }

    @Test("The plain colors are sRGB primaries, not the system palette")
    func plainColors() {
        #expect(light(.red) == RGBA(red: 1, green: 0, blue: 0, opacity: 1))
        #expect(dark(.red) == RGBA(red: 1, green: 0, blue: 0, opacity: 1))
        #expect(light(.gray) == RGBA(red: 0.5, green: 0.5, blue: 0.5, opacity: 1))
        #expect(light(.orange) == RGBA(red: 1, green: 0.5, blue: 0, opacity: 1))
        #expect(light(.clear).opacity == 0)
    }

    @Test("Component initializers: RGB, white, hue-saturation-brightness, Display P3")
    func initializers() {
        #expect(light(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)) == RGBA(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8))
        #expect(light(UIColor(white: 0.5, alpha: 1)) == RGBA(red: 0.5, green: 0.5, blue: 0.5, opacity: 1))
        // Hue 0 at full saturation and brightness is red; 1/3 is green.
        #expect(light(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)) == RGBA(255, 0, 0))
        let green = light(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1))
        #expect(abs(green.green - 1) < 1e-9 && green.red < 1e-9 && green.blue < 1e-9)
        // P3 red lies outside sRGB (≈ 1.093, -0.227, -0.150): clamped to sRGB red.
        #expect(light(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)) == RGBA(255, 0, 0))
    }

    @Test("A dynamic provider's color is chosen by the color scheme; Color(uiColor:) keeps both")
    func dynamicProvider() {
        let adaptive = UIColor { traits in traits.userInterfaceStyle == .dark ? .yellow : .blue }
        #expect(light(adaptive) == RGBA(0, 0, 255))
        #expect(dark(adaptive) == RGBA(255, 255, 0))
        #expect(Color(uiColor: adaptive) == Color(adaptive))
        #expect(adaptive.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor(red: 1, green: 1, blue: 0, alpha: 1))
        // Drawn by a host in dark mode.
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        let host = ViewHost(Color(adaptive).frame(width: 4, height: 4), environment: environment)
        #expect(fills(in: host.displayList(scale: 1)).contains(RGBA(255, 255, 0)))
    }

    @Test("withAlphaComponent replaces the alpha in both schemes; getRed reads the light components")
    func alphaAndComponents() {
        let faded = UIColor.systemBackground.withAlphaComponent(0.5)
        #expect(light(faded) == RGBA(255, 255, 255, 0.5))
        #expect(dark(faded) == RGBA(0, 0, 0, 0.5))
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        let answered = UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(answered)
        #expect(red == 0.25 && green == 0.5 && blue == 0.75 && alpha == 1)
    }

    @Test("UIColor(named:) is nil for a name no catalog has")
    func namedMissing() {
        #expect(UIColor(named: "no-such-color-\(UUID().uuidString)") == nil)
    }

    @Test("SwiftUI's spellings compile: Color(.systemBackground), Color(uiColor:), UIColor(Color)")
    func spellings() {
        let background: Color = Color(.systemBackground)
        #expect(background == Color(uiColor: .systemBackground))
        #expect(UIColor(Color.red).color == Color.red)
        // UIKit's label color: black in light mode, white in dark.
        #expect(light(.label) == RGBA(0, 0, 0) && dark(.label) == RGBA(255, 255, 255))
    }
}

@Suite("UIKit compatibility: UIFont, UIImage, UIScreen")
struct UIKitTypeTests {
    @Test("preferredFont gives the HIG's Large sizes; body is 17 points")
    func preferredFonts() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .title1).pointSize == 28)
        #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: huge).pointSize == 53)
    }

    @Test("Line metrics are SF Pro's: 17-point text is 20.287 points a line")
    func metrics() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        // (1950 + 494) / 2048 × 17 = 20.2871.
        #expect(abs(body.lineHeight - 17 * 2444 / 2048) < 1e-9)
        #expect(abs(body.ascender - 17 * 1950 / 2048) < 1e-9)
        #expect(body.descender < 0)
    }

    @Test("Font(uiFont) is the same fixed-size system font; text measures as with SwiftUI's own")
    func fontBridge() {
        #expect(Font(UIFont.systemFont(ofSize: 20, weight: .semibold)) == Font.system(size: 20, weight: .semibold))
        #expect(Font(UIFont.preferredFont(forTextStyle: .headline)) == Font.system(size: 17, weight: .semibold))
        #expect(Font(UIFont.boldSystemFont(ofSize: 12)) == Font.system(size: 12, weight: .bold))
        let viaUIKit = layOut(nil, nil) { Text("Hello, world").font(Font(UIFont.preferredFont(forTextStyle: .body))) }
        let viaSwiftUI = layOut(nil, nil) { Text("Hello, world").font(.body) }
        #expect(viaUIKit.size == viaSwiftUI.size)
    }

    @Test("UIFont.Weight maps to the nearest SwiftUI weight")
    func weights() {
        #expect(UIFont.Weight.medium.fontWeight == .medium)
        #expect(UIFont.Weight(0.33).fontWeight == .semibold)
        #expect(UIFont.Weight.black.fontWeight == .black)
    }

    @Test("Image(uiImage:) draws the named asset or symbol, with the image's rendering mode")
    func imageBridge() {
        #expect(Image(uiImage: UIImage(systemName: "star.fill")!) == Image(systemName: "star.fill"))
        #expect(Image(uiImage: UIImage(named: "photo")!) == Image("photo"))
        #expect(Image(uiImage: UIImage(named: "icon")!.withRenderingMode(.alwaysTemplate)) == Image("icon").renderingMode(.template))
    }

    @Test("UIScreen describes a device's screen: iPhone 15 is 393×852 points at 3×")
    func screens() {
        let phone = UIScreen(device: .iPhone15)
        #expect(phone.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(phone.scale == 3)
        #expect(phone.nativeBounds.size == CGSize(width: 1179, height: 2556))
        #expect(UIScreen(device: .iPhoneSE).scale == 2)
        #expect(UIScreen(device: .iPadAir).scale == 2)
        #expect(UIScreen(device: .iPhone15, scale: 2).scale == 2)
        // The main screen is a device's screen (which one depends on the host made last, in any test).
        let devices: [Device] = [.iPhoneSE, .iPhone13Mini, .iPhone15, .iPhone15ProMax, .iPadAir, .iPadPro12]
        #expect(devices.contains { UIScreen.main.bounds.size == $0.screenSize })
    }

    @Test("Trait collections merge; UIKit's size categories map to SwiftUI's")
    func traits() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2),
        ])
        #expect(merged.userInterfaceStyle == .dark && merged.displayScale == 2)
        #expect(DynamicTypeSize(UIContentSizeCategory.accessibilityMedium) == .accessibility1)
        #expect(DynamicTypeSize(UIContentSizeCategory.large) == .large)
        #expect(DynamicTypeSize(UIContentSizeCategory.unspecified) == nil)
    }
}
