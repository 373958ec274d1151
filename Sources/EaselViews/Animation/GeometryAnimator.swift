import EaselLayout
import Foundation

/// The implicit animation of every view's place and size, as SwiftUI animates geometry: when a change made
/// with an animation moves or resizes a view (a sibling inserted before it, an alignment changed, a text grown),
/// the view is drawn moving from where it was to where layout now puts it, with that animation.
///
/// Layout itself jumps to the new frames; what moves is the presentation. Each view's frame is kept relative
/// to its parent's, so a view that moves with its parent animates once, through the parent. Before the first
/// change of an update made with an animation the tree's frames are noted; after the update, every view found
/// again at the same place in the tree (by its `ViewPath`) whose frame in its parent changed gets a track from
/// the frame it was shown at to the new one. An animation given by `.animation(_:value:)` moves only the views
/// below that modifier; one given by `withAnimation` moves all. Values that animate themselves (a frame's width,
/// an offset) are already at their old values when the change is laid out, so they are not animated twice.
final class GeometryAnimator {
    /// A view's place in the tree: the hash of its path, and which of the nodes with that path it is.
    struct Key: Hashable {
        let path: Int
        let occurrence: Int
    }

    /// A frame as an animatable value: origin in the parent's frame, then size.
    typealias Frame = AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>

    /// How a node is drawn while its geometry moves: offset from its laid-out place (its parent's offset
    /// included), and its size.
    struct Presentation {
        var offset: CGSize
        var size: CGSize
    }

    /// The change's animation, the paths whose views it moves (nil: every view), and the completions of its
    /// transaction, held open until the update's moves are known.
    private struct Change {
        var animation: Animation
        var scope: Int?
        var completions: AnimationCompletions?
    }

    private var tracks: [Key: AnimationTrack<Frame>] = [:]
    /// The nodes the tracks belong to now, with their frames in their parents.
    private var tracked: [ObjectIdentifier: (key: Key, frame: Frame)] = [:]
    /// A frame noted before a change: in its parent's space, with that parent (its path's hash) and the parent's
    /// origin in the root's space.
    private struct Noted {
        var frame: Frame
        var parent: Int?
        var parentOrigin: CGPoint
    }

    /// The frames noted before the animated changes of the update under way, and the changes.
    private var before: [Key: Noted]?
    private var changes: [Change] = []
    /// The root of the tree the update under way started from (set by the host around an update).
    var root: LayoutNode?

    /// A change with `animation` is about to be made: below the view at `scope` (`.animation(_:value:)`), or
    /// everywhere (nil). The frames before it are noted, once per update. The transaction's `completions` wait
    /// for the views the change moves: they are held until the update ends, then for each move it started.
    func willChange(with animation: Animation, completions: AnimationCompletions?, below scope: ViewPath?) {
        if before == nil, let root {
            var noted: [Key: Noted] = [:]
            var paths = PathHashes(), parents = PathHashes()
            Self.walk(root, paths: &paths) { node, key, frame in
                noted[key] = Noted(
                    frame: tracks[key]?.target == frame ? presented(key) ?? frame : frame,
                    parent: Self.parentHash(of: node, paths: &parents), parentOrigin: node.parent?.globalFrame.origin ?? .zero)
            }
            before = noted
        }
        // Outside a host's update (the first one, made before anything was shown) nothing is noted and
        // nothing can move, so nothing is held.
        let held = root == nil ? nil : completions
        held?.started()
        var hashes = PathHashes()
        changes.append(Change(animation: animation, scope: scope.map { hashes.hash(of: $0) }, completions: held))
    }

    /// The presentation of a tracked place now, if it has one.
    private func presented(_ key: Key) -> Frame? {
        guard let track = tracks[key], let graph else { return nil }
        return track.value(at: graph.animation.time, in: graph)
    }

    /// The graph whose clock the tracks run on.
    unowned(unsafe) var graph: ViewGraph?

    /// After an update: views moved by an animated change start moving from where they were shown; views with
    /// a track that moved without animation keep their offset from layout as it is.
    func didUpdate(environment: EnvironmentValues) {
        defer {
            before = nil
            let held = changes.compactMap(\.completions)
            changes = []
            // The update's moves are started: a transaction now waits only for them.
            if let graph { for completions in held { completions.finished(in: graph) } }
        }
        guard let root, let graph, before != nil || !tracks.isEmpty else { return }
        let time = graph.animation.time
        var seen: Set<Key> = []
        var nodes: [ObjectIdentifier: (key: Key, frame: Frame)] = [:]
        var walked = PathHashes(), paths = PathHashes()
        Self.walk(root, paths: &walked) { node, key, frame in
            seen.insert(key)
            if let track = tracks[key] {
                if track.target != frame {
                    if let change = change(moving: node, paths: &paths) {
                        track.retarget(to: frame, animation: change.animation, completions: change.completions, at: time,
                                       environment: environment, in: graph)
                    } else {
                        track.shift(to: frame)
                    }
                }
                nodes[ObjectIdentifier(node)] = (key, frame)
            } else if let noted = before?[key], case let old = Self.frame(noted, seenFrom: node, paths: &paths),
                      !Self.nearlyEqual(old, frame), let change = change(moving: node, paths: &paths)
            {
                let track = AnimationTrack(old)
                track.retarget(to: frame, animation: change.animation, completions: change.completions, at: time,
                               environment: environment, in: graph)
                tracks[key] = track
                nodes[ObjectIdentifier(node)] = (key, frame)
            }
        }
        for (key, track) in tracks where !seen.contains(key) {
            // A view gone from the tree stops moving; its transaction no longer waits for it.
            track.stopAll(in: graph)
            tracks[key] = nil
        }
        tracked = nodes
    }

    /// The change that moves `node`: the last one made everywhere, or below a path of the node's.
    private func change(moving node: LayoutNode, paths: inout PathHashes) -> Change? {
        guard !changes.isEmpty else { return nil }
        var prefixes: Set<Int>?
        for change in changes.reversed() {
            guard let scope = change.scope else { return change }
            if prefixes == nil {
                prefixes = []
                var current = node.path as? ViewPath
                while let path = current {
                    prefixes?.insert(paths.hash(of: path))
                    current = path.parent
                }
            }
            if prefixes?.contains(scope) == true { return change }
        }
        return nil
    }

    /// How each moving node is drawn at the graph's time; empty when nothing moves (finished tracks go).
    func presentation() -> [ObjectIdentifier: Presentation] {
        guard !tracks.isEmpty, let graph else { return [:] }
        let time = graph.animation.time
        var result: [ObjectIdentifier: Presentation] = [:]
        for (id, entry) in tracked {
            guard let track = tracks[entry.key] else { continue }
            let shown = track.value(at: time, in: graph)
            guard track.isAnimating else {
                tracks[entry.key] = nil
                continue
            }
            result[id] = Presentation(
                offset: CGSize(width: shown.first.first - entry.frame.first.first, height: shown.first.second - entry.frame.first.second),
                size: CGSize(width: max(shown.second.first, 0), height: max(shown.second.second, 0)))
        }
        if result.isEmpty { tracked = [:] }
        return result
    }

    /// Where `node` is shown now: its laid-out frame moved by its own and its ancestors' moving offsets, at its
    /// moving size.
    func presentedFrame(of node: LayoutNode) -> CGRect {
        let moving = presentation()
        guard !moving.isEmpty else { return node.globalFrame }
        var frame = node.globalFrame
        if let own = moving[ObjectIdentifier(node)] { frame.size = own.size }
        var current: LayoutNode? = node
        while let each = current {
            // A matched move places the views below it where they are shown (DrawContext.draw).
            if each !== node, each.placesChildInWindow { break }
            if let shown = moving[ObjectIdentifier(each)] {
                frame.origin.x += shown.offset.width
                frame.origin.y += shown.offset.height
            }
            current = each.parent
        }
        return frame
    }

    /// Whether any track is still moving at the graph's time.
    var isMoving: Bool {
        guard !tracks.isEmpty, let graph else { return false }
        let time = graph.animation.time
        for (key, track) in tracks {
            _ = track.value(at: time, in: graph)
            if !track.isAnimating { tracks[key] = nil }
        }
        return !tracks.isEmpty
    }

    func reset() {
        tracks = [:]
        tracked = [:]
        before = nil
        changes = []
        root = nil
    }

    /// A noted frame in the space of `node`'s parent now. A view whose parent changed (a transition's wrapper put
    /// around a view that is leaving) has not moved unless its place in the root's space did.
    private static func frame(_ noted: Noted, seenFrom node: LayoutNode, paths: inout PathHashes) -> Frame {
        guard parentHash(of: node, paths: &paths) != noted.parent else { return noted.frame }
        let origin = node.parent?.globalFrame.origin ?? .zero
        var frame = noted.frame
        frame.first.first += noted.parentOrigin.x - origin.x
        frame.first.second += noted.parentOrigin.y - origin.y
        return frame
    }

    /// The hash of the path of `node`'s parent, when it has one.
    private static func parentHash(of node: LayoutNode, paths: inout PathHashes) -> Int? {
        (node.parent?.path as? ViewPath).map { paths.hash(of: $0) }
    }

    private static func nearlyEqual(_ a: Frame, _ b: Frame) -> Bool {
        let difference = a - b
        return abs(difference.first.first) < 0.001 && abs(difference.first.second) < 0.001
            && abs(difference.second.first) < 0.001 && abs(difference.second.second) < 0.001
    }

    /// Visits every placed node that has a path, with its key and its frame in its parent's.
    private static func walk(_ root: LayoutNode, paths: inout PathHashes, _ visit: (LayoutNode, Key, Frame) -> Void) {
        var occurrences: [Int: Int] = [:]
        root.walkSubtree { node, _ in
            guard node.isPlaced else { return .skipChildren }
            guard let path = node.path as? ViewPath else { return .descend }
            let hash = paths.hash(of: path)
            let occurrence = occurrences[hash, default: 0]
            occurrences[hash] = occurrence + 1
            let origin = node.parent.map { $0.globalFrame.origin } ?? .zero
            let frame = node.globalFrame
            visit(node, Key(path: hash, occurrence: occurrence), Frame(
                AnimatablePair(frame.minX - origin.x, frame.minY - origin.y),
                AnimatablePair(frame.width, frame.height)))
            return .descend
        }
    }
}

/// Hashes of view paths, each computed once from its parent's.
struct PathHashes {
    private var known: [ObjectIdentifier: Int] = [:]

    mutating func hash(of path: ViewPath) -> Int {
        if let hash = known[ObjectIdentifier(path)] { return hash }
        // Iteratively: the unknown ancestors first, outermost first.
        var chain: [ViewPath] = []
        var current: ViewPath? = path
        var base = 0
        while let each = current {
            if let hash = known[ObjectIdentifier(each)] {
                base = hash
                break
            }
            chain.append(each)
            current = each.parent
        }
        for each in chain.reversed() {
            var hasher = Hasher()
            hasher.combine(base)
            hasher.combine(each.key)
            base = hasher.finalize()
            known[ObjectIdentifier(each)] = base
        }
        return base
    }
}
