import Foundation

/// Entry points for `Benchmarks/`: measuring text without building views.
@_spi(Benchmarking)
public enum TextBenchmarking {
    /// The size of `string` in `.body` at Large, laid out in `width` (nil: unbounded), as Text reports it.
    public static func measure(_ string: String, width: CGFloat?) -> CGSize {
        let paragraph = ShapedParagraph.make([TextRun(string, font: body)])
        let proposal = CGSize(width: width ?? .infinity, height: .infinity)
        return paragraph.layout(in: proposal, options: TextLayoutOptions(), baseFont: body).size
    }

    /// A string shaped once in `.body` at Large, held as a Text's layout holds it between proposals.
    public struct Shaped {
        let paragraph: ShapedParagraph
    }

    public static func shape(_ string: String) -> Shaped {
        Shaped(paragraph: ShapedParagraph.make([TextRun(string, font: body)]))
    }

    /// The size of a held string laid out in `width`: what a Text does when its parent proposes a new width.
    public static func measure(_ shaped: Shaped, width: CGFloat) -> CGSize {
        shaped.paragraph.layout(in: CGSize(width: width, height: .infinity), options: TextLayoutOptions(), baseFont: body).size
    }

    /// The font file and face index `.body` resolves to, and its size in points, for timing HarfBuzz on the
    /// same face outside Easel.
    public static var bodyFace: (path: String, index: Int, size: CGFloat) {
        (body.face.path, body.face.index, body.size)
    }

    private static let body = Font.body.resolve(at: .large).font!
}
