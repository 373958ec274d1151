import Foundation

// Measuring: a node answers `sizeThatFits` from its cache or its layout, and keeps its guide values and
// spacing (LayoutRules §1.1, step 2).
extension LayoutNode {
    /// The node's size for a proposal, answered from the cache when it was asked before.
    package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let tracing = isTracing
        if facts.contains(.hasConstantSize) {
            let size = storedConstantSize
            if _slowPath(tracing) { context.trace?.record(self, proposal: proposal, size: size, cached: false) }
            return size
        }
        // A dimension the node's answers ignore is left out of the cache's key, so proposals that differ only there
        // share one answer (a stack probing a framed child at several heights asks the frame once; see
        // `LayoutFacts.ignoredDimensions(of:)`).
        var key = proposal
        if facts.contains(.ignoresProposedWidth) { key.width = nil }
        if facts.contains(.ignoresProposedHeight) { key.height = nil }
        if let size = sizeCacheOfVaryingNode?.lookup(key) {
            if _slowPath(tracing) { context.trace?.record(self, proposal: proposal, size: size, cached: true) }
            return size
        }
        if _slowPath(tracing) { context.trace?.begin(self, proposal: proposal) }
        var size = box.sizeThatFits(proposal, subviews)
        if !(size.width >= 0) || !(size.height >= 0) {
            context.diagnose(
                "\(name) chose an invalid size \(LayoutFormat.size(size)) for \(proposal); using 0 instead",
                at: self, fix: "return finite, non-negative sizes from sizeThatFits")
            size = CGSize(width: size.width >= 0 ? size.width : 0, height: size.height >= 0 ? size.height : 0)
        }
        if !facts.contains(.answersWithoutCache) {
            // A node whose answers ignore both dimensions files every answer under one key: room for one answer.
            let capacity = facts.isSuperset(of: .ignoredDimensions) ? 1 : SizeCache.initialCapacity
            sizeCache = (sizeCacheOfVaryingNode ?? .makeSizeCache(capacity: capacity)).inserting(key, size)
        }
        if _slowPath(tracing) { context.trace?.end(size: size) }
        return size
    }

    /// Whether the node's answers are the same whatever the proposal's length along `axis`.
    package func ignoresProposal(along axis: Axis) -> Bool {
        facts.contains(axis == .horizontal ? .ignoresProposedWidth : .ignoresProposedHeight)
    }

    /// The node's value for an explicit alignment guide, measured with `proposal` at `size`.
    package func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        guard explicitGuideAxes.contains(key.axis.set) else { return nil }
        if let kept = keptAnswers {
            for entry in kept.guides where entry.key == key && entry.proposal == proposal && entry.size == size {
                return entry.value
            }
        }
        var value = box.explicitAlignment(key, in: CGRect(origin: .zero, size: size), proposal, subviews)
        if let given = value, !given.isFinite {
            context.diagnose(
                "\(name) gave the \(key.name) alignment guide a non-finite value (\(given)); the default is used",
                at: self, fix: "return a finite value from the alignmentGuide closure")
            value = nil
        }
        let kept = makeKeptAnswers()
        if kept.guides.count >= 16 {
            kept.guides.removeFirst()
            kept.guidesOverflowed = true
        }
        kept.guides.append(GuideCacheEntry(key: key, proposal: proposal, size: size, value: value))
        return value
    }

    /// The node's value for a guide at a size: its explicit value if it has one, else the guide's default.
    /// The same answer as `ViewDimensions(size:node:proposal:)[key]`, without building the dimensions value
    /// for every child a stack aligns.
    package func guide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        guard explicitGuideAxes.contains(key.axis.set) else {
            return key.defaultValue(in: ViewDimensions(size: size, node: nil, proposal: proposal))
        }
        return explicitAlignment(key, proposal: proposal, size: size)
            ?? key.defaultValue(in: ViewDimensions(size: size, node: self, proposal: proposal))
    }

    /// The node's spacing preferences (LayoutRules §4.2).
    package var spacing: ViewSpacing {
        if let spacing = keptAnswers?.spacing { return spacing }
        let value = box.spacing(subviews)
        makeKeptAnswers().spacing = value
        return value
    }
}

struct GuideCacheEntry {
    var key: AlignmentKey
    var proposal: ProposedViewSize
    var size: CGSize
    var value: CGFloat?
}
