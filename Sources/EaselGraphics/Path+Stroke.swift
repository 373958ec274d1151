import Foundation

// The region a stroke covers, as a path to fill (`Path.strokedPath(_:)`, and the shape `stroke(lineWidth:)`
// returns). The path is flattened as the set operations flatten it, dashed along the flattened pieces, and GEOS
// buffers the pieces by half the line width with the stroke's caps and joins; the buffered pieces' union comes
// back as closed subpaths.
extension Path {
    /// The region a stroke of this path with `style` covers, as a path to fill: curves come back flattened within
    /// 0.01 pt. Each subpath starts the dash pattern again. Empty when the width is zero, negative or not finite.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        PathRegions.stroke(self, style)
    }
}

extension PathRegions {
    static func stroke(_ path: Path, _ style: StrokeStyle) -> Path {
        let width = style.lineWidth
        guard width.isFinite, width > 0 else { return Path() }
        // A closed subpath of three points or more ends where it started; GEOS strokes such a line as a ring, with
        // no caps.
        var lines = flatten(path).map { $0.points.count > 2 ? Polyline(points: $0.pointsClosed, isClosed: $0.isClosed) : $0 }
        if let pattern = dashPattern(style.dash) {
            lines = lines.flatMap { dashes(of: $0, pattern: pattern, phase: style.dashPhase) }
        }
        lines = lines.filter { $0.points.count >= 2 }
        guard !lines.isEmpty, let context = Context() else { return Path() }
        var strings: [OpaquePointer?] = lines.compactMap { context.lineString($0.points) }
        guard let collection = context.geos.createCollection(
            context.handle, GEOSLibrary.multiLineString, &strings, UInt32(strings.count))
        else { return Path() }
        defer { context.destroy(collection) }
        let cap = switch style.lineCap {
        case .butt: GEOSLibrary.flatCap
        case .round: GEOSLibrary.roundCap
        case .square: GEOSLibrary.squareCap
        }
        let join = switch style.lineJoin {
        case .miter: GEOSLibrary.mitreJoin
        case .round: GEOSLibrary.roundJoin
        case .bevel: GEOSLibrary.bevelJoin
        }
        // GEOS's mitre limit is the mitre's length over half the width, Core Graphics's its length over the width:
        // the same ratio, 1 / sin(half the angle). Past it GEOS cuts the corner at the limit where Core Graphics
        // bevels it.
        let miterLimit = style.miterLimit.isFinite ? max(1, style.miterLimit) : 10
        guard let covered = context.geos.buffer(
            context.handle, collection, width / 2, quarterCircleSegments(radius: width / 2), cap, join, miterLimit)
        else { return Path() }
        defer { context.destroy(covered) }
        _ = context.geos.normalize(context.handle, covered)
        return context.path(ofPolygonsIn: covered)
    }

    /// The pattern as on and off lengths, repeated once when it has an odd count (as Core Graphics and SVG read
    /// it); nil when there is none to apply (empty, a negative or infinite length, or all zero).
    static func dashPattern(_ dash: [CGFloat]) -> [CGFloat]? {
        guard !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dash.reduce(0, +) > 0 else { return nil }
        return dash.count.isMultiple(of: 2) ? dash : dash + dash
    }

    /// The pieces of a polyline the dash pattern leaves on, starting `phase` into the pattern.
    static func dashes(of line: Polyline, pattern: [CGFloat], phase: CGFloat) -> [Polyline] {
        let period = pattern.reduce(0, +)
        var offset = phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0
        if offset < 0 { offset += period }
        // Where in the pattern the line starts: the element, and what is left of it.
        var index = 0
        while offset >= pattern[index] {
            offset -= pattern[index]
            index = (index + 1) % pattern.count
        }
        var left = pattern[index] - offset
        var pieces: [Polyline] = []
        var current: [CGPoint] = index.isMultiple(of: 2) ? [line.points[0]] : []
        for (from, to) in zip(line.points, line.points.dropFirst()) {
            let length = hypot(to.x - from.x, to.y - from.y)
            var covered: CGFloat = 0
            while length - covered > left {
                covered += left
                let t = covered / length
                let point = CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
                if index.isMultiple(of: 2) {
                    current.append(point)
                    pieces.append(Polyline(points: current, isClosed: false))
                    current = []
                } else {
                    current = [point]
                }
                index = (index + 1) % pattern.count
                left = pattern[index]
            }
            left -= length - covered
            if index.isMultiple(of: 2) { current.append(to) }
        }
        if current.count >= 2 { pieces.append(Polyline(points: current, isClosed: false)) }
        return pieces
    }

    /// Segments a quarter circle of a round cap or join takes to stay within `tolerance` of the circle: the chord
    /// of an angle a strays r (1 − cos(a / 2)) from its arc. At least 2, at most 64.
    static func quarterCircleSegments(radius: CGFloat) -> Int32 {
        guard radius.isFinite, radius > tolerance else { return 2 }
        let angle = 2 * acos(1 - tolerance / radius)
        return Int32(min(64, max(2, (CGFloat.pi / 2 / angle).rounded(.up))))
    }
}
