import EaselLayout
import Foundation

// The safe area (docs/Architecture.md, "The safe area"): a host given a device's screen lays its view out in the
// screen's safe area; these modifiers add to it or let a view reach past it. On a canvas offered a plain size
// there is no unsafe area, and they change nothing.

extension View {
    /// Expands the view out of its safe area: on each of `edges` where the view touches the safe area's edge,
    /// it grows to the unsafe area's far edge (the screen's, or past an inset view's). Only the container
    /// region is Easel's to ignore: there is no keyboard, so `.keyboard` alone changes nothing.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(IgnoresSafeAreaModifier(edges: regions.contains(.container) ? edges : []))
    }

    /// Changes the view's proposed area to extend outside the screen's safe areas.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(IgnoresSafeAreaModifier(edges: edges))
    }

    /// Shows `content` along the top or bottom edge of this view's safe area, and insets the safe area of this
    /// view by its height (and `spacing`: when nil, what a stack would put between the two).
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let fraction: CGFloat = alignment == .leading ? 0 : alignment == .trailing ? 1 : 0.5
        return modifier(
            SafeAreaInsetModifier(
                layout: SafeAreaInsetLayout(edge: Edge(edge), alignment: fraction, spacing: spacing.sanitizedSpacing),
                inset: content()))
    }

    /// Shows `content` along the leading or trailing edge of this view's safe area, and insets the safe area of
    /// this view by its width.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let fraction: CGFloat = alignment == .top ? 0 : alignment == .bottom ? 1 : 0.5
        return modifier(
            SafeAreaInsetModifier(
                layout: SafeAreaInsetLayout(edge: Edge(edge), alignment: fraction, spacing: spacing.sanitizedSpacing),
                inset: content()))
    }

    /// Adds `insets` to the view's safe area: laid out as padding, but content that ignores the safe area reaches
    /// into it.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(SafeAreaPaddingModifier(edges: .all, length: nil, insets: insets))
    }

    /// Adds `length` (the system's default padding when nil) to the view's safe area on `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(SafeAreaPaddingModifier(edges: edges, length: length, insets: nil))
    }

    /// Adds `length` to the view's safe area on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        modifier(SafeAreaPaddingModifier(edges: .all, length: length, insets: nil))
    }
}

extension Optional where Wrapped == CGFloat {
    /// A spacing that is finite and not negative, or nil for the default.
    fileprivate var sanitizedSpacing: CGFloat? { flatMap { $0.isFinite ? Swift.max(0, $0) : nil } }
}

struct IgnoresSafeAreaModifier: LayoutModifier {
    let edges: Edge.Set
    func layout(in inputs: _ViewInputs) -> IgnoresSafeAreaLayout { IgnoresSafeAreaLayout(edges: edges) }
}

struct SafeAreaPaddingModifier: LayoutModifier {
    let edges: Edge.Set
    let length: CGFloat?
    let insets: EdgeInsets?

    func layout(in inputs: _ViewInputs) -> SafeAreaPaddingLayout {
        SafeAreaPaddingLayout(insets: PaddingModifier(edges: edges, length: length, insets: insets).layout(in: inputs).insets)
    }
}

/// The inset view is made beside the content, as an overlay's is, and laid out by `SafeAreaInsetLayout`.
struct SafeAreaInsetModifier<Inset: View>: ViewModifier {
    typealias Body = Never
    let layout: SafeAreaInsetLayout
    let inset: Inset

    static func _makeView(
        modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs
    ) {
        makeEach(
            content, with: modifier.inset, alignment: .center, in: modifier.layout, name: "safeAreaInset",
            inputs: inputs, outputs: &outputs)
    }
}

/// The kinds of safe area a view can ignore.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The safe area the system's containers and the device's screen set.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area the software keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// An edge on the vertical axis.
public enum VerticalEdge: Int8, CaseIterable, Codable, Hashable, Sendable {
    case top, bottom

    /// An efficient set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: VerticalEdge) { self.init(rawValue: 1 << edge.rawValue) }
        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        public static let all: Set = [.top, .bottom]
    }
}

/// An edge on the horizontal axis.
public enum HorizontalEdge: Int8, CaseIterable, Codable, Hashable, Sendable {
    case leading, trailing

    /// An efficient set of horizontal edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: HorizontalEdge) { self.init(rawValue: 1 << edge.rawValue) }
        public static let leading = Set(.leading)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.leading, .trailing]
    }
}

extension Edge {
    /// The edge a vertical edge names.
    public init(_ edge: VerticalEdge) { self = edge == .top ? .top : .bottom }
    /// The edge a horizontal edge names.
    public init(_ edge: HorizontalEdge) { self = edge == .leading ? .leading : .trailing }
}
