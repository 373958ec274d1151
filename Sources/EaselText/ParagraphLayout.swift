import EaselLayout
import Foundation

/// An alignment position for text along the horizontal axis.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

/// Where an ellipsis replaces text that does not fit (LayoutRules §7).
package enum TextTruncation: Hashable, Sendable {
    case head, middle, tail
}

/// How a paragraph is laid out, from the environment of its `Text`.
package struct TextLayoutOptions: Hashable, Sendable {
    /// At most this many lines; nil for no limit.
    package var lineLimit: Int?
    /// At least this many lines' height, visible or not (`lineLimit(_:reservesSpace:)`, ranges).
    package var reservedLines = 0
    package var truncation = TextTruncation.tail
    package var lineSpacing: CGFloat = 0
    package var minimumScaleFactor: CGFloat = 1
    package var allowsTightening = false
    package var displayScale: CGFloat = 1
    /// How lines sit within the text's width (`multilineTextAlignment`), already mirrored for
    /// right-to-left layout: drawing only, never the size (LayoutRules §7).
    package var alignment = TextAlignment.leading

    package init() {}
}

/// One laid-out line: the clusters it shows, where an ellipsis sits among them, and its metrics.
package struct TextLine: Equatable, Sendable {
    /// The clusters shown, in order; an ellipsis goes between `pieces[ellipsisIndex - 1]` and
    /// `pieces[ellipsisIndex]` when there is one.
    package var pieces: [Range<Int>]
    package var ellipsisIndex: Int?
    /// The width of the shown clusters and ellipsis, without trailing white space, at the layout's scale.
    package var width: CGFloat
    /// The baseline's distance from the top of the text, unrounded.
    package var baseline: CGFloat
    package var ascent: CGFloat
    package var descent: CGFloat
    /// Whether `allowsTightening` squeezed the line's characters to fit instead of truncating it.
    package var isTightened = false

    /// The text shown, with "…" where the ellipsis is: for tests and diagnostics.
    package func text(in paragraph: ShapedParagraph) -> String {
        var result = ""
        for (index, piece) in pieces.enumerated() {
            if index == ellipsisIndex { result += "…" }
            for cluster in piece where !paragraph.isNewline(cluster) {
                let scalars = paragraph.scalars[paragraph.clusterStarts[cluster]..<paragraph.clusterStarts[cluster + 1]]
                result.unicodeScalars.append(contentsOf: scalars)
            }
        }
        if ellipsisIndex == pieces.count { result += "…" }
        return result
    }
}

/// A paragraph laid out against one proposal: its lines, size and baselines (LayoutRules §7, §1.3).
package struct TextLayoutResult: Equatable, Sendable {
    package var lines: [TextLine]
    /// The size Text reports: the widest line (never more than a finite proposed width) by the lines'
    /// height, both rounded up to the pixel grid.
    package var size: CGSize
    /// The first line's baseline rounded to the nearest pixel and the last one's rounded up (LayoutRules §1.3).
    package var firstBaseline: CGFloat
    package var lastBaseline: CGFloat
    /// The font scale used: 1, or less when `minimumScaleFactor` let the text shrink to fit.
    package var scale: CGFloat
    /// How lines sit within the text's width (from `TextLayoutOptions.alignment`).
    package var alignment: TextAlignment

    /// Whether an ellipsis replaced some of the text.
    package var isTruncated: Bool { lines.contains { $0.ellipsisIndex != nil } }

    /// Where each line starts along x inside bounds of the given width, by the text's alignment.
    package func lineOffsets(in width: CGFloat) -> [CGFloat] {
        lines.map { line in
            switch alignment {
            case .leading: 0
            case .center: (width - line.width) / 2
            case .trailing: width - line.width
            }
        }
    }

}

/// A paragraph's size and baselines against one proposal, without its lines: what measuring needs.
package struct TextMeasure: Equatable, Sendable {
    package var size: CGSize
    package var firstBaseline: CGFloat
    package var lastBaseline: CGFloat
    /// Whether there is a line at all (an empty paragraph has no baselines to align by).
    package var hasLines: Bool

    package init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, hasLines: Bool) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.hasLines = hasLines
    }

    package init(_ result: TextLayoutResult) {
        self.init(
            size: result.size, firstBaseline: result.firstBaseline, lastBaseline: result.lastBaseline,
            hasLines: !result.lines.isEmpty)
    }
}

extension ShapedParagraph {
    /// How far `allowsTightening` may squeeze a line before it is truncated. SwiftUI does not document the
    /// amount; 5% of the line's width is Easel's guess (docs/Decisions.md).
    static let tighteningLimit: CGFloat = 0.05

    /// Lays the paragraph out in a proposed size (nil or infinite dimensions are unbounded), following
    /// LayoutRules §7:
    /// 1. A zero proposal in both dimensions gives zero.
    /// 2. Break lines greedily at the opportunities that fit the width; a cluster run with no opportunity
    ///    that is wider than the line breaks between clusters; white space hangs past the line's end.
    /// 3. Show as many lines as the line limit and the proposed height allow (at least one).
    /// 4. If lines are hidden and `minimumScaleFactor` allows, shrink the font (largest scale first) until
    ///    everything fits, or to the factor.
    /// 5. If lines are still hidden, truncate the last shown line with an ellipsis.
    /// 6. Report the widest line and the lines' height (at least `reservedLines` lines), rounded up.
    package func layout(in proposal: CGSize?, options: TextLayoutOptions, baseFont: ResolvedFont) -> TextLayoutResult {
        let width = proposal.map { $0.width.isFinite ? max(0, $0.width) : .infinity } ?? .infinity
        let height = proposal.map { $0.height.isFinite ? max(0, $0.height) : .infinity } ?? .infinity
        let grid = PixelGrid(scale: options.displayScale)
        if width == 0 && height == 0 {
            return TextLayoutResult(
                lines: [], size: .zero, firstBaseline: 0, lastBaseline: 0, scale: 1, alignment: options.alignment)
        }
        let maxLines = options.lineLimit.map { max(1, $0) } ?? .max
        func visibleCount(_ breaks: [Range<Int>], at scale: CGFloat) -> Int {
            visibleLineCount(breaks, height: height, maxLines: maxLines, scale: scale, options: options)
        }
        /// The lines at `scale`, when every one of them shows.
        func allShowing(at scale: CGFloat) -> [Range<Int>]? {
            let breaks = lineBreaks(width: width, scale: scale)
            return visibleCount(breaks, at: scale) == breaks.count ? breaks : nil
        }

        var scale: CGFloat = 1
        var breaks = lineBreaks(width: width, scale: 1)
        let minimumScale = min(1, max(0.01, options.minimumScaleFactor.isFinite ? options.minimumScaleFactor : 1))
        if visibleCount(breaks, at: 1) < breaks.count && minimumScale < 1 {
            scale = minimumScale
            if let smallest = allShowing(at: minimumScale) {
                // The largest scale at which every line shows, to within a two-hundredth.
                breaks = smallest
                var high: CGFloat = 1
                while high - scale > 0.005 {
                    let middle = (scale + high) / 2
                    if let candidate = allShowing(at: middle) {
                        (scale, breaks) = (middle, candidate)
                    } else {
                        high = middle
                    }
                }
            } else {
                breaks = lineBreaks(width: width, scale: minimumScale)
            }
        }
        let visible = visibleCount(breaks, at: scale)

        var lines: [TextLine] = []
        var top: CGFloat = 0
        for (index, range) in breaks.prefix(visible).enumerated() {
            var line = TextLine(pieces: [range], ellipsisIndex: nil, width: 0, baseline: 0, ascent: 0, descent: 0)
            if index == visible - 1 && visible < breaks.count {
                line = truncatedLine(from: range.lowerBound, width: width, scale: scale, options: options)
            } else {
                line.width = trimmedWidth(range, scale: scale)
            }
            let (ascent, descent) = lineMetrics(line.pieces, scale: scale, baseFont: baseFont)
            if index > 0 { top += options.lineSpacing }
            line.ascent = ascent
            line.descent = descent
            line.baseline = top + ascent
            top += ascent + descent
            lines.append(line)
        }
        let reserved = max(0, options.reservedLines - lines.count)
        if reserved > 0 {
            let lineHeight = baseFont.lineHeight * scale
            top += CGFloat(reserved) * lineHeight + CGFloat(lines.isEmpty ? reserved - 1 : reserved) * options.lineSpacing
        }
        let widest = lines.map(\.width).max() ?? 0
        return TextLayoutResult(
            lines: lines,
            size: CGSize(width: grid.roundUp(min(widest, width)), height: grid.roundUp(top)),
            firstBaseline: grid.align(lines.first?.baseline ?? 0),
            lastBaseline: grid.roundUp(lines.last?.baseline ?? 0),
            scale: scale, alignment: options.alignment)
    }

    /// The clusters of each line when the paragraph wraps at `width` with its fonts at `scale`.
    package func lineBreaks(width: CGFloat, scale: CGFloat) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        let limit = width / scale + 1e-9
        // Read once: each read of a class's stored array inside the loop would be a checked access.
        let clusters = clusters
        var start = 0
        while start < clusters.count {
            let end = Self.lineEnd(from: start, limit: limit, clusters: clusters)
            lines.append(start..<end)
            start = end
        }
        return lines
    }

    /// Where the line that starts at cluster `start` ends (exclusive) when lines are `limit` wide at scale 1:
    /// before the first cluster that would cross the limit, at the last break opportunity before it (or
    /// between clusters when there is none); after a mandatory break; white space never crosses.
    @inline(__always)
    private static func lineEnd(
        from start: Int, limit: CGFloat, clusters: [Cluster]
    ) -> Int {
        var lineWidth: CGFloat = 0
        var lastOpportunity: Int?
        var index = start
        while index < clusters.count {
            let cluster = clusters[index]
            if lineWidth + cluster.advance > limit && !cluster.isWhitespace {
                return lastOpportunity ?? max(index, start + 1)
            }
            lineWidth += cluster.advance
            if cluster.lineBreak == .mandatory { return index + 1 }
            if cluster.lineBreak == .allowed { lastOpportunity = index + 1 }
            index += 1
        }
        return clusters.count
    }

    /// The size and baselines `layout(in:options:baseFont:)` reports for the same proposal, found without making
    /// its lines, when every line shows at full size: no line limit or proposed height hides a line, so nothing
    /// shrinks or gets an ellipsis. Nil otherwise (and for an empty paragraph or a zero proposal): only the full
    /// layout knows then. Every sum is taken in the full layout's order, so the two agree to the bit.
    package func measure(in proposal: CGSize?, options: TextLayoutOptions, baseFont: ResolvedFont) -> TextMeasure? {
        Self.measure(measuring, in: proposal, options: options, baseFont: baseFont)
    }

    /// What measuring reads of a paragraph, copied out (the arrays are shared, not copied) so that a Text can
    /// keep it beside its answers and measure without reaching the paragraph itself.
    /// A value kept inside the Text's record, not an object of its own: measuring many Texts waits on memory,
    /// and an object would be one more place to reach before the clusters (it cost the 10,000-Text layout 1 to
    /// 2 ms; Benchmarks/Results/2026-11-29.md).
    package struct Measuring: Sendable {
        let clusters: [Cluster]
        let uniformMetrics: (ascent: CGFloat, descent: CGFloat)?
        /// The runs, read for each line's metrics only when they differ between runs; empty otherwise, so that
        /// copying these facts out of a Text's record (which retains each array) does not reach the runs'
        /// storage, one more line of memory for each of thousands of Texts.
        let runs: [TextRun]
    }

    package var measuring: Measuring {
        Measuring(clusters: clusters, uniformMetrics: uniformMetrics, runs: uniformMetrics == nil ? runs : [])
    }

    /// `measure(in:options:baseFont:)` of the paragraph `facts` was read from.
    package static func measure(
        _ facts: Measuring, in proposal: CGSize?, options: TextLayoutOptions, baseFont: ResolvedFont
    ) -> TextMeasure? {
        // Read once, outside the loop over lines.
        let clusters = facts.clusters, uniformMetrics = facts.uniformMetrics, runs = facts.runs
        let width = proposal.map { $0.width.isFinite ? max(0, $0.width) : .infinity } ?? .infinity
        let height = proposal.map { $0.height.isFinite ? max(0, $0.height) : .infinity } ?? .infinity
        guard !clusters.isEmpty, width != 0 || height != 0 else { return nil }
        let maxLines = options.lineLimit.map { max(1, $0) } ?? .max
        let limit = width + 1e-9
        var start = 0, count = 0
        // `top` as the full layout stacks the lines; `shownTop` as its visible-line count does, which groups
        // the sums differently.
        var top: CGFloat = 0, shownTop: CGFloat = 0, widest: CGFloat = 0
        var firstBaseline: CGFloat = 0, lastBaseline: CGFloat = 0
        var hidesLine = false
        while start < clusters.count {
            let end = Self.lineEnd(from: start, limit: limit, clusters: clusters)
            count += 1
            if count > maxLines { return nil }
            var trimmed = end
            while trimmed > start && clusters[trimmed - 1].isWhitespace { trimmed -= 1 }
            var lineWidth: CGFloat = 0
            for index in start..<trimmed { lineWidth += clusters[index].advance }
            widest = max(widest, lineWidth * 1)
            let (ascent, descent) = Self.lineMetrics(
                start..<end, clusters: clusters, uniformMetrics: uniformMetrics, runs: runs)
            shownTop += (count > 1 ? options.lineSpacing : 0) + ascent + descent
            if shownTop > height + 0.001 { hidesLine = true }
            if count > 1 { top += options.lineSpacing }
            lastBaseline = top + ascent
            if count == 1 { firstBaseline = lastBaseline }
            top += ascent + descent
            start = end
        }
        if hidesLine && height.isFinite && count > 1 { return nil }
        let reserved = max(0, options.reservedLines - count)
        if reserved > 0 {
            top += CGFloat(reserved) * (baseFont.lineHeight * 1) + CGFloat(reserved) * options.lineSpacing
        }
        let grid = PixelGrid(scale: options.displayScale)
        return TextMeasure(
            size: CGSize(width: grid.roundUp(min(widest, width)), height: grid.roundUp(top)),
            firstBaseline: grid.align(firstBaseline), lastBaseline: grid.roundUp(lastBaseline), hasLines: true)
    }

    private func visibleLineCount(
        _ lines: [Range<Int>], height: CGFloat, maxLines: Int, scale: CGFloat, options: TextLayoutOptions
    ) -> Int {
        var count = min(lines.count, maxLines)
        guard height.isFinite, count > 1 else { return count }
        var top: CGFloat = 0
        for (index, line) in lines.prefix(count).enumerated() {
            let (ascent, descent) = lineMetrics(line, scale: scale)
            top += (index > 0 ? options.lineSpacing : 0) + ascent + descent
            if top > height + 0.001 {
                count = max(1, index)
                break
            }
        }
        return count
    }

    /// The width of clusters without the white space (newlines included) at their end.
    package func trimmedWidth(_ range: Range<Int>, scale: CGFloat) -> CGFloat {
        var end = range.upperBound
        let clusters = clusters
        while end > range.lowerBound && clusters[end - 1].isWhitespace { end -= 1 }
        return advance(of: range.lowerBound..<end) * scale
    }

    /// The sum of the clusters' advances at scale 1.
    func advance(of range: Range<Int>) -> CGFloat {
        var width: CGFloat = 0
        let clusters = clusters
        for index in range { width += clusters[index].advance }
        return width
    }

    /// The last shown line: the rest of its hard line, shortened with an ellipsis per the truncation mode.
    /// An ellipsis shows even when the rest fits, if more text follows that stays hidden.
    private func truncatedLine(from start: Int, width: CGFloat, scale: CGFloat, options: TextLayoutOptions) -> TextLine {
        var end = start
        let clusters = clusters
        while end < clusterCount && clusters[end].lineBreak != .mandatory { end += 1 }
        let hasMore = end < clusterCount - 1 || (end == clusterCount - 1 && !isNewline(end))
        if end < clusterCount && !isNewline(end) { end += 1 }
        let content = start..<end
        let contentWidth = trimmedWidth(content, scale: scale)
        func line(_ pieces: [Range<Int>], ellipsis: Int?, width: CGFloat) -> TextLine {
            TextLine(pieces: pieces, ellipsisIndex: ellipsis, width: width, baseline: 0, ascent: 0, descent: 0)
        }
        if !hasMore && contentWidth <= width { return line([content], ellipsis: nil, width: contentWidth) }
        if !hasMore && options.allowsTightening && contentWidth * (1 - Self.tighteningLimit) <= width {
            var squeezed = line([content], ellipsis: nil, width: width)
            squeezed.isTightened = true
            return squeezed
        }

        let fontIndex = Int(clusters[min(max(start, end - 1), clusterCount - 1)].run)
        let ellipsis = ellipsisWidth(for: runs[fontIndex].font) * scale
        let available = (width - ellipsis) / scale
        guard available > 0 else { return line([], ellipsis: 0, width: min(ellipsis, width)) }
        func prefix(_ budget: CGFloat) -> Range<Int> {
            var used: CGFloat = 0, stop = start
            while stop < end && used + clusters[stop].advance <= budget + 1e-9 {
                used += clusters[stop].advance
                stop += 1
            }
            while stop > start && clusters[stop - 1].isWhitespace { stop -= 1 }
            return start..<stop
        }
        func suffix(_ budget: CGFloat, notBefore floor: Int) -> Range<Int> {
            var end = end
            while end > floor && clusters[end - 1].isWhitespace { end -= 1 }
            var used: CGFloat = 0, first = end
            while first > floor && used + clusters[first - 1].advance <= budget + 1e-9 {
                used += clusters[first - 1].advance
                first -= 1
            }
            while first < end && clusters[first].isWhitespace { first += 1 }
            return first..<end
        }
        let pieces: [Range<Int>]
        let ellipsisIndex: Int
        switch options.truncation {
        case .tail:
            pieces = [prefix(available)]
            ellipsisIndex = 1
        case .head:
            pieces = [suffix(available, notBefore: start)]
            ellipsisIndex = 0
        case .middle:
            let head = prefix(available / 2)
            pieces = [head, suffix(available - advance(of: head), notBefore: head.upperBound)]
            ellipsisIndex = 1
        }
        let shown = pieces.reduce(CGFloat(0)) { $0 + advance(of: $1) } * scale
        return line(pieces, ellipsis: ellipsisIndex, width: shown + ellipsis)
    }

    /// The tallest ascent and descent among the runs on a line (its base font's when it is empty).
    private func lineMetrics(_ pieces: [Range<Int>], scale: CGFloat, baseFont: ResolvedFont?) -> (CGFloat, CGFloat) {
        if runs.count == 1 { return lineMetrics(0..<0, scale: scale) }
        var ascent: CGFloat = 0, descent: CGFloat = 0, found = false
        for piece in pieces where !piece.isEmpty {
            let (pieceAscent, pieceDescent) = lineMetrics(piece, scale: 1)
            ascent = max(ascent, pieceAscent)
            descent = max(descent, pieceDescent)
            found = true
        }
        if !found, let font = baseFont ?? runs.first?.font {
            ascent = font.ascender
            descent = font.lineDescent
        }
        return (ascent * scale, descent * scale)
    }

    /// The tallest ascent and descent among the runs of a range of clusters (every line's, when the runs share them).
    private func lineMetrics(_ range: Range<Int>, scale: CGFloat) -> (CGFloat, CGFloat) {
        let (ascent, descent) = Self.lineMetrics(
            range, clusters: clusters, uniformMetrics: uniformMetrics, runs: runs)
        return (ascent * scale, descent * scale)
    }

    /// The same at scale 1, from what measuring reads of a paragraph.
    private static func lineMetrics(
        _ range: Range<Int>, clusters: [Cluster], uniformMetrics: (ascent: CGFloat, descent: CGFloat)?,
        runs: [TextRun]
    ) -> (CGFloat, CGFloat) {
        if let single = uniformMetrics { return single }
        var ascent: CGFloat = 0, descent: CGFloat = 0
        var lastRun: Int32 = -1
        for index in range where clusters[index].run != lastRun {
            lastRun = clusters[index].run
            let font = runs[Int(lastRun)].font
            ascent = max(ascent, font.ascender)
            descent = max(descent, font.lineDescent)
        }
        return (ascent, descent)
    }

    /// The width of "…" in a font, shaped once per font.
    package func ellipsisWidth(for font: ResolvedFont) -> CGFloat {
        let shaped = ShapedParagraph.make([TextRun("\u{2026}", font: font)])
        return shaped.clusters.first?.advance ?? 0
    }
}
