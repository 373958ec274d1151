import EaselLayout
import Foundation

/// A symbol image as a leaf of the layout tree (LayoutRules §3.5): a square as large as its font makes it,
/// fixed whatever it is proposed unless resizable, with its baseline where the symbol's middle meets the
/// middle of the font's capitals, so it lines up with text beside it.
package struct SymbolLayout: Layout, BuiltinLayout {
    package let side: CGFloat
    package let baseline: CGFloat
    package let isResizable: Bool
    package let symbolName: String

    /// A symbol sized for text in `font`, at `scale` times the medium image scale; its middle stays on the
    /// middle of the capitals.
    package init(font: ResolvedFont, scale: CGFloat = 1, isResizable: Bool, name: String) {
        side = font.size * SymbolCatalog.sizeRelativeToFont * (scale.isFinite && scale > 0 ? scale : 1)
        baseline = side / 2 + font.capHeight / 2
        self.isResizable = isResizable
        symbolName = name
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let own = CGSize(width: side, height: side)
        return isResizable ? proposal.replacingUnspecifiedDimensions(by: own) : own
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}

    package func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        guard !isResizable, guide == .firstTextBaseline || guide == .lastTextBaseline else { return nil }
        return bounds.minY + baseline
    }

    package func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? { nil }

    package var name: String { "Image" }

    package var detail: String? { "systemName: \"\(symbolName)\"" }

    /// Only the baselines, which are vertical guides.
    package var ownExplicitGuideAxes: Axis.Set { isResizable ? [] : .vertical }

    package var constantSize: CGSize? { isResizable ? nil : CGSize(width: side, height: side) }
}
