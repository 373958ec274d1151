import Foundation

extension Path {
    /// Whether the point is inside the path when filled with the given rule (curves are followed as short
    /// lines, finer than a tap can tell apart).
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        forEachSegment(closing: true) { a, b in
            // Count crossings of the ray going right from the point.
            if a.y <= point.y {
                if b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
            } else if b.y <= point.y, cross(a, b, point) < 0 {
                winding -= 1
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// Whether the point is on the path's outline stroked `lineWidth` wide (joins and caps taken as round).
    package func strokeContains(_ point: CGPoint, lineWidth: CGFloat) -> Bool {
        let reach = max(lineWidth, 0) / 2
        var found = false
        forEachSegment(closing: false) { a, b in
            guard !found else { return }
            let dx = b.x - a.x, dy = b.y - a.y
            let length = dx * dx + dy * dy
            let t = length > 0 ? min(max(((point.x - a.x) * dx + (point.y - a.y) * dy) / length, 0), 1) : 0
            let x = a.x + t * dx - point.x, y = a.y + t * dy - point.y
            if x * x + y * y <= reach * reach { found = true }
        }
        return found
    }

    /// Calls `body` with every straight piece of the path; with `closing`, open subpaths are closed as a
    /// fill closes them.
    private func forEachSegment(closing: Bool, _ body: (CGPoint, CGPoint) -> Void) {
        var start = CGPoint.zero, current = CGPoint.zero
        var open = false
        func edge(to end: CGPoint) {
            body(current, end)
            current = end
        }
        for element in elements {
            switch element {
            case .move(let to):
                if open, closing { edge(to: start) }
                start = to
                current = to
                open = true
            case .line(let to):
                edge(to: to)
            case .quadCurve(let to, let control):
                let from = current
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    edge(to: CGPoint(
                        x: u * u * from.x + 2 * u * t * control.x + t * t * to.x,
                        y: u * u * from.y + 2 * u * t * control.y + t * t * to.y))
                }
            case .curve(let to, let control1, let control2):
                let from = current
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    edge(to: CGPoint(
                        x: a * from.x + b * control1.x + c * control2.x + d * to.x,
                        y: a * from.y + b * control1.y + c * control2.y + d * to.y))
                }
            case .closeSubpath:
                edge(to: start)
                open = false
            }
        }
        if open, closing { edge(to: start) }
    }
}

/// Which side of the line from `a` to `b` the point is on: positive to the left.
private func cross(_ a: CGPoint, _ b: CGPoint, _ point: CGPoint) -> CGFloat {
    (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
}
