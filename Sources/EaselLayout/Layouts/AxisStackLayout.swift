import Foundation

/// A horizontal stack as a `Layout` value, for `AnyLayout` and for `HStack` (LayoutRules §4.1).
public struct HStackLayout: AxisStackLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat? {
        get { SizeCache.value(storedSpacing) }
        set { storedSpacing = StackLayout.storedSpacing(newValue) }
    }
    private var storedSpacing: UInt64

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        storedSpacing = StackLayout.storedSpacing(spacing)
    }

    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .horizontal) }

    package var stack: StackLayout { StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing) }
    package var name: String { "HStack" }
    package var isDefaultAlignment: Bool { alignment == .center }
}

/// A vertical stack as a `Layout` value, for `AnyLayout` and for `VStack` (LayoutRules §4.1).
public struct VStackLayout: AxisStackLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat? {
        get { SizeCache.value(storedSpacing) }
        set { storedSpacing = StackLayout.storedSpacing(newValue) }
    }
    private var storedSpacing: UInt64

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        storedSpacing = StackLayout.storedSpacing(spacing)
    }

    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .vertical) }

    package var stack: StackLayout { StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing) }
    package var name: String { "VStack" }
    package var isDefaultAlignment: Bool { alignment == .center }
}

/// What `HStackLayout` and `VStackLayout` share: everything but their axis, which `StackLayout` takes as a
/// parameter.
package protocol AxisStackLayout: Layout, BuiltinLayout where Cache == _StackLayoutCache {
    var stack: StackLayout { get }
    var isDefaultAlignment: Bool { get }
}

extension AxisStackLayout {
    public func makeCache(subviews: Subviews) -> Cache { stack.makeCache(subviews) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        stack.sizeThatFits(proposal, subviews, &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        stack.placeSubviews(in: bounds, proposal, subviews, &cache)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        stack.spacing(subviews)
    }

    package var detail: String? {
        LayoutDetail.join([
            isDefaultAlignment ? nil : "alignment: \(stack.alignment.name)",
            stack.spacing.map { "spacing: \(LayoutFormat.number($0))" },
        ])
    }

    package func inherentPriority(children: [LayoutNode]) -> Double? { StackLayout.elidedPriority(children) }
    /// Lengths and positions come from the children's sizes and guides; the proposal only divides space.
    package var proposalUse: ProposalUse { .children }
}

package enum LayoutDetail {
    package static func join(_ parts: [String?]) -> String? {
        let present = parts.compactMap { $0 }
        return present.isEmpty ? nil : present.joined(separator: ", ")
    }
}
