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
