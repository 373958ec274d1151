@_implementationOnly import CCairo
import EaselGraphics
import Foundation

// Images: bitmaps placed, tinted and resampled onto device pixels.
extension CairoDrawer {
    mutating func drawImage(_ drawing: ImageDrawing) {
        let rect = drawing.rect
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        guard let image = ImageDecoder.surface(for: drawing.source, atLeast: drawnPixels(drawing)) else {
            problems.append("the image \(drawing.source.name) could not be decoded; a placeholder is drawn")
            draw(DisplayList.placeholder(in: rect))
            return
        }
        // The decoded size: the source's own, or a reduced one for a JPEG drawn small.
        let (pixelWidth, pixelHeight) = (image.pixelSize.width, image.pixelSize.height)
        if drawing.tileSize == nil, drawing.interpolation == .medium,
           let pattern = resampled(image, of: drawing.source, in: rect)
        {
            paintImage(pattern, clippedTo: rect, tint: drawing.tint, antialiased: drawing.antialiased)
            cairo_pattern_destroy(pattern)
            return
        }
        // A surface of the drawing's own over the shared pixels (`KeptSurface.borrowed()`); the pattern keeps it.
        guard let own = image.borrowed() else {
            problems.append("the image \(drawing.source.name) could not be drawn; a placeholder is drawn")
            draw(DisplayList.placeholder(in: rect))
            return
        }
        let pattern = cairo_pattern_create_for_surface(own)
        cairo_surface_destroy(own)
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
        paintImage(pattern, clippedTo: rect, tint: drawing.tint, antialiased: drawing.antialiased)
        cairo_pattern_destroy(pattern)
    }

    /// The device pixels a single (untiled, smoothed) image covers on a raster target, rounded up: a JPEG
    /// need not be decoded larger. Nil where the whole image is wanted: vector output, tiles, pixel art
    /// (`.interpolation(.none)`).
    func drawnPixels(_ drawing: ImageDrawing) -> (width: Int, height: Int)? {
        guard drawsPixels, drawing.tileSize == nil, drawing.interpolation != .none else { return nil }
        let ctm = currentMatrix()
        let width = drawing.rect.width * (ctm.xx * ctm.xx + ctm.yx * ctm.yx).squareRoot()
        let height = drawing.rect.height * (ctm.xy * ctm.xy + ctm.yy * ctm.yy).squareRoot()
        guard width.isFinite, height.isFinite, width < 1_048_576, height < 1_048_576 else { return nil }
        return (Int(width.rounded(.up)), Int(height.rounded(.up)))
    }

    /// Paints an image pattern inside `rect` (user space), or the tint through the image's alpha; without
    /// antialiasing, a pixel the rectangle's edge crosses is wholly in or out.
    func paintImage(_ pattern: OpaquePointer?, clippedTo rect: CGRect, tint: Paint?, antialiased: Bool = true) {
        cairo_save(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        if !antialiased { cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE) }
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
    /// or an image already drawn at its own pixel size on whole pixels. The pixels are kept between renders
    /// (`ResampledImageCache`); the pattern draws them through a surface of its own (`KeptSurface.borrowed()`).
    func resampled(_ image: ImageDecoder.Decoded, of source: ImageSource, in rect: CGRect) -> OpaquePointer? {
        guard drawsPixels, let box = visiblePixels(rect.minX, rect.minY, rect.maxX, rect.maxY) else { return nil }
        let ctm = box.ctm
        guard ctm.xy == 0, ctm.yx == 0, ctm.xx > 0, ctm.yy > 0 else { return nil }
        let device = Self.deviceBox(rect, ctm)
        let size = image.pixelSize
        if device.width == size.width, device.height == size.height, device.minX == device.minX.rounded(),
           device.minY == device.minY.rounded()
        {
            return nil  // a plain copy already
        }
        let key = ResampledImageCache.Key(
            source: source, decodedWidth: Int(size.width), rect: device, x0: box.x0, y0: box.y0,
            width: box.width, height: box.height)
        let pixels = ResampledImageCache.pixels(for: key) {
            ImageResampler.resample(
                image.surface, imageRect: device, x0: box.x0, y0: box.y0, width: box.width, height: box.height)
        }
        guard let own = pixels?.borrowed() else { return nil }
        defer { cairo_surface_destroy(own) }
        return pixelPattern(own, box)
    }
}
