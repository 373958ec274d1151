import EaselLayout
import Foundation

extension ViewHost {
    // MARK: Updates

    /// Applies every pending change of state: evaluates again the bodies that read it, lays out again what
    /// their new content changed, then runs the `onAppear`, `onChange` and `onDisappear` actions the change
    /// caused. Every question the host answers calls it first; call it yourself after changing an observed
    /// object from outside, when you want the host's handlers told at once.
    public func update() {
        guard graph.needsUpdate || needsLayoutFromRoot else { return }
        // Frames an animated change moves are noted before it and animated after it (GeometryAnimator).
        let geometry = graph.animation.geometry
        geometry.graph = graph
        geometry.root = root
        defer {
            geometry.root = root
            geometry.didUpdate(environment: environment)
            geometry.root = nil
        }
        // Laying out can queue more work (items coming into view run onAppear; a scrollTo waits for the
        // layout): a few rounds settle it.
        for _ in 0..<4 {
            // Evaluating bodies recurses through custom views and modifiers that add no layout node, so the
            // tree's height is only an estimate of the depth; a margin keeps shallow trees on this thread. (The
            // height counts content made while placing; views made now move to a large stack when they need to.)
            DeepStack.run(height: root.map { $0.height + 64 }) {
                graph.update()
            }
            if needsLayoutFromRoot {
                needsLayoutFromRoot = false
                layOut()
            }
            for work in graph.takeAfterLayout() { work() }
            // Preferences are read from the placed tree; a reader's action may change state (another round).
            graph.preferenceReaders.check()
            if !(graph.needsUpdate || needsLayoutFromRoot) { break }
        }
        if graph.needsUpdate || needsLayoutFromRoot {
            // Still changing after the rounds: something laid out writes state its own layout reads. The rest
            // waits for the next question, so each question makes a bounded amount of work, and says why.
            layoutContext.diagnose(
                "the view did not settle: after 4 rounds of updates, laying it out still changes state that its "
                    + "layout reads (a GeometryReader's content, an onAppear or an onPreferenceChange writing a size "
                    + "its own frame uses?); "
                    + "the rest of the change waits for the next question",
                at: root, fix: "derive the size in the view instead of storing it in state, or guard the write with a comparison")
        }
        // Content made while placing (GeometryReader's) is made anew: its identifiers must be found again.
        if layoutContext.hasDeferredContent { identifiers = nil }
        for handler in changeHandlers { handler() }
    }

    /// Whether a change of state waits for `update()`.
    public var needsUpdate: Bool { graph.needsUpdate }

    /// Calls `handler` after every update that changed the view (a tap, a state change, a finished task),
    /// with the new layout in place: where a live display redraws.
    public func onChange(_ handler: @escaping () -> Void) {
        changeHandlers.append(handler)
    }

    /// Calls `handler` on the thread where state changed outside the host's own calls (an observed object
    /// written by a task, a timer): where a live display schedules `update()` on its own thread.
    public func onNeedsUpdate(_ handler: @escaping @Sendable () -> Void) {
        graph.onInvalidate = handler
    }

    /// How much work the host's updates did so far.
    public var statistics: UpdateStatistics { graph.statistics }

    /// Starts the count of body evaluations again from zero.
    public func resetStatistics() {
        graph.resetStatistics()
    }

    /// Waits until every task started by `.task` has finished, then applies what they changed.
    ///
    /// The tasks sleep on the host's clock (`Task.sleep` in a view's task waits for `advance(by:)`): when every
    /// task left is asleep on it, the clock moves on to the earliest wake, as the time the tasks wait for
    /// passes, and animations move with it. A task awaiting something outside the host (an actor, I/O) is
    /// waited for on the wall clock. After ten minutes of the host's time, it stops with a diagnostic (a task
    /// that sleeps in a loop never ends).
    public func waitForTasks() async {
        let limit = time + 600
        while true {
            update()
            let tasks = graph.tasks
            if tasks.runningTasks.isEmpty && !tasks.executor.hasJobs { return }
            if tasks.onlyWaitingForClock, let wake = graph.animation.clock.nextTime {
                guard wake <= limit else {
                    layoutContext.diagnose(
                        "waitForTasks(): the tasks left sleep on the host's clock past ten minutes of its time (a task that sleeps in a loop?); stopped waiting at \(time) s",
                        at: root, fix: "advance the clock by the time you want instead: host.advance(by:)")
                    return
                }
                advance(by: max(wake - time, 0))
                continue
            }
            // Something outside the host moves the tasks on: look again in a millisecond.
            try? await ContinuousClock().sleep(for: .milliseconds(1))
        }
    }

    // MARK: Splicing

    /// Keeps the index of accessibility identifiers true after `new` took `old`'s place, without walking
    /// the whole tree: an identifier whose first view was in `old` moves to the same identifier in `new`;
    /// anything the subtrees alone cannot settle (an identifier gone, or new with a duplicate elsewhere)
    /// drops the index, to be rebuilt on the next question.
    private func updateIdentifiers(replacing old: LayoutNode, with new: LayoutNode) {
        guard var index = identifiers else { return }
        // Taken out while it changes, so the index is edited in place rather than copied.
        identifiers = nil
        func firsts(_ start: LayoutNode) -> [String: LayoutNode] {
            var found: [String: LayoutNode] = [:]
            start.walkSubtree { node, _ in
                if let id = node.identifier, found[id] == nil { found[id] = node }
                return .descend
            }
            return found
        }
        let before = firsts(old), after = firsts(new)
        for (id, node) in before where index[id] === node {
            guard let replacement = after[id] else {
                identifiers = nil
                return
            }
            index[id] = replacement
        }
        for (id, node) in after where index[id] == nil || (index[id] !== node && before[id] == nil) {
            guard index[id] == nil else {
                identifiers = nil
                return
            }
            index[id] = node
        }
        identifiers = index
    }

    /// Puts `new` where `old` is in the placed tree and lays out again only what the change can affect
    /// (`LayoutNode.splice(with:layOut:)`, the engine's half), keeping the root and the identifier index
    /// true. Returns false when `old` carried traits a wrapper copied or preference writes (the enclosing body
    /// must be made again to put them on the new node); the root, with no body around it, is replaced as it is.
    func splice(_ old: LayoutNode, with new: LayoutNode) -> Bool {
        let isRoot = old.parent == nil && old === root
        guard isRoot || (old.traits.priority == new.traits.priority && !old.traits.hasValues && !new.traits.hasValues
            && old.preferences == nil && new.preferences == nil)
        else {
            return false
        }
        // An accessibility identifier or a coordinate-space name that a modifier outside the body put on the old
        // node (`Custom().accessibilityIdentifier("x")`) carries over to the new one when the body set none.
        if new.identifier == nil { new.identifier = old.identifier }
        if new.coordinateSpaceName == nil { new.coordinateSpaceName = old.coordinateSpaceName }
        guard !isRoot else {
            root = new
            needsLayoutFromRoot = true
            return true
        }
        guard old.parent != nil else { return false }
        // The new subtree was just made, and may be deeper than the tree the update's thread was chosen for:
        // measured and placed with room for it (the tree above, at most, is placed again besides).
        let outcome = DeepStack.withRoom(levels: (root?.height ?? 0) + new.height) {
            old.splice(with: new, layOut: !needsLayoutFromRoot)
        }
        switch outcome {
        case .notAChild:
            return false
        case .needsLayoutFromRoot:
            needsLayoutFromRoot = true
        case .placed:
            break
        }
        updateIdentifiers(replacing: old, with: new)
        return true
    }
}
