import EaselLayout
import Foundation

/// The layout of a lazy stack: its size from the state's measurements and estimates, its made items where
/// the state's last pass put them.
struct LazyStackLayout: Layout, BuiltinLayout {
    let state: LazyLayoutState

    static var layoutProperties: LayoutProperties { LayoutProperties() }

    var name: String { state.shape.name }

    var detail: String? { "\(state.items.count) items" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        state.size(for: proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for index in subviews.indices where index < state.placements.count {
            switch state.placements[index] {
            case .at(let origin, let proposal):
                subviews[index].place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: proposal)
            case .aligned(let cell, let alignment, let proposal):
                subviews[index].place(in: cell.offsetBy(dx: bounds.minX, dy: bounds.minY), alignment: alignment, proposal: proposal)
            }
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}
