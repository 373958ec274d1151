/// The page `easel preview` serves: plain HTML, CSS and JavaScript with no build step and nothing fetched from
/// elsewhere, so it works offline in current Chromium and Firefox. The previews arrive as PNG images (the
/// same pixels `easel render` writes) with the placed views beside them for the inspector.
enum PreviewPage {
    static let devices = [
        "iPhone SE (3rd generation)", "iPhone 13 mini", "iPhone 15", "iPhone 15 Pro Max", "iPad Air (5th generation)",
        "iPad Pro (12.9-inch)",
    ]
    static let dynamicTypeSizes = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2",
        "accessibility3", "accessibility4", "accessibility5",
    ]

    static func html(needsToken: Bool) -> String {
        func options(_ values: [(String, String)]) -> String {
            values.map { "<option value=\"\(escape($0.0))\">\(escape($0.1))</option>" }.joined()
        }
        let deviceMenu = options(
            [("auto", "Automatic"), ("fit", "Size that fits")] + devices.map { ($0, $0) })
        let typeMenu = options(dynamicTypeSizes.map { ($0, $0) })
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Easel previews</title>
            <link rel="stylesheet" href="/easel-preview.css">
            </head>
            <body data-needs-token="\(needsToken)">
            <header>
              <strong id="file">Easel</strong>
              <span id="status" role="status">Connecting…</span>
              <span class="controls">
                <label>Device <select id="device">\(deviceMenu)</select></label>
                <label>Scheme <select id="colorScheme"><option value="light">Light</option><option value="dark">Dark</option></select></label>
                <label>Type <select id="dynamicTypeSize">\(typeMenu)</select></label>
                <label>Direction <select id="layoutDirection"><option value="leftToRight">Left to right</option><option value="rightToLeft">Right to left</option></select></label>
                <label>Zoom <select id="zoom"><option value="0.5">50%</option><option value="0.75">75%</option><option value="1" selected>100%</option><option value="1.5">150%</option><option value="2">200%</option></select></label>
                <label title="Outline the view under the pointer; click to pin it"><input type="checkbox" id="inspect"> Inspect</label>
                <span class="overlays" title="Debug overlays">
                  <label><input type="checkbox" data-overlay="1"> Bounds</label>
                  <label><input type="checkbox" data-overlay="2"> Padding</label>
                  <label><input type="checkbox" data-overlay="4"> Baselines</label>
                  <label><input type="checkbox" data-overlay="8"> Guides</label>
                </span>
              </span>
            </header>
            <form id="token-form" hidden>
              <label>This server needs the token it printed when it started: <input id="token" autocomplete="off"></label>
              <button type="submit">Connect</button>
            </form>
            <main>
              <section id="compile-error" hidden><h2>The file did not compile</h2><pre></pre></section>
              <section id="previews"></section>
              <aside id="inspector" hidden>
                <h2 id="inspector-title"></h2>
                <dl id="inspector-facts"></dl>
                <pre id="inspector-explanation"></pre>
              </aside>
            </main>
            <script src="/easel-preview.js"></script>
            </body>
            </html>
            """
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }

    static let styles = """
        :root { color-scheme: light dark; --accent: #007aff; --line: #8884; }
        body { margin: 0; font: 13px/1.4 system-ui, sans-serif; background: Canvas; color: CanvasText; }
        header { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; gap: 6px 16px; align-items: center;
          padding: 8px 14px; background: Canvas; border-bottom: 1px solid var(--line); }
        header .controls { display: flex; flex-wrap: wrap; gap: 6px 12px; align-items: center; margin-left: auto; }
        #status { color: GrayText; }
        #token-form { padding: 12px 14px; }
        main { display: flex; align-items: flex-start; gap: 16px; padding: 16px; }
        #previews { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; flex: 1; }
        #previews.stale { opacity: 0.45; }
        #compile-error { position: fixed; left: 16px; right: 16px; top: 64px; z-index: 3; background: #fff0f0; color: #600;
          border: 1px solid #d44; border-radius: 8px; padding: 4px 14px; max-height: 60vh; overflow: auto;
          box-shadow: 0 4px 16px #0003; }
        #compile-error h2 { font-size: 14px; }
        #compile-error pre { white-space: pre-wrap; font: 12px/1.45 ui-monospace, monospace; }
        .preview { display: flex; flex-direction: column; gap: 6px; }
        .preview .title { display: flex; gap: 8px; align-items: center; font-weight: 600; }
        .preview .title button { font-size: 11px; padding: 1px 6px; }
        .preview .title .moving { color: var(--accent); font-weight: normal; }
        .stage { position: relative; line-height: 0; border: 1px solid var(--line); background:
          repeating-conic-gradient(#8881 0% 25%, transparent 0% 50%) 0 0 / 16px 16px; width: max-content; }
        .stage img { display: block; image-rendering: auto; user-select: none; -webkit-user-drag: none; }
        .stage .outline { position: absolute; pointer-events: none; border: 1px solid var(--accent);
          background: #007aff1a; display: none; }
        .stage .outline.pinned { border: 2px solid #ff2d55; background: #ff2d551a; }
        .failure { color: #c00; white-space: pre-wrap; max-width: 480px; }
        .notice { color: GrayText; font-size: 12px; min-height: 1.4em; }
        .diagnostics { color: #a60; font-size: 12px; max-width: 480px; }
        #inspector { width: 380px; position: sticky; top: 60px; border: 1px solid var(--line); border-radius: 8px;
          padding: 4px 12px; max-height: calc(100vh - 90px); overflow: auto; }
        #inspector h2 { font-size: 14px; }
        #inspector dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 10px; }
        #inspector dt { color: GrayText; }
        #inspector dd { margin: 0; font-family: ui-monospace, monospace; font-size: 12px; }
        #inspector pre { white-space: pre-wrap; font: 11px/1.45 ui-monospace, monospace; }
        """
}
