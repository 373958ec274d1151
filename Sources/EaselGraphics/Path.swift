import Foundation

/// The outline of a 2D shape, in the coordinates of the rectangle it was made for.
public struct Path: Equatable, Sendable {
    /// An element of a path.
    public enum Element: Equatable, Sendable {
        /// A path element that terminates the current subpath (without closing it) and defines a new current point.
        case move(to: CGPoint)
        /// A line from the previous current point to the given point, which becomes the new current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the previous current point to the given end-point, using the single
        /// control point to define the curve.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the previous current point to the given end-point, using the two control
        /// points to define the curve.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A line from the start point of the current subpath (if any) to the current point, which terminates the
        /// subpath.
        case closeSubpath
    }

    package private(set) var elements: [Element] = []

    /// Calls `body` with each element in the path.
    public func forEach(_ body: (Path.Element) -> Void) {
        for element in elements { body(element) }
    }

    public init() {}

    public init(_ rect: CGRect) {
        addRect(rect)
    }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }
    public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let corners = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
            CGPoint(x: r.minX, y: r.maxY),
        ]
        addLines(corners.map { $0.applying(transform) })
        closeSubpath()
    }

    /// Adds a rectangle with circular corners; corner sizes are limited to half the rectangle's sides.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity
    ) {
        var path = Path()
        path.addCorneredRect(rect.standardized, corners: [cornerSize, cornerSize, cornerSize, cornerSize])
        elements += path.applying(transform).elements
    }

    /// Adds a rectangle whose corners have radii of their own; each is limited to half the rectangle's sides.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        var path = Path()
        let radii = [cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading]
        path.addCorneredRect(rect.standardized, corners: radii.map { CGSize(width: $0, height: $0) })
        elements += path.applying(transform).elements
    }

    /// Appends another path's elements (all, or all but its opening move).
    mutating func addElements(of other: Path, droppingFirst: Bool = false) {
        elements += droppingFirst ? Array(other.elements.dropFirst()) : other.elements
    }

    /// The path with every point moved by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard transform != .identity else { return self }
        var moved = Path()
        moved.elements = elements.map { element in
            switch element {
            case .move(let point): .move(to: point.applying(transform))
            case .line(let point): .line(to: point.applying(transform))
            case .quadCurve(let point, let control): .quadCurve(to: point.applying(transform), control: control.applying(transform))
            case .curve(let point, let control1, let control2):
                .curve(to: point.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
        return moved
    }

    /// A rectangle with quarter-ellipse corners of the given sizes, clockwise from the top leading corner.
    private mutating func addCorneredRect(_ r: CGRect, corners: [CGSize]) {
        let sizes = corners.map {
            CGSize(width: Swift.max(0, Swift.min($0.width, r.width / 2)), height: Swift.max(0, Swift.min($0.height, r.height / 2)))
        }
        guard sizes.contains(where: { $0.width > 0 && $0.height > 0 }) else { return addRect(r) }
        // Cubic approximation of a quarter ellipse.
        let k: CGFloat = 0.5522847498
        let (tl, tr, br, bl) = (sizes[0], sizes[1], sizes[2], sizes[3])
        move(to: CGPoint(x: r.minX + tl.width, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY))
        addCurve(
            to: CGPoint(x: r.maxX, y: r.minY + tr.height), control1: CGPoint(x: r.maxX - tr.width + tr.width * k, y: r.minY),
            control2: CGPoint(x: r.maxX, y: r.minY + tr.height - tr.height * k))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height))
        addCurve(
            to: CGPoint(x: r.maxX - br.width, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - br.height + br.height * k),
            control2: CGPoint(x: r.maxX - br.width + br.width * k, y: r.maxY))
        addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY))
        addCurve(
            to: CGPoint(x: r.minX, y: r.maxY - bl.height), control1: CGPoint(x: r.minX + bl.width - bl.width * k, y: r.maxY),
            control2: CGPoint(x: r.minX, y: r.maxY - bl.height + bl.height * k))
        addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height))
        addCurve(
            to: CGPoint(x: r.minX + tl.width, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + tl.height - tl.height * k),
            control2: CGPoint(x: r.minX + tl.width - tl.width * k, y: r.minY))
        closeSubpath()
    }

    /// Adds an ellipse that fits inside `rect`: four cubic quarters, starting at the middle of its trailing edge and
    /// going clockwise on screen (down first), as Core Graphics draws it, so a trimmed circle starts at 3 o'clock.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard transform == .identity else {
            var path = Path()
            path.addEllipse(in: rect)
            elements += path.applying(transform).elements
            return
        }
        let r = rect.standardized
        let k: CGFloat = 0.5522847498
        let (rx, ry) = (r.width / 2, r.height / 2)
        let (cx, cy) = (r.midX, r.midY)
        move(to: CGPoint(x: r.maxX, y: cy))
        addCurve(
            to: CGPoint(x: cx, y: r.maxY), control1: CGPoint(x: r.maxX, y: cy + ry * k), control2: CGPoint(x: cx + rx * k, y: r.maxY))
        addCurve(
            to: CGPoint(x: r.minX, y: cy), control1: CGPoint(x: cx - rx * k, y: r.maxY), control2: CGPoint(x: r.minX, y: cy + ry * k))
        addCurve(
            to: CGPoint(x: cx, y: r.minY), control1: CGPoint(x: r.minX, y: cy - ry * k), control2: CGPoint(x: cx - rx * k, y: r.minY))
        addCurve(
            to: CGPoint(x: r.maxX, y: cy), control1: CGPoint(x: cx + rx * k, y: r.minY), control2: CGPoint(x: r.maxX, y: cy - ry * k))
        closeSubpath()
    }

    /// The smallest rectangle containing every point of the path, control points included.
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) {
            $0.union(CGRect(origin: $1, size: .zero))
        }
    }
}

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}

/// The radii of a rectangle's four corners.
public struct RectangleCornerRadii: Equatable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}
