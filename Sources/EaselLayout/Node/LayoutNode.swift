import Foundation

/// A node's path that can describe the node with a name of its own below it (`LayoutNode.pathDescription`).
package protocol DescribedNodePath: AnyObject {
    func description(naming name: String?) -> String
}

/// One view in the layout tree: its layout, its children, its cached answers and where it was placed.
///
/// The engine knows nothing of views: EaselViews builds these nodes, text plugs in as a leaf whose layout
/// measures itself, and the draw step reads the placed frames to make a display list (renderers read only
/// that list). Frames stay unrounded here; they snap to the pixel grid when drawn (LayoutRules §1.3).
package final class LayoutNode {
    package let box: LayoutBox
    // The fields every measurement reads come first, so that a question answered from the node's caches
    // touches one line of memory of the node: layout walks thousands of nodes that the processor's caches do
    // not hold, and each line it reaches is a wait.
    // Safety: as `needsRedraw` below (one thread at a time; tree edits assign it outside any call into a layout),
    // for this and the other fields that layout reads at every node: unchecked, they cost no runtime access check.
    @exclusivity(unchecked) package internal(set) var children: [LayoutNode]
    /// The state shared by the tree (diagnostics, trace). Held strongly, so that a node kept past its host
    /// (a `LayoutSubview` a layout kept) can still answer and report.
    package let context: LayoutContext

    /// What few nodes have, out of line (see `Extras`); a stack reads it for each child's priority.
    @exclusivity(unchecked) var extras: Extras?

    // The small fields sit together, so that they share a word of the node rather than one each.

    // Safety: as `needsRedraw`: one thread at a time; only the tree edits change it (the ignored axes follow
    // the children), outside any call into a layout.
    @exclusivity(unchecked) var facts: LayoutFacts
    /// Whether the node or anything below it was placed, got new children or a new drawing since the whole
    /// tree was last drawn. A node that needs redrawing has ancestors that all do, so a change marks its way
    /// up only as far as the first ancestor already marked, and a new tree is marked throughout.
    // Safety: a tree is laid out, drawn and hit-tested by one thread at a time (LayoutNode is not Sendable), and no
    // access to these unchecked fields spans a call that could reach the same field again, so accesses never overlap.
    @exclusivity(unchecked) package internal(set) var needsRedraw = true
    /// The axes on which this layout or a descendant can have an explicit alignment guide, which lets
    /// containers skip asking about the others (most trees have no explicit guides at all; a stack of Texts
    /// has only vertical ones, their baselines).
    @exclusivity(unchecked) package internal(set) var explicitGuideAxes: Axis.Set
    /// Whether the node's children are placed mirrored within its frame: its views are in a right-to-left
    /// environment. Layouts compute left to right; placing flips each child's x within the parent.
    @exclusivity(unchecked) package var mirrorsChildren = false
    // Safety: as `needsRedraw`: one thread at a time, and `place` sets it outside any call into a layout.
    @exclusivity(unchecked) package internal(set) var isPlaced = false
    /// Levels of nodes from this one down to its deepest leaf (1 for a leaf), for choosing a stack size: kept
    /// up to 65,535, which stands for any depth beyond (every tree that deep takes the deepest stack).
    package internal(set) var height: Int {
        get { Int(storedHeight) }
        set { storedHeight = UInt16(clamping: newValue) }
    }
    @exclusivity(unchecked) private var storedHeight: UInt16 = 1

    // Two words that a node of constant size and any other node use differently, as they never need the same
    // things: a node of constant size keeps its size in them (`constantSize`); any other keeps its size cache in
    // the first (`sizeCache`) and its children's kept drawing in the second (`keptDrawing`). A node of constant
    // size answers without a cache, and it is a fixed frame or a symbol, which has at most one child to draw
    // and so nothing to keep. Sharing them keeps every node within the allocator's 176-byte size rather than
    // its 192-byte one (`NodeStorageTests`). `hasConstantSize` among the facts says which use holds; it is set
    // when the node is made, from its layout, and never changes.
    // Safety: as `needsRedraw`: one thread at a time, each access a short read or write in place.
    @exclusivity(unchecked) private var firstWord: UInt64
    @exclusivity(unchecked) private var secondWord: UInt64

    /// The answer to every proposal, for layouts whose size never depends on one.
    var constantSize: CGSize? { facts.contains(.hasConstantSize) ? storedConstantSize : nil }
    /// The constant size, for a node whose facts say it has one.
    var storedConstantSize: CGSize {
        CGSize(width: Double(bitPattern: firstWord), height: Double(bitPattern: secondWord))
    }

    /// The node's recent answers, allocated on the first answer worth keeping: nodes of a constant size and
    /// leaves that merely echo the proposal (`answersWithoutCache`) never need one, which keeps them small.
    /// Set only on a node without a constant size; its pointee is freed in deinit.
    var sizeCache: SizeCache.Storage? {
        get { facts.contains(.hasConstantSize) ? nil : SizeCache.Storage(bitPattern: UInt(firstWord)) }
        set {
            assert(!facts.contains(.hasConstantSize), "a node of constant size keeps no size cache")
            firstWord = UInt64(UInt(bitPattern: newValue))
        }
    }

    /// `sizeCache` for a node known to have no constant size (measuring, past its check), read without asking again.
    var sizeCacheOfVaryingNode: SizeCache.Storage? {
        @inline(__always) get { SizeCache.Storage(bitPattern: UInt(firstWord)) }
    }

    /// What the draw step kept of the drawing of the node's children for the next draw: opaque to the engine
    /// (EaselViews sets and reads it); a child's part is good while that child's `needsRedraw` is false. A node of
    /// constant size keeps nothing (it stays nil), and is drawn afresh each time.
    package var keptDrawing: AnyObject? {
        get {
            guard !facts.contains(.hasConstantSize), let kept = UnsafeRawPointer(bitPattern: UInt(secondWord)) else {
                return nil
            }
            return Unmanaged<AnyObject>.fromOpaque(kept).takeUnretainedValue()
        }
        set {
            guard !facts.contains(.hasConstantSize) else { return }
            let old = UnsafeRawPointer(bitPattern: UInt(secondWord))
            // The word holds the reference it was given: retained here, released when replaced or in deinit.
            secondWord = newValue.map { UInt64(UInt(bitPattern: Unmanaged.passRetained($0).toOpaque())) } ?? 0
            if let old { Unmanaged<AnyObject>.fromOpaque(old).release() }
        }
    }

    // Placing reads and writes the fields from here to `storedExtent`: they follow the ones measuring reads, so
    // that placing a node touches as few lines of its memory as it can beyond those measuring touched.

    // Optional values of the node are stored with a NaN for "none", which takes no extra byte (and its padding):
    // such fields keep every node within a smaller allocation. A placed proposal's dimension and an extent are
    // never NaN (positions are checked when placed).

    // Results of the last placement, in the root's coordinate space.
    // Safety: as `needsRedraw`: one thread at a time, and `place` sets these outside any call into a layout.
    @exclusivity(unchecked) package internal(set) var globalFrame: CGRect = .zero
    package internal(set) var placedProposal: ProposedViewSize {
        get { ProposedViewSize(width: SizeCache.value(placedWidth), height: SizeCache.value(placedHeight)) }
        set {
            placedWidth = SizeCache.bits(newValue.width)
            placedHeight = SizeCache.bits(newValue.height)
        }
    }
    @exclusivity(unchecked) private var placedWidth = SizeCache.bits(nil)
    @exclusivity(unchecked) private var placedHeight = SizeCache.bits(nil)

    /// The union of the node's drawn frame and its subtree's, kept until a placement below changes it.
    /// Kept in single precision, rounded outward: the extent only rules out taps that cannot land on the
    /// subtree, so a rectangle a little larger serves as well, and the node is 16 bytes smaller.
    var cachedExtent: CGRect? {
        get { storedExtent.rect }
        set { storedExtent = ApproximateExtent(newValue) }
    }
    // Safety: as `needsRedraw`: one thread at a time, read and set in place.
    @exclusivity(unchecked) private var storedExtent = ApproximateExtent(nil)

    /// The node whose `children` hold this one.
    // Safety: unowned(unsafe) is sound because the pointer is nil or live: a parent holds its children
    // strongly, and a parent that lets a child go (setChildren, adoptLazyChildren, replaceChild, dismantle)
    // or is freed (deinit) sets that child's pointer to nil first (`release(_:)`).
    @exclusivity(unchecked) package internal(set) unowned(unsafe) var parent: LayoutNode?
    /// Values for the container: `layoutPriority` and `layoutValue`, carried outward through modifiers. Few
    /// nodes have any, so they live with the other rare fields.
    package var traits: LayoutTraits {
        get { extras?.traits ?? LayoutTraits() }
        set {
            if extras == nil && newValue.priority == nil && !newValue.hasValues { return }
            makeExtras().traits = newValue
        }
    }
    /// What the node draws, for the draw step: opaque to the engine, which never draws (EaselViews sets and
    /// reads it).
    package var drawing: AnyObject? {
        didSet { if !needsRedraw { markNeedsRedraw() } }
    }

    /// Set by `.accessibilityIdentifier(_:)`.
    package var identifier: String? {
        get { extras?.identifier }
        set { makeExtras().identifier = newValue }
    }
    /// Set by `.coordinateSpace(name:)`.
    package var coordinateSpaceName: AnyHashable? {
        get { extras?.coordinateSpaceName }
        set { makeExtras().coordinateSpaceName = newValue }
    }
    /// What the view that made the node tells accessibility about it (an image's label, a control's role):
    /// opaque to the engine (EaselViews sets and reads it).
    package var accessibility: AnyObject? {
        get { extras?.accessibility }
        set { makeExtras().accessibility = newValue }
    }
    /// Where the node sits in the view tree, for diagnostics: opaque to the engine, which describes it when it
    /// is `CustomStringConvertible` (EaselViews sets a `ViewPath`). Nearly every node has one, so it is stored
    /// inline, as a plain reference (an existential would take a second word for its witness table).
    package var path: AnyObject?

    /// Whether the node's own name, below its `path`, is its layout's: a modifier's node shares the path of the
    /// view it wraps rather than holding one more component of its own ("frame" below it), which would be an
    /// allocation for every modifier on screen. Descriptions add the name back (`pathDescription`).
    package var isNamedByLayout: Bool {
        get { facts.contains(.namedByLayout) }
        set {
            if newValue { facts.insert(.namedByLayout) } else { facts.remove(.namedByLayout) }
        }
    }

    /// Where the node sits in the view tree, as diagnostics print it: its path, and its layout's name when the
    /// node is named by it.
    package var pathDescription: String {
        let name = isNamedByLayout ? self.name : nil
        if let path = path as? DescribedNodePath { return path.description(naming: name) }
        let base = (path as? CustomStringConvertible)?.description ?? ""
        guard let name else { return base }
        return base.isEmpty ? name : base + "/" + name
    }

    /// The preference values the view's modifiers write here, or a mark that a reader reads here (owned by
    /// EaselViews).
    package var preferences: AnyObject? {
        get { extras?.preferences }
        set { makeExtras().preferences = newValue }
    }
    /// How the node takes part in hit testing (tap handlers, `allowsHitTesting`, `contentShape`): opaque to
    /// the engine, which never handles events (EaselViews sets and reads it).
    package var interaction: AnyObject? {
        get { extras?.interaction }
        set { makeExtras().interaction = newValue }
    }
    /// Children made during placement, from the node's own frame (GeometryReader's content).
    package var deferredContent: ((LayoutNode) -> [LayoutNode])? {
        get { extras?.deferredContent }
        set {
            makeExtras().deferredContent = newValue
            if newValue != nil { context.hasDeferredContent = true }
        }
    }

    /// Children chosen when the node is placed, from its frame, by a lazy container (the rows in view).
    /// Unlike `deferredContent`, choosing them keeps every cached answer: a lazy container's size does not
    /// depend on which of its items are made.
    package var lazyChildren: ((LayoutNode) -> [LayoutNode])? {
        get { extras?.lazyChildren }
        set { makeExtras().lazyChildren = newValue }
    }

    /// How the node's drawing moves everything below it (a rotation or scale effect), made from its frame.
    /// The extent covers the moved drawing, and hit testing maps points back through it; layout ignores it.
    package var drawingTransform: ((CGRect) -> CGAffineTransform)? {
        get { extras?.drawingTransform }
        set { makeExtras().drawingTransform = newValue }
    }

    /// How the node's drawing projects everything below it (a geometry effect, which may have a perspective
    /// part: `rotation3DEffect`), made from its frame, in the root's coordinates. Extents and hit testing go
    /// through it as through `drawingTransform`.
    package var drawingProjection: ((CGRect) -> ProjectionTransform)? {
        get { extras?.drawingProjection }
        set { makeExtras().drawingProjection = newValue }
    }

    /// Whether the node can have an explicit guide on either axis.
    package var hasExplicitGuides: Bool { !explicitGuideAxes.isEmpty }

    /// The node's explicit guide values and spacing, kept once asked (`KeptAnswers`): one word of the node, as
    /// most nodes are asked neither (a stack with an explicit spacing asks no child its spacing, and only views
    /// with explicit guides, such as Text's baselines, keep guide values).
    // Safety: as `needsRedraw`: one thread at a time; the object's fields are read and edited in place, by calls
    // that do not reach the same node's answers again while they do.
    @exclusivity(unchecked) var keptAnswers: KeptAnswers?

    func makeKeptAnswers() -> KeptAnswers {
        if let keptAnswers { return keptAnswers }
        let made = KeptAnswers()
        keptAnswers = made
        return made
    }

    /// The children as the layout sees them: a view of `children`, made when asked (it shares their storage).
    package var subviews: LayoutSubviews { LayoutSubviews(nodes: children) }

    package convenience init(box: LayoutBox, children: [LayoutNode], context: LayoutContext) {
        self.init(box: box, builtin: box.builtin, children: children, context: context)
    }

    /// `builtin` is the box's layout as one of Easel's own, or nil when it is not one.
    private init(box: LayoutBox, builtin: (any BuiltinLayout)?, children: [LayoutNode], context: LayoutContext) {
        self.box = box
        self.children = children
        self.context = context
        let facts = LayoutFacts(builtin)
        self.facts = facts.union(facts.ignoredDimensions(of: children))
        explicitGuideAxes = facts.ownGuideAxes
        if facts.contains(.hasConstantSize), let constant = builtin?.constantSize {
            firstWord = Double(constant.width).bitPattern
            secondWord = Double(constant.height).bitPattern
        } else {
            firstWord = 0
            secondWord = 0
        }
        for child in children {
            child.parent = self
            explicitGuideAxes.formUnion(child.explicitGuideAxes)
            height = Swift.max(height, child.height + 1)
        }
        if let inherent = builtin?.inherentPriority(children: children), inherent != 0 {
            makeExtras().inherentPriority = inherent
        }
        context.nodeCount += 1
    }

    deinit {
        for child in children where child.parent === self { child.parent = nil }
        sizeCache?.freeSizeCache()
        keptDrawing = nil
    }

    package convenience init<L: Layout>(_ layout: L, children: [LayoutNode] = [], context: LayoutContext) {
        self.init(box: ConcreteLayoutBox(layout), children: children, context: context)
    }

    /// A node for one of Easel's own layouts, chosen where the type is known to be one: the layout is handed
    /// over as a `BuiltinLayout` rather than cast to one. The first cast of each type to a protocol scans every
    /// conformance record of the process (about 50 µs here), a cost each process's first host paid once for
    /// every kind of layout it made.
    package convenience init<L: Layout & BuiltinLayout>(
        _ layout: L, children: [LayoutNode] = [], context: LayoutContext
    ) {
        self.init(box: ConcreteLayoutBox(layout, isBuiltin: true), builtin: layout, children: children, context: context)
    }

    package var priority: Double {
        guard let extras else { return 0 }
        return extras.traits.priority ?? extras.inherentPriority ?? 0
    }

    package var name: String { box.name }

    package var requiresSpacingProjection: Bool { facts.contains(.requiresSpacingProjection) }

    /// Whether the node's explicit guides are its single child's, moved by the child's offset (see
    /// `BuiltinLayout.carriesSingleChildGuides`).
    package var carriesSingleChildGuides: Bool { facts.contains(.carriesSingleChildGuides) }

    /// Whether the tree is recording a trace.
    var isTracing: Bool {
        // Safety: `context` is a `let` this node holds strongly, so the context outlives this read.
        Unmanaged.passUnretained(context)._withUnsafeGuaranteedRef { $0.isTracing }
    }
}

/// A node's answers beyond sizes, once asked: its explicit guide values and its spacing.
final class KeptAnswers {
    // Safety: as `LayoutNode.keptAnswers`: one thread at a time, each access a short read or edit in place.
    @exclusivity(unchecked) var guides: [GuideCacheEntry] = []
    /// Whether a guide value was dropped for want of room (rare: sixteen are kept).
    @exclusivity(unchecked) var guidesOverflowed = false
    @exclusivity(unchecked) var spacing: ViewSpacing?

    /// Forgets every answer.
    func removeAll() {
        if !guides.isEmpty { guides.removeAll() }
        guidesOverflowed = false
        spacing = nil
    }
}

/// A rectangle in single precision that contains the one it was made from: its edges rounded outward. NaN
/// edges stand for no rectangle; an edge beyond single precision's range makes the rectangle the infinite one.
package struct ApproximateExtent {
    private var minX, minY, maxX, maxY: Float

    package init(_ rect: CGRect?) {
        guard let rect, !rect.isNull else {
            (minX, minY, maxX, maxY) = (.nan, .nan, .nan, .nan)
            return
        }
        minX = Self.below(rect.minX)
        minY = Self.below(rect.minY)
        maxX = Self.above(rect.maxX)
        maxY = Self.above(rect.maxY)
    }

    package var rect: CGRect? {
        if minX.isNaN { return nil }
        if !minX.isFinite || !minY.isFinite || !maxX.isFinite || !maxY.isFinite { return .infinite }
        return CGRect(x: CGFloat(minX), y: CGFloat(minY), width: CGFloat(maxX) - CGFloat(minX), height: CGFloat(maxY) - CGFloat(minY))
    }

    // A step past the nearest single-precision value, always: the rectangle made back in double precision adds
    // its width to its origin, and that sum may fall short of the far edge by a little, never by a whole step.
    private static func below(_ value: CGFloat) -> Float { Float(value).nextDown }

    private static func above(_ value: CGFloat) -> Float { Float(value).nextUp }
}
