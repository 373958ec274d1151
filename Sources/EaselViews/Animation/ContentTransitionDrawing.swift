import EaselGraphics
import EaselLayout
import EaselText
import Foundation

/// What a text or an image showed last at its place, so that a change of content under an animation draws the
/// environment's `ContentTransition` from the old content to the new.
final class ContentHistory: AnimationStoreEntry {
    override var isAnimating: Bool { progress?.isAnimating ?? false }

    override func removed(in graph: ViewGraph) {
        progress?.stopAll(in: graph)
    }

    /// What the view shows: a change of it is a change of content.
    var content: ShownContent?
    /// The node last made here and its own drawing, to draw the old content once it changes.
    var node: LayoutNode?
    var drawing: NodeAppearance?
    /// The numeric value of the content shown (`numericText(value:)`), to tell counting up from counting down.
    var value: Double?
    /// While a change moves: the old content's commands where it was last placed, that frame and its value, and
    /// the change's progress from 0 to 1 under its animation (made only then: a still view keeps no track).
    var leaving: (list: DisplayList, frame: CGRect, value: Double?)?
    var progress: AnimationTrack<Double>?
}

/// What a text or an image shows, compared to tell a change of content. An enum rather than `AnyHashable`:
/// wrapping a value in `AnyHashable` asks the runtime whether its type has a custom representation, and the first
/// such question for a type searches the process's conformances (every text does this, in every first host).
enum ShownContent: Equatable {
    case text([TextRun])
    case image(Image.Source)
}

extension _ViewInputs {
    /// Draws `node` (a text or an image just made, its drawing set) through the environment's content
    /// transition: when `content` differs from what this place showed before and the change came with an
    /// animation, the old content, drawn where it was last placed, leaves as the new one arrives, over that
    /// animation.
    func applyContentTransition(to node: LayoutNode, content: ShownContent) {
        let transition = environment.contentTransition
        guard transition.kind != .identity, let graph, let owner, let drawing = node.drawing as? NodeAppearance else {
            return
        }
        let history = owner.animationStore().entry(animationKey(ContentHistory.self, owner: owner)) { ContentHistory() }
        var value: Double?
        if case .numericText(_, let given) = transition.kind { value = given }
        let motion = graph.animation
        if let previous = history.content, previous != content {
            let transaction = motion.transaction
            history.progress?.stopAll(in: graph)
            history.progress = nil
            history.leaving = nil
            if let animation = transaction.animation, !transaction.disablesAnimations,
               let old = history.node, let oldDrawing = history.drawing, old.isPlaced
            {
                var context = DrawContext(scale: environment.displayScale)
                let frame = context.grid.align(old.globalFrame)
                oldDrawing.draw(old, frame, &context)
                history.leaving = (context.list, frame, history.value)
                let progress = AnimationTrack(0.0)
                progress.retarget(
                    to: 1, animation: animation, completions: transaction.completions, at: motion.time,
                    environment: environment, in: graph)
                history.progress = progress
            }
        }
        history.content = content
        history.value = value
        history.node = node
        history.drawing = drawing
        guard let leaving = history.leaving, let progress = history.progress else { return }
        let shown = progress.value(at: motion.time, in: graph)
        guard progress.isAnimating else {
            history.leaving = nil
            history.progress = nil
            return
        }
        motion.noteAnimating(owner)
        motion.noteMoving()
        var drawn = ContentTransitionDrawing(kind: transition.kind, progress: shown)
        if case .numericText(let countsDown, _) = transition.kind {
            drawn.countsDown = if let old = leaving.value, let value { value < old } else { countsDown }
        }
        node.drawing = NodeAppearance(
            hitTest: drawing.hitTest, touchableChildren: drawing.touchableChildren, clipsTouches: drawing.clipsTouches,
            clipsDrawing: drawing.clipsDrawing
        ) { node, frame, context in
            let list = context.capture { drawing.draw(node, frame, &$0) }
            // The old content stays where it was in the view's frame, which may have moved since.
            let old = leaving.list.translated(by: CGSize(
                width: frame.minX - leaving.frame.minX, height: frame.minY - leaving.frame.minY))
            drawn.draw(from: old, to: list, in: frame, into: &context.list)
        }
    }
}

/// One frame of a content transition: the commands of the content left and of the content arriving, drawn
/// `progress` of the way (0 to 1, beyond 1 while a spring overshoots) from the first to the second.
///
/// - `.opacity` (and the default): the old content fades out as the new fades in, each where it was drawn.
/// - `.numericText`: the characters the two texts share before and after the part that changed stay, sliding
///   from their old places to their new ones; each changed character rolls out (up when counting up) fading and
///   blurring, and its replacement rolls in from the other side.
/// - `.interpolate`: characters that pair up move and change size and color from the old to the new; the rest
///   fade.
/// - `.symbolEffect`: the Replace effect: the old content scales down (or up, or goes at once) as it fades,
///   the new one scales up from nothing.
///
/// The distances, blur and scales are Easel's reading of iOS 17 (docs/Decisions.md).
struct ContentTransitionDrawing {
    var kind: ContentTransition.Kind
    var progress: Double
    var countsDown = false

    /// How far a rolling character travels, and the blur it has at the far end, in ems of its font.
    static let rollDistance: CGFloat = 0.5
    static let rollBlur: CGFloat = 0.08

    func draw(from old: DisplayList, to new: DisplayList, in frame: CGRect, into list: inout DisplayList) {
        let p = min(max(progress, 0), 1)
        switch kind {
        case .identity:
            list.append(contentsOf: new)
        case .opacity:
            crossfade(old, new, p, into: &list)
        case .symbolEffect(let style):
            replace(old, new, style: style, p, about: CGPoint(x: frame.midX, y: frame.midY), into: &list)
        case .numericText, .interpolate:
            guard let oldPieces = GlyphPiece.pieces(of: old), let newPieces = GlyphPiece.pieces(of: new) else {
                return crossfade(old, new, p, into: &list)
            }
            let rolls = if case .numericText = kind { true } else { false }
            for pair in GlyphPiece.pairs(oldPieces, newPieces) {
                switch (pair.old, pair.new) {
                case let (before?, after?): move(before, after, into: &list)
                case let (before?, nil): leave(before, rolls: rolls, into: &list)
                case let (nil, after?): arrive(after, rolls: rolls, into: &list)
                case (nil, nil): break
                }
            }
        }
    }

    private func crossfade(_ old: DisplayList, _ new: DisplayList, _ p: Double, into list: inout DisplayList) {
        list.append(.opacity(1 - p), old)
        list.append(.opacity(p), new)
    }

    private func replace(
        _ old: DisplayList, _ new: DisplayList, style: ReplaceSymbolEffect.Style, _ p: Double, about center: CGPoint,
        into list: inout DisplayList
    ) {
        // The old symbol takes the first half, the new one the second (scaled from nothing to full size).
        let leaving = min(p * 2, 1)
        let arriving = max(p * 2 - 1, 0)
        if style != .offUp, leaving < 1 {
            let scale = style == .downUp ? 1 - leaving : 1 + 0.5 * leaving
            list.append(.opacity(1 - leaving), DisplayList([.group(.transform(Self.scaling(scale, about: center)), old)]))
        }
        if arriving > 0 {
            list.append(.transform(Self.scaling(max(progress * 2 - 1, 0), about: center)), DisplayList([
                .group(.opacity(min(arriving * 2, 1)), new),
            ]))
        }
    }

    /// A character both texts show: it slides from its old place to its new one; if its glyph, size or color
    /// changed (`.interpolate`), the old glyph fades out and the new one in as both move and scale.
    private func move(_ old: GlyphPiece, _ new: GlyphPiece, into list: inout DisplayList) {
        let t = CGFloat(progress)
        let at = CGPoint(x: old.origin.x + (new.origin.x - old.origin.x) * t, y: old.origin.y + (new.origin.y - old.origin.y) * t)
        if old.isSameGlyph(as: new) {
            list.append(.glyphs(new.run.moved(by: CGSize(width: at.x - new.origin.x, height: at.y - new.origin.y))))
            return
        }
        let size = old.run.size + (new.run.size - old.run.size) * t
        let p = min(max(progress, 0), 1)
        for (piece, opacity) in [(old, 1 - p), (new, p)] where opacity > 0 {
            let scale = piece.run.size > 0 ? size / piece.run.size : 1
            let transform = CGAffineTransform(translationX: at.x, y: at.y).scaledBy(x: scale, y: scale)
                .translatedBy(x: -piece.origin.x, y: -piece.origin.y)
            list.append(.opacity(opacity), DisplayList([.group(.transform(transform), DisplayList([.glyphs(piece.run)]))]))
        }
    }

    private func leave(_ piece: GlyphPiece, rolls: Bool, into list: inout DisplayList) {
        let p = min(max(progress, 0), 1)
        guard rolls else { return list.append(.opacity(1 - p), DisplayList([.glyphs(piece.run)])) }
        let direction: CGFloat = countsDown ? 1 : -1
        roll(piece, by: direction * Self.rollDistance * piece.run.size * p, fraction: p, opacity: 1 - p, into: &list)
    }

    private func arrive(_ piece: GlyphPiece, rolls: Bool, into list: inout DisplayList) {
        let p = min(max(progress, 0), 1)
        guard rolls else { return list.append(.opacity(p), DisplayList([.glyphs(piece.run)])) }
        let direction: CGFloat = countsDown ? -1 : 1
        roll(piece, by: direction * Self.rollDistance * piece.run.size * (1 - p), fraction: 1 - p, opacity: p, into: &list)
    }

    private func roll(_ piece: GlyphPiece, by offset: CGFloat, fraction: Double, opacity: Double, into list: inout DisplayList) {
        guard opacity > 0 else { return }
        var content = DisplayList([.glyphs(piece.run.moved(by: CGSize(width: 0, height: offset)))])
        let blur = Self.rollBlur * piece.run.size * CGFloat(fraction)
        if blur > 0 { content = DisplayList([.group(.filter(.blur(radius: blur)), content)]) }
        list.append(.opacity(opacity), content)
    }

    private static func scaling(_ scale: CGFloat, about center: CGPoint) -> CGAffineTransform {
        CGAffineTransform(translationX: center.x, y: center.y).scaledBy(x: scale, y: scale)
            .translatedBy(x: -center.x, y: -center.y)
    }
}

/// One character of drawn text (or a whole run, where its glyphs do not map one to one onto its characters).
struct GlyphPiece {
    var run: GlyphRun
    /// What the piece shows, for pairing: its characters.
    var text: String
    var origin: CGPoint { run.positions.first ?? .zero }

    func isSameGlyph(as other: GlyphPiece) -> Bool {
        run.glyphs == other.run.glyphs && run.fontPath == other.run.fontPath && run.faceIndex == other.run.faceIndex
            && run.size == other.run.size && run.syntheticItalic == other.run.syntheticItalic && run.paint == other.run.paint
    }

    /// The pieces of a text's commands, in reading order; nil when the list draws anything but glyphs.
    static func pieces(of list: DisplayList) -> [GlyphPiece]? {
        var pieces: [GlyphPiece] = []
        for item in list.items {
            switch item {
            case .glyphs(let run):
                let characters = Array(run.text)
                guard characters.count == run.glyphs.count, run.positions.count == run.glyphs.count else {
                    pieces.append(GlyphPiece(run: run, text: run.text))
                    continue
                }
                for index in run.glyphs.indices {
                    var single = run
                    single.glyphs = [run.glyphs[index]]
                    single.positions = [run.positions[index]]
                    single.text = String(characters[index])
                    pieces.append(GlyphPiece(run: single, text: single.text))
                }
            case .list(let inner):
                guard let more = GlyphPiece.pieces(of: inner) else { return nil }
                pieces += more
            default:
                return nil
            }
        }
        return pieces
    }

    /// The old and new pieces paired: the characters the texts share before and after the part that changed
    /// pair up; within that part, characters pair from the end (a number's units with its units) where they
    /// are the same, and the rest leave or arrive alone.
    static func pairs(_ old: [GlyphPiece], _ new: [GlyphPiece]) -> [(old: GlyphPiece?, new: GlyphPiece?)] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix].text == new[prefix].text { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix].text == new[new.count - 1 - suffix].text
        {
            suffix += 1
        }
        var result: [(old: GlyphPiece?, new: GlyphPiece?)] = []
        for index in 0..<prefix { result.append((old[index], new[index])) }
        let oldMiddle = old[prefix..<(old.count - suffix)]
        let newMiddle = new[prefix..<(new.count - suffix)]
        for back in 0..<max(oldMiddle.count, newMiddle.count) {
            let before = back < oldMiddle.count ? oldMiddle[oldMiddle.endIndex - 1 - back] : nil
            let after = back < newMiddle.count ? newMiddle[newMiddle.endIndex - 1 - back] : nil
            if let before, let after, before.text == after.text {
                result.append((before, after))
            } else {
                if let before { result.append((before, nil)) }
                if let after { result.append((nil, after)) }
            }
        }
        for index in 0..<suffix { result.append((old[old.count - suffix + index], new[new.count - suffix + index])) }
        return result
    }
}

extension DisplayList {
    /// The list moved by `offset`: glyphs moved glyph by glyph (so a text's characters can still be told
    /// apart), anything else inside a translation.
    func translated(by offset: CGSize) -> DisplayList {
        guard offset != .zero else { return self }
        return DisplayList(items.map { item in
            switch item {
            case .glyphs(let run): .glyphs(run.moved(by: offset))
            case .list(let inner): .list(inner.translated(by: offset))
            default: .group(.transform(CGAffineTransform(translationX: offset.width, y: offset.height)), DisplayList([item]))
            }
        })
    }
}

extension GlyphRun {
    /// The run with every glyph moved by `offset`.
    func moved(by offset: CGSize) -> GlyphRun {
        guard offset != .zero else { return self }
        var run = self
        run.positions = positions.map { CGPoint(x: $0.x + offset.width, y: $0.y + offset.height) }
        return run
    }
}
