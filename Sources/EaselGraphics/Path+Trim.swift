import Foundation

extension Path {
    /// The part of the path between two fractions of its length (0 its start, 1 its end), over all its subpaths
    /// in order: what `Shape.trim(from:to:)` draws. Fractions are clamped to 0...1; an empty range gives an empty
    /// path. Curves are cut exactly (de Casteljau), at the parameter where their measured length reaches the cut.
    public func trimmedPath(from start: CGFloat, to end: CGFloat) -> Path {
        let from = start.isNaN ? 0 : Swift.min(Swift.max(start, 0), 1)
        let to = end.isNaN ? 0 : Swift.min(Swift.max(end, 0), 1)
        if from <= 0 && to >= 1 { return self }
        guard from < to else { return Path() }
        let segments = PathSegment.segments(of: self)
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let (lower, upper) = (from * total, to * total)
        var trimmed = Path()
        var distance: CGFloat = 0
        var last: (subpath: Int, index: Int)?
        for (index, segment) in segments.enumerated() {
            defer { distance += segment.length }
            let a = Swift.max(lower, distance), b = Swift.min(upper, distance + segment.length)
            guard a < b || (segment.length == 0 && a == b && a > lower && b < upper) else { continue }
            let t0 = segment.parameter(at: a - distance), t1 = segment.parameter(at: b - distance)
            let piece = segment.cut(from: t0, to: t1)
            let continues = last.map { $0.subpath == segment.subpath && $0.index == index - 1 } ?? false
            if !continues { trimmed.move(to: piece.start) }
            // A subpath kept whole from its first point closes as it was closed, so its outline joins.
            if segment.closes, t0 == 0, t1 == 1, continues, trimmed.startsWhole(segments, at: segment.subpath, lower: lower) {
                trimmed.closeSubpath()
            } else {
                trimmed.add(piece.element)
            }
            last = (segment.subpath, index)
        }
        return trimmed
    }

    private mutating func add(_ element: Element) {
        switch element {
        case .move(let point): move(to: point)
        case .line(let point): addLine(to: point)
        case .quadCurve(let point, let control): addQuadCurve(to: point, control: control)
        case .curve(let point, let control1, let control2): addCurve(to: point, control1: control1, control2: control2)
        case .closeSubpath: closeSubpath()
        }
    }

    /// Whether the subpath numbered `subpath` begins at or after the trim's start (so it is kept from its first
    /// point).
    private func startsWhole(_ segments: [PathSegment], at subpath: Int, lower: CGFloat) -> Bool {
        var distance: CGFloat = 0
        for segment in segments {
            if segment.subpath == subpath { return distance >= lower }
            distance += segment.length
        }
        return false
    }
}

/// One drawn piece of a path (a line or a curve, a closing line included), with its measured length.
private struct PathSegment {
    enum Kind { case line, quad, cubic }

    let kind: Kind
    /// The start, controls and end (two, three or four points by kind).
    let points: [CGPoint]
    let subpath: Int
    let closes: Bool
    /// Lengths from the start at `samples` even steps of the parameter (curves only).
    private(set) var cumulative: [CGFloat] = []
    private(set) var length: CGFloat = 0

    static let samples = 32

    init(kind: Kind, points: [CGPoint], subpath: Int, closes: Bool = false) {
        self.kind = kind
        self.points = points
        self.subpath = subpath
        self.closes = closes
        if kind == .line {
            length = Self.distance(points[0], points[1])
        } else {
            var previous = points[0]
            cumulative = [0]
            for step in 1...Self.samples {
                let point = self.point(at: CGFloat(step) / CGFloat(Self.samples))
                cumulative.append(cumulative[cumulative.count - 1] + Self.distance(previous, point))
                previous = point
            }
            length = cumulative[cumulative.count - 1]
        }
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }

    static func segments(of path: Path) -> [PathSegment] {
        var segments: [PathSegment] = []
        var current = CGPoint.zero, start = CGPoint.zero
        var subpath = -1
        for element in path.elements {
            switch element {
            case .move(let point):
                current = point
                start = point
                subpath += 1
            case .line(let point):
                if subpath < 0 { subpath = 0 }
                segments.append(PathSegment(kind: .line, points: [current, point], subpath: subpath))
                current = point
            case .quadCurve(let point, let control):
                if subpath < 0 { subpath = 0 }
                segments.append(PathSegment(kind: .quad, points: [current, control, point], subpath: subpath))
                current = point
            case .curve(let point, let control1, let control2):
                if subpath < 0 { subpath = 0 }
                segments.append(PathSegment(kind: .cubic, points: [current, control1, control2, point], subpath: subpath))
                current = point
            case .closeSubpath:
                if subpath >= 0 {
                    segments.append(PathSegment(kind: .line, points: [current, start], subpath: subpath, closes: true))
                }
                current = start
            }
        }
        return segments
    }

    func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        switch kind {
        case .line:
            return CGPoint(x: u * points[0].x + t * points[1].x, y: u * points[0].y + t * points[1].y)
        case .quad:
            let (a, b, c) = (u * u, 2 * u * t, t * t)
            return CGPoint(
                x: a * points[0].x + b * points[1].x + c * points[2].x, y: a * points[0].y + b * points[1].y + c * points[2].y)
        case .cubic:
            let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
            return CGPoint(
                x: a * points[0].x + b * points[1].x + c * points[2].x + d * points[3].x,
                y: a * points[0].y + b * points[1].y + c * points[2].y + d * points[3].y)
        }
    }

    /// The parameter at which the length from the start reaches `distance` (a line's is proportional; a
    /// curve's is read from its measured lengths, linearly between samples).
    func parameter(at distance: CGFloat) -> CGFloat {
        guard length > 0 else { return 0 }
        if distance <= 0 { return 0 }
        if distance >= length { return 1 }
        guard kind != .line else { return distance / length }
        var low = 0, high = cumulative.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if cumulative[middle] < distance { low = middle } else { high = middle }
        }
        let span = cumulative[high] - cumulative[low]
        let within = span > 0 ? (distance - cumulative[low]) / span : 0
        return (CGFloat(low) + within) / CGFloat(Self.samples)
    }

    /// The piece between two parameters: its first point and the element that draws it from there.
    func cut(from t0: CGFloat, to t1: CGFloat) -> (start: CGPoint, element: Path.Element) {
        switch kind {
        case .line:
            let a = point(at: t0), b = point(at: t1)
            return (a, .line(to: b))
        case .quad:
            let p = Self.split(Self.split(points, at: t1).left, at: t1 > 0 ? t0 / t1 : 0).right
            return (p[0], .quadCurve(to: p[2], control: p[1]))
        case .cubic:
            let p = Self.split(Self.split(points, at: t1).left, at: t1 > 0 ? t0 / t1 : 0).right
            return (p[0], .curve(to: p[3], control1: p[1], control2: p[2]))
        }
    }

    /// A Bézier curve of any degree split at `t` into the curves before and after (de Casteljau).
    static func split(_ points: [CGPoint], at t: CGFloat) -> (left: [CGPoint], right: [CGPoint]) {
        var level = points
        var left = [points[0]], right = [points[points.count - 1]]
        while level.count > 1 {
            level = zip(level, level.dropFirst()).map { a, b in CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
            left.append(level[0])
            right.insert(level[level.count - 1], at: 0)
        }
        return (left, right)
    }
}
