import Foundation
import SwiftUI
import Testing
@testable import EaselGraphics

// The set operations on paths and shapes. Expected areas are worked by hand: squares by their overlaps, circles by
// the lens formula 2r² acos(d / 2r) − (d / 2) √(4r² − d²); flattened curves keep areas within 0.2%.

/// The open and closed subpaths of a path, as point lists.
private func subpaths(_ path: Path) -> [(points: [CGPoint], closed: Bool)] {
    var result: [(points: [CGPoint], closed: Bool)] = []
    path.forEach { element in
        switch element {
        case .move(let to): result.append(([to], false))
        case .line(let to): result[result.count - 1].points.append(to)
        case .closeSubpath: result[result.count - 1].closed = true
        default: break
        }
    }
    return result
}

private let left = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
private let right = Path(CGRect(x: 50, y: 50, width: 100, height: 100))

@Suite("Path and Shape set operations")
struct PathSetOperationTests {
    @Test("Two squares overlapping by a quarter: union, intersection, subtracting, symmetric difference")
    func squares() {
        let union = left.union(right)
        #expect(abs(area(union) - 17_500) < 1e-6)
        #expect(union.contains(CGPoint(x: 25, y: 25)) && union.contains(CGPoint(x: 125, y: 125)))
        #expect(!union.contains(CGPoint(x: 125, y: 25)))
        let intersection = left.intersection(right)
        #expect(abs(area(intersection) - 2_500) < 1e-6)
        #expect(intersection.boundingRect == CGRect(x: 50, y: 50, width: 50, height: 50))
        let difference = left.subtracting(right)
        #expect(abs(area(difference) - 7_500) < 1e-6)
        #expect(difference.contains(CGPoint(x: 25, y: 25)) && !difference.contains(CGPoint(x: 75, y: 75)))
        let either = left.symmetricDifference(right)
        #expect(abs(area(either) - 15_000) < 1e-6)
        // The hole at the overlap is empty by either rule.
        #expect(!either.contains(CGPoint(x: 75, y: 75)) && !either.contains(CGPoint(x: 75, y: 75), eoFill: true))
        #expect(either.contains(CGPoint(x: 25, y: 25)) && either.contains(CGPoint(x: 125, y: 125), eoFill: true))
    }

    @Test("Two circles of radius 50, 60 apart: the lens and the union follow the circle formulas")
    func circles() {
        let r: CGFloat = 50, d: CGFloat = 60
        let a = Path(ellipseIn: CGRect(x: 0, y: 0, width: 2 * r, height: 2 * r))
        let b = Path(ellipseIn: CGRect(x: d, y: 0, width: 2 * r, height: 2 * r))
        let lens = 2 * r * r * acos(d / (2 * r)) - d / 2 * (4 * r * r - d * d).squareRoot()
        let disc = CGFloat.pi * r * r
        #expect(abs(area(a.intersection(b)) - lens) / lens < 0.002)
        #expect(abs(area(a.union(b)) - (2 * disc - lens)) / (2 * disc - lens) < 0.002)
        #expect(abs(area(a.subtracting(b)) - (disc - lens)) / (disc - lens) < 0.002)
    }

    @Test("The fill rule decides each path's region: nested squares and a pentagram")
    func fillRules() {
        var nested = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        nested.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(abs(area(nested.normalized(eoFill: false)) - 10_000) < 1e-6)
        #expect(abs(area(nested.normalized(eoFill: true)) - 7_500) < 1e-6)
        #expect(abs(area(nested.normalized()) - 7_500) < 1e-6)  // even-odd by default
        // A pentagram drawn in one stroke: its middle pentagon winds twice, filled by non-zero, not by even-odd.
        var star = Path()
        let points = (0..<5).map { index -> CGPoint in
            let angle = -CGFloat.pi / 2 + CGFloat(index) * 4 * .pi / 5
            return CGPoint(x: 100 + 90 * cos(angle), y: 100 + 90 * sin(angle))
        }
        star.move(to: points[0])
        for point in points.dropFirst() { star.addLine(to: point) }
        star.closeSubpath()
        let center = CGPoint(x: 100, y: 100)
        for normalized in [star.normalized(eoFill: false), star.normalized(eoFill: true)] {
            // Normalized, both rules agree everywhere.
            for point in [center, points[0], CGPoint(x: 100, y: 30), CGPoint(x: 40, y: 90)] {
                #expect(normalized.contains(point) == normalized.contains(point, eoFill: true))
            }
        }
        #expect(star.normalized(eoFill: false).contains(center))
        #expect(!star.normalized(eoFill: true).contains(center))
        // Both operands take the rule: intersecting the nested squares with a bar across them.
        let bar = Path(CGRect(x: -10, y: 40, width: 120, height: 20))
        #expect(abs(area(nested.intersection(bar, eoFill: false)) - 2_000) < 1e-6)
        #expect(abs(area(nested.intersection(bar, eoFill: true)) - 1_000) < 1e-6)
    }

    @Test("Line operations cut this path's line by the other's region; uncut closed subpaths stay closed")
    func lines() {
        var line = Path()
        line.move(to: CGPoint(x: -50, y: 50))
        line.addLine(to: CGPoint(x: 150, y: 50))
        let inside = subpaths(line.lineIntersection(left))
        #expect(inside.count == 1)
        #expect(Set(inside[0].points.map { [$0.x, $0.y] }) == [[0, 50], [100, 50]])
        #expect(!inside[0].closed)
        let outside = subpaths(line.lineSubtraction(left))
        #expect(outside.count == 2)
        #expect(Set(outside.flatMap(\.points).map { [$0.x, $0.y] }) == [[-50, 50], [0, 50], [100, 50], [150, 50]])
        // A square outline wholly inside stays one closed subpath; one half inside is cut open.
        let small = Path(CGRect(x: 20, y: 20, width: 60, height: 60))
        let kept = subpaths(small.lineIntersection(left))
        #expect(kept.count == 1 && kept[0].closed && kept[0].points.count == 4)
        #expect(subpaths(small.lineSubtraction(left)).isEmpty)
        let straddling = Path(CGRect(x: 80, y: 20, width: 40, height: 40))
        let cut = subpaths(straddling.lineIntersection(left))
        #expect(cut.count == 1 && !cut[0].closed)
        #expect(Set(cut[0].points.map { [$0.x, $0.y] }) == [[100, 20], [80, 20], [80, 60], [100, 60]])
    }

    @Test("Empty and degenerate operands give sane results")
    func emptyOperands() {
        #expect(left.intersection(Path()).isEmpty)
        #expect(abs(area(left.union(Path())) - 10_000) < 1e-6)
        #expect(abs(area(left.subtracting(Path())) - 10_000) < 1e-6)
        #expect(Path().subtracting(left).isEmpty)
        var flat = Path()
        flat.move(to: .zero)
        flat.addLine(to: CGPoint(x: 100, y: 0))
        #expect(flat.union(Path()).isEmpty)
        var bad = Path()
        bad.move(to: CGPoint(x: CGFloat.nan, y: 0))
        bad.addLine(to: CGPoint(x: CGFloat.infinity, y: 5))
        #expect(bad.union(left).boundingRect == left.boundingRect)
    }

    @Test("Shapes combine in the rectangle they are drawn in")
    func shapes() {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 200)
        let disc = CGFloat.pi * 100 * 100
        #expect(abs(area(Rectangle().intersection(Circle()).path(in: rect)) - disc) / disc < 0.002)
        #expect(abs(area(Rectangle().subtracting(Circle()).path(in: rect)) - (40_000 - disc)) / (40_000 - disc) < 0.002)
        let ring = Circle().subtracting(Circle().scale(0.5)).path(in: rect)
        #expect(abs(area(ring) - disc * 0.75) / (disc * 0.75) < 0.002)
        #expect(!ring.contains(CGPoint(x: 100, y: 100)) && ring.contains(CGPoint(x: 100, y: 20)))
        let halves = Rectangle().symmetricDifference(Rectangle().offset(x: 100)).path(in: rect)
        #expect(abs(area(halves) - 40_000) < 1e-6)
    }

    @Test("GEOS is opened on first use; a library that cannot be opened is a reason, not a crash")
    func libraryLoading() throws {
        guard case .success = GEOSLibrary.shared else {
            Issue.record("GEOS (\(GEOSLibrary.soname)) should open on a machine that built Easel")
            return
        }
        // The operations above ran with the library, so none is counted as drawn without it.
        _ = left.union(right)
        #expect(Path.setOperationFailures.count == 0 && Path.setOperationFailures.reason == nil)
        guard case .failure(let missing) = GEOSLibrary.load("libeasel-no-such-geos.so.9") else {
            Issue.record("a library that does not exist was opened")
            return
        }
        #expect(missing.description.contains("libeasel-no-such-geos.so.9"))
        // A library without GEOS's functions (the C library) names the first one it lacks.
        guard case .failure(let lacking) = GEOSLibrary.load("libc.so.6") else {
            Issue.record("the C library was taken for GEOS")
            return
        }
        #expect(lacking.description.contains("GEOS_init_r"))
    }
}
