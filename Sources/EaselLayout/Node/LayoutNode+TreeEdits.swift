import Foundation

// Changing which children a node has, keeping the facts derived from them (height, explicit guides, the
// proposal dimensions its answers ignore) true.
extension LayoutNode {
    package func setChildren(_ newChildren: [LayoutNode]) {
        markNeedsRedraw()
        release(children)
        children = newChildren
        for child in newChildren {
            child.parent = self
        }
        invalidate()
        // Every answer above was dropped; the dimensions they ignore may have changed with the children.
        var node: LayoutNode? = self
        while let current = node, current.refreshIgnoredDimensions() { node = current.parent }
        // The heights above follow, so that the tree's height counts content made while placing (where the
        // host draws a tree, and how much stack placing the content needs, go by it).
        node = self
        while let current = node {
            let height = current.heightOfChildren
            guard height != current.height else { break }
            current.height = height
            node = current.parent
        }
    }

    /// The node's height as its children make it: one more than the tallest child's, 1 for a leaf.
    private var heightOfChildren: Int {
        children.reduce(1) { Swift.max($0, $1.height + 1) }
    }

    /// Takes `newChildren` as the children without dropping any cached answer (see `lazyChildren`); the
    /// tree's structure generation moves on, so indexes of the placed tree are rebuilt.
    func adoptLazyChildren(_ newChildren: [LayoutNode]) {
        let same = newChildren.count == children.count && zip(newChildren, children).allSatisfy { $0 === $1 }
        guard !same else { return }
        markNeedsRedraw()
        release(children)
        children = newChildren
        for child in newChildren { child.parent = self }
        context.structureGeneration &+= 1
        updateDerivedFacts(from: self)
    }

    /// Clears the parent pointer of children this node lets go of, so that it never outlives this node
    /// (see `parent`); children it takes again get it back.
    func release(_ old: [LayoutNode]) {
        for child in old where child.parent === self { child.parent = nil }
    }

    /// Recomputes the height, explicit-guide flag and ignored proposal dimensions of `start` and its
    /// ancestors after its children changed, stopping at the first ancestor above `start` they leave
    /// unchanged.
    func updateDerivedFacts(from start: LayoutNode) {
        var node: LayoutNode? = start
        while let current = node {
            let height = current.heightOfChildren
            var guides = current.facts.ownGuideAxes
            for child in current.children { guides.formUnion(child.explicitGuideAxes) }
            let heightOrGuidesChanged = height != current.height || guides != current.explicitGuideAxes
            current.height = height
            current.explicitGuideAxes = guides
            // After the guides: whether a child has explicit guides decides what a stack can ignore.
            let ignoredChanged = current.refreshIgnoredDimensions()
            if !heightOrGuidesChanged, !ignoredChanged, current !== start { break }
            node = current.parent
        }
    }

    /// Works out again which proposal dimensions the node's answers ignore, from its children. When that
    /// changed, the answers it kept were filed under the old keys: they are dropped, and marked as dropped
    /// (`Answers.complete`), so an incremental update measures the node's parent again; so is its layout's
    /// cache (a stack files its arrangements the same way). Returns whether it changed.
    @discardableResult
    func refreshIgnoredDimensions() -> Bool {
        let ignored = facts.ignoredDimensions(of: children)
        guard ignored != facts.intersection(.ignoredDimensions) else { return false }
        facts.subtract(.ignoredDimensions)
        facts.formUnion(ignored)
        sizeCache?.dropAnswers()
        box.invalidateCache(subviews)
        return true
    }

    /// Puts `new` where `old` was among the children, leaving every cached answer alone: the caller decides
    /// what must be measured again. Returns false when `old` is not a child of this node.
    package func replaceChild(_ old: LayoutNode, with new: LayoutNode) -> Bool {
        guard let index = children.firstIndex(where: { $0 === old }) else { return false }
        markNeedsRedraw()
        release([old])
        children[index] = new
        new.parent = self
        box.invalidateCache(subviews)
        var ancestor: LayoutNode? = self
        while let current = ancestor {
            current.cachedExtent = nil
            ancestor = current.parent
        }
        // The derived facts of every ancestor follow the new child.
        updateDerivedFacts(from: self)
        return true
    }

    /// Unlinks the subtree so it is freed level by level rather than recursively (deep trees would overflow
    /// the stack of the thread that drops them).
    package func dismantle() {
        var all: [LayoutNode] = []
        walkSubtree { node, _ in
            all.append(node)
            return .descend
        }
        for node in all {
            if node !== self { node.parent = nil }
            node.children = []
            node.extras?.deferredContent = nil
            node.extras?.lazyChildren = nil
        }
    }
}
