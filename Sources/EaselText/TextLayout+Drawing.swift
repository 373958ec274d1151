import EaselGraphics
import EaselLayout
import Foundation

extension TextLayout {
    /// The glyph runs that draw the text laid out for `proposal` in `frame`: the same shaping and the same
    /// lines that measuring chose, so what is drawn is what was measured.
    ///
    /// 1. Lay the paragraph out again for the proposal it was placed with (a deterministic, cached shaping).
    /// 2. Put each line's baseline where layout put it, the first one on its rounded guide, and start it at
    ///    its alignment offset.
    /// 3. Walk the shown clusters in order, advancing by their measured advances (squeezed on a tightened
    ///    line), placing each glyph at its HarfBuzz offset; an ellipsis is shaped in the font beside it.
    ///    The line is walked in visual order (`visualOrder(of:)`: logical order unless it has right-to-left
    ///    text), the glyphs of a right-to-left cluster from last to first.
    /// 4. Split into runs wherever the face, size or paint changes.
    ///
    /// `paints` gives each of the layout's runs its paint.
    package func glyphRuns(
        for proposal: ProposedViewSize, in frame: CGRect, paints: [Paint], decorations: [RunDecoration] = []
    ) -> [GlyphRun] {
        let paragraph = paragraph
        let result = self.result(for: proposal)
        guard let firstLine = result.lines.first else { return [] }
        let glyphStarts = paragraph.glyphStarts()
        let shift = result.firstBaseline - firstLine.baseline
        var builder = GlyphRunBuilder(paints: paints, runs: runs, scale: result.scale)
        builder.decorations = decorations
        for (line, offset) in zip(result.lines, result.lineOffsets(in: frame.width)) {
            let baseline = frame.minY + line.baseline + shift
            builder.baseline = baseline
            builder.lineExtent = (line.ascent, line.descent)
            var x = frame.minX + offset
            let natural = line.pieces.reduce(CGFloat(0)) { $0 + paragraph.advance(of: $1) } * result.scale
            let squeeze = line.isTightened && natural > 0 ? line.width / natural : 1
            let elements = paragraph.visualOrder(of: line)
            // White space hanging at the line's logical end (outside its measured width) may come first in a
            // right-to-left line: it hangs past the start, so the text still starts at the alignment offset.
            x -= paragraph.hangingWidth(of: line, before: elements) * result.scale * squeeze
            for element in elements {
                switch element {
                case .ellipsis(let beside):
                    x = builder.addEllipsis(at: x, baseline: baseline, beside: beside, in: paragraph)
                case .cluster(let cluster):
                    if !paragraph.isNewline(cluster) {
                        // A right-to-left cluster's glyphs are stored in logical order: drawn last to first.
                        let glyphs = glyphStarts[cluster]..<glyphStarts[cluster + 1]
                        let isBackward = paragraph.clusters[cluster].level & 1 == 1
                        var pen = x
                        for step in 0..<glyphs.count {
                            let glyph = paragraph.glyphs[isBackward ? glyphs.upperBound - 1 - step : glyphs.lowerBound + step]
                            // The cluster's characters go with its first glyph.
                            builder.add(glyph, run: Int(paragraph.clusters[cluster].run), at: CGPoint(
                                x: pen + glyph.offset.x * result.scale, y: baseline - glyph.offset.y * result.scale),
                                text: step == 0 ? paragraph.characters(of: cluster) : [])
                            pen += glyph.advance * result.scale * squeeze
                        }
                    }
                    x += paragraph.clusters[cluster].advance * result.scale * squeeze
                }
            }
            builder.finishRun()
        }
        return builder.finish()
    }
}

extension ShapedParagraph {
    /// Per cluster, the index of its first glyph (glyphs are stored in cluster order); one extra entry
    /// closes the last cluster.
    func glyphStarts() -> [Int] {
        var starts = [Int](repeating: glyphs.count, count: clusterCount + 1)
        for index in glyphs.indices.reversed() {
            starts[Int(glyphs[index].cluster)] = index
        }
        // Clusters without glyphs of their own start where the next cluster does.
        for cluster in stride(from: clusterCount - 1, through: 0, by: -1) where starts[cluster] > starts[cluster + 1] {
            starts[cluster] = starts[cluster + 1]
        }
        return starts
    }

    func characters(of cluster: Int) -> ArraySlice<Unicode.Scalar> {
        scalars[clusterStarts[cluster]..<clusterStarts[cluster + 1]]
    }

    /// The advance of the white space at a line's logical end (which its measured width leaves out) that comes
    /// before any other cluster in its visual order; none in text without right-to-left runs, where it hangs off
    /// the end.
    func hangingWidth(of line: TextLine, before elements: [VisualElement]) -> CGFloat {
        guard hasRightToLeft, line.ellipsisIndex != line.pieces.count, let last = line.pieces.last else { return 0 }
        var start = last.upperBound
        while start > last.lowerBound && clusters[start - 1].isWhitespace { start -= 1 }
        let hanging = start..<last.upperBound
        var width: CGFloat = 0
        for element in elements {
            guard case .cluster(let cluster) = element, hanging.contains(cluster) else { break }
            width += clusters[cluster].advance
        }
        return width
    }

    /// What a line draws, left to right.
    package enum VisualElement: Equatable, Sendable {
        case cluster(Int)
        /// "…", in the font of the cluster beside it.
        case ellipsis(beside: Int)
    }

    /// A line's clusters and ellipsis in the order they are drawn, left to right, by the Unicode bidirectional
    /// algorithm's rules for lines (UAX #9 L1–L2):
    /// - L1: white space at the end of the line, and before a tab, takes the paragraph's level;
    /// - L2: from the highest level down to the lowest odd one, every stretch at that level or above is
    ///   reversed.
    /// An ellipsis takes the paragraph's level, so it ends a right-to-left line on its left.
    package func visualOrder(of line: TextLine) -> [VisualElement] {
        var elements: [VisualElement] = []
        var levels: [UInt8] = []
        let paragraphLevel = line.pieces.first(where: { !$0.isEmpty }).map { clusters[$0.lowerBound].paragraphLevel }
            ?? (clusterCount > 0 ? clusters[0].paragraphLevel : 0)
        for (index, piece) in line.pieces.enumerated() {
            if index == line.ellipsisIndex {
                elements.append(.ellipsis(beside: piece.first ?? max(piece.lowerBound - 1, 0)))
                levels.append(paragraphLevel)
            }
            for cluster in piece {
                elements.append(.cluster(cluster))
                levels.append(clusters[cluster].level)
            }
        }
        if line.ellipsisIndex == line.pieces.count {
            elements.append(.ellipsis(beside: line.pieces.last?.last ?? 0))
            levels.append(paragraphLevel)
        }
        guard hasRightToLeft else { return elements }
        // L1: trailing white space, and white space before a tab, at the paragraph's level.
        var trailing = true
        for index in elements.indices.reversed() {
            guard case .cluster(let cluster) = elements[index] else {
                trailing = false
                continue
            }
            let isTab = scalars[clusterStarts[cluster]] == "\t"
            if isTab || isNewline(cluster) { trailing = true }
            if trailing && clusters[cluster].isWhitespace {
                levels[index] = paragraphLevel
            } else {
                trailing = false
            }
        }
        // L2.
        guard let highest = levels.max(), let lowest = levels.min() else { return elements }
        let lowestOdd = lowest | 1
        guard highest >= lowestOdd else { return elements }
        for level in stride(from: Int(highest), through: Int(lowestOdd), by: -1) {
            var index = 0
            while index < levels.count {
                guard levels[index] >= level else {
                    index += 1
                    continue
                }
                var end = index
                while end < levels.count && levels[end] >= level { end += 1 }
                elements[index..<end].reverse()
                levels[index..<end].reverse()
                index = end
            }
        }
        return elements
    }
}

/// Collects positioned glyphs into runs of one face, size and paint.
private struct GlyphRunBuilder {
    let paints: [Paint]
    let textRuns: [TextRun]
    let scale: CGFloat
    private var finished: [GlyphRun] = []
    private var current: GlyphRun?
    private var currentKey: (FontFace, Int)?
    /// The current run's text as UTF-8, made into its string when the run is closed: appending each glyph's
    /// scalars to a string's scalar view took the generic path, a call and a copy for every glyph.
    private var currentText: [UInt8] = []
    /// Each run's underline, strikethrough and baseline offset.
    var decorations: [RunDecoration] = []
    /// The baseline of the line being built.
    var baseline: CGFloat = 0
    /// Where the current run's decorations start and end, and in what face.
    private var span: (start: CGFloat, end: CGFloat, face: FontFace, run: Int)?
    /// How far the line being built reaches above and below its baseline: a background's height.
    var lineExtent: (ascent: CGFloat, descent: CGFloat) = (0, 0)
    /// Where the current run's glyphs start and end along the line.
    private var extentSpan: (start: CGFloat, end: CGFloat)?

    init(paints: [Paint], runs: [TextRun], scale: CGFloat) {
        self.paints = paints
        textRuns = runs
        self.scale = scale
    }

    /// Every run collected, the last one closed.
    mutating func finish() -> [GlyphRun] {
        finishRun()
        return finished
    }

    mutating func add(_ glyph: ShapedGlyph, run: Int, at position: CGPoint, text: ArraySlice<Unicode.Scalar>) {
        if let (face, index) = currentKey, face !== glyph.face || index != run { finishRun() }
        if current == nil {
            let font = textRuns[run].font
            current = GlyphRun(
                fontPath: glyph.face.path, faceIndex: glyph.face.index, size: font.size * scale,
                syntheticItalic: font.needsSyntheticItalic && glyph.face === font.face, glyphs: [], positions: [],
                paint: run < paints.count ? paints[run] : .color(RGBA(0, 0, 0)), text: "")
            current?.run = run
            if glyph.face === font.face { current?.horizontalScale = font.widthScale }
            currentKey = (glyph.face, run)
        }
        var position = position
        let decoration = run < decorations.count ? decorations[run] : nil
        if let decoration, decoration.baselineOffset != 0 { position.y -= decoration.baselineOffset }
        current?.glyphs.append(glyph.id)
        current?.positions.append(position)
        if decoration?.hasLines == true {
            let end = position.x + glyph.advance * scale
            span = (span?.start ?? position.x, max(span?.end ?? end, end), glyph.face, run)
        }
        let end = position.x + glyph.advance * scale
        extentSpan = (min(extentSpan?.start ?? position.x, position.x), max(extentSpan?.end ?? end, end))
        for scalar in text {
            UTF8.encode(scalar) { currentText.append($0) }
        }
    }

    /// Draws "…" in the font of the cluster beside it and returns the pen position after it.
    mutating func addEllipsis(at x: CGFloat, baseline: CGFloat, beside cluster: Int, in paragraph: ShapedParagraph) -> CGFloat {
        guard paragraph.clusterCount > 0 else { return x }
        let run = Int(paragraph.clusters[min(cluster, paragraph.clusterCount - 1)].run)
        let ellipsis = ShapedParagraph.make([TextRun("\u{2026}", font: textRuns[run].font)])
        var pen = x
        finishRun()
        for glyph in ellipsis.glyphs {
            add(glyph, run: run, at: CGPoint(x: pen + glyph.offset.x * scale, y: baseline - glyph.offset.y * scale), text: [])
            pen += glyph.advance * scale
        }
        currentText.append(contentsOf: "\u{2026}".utf8)
        finishRun()
        return pen
    }

    mutating func finishRun() {
        if var run = current, !run.glyphs.isEmpty {
            run.text = String(decoding: currentText, as: UTF8.self)
            if let span { run.decorations = lines(for: span, paint: run.paint) }
            if let extentSpan {
                run.extent = CGRect(
                    x: extentSpan.start, y: baseline - lineExtent.ascent, width: extentSpan.end - extentSpan.start,
                    height: lineExtent.ascent + lineExtent.descent)
            }
            if let index = currentKey?.1, index < decorations.count, let paint = decorations[index].background {
                // The line's full height behind the run's glyphs, as a text view's background color is drawn.
                run.backgrounds = [.fill(Path(run.extent), paint, FillRule())]
            }
            finished.append(run)
        }
        span = nil
        extentSpan = nil
        current = nil
        currentKey = nil
        currentText.removeAll(keepingCapacity: true)
    }

    /// The underline and strikethrough of a stretch of a run, placed by the face's own metrics at the run's size
    /// (moved with its baseline offset).
    private func lines(for span: (start: CGFloat, end: CGFloat, face: FontFace, run: Int), paint: Paint) -> [DisplayItem] {
        let decoration = decorations[span.run]
        let size = textRuns[span.run].font.size * scale
        let metrics = span.face.metrics
        let baseline = self.baseline - decoration.baselineOffset
        var items: [DisplayItem] = []
        for (line, offset, thickness) in [
            (decoration.underline, metrics.underlineOffset, metrics.underlineThickness),
            (decoration.strikethrough, -metrics.strikeoutOffset, metrics.strikeoutThickness),
        ] {
            guard let line else { continue }
            let width = max(thickness * size, 1 / 3)
            let y = baseline + offset * size
            var path = Path()
            path.move(to: CGPoint(x: span.start, y: y))
            path.addLine(to: CGPoint(x: span.end, y: y))
            let dash = line.dashes.map { $0 * width }
            items.append(.stroke(path, line.paint ?? paint, StrokeStyle(lineWidth: width, lineCap: dash.isEmpty ? .butt : .round, dash: dash)))
        }
        return items
    }
}

/// A run's lines and vertical shift, from `underline`, `strikethrough` and `baselineOffset`.
package struct RunDecoration: Sendable {
    package struct Line: Sendable {
        /// The line's paint; the text's own when nil.
        package var paint: Paint?
        /// The dash pattern in multiples of the line's thickness; solid when empty.
        package var dashes: [CGFloat]

        package init(paint: Paint?, dashes: [CGFloat]) {
            self.paint = paint
            self.dashes = dashes
        }
    }

    package var underline: Line?
    package var strikethrough: Line?
    /// Points the run's glyphs are raised above the baseline.
    package var baselineOffset: CGFloat
    /// What fills the line's height behind the run (an attributed string's `backgroundColor`).
    package var background: Paint?

    package init(underline: Line? = nil, strikethrough: Line? = nil, baselineOffset: CGFloat = 0, background: Paint? = nil) {
        self.underline = underline
        self.strikethrough = strikethrough
        self.baselineOffset = baselineOffset
        self.background = background
    }

    var hasLines: Bool { underline != nil || strikethrough != nil }
}
