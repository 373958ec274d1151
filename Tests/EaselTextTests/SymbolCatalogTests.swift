import Testing

@testable import EaselText

/// SF Symbol names draw with stand-ins from the Material Icons font: every name in the table must reach a glyph
/// of the installed font, the table must cover the names apps commonly use, and well-known names must draw
/// the icon that means the same thing.
@Suite struct SymbolCatalogTests {
    @Test("Every SF Symbol name in the table resolves to a Material glyph in the private-use area")
    func everyEntryResolves() {
        let unresolved = SymbolCatalog.materialNames.filter { SymbolCatalog.symbol(named: $0.key) == nil }
        #expect(unresolved.isEmpty, "No glyph for: \(unresolved.sorted { $0.key < $1.key })")
        for name in ["star", "gearshape.fill", "arrow.triangle.2.circlepath", "battery.100"] {
            let scalar = SymbolCatalog.symbol(named: name)?.scalar.value ?? 0
            #expect((0xE000...0xF8FF).contains(scalar), "\(name) drew U+\(String(scalar, radix: 16))")
        }
    }

    @Test("The table covers at least 400 SF Symbol names")
    func coverage() {
        #expect(SymbolCatalog.materialNames.count >= 400)
    }

    @Test("Well-known names map to the Material icon with the same meaning")
    func spotChecks() {
        let expected = [
            "trash": "delete", "gearshape.fill": "settings", "house": "home", "magnifyingglass": "search",
            "xmark": "close", "plus.circle.fill": "add_circle", "heart.fill": "favorite",
            "square.and.arrow.up": "ios_share", "chevron.right": "chevron_right", "play.fill": "play_arrow",
            "wifi.slash": "wifi_off", "bell.slash": "notifications_off", "eye.slash": "visibility_off",
            "mic.slash": "mic_off", "person.crop.circle": "account_circle", "cart.badge.plus": "add_shopping_cart",
            "clock.arrow.circlepath": "history", "slider.horizontal.3": "tune", "paperplane.fill": "send",
            "icloud.and.arrow.up": "cloud_upload", "rectangle.portrait.and.arrow.right": "logout",
            "doc.on.doc": "content_copy", "calendar": "calendar_today", "exclamationmark.triangle.fill": "warning",
        ]
        for (name, material) in expected {
            #expect(SymbolCatalog.materialNames[name] == material, "\(name)")
        }
    }

    @Test("A \".fill\" name without its own entry draws its outline entry; an unknown name draws nothing")
    func fallbacks() {
        #expect(SymbolCatalog.materialNames["person.crop.circle.fill.badge.plus"] == nil)
        let filled = SymbolCatalog.symbol(named: "person.crop.circle.fill.badge.plus")
        let outline = SymbolCatalog.symbol(named: "person.crop.circle.badge.plus")
        #expect(filled != nil)
        #expect(filled?.scalar == outline?.scalar)
        #expect(SymbolCatalog.symbol(named: "no.such.symbol") == nil)
    }
}
