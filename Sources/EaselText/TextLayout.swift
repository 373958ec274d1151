import EaselLayout
import Foundation

/// Text as a leaf of the layout tree: it measures itself (LayoutRules §7), publishes its first and last line
/// baselines as explicit alignment guides (LayoutRules §6), and states text-aware spacing above and below
/// (LayoutRules §4.2).
///
/// Measuring:
/// 1. The runs are shaped once per process (``ShapedParagraph``'s cache), not once per proposal.
/// 2. A proposal's nil or infinite width lays the text out unbounded: its ideal size, one line per hard
///    line break.
/// 3. A finite width wraps, truncates and shrinks as ``ShapedParagraph/layout(in:options:baseFont:)``
///    says; the reported size is rounded up to the pixel grid.
package struct TextLayout: Layout, BuiltinLayout {
    package let runs: [TextRun]
    package let options: TextLayoutOptions
    /// The environment's font, which sets an empty text's line height and the spacing around the text.
    package let baseFont: ResolvedFont

    package init(runs: [TextRun], options: TextLayoutOptions, baseFont: ResolvedFont) {
        self.runs = runs
        self.options = options
        self.baseFont = baseFont
    }

    package final class Cache {
        let paragraph: ShapedParagraph
        /// The last four sizes, by proposal: all that measuring needs, found without making lines when every
        /// line shows. A ring held inside the cache, so a lookup reaches no other allocation.
        var measures = InlineArray<4, (proposal: CGSize, measure: TextMeasure)>(
            repeating: (CGSize(width: -1, height: -1), TextMeasure(size: .zero, firstBaseline: 0, lastBaseline: 0, hasLines: false)))
        /// The ring's slot for the next new size.
        var nextMeasure = 0
        /// The last few full layouts, by proposal, for drawing.
        var results: [(proposal: CGSize, result: TextLayoutResult)] = []

        init(paragraph: ShapedParagraph) { self.paragraph = paragraph }
    }

    package func makeCache(subviews: Subviews) -> Cache {
        let cache = Cache(paragraph: ShapedParagraph.make(runs))
        holder.cache = cache
        return cache
    }

    /// The node's cache, shared with the drawing step, so drawing neither shapes nor breaks lines again.
    // Safety: `cache` is set when the node's layout makes its cache and read when the node is drawn, both by the one
    // thread that lays out and draws that node's tree.
    package final class CacheHolder: @unchecked Sendable {
        weak var cache: Cache?
    }

    let holder = CacheHolder()

    /// A proposal as the paragraph reads it: a missing, infinite or NaN dimension is unbounded, a negative one
    /// zero. Proposals that read the same share one remembered answer.
    private static func key(_ proposal: ProposedViewSize) -> CGSize {
        func read(_ length: CGFloat?) -> CGFloat {
            guard let length, length.isFinite else { return .infinity }
            return max(0, length)
        }
        return CGSize(width: read(proposal.width), height: read(proposal.height))
    }

    /// The paragraph laid out for a proposal, remembered for the next question about the same proposal.
    package func result(for proposal: ProposedViewSize, cache: Cache) -> TextLayoutResult {
        let key = Self.key(proposal)
        for known in cache.results where known.proposal == key { return known.result }
        let result = cache.paragraph.layout(in: key, options: options, baseFont: baseFont)
        if cache.results.count >= 4 { cache.results.removeFirst() }
        cache.results.append((key, result))
        return result
    }

    /// The paragraph's size and baselines for a proposal, remembered likewise. Lines are made only when a line
    /// hides, shrinks or truncates; drawing makes them for the proposal the text is placed with.
    package func measure(for proposal: ProposedViewSize, cache: Cache) -> TextMeasure {
        let key = Self.key(proposal)
        for index in cache.measures.indices where cache.measures[index].proposal == key {
            return cache.measures[index].measure
        }
        let measure = cache.paragraph.measure(in: key, options: options, baseFont: baseFont)
            ?? TextMeasure(result(for: proposal, cache: cache))
        cache.measures[cache.nextMeasure] = (key, measure)
        cache.nextMeasure = (cache.nextMeasure + 1) % cache.measures.count
        return measure
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        measure(for: proposal, cache: cache).size
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {}

    package func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        let measure = measure(for: proposal, cache: cache)
        guard measure.hasLines else { return nil }
        if guide == .firstTextBaseline { return bounds.minY + measure.firstBaseline }
        if guide == .lastTextBaseline { return bounds.minY + measure.lastBaseline }
        return nil
    }

    package func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    /// Text's vertical spacing preferences (LayoutRules §4.2), from its first font above and its last below,
    /// with L = ascender + descender, d = 0.1·L rounded up to a pixel and S = L + d:
    /// - above, toward a non-text view: S − ascender; toward text: the line gap, rounded up;
    /// - below, toward a non-text view: max(S − capHeight, d + descender); toward text: the line gap.
    /// Horizontally Text states nothing, so its neighbours get the default 8.
    package func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        let grid = PixelGrid(scale: options.displayScale)
        func measures(_ font: ResolvedFont) -> (d: CGFloat, s: CGFloat, gap: CGFloat) {
            let lineHeight = font.ascender + font.descender
            let d = grid.roundUp(0.1 * lineHeight)
            return (d, lineHeight + d, grid.roundUp(font.metrics.leading * font.size))
        }
        let top = runs.first?.font ?? baseFont, bottom = runs.last?.font ?? baseFont
        let above = measures(top), below = measures(bottom)
        var spacing = ViewSpacing()
        spacing.setText(
            edge: .top, towardText: above.gap, towardOthers: above.s - top.ascender)
        spacing.setText(
            edge: .bottom, towardText: below.gap,
            towardOthers: max(below.s - bottom.capHeight, below.d + bottom.descender))
        return spacing
    }

    package var name: String { "Text" }

    package var detail: String? {
        let text = runs.map(\.string).joined()
        let shown = text.count > 40 ? String(text.prefix(39)) + "…" : text
        return "\"\(shown.replacingOccurrences(of: "\n", with: "\\n"))\""
    }

    package var hasOwnExplicitGuides: Bool { true }
    /// Only the baselines, which are vertical guides.
    package var ownExplicitGuideAxes: Axis.Set { .vertical }
}
