import Foundation

// Arcs, subpaths and queries, with SwiftUI's signatures. Angles are measured from the positive x-axis toward the
// positive y-axis, which is down on screen: `clockwise: false` sweeps by increasing angle and so turns clockwise on
// screen, as SwiftUI's (flipped Core Graphics) arcs do.
extension Path {
    /// The last point of the path (where the next segment starts), or nil for an empty path.
    public var currentPoint: CGPoint? {
        var start: CGPoint?
        var last: CGPoint?
        for element in elements {
            switch element {
            case .move(let point):
                start = point
                last = point
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): last = point
            case .closeSubpath: last = start
            }
        }
        return last
    }

    /// Adds a circular arc around `center` from `startAngle` to `endAngle`; a line joins it to the current point
    /// first, unless the path is empty.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let start = startAngle.radians, end = endAngle.radians
        guard start.isFinite, end.isFinite, radius.isFinite, center.x.isFinite, center.y.isFinite else { return }
        var sweep = end - start
        let turn = 2 * Double.pi
        if clockwise {
            // Decreasing angles: at most a whole turn, the short way back when the end is past the start.
            if sweep > 0 { sweep -= turn * (sweep / turn).rounded(.up) }
            if sweep < -turn { sweep = -turn }
        } else {
            if sweep < 0 { sweep += turn * (-sweep / turn).rounded(.up) }
            if sweep > turn { sweep = turn }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: Angle(radians: sweep), transform: transform)
    }

    /// Adds an arc around `center` that starts at `startAngle` and turns by `delta` (positive: clockwise on
    /// screen); a line joins it to the current point first, unless the path is empty.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        let start = startAngle.radians, sweep = delta.radians
        guard start.isFinite, sweep.isFinite, radius.isFinite else { return }
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)).applying(transform)
        }
        if isEmpty { move(to: point(start)) } else { addLine(to: point(start)) }
        // Quarter turns or less, each one cubic: control points at 4/3·tan(θ/4) of the radius along the tangents.
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            let control1 = CGPoint(x: center.x + radius * (c0 - k * s0), y: center.y + radius * (s0 + k * c0))
            let control2 = CGPoint(x: center.x + radius * (c1 + k * s1), y: center.y + radius * (s1 - k * c1))
            addCurve(to: point(next), control1: control1.applying(transform), control2: control2.applying(transform))
            angle = next
        }
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to the line from
    /// `tangent1End` to `tangent2End` (a rounded corner), joined to the current point by a line.
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard let current = currentPoint else {
            move(to: tangent1End.applying(transform))
            return
        }
        let corner = tangent1End
        let (ax, ay) = (current.x - corner.x, current.y - corner.y)
        let (bx, by) = (tangent2End.x - corner.x, tangent2End.y - corner.y)
        let (la, lb) = (hypot(ax, ay), hypot(bx, by))
        let cross = ax * by - ay * bx
        guard la > 0, lb > 0, radius > 0, radius.isFinite, abs(cross) > 1e-9 else {
            addLine(to: corner.applying(transform))
            return
        }
        let (ua, ub) = (CGPoint(x: ax / la, y: ay / la), CGPoint(x: bx / lb, y: by / lb))
        let between = acos(max(-1, min(1, ua.x * ub.x + ua.y * ub.y)))
        let distance = radius / tan(between / 2)
        let from = CGPoint(x: corner.x + ua.x * distance, y: corner.y + ua.y * distance)
        let to = CGPoint(x: corner.x + ub.x * distance, y: corner.y + ub.y * distance)
        // The centre lies along the bisector, `radius / sin(θ/2)` from the corner.
        let bisector = CGPoint(x: ua.x + ub.x, y: ua.y + ub.y)
        let length = hypot(bisector.x, bisector.y)
        let reach = radius / sin(between / 2)
        let center = CGPoint(x: corner.x + bisector.x / length * reach, y: corner.y + bisector.y / length * reach)
        let startAngle = atan2(from.y - center.y, from.x - center.x)
        var sweep = atan2(to.y - center.y, to.x - center.x) - startAngle
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        addLine(to: from.applying(transform))
        var arc = Path()
        arc.move(to: from)
        arc.addRelativeArc(center: center, radius: radius, startAngle: Angle(radians: startAngle), delta: Angle(radians: sweep))
        addElements(of: arc.applying(transform), droppingFirst: true)
    }

    /// Appends another path's subpaths, moved by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        addElements(of: path.applying(transform))
    }

    /// Adds rectangles, each a closed subpath.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// The path moved by an offset.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }
}
