#!/usr/bin/env python3
"""Checks `easel preview` in a real browser: headless Chromium from Debian, driven by Selenium through Debian's
chromedriver. It opens the page, screenshots it, clicks a button and sees the count change, types into a text
field, edits the file and sees the new colour (timing save to new pixels), introduces a syntax error and sees the
compiler's message with the file's line, fixes it and sees the previews return, sees a crashing preview reported
while the server goes on, connects with a token when the server listens beyond loopback, and stops the server
with Ctrl-C. Run by scripts/check-preview.sh (`make test`); screenshots go to the folder given as argv[2]."""

import os
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

EASEL = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/easel"
SHOTS = sys.argv[2] if len(sys.argv) > 2 else tempfile.mkdtemp()

# The file under test. Line numbers matter: the syntax error below is made on line 9.
SOURCE = """import SwiftUI

struct CounterView: View {
    @State private var count = 0
    @State private var name = ""

    var body: some View {
        VStack(spacing: 16) {
            Text("Count: \\(count)").font(.title)
            Button("Add one") { count += 1 }
                .buttonStyle(.borderedProminent)
                .accessibilityIdentifier("add")
            TextField("Name", text: $name)
                .textFieldStyle(.roundedBorder)
                .frame(width: 200)
                .accessibilityIdentifier("name")
            Text("Hello, \\(name)")
        }
        .padding(24)
        .background(Color.COLOR)
    }
}

#Preview("Counter") {
    CounterView()
}

#Preview("Crash") {
    Button("Crash") { fatalError("boom") }
        .padding()
        .accessibilityIdentifier("crash")
}
"""

# iOS 17's system colours (sRGB, 0–255), as Color.yellow and friends draw them in light mode.
COLOURS = {"yellow": (255, 204, 0), "red": (255, 59, 48), "green": (52, 199, 89), "blue": (0, 122, 255)}

failures = []


def fail(message):
    print("check-preview: FAIL: " + message, flush=True)
    failures.append(message)


def wait_until(condition, timeout, what):
    """Polls `condition` every 20 ms; returns its first true value, or None (and a failure) after `timeout` s."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            value = condition()
        except Exception:  # the page may be between states
            value = None
        if value:
            return value
        time.sleep(0.02)
    fail("timed out after %g s waiting for %s" % (timeout, what))
    return None


def start_server(path, *extra):
    server = subprocess.Popen(
        [EASEL, "preview", path, "--port", "0", *extra],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1)
    lines = []
    deadline = time.time() + 300
    while time.time() < deadline:
        line = server.stdout.readline()
        if not line:
            break
        lines.append(line)
        match = re.search(r"at (http://\S+/)", line)
        if match:
            token = None
            if "--host" in extra:
                token_line = server.stdout.readline()
                token = re.search(r"Token: (\w+)", token_line).group(1)
            # Keep draining the server's output so that it never blocks on a full pipe.
            log = open(os.path.join(SHOTS, "server%d.log" % server.pid), "w")
            subprocess.Popen(["cat"], stdin=server.stdout, stdout=log)
            return server, match.group(1), token
    raise SystemExit("check-preview: the server printed no address:\n" + "".join(lines))


def browser():
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,1000", "--force-device-scale-factor=1"]:
        options.add_argument(argument)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def previews(driver):
    return driver.execute_script("return window.easelPreview.previews")


def views(driver, index):
    frame = previews(driver)[index].get("frame") or {}
    return frame.get("views", [])


def text_shown(driver, index, text):
    return any(text in (view.get("detail") or "") for view in views(driver, index))


def pixel(driver, index, x, y):
    """The colour of the preview's image at pixel (x, y), read from the image the page shows."""
    return driver.execute_script("""
        const image = document.querySelector('#preview-' + arguments[0] + ' img');
        if (!image || !image.complete || !image.naturalWidth) return null;
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
        const context = canvas.getContext('2d');
        context.drawImage(image, 0, 0);
        return Array.from(context.getImageData(arguments[1], arguments[2], 1, 1).data).slice(0, 3);
    """, index, x, y)


def near(colour, expected):
    return colour is not None and all(abs(a - b) <= 3 for a, b in zip(colour, expected))


def click_view(driver, index, identifier):
    """Clicks the middle of the view marked `identifier`, as a person would with the mouse."""
    preview = previews(driver)[index]
    frame = preview["frame"]
    view = next(v for v in frame["views"] if v.get("id") == identifier)
    image = driver.find_element(By.CSS_SELECTOR, "#preview-%d img" % index)
    ratio = image.size["width"] / frame["width"]
    x = (view["x"] - frame["originX"] + view["width"] / 2) * ratio - image.size["width"] / 2
    y = (view["y"] - frame["originY"] + view["height"] / 2) * ratio - image.size["height"] / 2
    ActionChains(driver).move_to_element_with_offset(image, int(x), int(y)).click().perform()


def main():
    folder = tempfile.mkdtemp()
    path = os.path.join(folder, "Counter.swift")
    with open(path, "w") as file:
        file.write(SOURCE.replace("COLOR", "yellow"))
    server, url, _ = start_server(path)
    driver = browser()
    try:
        driver.get(url)
        if not wait_until(lambda: near(pixel(driver, 0, 4, 4), COLOURS["yellow"]), 120, "the first preview"):
            return
        driver.save_screenshot(os.path.join(SHOTS, "1-opened.png"))
        names = [preview["name"] for preview in previews(driver)]
        if names != ["Counter", "Crash"]:
            fail("the page shows previews %r, not Counter and Crash" % names)

        # A click is a tap: the button adds one.
        click_view(driver, 0, "add")
        wait_until(lambda: text_shown(driver, 0, "Count: 1"), 10, "the count to become 1 after a click")
        click_view(driver, 0, "add")
        wait_until(lambda: text_shown(driver, 0, "Count: 2"), 10, "the count to become 2 after a second click")

        # Keys type into the field last clicked.
        click_view(driver, 0, "name")
        ActionChains(driver).send_keys("Ada").perform()
        wait_until(lambda: text_shown(driver, 0, "Hello, Ada"), 10, "typed text in the field")
        ActionChains(driver).send_keys("\ue003").perform()  # Backspace
        wait_until(lambda: text_shown(driver, 0, "Hello, Ad\""), 10, "a backspace to delete a character")
        driver.save_screenshot(os.path.join(SHOTS, "2-interacted.png"))

        # Saves: the page updates without a reload; the time from save to new pixels in the page is measured.
        latencies = []
        for colour in ["red", "green", "blue", "red", "green", "blue", "yellow"]:
            time.sleep(0.3)
            started = time.time()
            with open(path, "w") as file:
                file.write(SOURCE.replace("COLOR", colour))
            if not wait_until(lambda: near(pixel(driver, 0, 4, 4), COLOURS[colour]), 30, "the preview to turn " + colour):
                return
            latencies.append(time.time() - started)
        p50 = statistics.median(latencies)
        print("check-preview: save to new pixels in the page: p50 %.0f ms, max %.0f ms over %d saves"
              % (p50 * 1000, max(latencies) * 1000, len(latencies)), flush=True)
        if not text_shown(driver, 0, "Count: 0"):
            fail("the count did not start over after recompiling")
        driver.save_screenshot(os.path.join(SHOTS, "3-edited.png"))

        # A syntax error is shown with the compiler's message and the file's line, over the last good previews.
        with open(path, "w") as file:
            file.write(SOURCE.replace("COLOR", "yellow").replace('Text("Count: \\(count)")', 'Text("Count: \\(count)"'))
        error = wait_until(lambda: driver.execute_script(
            "const e = document.getElementById('compile-error'); return e.hidden ? null : e.innerText"),
            30, "the compile error in the page")
        if error and not re.search(r"Counter\.swift:9:\d+: error", error):
            fail("the compile error does not name Counter.swift line 9:\n" + error)
        if not driver.find_elements(By.CSS_SELECTOR, "#preview-0 img"):
            fail("the last good previews are gone under the compile error")
        driver.save_screenshot(os.path.join(SHOTS, "4-error.png"))
        with open(path, "w") as file:
            file.write(SOURCE.replace("COLOR", "green"))
        wait_until(lambda: driver.execute_script("return document.getElementById('compile-error').hidden")
                   and near(pixel(driver, 0, 4, 4), COLOURS["green"]), 30, "the previews to return after the fix")

        # A preview that crashes is shown as crashed, with its line; the server and the other preview go on.
        click_view(driver, 1, "crash")
        failure = wait_until(lambda: previews(driver)[1].get("failure"), 20, "the crash to be reported")
        if failure and not ("boom" in failure and "Counter.swift:29" in failure):
            fail("the crash report names neither the message nor line 29: " + failure)
        click_view(driver, 0, "add")
        wait_until(lambda: text_shown(driver, 0, "Count: 1"), 10, "the other preview to go on after a crash")
        driver.save_screenshot(os.path.join(SHOTS, "5-crash.png"))
    finally:
        driver.quit()
        children = subprocess.run(["ps", "--ppid", str(server.pid), "-o", "pid="], capture_output=True, text=True).stdout.split()
        server.send_signal(signal.SIGINT)
        try:
            status = server.wait(timeout=10)
            if status != 0:
                fail("Ctrl-C ended the server with status %d" % status)
        except subprocess.TimeoutExpired:
            fail("the server did not stop within 10 s of Ctrl-C")
            server.kill()
        time.sleep(0.5)
        alive = [pid for pid in children if os.path.exists("/proc/" + pid)
                 and "previews" in open("/proc/%s/cmdline" % pid).read()]
        if alive:
            fail("preview processes outlived the server: %s" % alive)

    # Beyond loopback the page asks for the printed token before it shows anything.
    server, url, token = start_server(path, "--host", "0.0.0.0")
    driver = browser()
    try:
        driver.get(url.replace("0.0.0.0", "127.0.0.1"))
        form = wait_until(lambda: driver.find_element(By.ID, "token-form").is_displayed(), 20, "the token form")
        if form:
            driver.find_element(By.ID, "token").send_keys(token + "\n")
            wait_until(lambda: near(pixel(driver, 0, 4, 4), COLOURS["green"]), 60, "the previews after the token")
    finally:
        driver.quit()
        server.send_signal(signal.SIGINT)
        server.wait(timeout=10)

    if failures:
        sys.exit(1)
    print("check-preview: all checks passed; screenshots in " + SHOTS)


main()
