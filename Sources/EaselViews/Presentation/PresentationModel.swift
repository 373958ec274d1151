import EaselGraphics
import EaselLayout
import Foundation

/// What the host's presentations share with the views that present them: each `.sheet`, `.fullScreenCover`,
/// `.popover`, `.alert` and `.confirmationDialog` records here, while it is made, whether it presents and what.
///
/// The host's root (`_PresentationRoot`) makes the presented views over its content right after the content, so
/// a presentation that starts or ends while the content is made needs nothing more; one that changes later (its
/// binding set from an action) marks the root for an update. Compared by identity in the environment.
final class PresentationModel {
    /// One presenter: a modifier in the tree, by its path.
    struct Entry {
        typealias Kind = ViewHost.Presented.Kind

        var kind: Kind
        /// When the presentation began, for the order of presentations and for which of two wins.
        var order: Int
        /// The presenter's title (alerts, dialogs) or nil.
        var title: String?
        /// Makes the presented view: the sheet's content, or the alert drawn.
        var make: (_ViewInputs) -> [LayoutNode]
        /// Ends the presentation as the presenter's binding says (false, or nil for an item).
        var dismiss: () -> Void
        /// Alive while the presenting view is in the tree.
        weak var token: LivenessToken?
        /// How many presentations the presenter is inside (0 for the host's content).
        var depth = 0
        /// What the presented sheet chose when it was made (its detent).
        var sheet = PresentedSheet()

        /// Whether the screen under the presentation recedes onto black: a sheet or popover at its large detent.
        var recedesCovered: Bool { (kind == .sheet || kind == .popover) && sheet.isLarge }
    }

    typealias Site = ObjectIdentifier
    private(set) var entries: [Site: Entry] = [:]
    private var counter = 0
    /// The root's body node, marked for an update when a presentation starts or ends outside its making.
    weak var owner: BodyNode?
    /// While the root makes its content and presentations, changes need no update.
    var making = 0
    /// The safe area of the screen the presentations cover.
    var insets = EdgeInsets()

    /// Records that the presenter at `site` presents (`entry` given) or not (nil).
    func set(_ site: Site, _ entry: Entry?) {
        let before = entries[site]
        if var entry {
            entry.order = before?.order ?? { counter += 1; return counter }()
            entries[site] = entry
        } else {
            entries[site] = nil
        }
        if making == 0, (before == nil) != (entry == nil) || before?.title != entry?.title { owner?.invalidate() }
    }

    /// The live presentations, in the order they began.
    var active: [(site: Site, entry: Entry)] {
        entries = entries.filter { $0.value.token != nil }
        return entries.sorted { ($0.value.depth, $0.value.order) < ($1.value.depth, $1.value.order) }.map { ($0.key, $0.value) }
    }
}

/// What a presented sheet decided while it was made, for the layer drawn under it.
final class PresentedSheet {
    var isLarge = true
}

private struct PresentationModelKey: EnvironmentKey {
    static var defaultValue: PresentationModel? { nil }
}

private struct PresentationDismissKey: EnvironmentKey {
    static var defaultValue: (() -> Void)? { nil }
}

private struct PresentedSheetKey: EnvironmentKey {
    static var defaultValue: PresentedSheet? { nil }
}

private struct PresentationDepthKey: EnvironmentKey {
    static var defaultValue: Int { 0 }
}

extension EnvironmentValues {
    /// The presentations of the host the views below are in.
    var presentationModel: PresentationModel? {
        get { self[PresentationModelKey.self] }
        set { self[PresentationModelKey.self] = newValue }
    }

    /// How the views below dismiss the sheet or cover they are presented in; nil outside one.
    var presentationDismiss: (() -> Void)? {
        get { self[PresentationDismissKey.self] }
        set { self[PresentationDismissKey.self] = newValue }
    }

    /// The record of the sheet being made, for its container to note its detent in.
    var presentedSheet: PresentedSheet? {
        get { self[PresentedSheetKey.self] }
        set { self[PresentedSheetKey.self] = newValue }
    }

    /// How many presentations the views below are inside.
    var presentationDepth: Int {
        get { self[PresentationDepthKey.self] }
        set { self[PresentationDepthKey.self] = newValue }
    }
}

extension _ViewInputs {
    /// Records, for the presenting modifier made with these inputs, whether it presents and what.
    func present(_ entry: PresentationModel.Entry?) {
        guard let model = environment.presentationModel else { return }
        let token = livenessToken("presenter")
        let site = ObjectIdentifier(token)
        guard var entry else {
            // Presenting nothing, its leaving changes nothing drawn (a lazy row made again must not update the root).
            token.onRelease = nil
            return model.set(site, nil)
        }
        // A presenter that leaves the tree ends its presentation: the root makes its layers again.
        token.onRelease = { [weak model] in model?.owner?.invalidate() }
        entry.token = token
        entry.depth = environment.presentationDepth
        model.set(site, entry)
    }
}

/// The host's root: its content, and over it what is presented, drawn as iOS draws presentations. The model is
/// kept by the host's own scope, which a change of presentation updates (no body of its own to count).
struct _PresentationRoot<Content: View>: View {
    typealias Body = Never
    let insets: EdgeInsets
    let content: Content

    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let model = inputs.persistent("presentations") { PresentationModel() }
        _PresentationLayers(model: model, insets: view.insets, content: view.content).makeView(inputs: inputs, outputs: &outputs)
    }
}

/// The content and its presentations: nothing more than the content while nothing is presented.
struct _PresentationLayers<Content: View>: View {
    typealias Body = Never
    let model: PresentationModel
    let insets: EdgeInsets
    let content: Content

    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let model = view.model
        model.owner = inputs.owner
        if inputs.environment.presentationModel == nil { inputs.graph?.presentationModel = model }
        model.insets = view.insets
        model.making += 1
        defer { model.making -= 1 }
        var contentInputs = inputs
        contentInputs.environment.presentationModel = model
        // In a scope of its own: presenters that left the content are gone before the layers are made.
        let content = contentInputs.makeInRecordingScope("content", owner: inputs.owner) {
            view.content.makeRootNode(inputs: $0).map { [$0] } ?? []
        }
        // Presented views may present more (an alert from a sheet): made until no new one starts. At each depth
        // one sheet or cover and one alert or dialog show: the first presented wins, as in SwiftUI.
        var made: [PresentationModel.Site: [LayoutNode]] = [:]
        var shown: [(site: PresentationModel.Site, entry: PresentationModel.Entry)] = []
        var refused: Set<PresentationModel.Site> = []
        for _ in 0..<8 {
            let waiting = model.active.filter { made[$0.site] == nil && !refused.contains($0.site) }
            guard !waiting.isEmpty else { break }
            for (site, entry) in waiting {
                if shown.contains(where: { $0.entry.depth == entry.depth && $0.entry.kind.isModal == entry.kind.isModal }) {
                    refused.insert(site)
                    inputs.diagnose(
                        "a \(entry.kind) was presented while another was showing; only the first is shown (SwiftUI logs that only one presentation at a time is supported)",
                        fix: "present one at a time: use sheet(item:) with an enum, or present the second from the first")
                    continue
                }
                var layerInputs = inputs.pushing("presentation").pushing(id: AnyHashable(site))
                layerInputs.environment.presentationModel = model
                made[site] = entry.make(layerInputs)
                shown.append((site, entry))
            }
        }
        shown = model.active.filter { made[$0.site] != nil }
        guard !shown.isEmpty else {
            outputs.nodes.append(contentsOf: content)
            return
        }
        var nodes = content
        for layer in shown {
            let covered = _MadeNodes { _ in nodes }
            let presented = made[layer.site] ?? []
            let layered = PresentationLayer(
                kind: layer.entry.kind, recedes: layer.entry.recedesCovered,
                covered: covered, presented: _MadeNodes { _ in presented }, dismiss: layer.entry.dismiss)
            nodes = layered.makeNodes(inputs: inputs.pushing("layer").pushing(id: AnyHashable(layer.site)))
        }
        outputs.nodes.append(contentsOf: nodes)
    }
}

extension ViewHost.Presented.Kind {
    /// Sheets, covers and popovers take the screen; alerts and dialogs float over it.
    var isModal: Bool { self == .sheet || self == .fullScreenCover || self == .popover }
}
