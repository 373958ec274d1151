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
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        // The em's largest stretch on the device is at most the transform's Frobenius norm times the size.
        let stretch = (ctm.xx * ctm.xx + ctm.xy * ctm.xy + ctm.yx * ctm.yx + ctm.yy * ctm.yy).squareRoot()
        guard stretch.isFinite else { return }
        let deviceEm = run.size * stretch * (run.syntheticItalic ? 1.03 : 1)
        guard deviceEm <= FontCache.largestOutlineEm else {
            problems.append(
                "text \(Int(deviceEm)) pixels an em is larger than Cairo's coordinates can hold (\(Int(FontCache.largestOutlineEm))); it is not drawn")
            return
        }
        if deviceEm > FontCache.largestMaskEm {
            drawGlyphOutlines(run, face: face, transform: ctm)
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

    /// Text larger on the device than `FontCache.largestMaskEm` pixels an em: each glyph's outline is taken at
    /// `FontCache.outlineEm` on an untransformed device, then scaled up and filled where the glyph goes. Asking
    /// Cairo for the glyph at its full size would make FreeType fail (and Cairo stop drawing the face) or allocate
    /// a mask of gigabytes. Color glyphs (emoji) come out as their shapes in the run's paint.
    private mutating func drawGlyphOutlines(_ run: GlyphRun, face: OpaquePointer, transform: cairo_matrix_t) {
        let reference = FontCache.outlineEm
        let grow = run.size / reference
        var ctm = transform
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_set_font_face(cr, face)
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, reference, 0, run.syntheticItalic ? -reference * 0.2126 : 0, reference, 0, 0)
        cairo_set_font_options(cr, FontCache.options)
        // The outlines at the reference size, each at the origin of an untransformed device...
        cairo_identity_matrix(cr)
        cairo_set_font_matrix(cr, &matrix)
        let outlines = run.glyphs.map { glyph -> UnsafeMutablePointer<cairo_path_t>? in
            cairo_new_path(cr)
            var one = cairo_glyph_t(index: UInt(glyph), x: 0, y: 0)
            cairo_glyph_path(cr, &one, 1)
            return cairo_copy_path(cr)
        }
        // ...then again where each glyph goes, at its size.
        cairo_new_path(cr)
        for (outline, position) in zip(outlines, run.positions) {
            guard let outline else { continue }
            cairo_set_matrix(cr, &ctm)
            cairo_translate(cr, position.x, position.y)
            cairo_scale(cr, grow, grow)
            if outline.pointee.status == CAIRO_STATUS_SUCCESS { cairo_append_path(cr, outline) }
            cairo_path_destroy(outline)
        }
        // The paint belongs to the run's own space.
        cairo_set_matrix(cr, &ctm)
        setSource(run.paint)
        cairo_fill(cr)
        cairo_restore(cr)
    }
}
