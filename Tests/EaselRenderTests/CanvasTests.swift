import Easel
import Foundation
import Testing

// Canvas and GraphicsContext (issue 22), checked on the pixels: each expectation is worked out from the drawing
// operations' definitions (transforms compose as Core Graphics' do, angles grow toward +y, which is down).
@MainActor
@Suite struct CanvasTests {
    /// A 50×50 canvas drawn by `draw`, rendered at 1x.
    func canvas(_ draw: @escaping (inout GraphicsContext, CGSize) -> Void) throws -> Pixels {
        try pixels(Canvas(renderer: draw).frame(width: 50, height: 50))
    }

    @Test("A canvas takes the size it is offered, 10×10 when offered nothing")
    func sizing() {
        #expect(ViewHost(Canvas { _, _ in }.frame(width: 80, height: 30)).size == CGSize(width: 80, height: 30))
        #expect(ViewHost(Canvas { _, _ in }.fixedSize()).size == CGSize(width: 10, height: 10))
    }

    @Test("Fill and stroke land where the path is, in the canvas's own coordinates")
    func fillAndStroke() throws {
        let pixels = try pixels(
            Canvas { context, size in
                #expect(size == CGSize(width: 50, height: 50))
                context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.red))
                context.stroke(Path(CGRect(x: 35, y: 5, width: 10, height: 40)), with: .color(.blue), lineWidth: 2)
            }
            .frame(width: 50, height: 50)
            .padding(5))
        #expect(pixels[25, 25] == IOS.red)
        #expect(pixels[12, 12].a == 0, "outside the fill: nothing")
        #expect(pixels[40, 30] == IOS.blue, "the stroke's left edge, 2 points wide around x = 35 (+5 padding)")
        #expect(pixels[45, 30].a == 0, "inside the stroked rectangle: nothing")
    }

    @Test("Transforms compose: translate then rotate 90° turns a flat bar into a tall one")
    func transforms() throws {
        let pixels = try canvas { context, _ in
            context.translateBy(x: 25, y: 25)
            context.rotate(by: .degrees(90))
            // (x, y) → (25 − y, 25 + x): the bar 20×5 covers x 20…25, y 25…45.
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 5)), with: .color(.red))
        }
        #expect(pixels[22, 35] == IOS.red)
        #expect(pixels[35, 22].a == 0)
    }

    @Test("A copy of the context keeps its own state; opacity and clips apply to later drawing only")
    func stateAndClip() throws {
        let pixels = try canvas { context, size in
            var half = context
            half.opacity = 0.5
            half.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            context.fill(Path(CGRect(x: 10, y: 0, width: 10, height: 10)), with: .color(.red))
            context.clip(to: Path(CGRect(x: 0, y: 20, width: 25, height: 30)))
            context.fill(Path(CGRect(x: 0, y: 20, width: 50, height: 30)), with: .color(.blue))
        }
        #expect(pixels[5, 5].a == 128 || pixels[5, 5].a == 127, "half the opacity: \(pixels[5, 5])")
        #expect(pixels[15, 5] == IOS.red, "the original context is still opaque")
        #expect(pixels[10, 35] == IOS.blue)
        #expect(pixels[40, 35].a == 0, "clipped away")
    }

    @Test("An arc wedge from 0° to 90° fills the lower right quarter (angles grow downward)")
    func wedge() throws {
        let pixels = try canvas { context, _ in
            var wedge = Path()
            wedge.move(to: CGPoint(x: 25, y: 25))
            wedge.addArc(center: CGPoint(x: 25, y: 25), radius: 20, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
            wedge.closeSubpath()
            context.fill(wedge, with: .color(.green))
        }
        #expect(pixels[32, 32] == IOS.green)
        #expect(pixels[18, 18].a == 0)
        #expect(pixels[32, 18].a == 0)
        #expect(pixels[18, 32].a == 0)
    }

    @Test("Arcs: the sweep's direction, its end point, and a tangent arc's corner")
    func arcs() {
        var quarter = Path()
        quarter.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(quarter.currentPoint.map { abs($0.x) < 1e-9 && abs($0.y - 10) < 1e-9 } == true)
        #expect(abs(quarter.boundingRect.minX) < 1e-9 && abs(quarter.boundingRect.maxY - 10) < 1e-9)
        // The other way round is three quarters: through (0, −10) and (−10, 0).
        var long = Path()
        long.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        #expect(long.boundingRect.minX < -9.99 && long.boundingRect.minY < -9.99)
        // A rounded corner of radius 5 between (0, 0) → (10, 0) → (10, 10): a line to (5, 0), an arc to (10, 5).
        var corner = Path()
        corner.move(to: .zero)
        corner.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
        #expect(corner.currentPoint.map { abs($0.x - 10) < 1e-9 && abs($0.y - 5) < 1e-9 } == true)
        #expect(corner.boundingRect.maxX <= 10 + 1e-9)
    }

    @Test("Text, images and symbols are drawn where they are anchored")
    func views() throws {
        let pixels = try pixels(
            Canvas { context, _ in
                if let dot = context.resolveSymbol(id: 1) {
                    #expect(dot.size == CGSize(width: 10, height: 10))
                    context.draw(dot, at: CGPoint(x: 10, y: 10), anchor: .center)
                }
                #expect(context.resolveSymbol(id: 2) == nil)
                let text = context.resolve(Text("W").font(.system(size: 30)))
                #expect(text.measure(in: CGSize(width: 100, height: 100)).height > 30)
                context.draw(Text("W").font(.system(size: 30)).foregroundColor(.blue), at: CGPoint(x: 35, y: 35))
            } symbols: {
                Circle().fill(Color.green).frame(width: 10, height: 10).tag(1)
            }
            .frame(width: 50, height: 50))
        #expect(pixels[10, 10] == IOS.green)
        #expect(pixels[40, 40].a == 0 || pixels[40, 40] != IOS.green)
        var blue = 0
        for y in 20..<50 { for x in 20..<50 where pixels[x, y].isClose(to: IOS.blue, tolerance: 8) { blue += 1 } }
        #expect(blue > 40, "the W is drawn around (35, 35)")
    }

    @Test("A Path is a view: drawn in its frame's coordinates")
    func pathView() throws {
        let pixels = try pixels(
            HStack(spacing: 0) {
                Color.clear.frame(width: 20, height: 20)
                Path { path in path.addRect(CGRect(x: 5, y: 5, width: 10, height: 10)) }
                    .fill(Color.red)
                    .frame(width: 20, height: 20)
            })
        #expect(pixels[30, 10] == IOS.red, "(5…15) inside the second 20-point frame is x 25…35")
        #expect(pixels[10, 10].a == 0)
    }
}

@Suite("GraphicsContext.clipToLayer (pixels)")
struct CanvasLayerClipTests {
    /// A 40×20 canvas whose clip layer is its left half (drawn at `alpha`), then filled blue all over.
    func clipped(alpha: Double = 1, opacity: Double = 1, options: GraphicsContext.ClipOptions = []) throws -> Pixels {
        try pixels(Canvas { context, size in
            context.clipToLayer(opacity: opacity, options: options) { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)),
                           with: .color(Color(red: 1, green: 0, blue: 0).opacity(alpha)))
            }
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(red: 0, green: 0, blue: 1)))
        }.frame(width: 40, height: 20))
    }

    @Test("Later drawing shows where the layer is opaque, not where it is clear; the layer's color does not show")
    func mask() throws {
        let image = try clipped()
        #expect(image.at(10, 10, scale: 1) == rgb(0, 0, 255, 255))
        #expect(image.at(30, 10, scale: 1).a == 0)
    }

    @Test("The layer's alpha and the opacity scale what shows; inverse shows the rest")
    func partialAndInverse() throws {
        #expect(try clipped(alpha: 0.5).at(10, 10, scale: 1).isClose(to: rgb(0, 0, 255, 128), tolerance: 1))
        #expect(try clipped(opacity: 0.5).at(10, 10, scale: 1).isClose(to: rgb(0, 0, 255, 128), tolerance: 1))
        let inverse = try clipped(options: .inverse)
        #expect(inverse.at(10, 10, scale: 1).a == 0)
        #expect(inverse.at(30, 10, scale: 1) == rgb(0, 0, 255, 255))
        // Inverse of a half-transparent layer: half shows there, all of it beside.
        let half = try clipped(alpha: 0.5, options: .inverse)
        #expect(half.at(10, 10, scale: 1).isClose(to: rgb(0, 0, 255, 128), tolerance: 1))
        #expect(half.at(30, 10, scale: 1) == rgb(0, 0, 255, 255))
    }
}
