import Foundation

// What a node knows of its layout and its children without asking them again (`LayoutNode.facts`).
extension LayoutNode {
    /// What the engine asks of the node's layout beyond the `Layout` protocol, read once when the node is
    /// made: the layout box casts its layout to `BuiltinLayout` when asked, which is too slow for every
    /// question.
    struct LayoutFacts: OptionSet {
        let rawValue: UInt16
        /// The layout can have explicit values for horizontal guides of its own (`BuiltinLayout.ownExplicitGuideAxes`).
        static let ownHorizontalGuides = LayoutFacts(rawValue: 1 << 0)
        static let carriesSingleChildGuides = LayoutFacts(rawValue: 1 << 1)
        static let requiresSpacingProjection = LayoutFacts(rawValue: 1 << 2)
        /// The layout's answer costs less to compute than to look up (a Color takes the proposal).
        static let answersWithoutCache = LayoutFacts(rawValue: 1 << 3)
        /// The layout can have explicit values for vertical guides of its own.
        static let ownVerticalGuides = LayoutFacts(rawValue: 1 << 4)
        /// The layout answers every proposal with one size (`constantSize`).
        static let hasConstantSize = LayoutFacts(rawValue: 1 << 5)
        /// The proposed width, or height, never changes the node's answer: the layout ignores it
        /// (`ignoredProposalAxes`), or the layout uses the proposal only to propose to its children and
        /// they all ignore it (`ignoredDimensions(of:)`). Derived from the children, so tree edits keep it.
        static let ignoresProposedWidth = LayoutFacts(rawValue: 1 << 6)
        static let ignoresProposedHeight = LayoutFacts(rawValue: 1 << 7)
        static let ignoredDimensions: LayoutFacts = [.ignoresProposedWidth, .ignoresProposedHeight]
        /// The layout's own `ignoredProposalAxes`, whatever its children.
        static let ownIgnoresWidth = LayoutFacts(rawValue: 1 << 8)
        static let ownIgnoresHeight = LayoutFacts(rawValue: 1 << 9)
        /// The layout's `proposalUse`: `.firstChild`, `.children`, or neither for `.own`.
        static let followsFirstChild = LayoutFacts(rawValue: 1 << 10)
        static let followsChildren = LayoutFacts(rawValue: 1 << 11)
        /// The node's path is the view's it wraps, and the node is named below it by its layout (`isNamedByLayout`).
        static let namedByLayout = LayoutFacts(rawValue: 1 << 12)

        /// A user's layout may have explicit guides and combines its children's; it needs nothing else.
        init(_ builtin: (any BuiltinLayout)?) {
            guard let builtin else {
                self = [.ownHorizontalGuides, .ownVerticalGuides]
                return
            }
            var facts: LayoutFacts = []
            let axes = builtin.ownExplicitGuideAxes
            if axes.contains(.horizontal) { facts.insert(.ownHorizontalGuides) }
            if axes.contains(.vertical) { facts.insert(.ownVerticalGuides) }
            if builtin.carriesSingleChildGuides { facts.insert(.carriesSingleChildGuides) }
            if builtin.requiresSpacingProjection { facts.insert(.requiresSpacingProjection) }
            if builtin.answersWithoutCache { facts.insert(.answersWithoutCache) }
            // A NaN dimension is no size: such a layout is measured as any other (and a NaN answer diagnosed).
            if let size = builtin.constantSize, !size.width.isNaN, !size.height.isNaN { facts.insert(.hasConstantSize) }
            let ignored = builtin.ignoredProposalAxes
            if ignored.contains(.horizontal) { facts.insert(.ownIgnoresWidth) }
            if ignored.contains(.vertical) { facts.insert(.ownIgnoresHeight) }
            switch builtin.proposalUse {
            case .own: break
            case .firstChild: facts.insert(.followsFirstChild)
            case .children: facts.insert(.followsChildren)
            }
            self = facts
        }

        /// The dimensions of a proposal the node's answers ignore, with these children: its layout's own, and
        /// those that every child its answer is made from ignores. A layout that reads the proposal itself
        /// (`ProposalUse.own`) gains none from its children.
        func ignoredDimensions(of children: [LayoutNode]) -> LayoutFacts {
            var ignored: LayoutFacts = []
            if contains(.ownIgnoresWidth) { ignored.insert(.ignoresProposedWidth) }
            if contains(.ownIgnoresHeight) { ignored.insert(.ignoresProposedHeight) }
            let followed: ArraySlice<LayoutNode>
            if contains(.followsFirstChild) {
                followed = children.prefix(1)
            } else if contains(.followsChildren) {
                followed = children[...]
            } else {
                return ignored
            }
            var common = LayoutFacts.ignoredDimensions
            for child in followed {
                if contains(.followsChildren) && child.hasExplicitGuides { return ignored }
                common.formIntersection(child.facts)
            }
            return ignored.union(common)
        }

        init(rawValue: UInt16) { self.rawValue = rawValue }

        /// The axes of the layout's own explicit guides.
        var ownGuideAxes: Axis.Set {
            var axes: Axis.Set = []
            if contains(.ownHorizontalGuides) { axes.insert(.horizontal) }
            if contains(.ownVerticalGuides) { axes.insert(.vertical) }
            return axes
        }
    }
}
