import Foundation
import SwiftUI
import Testing

// Path.strokedPath(_:) and the shape stroke(lineWidth:) returns: the region a stroke covers, as a path to fill.
// Expected regions are worked by hand from the stroke's geometry: a line w wide covers w / 2 on each side; a butt
// cap ends at the end point, a square cap w / 2 past it, a round cap a half disc past it; a miter join reaches
// (w / 2) / sin(θ / 2) from the corner, a bevel cuts it at the outer edges' ends.

@Suite("Stroked paths")
struct StrokedPathTests {
    private func line(_ points: CGPoint...) -> Path {
        var path = Path()
        path.addLines(points)
        return path
    }

    @Test("A closed square stroked 2 wide: a ring from 1 outside to 1 inside, mitered corners, area 12² − 8²")
    func closedSquare() {
        let ring = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).strokedPath(StrokeStyle(lineWidth: 2))
        #expect(abs(area(ring) - 80) < 1e-6)
        #expect(ring.boundingRect == CGRect(x: -1, y: -1, width: 12, height: 12))
        #expect(ring.contains(CGPoint(x: -0.9, y: -0.9)))
        #expect(ring.contains(CGPoint(x: 0.5, y: 5)))
        #expect(!ring.contains(CGPoint(x: 5, y: 5)))
        #expect(!ring.contains(CGPoint(x: -1.5, y: 5)))
    }

    @Test("Caps: butt ends at the end points, square and round reach half the width past them")
    func caps() {
        let segment = line(CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0))
        let butt = segment.strokedPath(StrokeStyle(lineWidth: 4))
        let square = segment.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square))
        let round = segment.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round))
        #expect(abs(area(butt) - 40) < 1e-6)
        #expect(abs(area(square) - 56) < 1e-6)
        // A rectangle and two half discs of radius 2, the discs flattened within 0.01 pt: chords that stray s from
        // their arcs lose about (2 / 3) s of area for each point of the circle's perimeter, here 0.084 at most.
        let lost = 40 + 4 * CGFloat.pi - area(round)
        #expect(lost >= 0 && lost < 2.0 / 3 * 0.01 * (2 * .pi * 2) + 1e-6)
        #expect(butt.boundingRect == CGRect(x: 0, y: -2, width: 10, height: 4))
        #expect(square.contains(CGPoint(x: -1.9, y: 1.9)) && !round.contains(CGPoint(x: -1.9, y: 1.9)))
        #expect(round.contains(CGPoint(x: -1.9, y: 0)) && !butt.contains(CGPoint(x: -0.1, y: 0)))
    }

    @Test("Joins: a right angle's miter reaches the corner's outer point, a bevel cuts it, a round one rounds it")
    func joins() {
        let corner = line(CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10))
        let tip = CGPoint(x: 10.9, y: -0.9)
        #expect(corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .miter)).contains(tip))
        #expect(!corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .bevel)).contains(tip))
        #expect(!corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .round)).contains(tip))
        #expect(corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .round)).contains(CGPoint(x: 10.6, y: -0.6)))
    }

    @Test("Dashes: the pattern's on lengths along the line, from the phase; an odd pattern repeats")
    func dashes() {
        let segment = line(CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0))
        let dashed = segment.strokedPath(StrokeStyle(lineWidth: 2, dash: [2, 3]))
        // On from 0 to 2 and from 5 to 7.
        #expect(abs(area(dashed) - 8) < 1e-6)
        #expect([1, 6].allSatisfy { dashed.contains(CGPoint(x: $0, y: 0)) })
        #expect([3.5, 8.5].allSatisfy { !dashed.contains(CGPoint(x: $0, y: 0)) })
        // Starting 1 into the pattern: on from 0 to 1, 4 to 6 and 9 to 10.
        let shifted = segment.strokedPath(StrokeStyle(lineWidth: 2, dash: [2, 3], dashPhase: 1))
        #expect(abs(area(shifted) - 8) < 1e-6)
        #expect(shifted.contains(CGPoint(x: 9.5, y: 0)) && !shifted.contains(CGPoint(x: 2, y: 0)))
        // [3] is [3, 3]: on from 0 to 3 and 6 to 9.
        #expect(abs(area(segment.strokedPath(StrokeStyle(lineWidth: 2, dash: [3]))) - 12) < 1e-6)
    }

    @Test("No width, or one that is not a number, covers nothing")
    func noWidth() {
        let segment = line(CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0))
        for width in [0, -1, .nan, .infinity] as [CGFloat] {
            #expect(segment.strokedPath(StrokeStyle(lineWidth: width)).isEmpty)
        }
        #expect(Path().strokedPath(StrokeStyle(lineWidth: 2)).isEmpty)
    }

    @Test("stroke(lineWidth:) is a shape: filled, it is a ring; shown alone, it is drawn as the stroke it was")
    func strokeAsShape() throws {
        let tally = Tally()
        let host = layOut(100, 100) {
            Circle().stroke(lineWidth: 10).fill(.red).onTapGesture { tally.add("ring") }
        }
        try host.tap(at: CGPoint(x: 50, y: 2))
        #expect(throws: TapError(reason: .nothingThere, point: CGPoint(x: 50, y: 50))) {
            try host.tap(at: CGPoint(x: 50, y: 50))
        }
        #expect(tally.all == ["ring"])
        // The ring's region: between radii 45 and 55 about the circle's center.
        let ring = Circle().stroke(lineWidth: 10).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        let annulus: CGFloat = .pi * (55 * 55 - 45 * 45)
        #expect(abs(area(ring) - annulus) < 0.005 * annulus)
        let strokes = ViewHost(Circle().stroke(lineWidth: 10), proposal: ProposedViewSize(width: 100, height: 100))
            .displayList(scale: 1).items.filter { if case .stroke = $0 { true } else { false } }
        #expect(strokes.count == 1)
    }
}
