import EaselLayout
import EaselText
import Foundation

/// Easel's host: keeps a view live, lays it out, answers questions about the result, and renders it.
///
/// The view is laid out with `proposal` and placed at the origin at the size it chose (LayoutRules §1.1). Frames
/// are reported in the root's coordinate space, unrounded, as `GeometryProxy.frame(in: .global)` reports
/// them; `pixelAlignedFrame(of:)` gives the frame snapped to the display's pixel grid for drawing.
///
/// The host keeps the view's state. `tap(identifier:)` and `tap(at:)` deliver taps as a user's finger
/// would; a change of state (from an action, a task, an observed object) is applied by `update()`, which
/// every question and every render calls first, so answers are always current.
public final class ViewHost {
    /// The proposal the root was laid out with.
    public private(set) var proposal: ProposedViewSize
    /// The environment the view was made in.
    public let environment: EnvironmentValues
    /// The store the view's `@AppStorage` properties read and write, unless a `store:` or `defaultAppStorage`
    /// names another: by default `AppStorageStore.shared`, one store for the process, so values outlive the host
    /// (docs/Decisions.md). Set a value here to show it; give the host a store of its own to start from nothing.
    public let appStorage: AppStorageStore
    /// The host's `@SceneStorage` values: a store of its own, as each of an app's scenes has one; it ends with the host.
    public let sceneStorage = AppStorageStore()
    let layoutContext: LayoutContext
    let graph: ViewGraph
    var root: LayoutNode?
    var identifiers: [String: LayoutNode]?
    /// The tree's structure generation the index of identifiers was built at.
    private var identifiersGeneration = 0
    /// Set when an update changed something that only a layout from the root can settle.
    var needsLayoutFromRoot = false
    var changeHandlers: [() -> Void] = []
    /// The URLs the view's `openURL` action handed to the system (`openedURLs`).
    let hostRecord = HostRecord()
    /// The finger `press` holds down: where, and the control it pressed.
    var heldPress: (point: CGPoint, control: Interaction)?
    /// Seconds on the clock touch sequences are timed by: each sequence starts where the last one ended.
    var gestureClock: TimeInterval = 0

    /// The size the root view chose (after any pending change of state is applied).
    public var size: CGSize {
        update()
        return laidOutSize
    }

    private var laidOutSize: CGSize = .zero

    /// Starts the clocks of the hosts this process makes from now on at `date` (by default 1 January 2026, 9:41
    /// UTC, for pictures that are the same every run). Call it before making the first host.
    package static func startClocks(at date: Date) {
        GraphAnimation.startDate = date
    }

    /// What Easel repaired or could not do while making and laying out the view.
    public var diagnostics: [Diagnostic] { layoutContext.diagnostics }

    public convenience init<V: View>(
        _ view: V, proposal: ProposedViewSize = .unspecified, environment: EnvironmentValues = EnvironmentValues(),
        appStorage: AppStorageStore = .shared
    ) {
        // The root presents what the view presents (sheets, alerts) over it.
        self.init(
            _PresentationRoot(insets: EdgeInsets(), content: view), proposal: proposal, environment: environment,
            appStorage: appStorage, layOut: true)
    }

    init<V: View>(
        _ view: V, proposal: ProposedViewSize, environment: EnvironmentValues, appStorage: AppStorageStore = .shared,
        layOut: Bool
    ) {
        FontLibrary.openInBackground()
        self.proposal = proposal
        self.environment = environment
        self.appStorage = appStorage
        let layoutContext = LayoutContext()
        layoutContext.withRoom = { levels, body in DeepStack.withRoom(levels: levels, body) }
        self.layoutContext = layoutContext
        let graph = ViewGraph(context: layoutContext)
        self.graph = graph
        var inputs = _ViewInputs(environment: environment, context: layoutContext)
        inputs.environment.hostRecord = hostRecord
        inputs.environment.storedValues.appStore = appStorage
        inputs.environment.storedValues.sceneStore = sceneStorage
        inputs.graph = graph
        let scope = BodyNode(graph: graph, parent: nil, valueType: ViewHost.self, inputs: inputs)
        graph.root = scope
        scope.reevaluate = { scope in
            // The host's own scope has no properties to install; a value of one byte, not an empty tuple, is
            // evaluated in its place (the thread sanitizer faults on an inout access to a zero-sized value).
            var scopeValue = HostScope()
            // A body of several views is arranged vertically, as SwiftUI's window root does (a guess for hosts
            // without a window; ImageRenderer's behaviour with several views is undocumented).
            return scope.graph?.evaluate(&scopeValue, node: scope, inputs: scope.inputs, counts: false, body: { _ in view }) {
                view, inputs in view.makeRootNode(inputs: inputs).map { [$0] } ?? []
            } ?? []
        }
        // The app's code run while making (a state object's initializer) sees the host's clock.
        let clock = graph.animation.clock
        // Made on the caller's thread: making moves to a large stack only where a deep tree needs it (`withRoom`).
        root = DeepStack.withRoom { HostClock.$current.withValue(clock) { scope.reevaluate?(scope).first } }
        scope.outputs = root.map { [$0] } ?? []
        graph.splice = { [unowned self] old, new in self.splice(old, with: new) }
        if layOut {
            self.layOut()
            graph.update()
        }
    }

    func layOut() {
        guard let root else { return }
        // Content made while placing (a list's rows) is laid out with room for its own depth (`withRoom`).
        DeepStack.run(height: root.height) {
            HostClock.$current.withValue(graph.animation.clock) { layOut(root) }
        }
        identifiers = nil
    }

    /// Lays out the root (content made while placing, a GeometryReader's, sees the host's clock).
    private func layOut(_ root: LayoutNode) {
        layoutContext.windowSize = proposal.replacingUnspecifiedDimensions(by: .zero)
        let chosen = root.sizeThatFits(proposal)
        guard !(chosen.width.isFinite && chosen.height.isFinite) else {
            root.place(at: .zero, proposal: proposal)
            laidOutSize = root.globalFrame.size
            return
        }
        // A canvas cannot be infinite: each infinite dimension takes the view's ideal size, else the
        // proposal, else 0, and the root is placed in that frame.
        let ideal = root.sizeThatFits(.unspecified)
        func finite(_ chosen: CGFloat, _ ideal: CGFloat, _ proposed: CGFloat?) -> CGFloat {
            if chosen.isFinite { return chosen }
            if ideal.isFinite { return ideal }
            if let proposed, proposed.isFinite { return proposed }
            return 0
        }
        let size = CGSize(
            width: finite(chosen.width, ideal.width, proposal.width),
            height: finite(chosen.height, ideal.height, proposal.height))
        layoutContext.diagnose(
            "the root view chose an infinite size \(LayoutFormat.size(chosen)) for \(proposal); it is drawn at "
                + "\(LayoutFormat.size(size)) instead (its ideal size where finite, else the proposal, else 0)",
            at: root, fix: "propose a finite size, or bound the view with a frame")
        root.place(at: .zero, size: size, proposal: ProposedViewSize(size))
        laidOutSize = size
    }

    deinit {
        // The graph's nodes and their children refer to each other (a child's inputs name its parent): they
        // are unlinked, or every host with a custom view would leak its graph.
        graph.tearDown()
        // Releasing a deep tree node by node would recurse once per level on this thread's stack.
        root?.dismantle()
    }

    // MARK: Questions

    /// The frame of the view marked `.accessibilityIdentifier(identifier)`, in the root's coordinate space
    /// (the first such view, in tree order), or nil if there is none.
    public func frame(of identifier: String) -> CGRect? {
        update()
        guard let node = node(identifier) else { return nil }
        return graph.animation.geometry.presentedFrame(of: node)
    }

    /// The same frame snapped to the pixel grid of the environment's `displayScale`: origin and far corner
    /// each rounded to the nearest pixel, halves rounding up (LayoutRules §1.3). This is where the view is drawn.
    public func pixelAlignedFrame(of identifier: String) -> CGRect? {
        frame(of: identifier).map { PixelGrid(scale: environment.displayScale).align($0) }
    }

    func node(_ identifier: String) -> LayoutNode? {
        if identifiers == nil || identifiersGeneration != layoutContext.structureGeneration {
            identifiersGeneration = layoutContext.structureGeneration
            var index: [String: LayoutNode] = [:]
            // A view that is drawn wins over a hidden one with the same identifier (a page under the top of a
            // navigation stack).
            func isHidden(_ node: LayoutNode) -> Bool {
                var current: LayoutNode? = node
                while let each = current {
                    if each.drawing as? NodeAppearance === NodeAppearance.nothing { return true }
                    current = each.parent
                }
                return false
            }
            forEachNode { node, _ in
                guard let id = node.identifier else { return }
                if let known = index[id], !isHidden(known) || isHidden(node) { return }
                index[id] = node
            }
            identifiers = index
        }
        return identifiers?[identifier]
    }

    /// Visits the placed tree depth first, parents before children, without recursion.
    private func forEachNode(_ visit: (LayoutNode, Int) -> Void) {
        root?.walkSubtree { node, depth in
            visit(node, depth)
            return .descend
        }
    }

    /// The placed tree, one line per view: what it is, the proposal it received, the size it chose and
    /// where it sits in the root's coordinate space.
    public func layoutDescription() -> String {
        update()
        var lines: [String] = []
        forEachNode { node, depth in
            let indent = depth <= 40 ? String(repeating: "  ", count: depth) : "  [depth \(depth)] "
            var line = indent + node.name
            if let detail = node.box.detail { line += "(\(detail))" }
            if let id = node.identifier { line += " #\(id)" }
            if node.isPlaced {
                line += " proposed \(node.placedProposal) → \(LayoutFormat.size(node.globalFrame.size))"
                line += " at \(LayoutFormat.point(node.globalFrame.origin))"
            } else {
                line += " (not placed)"
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// One placed view, as `layoutDescription()` lists it.
    package struct PlacedView {
        package var name: String
        package var detail: String?
        package var depth: Int
        package var proposal: ProposedViewSize
        package var frame: CGRect
        package var parent: String?
        package var identifier: String?
        /// The node, to find its events in a `LayoutTrace`.
        package var node: ObjectIdentifier
    }

    /// The placed tree in depth-first order, for tools that narrate it.
    package func placedViews() -> [PlacedView] {
        update()
        var views: [PlacedView] = []
        forEachNode { node, depth in
            guard node.isPlaced else { return }
            views.append(
                PlacedView(
                    name: node.name, detail: node.box.detail, depth: depth, proposal: node.placedProposal,
                    frame: node.globalFrame, parent: node.parent?.name, identifier: node.identifier,
                    node: ObjectIdentifier(node)))
        }
        return views
    }

    /// Lays the view out again from scratch, recording every proposal and answer, a stack's probing
    /// included.
    public func layoutTrace() -> LayoutTrace {
        guard let root else { return LayoutTrace() }
        root.clearCaches()
        layoutContext.trace = LayoutTrace()
        layOut()
        let trace = layoutContext.trace ?? LayoutTrace()
        layoutContext.trace = nil
        return trace
    }

    /// How many layout nodes the view made.
    public var nodeCount: Int { layoutContext.nodeCount }
}

extension ViewHost {
    /// Makes the tree of `view` without laying it out, so benchmarks can time layout apart from making the
    /// tree; call `layOutFromScratch()` next.
    @_spi(Benchmarking)
    public static func unlaidOut<V: View>(_ view: V, proposal: ProposedViewSize) -> ViewHost {
        ViewHost(view, proposal: proposal, environment: EnvironmentValues(), layOut: false)
    }

    /// Lays the same tree out for another proposal, keeping every cached answer (a window resized).
    @_spi(Benchmarking)
    public func layOut(proposal: ProposedViewSize) {
        self.proposal = proposal
        layOut()
    }

    /// Forgets every cached answer and lays the same tree out again. A tree never laid out (`unlaidOut`) has
    /// nothing to forget: layout always places the root, so an unplaced root means no answer was kept.
    @_spi(Benchmarking)
    public func layOutFromScratch() {
        if root?.isPlaced == true { forgetCachedAnswers() }
        layOut()
    }

    /// Drops every cached answer in the tree, so that the next `layOut(proposal:)` measures everything again
    /// (benchmarks time that layout without the clearing).
    @_spi(Benchmarking)
    public func forgetCachedAnswers() {
        root?.clearCaches()
    }
}

/// The value of a host's outermost scope in the graph: nothing but a byte.
private struct HostScope {
    var marker: UInt8 = 0
}
