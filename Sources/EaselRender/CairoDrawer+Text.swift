@_implementationOnly import CCairo
import EaselGraphics
import Foundation

// Text: glyph runs drawn with the faces that measured them.
extension CairoDrawer {
    mutating func drawGlyphs(_ run: GlyphRun) {
        guard !run.glyphs.isEmpty, run.size > 0, run.size.isFinite, !run.paint.isClear else { return }
        guard let face = FontCache.face(path: run.fontPath, index: run.faceIndex) else {
            problems.append("the font file \(run.fontPath) could not be opened for drawing; its text is not drawn")
            return
        }
        cairo_save(cr)
        cairo_set_font_face(cr, face)
        var matrix = cairo_matrix_t()
        // A synthetic italic leans the upright glyphs by 12 degrees, as a typical oblique does.
        cairo_matrix_init(&matrix, run.size, 0, run.syntheticItalic ? -run.size * 0.2126 : 0, run.size, 0, 0)
        cairo_set_font_matrix(cr, &matrix)
        cairo_set_font_options(cr, FontCache.options)
        setSource(run.paint)
        var glyphs = zip(run.glyphs, run.positions).map { cairo_glyph_t(index: UInt($0), x: $1.x, y: $1.y) }
        let utf8 = Array(run.text.utf8)
        if utf8.isEmpty {
            cairo_show_glyphs(cr, &glyphs, Int32(glyphs.count))
        } else {
            // One cluster maps all the run's characters to all its glyphs: enough for PDF readers to select
            // and copy the text.
            var cluster = cairo_text_cluster_t(num_bytes: Int32(utf8.count), num_glyphs: Int32(glyphs.count))
            utf8.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { chars in
                    cairo_show_text_glyphs(
                        cr, chars.baseAddress, Int32(chars.count), &glyphs, Int32(glyphs.count), &cluster, 1,
                        cairo_text_cluster_flags_t(rawValue: 0))
                }
            }
        }
        cairo_restore(cr)
    }
}
