import Foundation
import SwiftUI
import Testing

// rotation3DEffect drawn: a 200×100 red view at 50…250 × 50…150, turned 45° about y with the default perspective.
// By the projection (worked in Rotation3DEffectTests): its near (left) edge comes to x = 50 − 9.38 = 40.62 and
// spans y 22.65…177.35; its far (right) edge recedes to x = 50 + 152.24 = 202.24, spanning y 63.06…136.94; its
// top edge runs straight between (40.62, 22.65) and (202.24, 63.06).

@Suite("rotation3DEffect and projectionEffect (pixels)")
struct ProjectionPixelTests {
    static func card(_ direction: LayoutDirection = .leftToRight) -> some View {
        ZStack {
            Color.white
            Color(red: 1, green: 0, blue: 0).frame(width: 200, height: 100)
                .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
        }
        .frame(width: 300, height: 200)
        .environment(\.layoutDirection, direction)
    }

    @Test("The near side grows past the frame, the far side shrinks inside it", arguments: [1.0, 2.0])
    func perspective(scale: CGFloat) throws {
        let image = try pixels(Self.card(), scale: scale)
        let red = rgb(255, 0, 0), white = rgb(255, 255, 255)
        for (x, y) in [(45.0, 100.0), (42.0, 30.0), (42.0, 170.0), (150.0, 100.0), (195.0, 100.0)] {
            #expect(image.at(x, y, scale: scale) == red, "(\(x), \(y)) is on the turned view")
        }
        for (x, y) in [(38.0, 100.0), (42.0, 20.0), (210.0, 100.0), (230.0, 100.0), (240.0, 55.0), (195.0, 58.0)] {
            #expect(image.at(x, y, scale: scale) == white, "(\(x), \(y)) is off the turned view")
        }
    }

    @Test("In a right-to-left layout the turn is mirrored: the near side is the right")
    func rightToLeft() throws {
        let image = try pixels(Self.card(.rightToLeft))
        #expect(image.at(255, 100, scale: 1) == rgb(255, 0, 0))
        #expect(image.at(70, 100, scale: 1) == rgb(255, 255, 255))
    }

    @Test("projectionEffect draws its perspective part: a keystone narrower at the bottom")
    func keystone() throws {
        // m23 = 0.005: a point at y is divided by 1 + 0.005 y, so the bottom (y = 100) of a 100×100 view shrinks by
        // 1.5 about the origin: the bottom-right corner lands at (66.7, 66.7), the top edge stays.
        var transform = ProjectionTransform()
        transform.m23 = 0.005
        let view = ZStack(alignment: .topLeading) {
            Color.white
            Color(red: 0, green: 0, blue: 1).frame(width: 100, height: 100).projectionEffect(transform)
        }
        .frame(width: 120, height: 120)
        let image = try pixels(view)
        let blue = rgb(0, 0, 255), white = rgb(255, 255, 255)
        #expect(image.at(95, 2, scale: 1) == blue)
        #expect(image.at(60, 60, scale: 1) == blue)
        #expect(image.at(70, 60, scale: 1) == white)
        #expect(image.at(30, 70, scale: 1) == white)
    }

    @Test("Edge-on, past the horizon or turned over: drawn without a crash, in every format", arguments: [90.0, 135.0, 180.0])
    func extremes(degrees: Double) throws {
        let view = Color.red.frame(width: 200, height: 100)
            .rotation3DEffect(.degrees(degrees), axis: (x: 0, y: 1, z: 0), perspective: 3).padding(40)
        let renderer = ImageRenderer(content: view)
        #expect(renderer.pngData() != nil)
        #expect(renderer.svgData() != nil)
        #expect(renderer.pdfData() != nil)
    }
}

// A group painted inside a raster effect (an opacity, a mask or a blend mode under a turn in space or a blur) is
// bounded by its own ink, so the effect finds what to rasterize: half-opaque red over white is (255, 127.5, 127.5).
@Suite("Groups inside raster effects (pixels)")
struct GroupsInRasterEffectsPixelTests {
    static func card<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        ZStack {
            Color.white
            content()
        }
        .frame(width: 300, height: 200)
    }

    @Test("A faded view turned in space is drawn faded where the turn puts it")
    func opacityInsideProjection() throws {
        let image = try pixels(Self.card {
            Color(red: 1, green: 0, blue: 0).frame(width: 200, height: 100).opacity(0.5)
                .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
        })
        #expect(image.at(150, 100, scale: 1).isClose(to: rgb(255, 128, 128), tolerance: 2))
        #expect(image.at(230, 100, scale: 1) == rgb(255, 255, 255))
    }

    @Test("A faded, masked or blended view under a blur is drawn, blurred only at its edges")
    func groupsInsideBlur() throws {
        let faded = try pixels(Self.card {
            Color(red: 1, green: 0, blue: 0).frame(width: 200, height: 100).opacity(0.5).blur(radius: 2)
        })
        #expect(faded.at(150, 100, scale: 1).isClose(to: rgb(255, 128, 128), tolerance: 2))
        let masked = try pixels(Self.card {
            Color(red: 1, green: 0, blue: 0).frame(width: 200, height: 100).mask(Rectangle().frame(width: 100)).blur(radius: 2)
        })
        #expect(masked.at(150, 100, scale: 1) == rgb(255, 0, 0))
        #expect(masked.at(60, 100, scale: 1) == rgb(255, 255, 255))
        let blended = try pixels(Self.card {
            Color(red: 1, green: 0, blue: 0).frame(width: 200, height: 100).blendMode(.multiply).blur(radius: 2)
        })
        #expect(blended.at(150, 100, scale: 1) == rgb(255, 0, 0))
    }
}
