import EaselGeometry
import EaselGraphics
import EaselLayout
import Foundation

extension View {
    /// Defines a group of views with synchronized geometry using an identifier and namespace that you provide.
    ///
    /// When a change with an animation inserts a view with the same id and namespace as a view that was on
    /// screen, the new view starts at the old view's frame and moves to its own with the change's animation; the
    /// old view, if its removal is animated, moves toward the new frame while its transition runs. As in SwiftUI,
    /// each view is laid out at the frame the move has reached (offered its size, placed with its `anchor` on
    /// its position), so its content reflows rather than scales; its container lays out as if it stood still.
    ///
    /// With `isSource` false the view follows the source view of its id (the one on screen with `isSource` true): it
    /// is offered the source's size and placed with its `anchor` on the source's, while its own container lays out
    /// as if it were where it stands. When its id changes under an animation, its frame slides from the old
    /// source's to the new one's, as any view an animated change moves.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
        isSource: Bool = true
    ) -> some View {
        modifier(_MatchedGeometryEffect(
            key: MatchedGeometryKey(namespace: namespace, id: AnyHashable(id)), properties: properties, anchor: anchor,
            isSource: isSource))
    }
}

/// Which views a matched geometry effect matches: the namespace and the id.
struct MatchedGeometryKey: Hashable {
    let namespace: Namespace.ID
    let id: AnyHashable
}

/// `.matchedGeometryEffect`: a layout that puts its view at the frame of the view it matches, or on its way there.
public struct _MatchedGeometryEffect: ViewModifier {
    public typealias Body = Never
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    var anchor: UnitPoint = .center
    var isSource = true

    public static func _makeView(
        modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs
    ) {
        guard let graph = inputs.graph, let owner = inputs.owner else {
            content.make(inputs, &outputs)
            return
        }
        let clock = graph.animation
        if !modifier.isSource {
            makeFollower(modifier, graph: graph, owner: owner, inputs: inputs, content: content, outputs: &outputs)
            return
        }
        var isNew = false
        let place = owner.animationStore().entry(inputs.animationKey(Self.self, owner: owner)) { () -> MatchedPlace in
            isNew = true
            return MatchedPlace(clock: clock)
        }
        let leaving = inputs.enclosingTransitionPhase == .didDisappear
        let transaction = clock.transaction
        let animation = transaction.disablesAnimations ? nil : transaction.animation
        let registry = clock.matchedGeometry
        if leaving {
            if !place.isLeaving, let animation {
                place.move = MatchedPlace.Move(from: nil, start: clock.time, animation: animation)
            }
            place.isLeaving = true
        } else {
            place.isLeaving = false
            if isNew, let source = registry[modifier.key]?.place, source !== place { place.source = source }
            if let source = place.source {
                if let animation, let frame = source.frame {
                    place.move = MatchedPlace.Move(from: frame, start: clock.time, animation: animation)
                    place.source = nil
                } else if inputs.enclosingTransitionPhase != .willAppear {
                    // Made without animation (and not as an inserted view's first, still phase): no move.
                    place.source = nil
                }
            }
            registry[modifier.key] = WeakMatchedPlace(place: place)
        }
        let key = modifier.key
        let layout = MatchedGeometryLayout(
            anchor: modifier.anchor, properties: modifier.properties,
            frame: { own in place.frame(from: own, key: key, registry: registry) },
            placesInWindow: { place.isAnimating })
        let before = outputs.nodes.count
        layout.wrap(content, inputs: inputs, outputs: &outputs)
        place.node = outputs.nodes.count > before ? outputs.nodes.last : nil
    }
}

extension _MatchedGeometryEffect {
    /// A view that follows its id's source: laid out at the source's frame.
    static func makeFollower(
        _ modifier: Self, graph: ViewGraph, owner: BodyNode, inputs: _ViewInputs, content: _ModifierContent,
        outputs: inout _ViewOutputs
    ) {
        let clock = graph.animation, registry = clock.matchedGeometry
        let place = owner.animationStore().entry(inputs.animationKey(Self.self, owner: owner)) { MatchedFollower() }
        let key = modifier.key, properties = modifier.properties
        let layout = MatchedGeometryLayout(
            anchor: modifier.anchor, properties: properties,
            frame: { [weak registry] _ in
                let source = registry?[key]?.place?.frame
                place.usedSource = source
                return source
            })
        // A change of source under an animation moves the child as any view an animated change moves: its frame
        // slides and grows from the old source's to the new one's.
        layout.wrap(content, inputs: inputs, outputs: &outputs)
        // A source placed after the follower in a layout leaves it at a stale frame: once layout is done, the
        // follower's body is made again (a few times at most) until the frame it used is the source's.
        graph.enqueueAfterLayout { [weak graph, weak owner] in
            guard let graph, let owner, let source = registry[key]?.place?.frame, source != place.usedSource else {
                place.relayouts = 0
                return
            }
            guard place.relayouts < 3 else { return }
            place.relayouts += 1
            graph.invalidate(owner)
        }
    }
}

/// The layout of a matched geometry effect: its own size for its container, and its child put at the frame the
/// effect gives it now (a follower's source, a moving view's frame on its way), in the root's space, where
/// placement works: offered that frame's size (`.size`) and placed with its anchor on that frame's (`.position`).
struct MatchedGeometryLayout: Layout, BuiltinLayout {
    let anchor: UnitPoint
    let properties: MatchedGeometryProperties
    /// The frame the child takes, given the one its container gives the effect; nil: that one.
    let frame: (CGRect) -> CGRect?
    /// Whether that frame is where the child is shown now, whatever the views around it show: a matched move
    /// interpolates frames in window space, so the moves of the views around it (its container growing under
    /// the same animation, say) do not carry it as well.
    var placesInWindow: () -> Bool = { false }

    static var layoutProperties: LayoutProperties { LayoutProperties() }
    var name: String { "matchedGeometryEffect" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        guard let target = frame(bounds) else {
            child.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
            return
        }
        let offered = properties.contains(.size) ? ProposedViewSize(target.size) : proposal
        let position = properties.contains(.position) ? target : bounds
        child.place(at: position.point(at: anchor), anchor: anchor, proposal: offered)
    }

    /// Makes `content` and wraps each node it gives in this layout.
    func wrap(_ content: _ModifierContent, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        var made = _ViewOutputs()
        content.make(inputs, &made)
        let nodeInputs = inputs.pushing(name)
        for child in made.nodes { outputs.append(nodeInputs.wrap(child, in: self)) }
    }
}

extension LayoutNode {
    /// Whether this node is a matched geometry effect in the middle of a move: it places its child where the
    /// child is shown, so the moves of the views around it (their presentation offsets) do not apply below it.
    var placesChildInWindow: Bool {
        box.layout(as: MatchedGeometryLayout.self)?.placesInWindow() == true
    }
}

/// What a follower keeps between layouts: the source frame its last layout used, and how many layouts in a row
/// were redone to catch up with its source.
final class MatchedFollower: AnimationStoreEntry {
    var usedSource: CGRect?
    var relayouts = 0
    /// A follower never moves on its own: its frame's animation is the engine's.
    override var isAnimating: Bool { false }

    override func removed(in graph: ViewGraph) {}
}

/// The views with a matched geometry effect on screen, by namespace and id: the latest one made that is not
/// leaving.
final class MatchedGeometryRegistry {
    private var places: [MatchedGeometryKey: WeakMatchedPlace] = [:]

    subscript(key: MatchedGeometryKey) -> WeakMatchedPlace? {
        get { places[key] }
        set { places[key] = newValue }
    }
}

struct WeakMatchedPlace {
    weak var place: MatchedPlace?
}

/// One view with a matched geometry effect: its node, and the move it draws when it took another's place.
final class MatchedPlace: AnimationStoreEntry {
    struct Move {
        /// Where the move starts; nil for a leaving view, which starts at its own frame.
        let from: CGRect?
        let start: TimeInterval
        let animation: Animation
    }

    private unowned let clock: GraphAnimation
    weak var node: LayoutNode?
    /// The view this one took the place of, until the change that inserted it is made with its animation.
    weak var source: MatchedPlace?
    var move: Move?
    var isLeaving = false

    init(clock: GraphAnimation) {
        self.clock = clock
    }

    /// The frame its container last gave the view, in the root's space. A body moving under an animation makes
    /// its views again at every frame, and a view made again is unplaced until its container places it: a view
    /// placed before it (a leaving view moving toward it, a follower) reads the frame it had last time.
    var frame: CGRect? {
        guard let node, node.isPlaced else { return lastFrame }
        return node.globalFrame
    }

    private var lastFrame: CGRect?

    override var isAnimating: Bool { progress != nil }

    override func removed(in graph: ViewGraph) {}

    /// How far the move is, 0 to 1, at the clock's time; nil when there is none or it ended.
    private var progress: Double? {
        move.flatMap { $0.animation.fraction(at: clock.time - $0.start) }
    }

    /// Where the move has the view now, given the frame its container gives it (in the root's space); nil when
    /// it is not moving.
    func frame(from own: CGRect, key: MatchedGeometryKey, registry: MatchedGeometryRegistry) -> CGRect? {
        lastFrame = own
        guard let move, let progress else { return nil }
        let from: CGRect, to: CGRect
        if let start = move.from {
            (from, to) = (start, own)
        } else {
            // Leaving: toward the view that took its place.
            guard let target = registry[key]?.place?.frame else { return nil }
            (from, to) = (own, target)
        }
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * progress }
        return CGRect(
            x: mix(from.minX, to.minX), y: mix(from.minY, to.minY), width: mix(from.width, to.width),
            height: mix(from.height, to.height))
    }
}
