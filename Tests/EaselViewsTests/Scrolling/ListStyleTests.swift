import Foundation
import SwiftUI
import Testing

/// List styles and Form, drawn as iOS 17 draws them on iPhone (docs/Decisions.md, "List styles"): a List of the
/// automatic style, and every Form, is inset-grouped: each section's rows on a card 16 points in from the edges
/// of a screen narrower than 414 points (20 from wider ones), row content 20 points inside the card, as in the
/// plain style; a header is footnote text 16 points under the section above and 6 above its card, a footer
/// footnote text 6 under its card; a section with no header starts 17.5 points down, one with no footer ends
/// 17.5 points after its card. The grouped style draws the cards edge to edge.
@Suite struct ListStyleTests {
    /// The height of one line of footnote text (13 points at the Large size), on a 1x grid.
    static let footnoteLine = ceil(13 * SFPro.lineHeight, scale: 1)
    static let bodyLine = ceil(17 * SFPro.lineHeight, scale: 1)

    struct Settings: View {
        @State private var on = true
        var body: some View {
            Form {
                Section {
                    Text("Wi-Fi").accessibilityIdentifier("wifi")
                    Text("About").accessibilityIdentifier("about")
                } header: {
                    Text("General").accessibilityIdentifier("header")
                } footer: {
                    Text("Shown to nearby devices.").accessibilityIdentifier("footer")
                }
            }
            .formStyle(.grouped)
        }
    }

    @Test("A Form is inset-grouped: header, rows on the card, footer, at iOS's insets")
    func form() throws {
        var environment = EnvironmentValues()
        environment.displayScale = 1
        let host = layOut(393, 600, environment: environment) { Settings() }
        let header = try #require(host["header"])
        #expect(header.minX == 36)
        #expect(header.minY == 16)
        #expect(header.height == Self.footnoteLine)
        #expect(host.texts.contains("GENERAL"), "headers are uppercased")
        let cardTop = 16 + Self.footnoteLine + 6
        let wifi = try #require(host["wifi"])
        #expect(wifi.minX == 36)
        #expect(abs(wifi.midY - (cardTop + 22)) <= 0.5, "a 44-point row")
        let about = try #require(host["about"])
        #expect(abs(about.midY - (cardTop + 44 + 22)) <= 0.5)
        let footer = try #require(host["footer"])
        #expect(footer.minX == 36)
        #expect(footer.minY == cardTop + 88 + 6)
    }

    @Test("A List is inset-grouped unless told otherwise; grouped cards are edge to edge; plain rows have no card")
    func styles() throws {
        func row<V: View>(_ width: CGFloat, _ list: () -> V) -> CGRect? { layOut(width, 600) { list() }["row"] }
        let automatic = row(393) { List { Text("Row").accessibilityIdentifier("row") } }
        #expect(automatic?.minX == 36)
        // With no header the card starts 17.5 points down; the text is centered in its 44-point row.
        #expect(abs((automatic?.midY ?? 0) - (17.5 + 22)) <= 0.5)
        #expect(row(393) { List { Text("Row").accessibilityIdentifier("row") }.listStyle(.insetGrouped) }?.minX == 36)
        #expect(row(393) { List { Text("Row").accessibilityIdentifier("row") }.listStyle(.sidebar) }?.minX == 36)
        #expect(row(430) { List { Text("Row").accessibilityIdentifier("row") } }?.minX == 40, "20-point card margins at 430")
        #expect(row(393) { List { Text("Row").accessibilityIdentifier("row") }.listStyle(.grouped) }?.minX == 20)
        let plain = row(393) { List { Text("Row").accessibilityIdentifier("row") }.listStyle(.plain) }
        #expect(plain?.minX == 20)
        #expect(abs((plain?.midY ?? 0) - 22) <= 0.5)
        #expect(row(393) { List { Text("Row").accessibilityIdentifier("row") }.listStyle(InsetListStyle()) }?.minX == 20)
    }

    @Test("Sections without headers are 35 points apart: 17.5 after one card and 17.5 before the next")
    func sectionGaps() throws {
        let host = layOut(393, 600) {
            List {
                Section { Text("A").accessibilityIdentifier("a") }
                Section { Text("B").accessibilityIdentifier("b") }
            }
        }
        let a = try #require(host["a"]), b = try #require(host["b"])
        #expect(abs((b.midY - a.midY) - (44 + 35)) <= 0.001)
    }
}
