"""The peers of issue 25 that are whole programs kept running or run again: a warm headless Chromium asked for one
screenshot after another through its DevTools protocol, and `easel render` after a one-line edit."""
import base64
import json
import os
import re
import shutil
import subprocess
import tempfile
import time
import urllib.request

import websocket


class WarmChromium:
    """One headless Chromium for the whole comparison, one page in it; each card is a navigation to the card's
    HTML and a PNG screenshot of the 1200×630 viewport, written to a file as Easel's card is."""

    def __init__(self, browser):
        self.profile = tempfile.mkdtemp(prefix="easel-chromium-")
        self.process = subprocess.Popen(
            [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--remote-debugging-port=0",
             f"--user-data-dir={self.profile}", "--window-size=1200,630", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        port = None
        deadline = time.time() + 30
        while time.time() < deadline and port is None:
            line = self.process.stderr.readline()
            match = re.search(r"DevTools listening on ws://[^:]+:(\d+)/", line)
            if match:
                port = int(match.group(1))
        if port is None:
            self.close()
            raise RuntimeError("Chromium did not report its DevTools port")
        request = urllib.request.Request(f"http://127.0.0.1:{port}/json/new?about:blank", method="PUT")
        target = json.load(urllib.request.urlopen(request, timeout=10))
        self.socket = websocket.create_connection(target["webSocketDebuggerUrl"], timeout=30)
        self.next_id = 0
        self.call("Page.enable")
        self.call("Emulation.setDeviceMetricsOverride", width=1200, height=630, deviceScaleFactor=1, mobile=False)

    def call(self, method, **params):
        self.next_id += 1
        identifier = self.next_id
        self.socket.send(json.dumps({"id": identifier, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == identifier:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})

    def wait_for(self, event):
        while True:
            message = json.loads(self.socket.recv())
            if message.get("method") == event:
                return message

    def card(self, page, path):
        """Milliseconds from asking for the page to the PNG written."""
        start = time.perf_counter()
        self.call("Page.navigate", url=page)
        self.wait_for("Page.loadEventFired")
        shot = self.call("Page.captureScreenshot", format="png")
        with open(path, "wb") as handle:
            handle.write(base64.b64decode(shot["data"]))
        return (time.perf_counter() - start) * 1000

    def close(self):
        try:
            self.socket.close()
        except Exception:
            pass
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


def previews_file(edit):
    """A 200-line file of ten previews (each a settings-like screen); `edit` changes one string on one line."""
    lines = ["import SwiftUI", ""]
    for index in range(10):
        lines += [
            f"struct Screen{index}: View {{",
            "    @State private var isOn = true",
            "    @State private var count = 0",
            "    var body: some View {",
            "        VStack(alignment: .leading, spacing: 12) {",
            f"            Text(\"Screen {index}\").font(.title)",
            "            Toggle(\"Notifications\", isOn: $isOn)",
            "            HStack {",
            f"                Text(\"Count: \\(count)\")",
            "                Spacer()",
            "                Button(\"Add\") { count += 1 }",
            "            }",
            f"            Text(\"{'Edited' if edit and index == 4 else 'Details'} for screen {index}\").foregroundStyle(.secondary)",
            "            Spacer()",
            "        }",
            "        .padding()",
            "    }",
            "}",
        ]
    for index in range(10):
        lines.append(f"#Preview(\"Screen {index}\") {{ Screen{index}() }}")
    while len(lines) < 200:
        lines.append("")
    return "\n".join(lines[:200]) + "\n"


def editing(easel, rounds):
    """`easel render` of the 200-line file after a one-line edit, the whole command, from save to PNGs written.
    The first render (which builds the runtime and compiles for the first time) is not counted."""
    folder = tempfile.mkdtemp(prefix="easel-edit-")
    source = os.path.join(folder, "Screens.swift")
    output = os.path.join(folder, "out")
    times = []
    for round_index in range(rounds + 1):
        with open(source, "w") as handle:
            handle.write(previews_file(edit=round_index % 2 == 1))
        start = time.perf_counter()
        subprocess.run([easel, "render", source, "-o", output], check=True, capture_output=True)
        if round_index > 0:
            times.append((time.perf_counter() - start) * 1000)
    pngs = len([name for name in os.listdir(output) if name.endswith(".png")])
    shutil.rmtree(folder, ignore_errors=True)
    return {"times_ms": times, "pngs": pngs}


def recording(easel, rounds):
    """Issue 21's MP4 path: `easel render --animate` of the animated card list (the suite's scenario
    `SpringCardList`, as a file of one preview) with two taps, the whole command, the MP4 alone and then the MP4
    and the APNG together, alternating. The first run (which builds the runtime and compiles) is not counted.
    None when ffmpeg is missing."""
    if shutil.which("ffmpeg") is None:
        return None
    scenario = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                            "Sources", "Scenarios", "SpringCardList.swift")
    with open(scenario) as handle:
        text = handle.read().replace("import Easel\n", "import SwiftUI\n", 1)
    folder = tempfile.mkdtemp(prefix="easel-recording-")
    source = os.path.join(folder, "Cards.swift")
    with open(source, "w") as handle:
        handle.write(text + '\n#Preview("Cards") { SpringCardList() }\n')
    command = [easel, "render", source, "--animate", "--tap", "card3", "--tap", "card7", "-o"]
    times = {"mp4": [], "both": []}
    video_seconds = None
    for round_index in range(rounds + 1):
        for kind, extra in [("mp4", ["--format", "mp4"]), ("both", [])]:
            output = os.path.join(folder, kind)
            start = time.perf_counter()
            result = subprocess.run(command + [output] + extra, check=True, capture_output=True, text=True)
            elapsed = time.perf_counter() - start
            if round_index > 0:
                times[kind].append(elapsed * 1000)
            match = re.search(r"\((\d+) frames, ([\d.]+) s at", result.stdout)
            video_seconds = float(match.group(2))
            frames = int(match.group(1))
    shutil.rmtree(folder, ignore_errors=True)
    return {"mp4_ms": times["mp4"], "both_ms": times["both"], "video_ms": video_seconds * 1000, "frames": frames}
