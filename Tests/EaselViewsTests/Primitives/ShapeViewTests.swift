import EaselGraphics
import Foundation
import SwiftUI
import Testing

// iOS 17's ShapeView: a filled or stroked shape is a view that provides its shape, and fills and strokes applied
// to it draw the same shape over it. Apple's example, `Capsule().fill(.yellow).stroke(.blue, lineWidth: 8)`, is a
// yellow capsule with a blue outline: the fill first, the stroke over it, both the capsule's path in the same
// frame (the shape's size: it takes the proposal, LayoutRules §3.6).

/// The display list's fills and strokes in drawing order: kind, color and bounding box of the path.
private func paints(in list: DisplayList) -> [(kind: String, color: RGBA?, box: CGRect)] {
    list.items.flatMap { item -> [(kind: String, color: RGBA?, box: CGRect)] in
        switch item {
        case .fill(let path, let paint, _): [("fill", paint.color, path.boundingRect)]
        case .stroke(let path, let paint, _): [("stroke", paint.color, path.boundingRect)]
        case .group(_, let content), .list(let content): paints(in: content)
        default: []
        }
    }
}

private extension Paint {
    var color: RGBA? { if case .color(let color) = self { color } else { nil } }
}

@Suite("ShapeView: fills and strokes over a shape")
struct ShapeViewTests {
    private let frame = CGRect(x: 0, y: 0, width: 100, height: 40)

    private func drawn<V: View>(_ view: V) -> [(kind: String, color: RGBA?, box: CGRect)] {
        paints(in: ViewHost(view.frame(width: 100, height: 40), proposal: ProposedViewSize(width: 100, height: 40))
            .displayList(scale: 1))
    }

    @Test("fill then stroke: the fill, and the stroke over it, both of the capsule in its frame")
    func fillThenStroke() {
        let shape: StrokeShapeView<Capsule, Color, _ShapeView<Capsule, Color>> =
            Capsule().fill(.yellow).stroke(.blue, lineWidth: 8)
        let items = drawn(shape)
        #expect(items.map(\.kind) == ["fill", "stroke"])
        // The colors each draws on its own: the capsule filled yellow, and stroked blue.
        let yellow = drawn(Capsule().fill(.yellow)).first?.color, blue = drawn(Capsule().stroke(.blue, lineWidth: 8)).first?.color
        #expect(yellow != nil && blue != nil && yellow != blue)
        #expect(items.map(\.color) == [yellow, blue])
        #expect(items.allSatisfy { $0.box == frame })
        #expect(shape.strokeStyle.lineWidth == 8 && shape.isAntialiased)
    }

    @Test("Chains keep their order; strokeBorder draws inside the frame by half its width")
    func chains() {
        let items = drawn(
            RoundedRectangle(cornerRadius: 8).fill(.green).strokeBorder(.black, lineWidth: 4).fill(.red, style: FillStyle()))
        #expect(items.map(\.kind) == ["fill", "stroke", "fill"])
        let colors = [Color.green, .black, .red].map { drawn(Rectangle().fill($0)).first?.color }
        #expect(Set(colors.compactMap { $0 }).count == 3)
        #expect(items.map(\.color) == colors)
        #expect(items[1].box == frame.insetBy(dx: 2, dy: 2))
        #expect(items[2].box == frame)
    }

    @Test("A shape's own stroke and border are shape views too, over nothing")
    func ownStrokes() {
        let stroke: StrokeShapeView<Circle, Color, EmptyView> = Circle().stroke(.blue, lineWidth: 2, antialiased: false)
        let border: StrokeBorderShapeView<Circle, Color, EmptyView> = Circle().strokeBorder(.blue, style: StrokeStyle(lineWidth: 2))
        #expect(drawn(stroke).map(\.kind) == ["stroke"])
        #expect(drawn(border).map(\.kind) == ["stroke"])
        #expect(!stroke.isAntialiased)
    }

    @Test("The stroked view takes taps on its stroke and its background's fill")
    func taps() throws {
        let tally = Tally()
        let host = layOut(100, 40) {
            Rectangle().fill(.yellow).stroke(.blue, lineWidth: 8).onTapGesture { tally.add("shape") }
        }
        try host.tap(at: CGPoint(x: 50, y: 20))
        try host.tap(at: CGPoint(x: 1, y: 1))
        #expect(tally.all == ["shape", "shape"])
    }
}
