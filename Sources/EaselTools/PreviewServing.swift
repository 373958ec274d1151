import Easel
import EaselLayout
import EaselViews
import Foundation

/// The preview program's live mode (`--mode serve --only N`), which `easel preview` runs one of per preview: the
/// preview's host stays alive, so its state survives every interaction, and the program answers commands read
/// from standard input, one JSON object a line, with one JSON object a line on standard output.
///
/// Commands: `{"op":"frame"}`; `{"op":"tap","x":…,"y":…}`; `{"op":"scroll","x","y","dx","dy"}` (a wheel);
/// `{"op":"drag","x","y","x2","y2"}` (a gesture under the start, else the scroll view there follows the finger);
/// `{"op":"key","text":…}` (into the field last tapped); `{"op":"advance","seconds":…}` (the clock moves on);
/// `{"op":"explain","view":N}`. Points are in the preview's canvas. Every answer but `explain`'s is a frame:
/// the PNG (base64), its canvas in the view's coordinates, whether anything still moves, the placed views and the
/// diagnostics; a failed command adds `"error"`.
@MainActor
enum PreviewServing {
    static func serve(_ item: PreviewItem, options: EaselPreviewRunner.Options) -> Int32 {
        let (host, onDevice) = EaselPreviewRunner.preview(item, options: options)
        let live = LivePreview(host: host, onDevice: onDevice, options: options)
        while let line = readLine(strippingNewline: true) {
            guard let data = line.data(using: .utf8),
                let command = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
            else {
                write(["error": "the command is not a JSON object: \(line.prefix(80))"])
                continue
            }
            write(live.perform(command))
        }
        return 0
    }

    /// Writes one answer as a line and flushes it, so the server reads it at once.
    private static func write(_ answer: [String: Any]) {
        guard let data = try? JSONSerialization.data(withJSONObject: answer, options: [.sortedKeys]) else {
            FileHandle.standardOutput.write(Data(#"{"error":"the answer could not be encoded"}"#.utf8 + [0x0A]))
            return
        }
        FileHandle.standardOutput.write(data + Data([0x0A]))
    }
}

/// One preview kept alive for `easel preview`.
@MainActor
final class LivePreview {
    let host: ViewHost
    let onDevice: Bool
    let options: EaselPreviewRunner.Options
    /// Where the last tap landed, in the view's coordinates: keys go to the field there.
    private var focusPoint: CGPoint?
    /// The canvas of the last frame: points from the page are in it.
    private var canvas = CGRect.zero

    init(host: ViewHost, onDevice: Bool, options: EaselPreviewRunner.Options) {
        self.host = host
        self.onDevice = onDevice
        self.options = options
    }

    func perform(_ command: [String: Any]) -> [String: Any] {
        func number(_ key: String) -> CGFloat { CGFloat((command[key] as? NSNumber)?.doubleValue ?? 0) }
        /// A point of the canvas, in the view's coordinates.
        func point(_ x: String, _ y: String) -> CGPoint {
            CGPoint(x: number(x) + canvas.minX, y: number(y) + canvas.minY)
        }
        var problem: String?
        switch command["op"] as? String ?? "" {
        case "frame":
            break
        case "tap":
            let at = point("x", "y")
            focusPoint = at
            do { try host.tap(at: at) } catch { problem = error.description }
        case "scroll":
            if !host.scroll(at: point("x", "y"), by: CGSize(width: number("dx"), height: number("dy"))) {
                problem = "nothing there scrolls that way"
            }
        case "drag":
            let start = point("x", "y"), end = point("x2", "y2")
            if host.touchesGestures(at: start) {
                do { try host.drag(from: start, to: end) } catch { problem = error.description }
            } else if !host.scroll(at: start, by: CGSize(width: start.x - end.x, height: start.y - end.y)) {
                problem = "nothing there is dragged or scrolls"
            }
        case "key":
            let text = command["text"] as? String ?? ""
            if let focusPoint, host.type(text, at: focusPoint) {
            } else {
                problem = "no text field has focus: click one first"
            }
        case "advance":
            let seconds = Double(number("seconds"))
            host.advance(by: seconds.isFinite ? min(max(seconds, 0), 1) : 0)
        case "explain":
            return ["explanation": explain(view: (command["view"] as? NSNumber)?.intValue ?? 0)]
        case let other:
            problem = "unknown command \"\(other)\""
        }
        var answer = frame()
        if let problem { answer["error"] = problem }
        return answer
    }

    /// The current picture and what the inspector needs of it.
    func frame() -> [String: Any] {
        let size = host.size
        canvas = (onDevice ? nil : EaselPreviewRunner.canvas(of: host)) ?? CGRect(origin: .zero, size: size)
        var answer: [String: Any] = [
            "width": Double(canvas.width.rounded(.up)), "height": Double(canvas.height.rounded(.up)),
            "originX": Double(canvas.minX.rounded(.down)), "originY": Double(canvas.minY.rounded(.down)),
            "scale": Double(options.scale), "animating": host.isAnimating,
        ]
        do {
            let png = try host.render(as: .png, scale: options.scale, debug: options.debug, canvas: canvas)
            answer["png"] = png.base64EncodedString()
        } catch {
            answer["error"] = "the preview was not rendered: \(error)"
        }
        answer["views"] = views()
        answer["diagnostics"] = host.diagnostics.map(\.description)
        return answer
    }

    /// The placed views depth first, each with the index of its parent (-1 for the root). At most 5,000, so
    /// that a huge tree does not swamp the page.
    private func views() -> [[String: Any]] {
        var stack: [Int] = []
        var views: [[String: Any]] = []
        for (index, view) in host.placedViews().prefix(5000).enumerated() {
            while stack.count > view.depth { stack.removeLast() }
            var entry: [String: Any] = [
                "name": view.name, "parent": stack.last ?? -1, "proposal": "\(view.proposal)",
                "x": Double(view.frame.minX), "y": Double(view.frame.minY),
                "width": Double(view.frame.width), "height": Double(view.frame.height),
            ]
            if let detail = view.detail { entry["detail"] = detail }
            if let identifier = view.identifier { entry["id"] = identifier }
            views.append(entry)
            while stack.count < view.depth { stack.append(stack.last ?? index) }
            stack.append(index)
        }
        return views
    }

    /// The layout conversation of one view and its parent, as `easel explain` tells it: every proposal each was
    /// made and what it chose, then where each was placed.
    private func explain(view index: Int) -> String {
        let views = host.placedViews()
        guard views.indices.contains(index) else { return "No such view." }
        let view = views[index]
        let parent = view.depth > 0 ? views[..<index].last { $0.depth == view.depth - 1 } : nil
        let wanted = Set([view.node] + (parent.map { [$0.node] } ?? []))
        var trace = host.layoutTrace()
        trace.events = trace.events.filter { event in event.kind != .placed && event.node.map(wanted.contains) == true }
        let top = trace.events.map(\.depth).min() ?? 0
        for index in trace.events.indices {
            trace.events[index].nestedEvents = 0
            trace.events[index].depth -= top
        }
        var lines = [trace.events.isEmpty ? "(No proposals were recorded for it.)" : trace.description, "", "Then:"]
        for shown in [parent, view].compactMap({ $0 }) {
            let whom = shown.parent.map { "The \($0) places \(shown.name)" } ?? "The host places \(shown.name)"
            lines.append("\(whom) at \(LayoutFormat.point(shown.frame.origin)), \(LayoutFormat.size(shown.frame.size)).")
        }
        return lines.joined(separator: "\n")
    }
}
