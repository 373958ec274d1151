import Foundation
@testable import EaselViews
import SwiftUI
import Testing

// Symbol modifiers (issue 20): a symbol's side is 1.2 times its font's size at the medium scale (docs/Decisions.md,
// "Symbols"), 0.78 and 1.29 times that at the small and large scales; a variant adds its component to the name.
@Suite struct SymbolModifierTests {
    @Test("imageScale sizes a symbol relative to the medium scale")
    func scales() {
        let host = layOut(300, 300) {
            VStack {
                Image(systemName: "star").accessibilityIdentifier("medium")
                Image(systemName: "star").imageScale(.large).accessibilityIdentifier("large")
                Image(systemName: "star").imageScale(.small).accessibilityIdentifier("small")
            }
            .font(.system(size: 20))
        }
        #expect(host["medium"]?.width == 24)
        #expect(abs((host["large"]?.width ?? 0) - 24 * 1.29) < 0.001)
        #expect(abs((host["small"]?.width ?? 0) - 24 * 0.78) < 0.001)
    }

    @Test("A variant adds its components in SF Symbols' order, once")
    func variantNames() {
        #expect(Image.name("heart", with: .fill) == "heart.fill")
        #expect(Image.name("heart", with: .circle.fill) == "heart.circle.fill")
        #expect(Image.name("bell", with: .slash.fill) == "bell.slash.fill")
        #expect(Image.name("xmark.circle", with: .circle.fill) == "xmark.circle.fill")
        #expect(Image.name("star", with: .none) == "star")
        #expect(SymbolVariants.circle.fill.contains(.fill))
        #expect(!SymbolVariants.circle.contains(.fill))
    }

    @Test("A symbol with a variant draws the variant's stand-in, without a diagnostic")
    func variantDraws() {
        let host = layOut(300, 300) {
            HStack {
                Image(systemName: "heart")
                Image(systemName: "person").symbolVariant(.circle.fill)
                Image(systemName: "speaker.wave.2", variableValue: 0.5)
            }
            .symbolRenderingMode(.hierarchical)
        }
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }
}
