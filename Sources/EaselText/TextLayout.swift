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
        /// The last few layouts, by proposal, for placement and guides after measuring.
        var results: [(proposal: ProposedViewSize, result: TextLayoutResult)] = []

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

    /// The paragraph laid out for a proposal, remembered for the next question about the same proposal.
    package func result(for proposal: ProposedViewSize, cache: Cache) -> TextLayoutResult {
        if let known = cache.results.first(where: { $0.proposal == proposal }) { return known.result }
        let result = cache.paragraph.layout(
            in: CGSize(width: proposal.width ?? .infinity, height: proposal.height ?? .infinity),
            options: options, baseFont: baseFont)
        if cache.results.count >= 4 { cache.results.removeFirst() }
        cache.results.append((proposal, result))
        return result
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        result(for: proposal, cache: cache).size
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {}

    package func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        let result = result(for: proposal, cache: cache)
        guard !result.lines.isEmpty else { return nil }
        if guide == .firstTextBaseline { return bounds.minY + result.firstBaseline }
        if guide == .lastTextBaseline { return bounds.minY + result.lastBaseline }
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
}
