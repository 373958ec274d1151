import Foundation

/// A type-erased layout value with its cache: what a `LayoutNode` calls into.
package class LayoutBox {
    package func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize { .zero }
    package func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {}
    package func explicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
    ) -> CGFloat? { nil }
    package func spacing(_ subviews: LayoutSubviews) -> ViewSpacing { ViewSpacing() }
    package func invalidateCache(_ subviews: LayoutSubviews) {}
    package var name: String { "" }
    package var detail: String? { nil }
    package var builtin: (any BuiltinLayout)? { nil }
    /// The layout, when it is of type `T` (a plain type check: no existential is made).
    package func layout<T>(as type: T.Type) -> T? { nil }
}

package final class ConcreteLayoutBox<L: Layout>: LayoutBox {
    package let layout: L
    /// The layout's cache, made on first use. Kept behind a pointer so that lending it to a call neither
    /// copies it nor opens a runtime exclusivity access that would stay open while the call recurses into
    /// the subtree (the runtime's bookkeeping of open accesses grows with the tree's depth).
    ///
    /// For one of Easel's own layouts with an empty cache (`Void`: most leaves and modifiers), `noStorage`: such a
    /// cache needs no storage, which saves an allocation for each of thousands of nodes, and saying so in the
    /// pointer rather than in a flag of its own keeps a box within a smaller allocation (a padding or a Color's
    /// box is 16 bytes smaller). A user's layout keeps SwiftUI's contract of one `makeCache` call, whatever its
    /// cache.
    private var cache: UnsafeMutablePointer<L.Cache>?

    /// The mark of a cache that needs no storage: an address no allocation has, never read through.
    private static var noStorage: UnsafeMutablePointer<L.Cache> {
        UnsafeMutablePointer(bitPattern: MemoryLayout<L.Cache>.alignment)!
    }

    /// `isBuiltin` says whether the layout is one of Easel's own, when the caller knows it from the type; else the
    /// runtime is asked.
    package init(_ layout: L, isBuiltin: Bool? = nil) {
        self.layout = layout
        if MemoryLayout<L.Cache>.size == 0 && (isBuiltin ?? (layout is any BuiltinLayout)) { cache = Self.noStorage }
    }

    deinit {
        if let cache, cache != Self.noStorage {
            cache.deinitialize(count: 1)
            cache.deallocate()
        }
    }

    @inline(__always)
    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        let pointer: UnsafeMutablePointer<L.Cache>
        if let cache {
            if cache == Self.noStorage {
                var empty = layout.makeCache(subviews: subviews)
                return body(&empty)
            }
            pointer = cache
        } else {
            pointer = .allocate(capacity: 1)
            pointer.initialize(to: layout.makeCache(subviews: subviews))
            cache = pointer
        }
        return body(&pointer.pointee)
    }

    override package func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override package func placeSubviews(
        in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
    ) {
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override package func explicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
    ) -> CGFloat? {
        withCache(subviews) {
            layout.explicitAlignment(key, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    override package func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    override package func invalidateCache(_ subviews: LayoutSubviews) {
        guard let cache, cache != Self.noStorage else { return }
        layout.updateCache(&cache.pointee, subviews: subviews)
    }

    override package var name: String { builtin?.name ?? _typeName(L.self, qualified: false) }

    override package var detail: String? { builtin?.detail }

    /// Cast when asked rather than stored: a stored existential would cost every node 40 bytes, and a boxed
    /// copy of the layout when it does not fit inline. The engine reads what it needs once per node, when
    /// the node is made (`LayoutNode.LayoutFacts`), and Easel's own layouts hand it over there without the
    /// cast; type checks use `layout(as:)`.
    override package var builtin: (any BuiltinLayout)? { layout as? any BuiltinLayout }

    override package func layout<T>(as type: T.Type) -> T? { layout as? T }
}

/// What Easel's own layouts tell the engine beyond the public `Layout` protocol.
package protocol BuiltinLayout {
    /// The name in tree dumps and traces ("HStack", "frame", "padding").
    var name: String { get }
    /// Parameters worth printing in a tree dump ("width: 10, height: 20").
    var detail: String? { get }
    /// The axes of the guides it can have explicit values for, when it has any: an alignment key's axis is
    /// the axis along which it positions (Text's baselines are vertical, and Text never answers a
    /// horizontal guide). A container's answers for a guide come from its own and its children's on that
    /// axis, so a question about an axis no node below has is answered by the default without asking.
    var ownExplicitGuideAxes: Axis.Set { get }
    /// Whether a single child's explicit guides pass through unchanged but for its offset (unary modifiers,
    /// and stacks of one child); otherwise children's values are combined by each guide's rule.
    var carriesSingleChildGuides: Bool { get }
    /// The size this layout chooses whatever it is proposed, when it never depends on the proposal or on its
    /// children (a frame with both dimensions given). Nodes answer it without calling the layout.
    var constantSize: CGSize? { get }
    /// Whether the answer for a proposal is cheaper to work out again than to look up (a leaf that takes the
    /// proposal): such nodes keep no size cache.
    var answersWithoutCache: Bool { get }
    /// The axes along which the proposal never changes the answer (a frame's given width or height replaces
    /// that dimension of the proposal): the node's cache finds an answer whatever those dimensions proposed.
    var ignoredProposalAxes: Axis.Set { get }
    /// What the answer depends on besides the layout's own fixed values, when the proposal reaches it only
    /// through the children: the node then also ignores every axis of the proposal that those children
    /// ignore (`LayoutNode.LayoutFacts.ignoredDimensions(of:)`).
    var proposalUse: ProposalUse { get }
    /// Whether frames must keep this view's spacing preferences (a Spacer's zero). [RE: OSU]
    var requiresSpacingProjection: Bool { get }
    /// A priority the view has without `layoutPriority(_:)` (a Spacer's is −∞); nil means 0.
    func inherentPriority(children: [LayoutNode]) -> Double?
}

extension BuiltinLayout {
    package var detail: String? { nil }
    package var ownExplicitGuideAxes: Axis.Set { [] }
    /// Whether this layout can have an explicit alignment guide when none of its children has one.
    package var hasOwnExplicitGuides: Bool { !ownExplicitGuideAxes.isEmpty }
    package var carriesSingleChildGuides: Bool { true }
    package var requiresSpacingProjection: Bool { false }
    package var answersWithoutCache: Bool { false }
    package var ignoredProposalAxes: Axis.Set { [] }
    package var proposalUse: ProposalUse { .own }
    package var constantSize: CGSize? { nil }
    package func inherentPriority(children: [LayoutNode]) -> Double? { nil }
}

/// How a layout's answer depends on the proposal (`BuiltinLayout.proposalUse`).
package enum ProposalUse {
    /// The layout reads the proposal itself (a Color takes it, a Spacer stretches to it): it ignores only
    /// its `ignoredProposalAxes`.
    case own
    /// The answer is made from the first child's size alone, or is a given value (padding, frames, modifiers
    /// that report their child's size, overlays and backgrounds, whose secondary views never size them).
    case firstChild
    /// The answer is made from every child's size and alignment guides (stacks). A child's explicit guide
    /// may depend on the proposal where its size does not, so a child with explicit guides keeps its parent
    /// from ignoring any axis.
    case children
}
