import EaselLayout
import EaselViews
import Foundation

/// Tells a layout pass as the layout tutorials tell it: the parent proposes, the child chooses (the trace's
/// own narration, `LayoutTrace.description`), the parent places.
@MainActor
public enum LayoutNarration {
    /// The whole conversation of a fresh layout of the host's view, then where each view was placed.
    public static func explain(_ host: ViewHost) -> String {
        var lines = [host.layoutTrace().description]
        lines.append("")
        lines.append("Then each parent places its children:")
        for view in host.placedViews() {
            let indent = String(repeating: "  ", count: min(view.depth, 40))
            let whom = view.parent.map { "The \($0) places \(view.name)" } ?? "The host places \(view.name)"
            lines.append(
                "\(indent)\(whom) at \(LayoutFormat.point(view.frame.origin)), \(LayoutFormat.size(view.frame.size)).")
        }
        if !host.diagnostics.isEmpty {
            lines.append("")
            lines.append("Easel repaired or could not do:")
            for diagnostic in host.diagnostics { lines.append("  \(diagnostic)") }
        }
        return lines.joined(separator: "\n")
    }
}
