import Foundation

// Placing: a node commits its frame and places its subtree (LayoutRules §1.1, step 3).
extension LayoutNode {
    /// Commits the node's frame and places its subtree (LayoutRules §1.1, step 3).
    package func place(at origin: CGPoint, proposal: ProposedViewSize) {
        place(at: origin, size: sizeThatFits(proposal), proposal: proposal)
    }

    /// Placing with the size the node chose for `proposal`, already known to the caller.
    package func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
        globalFrame = CGRect(origin: origin, size: size)
        if !needsRedraw { markNeedsRedraw() }
        if cachedExtent != nil { forgetExtent() }
        placedProposal = proposal
        isPlaced = true
        // Most nodes have no extras: one check on the hot path.
        if let extras {
            if let deferredContent = extras.deferredContent {
                setChildren(deferredContent(self))
            } else if let lazyChildren = extras.lazyChildren {
                adoptLazyChildren(lazyChildren(self))
            }
        }
        guard !children.isEmpty else { return }
        if _slowPath(isTracing) {
            context.trace?.placing(self, frame: globalFrame)
        }
        let placements = recordPlacements(in: globalFrame, proposal: proposal) {
            box.placeSubviews(in: globalFrame, proposal, subviews)
        }
        let children = self.children
        children.withUnsafeBufferPointer { children in
            for index in children.indices {
                let placement = placements[index]
                // Safety: the local array `children` holds every child for the whole loop, so reading them unretained
                // (two atomics saved each) cannot outlive them.
                Unmanaged.passUnretained(children[index])._withUnsafeGuaranteedRef { child in
                    let childSize = child.sizeThatFits(placement.proposal)
                    var origin = placement.origin(for: childSize)
                    if mirrorsChildren { origin.x = globalFrame.minX + globalFrame.maxX - origin.x - childSize.width }
                    child.place(at: origin, size: childSize, proposal: placement.proposal)
                }
            }
        }
    }

    /// Runs a placement pass and returns where each subview went, without committing anything; subviews the
    /// layout did not place are centered with the container's proposal (LayoutRules §10).
    package func recordPlacements(
        in bounds: CGRect, proposal: ProposedViewSize, _ body: () -> Void
    ) -> PlacementRecord {
        var saved: [LayoutPlacement?] = []
        swap(&saved, &placements)
        placements = Array(repeating: nil, count: children.count)
        body()
        var record = PlacementRecord(
            placements: [],
            unplaced: LayoutPlacement(
                position: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal))
        swap(&record.placements, &placements)
        placements = saved
        return record
    }

    package func recordPlacement(_ placement: LayoutPlacement, at index: Int) {
        guard placements.indices.contains(index) else {
            context.diagnose(
                "\(name) placed subview \(index) outside a placement pass; the call was ignored", at: self,
                fix: "call place(at:anchor:proposal:) only from placeSubviews(in:proposal:subviews:cache:)")
            return
        }
        placements[index] = placement
    }
}

/// Where a container put each subview in one placement pass.
package struct PlacementRecord {
    var placements: [LayoutPlacement?]
    /// Where a subview the layout never placed goes.
    let unplaced: LayoutPlacement

    package subscript(index: Int) -> LayoutPlacement { placements[index] ?? unplaced }
}
