import EaselLayout
import EaselViews
import Foundation

/// Tells a layout pass as the layout tutorials tell it: the parent proposes, the child chooses, the parent
/// places.
@MainActor
public enum LayoutNarration {
    /// The whole conversation of a fresh layout of the host's view, then where each view was placed.
    public static func explain(_ host: ViewHost) -> String {
        let events = host.layoutTrace().events
        var lines: [String] = []
        // A question its view answered only after asking its own subviews stays open until the last of
        // those, and its answer is told after them.
        var open: [(last: Int, event: LayoutTrace.Event)] = []

        func indent(_ depth: Int) -> String { String(repeating: "  ", count: min(depth, 40)) }
        func close(before index: Int) {
            while let top = open.last, top.last < index {
                open.removeLast()
                lines.append("\(indent(top.event.depth))\(top.event.view) chooses \(LayoutFormat.size(top.event.size)).")
            }
        }

        for (index, event) in events.enumerated() {
            close(before: index)
            let asker = event.parent.map { "The \($0)" } ?? "The host"
            let question = ask(event.proposal, of: event.view)
            switch event.kind {
            case .cached:
                lines.append(
                    "\(indent(event.depth))\(asker) \(question) again; \(event.view) answers "
                        + "\(LayoutFormat.size(event.size)) from its cache.")
            case .measured:
                if event.nestedEvents > 0 {
                    lines.append("\(indent(event.depth))\(asker) \(question).")
                    open.append((index + event.nestedEvents, event))
                } else {
                    lines.append(
                        "\(indent(event.depth))\(asker) \(question); \(event.view) chooses \(LayoutFormat.size(event.size)).")
                }
            case .placed:
                lines.append(
                    "\(indent(event.depth))The \(event.view) places its subviews in its frame, \(LayoutFormat.rect(event.frame ?? .zero)).")
            }
        }
        close(before: events.count)

        lines.append("")
        lines.append("Then each parent places its children:")
        for view in host.placedViews() {
            let whom = view.parent.map { "The \($0) places \(view.name)" } ?? "The host places \(view.name)"
            lines.append(
                "\(indent(view.depth))\(whom) at \(LayoutFormat.point(view.frame.origin)), "
                    + "\(LayoutFormat.size(view.frame.size)).")
        }
        if !host.diagnostics.isEmpty {
            lines.append("")
            lines.append("Easel repaired or could not do:")
            for diagnostic in host.diagnostics { lines.append("  \(diagnostic)") }
        }
        return lines.joined(separator: "\n")
    }

    /// "proposes 168×168 to Text", "asks Text for its ideal size", "proposes 200×unspecified to Text".
    static func ask(_ proposal: ProposedViewSize, of view: String) -> String {
        func dimension(_ value: CGFloat?) -> String {
            guard let value else { return "unspecified" }
            return value.isInfinite ? "infinity" : LayoutFormat.number(value)
        }
        if proposal.width == nil && proposal.height == nil { return "asks \(view) for its ideal size" }
        return "proposes \(dimension(proposal.width))×\(dimension(proposal.height)) to \(view)"
    }
}
