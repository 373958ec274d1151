@_implementationOnly import CCairo
import EaselGraphics
import Foundation

// Paint: colors, gradients and the pixel patterns Easel computes itself.
extension CairoDrawer {
    func setSource(_ paint: Paint) {
        switch paint {
        case .color(let c):
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.opacity)
        case .backdrop(let backdrop):
            let c = backdrop.tint
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
    /// Cairo's own pattern draws it (vector output, or a gradient `GradientRaster` leaves to Cairo). The pixels
    /// are kept for the next fill of the same gradient over the same pixels (`GradientRasterCache`), or, past
    /// the cache's size, go back to the surface pool; `done` is called once the fill is drawn.
    func rasterGradient(
        _ stops: [GradientStop], _ start: CGPoint, _ end: CGPoint
    ) -> (pattern: OpaquePointer?, done: () -> Void)? {
        guard drawsPixels, !stops.isEmpty else { return nil }
        var x1: Double = 0, y1: Double = 0, x2: Double = 0, y2: Double = 0
        cairo_fill_extents(cr, &x1, &y1, &x2, &y2)
        guard let box = visiblePixels(x1, y1, x2, y2) else { return nil }
        func fill(_ surface: OpaquePointer) -> Bool {
            guard let data = cairo_image_surface_get_data(surface) else { return false }
            cairo_surface_flush(surface)
            let filled = GradientRaster.fillLinear(
                UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self), width: box.width, height: box.height,
                stride: Int(cairo_image_surface_get_stride(surface)) / 4, x0: box.x0, y0: box.y0, stops: stops,
                start: start, end: end, ctm: box.ctm)
            cairo_surface_mark_dirty(surface)
            return filled
        }
        let key = GradientRasterCache.Key(
            stops: stops, start: start, end: end, ctm: box.ctm, left: box.x0, top: box.y0, width: box.width,
            height: box.height)
        if GradientRasterCache.keeps(key) {
            let raster = GradientRasterCache.raster(for: key) {
                guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(box.width), Int32(box.height))
                else { return nil }
                guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, fill(surface) else {
                    cairo_surface_destroy(surface)
                    return nil
                }
                return surface
            }
            guard let own = raster?.borrowed() else { return nil }
            defer { cairo_surface_destroy(own) }
            return (pixelPattern(own, box), {})
        }
        guard let surface = SurfacePool.take(width: box.width, height: box.height, cleared: false) else { return nil }
        guard fill(surface) else {
            SurfacePool.give(surface, width: box.width, height: box.height)
            return nil
        }
        return (pixelPattern(surface, box), { SurfacePool.give(surface, width: box.width, height: box.height) })
    }

    /// The whole device pixels that the user-space rectangle (x1, y1)–(x2, y2) covers inside the clip, with
    /// the current transform; nil when none do, or when there are too many for a buffer of Easel's own.
    func visiblePixels(
        _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double
    ) -> (x0: Int, y0: Int, width: Int, height: Int, ctm: cairo_matrix_t)? {
        let ctm = currentMatrix()
        let shape = Self.deviceBox(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1), ctm)
        // Where ink can show (in a recorder, what its effect's target shows); unbounded, the shape alone.
        let clip = visibleDeviceArea() ?? shape
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
    static func deviceBox(_ rect: CGRect, _ ctm: cairo_matrix_t) -> CGRect {
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)]
        let xs = corners.map { ctm.xx * $0.0 + ctm.xy * $0.1 + ctm.x0 }
        let ys = corners.map { ctm.yx * $0.0 + ctm.yy * $0.1 + ctm.y0 }
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    /// A pattern painting `surface` back onto the device pixels at the box's corner, pixel for pixel.
    func pixelPattern(_ surface: OpaquePointer, _ box: (x0: Int, y0: Int, width: Int, height: Int, ctm: cairo_matrix_t)) -> OpaquePointer? {
        let pattern = cairo_pattern_create_for_surface(surface)
        // User space to the surface's pixels: the current transform, then back to the box's corner.
        var matrix = box.ctm
        matrix.x0 -= Double(box.x0)
        matrix.y0 -= Double(box.y0)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        return pattern
    }

    func addStops(_ stops: [GradientStop], to pattern: OpaquePointer?) {
        for stop in stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.opacity)
        }
    }

    /// A conic gradient as a mesh of thin wedges around the center, each shading from one angle's color to
    /// the next; outside the sweep the end colors continue, as SwiftUI fills the rest of the turn.
    func angularPattern(_ stops: [GradientStop], center: CGPoint, from: Double, to: Double) -> OpaquePointer? {
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
}
