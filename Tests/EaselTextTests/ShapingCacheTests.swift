import EaselText
import Foundation
import Testing

/// The process-wide cache of shaped text holds at most its stated number of bytes, however many distinct
/// strings a process measures.
@Suite(.serialized) struct ShapingCacheTests {
    func shape(_ count: Int, prefix: String) {
        let font = Font.body.resolve(at: .large).font!
        for index in 0..<count {
            _ = ShapedParagraph.make([TextRun("\(prefix) distinct string number \(index)", font: font)])
        }
    }

    @Test("20,000 distinct strings keep the cache within its 16 MiB bound")
    func defaultBound() {
        shape(20_000, prefix: "bound")
        let bytes = ShapedParagraph.cacheBytes
        #expect(bytes.bound == 16 << 20)
        #expect(bytes.kept <= bytes.bound)
        #expect(bytes.kept > 0)
    }

    @Test("The bound is configurable: at 1 MiB, the cache keeps at most 1 MiB")
    func configuredBound() {
        let before = FontLibrary.shapedTextCacheLimit
        defer { FontLibrary.shapedTextCacheLimit = before }
        FontLibrary.shapedTextCacheLimit = 1 << 20
        shape(5_000, prefix: "small")
        #expect(ShapedParagraph.cacheBytes.kept <= 1 << 20)
        #expect(FontLibrary.shapedTextCacheLimit == 1 << 20)
    }
}
