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

    /// What the text keeps between questions: its shaped paragraph and its recent answers. One object, held by
    /// the layout itself rather than by the engine's cache for it (the layout's `Cache` is empty), so that a
    /// question reaches it in one step, and the drawing step finds the same answers.
    // Safety: filled on the first question, then read and written only by the one thread that lays out and draws
    // the node's tree (a host's tree is used by one thread at a time).
    package final class Record: @unchecked Sendable {
        /// The shaped runs, found or shaped on the first question.
        var shaped: ShapedParagraph?
        /// What measuring reads of them, kept here so that a new width reaches only this object and the
        /// paragraph's cluster array.
        var measuring: ShapedParagraph.Measuring?
        /// The last four sizes, by proposal: all that measuring needs, found without making lines when every
        /// line shows. A ring held inside this object, so a lookup reaches no other allocation.
        var measures = InlineArray<4, (proposal: CGSize, measure: TextMeasure)>(
            repeating: (CGSize(width: -1, height: -1), TextMeasure(size: .zero, firstBaseline: 0, lastBaseline: 0, hasLines: false)))
        /// The ring's slot for the next new size.
        var nextMeasure = 0
        /// The last few full layouts, by proposal, for drawing.
        var results: [(proposal: CGSize, result: TextLayoutResult)] = []
    }

    package let record = Record()

    /// The runs shaped: from this text's own record after the first time, else from the process's shared cache
    /// of shaped paragraphs (or shaped now).
    package var paragraph: ShapedParagraph {
        if let shaped = record.shaped { return shaped }
        let shaped = ShapedParagraph.make(runs)
        record.shaped = shaped
        return shaped
    }

    package func makeCache(subviews: Subviews) {}

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
    package func result(for proposal: ProposedViewSize) -> TextLayoutResult {
        let key = Self.key(proposal)
        for known in record.results where known.proposal == key { return known.result }
        let result = paragraph.layout(in: key, options: options, baseFont: baseFont)
        if record.results.count >= 4 { record.results.removeFirst() }
        record.results.append((key, result))
        return result
    }

    /// The paragraph's size and baselines for a proposal, remembered likewise. Lines are made only when a line
    /// hides, shrinks or truncates; drawing makes them for the proposal the text is placed with.
    package func measure(for proposal: ProposedViewSize) -> TextMeasure {
        let key = Self.key(proposal)
        for index in record.measures.indices where record.measures[index].proposal == key {
            return record.measures[index].measure
        }
        let facts: ShapedParagraph.Measuring
        if let known = record.measuring {
            facts = known
        } else {
            facts = paragraph.measuring
            record.measuring = facts
        }
        let measure = ShapedParagraph.measure(facts, in: key, options: options, baseFont: baseFont)
            ?? TextMeasure(result(for: proposal))
        record.measures[record.nextMeasure] = (key, measure)
        record.nextMeasure = (record.nextMeasure + 1) % record.measures.count
        return measure
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        measure(for: proposal).size
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}

    package func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        let measure = measure(for: proposal)
        guard measure.hasLines else { return nil }
        if guide == .firstTextBaseline { return bounds.minY + measure.firstBaseline }
        if guide == .lastTextBaseline { return bounds.minY + measure.lastBaseline }
        return nil
    }

    package func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? { nil }

    /// Text's vertical spacing preferences (LayoutRules §4.2), from its first font above and its last below,
    /// with L = ascender + descender, d = 0.1·L rounded up to a pixel and S = L + d:
    /// - above, toward a non-text view: S − ascender; toward text: the line gap, rounded up;
    /// - below, toward a non-text view: max(S − capHeight, d + descender); toward text: the line gap.
    /// Horizontally Text states nothing, so its neighbours get the default 8.
    package func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
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

    /// Only the baselines, which are vertical guides.
    package var ownExplicitGuideAxes: Axis.Set { .vertical }

    /// A Text keeps its last answers in its own record (`Record.measures`), so its node keeps no second copy of
    /// them: one allocation fewer for each Text, and one fewer place in memory to reach when it is asked again.
    package var answersWithoutCache: Bool { true }
}
