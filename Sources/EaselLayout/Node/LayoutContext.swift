import Foundation

/// The shared state of one laid-out tree: its diagnostics and the opt-in trace.
package final class LayoutContext {
    package private(set) var diagnostics: [Diagnostic] = []
    // Safety: a context serves one tree, laid out by one thread at a time (it is not Sendable), and LayoutTrace's
    // methods only append events, never reaching `trace` again, so accesses to it never overlap.
    @exclusivity(unchecked) package var trace: LayoutTrace? {
        didSet { isTracing = trace != nil }
    }
    /// Whether a trace is being recorded: one byte for the hot path to read, where testing `trace` itself
    /// would copy it.
    // Safety: as `trace`: one thread at a time, set only by `trace`'s didSet (an access to another property).
    @exclusivity(unchecked) package private(set) var isTracing = false
    package var nodeCount = 0
    /// Runs work that recurses through `levels` levels of nodes made while the tree was being placed (a lazy
    /// container's rows, a GeometryReader's content), with room on the stack for them: set by the host, which
    /// moves such work to a larger stack when the running thread's is short of room. Nil runs it in place.
    package var withRoom: ((_ levels: Int, _ body: () -> Void) -> Void)?
    /// The size the host offers its root (nil dimensions as zero): the window that `containerRelativeFrame`
    /// measures against when no scroll view is nearer.
    package var windowSize: CGSize = .zero
    /// Whether some node makes its children only when placed (so the tree's height is not known up front).
    package var hasDeferredContent = false
    /// Whether any node of the tree has set a safe area (a device's screen, `.safeAreaInset`): until one has,
    /// every view's safe area is its own frame and no node needs to look for one.
    package var hasSafeAreas = false
    /// Moves on whenever a lazy container changes which children it has while being placed, so that an
    /// index of the placed tree (identifiers) knows to rebuild.
    package var structureGeneration = 0

    /// The placements of the containers being placed, one range a container on top of its ancestors'
    /// (`LayoutNode.recordPlacements`): one buffer for the whole tree instead of an array a container a pass,
    /// read and written without reference counting. Every slot up to the capacity is initialized; a slot
    /// whose position's x is NaN was not placed (a placed position is always finite).
    // Safety: as `trace`: one thread at a time; pushes and pops nest, and a slot is read or written in place.
    @exclusivity(unchecked) private(set) var placementSlots = LayoutContext.makeSlots(count: 64)
    @exclusivity(unchecked) private var placementCapacity = 64
    @exclusivity(unchecked) private var placementTop = 0
    /// The innermost placement pass running: the node whose layout places its subviews, and where their
    /// placements go (`passCount` slots from `passBase`). `LayoutNode.recordPlacements` sets these and puts back
    /// the outer pass's when it ends; a node records placements only in its own pass. Kept here rather than in
    /// each node, which saves every node a word.
    // Safety: as `trace`: one thread at a time, set and read in place. The node is named by its identity, which
    // costs no reference counting: it is set only for the length of a pass its own call runs, and put back before
    // that call returns, so the node lives while it is named here.
    @exclusivity(unchecked) var passOwner: ObjectIdentifier?
    @exclusivity(unchecked) var passBase: Int32 = 0
    @exclusivity(unchecked) var passCount: Int32 = 0

    package init() {}

    deinit {
        placementSlots.deallocate()
    }

    private static func makeSlots(count: Int) -> UnsafeMutablePointer<LayoutPlacement> {
        let slots = UnsafeMutablePointer<LayoutPlacement>.allocate(capacity: count)
        slots.initialize(repeating: .unplaced, count: count)
        return slots
    }

    /// Reserves `count` unplaced slots on top of the placement stack and returns the first one's index.
    func pushPlacements(_ count: Int) -> Int {
        let base = placementTop
        placementTop += count
        if placementTop > placementCapacity {
            // A placement holds only values, so moving the slots and freeing the old ones needs no deinit.
            let capacity = Swift.max(placementTop, placementCapacity * 2)
            let slots = Self.makeSlots(count: capacity)
            slots.update(from: placementSlots, count: base)
            placementSlots.deallocate()
            placementSlots = slots
            placementCapacity = capacity
        }
        for slot in base..<placementTop { placementSlots[slot].position.x = .nan }
        return base
    }

    /// Gives back the slots from `base` up, pushed by the pass that got `base`. When the outermost pass ends, a
    /// stack grown past 1,024 slots (a deep tree's) is let go, so that the tree does not keep it between layouts.
    func popPlacements(to base: Int) {
        placementTop = base
        if base == 0 && placementCapacity > 1_024 {
            placementSlots.deallocate()
            placementSlots = Self.makeSlots(count: 64)
            placementCapacity = 64
        }
    }

    package func diagnose(_ message: String, at node: LayoutNode?, fix: String) {
        diagnose(Diagnostic(message: message, path: node?.pathDescription ?? "", fix: fix))
    }

    package func diagnose(_ diagnostic: Diagnostic) {
        // A view measured many times must not flood the list with the same complaint.
        if diagnostics.count < 1000, !diagnostics.contains(diagnostic) {
            diagnostics.append(diagnostic)
        }
    }
}
