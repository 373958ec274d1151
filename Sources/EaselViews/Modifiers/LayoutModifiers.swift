import EaselGraphics
import EaselLayout
import Foundation

// The primitive modifiers that lower to a layout node each. Their algorithms are documented on the layout
// types in EaselLayout; the `View` methods below have SwiftUI's names and signatures.

struct FrameModifier: LayoutModifier, Animatable {
    var width: CGFloat?
    var height: CGFloat?
    let alignment: Alignment

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(width.animatable, height.animatable) }
        set {
            width.take(newValue.first)
            height.take(newValue.second)
        }
    }

    func layout(in inputs: _ViewInputs) -> FrameLayout {
        FrameLayout(width: width, height: height, alignment: alignment)
    }

    var problems: [ModifierProblem] {
        FrameLayout.problems(width: width, height: height).map {
            ModifierProblem($0, fix: "pass a finite, non-negative size, or nil to keep the proposal")
        }
    }
}

struct FlexibleFrameModifier: LayoutModifier, Animatable {
    var minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: CGFloat?
    let alignment: Alignment

    /// The six bounds, width's then height's, each minimum, ideal and maximum. Pairs of numbers rather than an
    /// array, so that the animation store keeps them inline in a frame's track, without an allocation of their own.
    var animatableData: AnimatablePair<Bounds, Bounds> {
        get {
            AnimatablePair(
                Bounds(minWidth.animatable, AnimatablePair(idealWidth.animatable, maxWidth.animatable)),
                Bounds(minHeight.animatable, AnimatablePair(idealHeight.animatable, maxHeight.animatable)))
        }
        set {
            minWidth.take(newValue.first.first)
            idealWidth.take(newValue.first.second.first)
            maxWidth.take(newValue.first.second.second)
            minHeight.take(newValue.second.first)
            idealHeight.take(newValue.second.second.first)
            maxHeight.take(newValue.second.second.second)
        }
    }

    typealias Bounds = AnimatablePair<Double, AnimatablePair<Double, Double>>

    func layout(in inputs: _ViewInputs) -> FlexibleFrameLayout {
        FlexibleFrameLayout(
            width: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
            height: .init(min: minHeight, ideal: idealHeight, max: maxHeight), alignment: alignment)
    }

    var problems: [ModifierProblem] {
        FlexibleFrameLayout.problems(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
            idealHeight: idealHeight, maxHeight: maxHeight
        ).map { ModifierProblem($0, fix: "give bounds in order min ≤ ideal ≤ max, none negative or NaN") }
    }
}

struct PaddingModifier: LayoutModifier, Animatable {
    let edges: Edge.Set
    var length: CGFloat?
    var insets: EdgeInsets?

    /// Top, leading, bottom and trailing insets; padding of one length animates that length in the first place
    /// (and zeros in the others). Pairs of numbers rather than an array, so that the animation store keeps them
    /// inline in the padding's track, without an allocation of their own.
    var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
        get {
            guard let insets else { return AnimatablePair(AnimatablePair(length.animatable, 0), AnimatablePair(0, 0)) }
            return AnimatablePair(
                AnimatablePair(Optional(insets.top).animatable, Optional(insets.leading).animatable),
                AnimatablePair(Optional(insets.bottom).animatable, Optional(insets.trailing).animatable))
        }
        set {
            if var insets {
                insets.top.take(newValue.first.first)
                insets.leading.take(newValue.first.second)
                insets.bottom.take(newValue.second.first)
                insets.trailing.take(newValue.second.second)
                self.insets = insets
            } else {
                length.take(newValue.first.first)
            }
        }
    }

    func layout(in inputs: _ViewInputs) -> PaddingLayout {
        if let insets { return PaddingLayout(insets: insets.sanitized) }
        let base = length.map { EdgeInsets(_all: $0) } ?? inputs.environment.defaultPadding
        return PaddingLayout(
            insets: EdgeInsets(
                top: edges.contains(.top) ? base.top : 0, leading: edges.contains(.leading) ? base.leading : 0,
                bottom: edges.contains(.bottom) ? base.bottom : 0,
                trailing: edges.contains(.trailing) ? base.trailing : 0
            ).sanitized)
    }

    var problems: [ModifierProblem] {
        let values = insets.map { [$0.top, $0.leading, $0.bottom, $0.trailing] } ?? [length].compactMap { $0 }
        return values.contains(where: { !$0.isFinite })
            ? [ModifierProblem("Invalid padding (non-finite); it is treated as 0", fix: "pass finite insets")] : []
    }
}

extension CGFloat {
    /// The value, or 0 when it is NaN or infinite (what SwiftUI does with such offsets and insets).
    fileprivate var finiteOrZero: CGFloat { isFinite ? self : 0 }
}

extension EdgeInsets {
    /// Non-finite insets become 0. Negative insets are kept: SwiftUI lets a view draw outside its padding.
    fileprivate var sanitized: EdgeInsets {
        EdgeInsets(
            top: top.finiteOrZero, leading: leading.finiteOrZero, bottom: bottom.finiteOrZero,
            trailing: trailing.finiteOrZero)
    }
}

struct FixedSizeModifier: LayoutModifier {
    let horizontal: Bool
    let vertical: Bool
    func layout(in inputs: _ViewInputs) -> FixedSizeLayout { FixedSizeLayout(horizontal: horizontal, vertical: vertical) }
}

struct AspectRatioModifier: LayoutModifier {
    let aspectRatio: CGFloat?
    let contentMode: ContentMode
    func layout(in inputs: _ViewInputs) -> AspectRatioLayout {
        AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode)
    }

    var problems: [ModifierProblem] {
        guard let problem = AspectRatioLayout.problem(aspectRatio: aspectRatio) else { return [] }
        return [ModifierProblem(problem, fix: "pass a positive, finite width-to-height ratio, or nil")]
    }
}

struct OffsetModifier: LayoutModifier, Animatable {
    var offset: CGSize

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(Optional(offset.width).animatable, Optional(offset.height).animatable) }
        set {
            offset.width.take(newValue.first)
            offset.height.take(newValue.second)
        }
    }
    func layout(in inputs: _ViewInputs) -> OffsetLayout {
        OffsetLayout(offset: CGSize(width: offset.width.finiteOrZero, height: offset.height.finiteOrZero))
    }

    var problems: [ModifierProblem] {
        offset.width.isFinite && offset.height.isFinite
            ? [] : [ModifierProblem("Invalid offset (non-finite); it is treated as 0", fix: "pass a finite offset")]
    }
}

struct PositionModifier: LayoutModifier, Animatable {
    var position: CGPoint

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(Optional(position.x).animatable, Optional(position.y).animatable) }
        set {
            position.x.take(newValue.first)
            position.y.take(newValue.second)
        }
    }
    func layout(in inputs: _ViewInputs) -> PositionLayout {
        PositionLayout(position: CGPoint(x: position.x.finiteOrZero, y: position.y.finiteOrZero))
    }

    var problems: [ModifierProblem] {
        position.x.isFinite && position.y.isFinite
            ? [] : [ModifierProblem("Invalid position (non-finite); it is treated as 0", fix: "pass a finite point")]
    }
}

struct AlignmentGuideModifier: LayoutModifier {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat
    func layout(in inputs: _ViewInputs) -> AlignmentGuideLayout {
        AlignmentGuideLayout(key: key, computeValue: computeValue)
    }
}

extension View {
    /// Positions this view within an invisible frame with the specified size (LayoutRules §2.1).
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FrameModifier(width: width, height: height, alignment: alignment))
    }

    /// Positions this view within an invisible frame having the specified size constraints (LayoutRules §2.2).
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        modifier(
            FlexibleFrameModifier(
                minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }

    /// Adds padding to the specified edges: `length`, or the default of 16 points (LayoutRules §3.1).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(PaddingModifier(edges: edges, length: length, insets: nil))
    }

    /// Adds the same padding to every edge.
    public func padding(_ length: CGFloat) -> some View {
        modifier(PaddingModifier(edges: .all, length: length, insets: nil))
    }

    /// Adds a different padding amount to each edge.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(PaddingModifier(edges: .all, length: nil, insets: insets))
    }

    /// Fixes this view at its ideal size (LayoutRules §2.3).
    public func fixedSize() -> some View {
        modifier(FixedSizeModifier(horizontal: true, vertical: true))
    }

    /// Fixes this view at its ideal size in the specified dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }

    /// Constrains this view's dimensions to the specified aspect ratio (LayoutRules §3.4).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains this view's dimensions to the aspect ratio of the given size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        let ratio = aspectRatio.height != 0 ? aspectRatio.width / aspectRatio.height : .nan
        return modifier(AspectRatioModifier(aspectRatio: ratio, contentMode: contentMode))
    }

    /// Scales this view to fit its parent, keeping its aspect ratio.
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }

    /// Scales this view to fill its parent, keeping its aspect ratio.
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }

    /// Offsets this view's drawing by the given size; its layout frame does not move (LayoutRules §3.2).
    public func offset(_ offset: CGSize) -> some View {
        modifier(OffsetModifier(offset: offset))
    }

    /// Offsets this view by the horizontal and vertical amounts you specify.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(OffsetModifier(offset: CGSize(width: x, height: y)))
    }

    /// Positions the center of this view at the specified point in its parent's coordinate space (LayoutRules §3.3).
    public func position(_ position: CGPoint) -> some View {
        modifier(PositionModifier(position: position))
    }

    /// Positions the center of this view at the specified coordinates.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(PositionModifier(position: CGPoint(x: x, y: y)))
    }

    /// Sets the view's horizontal alignment guide (LayoutRules §6).
    public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }

    /// Sets the view's vertical alignment guide.
    public func alignmentGuide(
        _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }

    /// Hides the view: it keeps its place in layout but is not drawn (LayoutRules §3.9).
    public func hidden() -> some View {
        modifier(DrawingModifier(name: "hidden") { _ in NodeAppearance.nothing })
    }
}
