@_implementationOnly import CCairo
import EaselGraphics
import Foundation

/// Draws display-list commands into one Cairo surface.
struct CairoDrawer {
    private let cr: OpaquePointer
    /// Pixels per device unit for effects that must be rasterized (shadows): 1 for an image surface, whose
    /// device units are pixels; the render scale for SVG and PDF, whose units are points.
    private let rasterScale: CGFloat
    /// Whether device units are the final pixels (an image surface, or a recording replayed into one), so
    /// images may be resampled to them ahead of drawing; a vector file keeps the image's own pixels.
    private let drawsPixels: Bool
    /// Images resampled during this render, shared with the recorders of its effects: a shadowed image is
    /// drawn twice (once to find the shadow's shape), and resampled once.
    private let resampledImages: ResampledImages
    private(set) var problems: [String] = []

    init(surface: OpaquePointer, rasterScale: CGFloat) {
        cr = cairo_create(surface)
        self.rasterScale = rasterScale
        drawsPixels = cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
        resampledImages = ResampledImages()
    }

    private init(context: OpaquePointer, rasterScale: CGFloat, drawsPixels: Bool, resampledImages: ResampledImages) {
        cr = context
        self.rasterScale = rasterScale
        self.drawsPixels = drawsPixels
        self.resampledImages = resampledImages
    }

    func finish() {
        cairo_destroy(cr)
    }

    mutating func draw(_ list: DisplayList, scale: CGFloat) {
        cairo_scale(cr, scale, scale)
        draw(list)
    }

    private mutating func draw(_ list: DisplayList) {
        for item in list.items {
            draw(item)
        }
    }

    private mutating func draw(_ item: DisplayItem) {
        switch item {
        case .fill(let path, let paint, let rule):
            guard !paint.isClear, add(path) else { return cairo_new_path(cr) }
            cairo_set_fill_rule(cr, rule.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(cr, rule.antialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            if case .linearGradient(let stops, let start, let end) = paint, let gradient = rasterGradient(stops, start, end) {
                cairo_set_source(cr, gradient.pattern)
                cairo_fill(cr)
                cairo_pattern_destroy(gradient.pattern)
                SurfacePool.give(gradient.surface, width: gradient.width, height: gradient.height)
            } else {
                setSource(paint)
                cairo_fill(cr)
            }
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
        case .stroke(let path, let paint, let style):
            guard !paint.isClear, style.lineWidth > 0, add(path) else { return cairo_new_path(cr) }
            cairo_set_line_width(cr, style.lineWidth)
            let cap: cairo_line_cap_t = switch style.lineCap {
            case .butt: CAIRO_LINE_CAP_BUTT
            case .round: CAIRO_LINE_CAP_ROUND
            case .square: CAIRO_LINE_CAP_SQUARE
            }
            let join: cairo_line_join_t = switch style.lineJoin {
            case .miter: CAIRO_LINE_JOIN_MITER
            case .round: CAIRO_LINE_JOIN_ROUND
            case .bevel: CAIRO_LINE_JOIN_BEVEL
            }
            cairo_set_line_cap(cr, cap)
            cairo_set_line_join(cr, join)
            cairo_set_miter_limit(cr, style.miterLimit)
            style.dash.map { Double($0) }.withUnsafeBufferPointer { dashes in
                cairo_set_dash(cr, dashes.baseAddress, Int32(dashes.count), style.dashPhase)
            }
            setSource(paint)
            cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
        case .glyphs(let run):
            drawGlyphs(run)
        case .image(let image):
            drawImage(image)
        case .group(let effect, let content):
            drawGroup(effect, content)
        case .list(let content):
            draw(content)
        }
    }

    /// Adds the path to the context; false when it has nothing to draw or a coordinate is not finite.
    private func add(_ path: Path) -> Bool {
        cairo_new_path(cr)
        var drawn = false
        for element in path.elements {
            switch element {
            case .move(let p):
                guard p.x.isFinite, p.y.isFinite else { return false }
                cairo_move_to(cr, p.x, p.y)
            case .line(let p):
                guard p.x.isFinite, p.y.isFinite else { return false }
                cairo_line_to(cr, p.x, p.y)
                drawn = true
            case .quadCurve(let p, let c):
                guard p.x.isFinite, p.y.isFinite, c.x.isFinite, c.y.isFinite else { return false }
                var x0: Double = 0, y0: Double = 0
                if cairo_has_current_point(cr) != 0 { cairo_get_current_point(cr, &x0, &y0) } else { cairo_move_to(cr, c.x, c.y); x0 = c.x; y0 = c.y }
                // A quadratic Bézier as the cubic with the same curve.
                cairo_curve_to(
                    cr, x0 + 2 / 3 * (c.x - x0), y0 + 2 / 3 * (c.y - y0), p.x + 2 / 3 * (c.x - p.x),
                    p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
                drawn = true
            case .curve(let p, let c1, let c2):
                guard [p, c1, c2].allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return false }
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                drawn = true
            case .closeSubpath:
                cairo_close_path(cr)
            }
        }
        return drawn
    }

    // MARK: Paint

    private func setSource(_ paint: Paint) {
        switch paint {
        case .color(let c):
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.opacity)
        case .linearGradient(let stops, let start, let end):
            let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
            addStops(stops, to: pattern)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        case .radialGradient(let stops, let center, let from, let to):
            let pattern = cairo_pattern_create_radial(center.x, center.y, from, center.x, center.y, to)
            addStops(stops, to: pattern)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        case .angularGradient(let stops, let center, let from, let to):
            let pattern = angularPattern(stops, center: center, from: from, to: to)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        }
    }

    /// A linear gradient computed into the device pixels the current path covers (inside the clip), as a
    /// pattern that paints them back pixel for pixel, for filling that path on a raster target; nil where
    /// Cairo's own pattern draws it (vector output, or a gradient `GradientRaster` leaves to Cairo). The surface
    /// goes back to the pool after the fill.
    private func rasterGradient(
        _ stops: [GradientStop], _ start: CGPoint, _ end: CGPoint
    ) -> (surface: OpaquePointer, pattern: OpaquePointer?, width: Int, height: Int)? {
        guard drawsPixels, !stops.isEmpty else { return nil }
        var x1: Double = 0, y1: Double = 0, x2: Double = 0, y2: Double = 0
        cairo_fill_extents(cr, &x1, &y1, &x2, &y2)
        guard let box = visiblePixels(x1, y1, x2, y2),
              let surface = SurfacePool.take(width: box.width, height: box.height, cleared: false)
        else { return nil }
        guard let data = cairo_image_surface_get_data(surface) else {
            SurfacePool.give(surface, width: box.width, height: box.height)
            return nil
        }
        cairo_surface_flush(surface)
        let filled = GradientRaster.fillLinear(
            UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self), width: box.width, height: box.height,
            stride: Int(cairo_image_surface_get_stride(surface)) / 4, x0: box.x0, y0: box.y0, stops: stops,
            start: start, end: end, ctm: box.ctm)
        cairo_surface_mark_dirty(surface)
        guard filled else {
            SurfacePool.give(surface, width: box.width, height: box.height)
            return nil
        }
        return (surface, pixelPattern(surface, box), box.width, box.height)
    }

    /// The whole device pixels that the user-space rectangle (x1, y1)–(x2, y2) covers inside the clip, with
    /// the current transform; nil when none do, or when there are too many for a buffer of Easel's own.
    private func visiblePixels(
        _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double
    ) -> (x0: Int, y0: Int, width: Int, height: Int, ctm: cairo_matrix_t)? {
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        let shape = Self.deviceBox(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1), ctm)
        var cx1: Double = 0, cy1: Double = 0, cx2: Double = 0, cy2: Double = 0
        cairo_clip_extents(cr, &cx1, &cy1, &cx2, &cy2)
        // A recording surface's clip is unbounded (infinite): bounded before transforming, so no infinity
        // meets another in the arithmetic.
        (cx1, cy1, cx2, cy2) = (max(cx1, -1e9), max(cy1, -1e9), min(cx2, 1e9), min(cy2, 1e9))
        let clip = Self.deviceBox(CGRect(x: cx1, y: cy1, width: cx2 - cx1, height: cy2 - cy1), ctm)
        let minX = max(shape.minX, clip.minX).rounded(.down), minY = max(shape.minY, clip.minY).rounded(.down)
        let maxX = min(shape.maxX, clip.maxX).rounded(.up), maxY = min(shape.maxY, clip.maxY).rounded(.up)
        // Easel's own pixel work (resampled images, gradients, shadow masks) makes a buffer this size; past 2^24
        // pixels (64 MB of color) Cairo's own path, which needs none, draws instead.
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite, maxX - minX >= 1, maxY - minY >= 1,
              (maxX - minX) * (maxY - minY) <= 16_777_216
        else { return nil }
        return (Int(minX), Int(minY), Int(maxX - minX), Int(maxY - minY), ctm)
    }

    /// The device-space box around a user-space rectangle's four corners under `ctm`.
    private static func deviceBox(_ rect: CGRect, _ ctm: cairo_matrix_t) -> CGRect {
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)]
        let xs = corners.map { ctm.xx * $0.0 + ctm.xy * $0.1 + ctm.x0 }
        let ys = corners.map { ctm.yx * $0.0 + ctm.yy * $0.1 + ctm.y0 }
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    /// A pattern painting `surface` back onto the device pixels at the box's corner, pixel for pixel.
    private func pixelPattern(_ surface: OpaquePointer, _ box: (x0: Int, y0: Int, width: Int, height: Int, ctm: cairo_matrix_t)) -> OpaquePointer? {
        let pattern = cairo_pattern_create_for_surface(surface)
        // User space to the surface's pixels: the current transform, then back to the box's corner.
        var matrix = box.ctm
        matrix.x0 -= Double(box.x0)
        matrix.y0 -= Double(box.y0)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        return pattern
    }

    private func addStops(_ stops: [GradientStop], to pattern: OpaquePointer?) {
        for stop in stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.opacity)
        }
    }

    /// A conic gradient as a mesh of thin wedges around the center, each shading from one angle's color to
    /// the next; outside the sweep the end colors continue, as SwiftUI fills the rest of the turn.
    private func angularPattern(_ stops: [GradientStop], center: CGPoint, from: Double, to: Double) -> OpaquePointer? {
        let pattern = cairo_pattern_create_mesh()
        var x1: Double = 0, y1: Double = 0, x2: Double = 0, y2: Double = 0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let corners = [(x1, y1), (x2, y1), (x1, y2), (x2, y2)]
        let reach = corners.map { hypot($0.0 - center.x, $0.1 - center.y) }.max().map { $0 + 1 } ?? 1
        let sweep = to - from
        let wedges = 360
        func color(at angle: Double) -> RGBA {
            let t = sweep > 0 ? min(max((angle - from) / sweep, 0), 1) : 0
            return GradientColor.at(t, in: stops)
        }
        for index in 0..<wedges {
            // Whole turn starting at the sweep's start, so the seam falls where the gradient starts.
            let a0 = from + Double(index) / Double(wedges) * 2 * .pi
            let a1 = from + Double(index + 1) / Double(wedges) * 2 * .pi
            let c0 = color(at: a0), c1 = color(at: a1)
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, center.x, center.y)
            cairo_mesh_pattern_line_to(pattern, center.x + reach * cos(a0), center.y + reach * sin(a0))
            cairo_mesh_pattern_line_to(pattern, center.x + reach * cos(a1), center.y + reach * sin(a1))
            cairo_mesh_pattern_line_to(pattern, center.x, center.y)
            for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), c.red, c.green, c.blue, c.opacity)
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        return pattern
    }

    // MARK: Text

    private mutating func drawGlyphs(_ run: GlyphRun) {
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

    // MARK: Images

    private mutating func drawImage(_ drawing: ImageDrawing) {
        let rect = drawing.rect
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        guard let image = ImageDecoder.surface(for: drawing.source) else {
            problems.append("the image \(drawing.source.name) could not be decoded; a placeholder is drawn")
            draw(DisplayList.placeholder(in: rect))
            return
        }
        let pixelWidth = CGFloat(drawing.source.pixelWidth), pixelHeight = CGFloat(drawing.source.pixelHeight)
        if drawing.tileSize == nil, drawing.interpolation == .medium, let resampled = resampled(image.surface, in: rect) {
            paintImage(resampled.pattern, clippedTo: rect, tint: drawing.tint)
            cairo_pattern_destroy(resampled.pattern)
            cairo_surface_destroy(resampled.surface)
            return
        }
        let pattern = cairo_pattern_create_for_surface(image.surface)
        var matrix = cairo_matrix_t()
        if let tile = drawing.tileSize, tile.width > 0, tile.height > 0 {
            // One copy per tile, the first at the rectangle's origin.
            cairo_matrix_init_scale(&matrix, pixelWidth / tile.width, pixelHeight / tile.height)
            cairo_matrix_translate(&matrix, -rect.minX, -rect.minY)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        } else {
            cairo_matrix_init_scale(&matrix, pixelWidth / rect.width, pixelHeight / rect.height)
            cairo_matrix_translate(&matrix, -rect.minX, -rect.minY)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        }
        cairo_pattern_set_matrix(pattern, &matrix)
        let filter: cairo_filter_t = switch drawing.interpolation {
        case .none: CAIRO_FILTER_NEAREST
        case .low: CAIRO_FILTER_FAST
        case .medium: CAIRO_FILTER_GOOD
        case .high: CAIRO_FILTER_BEST
        }
        cairo_pattern_set_filter(pattern, filter)
        paintImage(pattern, clippedTo: rect, tint: drawing.tint)
        cairo_pattern_destroy(pattern)
    }

    /// Paints an image pattern inside `rect` (user space), or the tint through the image's alpha.
    private func paintImage(_ pattern: OpaquePointer?, clippedTo rect: CGRect, tint: Paint?) {
        cairo_save(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        if let tint {
            setSource(tint)
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }

    /// The image resampled to the device pixels it covers (inside the clip), as a pattern that paints it back
    /// pixel for pixel; nil when Cairo should draw it: vector output, a rotated, skewed or flipped transform,
    /// or an image already drawn at its own pixel size on whole pixels.
    private func resampled(_ image: OpaquePointer, in rect: CGRect) -> (surface: OpaquePointer, pattern: OpaquePointer?)? {
        guard drawsPixels, let box = visiblePixels(rect.minX, rect.minY, rect.maxX, rect.maxY) else { return nil }
        let ctm = box.ctm
        guard ctm.xy == 0, ctm.yx == 0, ctm.xx > 0, ctm.yy > 0 else { return nil }
        let device = Self.deviceBox(rect, ctm)
        let sourceWidth = CGFloat(cairo_image_surface_get_width(image)), sourceHeight = CGFloat(cairo_image_surface_get_height(image))
        if device.width == sourceWidth, device.height == sourceHeight, device.minX == device.minX.rounded(),
           device.minY == device.minY.rounded()
        {
            return nil  // a plain copy already
        }
        let key = ResampledImages.Key(
            image: UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(image))), rect: device, x0: box.x0, y0: box.y0,
            width: box.width, height: box.height)
        let surface: OpaquePointer
        if let known = resampledImages.surfaces[key] {
            surface = cairo_surface_reference(known)
        } else {
            guard let made = ImageResampler.resample(
                image, imageRect: device, x0: box.x0, y0: box.y0, width: box.width, height: box.height)
            else { return nil }
            resampledImages.surfaces[key] = cairo_surface_reference(made)
            surface = made
        }
        return (surface, pixelPattern(surface, box))
    }

    // MARK: Groups

    private mutating func drawGroup(_ effect: DisplayEffect, _ content: DisplayList) {
        switch effect {
        case .transform(let t):
            guard t.isInvertible else { return }
            cairo_save(cr)
            var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(cr, &matrix)
            draw(content)
            cairo_restore(cr)
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
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        case .mask(let mask):
            cairo_push_group(cr)
            draw(content)
            let contentPattern = cairo_pop_group(cr)
            cairo_push_group(cr)
            draw(mask)
            let maskPattern = cairo_pop_group(cr)
            cairo_set_source(cr, contentPattern)
            cairo_mask(cr, maskPattern)
            cairo_pattern_destroy(contentPattern)
            cairo_pattern_destroy(maskPattern)
        case .shadow(let shadow):
            drawShadowed(content, shadow)
        case .filter(let filter):
            drawFiltered(content, filter)
        }
    }

    /// Records the content in the target's device space (the current transform), to learn exactly where it
    /// draws: the recording surface (the caller's to destroy), that transform, and the ink's extents.
    private mutating func record(_ content: DisplayList) -> (surface: OpaquePointer, ctm: cairo_matrix_t, extents: CGRect)? {
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        guard let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil) else { return nil }
        var recorder = CairoDrawer(context: cairo_create(recording), rasterScale: rasterScale, drawsPixels: drawsPixels, resampledImages: resampledImages)
        cairo_set_matrix(recorder.cr, &ctm)
        recorder.draw(content)
        problems += recorder.problems
        recorder.finish()
        var x: Double = 0, y: Double = 0, width: Double = 0, height: Double = 0
        cairo_recording_surface_ink_extents(recording, &x, &y, &width, &height)
        return (recording, ctm, CGRect(x: x, y: y, width: width, height: height))
    }

    /// Draws the content through a raster filter: the content is recorded, rasterized in device space at
    /// `rasterScale` (with room for a blur to spread), filtered pixel by pixel, and painted back as an image, so
    /// PNG, SVG and PDF all show the same pixels.
    private mutating func drawFiltered(_ content: DisplayList, _ filter: RasterFilter) {
        guard let recorded = record(content) else { return }
        defer { cairo_surface_destroy(recorded.surface) }
        guard recorded.extents.width > 0, recorded.extents.height > 0 else { return }
        let ctm = recorded.ctm
        let deviceScale = sqrt(abs(ctm.xx * ctm.yy - ctm.xy * ctm.yx))
        // An opaque blur works on its bounds (in device units), not on where the content happens to draw.
        var extents = recorded.extents
        if case .opaqueBlur(_, let bounds) = filter {
            extents = Self.deviceBox(bounds, ctm)
            guard extents.width > 0, extents.height > 0, extents.width.isFinite, extents.height.isFinite else { return }
        }
        guard let image = ShadowBlur.filtered(
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
    /// 3. Blur it with a Gaussian of the shadow's radius, as three box blurs.
    /// 4. Paint the shadow color through the blurred coverage, offset; then draw the content on top.
    private mutating func drawShadowed(_ content: DisplayList, _ shadow: Shadow) {
        guard let recorded = record(content) else { return }
        let recording = recorded.surface, ctm = recorded.ctm
        defer { cairo_surface_destroy(recording) }
        let (x, y, width, height) = (
            recorded.extents.minX, recorded.extents.minY, recorded.extents.width, recorded.extents.height
        )
        // The blur's standard deviation in device units: the radius through the transform's scale.
        let deviceScale = sqrt(abs(ctm.xx * ctm.yy - ctm.xy * ctm.yx))
        let sigma = shadow.radius * deviceScale * rasterScale
        let offset = CGPoint(
            x: ctm.xx * shadow.offset.width + ctm.xy * shadow.offset.height,
            y: ctm.yx * shadow.offset.width + ctm.yy * shadow.offset.height)
        if width > 0, height > 0, let blurred = ShadowBlur.coverage(
            of: recording, extents: CGRect(x: x, y: y, width: width, height: height), scale: rasterScale, sigma: sigma)
        {
            cairo_save(cr)
            cairo_identity_matrix(cr)
            let c = shadow.color
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.opacity)
            let origin = CGPoint(x: blurred.origin.x + offset.x, y: blurred.origin.y + offset.y)
            // Where the coverage lands, with the bilinear filter's reach of one raster pixel around it.
            let reach = 1 / blurred.scale
            let footprint = (
                origin.x - reach, origin.y - reach,
                origin.x + CGFloat(cairo_image_surface_get_width(blurred.surface)) / blurred.scale + reach,
                origin.y + CGFloat(cairo_image_surface_get_height(blurred.surface)) / blurred.scale + reach)
            if drawsPixels, let box = visiblePixels(footprint.0, footprint.1, footprint.2, footprint.3),
               let mask = ShadowBlur.onDevicePixels(
                   blurred.surface, origin: origin, scale: blurred.scale, x0: box.x0, y0: box.y0, width: box.width,
                   height: box.height)
            {
                cairo_mask_surface(cr, mask, Double(box.x0), Double(box.y0))
                cairo_surface_destroy(mask)
            } else {
                let pattern = cairo_pattern_create_for_surface(blurred.surface)
                cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
                var matrix = cairo_matrix_t()
                cairo_matrix_init_scale(&matrix, blurred.scale, blurred.scale)
                cairo_matrix_translate(&matrix, -origin.x, -origin.y)
                cairo_pattern_set_matrix(pattern, &matrix)
                cairo_mask(cr, pattern)
                cairo_pattern_destroy(pattern)
            }
            cairo_surface_destroy(blurred.surface)
            cairo_restore(cr)
        }
        // The content is drawn again rather than painted from the recording: Cairo 1.16's SVG backend reads
        // an unbounded recording's extents from uninitialized memory when it is used as a source, which put
        // what followed a shadow at random offsets.
        draw(content)
    }
}

/// Resampled images of one render, each holding a reference to its surface until the render is done.
private final class ResampledImages {
    struct Key: Hashable {
        var image: UInt
        var rect: CGRect
        var x0: Int, y0: Int, width: Int, height: Int
    }

    var surfaces: [Key: OpaquePointer] = [:]

    deinit {
        for surface in surfaces.values { cairo_surface_destroy(surface) }
    }
}

/// Colors along a gradient.
enum GradientColor {
    /// How two stops' colors are mixed between them.
    enum Mixing {
        /// Premultiplied: a clear stop fades the other color without darkening it (angular gradients).
        case premultiplied
        /// The straight color and the alpha interpolated apart, as Cairo's linear and radial patterns do.
        case straight
    }

    /// The color at `t` (0...1) between sorted stops, interpolated in sRGB; outside the first and last
    /// stops the end colors continue.
    static func at(_ t: Double, in stops: [GradientStop], mixing: Mixing = .premultiplied) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return RGBA(0, 0, 0, 0) }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            let alpha = a.color.opacity + (b.color.opacity - a.color.opacity) * f
            func mix(_ x: Double, _ y: Double) -> Double {
                switch mixing {
                case .straight:
                    return x + (y - x) * f
                case .premultiplied:
                    guard alpha > 0 else { return 0 }
                    return (x * a.color.opacity + (y * b.color.opacity - x * a.color.opacity) * f) / alpha
                }
            }
            return RGBA(
                red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                blue: mix(a.color.blue, b.color.blue), opacity: alpha)
        }
        return last.color
    }
}
