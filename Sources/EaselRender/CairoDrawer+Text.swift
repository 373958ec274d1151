@_implementationOnly import CCairo
import EaselGraphics
import Foundation

// Text: glyph runs drawn with the faces that measured them.
extension CairoDrawer {
    mutating func drawGlyphs(_ run: GlyphRun) {
        guard !run.glyphs.isEmpty, run.size > 0, run.size.isFinite, !run.paint.isClear else { return }
        guard let (face, isColor) = FontCache.face(path: run.fontPath, index: run.faceIndex) else {
            problems.append("the font file \(run.fontPath) could not be opened for drawing; its text is not drawn")
            return
        }
        let ctm = currentMatrix()
        // The em's largest stretch on the device: the transform's largest singular value.
        let squares = ctm.xx * ctm.xx + ctm.xy * ctm.xy + ctm.yx * ctm.yx + ctm.yy * ctm.yy
        let determinant = ctm.xx * ctm.yy - ctm.xy * ctm.yx
        let stretch = ((squares + max(0, squares * squares - 4 * determinant * determinant).squareRoot()) / 2).squareRoot()
        let deviceEm = run.size * stretch * (run.syntheticItalic ? 1.03 : 1)
        guard deviceEm <= FontCache.largestOutlineEm else {
            problems.append(
                "text \(deviceEm < 1e15 ? String(Int(deviceEm)) : "\(deviceEm)") pixels an em is larger than Cairo's coordinates can hold (\(Int(FontCache.largestOutlineEm))); it is not drawn")
            return
        }
        // Inside a shadow or a filter the text is recorded and replayed into a raster, and Cairo 1.16 replays a
        // recorded path of this size one small allocation per flattened segment (over 10 GB for two glyphs at
        // 500,000 pixels an em), however little of it shows.
        if deviceEm > FontCache.largestRecordedEm, cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_RECORDING {
            problems.append(
                "text \(Int(deviceEm)) pixels an em inside a shadow or a filter is larger than Easel rasterizes for the effect (\(Int(FontCache.largestRecordedEm))); it is not drawn")
            return
        }
        if deviceEm > FontCache.largestMaskEm {
            if isColor {
                drawColorGlyphsScaled(run, face: face, transform: ctm, deviceEm: deviceEm)
            } else {
                drawGlyphOutlines(run, face: face, transform: ctm)
            }
            return
        }
        cairo_save(cr)
        Self.setFont(face, size: run.size, italic: run.syntheticItalic, widthScale: run.horizontalScale, on: cr)
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
        // The outlines at the reference size, each at the origin of an untransformed device...
        cairo_identity_matrix(cr)
        Self.setFont(face, size: reference, italic: run.syntheticItalic, widthScale: run.horizontalScale, on: cr)
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

    /// Color glyphs (emoji bitmaps) larger on the device than `FontCache.largestMaskEm` pixels an em: the run is
    /// drawn at that size into a scratch surface, which is then painted scaled up, smoothed, where the run goes.
    /// Emoji fonts hold bitmaps of about 128 pixels, so nothing is lost that a larger mask would have kept.
    private mutating func drawColorGlyphsScaled(
        _ run: GlyphRun, face: OpaquePointer, transform: cairo_matrix_t, deviceEm: Double
    ) {
        let reference = FontCache.largestMaskEm
        // Points of the run's space per pixel of the scratch surface.
        let shrink = run.size / reference
        guard let first = run.positions.first else { return }
        // The scratch surface spans the run's advance box at the reference size, with an em of room around it.
        let xs = run.positions.map(\.x), ys = run.positions.map(\.y)
        let minX = (xs.min() ?? first.x) - run.size, maxX = (xs.max() ?? first.x) + 2 * run.size
        let minY = (ys.min() ?? first.y) - 1.5 * run.size, maxY = (ys.max() ?? first.y) + run.size
        let width = Int(((maxX - minX) / shrink).rounded(.up)), height = Int(((maxY - minY) / shrink).rounded(.up))
        guard width > 0, height > 0, width * height <= 1 << 24,
              let scratch = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else {
            problems.append("a run of \(run.glyphs.count) color glyphs \(Int(deviceEm)) pixels an em is too long to draw; it is not drawn")
            return
        }
        defer { cairo_surface_destroy(scratch) }
        let scratchContext = cairo_create(scratch)
        Self.setFont(face, size: reference, italic: run.syntheticItalic, widthScale: run.horizontalScale, on: scratchContext)
        var glyphs = zip(run.glyphs, run.positions).map {
            cairo_glyph_t(index: UInt($0), x: ($1.x - minX) / shrink, y: ($1.y - minY) / shrink)
        }
        cairo_show_glyphs(scratchContext, &glyphs, Int32(glyphs.count))
        cairo_destroy(scratchContext)
        cairo_surface_flush(scratch)
        // Painted back over the run's box, scaled up.
        var ctm = transform
        cairo_save(cr)
        cairo_set_matrix(cr, &ctm)
        cairo_translate(cr, minX, minY)
        cairo_scale(cr, shrink, shrink)
        cairo_set_source_surface(cr, scratch, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_rectangle(cr, 0, 0, Double(width), Double(height))
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Sets the face at a size, with Easel's font options, on a context. A synthetic italic leans the upright
    /// glyphs by 12 degrees, as a typical oblique does; a width scale stretches them across.
    static func setFont(
        _ face: OpaquePointer, size: Double, italic: Bool, widthScale: Double = 1, on context: OpaquePointer?
    ) {
        cairo_set_font_face(context, face)
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, size * widthScale, 0, italic ? -size * 0.2126 : 0, size, 0, 0)
        cairo_set_font_matrix(context, &matrix)
        cairo_set_font_options(context, FontCache.options)
    }
}
