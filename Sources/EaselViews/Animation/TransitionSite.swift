import EaselLayout
import Foundation

/// Where views come and go: an `if`'s branches, an optional view, a `ForEach`'s elements. When a change with an
/// animation inserts a view there, the view is made first as its transition's inserted phase shows it and then as
/// it normally shows, so its transition animates in; when such a change removes one, the view is kept (with its
/// last value, state and place among the others) and made in its transition's removed phase until that animation
/// ends. A view without a `.transition` fades, as SwiftUI's default transition (`.opacity`) does.
///
/// A change without animation inserts and removes at once; a site made for the first time shows its views
/// without transitions.
///
/// The site is generic over what it shows, so the content made last is held in place rather than boxed: nearly
/// every `ForEach`, `if` and optional view on screen has a site, and a `ForEach` is too large for an existential's
/// inline buffer.
final class TransitionSite<Content: TransitionContent>: AnimationStoreEntry {
    private struct Leaving {
        let item: TransitionItem
        /// Where it was among the site's views.
        let index: Int
        /// Whether it has been made leaving before (the first time, its values start from where they show).
        var started = false
    }

    /// The content made last time.
    private var last: Content?
    /// Views leaving and views coming, while a change with an animation moves any: out of line, as a site spends
    /// nearly all its time with neither, and every `ForEach` on screen keeps a site.
    private final class Motion {
        var leaving: [Leaving] = []
        /// Views whose insertion is still animating (those without a transition of their own fade in a wrapper).
        var inserting: Set<AnyHashable> = []
    }
    private var motion: Motion?

    private var leaving: [Leaving] {
        get { motion?.leaving ?? [] }
        set { makeMotion().leaving = newValue }
    }
    private var inserting: Set<AnyHashable> {
        get { motion?.inserting ?? [] }
        set { makeMotion().inserting = newValue }
    }

    private func makeMotion() -> Motion {
        if let motion { return motion }
        let made = Motion()
        motion = made
        return made
    }

    override var isAnimating: Bool { !leaving.isEmpty || !inserting.isEmpty }

    override func removed(in graph: ViewGraph) {}

    /// Makes `content` into `outputs`, with the views that are leaving among its own.
    func make(_ content: Content, inputs: _ViewInputs, isNew: Bool, graph: ViewGraph, owner: BodyNode,
              outputs: inout _ViewOutputs) {
        let transaction = graph.animation.transaction
        let animated = !isNew && transaction.animation != nil && !transaction.disablesAnimations
        let previous = last
        last = content
        guard animated || !leaving.isEmpty || !inserting.isEmpty else {
            // Nothing comes or goes with animation: the content is made as it would be without transitions.
            content.makeAll(inputs: inputs, outputs: &outputs)
            return
        }
        let items = content.items(inputs: inputs)
        let ids = Set(items.map(\.id))
        let previousItems = previous?.items(inputs: inputs) ?? []
        let before = Set(previousItems.map(\.id))
        let wasLeaving = Set(leaving.map(\.item.id))
        leaving.removeAll { ids.contains($0.item.id) }
        for (index, item) in previousItems.enumerated() where !ids.contains(item.id) {
            inserting.remove(item.id)
            if animated { leaving.append(Leaving(item: item, index: index)) }
        }

        var made: [[LayoutNode]] = []
        for item in items {
            let isInserted = animated && !before.contains(item.id) && !wasLeaving.contains(item.id)
            if isInserted {
                // The inserted phase, made once without animation so the transition's values start there.
                _ = graph.animation.with(Transaction()) { makeShowing(item, phase: .willAppear, graph: graph) }
                inserting.insert(item.id)
            }
            let (nodes, moving) = makeShowing(item, phase: .identity, graph: graph)
            if !moving { inserting.remove(item.id) }
            made.append(nodes)
        }
        var stillLeaving: [Leaving] = []
        for var ghost in leaving.sorted(by: { $0.index < $1.index }) {
            if !ghost.started {
                // As it showed, made once without animation, so a fade of its own starts from full opacity.
                _ = graph.animation.with(Transaction()) { makeShowing(ghost.item, phase: .identity, fades: true, graph: graph) }
                ghost.started = true
            }
            let (nodes, moving) = makeShowing(ghost.item, phase: .didDisappear, graph: graph)
            guard moving else {
                // Its removal ended: it goes now, with the views made for it.
                graph.discardChildren(of: owner, below: ghost.item.inputs.path)
                continue
            }
            stillLeaving.append(ghost)
            made.insert(nodes, at: min(ghost.index, made.count))
        }
        leaving = stillLeaving
        if leaving.isEmpty && inserting.isEmpty { motion = nil }
        for nodes in made { outputs.nodes.append(contentsOf: nodes) }
    }

    /// Makes one view at a phase of its transition; also says whether any of its values is still moving.
    private func makeShowing(_ item: TransitionItem, phase: TransitionPhase, fades: Bool = false, graph: ViewGraph) -> ([LayoutNode], Bool) {
        let request = TransitionPhaseRequest(phase)
        var inputs = item.inputs
        inputs.transitionPhase = request
        inputs.enclosingTransitionPhase = phase
        let movingBefore = graph.animation.movingValues
        var nodes = item.make(inputs)
        if !request.consumed, fades || phase != .identity || inserting.contains(item.id) {
            // No transition of its own: the default one, a fade.
            let fade = OpacityEffect(opacity: phase.isIdentity ? 1 : 0)
            var wrapped = _ViewOutputs()
            var fadeInputs = item.inputs.pushing("transition")
            fadeInputs.transitionPhase = nil
            let content = nodes
            OpacityEffect._makeView(
                modifier: fade, inputs: fadeInputs, content: _ModifierContent { _, outputs in outputs.nodes.append(contentsOf: content) },
                outputs: &wrapped)
            nodes = wrapped.nodes
        }
        return (nodes, graph.animation.movingValues != movingBefore)
    }
}

/// What a site asks of the transition at the top of a view it inserts, shows or removes: the phase to show. The
/// first `.transition` met while making the view takes it; the containers below do not pass it on.
final class TransitionPhaseRequest {
    let phase: TransitionPhase
    var consumed = false

    init(_ phase: TransitionPhase) {
        self.phase = phase
    }
}

/// One view of a site's content: its identity at the site, the inputs it is made with and how to make it.
struct TransitionItem {
    typealias Make = (_ViewInputs) -> [LayoutNode]

    let id: AnyHashable
    let inputs: _ViewInputs
    let make: Make
}

/// What a site shows: an `if`'s branch, an optional's view, a `ForEach`'s elements.
protocol TransitionContent {
    /// Makes every view (each under its own path), as when nothing comes or goes with animation.
    func makeAll(inputs: _ViewInputs, outputs: inout _ViewOutputs)
    /// Each view with its identity, in order.
    func items(inputs: _ViewInputs) -> [TransitionItem]
}

extension _ViewInputs {
    /// Makes the views of a site (`if`, optional, `ForEach`) at these inputs' path, with their transitions.
    func makeTransitioning<Content: TransitionContent>(_ content: Content, outputs: inout _ViewOutputs) {
        guard let graph, let owner else {
            content.makeAll(inputs: self, outputs: &outputs)
            return
        }
        var isNew = false
        let site = owner.animationStore().entry(animationKey(type(of: content), owner: owner)) { () -> TransitionSite<Content> in
            isNew = true
            return TransitionSite()
        }
        site.make(content, inputs: self, isNew: isNew, graph: graph, owner: owner, outputs: &outputs)
    }
}

/// `.transition(_:)`: the transition a view shows when a site inserts or removes it.
package struct TransitionTrait: ViewModifier {
    package typealias Body = Never
    let transition: AnyTransition

    package init(transition: AnyTransition) {
        self.transition = transition
    }

    package static func _makeView(modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs) {
        var phase = TransitionPhase.identity
        if let request = inputs.transitionPhase, !request.consumed {
            request.consumed = true
            phase = request.phase
        }
        // The request stays in the inputs, taken: a `.transition` further in does not apply again.
        TransitionModifier._makeView(
            modifier: TransitionModifier(transition: modifier.transition, phase: phase), inputs: inputs, content: content,
            outputs: &outputs)
    }
}
