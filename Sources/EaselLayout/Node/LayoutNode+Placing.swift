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
            var made = true
            if let deferredContent = extras.deferredContent {
                setChildren(deferredContent(self))
            } else if let lazyChildren = extras.lazyChildren {
                adoptLazyChildren(lazyChildren(self))
            } else {
                made = false
            }
            // Content made now was not counted when the host chose where to lay the tree out: its levels are
            // placed with room on the stack for them (`LayoutContext.withRoom`).
            if made, let withRoom = context.withRoom {
                withRoom(height) { placeChildren(proposal: proposal) }
                return
            }
        }
        placeChildren(proposal: proposal)
    }

    /// Places the children where the layout puts them, each at the size it chooses for its proposal.
    @inline(__always)
    private func placeChildren(proposal: ProposedViewSize) {
        guard !children.isEmpty else { return }
        if _slowPath(isTracing) {
            context.trace?.placing(self, frame: globalFrame)
        }
        recordPlacements(in: globalFrame, proposal: proposal) {
            box.placeSubviews(in: globalFrame, proposal, subviews)
        } then: { placements in
            let children = self.children
            children.withUnsafeBufferPointer { children in
                for index in children.indices {
                    let placement = placements[index]
                    // Safety: the local array `children` holds every child for the whole loop, so reading them
                    // unretained (two atomics saved each) cannot outlive them.
                    Unmanaged.passUnretained(children[index])._withUnsafeGuaranteedRef { child in
                        let childSize = child.sizeThatFits(placement.proposal)
                        var origin = placement.origin(for: childSize)
                        if mirrorsChildren {
                            origin.x = globalFrame.minX + globalFrame.maxX - origin.x - childSize.width
                        }
                        child.place(at: origin, size: childSize, proposal: placement.proposal)
                    }
                }
            }
        }
    }

    /// Runs a placement pass (`place`), without committing anything, then hands `then` where each subview went;
    /// subviews the layout did not place are centered with the container's proposal (LayoutRules §10). The
    /// record is good until `then` returns: its slots are given back to the context's placement stack.
    package func recordPlacements<Result>(
        in bounds: CGRect, proposal: ProposedViewSize, _ place: () -> Void, then: (PlacementRecord) -> Result
    ) -> Result {
        // Safety: `context` is a `let` this node holds strongly, so the context outlives this call.
        Unmanaged.passUnretained(context)._withUnsafeGuaranteedRef { context in
            let count = children.count
            let base = context.pushPlacements(count)
            defer { context.popPlacements(to: base) }
            // A layout may start a pass of its own container's inside another (asking its own explicit guides).
            let saved = (context.passOwner, context.passBase, context.passCount)
            (context.passOwner, context.passBase, context.passCount) = (ObjectIdentifier(self), Int32(base), Int32(count))
            place()
            (context.passOwner, context.passBase, context.passCount) = saved
            return then(PlacementRecord(
                context: context, base: base,
                unplaced: LayoutPlacement(
                    position: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)))
        }
    }

    package func recordPlacement(_ placement: LayoutPlacement, at index: Int) {
        guard context.passOwner == ObjectIdentifier(self), index >= 0, index < Int(context.passCount) else {
            context.diagnose(
                "\(name) placed subview \(index) outside a placement pass; the call was ignored", at: self,
                fix: "call place(at:anchor:proposal:) only from placeSubviews(in:proposal:subviews:cache:)")
            return
        }
        context.placementSlots[Int(context.passBase) + index] = placement
    }
}

/// Where a container put each subview in one placement pass: its slots of the context's placement stack.
package struct PlacementRecord {
    // Safety: a record lives only inside `recordPlacements`, whose node holds the context.
    unowned(unsafe) let context: LayoutContext
    let base: Int
    /// Where a subview the layout never placed goes.
    let unplaced: LayoutPlacement

    package subscript(index: Int) -> LayoutPlacement {
        let placement = context.placementSlots[base + index]
        return placement.position.x.isNaN ? unplaced : placement
    }
}
