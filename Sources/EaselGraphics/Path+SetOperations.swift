import Foundation

// The set operations on paths (iOS 17): union, intersection, subtracting, symmetric difference, and the line
// operations that cut one path's outline by another's filled region.
//
// 1. Each path is flattened to polylines, curves within `PathRegions.tolerance` of their true shape.
// 2. A path's filled region comes from its outline by its fill rule: the outline's pieces are noded (split where they
//    cross) and polygonized into the faces of the plane they make; a face is filled when a point inside it has a
//    winding number the rule counts (non-zero, or odd). The faces kept are merged into polygons.
// 3. GEOS overlays the two regions (or cuts the outline by the region), and the polygons come back as closed
//    subpaths: outer rings one way round and holes the other, so either fill rule fills the result alike.
// GEOS (Debian's libgeos) does the noding, polygonizing and overlay; Easel flattens, counts windings and converts.
extension Path {
    /// A path whose filled region is this path's together with `other`'s.
    public func union(_ other: Path, eoFill: Bool = false) -> Path {
        PathRegions.overlay(self, other, eoFill: eoFill, .union)
    }

    /// A path whose filled region is where this path's and `other`'s overlap.
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
        PathRegions.overlay(self, other, eoFill: eoFill, .intersection)
    }

    /// A path whose filled region is this path's with `other`'s removed from it.
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
        PathRegions.overlay(self, other, eoFill: eoFill, .subtracting)
    }

    /// A path whose filled region is where either this path's or `other`'s is filled, but not both.
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
        PathRegions.overlay(self, other, eoFill: eoFill, .symmetricDifference)
    }

    /// The parts of this path's line that lie inside `other`'s filled region. Cut subpaths become open; closed
    /// subpaths that `other` does not cut stay closed.
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
        PathRegions.cutLines(of: self, by: other, eoFill: eoFill, keepingInside: true)
    }

    /// The parts of this path's line that lie outside `other`'s filled region.
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
        PathRegions.cutLines(of: self, by: other, eoFill: eoFill, keepingInside: false)
    }

    /// A copy with no self-intersections and its rings oriented so that either fill rule fills it alike: the region
    /// this path fills by the given rule.
    public func normalized(eoFill: Bool = true) -> Path {
        PathRegions.overlay(self, Path(), eoFill: eoFill, .union)
    }
}

/// The set operations' work: flattening, regions by fill rule, and GEOS's overlay.
enum PathRegions {
    enum Operation {
        case union, intersection, subtracting, symmetricDifference
    }

    /// How far a flattened curve may stray from the curve, in the path's units (points).
    static let tolerance: CGFloat = 0.01

    /// One flattened subpath: its points in order, and whether the path closes it.
    struct Polyline {
        var points: [CGPoint]
        var isClosed: Bool

        /// The points, ending where they start when the path closes the subpath (as GEOS reads a ring).
        var pointsClosed: [CGPoint] {
            guard isClosed, let first = points.first, points.last != first else { return points }
            return points + [first]
        }
    }

    static func overlay(_ first: Path, _ second: Path, eoFill: Bool, _ operation: Operation) -> Path {
        guard let context = Context() else { return Path() }
        let a = context.region(of: flatten(first), eoFill: eoFill)
        let b = context.region(of: flatten(second), eoFill: eoFill)
        guard let a, let b else { return Path() }
        defer {
            context.destroy(a)
            context.destroy(b)
        }
        let result: OpaquePointer? = switch operation {
        case .union: context.geos.union(context.handle, a, b)
        case .intersection: context.geos.intersection(context.handle, a, b)
        case .subtracting: context.geos.difference(context.handle, a, b)
        case .symmetricDifference: context.geos.symmetricDifference(context.handle, a, b)
        }
        guard let result else { return Path() }
        defer { context.destroy(result) }
        _ = context.geos.normalize(context.handle, result)
        return context.path(ofPolygonsIn: result)
    }

    static func cutLines(of path: Path, by other: Path, eoFill: Bool, keepingInside: Bool) -> Path {
        let lines = flatten(path).filter { $0.points.count >= 2 }
        guard !lines.isEmpty, let context = Context() else { return Path() }
        guard let region = context.region(of: flatten(other), eoFill: eoFill) else { return Path() }
        defer { context.destroy(region) }
        var strings: [OpaquePointer?] = lines.compactMap { context.lineString($0.pointsClosed) }
        guard let collection = context.geos.createCollection(context.handle, GEOSLibrary.multiLineString, &strings, UInt32(strings.count))
        else { return Path() }
        defer { context.destroy(collection) }
        let cut = keepingInside
            ? context.geos.intersection(context.handle, collection, region) : context.geos.difference(context.handle, collection, region)
        guard let cut else { return Path() }
        defer { context.destroy(cut) }
        // Pieces of one subpath that meet end to end (a closed subpath cut at its start point) are joined again.
        let merged = context.geos.lineMerge(context.handle, cut)
        defer { if let merged { context.destroy(merged) } }
        return context.path(ofLinesIn: merged ?? cut)
    }

    // MARK: Flattening

    /// The path as polylines: lines as they are, curves cut into enough straight pieces to stay within `tolerance`.
    static func flatten(_ path: Path) -> [Polyline] {
        var result: [Polyline] = []
        var current: [CGPoint] = []
        func finish(closed: Bool) {
            if !current.isEmpty { result.append(Polyline(points: current, isClosed: closed)) }
            current = []
        }
        func add(_ point: CGPoint) {
            guard point.x.isFinite, point.y.isFinite else { return }
            if current.last != point { current.append(point) }
        }
        var start = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let to):
                finish(closed: false)
                start = to
                add(to)
            case .line(let to):
                if current.isEmpty { add(start) }
                add(to)
            case .quadCurve(let to, let control):
                if current.isEmpty { add(start) }
                let from = current.last ?? start
                // A quadratic's second derivative is 2 (p0 − 2c + p1); n pieces stray at most |p0 − 2c + p1| / (4n²).
                let bend = hypot(from.x - 2 * control.x + to.x, from.y - 2 * control.y + to.y)
                let pieces = pieceCount(bend / (4 * tolerance))
                for step in 1...pieces {
                    let t = CGFloat(step) / CGFloat(pieces), u = 1 - t
                    add(CGPoint(
                        x: u * u * from.x + 2 * u * t * control.x + t * t * to.x,
                        y: u * u * from.y + 2 * u * t * control.y + t * t * to.y))
                }
            case .curve(let to, let control1, let control2):
                if current.isEmpty { add(start) }
                let from = current.last ?? start
                // A cubic's second derivative is at most 6 max(|p0 − 2c1 + c2|, |c1 − 2c2 + p1|); n pieces stray at
                // most that over 8n².
                let bend = max(
                    hypot(from.x - 2 * control1.x + control2.x, from.y - 2 * control1.y + control2.y),
                    hypot(control1.x - 2 * control2.x + to.x, control1.y - 2 * control2.y + to.y))
                let pieces = pieceCount(0.75 * bend / tolerance)
                for step in 1...pieces {
                    let t = CGFloat(step) / CGFloat(pieces), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    add(CGPoint(
                        x: a * from.x + b * control1.x + c * control2.x + d * to.x,
                        y: a * from.y + b * control1.y + c * control2.y + d * to.y))
                }
            case .closeSubpath:
                finish(closed: true)
                add(start)
            }
        }
        // A lone point left by a close starts nothing.
        if current.count > 1 { finish(closed: false) }
        return result
    }

    /// √(squared count) pieces, at least 1 and at most 1,000 (a curve spanning a whole canvas at the tolerance).
    private static func pieceCount(_ squared: CGFloat) -> Int {
        guard squared.isFinite, squared > 1 else { return 1 }
        return min(1000, Int(squared.squareRoot().rounded(.up)))
    }

    // MARK: GEOS

    /// One GEOS context: a reentrant handle for the calls of one operation.
    final class Context {
        let geos: GEOSLibrary
        let handle: GEOSLibrary.Handle

        /// A context, or nil when GEOS cannot be opened (counted, for the render's diagnostic) or fails to start.
        init?() {
            guard case .success(let geos) = GEOSLibrary.shared else {
                GEOSLibrary.operationsWithoutLibrary.add(1, ordering: .relaxed)
                return nil
            }
            guard let handle = geos.initialize() else { return nil }
            self.geos = geos
            self.handle = handle
        }

        deinit { geos.finish(handle) }

        func destroy(_ geometry: OpaquePointer) { geos.destroy(handle, geometry) }

        func lineString(_ points: [CGPoint]) -> OpaquePointer? {
            guard points.count >= 2, let sequence = geos.createSequence(handle, UInt32(points.count), 2) else { return nil }
            for (index, point) in points.enumerated() {
                _ = geos.setXY(handle, sequence, UInt32(index), point.x, point.y)
            }
            return geos.createLineString(handle, sequence)
        }

        /// The region the polylines fill, closed as a fill closes them, by the rule: a polygon or multipolygon (the
        /// caller's to destroy), empty when nothing is filled; nil only when GEOS fails.
        func region(of polylines: [Polyline], eoFill: Bool) -> OpaquePointer? {
            let rings = polylines.map(\.points).filter { $0.count >= 3 }
            guard !rings.isEmpty else { return geos.createEmptyPolygon(handle) }
            var strings: [OpaquePointer?] = rings.compactMap { lineString($0 + [$0[0]]) }
            guard let linework = geos.createCollection(
                handle, GEOSLibrary.multiLineString, &strings, UInt32(strings.count))
            else { return nil }
            defer { destroy(linework) }
            // Noded: every crossing becomes a vertex of both pieces, and pieces drawn twice count once.
            guard let noded = geos.unaryUnion(handle, linework) else { return nil }
            defer { destroy(noded) }
            var input: OpaquePointer? = noded
            guard let faces = geos.polygonize(handle, &input, 1) else { return nil }
            defer { destroy(faces) }
            // The outline the faces are judged against: the same straight pieces, so a face's inner point never
            // falls on the wrong side of a curve flattened another way.
            var outline = Path()
            for ring in rings { outline.addLines(ring); outline.closeSubpath() }
            var kept: [OpaquePointer?] = []
            for index in 0..<max(0, geos.numberOfGeometries(handle, faces)) {
                guard let face = geos.geometry(handle, faces, index),
                      let inside = geos.pointOnSurface(handle, face)
                else { continue }
                var x: Double = 0, y: Double = 0
                let found = geos.getX(handle, inside, &x) == 1 && geos.getY(handle, inside, &y) == 1
                destroy(inside)
                guard found else { continue }
                if outline.contains(CGPoint(x: x, y: y), eoFill: eoFill), let copy = geos.clone(handle, face) {
                    kept.append(copy)
                }
            }
            guard !kept.isEmpty else { return geos.createEmptyPolygon(handle) }
            guard let collection = geos.createCollection(
                handle, GEOSLibrary.multiPolygon, &kept, UInt32(kept.count))
            else { return nil }
            defer { destroy(collection) }
            return geos.unaryUnion(handle, collection)
        }

        /// The points of a line string or ring.
        func points(of line: OpaquePointer) -> [CGPoint] {
            guard let sequence = geos.sequence(handle, line) else { return [] }
            var count: UInt32 = 0
            _ = geos.sequenceSize(handle, sequence, &count)
            var points: [CGPoint] = []
            points.reserveCapacity(Int(count))
            for index in 0..<count {
                var x: Double = 0, y: Double = 0
                _ = geos.getXY(handle, sequence, index, &x, &y)
                points.append(CGPoint(x: x, y: y))
            }
            return points
        }

        /// Every polygon of a geometry (alone, or in a multipolygon or collection) as closed subpaths: its outer
        /// ring, then its holes.
        func path(ofPolygonsIn geometry: OpaquePointer) -> Path {
            var path = Path()
            forEachPart(of: geometry) { part in
                guard geos.typeID(handle, part) == GEOSLibrary.polygon else { return }
                var rings: [OpaquePointer] = []
                if let exterior = geos.exteriorRing(handle, part) { rings.append(exterior) }
                for index in 0..<max(0, geos.numberOfInteriorRings(handle, part)) {
                    if let hole = geos.interiorRing(handle, part, index) { rings.append(hole) }
                }
                for ring in rings {
                    var points = points(of: ring)
                    if points.count > 1, points.first == points.last { points.removeLast() }
                    guard points.count >= 3 else { continue }
                    path.move(to: points[0])
                    for point in points.dropFirst() { path.addLine(to: point) }
                    path.closeSubpath()
                }
            }
            return path
        }

        /// Every line of a geometry as a subpath: closed when it ends where it starts.
        func path(ofLinesIn geometry: OpaquePointer) -> Path {
            var path = Path()
            forEachPart(of: geometry) { part in
                let type = geos.typeID(handle, part)
                guard type == GEOSLibrary.lineString || type == GEOSLibrary.linearRing else { return }
                var points = points(of: part)
                guard points.count >= 2 else { return }
                let closed = points.count > 2 && points.first == points.last
                if closed { points.removeLast() }
                path.move(to: points[0])
                for point in points.dropFirst() { path.addLine(to: point) }
                if closed { path.closeSubpath() }
            }
            return path
        }

        private func forEachPart(of geometry: OpaquePointer, _ body: (OpaquePointer) -> Void) {
            let type = geos.typeID(handle, geometry)
            let isCollection = type == GEOSLibrary.multiPolygon || type == GEOSLibrary.multiLineString
                || type == GEOSLibrary.geometryCollection || type == GEOSLibrary.multiPoint
            guard isCollection else {
                body(geometry)
                return
            }
            for index in 0..<max(0, geos.numberOfGeometries(handle, geometry)) {
                if let part = geos.geometry(handle, geometry, index) { forEachPart(of: part, body) }
            }
        }
    }
}
