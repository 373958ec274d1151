@_implementationOnly import CCairo
import EaselGraphics
import Foundation

// Materials: what is drawn behind a shape, read back, blurred and saturated, inside the shape.
extension CairoDrawer {
    /// Paints inside the current path what the target already shows under it, blurred by the backdrop's
    /// Gaussian and saturated; the path stays for the tint drawn next. Only a raster target can be read back:
    /// on SVG and PDF pages this draws nothing, and the material is its tint alone (docs/Decisions.md).
    ///
    /// What is read is the current target: the page, or the group an effect draws into (a material inside
    /// `.opacity` or `.shadow` blurs what that group drew before it, as a group has no view of the page).
    func drawBackdrop(_ backdrop: Backdrop) {
        guard drawsPixels, backdrop.blurRadius.isFinite, backdrop.saturation.isFinite else { return }
        var x1: Double = 0, y1: Double = 0, x2: Double = 0, y2: Double = 0
        cairo_fill_extents(cr, &x1, &y1, &x2, &y2)
        guard let box = visiblePixels(x1, y1, x2, y2) else { return }
        // Device units are pixels on a raster target.
        let sigma = max(backdrop.blurRadius, 0) * Self.deviceScale(box.ctm)
        // A wide blur is computed on a raster a power of two coarser, at least 4 of its pixels wide, and
        // sampled back bilinearly: a Gaussian that wide has no detail finer than those pixels.
        var reduction = 1
        while sigma / Double(reduction * 2) >= 4 && reduction < 8 { reduction *= 2 }
        // Only what lies under the shape is read, its edges repeated for the blur, so nothing beside the shape
        // bleeds into it (as iOS normalizes a material's blur at its edges).
        let x0 = box.x0, y0 = box.y0
        let width = (box.width + reduction - 1) / reduction, height = (box.height + reduction - 1) / reduction
        guard width > 0, height > 0, width * height <= 16_777_216,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { return }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return }
        // Read back: the target's pixels from (x0, y0).
        let reader = cairo_create(surface)
        cairo_scale(reader, 1 / Double(reduction), 1 / Double(reduction))
        cairo_set_source_surface(reader, cairo_get_group_target(cr), Double(-x0), Double(-y0))
        cairo_pattern_set_extend(cairo_get_source(reader), CAIRO_EXTEND_PAD)
        cairo_paint(reader)
        cairo_destroy(reader)
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        if sigma > 0 {
            RasterEffects.blurChannels(
                pixels, width: width, height: height, stride: stride, sigma: sigma / Double(reduction), clampEdges: true)
        }
        if backdrop.saturation != 1 {
            RasterEffects.saturate(pixels, width: width, height: height, stride: stride, by: backdrop.saturation)
        }
        cairo_surface_mark_dirty(surface)
        // User space to the raster's pixels: the transform to the device, back to (x0, y0), then coarser.
        let pattern = cairo_pattern_create_for_surface(surface)
        var toDevice = box.ctm, toRaster = cairo_matrix_t(), matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&toRaster, 1 / Double(reduction), 1 / Double(reduction))
        cairo_matrix_translate(&toRaster, Double(-x0), Double(-y0))
        cairo_matrix_multiply(&matrix, &toDevice, &toRaster)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, reduction > 1 ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_NEAREST)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        // The blurred backdrop takes the place of what is under the shape, as on iOS: where what is behind is
        // transparent (no window behind the root), the blur fades out rather than leaving the sharp original
        // showing through it. Over opaque content this is what drawing over it gives.
        let operatorBefore = cairo_get_operator(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_fill_preserve(cr)
        cairo_set_operator(cr, operatorBefore)
        cairo_pattern_destroy(pattern)
    }
}
