@_implementationOnly import CHarfBuzz
import Foundation
import Synchronization

/// SF Symbols by name, drawn with Google's Material Icons (Debian `fonts-material-design-icons-iconfont`,
/// Apache-2.0), since SF Symbols exist only on Apple's systems (LayoutRules §12).
///
/// A name maps to a Material icon, whose glyph the font's ligatures find; the glyph's private-use code
/// point lets the symbol sit inside text as one character.
package enum SymbolCatalog {
    static let fontPath = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"

    /// A symbol's side, in points, relative to its font's point size. SF Symbols at the medium scale are
    /// a little larger than the capitals beside them; 1.2 em is Easel's estimate (docs/Decisions.md).
    package static let sizeRelativeToFont: CGFloat = 1.2

    /// A resolved symbol: the face that draws it and the character that selects its glyph.
    package struct Symbol: Sendable {
        package let face: FontFace
        package let scalar: Unicode.Scalar

        /// A font for this symbol beside text in `font`: the symbol's size, and vertical metrics scaled so
        /// that its line is exactly as tall as the text's.
        package func font(besideTextIn font: ResolvedFont) -> ResolvedFont {
            let size = font.size * SymbolCatalog.sizeRelativeToFont
            let ratio = font.size / max(size, .leastNonzeroMagnitude)
            return ResolvedFont(face: face, size: size, metrics: font.metrics.scaled(by: ratio))
        }
    }

    /// The symbol for an SF Symbol name, or nil when Easel knows no stand-in for it (or the icon font is
    /// not installed).
    package static func symbol(named name: String) -> Symbol? {
        guard let material = materialName(for: name),
              let face = FontFace.load(path: fontPath),
              let scalar = scalar(forLigature: material, in: face)
        else { return nil }
        return Symbol(face: face, scalar: scalar)
    }

    /// The Material icon for a name: its own entry, else the entry of the name without its fill, then without
    /// its trailing enclosures (`heart.circle.fill`, then `heart.circle`, then `heart`). A slash is never dropped: a
    /// slashed symbol means the opposite of its plain one.
    static func materialName(for name: String) -> String? {
        if let material = materialNames[name] { return material }
        var components = name.split(separator: ".").filter { $0 != "fill" }
        while !components.isEmpty {
            if let material = materialNames[components.joined(separator: ".")] { return material }
            guard let last = components.last, ["fill", "circle", "square", "rectangle"].contains(last) else { break }
            components.removeLast()
        }
        return nil
    }

    /// Whether the name has a stand-in of its own, rather than one found by dropping its fill or enclosure, or an
    /// outlined name sharing its filled form's icon (`ellipsis.circle` and `ellipsis.circle.fill` both draw the
    /// filled `pending`).
    package static func hasOwnStandIn(_ name: String) -> Bool {
        guard let own = materialNames[name] else { return false }
        return name.hasSuffix(".fill") || materialNames[name + ".fill"] != own
    }

    /// Whether a character is one of the icon font's glyphs (the private-use area, where symbols sit inside text).
    package static func isSymbol(_ scalar: Unicode.Scalar) -> Bool { privateUse.contains(scalar.value) }

    private static let privateUse: ClosedRange<UInt32> = 0xE000...0xF8FF

    private static let scalars = Mutex<[String: Unicode.Scalar?]>([:])

    /// The private-use character of the glyph the font's ligature makes of `name`.
    private static func scalar(forLigature name: String, in face: FontFace) -> Unicode.Scalar? {
        if let known: Unicode.Scalar? = scalars.withLock({ $0[name] }) { return known }
        var found: Unicode.Scalar?
        if let buffer = hb_buffer_create() {
            defer { hb_buffer_destroy(buffer) }
            hb_buffer_add_utf8(buffer, name, Int32(name.utf8.count), 0, Int32(name.utf8.count))
            hb_buffer_guess_segment_properties(buffer)
            hb_shape(face.font, buffer, nil, 0)
            var count: UInt32 = 0
            if let infos = hb_buffer_get_glyph_infos(buffer, &count), count == 1 {
                let glyph = infos[0].codepoint
                for value in privateUse {
                    var candidate: hb_codepoint_t = 0
                    if hb_font_get_nominal_glyph(face.font, value, &candidate) != 0, candidate == glyph {
                        found = Unicode.Scalar(value)
                        break
                    }
                }
            }
        }
        scalars.withLock { $0[name] = found }
        return found
    }
}
