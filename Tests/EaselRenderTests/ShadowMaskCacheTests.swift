import Easel
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
