import EaselText
import Foundation
import Testing

@Suite("Shaping and line breaking (spec §7)")
struct ShapedParagraphTests {
    static func body() -> ResolvedFont {
        Font.body.resolve(at: .large).font!
    }
}
