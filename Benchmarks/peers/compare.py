"""Easel side by side with Taffy, Yoga and headless Chromium, in one run on one machine (`make bench`).

Every engine lays out the same trees (written by `BenchRunner export`), round after round, the order of the
engines rotating each round; medians over every timed layout, and the ratios peer ÷ Easel, are written to
Benchmarks/Results/<date>.md (a section of its own, replaced on each run) with a chart drawn by Easel.

    python compare.py [--rounds N] [--quick]
"""
import argparse
import datetime
import importlib.metadata
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import flex_peers
import warm_peers

HERE = os.path.dirname(os.path.abspath(__file__))
BENCHMARKS = os.path.dirname(HERE)
REPOSITORY = os.path.dirname(BENCHMARKS)
RUNNER = os.path.join(BENCHMARKS, ".build", "release", "BenchRunner")
RESULTS = os.path.join(BENCHMARKS, "Results")
# `easel` as users build it (`make gallery`), for the editing measurement.
EASEL = os.path.join(REPOSITORY, ".build", "debug", "easel")
# `easel` built for release, for recording the animated card list to MP4 (issue 21).
EASEL_RELEASE = os.path.join(REPOSITORY, ".build", "release", "easel")
SECTION_START = "<!-- make bench: comparison -->"
SECTION_END = "<!-- end of make bench: comparison -->"


def runner(*arguments):
    output = subprocess.run([RUNNER, *map(str, arguments)], check=True, capture_output=True, text=True).stdout
    return json.loads(output)


def log(message):
    print(message, file=sys.stderr, flush=True)


def median(values):
    return statistics.median(values) if values else float("nan")


def compare_layouts(rounds, iterations):
    """The three flex scenarios: Easel, Taffy and Yoga alternating, `iterations` layouts each per round."""
    results = {}
    for name in ["grid", "wide", "nested"]:
        scenario = runner("export", name)
        engines = {"Easel": None}
        for engine in flex_peers.ENGINES:
            if name == "nested" and engine is flex_peers.Yoga:
                continue  # Yoga's time grows exponentially with depth: see nested_growth.
            engines[engine.name] = engine(scenario)
        times = {engine: [] for engine in engines}
        facts = {}
        order = list(engines)
        for round_index in range(rounds):
            for engine in order[round_index % len(order):] + order[:round_index % len(order)]:
                if engine == "Easel":
                    measured = runner("layout", name, iterations)
                    times["Easel"] += measured["times_ms"]
                    facts["easel_nodes"] = measured["nodes"]
                    facts["easel_size"] = (measured["width"], measured["height"])
                else:
                    peer = engines[engine]
                    times[engine] += [peer.time_layout() for _ in range(iterations)]
                    facts[f"{engine.lower()}_size"] = peer.size()
        facts["views"] = len(scenario["nodes"])
        facts["summary"] = scenario["summary"]
        results[name] = {"times": times, "medians": {e: median(t) for e, t in times.items()}, **facts}
        for engine in engines:
            if hasattr(engines[engine], "close"):
                engines[engine].close()
        log(f"{name}: " + ", ".join(f"{e} {median(t):.2f} ms" for e, t in times.items()))
    return results


def nested_growth(limit_ms):
    """Layout time of the nested tree at growing depths; an engine is left out of deeper trees once one layout
    takes longer than `limit_ms`."""
    depths = [10, 20, 30, 40, 50, 60, 125, 250, 500, 1000]
    rows = []
    stopped = set()
    for depth in depths:
        row = {"depth": depth}
        scenario = runner("export", f"nested-{depth}")
        row["Easel"] = median(runner("layout", f"nested-{depth}", 5)["times_ms"])
        for engine in flex_peers.ENGINES:
            if engine.name in stopped:
                continue
            peer = engine(scenario)
            first = peer.time_layout()
            row[engine.name] = median([first] + ([peer.time_layout() for _ in range(4)] if first < limit_ms else []))
            if hasattr(peer, "close"):
                peer.close()
            if row[engine.name] > limit_ms:
                stopped.add(engine.name)
        rows.append(row)
        log("nested growth: " + ", ".join(f"{k} {v:.3g}" for k, v in row.items()))
    return rows


def chromium_path():
    for name in ["chromium", "chromium-browser", "google-chrome"]:
        path = shutil.which(name)
        if path:
            return path
    return None


def compare_card(rounds):
    """The social card: Chromium screenshotting its HTML twin against Easel rendering it, each a whole process
    from start to PNG file, alternating; and Easel's stages measured in one process."""
    browser = chromium_path()
    folder = tempfile.mkdtemp(prefix="easel-card-")
    subprocess.run([RUNNER, "card-html", folder], check=True, capture_output=True)
    page = "file://" + os.path.join(folder, "card.html")
    times = {"Easel": [], "Chromium": []}
    # Easel's start-up: from just before its process is started to the moment its PNG file is in place (the
    # process prints that moment on the same monotonic clock), the process's exit left out.
    written = []
    for round_index in range(rounds):
        order = ["Easel", "Chromium"] if round_index % 2 == 0 else ["Chromium", "Easel"]
        for engine in order:
            if engine == "Chromium" and browser is None:
                continue
            start = time.perf_counter()
            if engine == "Easel":
                started = time.monotonic_ns()
                output = subprocess.run([RUNNER, "card-file", os.path.join(folder, "easel.png")], check=True,
                                        capture_output=True, text=True)
                written.append((int(output.stdout.split()[-1]) - started) / 1e6)
            else:
                subprocess.run(
                    [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                     "--window-size=1200,630", "--virtual-time-budget=5000",
                     "--screenshot=" + os.path.join(folder, "chromium.png"), page],
                    check=True, capture_output=True)
            times[engine].append((time.perf_counter() - start) * 1000)
    warm = []
    if browser is not None:
        # A browser kept running, as a server would keep it: two cards to warm it, then one after another.
        chromium = warm_peers.WarmChromium(browser)
        try:
            for index in range(2 + 3 * rounds):
                elapsed = chromium.card(page, os.path.join(folder, "warm-chromium.png"))
                if index >= 2:
                    warm.append(elapsed)
        finally:
            chromium.close()
    stages = runner("card", 20)
    result = {
        "warm_chromium_ms": median(warm) if warm else None,
        "process_times": times,
        "medians": {e: median(t) for e, t in times.items()},
        "easel_written_ms": median(written),
        "stages": {k: median(v[2:]) for k, v in stages.items()},  # the first two warm caches up
        "folder": folder,
        "chromium": browser is not None,
    }
    log(f"card: Easel process {median(times['Easel']):.0f} ms, Chromium process {median(times['Chromium']):.0f} ms, "
        f"warm Chromium {result['warm_chromium_ms'] or float('nan'):.0f} ms a card")
    return result


def command_version(command):
    try:
        output = subprocess.run(command, capture_output=True, text=True, check=False)
        return (output.stdout or output.stderr).strip().splitlines()[0]
    except (OSError, IndexError):
        return "not found"


def machine():
    model = "unknown"
    try:
        with open("/proc/cpuinfo") as info:
            for line in info:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    memory = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    return {
        "system": f"{platform.system()} {platform.release()} {platform.machine()}",
        "cpu": f"{model}, {os.cpu_count()} cores",
        "memory": f"{memory:.0f} GiB",
        "swift": command_version(["swift", "--version"]),
        "python": platform.python_version(),
        "stretchable": importlib.metadata.version("stretchable"),
        "poga": importlib.metadata.version("poga"),
        "chromium": command_version([chromium_path() or "chromium", "--version"]),
    }


def commit():
    head = subprocess.run(["git", "-C", REPOSITORY, "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
    # The results folder is left out: the package-benchmark suite writes into it before this comparison runs.
    dirty = subprocess.run(["git", "-C", REPOSITORY, "status", "--porcelain", "--untracked-files=no", "--", ".",
                            ":(exclude)Benchmarks/Results"], capture_output=True, text=True).stdout.strip()
    return head.stdout.strip() + (" with uncommitted changes" if dirty else "")


def ms(value):
    return f"{value:.2f}" if value < 100 else f"{value:.0f}"


def median_memory(name, processes=5):
    """The process with the median bytes of five: the same binary's count varies by about 16 KB between processes
    (the nested tree: 508 or 520 bytes a node at 7a8a873), with deterministic hashing too; the threads' allocator
    caches, which hold freed chunks that `mallinfo2` counts as in use, are the likely cause."""
    runs = sorted((runner("memory", name) for _ in range(processes)), key=lambda run: run["bytes"])
    middle = dict(runs[len(runs) // 2])
    middle["range"] = (runs[0]["bytes_per_node"], runs[-1]["bytes_per_node"])
    middle["processes"] = processes
    return middle


def targets_table(layouts, memory, card, extra):
    """Issue 25's targets, each with the figure measured in this run and whether it is met."""
    rows = []

    def row(target, measured, met):
        rows.append(f"| {target} | {measured} | {'met' if met else 'not met'} |")

    for name, floor in [("grid", 1.2), ("wide", 1.0), ("nested", 1.0)]:
        ratio = layouts[name]["medians"]["Taffy"] / layouts[name]["medians"]["Easel"]
        row(f"Layout, {name}: Easel at least {floor}× Taffy's speed", f"{ratio:.2f}×", ratio >= floor)
    worst = max(entry["bytes_per_node"] for entry in memory)
    row("Memory per laid-out node under 512 bytes", f"{worst:.0f} bytes (the most of the three trees)", worst < 512)
    text = extra["text"]
    # The median of the rounds' own ratios: each round times both within milliseconds, so the machine's swings
    # in speed cancel; the ratio of the two medians is shown beside it.
    ratio = text["paired_ratio"]
    row("Shaping and measuring a short string within 1.5× of `hb_shape`",
        f"{text['easel_shape_ns'] / 1000:.1f} µs against {text['harfbuzz_shape_ns'] / 1000:.1f} µs: {ratio:.2f}× "
        f"(median of the rounds' ratios; of the medians {text['easel_shape_ns'] / text['harfbuzz_shape_ns']:.2f}×)",
        ratio <= 1.5)
    row("A shaped string measured at a new width under 0.3 µs",
        f"{text['remeasure_ns'] / 1000:.2f} µs (5,000 Texts once each: {text['remeasure_cold_ns'] / 1000:.2f} µs)",
        text["remeasure_ns"] < 300)
    row("10,000 Texts laid out at a new width under 10 ms", f"{ms(text['paragraphs_ms'])} ms", text["paragraphs_ms"] < 10)
    threads = extra["threads"]
    one, two = threads["one_thread_cards_per_second"], threads["two_threads_cards_per_second"]
    row("The social card at 1x: at least 200 cards a second on one core", f"{one:.0f} a second", one >= 200)
    if card.get("warm_chromium_ms"):
        easel_card = card["stages"]["times_ms"]
        ratio = card["warm_chromium_ms"] / easel_card
        row("Easel at least 50× faster per card than a warm headless Chromium",
            f"{ms(card['warm_chromium_ms'])} ms against {ms(easel_card)} ms: {ratio:.0f}×", ratio >= 50)
    # Each round's own ratio (its two slices a fraction of a second apart), as for text.
    pair = threads["paired_ratio"]
    row("Two threads render at least 1.8× the cards a second of one",
        f"{pair:.2f}× (median of the rounds' ratios; {two:.0f} a second against {one:.0f})", pair >= 1.8)
    card_png = extra["png"]["images"][0]["encoders"]
    own = card_png[0]["ms"]
    fastest = min(entry["ms"] for entry in card_png[1:])
    row("PNG: Easel's own deflate kept only if no library comes within 10% of its time",
        f"the fastest library takes {fastest / own:.1f}× Easel's time on the card (table below)", fastest > 1.1 * own)
    startup = card["easel_written_ms"]
    row("Start-up: process start to the card's PNG written under 30 ms",
        f"{ms(startup)} ms (the whole process, its exit included: {ms(card['medians']['Easel'])} ms)", startup < 30)
    first = extra["first_host"]
    ratio = first["first_ms"] / first["second_ms"]
    row("The first ViewHost in a process within 2× of the second (million-row list)",
        f"{ms(first['first_ms'])} ms against {ms(first['second_ms'])} ms: {ratio:.1f}×", ratio <= 2)
    edit = extra["editing"]
    p50 = median(edit["times_ms"])
    row("`easel render` after a one-line edit of a 200-line file, save to PNG, under 1 s p50",
        f"{ms(p50)} ms ({edit['pngs']} previews)", p50 < 1000)
    met = sum(line.endswith("| met |") for line in rows)
    return [f"## Targets ({met} of {len(rows)} met)", "", "| Target | Measured | |", "|---|---|---|", *rows, ""]


def extra_sections(extra):
    text = extra["text"]
    lines = [
        "## Text against HarfBuzz (same process, same face)",
        "",
        f"{text['strings_per_round']:,} new short strings a round (“Row 17 of round 3”), in "
        f"`{os.path.basename(text['font'])}` at {text['size']:g} pt; rounds alternate which goes first, and the ratio is the median of the rounds' own ratios (this machine's speed swings between rounds, not within one). Easel's "
        "time is a Text's whole measure of a string it has not seen (clusters, font fallback, shaping, line "
        "breaks, the line's size); HarfBuzz's is `hb_shape` with a new buffer and the advances summed. A re-measure "
        "is a held shaped string measured at a new width, as a Text does for a new proposal: one Text asked eight "
        "new widths in a row, as a stack's probing asks it; then 5,000 Texts asked once each, where each question "
        "first waits for memory the others pushed out of the processor's caches; found by string, each is first "
        "looked up in the process's cache of shaped paragraphs. Widths "
        + ("agree" if text["widths_agree"] else "DIFFER") + " to within a point.",
        "",
        "| Easel | hb_shape | Ratio (median of the rounds' ratios) | Re-measure at a new width | 10,000 Texts at a new width |",
        "|---|---|---|---|---|",
        f"| {text['easel_shape_ns'] / 1000:.2f} µs | {text['harfbuzz_shape_ns'] / 1000:.2f} µs | "
        f"{text['paired_ratio']:.2f}× | {text['remeasure_ns'] / 1000:.2f} µs "
        f"({text['remeasure_cold_ns'] / 1000:.2f} µs for 5,000 once each, {text['lookup_remeasure_ns'] / 1000:.2f} µs "
        f"found by string) | "
        f"{ms(text['paragraphs_ms'])} ms |",
        "",
        "## PNG compression",
        "",
        "The same filtered rows (Easel's step 2) given to each encoder as a zlib stream; median of the rounds. "
        "libdeflate makes a compressor for each image, as a writer of one PNG would.",
        "",
        "| Image | Input | Encoder | Time | Size |",
        "|---|---|---|---|---|",
    ]
    for image in extra["png"]["images"]:
        for entry in image["encoders"]:
            lines.append(f"| {image['image']} | {image['input_bytes']:,} bytes | {entry['encoder']} | "
                         f"{ms(entry['ms'])} ms | {entry['bytes']:,} bytes |")
    first = extra["first_host"]
    threads = extra["threads"]
    edit = extra["editing"]
    lines += [
        "",
        "## Threads, start-up and editing",
        "",
        f"- Cards a second at 1x: {threads['one_thread_cards_per_second']:.0f} on one thread, "
        f"{threads['two_threads_cards_per_second']:.0f} on two (each thread its own hosts).",
        f"- The million-row list's first host in a process: {ms(first['first_ms'])} ms; the second "
        f"{ms(first['second_ms'])} ms (median of {first['processes']} processes).",
        f"- `easel render` of a 200-line file of {edit['pngs']} previews after a one-line edit, whole command: "
        + ", ".join(f"{ms(t)}" for t in edit["times_ms"]) + " ms.",
        "",
    ]
    record = extra.get("recording")
    if record:
        mp4, both = median(record["mp4_ms"]), median(record["both_ms"])
        video = record["video_ms"]
        lines += [
            "## Recording to MP4 (issue 21: the MP4 path faster than real time)",
            "",
            f"`easel render --animate` (release build) of the animated card list with two taps: {record['frames']} "
            f"frames, {video / 1000:.2f} s of video at 786×2200 pixels, the whole command.",
            "",
            "| Files written | Runs (ms) | Median | Median ÷ the video's length |",
            "|---|---|---|---|",
            f"| the MP4 alone (`--format mp4`) | {', '.join(ms(t) for t in record['mp4_ms'])} | {ms(mp4)} ms | "
            f"{mp4 / video:.2f} ({'faster' if mp4 < video else 'not faster'} than real time) |",
            f"| the MP4 and the APNG | {', '.join(ms(t) for t in record['both_ms'])} | {ms(both)} ms | "
            f"{both / video:.2f} ({'faster' if both < video else 'not faster'} than real time) |",
            "",
        ]
    return lines


def report(layouts, growth, counts, memory, card, gallery, rounds, iterations, elapsed, extra):
    today = datetime.date.today().isoformat()
    bars = []
    for name in ["grid", "wide", "nested"]:
        medians = layouts[name]["medians"]
        for peer in ["Taffy", "Yoga"]:
            if peer in medians:
                bars.append({"scenario": name, "peer": peer, "ratio": medians[peer] / medians["Easel"]})
    deepest_yoga = [row for row in growth if "Yoga" in row][-1]
    bars.append({"scenario": f"nested {deepest_yoga['depth']}", "peer": "Yoga",
                 "ratio": deepest_yoga["Yoga"] / deepest_yoga["Easel"]})
    if card["chromium"]:
        bars.append({"scenario": "social card", "peer": "Chromium",
                     "ratio": card["medians"]["Chromium"] / card["medians"]["Easel"]})
    if card.get("warm_chromium_ms"):
        bars.append({"scenario": "card, warm", "peer": "Chromium",
                     "ratio": card["warm_chromium_ms"] / card["stages"]["times_ms"]})
    chart_name = f"{today}-ratios.png"
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as handle:
        json.dump(bars, handle)
    subprocess.run([RUNNER, "chart", handle.name, os.path.join(RESULTS, chart_name)], check=True)

    info = machine()
    lines = [
        SECTION_START,
        f"# {today}: Easel beside Taffy, Yoga and Chromium (`make bench`)",
        "",
        f"- **Commit:** {commit()}.",
        f"- **Machine:** {info['system']}; {info['cpu']}; {info['memory']}.",
        f"- **Tools:** {info['swift']}; Python {info['python']}; stretchable {info['stretchable']} (Taffy); "
        f"poga {info['poga']} (Yoga); {info['chromium']}.",
        f"- **Method:** {rounds} rounds, the engines' order rotating each round, {iterations} layouts per engine "
        "per round; medians over every layout. Each engine lays out the same tree, built once, with every cached "
        "answer dropped before each timed layout (outside the clock). Only the peers' native compute call is "
        "timed; Easel's time is `layOut` of its laid-out node tree. This comparison took "
        f"{elapsed / 60:.1f} minutes (`make bench` also runs the package-benchmark suite first).",
        "",
        f"![Peer's median time over Easel's]({chart_name})",
        "",
        *targets_table(layouts, memory, card, extra),
        "## Layout",
        "",
        "| Scenario | Views (Easel's nodes) | Easel | Taffy | Yoga | Taffy ÷ Easel | Yoga ÷ Easel |",
        "|---|---|---|---|---|---|---|",
    ]
    for name in ["grid", "wide", "nested"]:
        entry = layouts[name]
        medians = entry["medians"]
        taffy = medians.get("Taffy")
        yoga = medians.get("Yoga")
        lines.append(
            f"| {name}: {entry['summary']} | {entry['views']:,} ({entry['easel_nodes']:,}) | {ms(medians['Easel'])} ms | "
            + (f"{ms(taffy)} ms" if taffy else "—") + " | " + (f"{ms(yoga)} ms" if yoga else "see below") + " | "
            + (f"{taffy / medians['Easel']:.2f}" if taffy else "—") + " | "
            + (f"{yoga / medians['Easel']:.2f}" if yoga else "—") + " |")
    lines += [
        "",
        "Easel's tree has more nodes than the scenario has views: a fixed frame around a Color is two nodes, a "
        "padded stack two. Flexbox has no layout priorities; the peers' wide tree leaves them out.",
        "",
        "## The nested tree at growing depth",
        "",
        "Median of five layouts. An engine is not run on deeper trees once one layout takes over a second.",
        "",
        "| Depth | Easel | Taffy | Yoga |",
        "|---|---|---|---|",
    ]
    for row in growth:
        lines.append(f"| {row['depth']} | {ms(row['Easel'])} ms | "
                     + (f"{ms(row['Taffy'])} ms" if "Taffy" in row else "not run") + " | "
                     + (f"{ms(row['Yoga'])} ms" if "Yoga" in row else "not run") + " |")
    lines += [
        "",
        "Questions Easel's layout asks of the nested tree (`sizeThatFits` calls, from the layout trace): answers "
        "worked out, and answers read from a node's cache.",
        "",
        "| Depth | Nodes | Worked out | From the cache | Worked out per level | Median layout |",
        "|---|---|---|---|---|---|",
    ]
    for row in counts["counts"]:
        lines.append(f"| {row['depth']:,} | {row['nodes']:,} | {row['measured']:,} | {row['cached']:,} | "
                     f"{row['measured'] / row['depth']:.1f} | {ms(row['median_ms'])} ms |")
    lines += [
        "",
        "## Memory",
        "",
        "Bytes the allocator handed out while making and laying out the tree (glibc's `mallinfo2`), over the "
        "number of layout nodes. It counts everything the host keeps: nodes, layouts and their caches, drawing "
        "commands' closures, view paths. The median of five processes: the count varies by about 16 KB between "
        "processes of the same binary (with deterministic hashing too), likely the threads' allocator caches, whose "
        "freed chunks `mallinfo2` counts as in use.",
        "",
        "| Scenario | Nodes | Bytes | Per node | Per node, five processes |",
        "|---|---|---|---|---|",
    ]
    for entry in memory:
        low, high = entry["range"]
        lines.append(f"| {entry['scenario']} | {entry['nodes']:,} | {entry['bytes']:,} | {entry['bytes_per_node']:.0f} "
                     f"| {low:.0f}–{high:.0f} |")
    stages = card["stages"]
    lines += [
        "",
        "## The social card (1200×630, 1x)",
        "",
        "Whole processes, from start to PNG file written, alternating: `BenchRunner card-file` against "
        "`chromium --headless --screenshot` of the card's HTML twin.",
        "",
        "| Engine | Median |",
        "|---|---|",
    ]
    for engine, value in card["medians"].items():
        lines.append(f"| {engine} | {ms(value)} ms |")
    lines += ["", f"Easel's PNG file was in place {ms(card['easel_written_ms'])} ms after its process was started "
              "(median; the process prints the moment on the monotonic clock the harness read before starting it). "
              "The rest of the whole process is its exit: the runtime's and the libraries' teardown, and the kernel "
              "freeing its memory."]
    if card.get("warm_chromium_ms"):
        lines += ["", "A warm headless Chromium (kept running, driven through its DevTools protocol: navigate to the "
                  "card's HTML, wait for the load event, screenshot as PNG, write the file): "
                  f"{ms(card['warm_chromium_ms'])} ms a card, against Easel's {ms(card['stages']['times_ms'])} ms "
                  "in one process (below)."]
    lines += [
        "",
        "Easel's stages in one process (median of 18 cards after two warm-ups): "
        f"make and lay out {ms(stages['make_ms'])} ms, display list {ms(stages['display_list_ms'])} ms, "
        f"drawing {ms(stages['draw_ms'])} ms, PNG encoding {ms(stages['encode_ms'])} ms; "
        f"{ms(stages['times_ms'])} ms in all.",
    ]
    if extra.get("first_card"):
        first, second = extra["first_card"]["first_ms"], extra["first_card"]["second_ms"]
        lines += [
            "",
            "A process's first card against its second (`BenchRunner card-first`, median of 5 processes), the "
            "same four stages: "
            + ", ".join(f"{ms(a)} against {ms(b)} ms" for a, b in zip(first, second))
            + f"; {ms(sum(first))} against {ms(sum(second))} ms in all. The first card pays for the type metadata "
            "and protocol conformances its views use, decoding and resampling the photo, opening the fonts and "
            "the first touch of each buffer's memory.",
        ]
    lines += [
        "",
        f"## The gallery ({gallery['scenes']} scenes of the seed tutorials, 2x)",
        "",
        "Easel alone (no peer draws SwiftUI). Sums over every scene, median of five passes after one warm-up.",
        "",
        "| Make and lay out | Display list | Drawing | PNG encoding |",
        "|---|---|---|---|",
        "| " + " | ".join(f"{ms(median(gallery[key][1:]))} ms"
                          for key in ["make_ms", "display_list_ms", "draw_ms", "encode_ms"]) + " |",
        "",
        *extra_sections(extra),
        SECTION_END,
    ]
    path = os.path.join(RESULTS, f"{today}.md")
    existing = open(path).read() if os.path.exists(path) else ""
    section = "\n".join(lines) + "\n"
    if SECTION_START in existing and SECTION_END in existing:
        before = existing[:existing.index(SECTION_START)]
        after = existing[existing.index(SECTION_END) + len(SECTION_END):].lstrip("\n")
        text = before + section + ("\n" + after if after else "")
    else:
        text = existing + ("\n" if existing else "") + section
    with open(path, "w") as handle:
        handle.write(text)
    log(f"results: {path}, chart: {os.path.join(RESULTS, chart_name)}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--iterations", type=int, default=10)
    parser.add_argument("--quick", action="store_true", help="two rounds of three layouts, for trying the script")
    options = parser.parse_args()
    if options.quick:
        options.rounds, options.iterations = 2, 3
    if not os.path.exists(RUNNER):
        sys.exit(f"compare.py: {RUNNER} is missing; build it with `swift build -c release --product BenchRunner`")
    if not os.path.exists(EASEL):
        sys.exit(f"compare.py: {EASEL} is missing; build it with `swift build --product easel` in the repository")
    start = time.time()
    layouts = compare_layouts(options.rounds, options.iterations)
    growth = nested_growth(limit_ms=1000)
    counts = runner("counts")
    memory = [median_memory(name) for name in ["grid", "wide", "nested"]]
    card = compare_card(max(3, options.rounds // 2 * 2 + 1))
    gallery = runner("gallery", 6)
    extra = {"text": runner("text", options.rounds), "png": runner("png", 5), "threads": runner("threads", 2)}
    firsts = [runner("first-host") for _ in range(5)]
    first_cards = [runner("card-first") for _ in range(5)]
    extra["first_card"] = {key: [median([run[key][stage] for run in first_cards]) for stage in range(4)]
                           for key in ["first_ms", "second_ms"]}
    extra["first_host"] = {"first_ms": median([f["first_ms"] for f in firsts]),
                           "second_ms": median([f["second_ms"] for f in firsts]), "processes": len(firsts)}
    log("text, PNG, threads, first host: measured")
    extra["editing"] = warm_peers.editing(EASEL, 5)
    log(f"editing: {median(extra['editing']['times_ms']):.0f} ms")
    if os.path.exists(EASEL_RELEASE):
        extra["recording"] = warm_peers.recording(EASEL_RELEASE, 5)
        if extra["recording"]:
            log(f"recording: {median(extra['recording']['mp4_ms']):.0f} ms for the MP4 alone")
    report(layouts, growth, counts, memory, card, gallery, options.rounds, options.iterations, time.time() - start,
           extra)


if __name__ == "__main__":
    main()
