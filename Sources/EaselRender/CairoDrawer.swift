@_implementationOnly import CCairo
import EaselGraphics
import Foundation

/// Draws display-list commands into one Cairo surface.
struct CairoDrawer {
    let cr: OpaquePointer
    /// Pixels per device unit for effects that must be rasterized (shadows): 1 for an image surface, whose
    /// device units are pixels; the render scale for SVG and PDF, whose units are points.
    let rasterScale: CGFloat
    /// Whether device units are the final pixels (an image surface, or a recording replayed into one), so
    /// images may be resampled to them ahead of drawing; a vector file keeps the image's own pixels.
    let drawsPixels: Bool
    var problems: [String] = []
    /// For a recorder (an effect's content): the device area its ink can show in, its target's clip widened by
    /// the effect's reach; nil for a drawer whose own clip says it.
    var visibleArea: CGRect?

    init(surface: OpaquePointer, rasterScale: CGFloat) {
        cr = cairo_create(surface)
        self.rasterScale = rasterScale
        drawsPixels = cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
    }

    init(context: OpaquePointer, rasterScale: CGFloat, drawsPixels: Bool) {
        cr = context
        self.rasterScale = rasterScale
        self.drawsPixels = drawsPixels
    }

    func finish() {
        cairo_destroy(cr)
    }

    mutating func draw(_ list: DisplayList, scale: CGFloat) {
        cairo_scale(cr, scale, scale)
        draw(list)
    }

    mutating func draw(_ list: DisplayList) {
        for item in list.items {
            draw(item)
        }
    }

    mutating func draw(_ item: DisplayItem) {
        switch item {
        case .fill(let path, let paint, let rule):
            guard !paint.isClear, add(path) else { return cairo_new_path(cr) }
            cairo_set_fill_rule(cr, rule.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(cr, rule.antialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            if case .linearGradient(let stops, let start, let end) = paint, fillRasterGradient(stops, start, end) != nil {
                // Drawn with Easel's pixels.
            } else if case .backdrop(let backdrop) = paint {
                drawBackdrop(backdrop)
                setSource(paint)
                cairo_fill(cr)
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

    /// The farthest a path may reach on the device, in pixels: Cairo keeps coordinates in 24.8 fixed point
    /// (±2^23), and a shape past that wraps around into garbage (once, 24 GB of spans for a shape offset 10^7).
    static let deviceReach: Double = 4_194_304  // 2^22

    /// Adds the path to the context; false when it has nothing to draw, a coordinate is not finite, or it reaches
    /// past `deviceReach` (unseen then, or with a diagnostic when part of it would show). The path is measured on
    /// the device as it is added, and taken back out when it reaches too far.
    mutating func add(_ path: Path) -> Bool {
        cairo_new_path(cr)
        let ctm = currentMatrix()
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func take(_ p: CGPoint) -> Bool {
            guard p.x.isFinite, p.y.isFinite else { return false }
            let x = ctm.xx * p.x + ctm.xy * p.y + ctm.x0, y = ctm.yx * p.x + ctm.yy * p.y + ctm.y0
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            return true
        }
        var drawn = false
        for element in path.elements {
            switch element {
            case .move(let p):
                guard take(p) else { return false }
                cairo_move_to(cr, p.x, p.y)
            case .line(let p):
                guard take(p) else { return false }
                cairo_line_to(cr, p.x, p.y)
                drawn = true
            case .quadCurve(let p, let c):
                guard take(p), take(c) else { return false }
                var x0: Double = 0, y0: Double = 0
                if cairo_has_current_point(cr) != 0 { cairo_get_current_point(cr, &x0, &y0) } else { cairo_move_to(cr, c.x, c.y); x0 = c.x; y0 = c.y }
                // A quadratic Bézier as the cubic with the same curve.
                cairo_curve_to(
                    cr, x0 + 2 / 3 * (c.x - x0), y0 + 2 / 3 * (c.y - y0), p.x + 2 / 3 * (c.x - p.x),
                    p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
                drawn = true
            case .curve(let p, let c1, let c2):
                guard take(p), take(c1), take(c2) else { return false }
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                drawn = true
            case .closeSubpath:
                cairo_close_path(cr)
            }
        }
        let reach = Self.deviceReach
        guard minX < -reach || minY < -reach || maxX > reach || maxY > reach else { return drawn }
        cairo_new_path(cr)
        if let visible = visibleDeviceArea(), maxX >= visible.minX, minX <= visible.maxX, maxY >= visible.minY, minY <= visible.maxY {
            let farthest = max(-minX, -minY, maxX, maxY)
            problems.append("a shape reaching \(farthest < 9e15 ? String(Int(farthest)) : "\(farthest)") pixels from the origin, past what Cairo can hold (\(Int(reach))), is not drawn")
        }
        return false
    }
}
