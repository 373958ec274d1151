@_implementationOnly import CCairo
import EaselGraphics
import Foundation

// Paint: colors, gradients and the pixel patterns Easel computes itself.

/// How `CairoDrawer.fillRasterGradient` drew a gradient's pixels.
enum RasterGradientFill {
    /// Written straight into the target.
    case inPlace
    /// Painted from pixels kept for the next fill (`GradientRasterCache`).
    case kept
    /// Painted from a pooled surface, the gradient being too large to keep.
    case pooled
}
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

    /// Fills the current path with a linear gradient Easel computes into the device pixels it covers (inside the
    /// clip), on a raster target, and returns how it was drawn; nil, having drawn nothing, where Cairo's own
    /// pattern must draw it (vector output, or a gradient `GradientRaster` leaves to Cairo).
    ///
    /// The first time a gradient is seen at its pixels, it is written straight into the target where that gives
    /// the same bytes (`writeInPlace`). Otherwise its pixels are painted back through a pattern, pixel for pixel:
    /// kept for the next fill of the same gradient over the same pixels (`GradientRasterCache`), or, past the
    /// cache's size, from a pooled surface.
    func fillRasterGradient(_ stops: [GradientStop], _ start: CGPoint, _ end: CGPoint) -> RasterGradientFill? {
        guard drawsPixels, !stops.isEmpty else { return nil }
        var x1: Double = 0, y1: Double = 0, x2: Double = 0, y2: Double = 0
        cairo_fill_extents(cr, &x1, &y1, &x2, &y2)
        guard let box = visiblePixels(x1, y1, x2, y2) else { return nil }
        let key = GradientRasterCache.Key(
            stops: stops, start: start, end: end, ctm: box.ctm, left: box.x0, top: box.y0, width: box.width,
            height: box.height)
        let keeps = GradientRasterCache.keeps(key)
        // Whether it is new is asked only of a gradient that could be written in place, and before its path and
        // clip are read: a gradient drawn card after card (seen, and kept) costs one lookup here. A key noted for
        // a path that turns out not to qualify only sends its next fill to the cache, where it would have gone.
        if let target = inPlaceTarget(stops), !keeps || GradientRasterCache.isFirstSight(key),
           writeInPlace(stops, start, end, box, into: target) {
            cairo_new_path(cr)
            return .inPlace
        }
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
        func paint(_ surface: OpaquePointer) {
            let pattern = pixelPattern(surface, box)
            cairo_set_source(cr, pattern)
            cairo_fill(cr)
            cairo_pattern_destroy(pattern)
        }
        if keeps {
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
            paint(own)
            return .kept
        }
        guard let surface = SurfacePool.take(width: box.width, height: box.height, cleared: false) else { return nil }
        defer { SurfacePool.give(surface, width: box.width, height: box.height) }
        guard fill(surface) else { return nil }
        paint(surface)
        return .pooled
    }

    /// The target, when a gradient of these stops may be written straight into it: every stop fully opaque,
    /// drawn over (Cairo's default operator) into an image surface's ARGB pixels, not in a recorder. Painting
    /// opaque pixels over pixels they cover whole replaces them, so writing them gives the same bytes.
    private func inPlaceTarget(_ stops: [GradientStop]) -> OpaquePointer? {
        guard visibleArea == nil, stops.allSatisfy({ $0.color.opacity == 1 }),
              cairo_get_operator(cr) == CAIRO_OPERATOR_OVER,
              let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
        else { return nil }
        return target
    }

    /// Writes the gradient's pixels for `box` straight into `target` when the current path covers exactly those
    /// pixels whole: one rectangle on whole device pixels, inside a clip of rectangles. False, having written
    /// nothing, otherwise. A first render (a command, a process's first card) then neither fills a buffer the
    /// size of the gradient nor copies it.
    private func writeInPlace(
        _ stops: [GradientStop], _ start: CGPoint, _ end: CGPoint,
        _ box: (x0: Int, y0: Int, width: Int, height: Int, ctm: cairo_matrix_t), into target: OpaquePointer
    ) -> Bool {
        guard let rectangle = pathDeviceRectangle(), clipContains(rectangle), box.x0 == rectangle.x,
              box.y0 == rectangle.y, box.width == rectangle.width, box.height == rectangle.height
        else { return false }
        // Device pixels are the target's pixels moved by its device offset (a group's surface starts where the
        // group's extents do); a target with a device scale of its own is left to the pattern.
        var dx: Double = 0, dy: Double = 0, scaleX: Double = 0, scaleY: Double = 0
        cairo_surface_get_device_offset(target, &dx, &dy)
        cairo_surface_get_device_scale(target, &scaleX, &scaleY)
        guard scaleX == 1, scaleY == 1, dx == dx.rounded(), dy == dy.rounded(), abs(dx) < 1e9, abs(dy) < 1e9
        else { return false }
        let left = box.x0 + Int(dx), top = box.y0 + Int(dy)
        let surfaceWidth = Int(cairo_image_surface_get_width(target)), surfaceHeight = Int(cairo_image_surface_get_height(target))
        guard left >= 0, top >= 0, left + box.width <= surfaceWidth, top + box.height <= surfaceHeight,
              let data = cairo_image_surface_get_data(target)
        else { return false }
        let stride = Int(cairo_image_surface_get_stride(target)) / 4
        let pixels = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self) + top * stride + left
        cairo_surface_flush(target)
        let filled = GradientRaster.fillLinear(
            pixels, width: box.width, height: box.height, stride: stride, x0: box.x0, y0: box.y0, stops: stops,
            start: start, end: end, ctm: box.ctm)
        cairo_surface_mark_dirty_rectangle(target, Int32(left), Int32(top), Int32(box.width), Int32(box.height))
        // fillLinear declines only before writing anything (no direction, no inverse, too thin a gradient).
        guard filled else { return false }
        GradientRasterCache.inPlaceFills.add(1, ordering: .relaxed)
        return true
    }

    /// The current path as whole device pixels, when it is one rectangle whose corners fall on pixel corners
    /// under the current transform (within a 512th of a pixel, finer than Cairo's rasterizer sees); else nil.
    private func pathDeviceRectangle() -> (x: Int, y: Int, width: Int, height: Int)? {
        guard let path = cairo_copy_path(cr) else { return nil }
        defer { cairo_path_destroy(path) }
        guard path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data else { return nil }
        let ctm = currentMatrix()
        var corners: [(Double, Double)] = []
        var closed = false
        var index = 0
        while index < Int(path.pointee.num_data) {
            let header = data[index].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO, CAIRO_PATH_LINE_TO:
                // After a close, Cairo moves back to the subpath's start; anything more is a second subpath.
                if closed {
                    guard header.type == CAIRO_PATH_MOVE_TO, index + Int(header.length) == Int(path.pointee.num_data)
                    else { return nil }
                } else {
                    guard header.type == CAIRO_PATH_LINE_TO || corners.isEmpty else { return nil }
                    let point = data[index + 1].point
                    corners.append((ctm.xx * point.x + ctm.xy * point.y + ctm.x0, ctm.yx * point.x + ctm.yy * point.y + ctm.y0))
                }
            case CAIRO_PATH_CLOSE_PATH:
                guard !closed else { return nil }
                closed = true
            default:
                return nil
            }
            index += Int(header.length)
        }
        // Four corners (a fifth may repeat the first), each on whole pixels, each side along an axis.
        if corners.count == 5, corners[4] == corners[0] { corners.removeLast() }
        guard corners.count == 4 else { return nil }
        func whole(_ value: Double) -> Int? {
            let rounded = value.rounded()
            guard value.isFinite, abs(value - rounded) < 1.0 / 512, abs(rounded) < 1e9 else { return nil }
            return Int(rounded)
        }
        var points: [(x: Int, y: Int)] = []
        for corner in corners {
            guard let x = whole(corner.0), let y = whole(corner.1) else { return nil }
            points.append((x, y))
        }
        for side in 0..<4 {
            let a = points[side], b = points[(side + 1) % 4]
            guard a.x == b.x || a.y == b.y else { return nil }
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min()!, maxX = xs.max()!, minY = ys.min()!, maxY = ys.max()!
        // Each corner is a corner of the bounding box, so the four sides are its edges.
        guard points.allSatisfy({ ($0.x == minX || $0.x == maxX) && ($0.y == minY || $0.y == maxY) }),
              maxX > minX, maxY > minY
        else { return nil }
        return (minX, minY, maxX - minX, maxY - minY)
    }

    /// Whether the clip is a set of rectangles one of which holds the device rectangle whole.
    private func clipContains(_ rectangle: (x: Int, y: Int, width: Int, height: Int)) -> Bool {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let list = cairo_copy_clip_rectangle_list(cr)
        cairo_restore(cr)
        guard let list else { return false }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, let rectangles = list.pointee.rectangles else { return false }
        for index in 0..<Int(list.pointee.num_rectangles) {
            let clip = rectangles[index]
            if clip.x <= Double(rectangle.x), clip.y <= Double(rectangle.y),
               clip.x + clip.width >= Double(rectangle.x + rectangle.width),
               clip.y + clip.height >= Double(rectangle.y + rectangle.height) {
                return true
            }
        }
        return false
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
