import Easel
import CCairo
@testable import EaselRender
import Foundation
import Testing

/// A shadow's mask made for one render is kept for the next that draws the same shadow at the same pixels.
@Suite struct ShadowMaskCacheTests {
    /// A rounded rectangle with a wide shadow (blurred on a coarser raster), its shadow offset by `dx` points.
    private func render(dx: CGFloat) throws -> Data {
        try ViewHost(
            RoundedRectangle(cornerRadius: 9).fill(Color.blue).frame(width: 61, height: 37)
                .shadow(color: .black.opacity(0.4), radius: 13, x: dx, y: 5)
                .padding(50)
        ).render(as: .png, scale: 1)
    }

    @Test("The same shadow renders the same bytes again, with its mask kept; a shadow moved by a fraction of a pixel is another mask")
    func keptByPlace() throws {
        // The two shadows have the same coverage and blur and differ only in where they land on the pixel grid:
        // a key without the place would hand the second render the first's mask.
        let quarter = try render(dx: 3.25)
        #expect(ShadowMaskCache.cachedBytes > 0)
        let threeQuarters = try render(dx: 3.75)
        #expect(quarter != threeQuarters)
        #expect(try render(dx: 3.25) == quarter)
        #expect(try render(dx: 3.75) == threeQuarters)
        #expect(ShadowMaskCache.cachedBytes <= ShadowMaskCache.byteLimit)
    }
}

/// A linear gradient computed into device pixels for one render is kept for the next that fills the same pixels
/// with it.
@Suite struct GradientRasterCacheTests {
    /// A 53 × 29 rectangle of a two-stop gradient, `inset` points from the image's edge.
    private func render(end: UnitPoint, inset: CGFloat) throws -> Data {
        try ViewHost(
            Rectangle().fill(LinearGradient(colors: [.orange, .teal], startPoint: .leading, endPoint: end))
                .frame(width: 53, height: 29)
                .padding(inset)
        ).render(as: .png, scale: 1)
    }

    @Test("The same gradient renders the same bytes again, its pixels kept; another axis or another place on the pixel grid is other pixels")
    func keptByGradientAndPlace() throws {
        let first = try render(end: .trailing, inset: 5)
        // Seen once, the gradient was written in place; seen again, it is kept.
        #expect(try render(end: .trailing, inset: 5) == first)
        #expect(GradientRasterCache.cachedBytes > 0)
        // The same box and stops along another axis, and the same gradient half a pixel over.
        let otherAxis = try render(end: .bottomTrailing, inset: 5)
        let halfOver = try render(end: .trailing, inset: 5.5)
        #expect(otherAxis != first)
        #expect(try render(end: .trailing, inset: 5) == first)
        #expect(try render(end: .bottomTrailing, inset: 5) == otherAxis)
        #expect(try render(end: .trailing, inset: 5.5) == halfOver)
        #expect(GradientRasterCache.cachedBytes <= GradientRasterCache.byteLimit)
    }
}

/// Pixels kept between renders are drawn by every thread, each from a surface of its own over them.
@Suite struct KeptSurfaceTests {
    @Test("A borrowed surface draws the kept pixels, keeps them alive after their cache lets go, and frees them when destroyed")
    func borrowedOwnsItsPixels() throws {
        let source = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 3, 2))
        let pixels = try #require(cairo_image_surface_get_data(source))
        for index in 0..<Int(cairo_image_surface_get_stride(source)) * 2 { pixels[index] = UInt8(truncatingIfNeeded: index) }
        cairo_surface_mark_dirty(source)
        var kept: KeptSurface? = KeptSurface(surface: source)
        weak let watched = kept
        let own = try #require(kept?.borrowed())
        // Its own surface object, whose pixman image no other thread references, over the same bytes.
        #expect(own != source)
        #expect(cairo_image_surface_get_data(own) == pixels)
        #expect(cairo_surface_get_reference_count(source) == 1)
        kept = nil
        #expect(watched != nil)
        #expect(cairo_image_surface_get_data(own)?[5] == 5)
        cairo_surface_destroy(own)
        #expect(watched == nil)
    }
}

/// A gradient seen for the first time, filling a rectangle on whole device pixels, is written straight into
/// the target; the bytes are those of painting it from kept pixels.
@Suite struct GradientInPlaceTests {
    /// An opaque gradient filling a rectangle inside a group (an opacity) and at the root, along a diagonal, at
    /// `scale`; `stops` varies so that each test's gradients are new to the process.
    private func render(_ stops: [Color], scale: CGFloat, opaque: Bool = true) throws -> Data {
        let gradient = LinearGradient(colors: stops, startPoint: .topLeading, endPoint: .bottomTrailing)
        return try ViewHost(
            VStack(spacing: 3) {
                Rectangle().fill(gradient).frame(width: 41, height: 23)
                Rectangle().fill(gradient).frame(width: 17, height: 11).padding(2).opacity(0.5)
                Rectangle().fill(gradient).frame(width: 12, height: 7).opacity(opaque ? 1 : 0.99)
            }
            .padding(4)
        ).render(as: .png, scale: scale)
    }

    @Test("Written in place the first time, painted from kept pixels after, the same bytes", arguments: [1.0, 2.0])
    func samePixels(scale: CGFloat) throws {
        let stops: [Color] = [Color(red: 0.1, green: 0.2, blue: scale / 3), .yellow, Color(red: 0.9, green: 0.3, blue: 0.4)]
        let before = GradientRasterCache.inPlaceFills.load(ordering: .relaxed)
        let first = try render(stops, scale: scale)
        // All three rectangles went the new way, the one in a group too (other tests may add theirs meanwhile).
        #expect(GradientRasterCache.inPlaceFills.load(ordering: .relaxed) - before >= 3)
        let second = try render(stops, scale: scale)
        let third = try render(stops, scale: scale)
        #expect(first == second && second == third)
    }

    @Test("Only a rectangle on whole device pixels, inside the clip, of an opaque gradient, is written in place")
    func whereItApplies() throws {
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 40, 30))
        defer { cairo_surface_destroy(surface) }
        let drawer = CairoDrawer(surface: surface, rasterScale: 1)
        defer { drawer.finish() }
        let cr = drawer.cr
        // New stops for each case, so that each is a first sight.
        func stops(_ seed: Double, opacity: Double = 1) -> [GradientStop] {
            [GradientStop(color: RGBA(red: seed, green: 0.5, blue: 0.2, opacity: opacity), location: 0),
             GradientStop(color: RGBA(red: 0.1, green: seed, blue: 0.9, opacity: 1), location: 1)]
        }
        func attempt(_ seed: Double, opacity: Double = 1, path: () -> Void) -> Bool {
            cairo_new_path(cr)
            path()
            let done = drawer.fillRasterGradient(stops(seed, opacity: opacity), CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 20)) == .inPlace
            cairo_new_path(cr)
            return done
        }
        #expect(attempt(0.11) { cairo_rectangle(cr, 2, 3, 10, 5) })
        // Half a pixel over, a rotated square, two rectangles, a gradient not quite opaque.
        #expect(!attempt(0.12) { cairo_rectangle(cr, 2.5, 3, 10, 5) })
        #expect(!attempt(0.13) {
            cairo_move_to(cr, 10, 2); cairo_line_to(cr, 15, 7); cairo_line_to(cr, 10, 12); cairo_line_to(cr, 5, 7)
            cairo_close_path(cr)
        })
        #expect(!attempt(0.14) { cairo_rectangle(cr, 2, 3, 10, 5); cairo_rectangle(cr, 20, 3, 5, 5) })
        #expect(!attempt(0.15, opacity: 0.99) { cairo_rectangle(cr, 2, 3, 10, 5) })
        // A clip that cuts the rectangle, and one that holds it.
        cairo_save(cr)
        cairo_rectangle(cr, 0, 0, 8, 30)
        cairo_clip(cr)
        #expect(!attempt(0.16) { cairo_rectangle(cr, 2, 3, 10, 5) })
        #expect(attempt(0.17) { cairo_rectangle(cr, 2, 3, 5, 5) })
        cairo_restore(cr)
        // Inside a group, whose surface is offset from the device.
        cairo_save(cr)
        cairo_rectangle(cr, 3, 4, 20, 10)
        cairo_clip(cr)
        cairo_push_group(cr)
        #expect(attempt(0.18) { cairo_rectangle(cr, 4, 5, 6, 3) })
        cairo_pattern_destroy(cairo_pop_group(cr))
        cairo_restore(cr)
        // The same gradient at the same pixels a second time is painted from kept pixels instead.
        #expect(!attempt(0.11) { cairo_rectangle(cr, 2, 3, 10, 5) })
    }
}
