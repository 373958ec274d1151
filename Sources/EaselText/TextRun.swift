import Foundation

/// A run of text in one font: what a `Text` and its concatenations are made of.
package struct TextRun: Hashable, Sendable {
    package var string: String
    package var font: ResolvedFont
    /// Points added after each character (`tracking`, `kerning`).
    package var tracking: CGFloat

    package init(_ string: String, font: ResolvedFont, tracking: CGFloat = 0) {
        self.string = string
        self.font = font
        self.tracking = tracking
    }
}
