import EaselLayout
import Foundation

/// A type-erased layout: switching between layouts keeps the subviews' identity (LayoutRules §10).
public struct AnyLayout: Layout {
    public typealias Cache = AnyLayoutCache

    private let storage: AnyLayoutStorage

    public init<L: Layout>(_ layout: L) {
        if let any = layout as? AnyLayout {
            storage = any.storage
        } else {
            storage = ConcreteAnyLayoutStorage(layout)
        }
    }

    /// `AnyLayout` wraps layouts of any orientation, so Spacers read it per instance; Easel resolves it when
    /// the container is built (see `_LayoutRoot`).
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    package var wrappedOrientation: Axis? { storage.stackOrientation }

    public func makeCache(subviews: Subviews) -> Cache { AnyLayoutCache(value: storage.makeCache(subviews)) }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        storage.updateCache(&cache.value, subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        storage.spacing(subviews, &cache.value)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        storage.sizeThatFits(proposal, subviews, &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        storage.placeSubviews(bounds, proposal, subviews, &cache.value)
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        storage.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.value)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        storage.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.value)
    }

    package var builtin: (any BuiltinLayout)? { storage.builtin }
}

extension AnyLayout: BuiltinLayout {
    package var name: String { storage.builtin?.name ?? storage.name }
    package var detail: String? { storage.builtin?.detail }
    package var ownExplicitGuideAxes: Axis.Set { storage.builtin?.ownExplicitGuideAxes ?? [.horizontal, .vertical] }
    package var carriesSingleChildGuides: Bool { storage.builtin?.carriesSingleChildGuides ?? false }
    package var requiresSpacingProjection: Bool { storage.builtin?.requiresSpacingProjection ?? false }
    package func inherentPriority(children: [LayoutNode]) -> Double? {
        storage.builtin?.inherentPriority(children: children)
    }
}

/// The cache of an `AnyLayout`: whatever the wrapped layout's cache is.
public struct AnyLayoutCache {
    var value: Any
}

class AnyLayoutStorage {
    var stackOrientation: Axis? { nil }
    var name: String { "" }
    var builtin: (any BuiltinLayout)? { nil }
    func makeCache(_ subviews: LayoutSubviews) -> Any { () }
    func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) {}
    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing { ViewSpacing() }
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize { .zero }
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) {}
    func explicitAlignment(
        _ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
        _ cache: inout Any
    ) -> CGFloat? { nil }
}

final class ConcreteAnyLayoutStorage<L: Layout>: AnyLayoutStorage {
    let layout: L

    init(_ layout: L) {
        self.layout = layout
    }

    override var stackOrientation: Axis? { L.layoutProperties.stackOrientation }
    override var name: String { ViewTypeName.of(L.self) }
    override var builtin: (any BuiltinLayout)? { layout as? any BuiltinLayout }

    private func withCache<R>(_ cache: inout Any, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var typed = (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
        // Leave `typed` the only reference while the layout mutates it, so a copy-on-write cache is not copied.
        cache = ()
        defer { cache = typed }
        return body(&typed)
    }

    override func makeCache(_ subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }

    override func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) {
        withCache(&cache, subviews) { layout.updateCache(&$0, subviews: subviews) }
    }

    override func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing {
        withCache(&cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize {
        withCache(&cache, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func placeSubviews(
        _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any
    ) {
        withCache(&cache, subviews) {
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    override func explicitAlignment(
        _ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
        _ cache: inout Any
    ) -> CGFloat? {
        withCache(&cache, subviews) {
            layout.explicitAlignment(key, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }
}
