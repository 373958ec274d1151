import Foundation
import EaselLayout

/// Entry points for `Benchmarks/`: measuring text without building views.
@_spi(Benchmarking)
public enum TextBenchmarking {
    /// Waits until the system font's faces listed and prepared on another thread by a process's first host are
    /// done, so that a measurement made after it does not count that thread's one-time work.
    public static func waitForBackgroundFontWork() {
        FontLibrary.waitForBackgroundWork()
    }

    /// The size of `string` in `.body` at Large, laid out in `width` (nil: unbounded), as Text reports it: shaped
    /// (or found among the process's shaped paragraphs), then measured.
    public static func measure(_ string: String, width: CGFloat?) -> CGSize {
        let layout = TextLayout(runs: [TextRun(string, font: body)], options: TextLayoutOptions(), baseFont: body)
        return layout.measure(for: ProposedViewSize(width: width, height: nil)).size
    }

    /// A string shaped once in `.body` at Large, held as a Text's layout holds it between proposals.
    // A class, so that a client module never lays out the fields itself: a layout holds font state whose C types
    // only this module sees.
    public final class Shaped {
        let layout: TextLayout

        init(layout: TextLayout) {
            self.layout = layout
            _ = layout.paragraph
        }
    }

    public static func shape(_ string: String) -> Shaped {
        let layout = TextLayout(runs: [TextRun(string, font: body)], options: TextLayoutOptions(), baseFont: body)
        return Shaped(layout: layout)
    }

    /// The size of a held string laid out in `width`: what a Text does when its parent proposes a new width
    /// (its last few proposals are remembered, so a width asked for again is found, not measured).
    public static func measure(_ shaped: Shaped, width: CGFloat) -> CGSize {
        shaped.layout.measure(for: ProposedViewSize(width: width, height: nil)).size
    }

    /// The font file and face index `.body` resolves to, and its size in points, for timing HarfBuzz on the
    /// same face outside Easel.
    public static var bodyFace: (path: String, index: Int, size: CGFloat) {
        (body.face.path, body.face.index, body.size)
    }

    private static let body = Font.body.resolve(at: .large).font!
}
