@_implementationOnly import CCairo
import EaselGraphics
import Foundation

// Projective transforms (`rotation3DEffect`, `projectionEffect` with a perspective part). Cairo draws only affine
// transforms, and neither SVG nor PDF has a perspective one, so the group is rasterized where it would draw
// unprojected and its pixels are warped into place; every format then shows the same pixels, as with filters.
extension CairoDrawer {
    /// Draws the content through a projective transform in user space.
    ///
    /// 1. The device-space projection is the user transform conjugated by the current one: device → user,
    ///    project, user → device.
    /// 2. The content is recorded and rasterized where it draws without the projection, at `rasterScale`.
    /// 3. Each pixel of the projected box (cut to what can show) takes the bilinear sample of the raster at the
    ///    inverse projection of its center; pixels whose source lies behind the eye stay clear.
    /// 4. The warped raster is painted in device space.
    mutating func drawProjected(_ content: DisplayList, _ projection: ProjectionTransform) {
        guard projection.isFinite else {
            problems.append("a projection transform with entries that are not finite leaves its content undrawn")
            return
        }
        if !projection.hasPerspective {
            drawGroup(.transform(projection.affine), content)
            return
        }
        let ctm = currentMatrix()
        let toDevice = ProjectionTransform(
            CGAffineTransform(a: ctm.xx, b: ctm.yx, c: ctm.xy, d: ctm.yy, tx: ctm.x0, ty: ctm.y0))
        var fromDevice = toDevice
        guard fromDevice.invert() else { return }
        let deviceProjection = fromDevice.concatenating(projection).concatenating(toDevice)
        var inverse = deviceProjection
        guard inverse.invert(), inverse.isFinite else { return }
        guard let visible = visibleDeviceArea() else { return }
        // Content outside the visible area can be projected into it: record up to a canvas's size around it.
        guard let recorded = record(content, reach: max(visible.width, visible.height)) else { return }
        defer { cairo_surface_destroy(recorded.surface) }
        guard recorded.extents.width > 0, recorded.extents.height > 0 else { return }
        let scale = rasterScale
        guard let source = RasterEffects.rasterize(
            recorded.surface, extents: recorded.extents, scale: scale, margin: 1, format: CAIRO_FORMAT_ARGB32)
        else { return }
        defer { cairo_surface_destroy(source.surface) }
        // Where the raster lands: its projected box when every corner is in front of the eye, else all that shows.
        let sourceBox = CGRect(
            x: source.origin.x, y: source.origin.y, width: CGFloat(source.width) / scale,
            height: CGFloat(source.height) / scale)
        var target = deviceProjection.boundingBox(of: sourceBox) ?? visible
        target = target.intersection(visible)
        guard !target.isNull, target.width > 0, target.height > 0 else { return }
        guard let warped = RasterEffects.warp(
            source: (source.pixels, source.width, source.height, source.stride, source.origin), scale: scale,
            into: target, inverse: inverse)
        else { return }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let pattern = cairo_pattern_create_for_surface(warped.surface)
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, scale, scale)
        cairo_matrix_translate(&matrix, -warped.origin.x, -warped.origin.y)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_pattern_destroy(pattern)
        cairo_surface_destroy(warped.surface)
        cairo_restore(cr)
    }
}

extension RasterEffects {
    /// A premultiplied ARGB32 raster of `target` (device units) at `scale` pixels per unit, each pixel the
    /// bilinear sample of `source` at the inverse projection of its center. Nil when too large to allocate.
    static func warp(
        source: (pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, origin: CGPoint),
        scale: CGFloat, into target: CGRect, inverse: ProjectionTransform
    ) -> (surface: OpaquePointer, origin: CGPoint)? {
        let x0 = (target.minX * scale).rounded(.down), y0 = (target.minY * scale).rounded(.down)
        let x1 = (target.maxX * scale).rounded(.up), y1 = (target.maxY * scale).rounded(.up)
        let width = x1 - x0, height = y1 - y0
        guard width > 0, height > 0, width <= 20_000, height <= 20_000, width * height <= 67_108_864,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(surface)
        else {
            cairo_surface_destroy(surface)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let sourceWidth = source.width, sourceHeight = source.height, sourceStride = source.stride
        // Source pixel coordinates of a device point: (device − origin) · scale, less half a pixel for centers.
        let sx0 = source.origin.x * scale + 0.5, sy0 = source.origin.y * scale + 0.5
        source.pixels.withMemoryRebound(to: UInt32.self, capacity: sourceStride / 4 * sourceHeight) { from in
            pixels.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * Int(height)) { to in
                let fromRow = sourceStride / 4, toRow = stride / 4
                func texel(_ x: Int, _ y: Int) -> UInt32 {
                    x >= 0 && y >= 0 && x < sourceWidth && y < sourceHeight ? from[y * fromRow + x] : 0
                }
                for row in 0..<Int(height) {
                    let dy = (y0 + CGFloat(row) + 0.5) / scale
                    for column in 0..<Int(width) {
                        let dx = (x0 + CGFloat(column) + 0.5) / scale
                        let w = dx * inverse.m13 + dy * inverse.m23 + inverse.m33
                        var value: UInt32 = 0
                        if w > 0 {
                            let u = (dx * inverse.m11 + dy * inverse.m21 + inverse.m31) / w * scale - sx0
                            let v = (dx * inverse.m12 + dy * inverse.m22 + inverse.m32) / w * scale - sy0
                            if u > -1, v > -1, u < CGFloat(sourceWidth), v < CGFloat(sourceHeight) {
                                let fu = u.rounded(.down), fv = v.rounded(.down)
                                let ix = Int(fu), iy = Int(fv)
                                let ax = u - fu, ay = v - fv
                                value = bilinear(
                                    texel(ix, iy), texel(ix + 1, iy), texel(ix, iy + 1), texel(ix + 1, iy + 1), ax, ay)
                            }
                        }
                        to[row * toRow + column] = value
                    }
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return (surface, CGPoint(x: x0 / scale, y: y0 / scale))
    }

    /// The weighted mean of four premultiplied ARGB32 pixels, channel by channel, rounded to nearest.
    private static func bilinear(
        _ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32, _ ax: CGFloat, _ ay: CGFloat
    ) -> UInt32 {
        if p00 == p10 && p00 == p01 && p00 == p11 { return p00 }
        let w00 = (1 - ax) * (1 - ay), w10 = ax * (1 - ay), w01 = (1 - ax) * ay, w11 = ax * ay
        var result: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let value = CGFloat((p00 >> shift) & 0xFF) * w00 + CGFloat((p10 >> shift) & 0xFF) * w10
                + CGFloat((p01 >> shift) & 0xFF) * w01 + CGFloat((p11 >> shift) & 0xFF) * w11
            result |= UInt32(min(255, max(0, value.rounded()))) << shift
        }
        return result
    }
}
