import Foundation

/// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()` (LayoutRules §3.4).
///
/// 1. A fully unspecified proposal passes through unchanged.
/// 2. Otherwise the ratio rectangle is ratio×1, or the child's ideal size when no ratio is given.
/// 3. It is scaled to fit the proposal (the smaller of the two axis scales) or to fill it (the larger); a
///    nil axis has scale +∞, so fit uses the known axis and fill proposes ∞.
/// 4. The child is proposed the scaled rectangle and the modifier reports the child's size: the modifier
///    only changes the proposal (LayoutRules §11 Q8). The child is centered.
package struct AspectRatioLayout: Layout, BuiltinLayout {
    package var aspectRatio: CGFloat?
    package var contentMode: ContentMode

    package init(aspectRatio: CGFloat?, contentMode: ContentMode) {
        self.aspectRatio = aspectRatio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.contentMode = contentMode
    }

    /// What the initializer drops, said for a diagnostic; nil when the ratio is valid or absent.
    package static func problem(aspectRatio: CGFloat?) -> String? {
        guard let aspectRatio, !(aspectRatio.isFinite && aspectRatio > 0) else { return nil }
        return "Invalid aspect ratio \(aspectRatio); the view's own ratio is used instead"
    }

    private func childProposal(_ proposal: ProposedViewSize, _ child: LayoutSubview) -> ProposedViewSize {
        if proposal.width == nil && proposal.height == nil { return proposal }
        var ratio = aspectRatio.map { CGSize(width: $0, height: 1) } ?? child.sizeThatFits(.unspecified)
        if ratio.width == ratio.height { ratio = CGSize(width: 1, height: 1) }
        guard ratio.width > 0, ratio.height > 0, ratio.width.isFinite, ratio.height.isFinite else {
            return proposal
        }
        let scaleX = proposal.width.map { $0 / ratio.width } ?? .infinity
        let scaleY = proposal.height.map { $0 / ratio.height } ?? .infinity
        let scale = contentMode == .fit ? Swift.min(scaleX, scaleY) : Swift.max(scaleX, scaleY)
        return ProposedViewSize(width: ratio.width * scale, height: ratio.height * scale)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        return child.sizeThatFits(childProposal(proposal, child))
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        child.place(in: bounds, alignment: .center, proposal: childProposal(proposal, child))
    }

    package var name: String { "aspectRatio" }
    package var detail: String? {
        LayoutDetail.join([aspectRatio.map { LayoutFormat.number($0) }, contentMode == .fit ? ".fit" : ".fill"])
    }
}
