import Foundation

/// Glyphs of one font face, each at a baseline position in points: text drawn from the same shaping that
/// measured it.
package struct GlyphRun: Sendable {
    /// The font file and face index the glyph ids belong to.
    package var fontPath: String
    package var faceIndex: Int
    /// The font size in points.
    package var size: CGFloat
    /// Slants upright glyphs, for italics a face does not have.
    package var syntheticItalic: Bool
    /// How much wider than the face's own the glyphs are drawn (a font's width).
    package var horizontalScale: CGFloat = 1
    package var glyphs: [UInt32]
    package var positions: [CGPoint]
    package var paint: Paint
    /// The characters the glyphs show, so that PDF text can be selected and copied.
    package var text: String
    /// Lines drawn with the glyphs (an underline, a strikethrough), in the same coordinates.
    package var decorations: [DisplayItem] = []
    /// What is drawn behind the text (a background color's rectangles); drawn before every run of the text.
    package var backgrounds: [DisplayItem] = []
    /// The index of the text run the glyphs belong to (-1 when not from a text layout).
    package var run = -1
    /// The box the glyphs occupy on their line: from the first glyph's start to the last one's advance, across the
    /// line's height.
    package var extent = CGRect.null

    package init(
        fontPath: String, faceIndex: Int, size: CGFloat, syntheticItalic: Bool, glyphs: [UInt32],
        positions: [CGPoint], paint: Paint, text: String
    ) {
        self.fontPath = fontPath
        self.faceIndex = faceIndex
        self.size = size
        self.syntheticItalic = syntheticItalic
        self.glyphs = glyphs
        self.positions = positions
        self.paint = paint
        self.text = text
    }
}
