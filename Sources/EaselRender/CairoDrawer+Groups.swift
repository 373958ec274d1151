@_implementationOnly import CCairo
import EaselGraphics
import Foundation

// Groups: clips, transforms, opacity, shadows and raster filters around a list of commands.
extension CairoDrawer {
    mutating func drawGroup(_ effect: DisplayEffect, _ content: DisplayList) {
        switch effect {
        case .transform(let t):
            // A transform that flattens its content (a scale of zero) draws nothing, as in SwiftUI.
            if [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite), t.a * t.d - t.b * t.c == 0 { return }
            var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            // Cairo refuses a transform whose determinant is not finite (a scale of 10^300 overflows it) by stopping
            // all drawing for the rest of the render: such content is left out, and said so, instead.
            var ctm = currentMatrix(), combined = cairo_matrix_t()
            cairo_matrix_multiply(&combined, &matrix, &ctm)
            let determinant = combined.xx * combined.yy - combined.xy * combined.yx
            guard determinant.isFinite, determinant != 0,
                  [combined.xx, combined.yx, combined.xy, combined.yy, combined.x0, combined.y0].allSatisfy(\.isFinite)
            else {
                problems.append("a transform too large for Cairo to draw (\(t.a), \(t.b), \(t.c), \(t.d)) leaves its content undrawn")
                return
            }
            cairo_save(cr)
            cairo_transform(cr, &matrix)
            draw(content)
            cairo_restore(cr)
        case .projection(let projection):
            drawProjected(content, projection)
        case .clip(let path, let rule):
            cairo_save(cr)
            if add(path) {
                cairo_set_fill_rule(cr, rule.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_set_antialias(cr, rule.antialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
                cairo_clip(cr)
                cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
                draw(content)
            }
            cairo_new_path(cr)
            cairo_restore(cr)
        case .opacity(let opacity):
            cairo_push_group(cr)
            draw(content)
            let inked = recordedGroupExtents()
            cairo_pop_group_to_source(cr)
            paintBounded(to: inked) { cairo_paint_with_alpha($0, opacity) }
        case .mask(let mask):
            cairo_push_group(cr)
            draw(content)
            let contentPattern = cairo_pop_group(cr)
            cairo_push_group(cr)
            draw(mask)
            let inked = recordedGroupExtents()
            let maskPattern = cairo_pop_group(cr)
            cairo_set_source(cr, contentPattern)
            paintBounded(to: inked) { cairo_mask($0, maskPattern) }
            cairo_pattern_destroy(contentPattern)
            cairo_pattern_destroy(maskPattern)
        case .shadow(let shadow):
            drawShadowed(content, shadow)
        case .filter(let filter):
            drawFiltered(content, filter)
        case .blend(let mode):
            cairo_push_group(cr)
            draw(content)
            let inked = recordedGroupExtents()
            cairo_pop_group_to_source(cr)
            cairo_save(cr)
            cairo_set_operator(cr, Self.cairoOperator(mode))
            paintBounded(to: inked) { cairo_paint($0) }
            cairo_restore(cr)
        }
    }

    /// Cairo's operator for a blend mode. Cairo has no plus-darker; its nearest, darken, stands in.
    static func cairoOperator(_ mode: CompositingOperator) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken, .plusDarker: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }

    /// Records the content in the target's device space (the current transform), to learn exactly where it
    /// draws: the recording surface (the caller's to destroy), that transform, and the ink's extents.
    ///
    /// The extents are cut to the target's clip, widened by `reach` device units (how far a blur or an offset can
    /// carry ink into view): content scaled far past the canvas is never rasterized whole.
    mutating func record(_ content: DisplayList, reach: CGFloat = 0) -> (surface: OpaquePointer, ctm: cairo_matrix_t, extents: CGRect)? {
        var ctm = currentMatrix()
        let reach = reach.isFinite ? max(reach, 0) : 0
        let visible = visibleDeviceArea().map { $0.insetBy(dx: -reach, dy: -reach) }
        guard let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil) else { return nil }
        var recorder = CairoDrawer(context: cairo_create(recording), rasterScale: rasterScale, drawsPixels: drawsPixels)
        recorder.visibleArea = visible
        cairo_set_matrix(recorder.cr, &ctm)
        recorder.draw(content)
        problems += recorder.problems
        recorder.finish()
        var x: Double = 0, y: Double = 0, width: Double = 0, height: Double = 0
        cairo_recording_surface_ink_extents(recording, &x, &y, &width, &height)
        var extents = CGRect(x: x, y: y, width: width, height: height)
        if let visible, !visible.contains(extents) {
            extents = extents.intersection(visible)
            if extents.isNull || !extents.width.isFinite || !extents.height.isFinite { extents = .zero }
        }
        return (recording, ctm, extents)
    }

    /// Where the group being drawn has ink, in device space, when it is drawn into a recording (the content of a
    /// blur, a projection or another raster effect); nil when drawing pixels. A group painted back into a recording
    /// unbounded would make the recording's ink unbounded, and the effect would find nothing to rasterize.
    func recordedGroupExtents() -> CGRect? {
        guard let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_RECORDING
        else { return nil }
        var x: Double = 0, y: Double = 0, width: Double = 0, height: Double = 0
        cairo_recording_surface_ink_extents(target, &x, &y, &width, &height)
        guard width >= 0, height >= 0, [x, y, width, height].allSatisfy(\.isFinite) else { return nil }
        var offsetX: Double = 0, offsetY: Double = 0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        return CGRect(x: x - offsetX, y: y - offsetY, width: width, height: height)
    }

    /// Paints with `paint`, clipped to `extents` (device space) when given.
    func paintBounded(to extents: CGRect?, _ paint: (OpaquePointer?) -> Void) {
        guard let extents else {
            paint(cr)
            return
        }
        cairo_save(cr)
        var matrix = currentMatrix()
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, extents.minX, extents.minY, extents.width, extents.height)
        cairo_set_matrix(cr, &matrix)
        cairo_clip(cr)
        paint(cr)
        cairo_restore(cr)
    }

    /// The user-to-device transform in effect.
    func currentMatrix() -> cairo_matrix_t {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        return matrix
    }

    /// How much a transform scales areas, as a length: the square root of its determinant's size.
    static func deviceScale(_ m: cairo_matrix_t) -> Double { sqrt(abs(m.xx * m.yy - m.xy * m.yx)) }

    /// Where this drawer's ink can show, in device units: its target's clip, or, in a recorder (whose recording
    /// surface has no bounds), the area its effect's target can show.
    func visibleDeviceArea() -> CGRect? {
        if let visibleArea { return visibleArea }
        var x1: Double = 0, y1: Double = 0, x2: Double = 0, y2: Double = 0
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        let area = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        guard [x1, y1, x2, y2].allSatisfy(\.isFinite), area.width >= 0, area.height >= 0, area.width < 1e9, area.height < 1e9
        else { return nil }
        return area
    }

    /// Draws the content through a raster filter: the content is recorded, rasterized in device space at
    /// `rasterScale` (with room for a blur to spread), filtered pixel by pixel, and painted back as an image, so
    /// PNG, SVG and PDF all show the same pixels.
    mutating func drawFiltered(_ content: DisplayList, _ filter: RasterFilter) {
        let radius: CGFloat = switch filter {
        case .blur(let radius), .opaqueBlur(let radius, _): radius
        default: 0
        }
        let deviceScale = Self.deviceScale(currentMatrix())
        guard let recorded = record(content, reach: RasterEffects.margin(sigma: radius * deviceScale)) else { return }
        defer { cairo_surface_destroy(recorded.surface) }
        guard recorded.extents.width > 0, recorded.extents.height > 0 else { return }
        let ctm = recorded.ctm
        // An opaque blur works on its bounds (in device units), not on where the content happens to draw.
        var extents = recorded.extents
        if case .opaqueBlur(_, let bounds) = filter {
            extents = Self.deviceBox(bounds, ctm)
            guard extents.width > 0, extents.height > 0, extents.width.isFinite, extents.height.isFinite else { return }
        }
        guard let image = RasterEffects.filtered(
            recorded.surface, extents: extents, scale: rasterScale, filter: filter, deviceScale: deviceScale)
        else { return }
        cairo_save(cr)
        if case .opaqueBlur(_, let bounds) = filter {
            // Cut to the bounds, which may fall between pixels.
            cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
            cairo_clip(cr)
        }
        cairo_identity_matrix(cr)
        let pattern = cairo_pattern_create_for_surface(image.surface)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, image.scale, image.scale)
        cairo_matrix_translate(&matrix, -image.origin.x, -image.origin.y)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_pattern_destroy(pattern)
        cairo_surface_destroy(image.surface)
        cairo_restore(cr)
    }

    /// Draws the content's shadow, then the content.
    ///
    /// 1. Record the content once, in the target's device space, to learn exactly where it draws.
    /// 2. Rasterize its coverage (alpha only) with room for the blur, at `rasterScale` pixels per device unit.
    /// 3. Blur it with a Gaussian of the shadow's radius, as three box blurs, and sample it onto the device pixels
    ///    it falls on; a shadow drawn before with the same coverage, blur and place is found in `ShadowMaskCache`.
    /// 4. Paint the shadow color through the blurred coverage, offset; then draw the content on top.
    mutating func drawShadowed(_ content: DisplayList, _ shadow: Shadow) {
        // The blur's standard deviation in device units is the radius through the transform's scale.
        let deviceScale = Self.deviceScale(currentMatrix())
        let reach = RasterEffects.margin(sigma: shadow.radius * deviceScale)
            + (abs(shadow.offset.width) + abs(shadow.offset.height)) * deviceScale
        guard let recorded = record(content, reach: reach) else { return }
        let recording = recorded.surface, ctm = recorded.ctm
        defer { cairo_surface_destroy(recording) }
        let (x, y, width, height) = (
            recorded.extents.minX, recorded.extents.minY, recorded.extents.width, recorded.extents.height
        )
        let sigma = shadow.radius * deviceScale * rasterScale
        let offset = CGPoint(
            x: ctm.xx * shadow.offset.width + ctm.xy * shadow.offset.height,
            y: ctm.yx * shadow.offset.width + ctm.yy * shadow.offset.height)
        if width > 0, height > 0, let coverage = RasterEffects.coverage(
            of: recording, extents: CGRect(x: x, y: y, width: width, height: height), scale: rasterScale, sigma: sigma)
        {
            defer { cairo_surface_destroy(coverage.surface) }
            // Blurred only when a mask is made from it, or when the mask is drawn from it directly.
            var blurred = false
            func blurOnce() {
                if !blurred { coverage.blur() }
                blurred = true
            }
            cairo_save(cr)
            cairo_identity_matrix(cr)
            let c = shadow.color
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.opacity)
            let origin = CGPoint(x: coverage.origin.x + offset.x, y: coverage.origin.y + offset.y)
            // Where the coverage lands, with the bilinear filter's reach of one raster pixel around it.
            let reach = 1 / coverage.scale
            let footprint = (
                origin.x - reach, origin.y - reach,
                origin.x + CGFloat(coverage.width) / coverage.scale + reach,
                origin.y + CGFloat(coverage.height) / coverage.scale + reach)
            if drawsPixels, let box = visiblePixels(footprint.0, footprint.1, footprint.2, footprint.3),
               let mask = ShadowMaskCache.mask(
                   for: ShadowMaskCache.Key(coverage, origin: origin, x0: box.x0, y0: box.y0, width: box.width, height: box.height),
                   make: {
                       blurOnce()
                       return RasterEffects.onDevicePixels(
                           coverage.surface, origin: origin, scale: coverage.scale, x0: box.x0, y0: box.y0,
                           width: box.width, height: box.height)
                   }),
               let own = mask.borrowed()
            {
                cairo_mask_surface(cr, own, Double(box.x0), Double(box.y0))
                cairo_surface_destroy(own)
            } else {
                blurOnce()
                let pattern = cairo_pattern_create_for_surface(coverage.surface)
                cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
                var matrix = cairo_matrix_t()
                cairo_matrix_init_scale(&matrix, coverage.scale, coverage.scale)
                cairo_matrix_translate(&matrix, -origin.x, -origin.y)
                cairo_pattern_set_matrix(pattern, &matrix)
                cairo_mask(cr, pattern)
                cairo_pattern_destroy(pattern)
            }
            cairo_restore(cr)
        }
        // The content is drawn again rather than painted from the recording: Cairo 1.16's SVG backend reads
        // an unbounded recording's extents from uninitialized memory when it is used as a source, which put
        // what followed a shadow at random offsets.
        draw(content)
    }
}
