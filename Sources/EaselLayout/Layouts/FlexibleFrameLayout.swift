import Foundation

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` (LayoutRules §2.2).
///
/// Per axis, for a proposal p (possibly nil):
/// 1. The child is proposed p, or the ideal value when p is nil, clamped to [min, max].
/// 2. A nil proposal with an ideal value gives the ideal, without asking the child.
/// 3. With both min and max, a proposal gives clamp(p, min, max) regardless of the child.
/// 4. Otherwise the child is measured: with only a min, the frame is the smaller of the child proposal and
///    the child, but at least min; with only a max, the larger of the two, but at most max (so a max-only
///    frame proposed more than its max reports its max, LayoutRules §11 Q1); with neither, the child's size.
/// 5. The child is re-proposed the frame's size when placed, and aligned by `alignment`.
package struct FlexibleFrameLayout: Layout, BuiltinLayout {
    package struct Bounds: Equatable {
        package var min: CGFloat? {
            get { SizeCache.value(storedMin) }
            set { storedMin = SizeCache.bits(newValue) }
        }
        package var ideal: CGFloat? {
            get { SizeCache.value(storedIdeal) }
            set { storedIdeal = SizeCache.bits(newValue) }
        }
        package var max: CGFloat? {
            get { SizeCache.value(storedMax) }
            set { storedMax = SizeCache.bits(newValue) }
        }
        // Each bound's bit pattern, nil as the NaN the size cache uses for it (NaN bounds are dropped on the way
        // in, so none is ever a NaN of its own): 8 bytes a bound rather than an optional's 16, which keeps a
        // flexible frame's layout box within the allocator's 96-byte size rather than its 144-byte one.
        private var storedMin = SizeCache.nilBits
        private var storedIdeal = SizeCache.nilBits
        private var storedMax = SizeCache.nilBits

        package static func == (a: Bounds, b: Bounds) -> Bool {
            a.min == b.min && a.ideal == b.ideal && a.max == b.max
        }

        /// Applies SwiftUI's repair: min ≥ 0, ideal ≥ min, max ≥ ideal. NaN values count as unset.
        /// [OSU dual tests against SwiftUI's own initializer]
        package init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            let min = min.flatMap { $0.isNaN ? nil : Swift.max($0, 0) }
            let ideal = ideal.flatMap { $0.isNaN ? nil : Swift.max(min ?? 0, $0) }
            let max = max.flatMap { $0.isNaN ? nil : Swift.max(ideal ?? 0, $0) }
            self.min = min
            self.ideal = ideal
            self.max = max
        }

        func childProposal(_ proposal: CGFloat?) -> CGFloat? {
            guard let value = proposal ?? ideal else { return nil }
            var result = value
            if let min { result = Swift.max(result, min) }
            if let max { result = Swift.min(result, max) }
            return result
        }

        /// Whether the axis has no bound at all.
        var isUnconstrained: Bool { min == nil && ideal == nil && max == nil }

        /// Steps 2 to 4, for one axis; `measure` asks the child for its length (proposed `childProposal`).
        func length(_ proposal: CGFloat?, measure: () -> CGFloat) -> CGFloat {
            if proposal == nil, let ideal { return ideal }
            if let proposal, let min, let max, min <= max {
                return Swift.min(Swift.max(proposal, min), max)
            }
            let childProposal = childProposal(proposal)
            let child = measure()
            switch (min, max) {
            case let (min?, max?):
                return min <= max ? Swift.min(Swift.max(child, min), max) : child
            case let (min?, nil):
                return Swift.max(Swift.min(childProposal ?? .infinity, child), min)
            case let (nil, max?):
                return Swift.min(Swift.max(childProposal ?? -.infinity, child), max)
            case (nil, nil):
                return child
            }
        }

        var description: String? {
            let parts = [("min", min), ("ideal", ideal), ("max", max)].compactMap { name, value in
                value.map { "\(name) \(LayoutFormat.number($0))" }
            }
            return parts.isEmpty ? nil : parts.joined(separator: " ")
        }
    }

    package var width: Bounds
    package var height: Bounds
    package var alignment: Alignment

    package init(width: Bounds, height: Bounds, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    /// Messages for values given out of order or invalid (SwiftUI logs "Contradictory frame constraints").
    package static func problems(
        minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
        minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    ) -> [String] {
        var messages: [String] = []
        for (axis, values) in [("width", [minWidth, idealWidth, maxWidth]), ("height", [minHeight, idealHeight, maxHeight])] {
            let given = values.compactMap { $0 }
            if given.contains(where: \.isNaN) {
                messages.append("Invalid frame dimension: NaN \(axis) bound is ignored")
            }
            let ordered = given.filter { !$0.isNaN }
            if zip(ordered, ordered.dropFirst()).contains(where: { $0 > $1 }) {
                let text = values.map { LayoutFormat.number($0) }.joined(separator: ", ")
                messages.append("Contradictory frame constraints specified: \(axis) min, ideal, max = \(text)")
            }
        }
        return messages
    }

    private func bounds(_ axis: Axis) -> Bounds { axis == .horizontal ? width : height }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width.childProposal(proposal.width), height: height.childProposal(proposal.height))
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let childProposal = childProposal(proposal)
        var measured: CGSize?
        func measure(_ axis: Axis) -> CGFloat {
            if measured == nil { measured = subviews.firstSizeThatFits(childProposal) ?? .zero }
            return measured![axis]
        }
        return CGSize(
            width: width.length(proposal.width) { measure(.horizontal) },
            height: height.length(proposal.height) { measure(.vertical) })
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.placeFirst(in: bounds, alignment: alignment, proposal: ProposedViewSize(bounds.size))
    }

    /// An axis with any bound forgets the child's preferences on its edges, except a Spacer's.
    package func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        var framed: Edge.Set = []
        if !width.isUnconstrained { framed.formUnion(.horizontal) }
        if !height.isUnconstrained { framed.formUnion(.vertical) }
        return subviews.first?.spacing(forgetting: framed) ?? ViewSpacing()
    }

    package var name: String { "frame" }
    package var detail: String? {
        LayoutDetail.join([
            width.description.map { "width \($0)" },
            height.description.map { "height \($0)" },
            alignment == .center ? nil : "alignment: \(AlignmentName.of(alignment))",
        ])
    }
}
