@testable import EaselGraphics
import EaselViews
import Foundation
import SwiftUI
import Testing

// Trimmed shapes (issue 21: `trim` animates). Expected values come from geometry: a 100-point square's outline is
// 400 points long, starting at its top leading corner; a circle's starts at 3 o'clock and runs clockwise on screen
// (down first), so a quarter ends at 6 o'clock and a half at 9 o'clock.
@Suite struct TrimTests {
    /// The first and last points a path draws.
    func ends(of path: Path) -> (first: CGPoint, last: CGPoint)? {
        var points: [CGPoint] = []
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, _), .curve(let p, _, _): points.append(p)
            case .closeSubpath: break
            }
        }
        guard let first = points.first, let last = points.last else { return nil }
        return (first, last)
    }

    func close(_ a: CGPoint?, _ b: CGPoint, within tolerance: CGFloat = 0.01) -> Bool {
        guard let a else { return false }
        return hypot(a.x - b.x, a.y - b.y) <= tolerance
    }

    @Test("A square trimmed to its first half runs along the top and down the trailing side")
    func squareHalf() {
        let path = Path(CGRect(x: 0, y: 0, width: 100, height: 100)).trimmedPath(from: 0, to: 0.5)
        #expect(path.elements == [.move(to: .zero), .line(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 100, y: 100))])
        // From 1/8 to 3/8: the top's second half, the trailing side's first half.
        let middle = Path(CGRect(x: 0, y: 0, width: 100, height: 100)).trimmedPath(from: 0.125, to: 0.375)
        #expect(middle.elements == [.move(to: CGPoint(x: 50, y: 0)), .line(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 100, y: 50))])
    }

    @Test("Trimming takes the closing side too, and an empty or reversed range draws nothing")
    func closingAndEmpty() {
        let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        let last = square.trimmedPath(from: 0.875, to: 1)
        #expect(ends(of: last)?.first == CGPoint(x: 0, y: 50))
        #expect(ends(of: last)?.last == CGPoint(x: 0, y: 0))
        #expect(square.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        #expect(square.trimmedPath(from: 0.7, to: 0.2).isEmpty)
        #expect(square.trimmedPath(from: -1, to: 2) == square)
    }

    @Test("A circle's outline starts at 3 o'clock and runs clockwise on screen")
    func circleQuarters() {
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        let quarter = ends(of: circle.trimmedPath(from: 0, to: 0.25))
        #expect(close(quarter?.first, CGPoint(x: 100, y: 50)))
        #expect(close(quarter?.last, CGPoint(x: 50, y: 100)))
        let half = ends(of: circle.trimmedPath(from: 0, to: 0.5))
        #expect(close(half?.last, CGPoint(x: 0, y: 50)))
        // An eighth of the way: 45° below 3 o'clock, on the circle (the cubic quarter is within 0.03% of it).
        let eighth = ends(of: circle.trimmedPath(from: 0, to: 0.125))?.last
        let diagonal = CGPoint(x: 50 + 50 * cos(CGFloat.pi / 4), y: 50 + 50 * sin(CGFloat.pi / 4))
        #expect(close(eighth, diagonal, within: 0.05))
    }

    /// The stroked paths of a display list, in the root's coordinates.
    func strokes(in list: DisplayList, transform: CGAffineTransform = .identity) -> [Path] {
        list.items.flatMap { item -> [Path] in
            switch item {
            case .stroke(let path, _, _): [path.applying(transform)]
            case .group(.transform(let inner), let content): strokes(in: content, transform: inner.concatenating(transform))
            case .group(_, let content), .list(let content): strokes(in: content, transform: transform)
            default: []
            }
        }
    }

    @Test("A progress ring's trim animates: halfway through a linear change from 0 to 1, it reaches 9 o'clock")
    func animatedRing() throws {
        struct Ring: View {
            @State private var progress = 0.0
            var body: some View {
                VStack(spacing: 0) {
                    Circle().trim(from: 0, to: progress).stroke(.blue, lineWidth: 4).frame(width: 100, height: 100)
                        .accessibilityIdentifier("ring")
                    Button("Go") { withAnimation(.linear(duration: 1)) { progress = 1 } }.accessibilityIdentifier("go")
                }
            }
        }
        let host = ViewHost(Ring())
        let ringFrame = try #require(host["ring"])
        #expect(strokes(in: try host.displayList(scale: 1)).allSatisfy(\.isEmpty))
        try host.tap(identifier: "go")
        host.advance(by: 0.5)
        let stroke = try #require(strokes(in: try host.displayList(scale: 1)).first { !$0.isEmpty })
        let drawn = try #require(ends(of: stroke))
        #expect(close(drawn.first, CGPoint(x: ringFrame.minX + 100, y: ringFrame.minY + 50)))
        #expect(close(drawn.last, CGPoint(x: ringFrame.minX, y: ringFrame.minY + 50), within: 0.05))
        host.advanceUntilIdle()
        let full = try #require(strokes(in: try host.displayList(scale: 1)).first { !$0.isEmpty })
        #expect(full == Circle().path(in: ringFrame))
    }
}
