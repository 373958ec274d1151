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

    /// The font file and face index `.body` resolves to, and its size in points, for timing HarfBuzz on the
    /// same face outside Easel.
    public static var bodyFace: (path: String, index: Int, size: CGFloat) {
        (body.face.path, body.face.index, body.size)
    }

    private static let body = Font.body.resolve(at: .large).font!
}
